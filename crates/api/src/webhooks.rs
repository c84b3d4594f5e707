//! Webhook endpoints, their deliveries and the messages they post, as the
//! API takes and shows them.

use crate::notifications::NotificationKind;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use uuid::Uuid;

/// A webhook endpoint as its owner sees it (never its secret).
#[derive(Clone, Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct WebhookEndpoint {
    /// Its id.
    pub id: Uuid,
    /// Where deliveries are posted.
    #[schema(example = "https://example.com/carcassonne/hooks")]
    pub url: String,
    /// The notifications it receives.
    pub kinds: Vec<NotificationKind>,
    /// Whether deliveries are made.
    pub enabled: bool,
    /// Why the service disabled it (deliveries kept failing); enabling it
    /// again clears this.
    pub disabled_reason: Option<String>,
    /// Deliveries given up on since the last one that succeeded.
    pub failed_in_a_row: i32,
    /// When it was registered.
    pub created_at: DateTime<Utc>,
    /// Its last change.
    pub updated_at: DateTime<Utc>,
}

/// A new endpoint, with its signing secret: shown this once.
#[derive(Clone, Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct CreatedWebhookEndpoint {
    /// The endpoint.
    pub endpoint: WebhookEndpoint,
    /// The secret deliveries are signed with (`whsec_` and base64, as
    /// Standard Webhooks libraries take it). Not shown again: rotate it to
    /// get a new one.
    pub secret: String,
}

/// An endpoint to register.
#[derive(Clone, Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WebhookRegistration {
    /// An `http` or `https` URL of at most 2000 characters, without
    /// credentials or fragment, whose host is a public address.
    #[schema(example = "https://example.com/carcassonne/hooks")]
    pub url: String,
    /// The notifications it wants (default: all).
    #[serde(default = "all_kinds")]
    pub kinds: Vec<NotificationKind>,
}

fn all_kinds() -> Vec<NotificationKind> {
    NotificationKind::ALL.to_vec()
}

/// A change of an endpoint: what is given is set.
#[derive(Clone, Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WebhookChange {
    /// A new URL (the rules of registration hold).
    pub url: Option<String>,
    /// New notification kinds.
    pub kinds: Option<Vec<NotificationKind>>,
    /// Enable or disable it; enabling clears the failures that disabled
    /// it, disabling gives up its pending deliveries.
    pub enabled: Option<bool>,
}

/// A new signing secret: shown this once.
#[derive(Clone, Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct WebhookSecret {
    /// The new secret.
    pub secret: String,
    /// Until when deliveries are signed with the previous secret as well
    /// (a second signature in `webhook-signature`).
    pub previous_valid_until: DateTime<Utc>,
}

/// What a delivery tells of: a notification, named as its kind is, or a
/// test ping.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeliveryKind {
    /// A test ping its owner asked for.
    Ping,
    /// A notification of one of the kinds its endpoint receives.
    #[serde(untagged)]
    Notification(NotificationKind),
}

impl utoipa::PartialSchema for DeliveryKind {
    /// Every notification kind's name, then `ping`.
    fn schema() -> RefOr<Schema> {
        let names = NotificationKind::ALL.map(NotificationKind::as_str).into_iter().chain(["ping"]);
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some("What a delivery tells of."))
            .enum_values(Some(names))
            .into()
    }
}

impl utoipa::ToSchema for DeliveryKind {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("DeliveryKind")
    }
}

/// Where a delivery stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DeliveryStatus {
    /// Waiting for its next attempt (`next_attempt_at`).
    Pending,
    /// The endpoint answered 2xx.
    Delivered,
    /// Given up on: its attempts failed, or its endpoint was disabled.
    Failed,
}

/// One delivery in an endpoint's log.
#[derive(Clone, Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct WebhookDelivery {
    /// Its id: the message's `webhook-id`, the same on every attempt.
    pub id: Uuid,
    /// What it tells of.
    pub kind: DeliveryKind,
    /// The game it tells of (none for a ping).
    pub game: Option<Uuid>,
    /// The game's sequence number it tells of.
    pub seq: Option<i32>,
    /// Where it stands.
    pub status: DeliveryStatus,
    /// Attempts made (or begun).
    pub attempts: i32,
    /// When the last attempt began.
    pub last_attempt_at: Option<DateTime<Utc>>,
    /// The HTTP status of the last attempt, if it got one.
    pub last_status: Option<i32>,
    /// Why the last attempt failed.
    pub last_error: Option<String>,
    /// When the next attempt is due (pending deliveries).
    pub next_attempt_at: Option<DateTime<Utc>>,
    /// When it was written, with the event it tells of.
    pub created_at: DateTime<Utc>,
    /// When the endpoint acknowledged it.
    pub delivered_at: Option<DateTime<Utc>>,
}

/// A page of an endpoint's deliveries, newest first.
#[derive(Clone, Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct WebhookDeliveryPage {
    /// The deliveries.
    pub deliveries: Vec<WebhookDelivery>,
    /// Pass as `cursor` for the next (older) page; none at the end.
    pub next_cursor: Option<String>,
}

/// The message a delivery posts (its body), as documentation for receivers.
#[derive(Clone, Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct WebhookMessage {
    /// What it tells of.
    #[serde(rename = "type")]
    pub kind: DeliveryKind,
    /// When the event it tells of was appended (a ping: asked for).
    pub timestamp: DateTime<Utc>,
    /// `{"game": <id>, "seq": <n>}` for the notifications of a game;
    /// `{"challenge": <id>}` for a challenge's; `{"seek": <id>, "game":
    /// <id>}` for `seek_matched`; a ping: `{"endpoint": <id>}`.
    #[schema(value_type = Object)]
    pub data: serde_json::Value,
}
