//! Webhooks: an account registers endpoints, and hears of its games there
//! as signed Standard Webhooks messages. The appends write the deliveries
//! to an outbox in their own statement ([`storage::webhooks`]);
//! `workers` deliver them from any instance.
//!
//! - [`target`]: which URLs may be registered and called (no loopback,
//!   private or link-local addresses unless allowed);
//! - `sender`: one signed attempt, with bounded time and size;
//! - `workers`: claiming, retrying with backoff, giving up, disabling.

mod sender;
pub mod target;
mod workers;

pub use workers::DeliveryWorkers;

use super::notifications::NotificationKind;
use super::{Caller, Service, random_bytes};
use api::Internal;
use api::webhooks::{
    CreatedWebhookEndpoint, DeliveryKind, DeliveryStatus, WebhookChange, WebhookDelivery, WebhookDeliveryPage,
    WebhookEndpoint, WebhookRegistration, WebhookSecret,
};
use base64::Engine;
use chrono::{TimeDelta, Utc};
use std::time::Duration;
use storage::webhooks::{self as stored, DeliveryRow, EndpointChange, EndpointRow, NewEndpoint};
use storage::{DbPool, StorageError};
use target::TargetError;
use uuid::Uuid;

/// How long a replaced secret keeps signing after a rotation, so that
/// receivers can switch without losing a message.
pub const PREVIOUS_SECRET_LIFETIME: TimeDelta = TimeDelta::hours(24);

/// The most deliveries one page of an endpoint's log holds.
pub const MAX_DELIVERIES_PAGE: i64 = 100;

/// How webhooks are delivered, and what an account may register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebhookSettings {
    /// Delivery threads per instance (0: this instance delivers nothing);
    /// an attempt holds its thread, not a database connection.
    pub workers: usize,
    /// Endpoints one account may register.
    pub per_account: i64,
    /// Whether loopback, private and link-local targets are allowed.
    pub allow_private: bool,
    /// The longest an attempt takes (connecting within 5 s of it).
    pub timeout: Duration,
    /// The wait after a first failed attempt; it doubles after each.
    pub retry_base: Duration,
    /// Attempts per delivery before it is given up.
    pub max_attempts: u32,
    /// Deliveries given up in a row after which an endpoint is disabled.
    pub disable_after: u32,
}

impl Default for WebhookSettings {
    fn default() -> Self {
        WebhookSettings {
            workers: 8,
            per_account: 5,
            allow_private: false,
            timeout: Duration::from_secs(10),
            retry_base: Duration::from_secs(5),
            max_attempts: 15,
            disable_after: 5,
        }
    }
}

/// Why a webhook request was refused.
#[derive(Debug, thiserror::Error)]
pub enum WebhookError {
    /// The URL is not one that can be registered.
    #[error("invalid webhook URL: {0}")]
    InvalidUrl(&'static str),
    /// The URL's host is an address the service does not call.
    #[error("the service does not call {0}: loopback, private and link-local addresses are refused")]
    RefusedTarget(String),
    /// No notification kind was asked for.
    #[error("an endpoint needs at least one notification kind")]
    NoKinds,
    /// The account has as many endpoints as it may.
    #[error("an account may register {0} webhook endpoints")]
    TooMany(i64),
    /// No such endpoint among the caller's.
    #[error("no such webhook endpoint")]
    NotFound,
    /// The cursor is not one this service gave.
    #[error("the cursor is not one this service gave")]
    InvalidCursor,
    /// The caller's account no longer exists.
    #[error("the account no longer exists")]
    UnknownAccount,
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// This service failed.
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<TargetError> for WebhookError {
    fn from(e: TargetError) -> Self {
        match e {
            TargetError::Malformed(why) => WebhookError::InvalidUrl(why),
            TargetError::Refused(host) => WebhookError::RefusedTarget(host),
        }
    }
}

/// The kind of a stored delivery named `name`.
fn delivery_kind(name: &str) -> Option<DeliveryKind> {
    match NotificationKind::parse(name) {
        Some(kind) => Some(DeliveryKind::Notification(kind)),
        None => (name == stored::PING).then_some(DeliveryKind::Ping),
    }
}

impl Service {
    /// The same, delivering and registering webhooks as `settings` say.
    pub fn with_webhooks(self, settings: WebhookSettings) -> Service {
        Service { webhooks: settings, ..self }
    }

    /// Starts this instance's delivery workers on the connections of `pool`
    /// (one per worker; [`storage::lazy_commit_pool`] fits: a claim or an
    /// outcome lost in a crash only sends a message again).
    pub fn start_delivery_workers(&self, pool: DbPool) -> std::io::Result<DeliveryWorkers> {
        workers::start(pool, &self.webhooks, self.hub.deliveries())
    }

    /// Registers an endpoint for the caller; its secret is in the answer
    /// only.
    pub fn register_webhook(
        &self,
        caller: &Caller,
        registration: &WebhookRegistration,
    ) -> Result<CreatedWebhookEndpoint, WebhookError> {
        target::check_url(&registration.url, self.webhooks.allow_private)?;
        let kinds = kind_names(&registration.kinds)?;
        let secret = new_secret()?;
        let mut conn = storage::connect(&self.pool)?;
        if !super::known(&mut conn, caller)? {
            return Err(WebhookError::UnknownAccount);
        }
        let new = NewEndpoint {
            id: Uuid::new_v4(),
            account_id: caller.account_id,
            url: &registration.url,
            kinds: &kinds,
            secret: &secret,
        };
        let cap = self.webhooks.per_account;
        let row = stored::insert_endpoint(&mut conn, &new, cap)?.ok_or(WebhookError::TooMany(cap))?;
        Ok(CreatedWebhookEndpoint { endpoint: endpoint_view(row)?, secret })
    }

    /// The caller's endpoints, oldest first.
    pub fn webhooks(&self, caller: &Caller) -> Result<Vec<WebhookEndpoint>, WebhookError> {
        let mut conn = storage::connect(&self.pool)?;
        stored::endpoints(&mut conn, caller.account_id)?.into_iter().map(endpoint_view).collect()
    }

    /// One of the caller's endpoints.
    pub fn webhook(&self, caller: &Caller, id: Uuid) -> Result<WebhookEndpoint, WebhookError> {
        let mut conn = storage::connect(&self.pool)?;
        endpoint_view(stored::endpoint(&mut conn, caller.account_id, id)?.ok_or(WebhookError::NotFound)?)
    }

    /// Changes one of the caller's endpoints.
    pub fn change_webhook(
        &self,
        caller: &Caller,
        id: Uuid,
        change: &WebhookChange,
    ) -> Result<WebhookEndpoint, WebhookError> {
        if let Some(url) = &change.url {
            target::check_url(url, self.webhooks.allow_private)?;
        }
        let kinds = change.kinds.as_deref().map(kind_names).transpose()?;
        let mut conn = storage::connect(&self.pool)?;
        let change = EndpointChange { url: change.url.as_deref(), kinds: kinds.as_deref(), enabled: change.enabled };
        endpoint_view(
            stored::update_endpoint(&mut conn, caller.account_id, id, &change)?.ok_or(WebhookError::NotFound)?,
        )
    }

    /// Removes one of the caller's endpoints, with its deliveries.
    pub fn delete_webhook(&self, caller: &Caller, id: Uuid) -> Result<(), WebhookError> {
        let mut conn = storage::connect(&self.pool)?;
        stored::delete_endpoint(&mut conn, caller.account_id, id)?.then_some(()).ok_or(WebhookError::NotFound)
    }

    /// Gives one of the caller's endpoints a new secret; the previous one
    /// signs too for [`PREVIOUS_SECRET_LIFETIME`].
    pub fn rotate_webhook_secret(&self, caller: &Caller, id: Uuid) -> Result<WebhookSecret, WebhookError> {
        let secret = new_secret()?;
        let previous_valid_until = Utc::now() + PREVIOUS_SECRET_LIFETIME;
        let mut conn = storage::connect(&self.pool)?;
        stored::rotate_secret(&mut conn, caller.account_id, id, &secret, previous_valid_until)?
            .ok_or(WebhookError::NotFound)?;
        Ok(WebhookSecret { secret, previous_valid_until })
    }

    /// Queues a test ping to one of the caller's endpoints, disabled ones
    /// too (to check one before enabling it); the delivery, which its log
    /// follows.
    pub fn ping_webhook(&self, caller: &Caller, id: Uuid) -> Result<WebhookDelivery, WebhookError> {
        let mut conn = storage::connect(&self.pool)?;
        let endpoint = stored::endpoint(&mut conn, caller.account_id, id)?.ok_or(WebhookError::NotFound)?;
        delivery_view(stored::enqueue_ping(&mut conn, endpoint.id)?)
    }

    /// A page of the deliveries to one of the caller's endpoints, newest
    /// first, after `cursor` (a page's `next_cursor`) if given.
    pub fn webhook_deliveries(
        &self,
        caller: &Caller,
        id: Uuid,
        cursor: Option<&str>,
        limit: i64,
    ) -> Result<WebhookDeliveryPage, WebhookError> {
        let after = cursor.map(|c| crate::cursor::parse(c).ok_or(WebhookError::InvalidCursor)).transpose()?;
        let mut conn = storage::connect(&self.pool)?;
        let endpoint = stored::endpoint(&mut conn, caller.account_id, id)?.ok_or(WebhookError::NotFound)?;
        let limit = limit.clamp(1, MAX_DELIVERIES_PAGE);
        let mut rows = stored::deliveries(&mut conn, endpoint.id, after, limit + 1)?;
        let more = rows.len() as i64 > limit;
        rows.truncate(limit as usize);
        let next_cursor = rows.last().filter(|_| more).map(|last| crate::cursor::format(last.created_at, last.id));
        let deliveries = rows.into_iter().map(delivery_view).collect::<Result<_, _>>()?;
        Ok(WebhookDeliveryPage { deliveries, next_cursor })
    }
}

/// The stored names of `kinds`, each once.
fn kind_names(kinds: &[NotificationKind]) -> Result<Vec<String>, WebhookError> {
    let mut kinds = kinds.to_vec();
    kinds.sort_unstable();
    kinds.dedup();
    if kinds.is_empty() {
        return Err(WebhookError::NoKinds);
    }
    Ok(kinds.into_iter().map(|kind| kind.as_str().to_owned()).collect())
}

/// A new signing secret: 32 random bytes, as Standard Webhooks writes them.
fn new_secret() -> Result<String, Internal> {
    Ok(format!("whsec_{}", base64::engine::general_purpose::STANDARD.encode(random_bytes::<32>()?)))
}

fn endpoint_view(row: EndpointRow) -> Result<WebhookEndpoint, WebhookError> {
    let kinds = row
        .kinds
        .iter()
        .map(|name| NotificationKind::parse(name))
        .collect::<Option<_>>()
        .ok_or_else(|| StorageError::corrupt(format!("webhook endpoint {}: bad kinds", row.id)))?;
    Ok(WebhookEndpoint {
        id: row.id,
        url: row.url,
        kinds,
        enabled: row.enabled,
        disabled_reason: row.disabled_reason,
        failed_in_a_row: row.failed_in_a_row,
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

fn delivery_view(row: DeliveryRow) -> Result<WebhookDelivery, WebhookError> {
    let corrupt = |what: &str| StorageError::corrupt(format!("webhook delivery {}: bad {what}", row.id));
    let status = match row.status.as_str() {
        stored::PENDING => DeliveryStatus::Pending,
        stored::DELIVERED => DeliveryStatus::Delivered,
        stored::FAILED => DeliveryStatus::Failed,
        _ => return Err(corrupt("status").into()),
    };
    Ok(WebhookDelivery {
        id: row.id,
        kind: delivery_kind(&row.kind).ok_or_else(|| corrupt("kind"))?,
        game: row.game_id,
        seq: row.seq,
        status,
        attempts: row.attempts,
        last_attempt_at: row.last_attempt_at,
        last_status: row.last_status,
        last_error: row.last_error,
        next_attempt_at: (status == DeliveryStatus::Pending).then_some(row.next_attempt_at),
        created_at: row.created_at,
        delivered_at: row.delivered_at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A delivery tells of a notification by its kind's name, or is a ping,
    /// as stored and as the document says.
    #[test]
    fn delivery_kinds_are_the_notification_kinds_by_name_and_the_ping() {
        let names: Vec<&str> = NotificationKind::ALL.iter().map(|kind| kind.as_str()).chain([stored::PING]).collect();
        for name in &names {
            let delivery = delivery_kind(name).unwrap();
            assert_eq!(serde_json::to_value(delivery).unwrap(), *name);
            assert_eq!(serde_json::from_value::<DeliveryKind>(serde_json::json!(name)).unwrap(), delivery);
        }
        assert_eq!(delivery_kind("unknown"), None);
        assert!(serde_json::from_value::<DeliveryKind>(serde_json::json!("unknown")).is_err());
        let schema = serde_json::to_value(<DeliveryKind as utoipa::PartialSchema>::schema()).unwrap();
        assert_eq!(schema["enum"], serde_json::json!(names), "{schema}");
    }
}
