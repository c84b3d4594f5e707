//! The caller's webhook endpoints: registration, changes, secret rotation,
//! test pings and the delivery log.

use super::auth::Authenticated;
use super::blocking;
use super::body::Body;
use super::error_responses::operation_errors;
use super::paging::PageQuery;
use super::problem::ApiError;
use super::rate_limit::RateLimiters;
use actix_web::{HttpResponse, web};
use actix_web::{delete, get, patch, post};
use api::webhooks::{
    CreatedWebhookEndpoint, WebhookChange, WebhookDelivery, WebhookDeliveryPage, WebhookEndpoint, WebhookRegistration,
    WebhookSecret,
};
use service::Service;
use uuid::Uuid;

operation_errors!(
    /// What [`register_webhook`] can answer with besides success.
    RegisterErrors = SIGNED_IN, BODY, DATABASE, [InvalidWebhookUrl, WebhookTargetRefused, NoNotificationKinds, TooManyWebhooks]
);

/// Register a webhook endpoint: the service posts the caller's
/// notifications there (`game_started`, `your_turn`, `game_over`), signed
/// as Standard Webhooks says (`webhook-id`, `webhook-timestamp`,
/// `webhook-signature`) with the secret in this answer, which is not shown
/// again. The body of each delivery is a `WebhookMessage`. A delivery that
/// does not get a 2xx answer within the timeout is retried with
/// exponential backoff, then given up; an endpoint whose deliveries keep
/// failing is disabled, and says why.
#[utoipa::path(
    tag = "webhooks", security(("bearer" = [])), request_body = WebhookRegistration,
    responses(
        (status = 201, description = "Registered; the secret is shown this once", body = CreatedWebhookEndpoint),
        RegisterErrors,
    )
)]
#[post("/v1/me/webhooks")]
pub async fn register_webhook(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    body: Body<WebhookRegistration>,
) -> Result<HttpResponse, ApiError> {
    let created = blocking(move || service.register_webhook(&caller, &body)).await?;
    Ok(HttpResponse::Created().json(created))
}

operation_errors!(
    /// What [`webhooks`] can answer with besides success.
    ListErrors = SIGNED_IN, DATABASE
);

/// The caller's webhook endpoints, oldest first.
#[utoipa::path(
    tag = "webhooks", security(("bearer" = [])),
    responses((status = 200, description = "The endpoints", body = Vec<WebhookEndpoint>), ListErrors)
)]
#[get("/v1/me/webhooks")]
pub async fn webhooks(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
) -> Result<web::Json<Vec<WebhookEndpoint>>, ApiError> {
    Ok(web::Json(blocking(move || service.webhooks(&caller)).await?))
}

operation_errors!(
    /// What [`webhook`] and [`delete_webhook`] can answer with besides success.
    EndpointErrors = SIGNED_IN, DATABASE, [InvalidPath, WebhookNotFound]
);

/// One of the caller's webhook endpoints.
#[utoipa::path(
    tag = "webhooks", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Endpoint id")),
    responses((status = 200, description = "The endpoint", body = WebhookEndpoint), EndpointErrors)
)]
#[get("/v1/me/webhooks/{id}")]
pub async fn webhook(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<WebhookEndpoint>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.webhook(&caller, id)).await?))
}

operation_errors!(
    /// What [`change_webhook`] can answer with besides success.
    ChangeErrors = SIGNED_IN, BODY, DATABASE, [InvalidPath, WebhookNotFound, InvalidWebhookUrl, WebhookTargetRefused, NoNotificationKinds]
);

/// Change one of the caller's webhook endpoints: its URL, its kinds, or
/// whether it is enabled (enabling one the service disabled clears its
/// failures; disabling one gives up its pending deliveries).
#[utoipa::path(
    tag = "webhooks", security(("bearer" = [])), request_body = WebhookChange,
    params(("id" = Uuid, Path, description = "Endpoint id")),
    responses((status = 200, description = "The endpoint as changed", body = WebhookEndpoint), ChangeErrors)
)]
#[patch("/v1/me/webhooks/{id}")]
pub async fn change_webhook(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
    body: Body<WebhookChange>,
) -> Result<web::Json<WebhookEndpoint>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.change_webhook(&caller, id, &body)).await?))
}

/// Remove one of the caller's webhook endpoints, with its delivery log.
#[utoipa::path(
    tag = "webhooks", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Endpoint id")),
    responses((status = 204, description = "Removed"), EndpointErrors)
)]
#[delete("/v1/me/webhooks/{id}")]
pub async fn delete_webhook(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    blocking(move || service.delete_webhook(&caller, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Give one of the caller's webhook endpoints a new signing secret, shown
/// this once. For 24 hours deliveries carry a second signature made with
/// the previous secret, so a receiver can switch without losing any.
#[utoipa::path(
    tag = "webhooks", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Endpoint id")),
    responses((status = 200, description = "The new secret", body = WebhookSecret), EndpointErrors)
)]
#[post("/v1/me/webhooks/{id}/secret")]
pub async fn rotate_webhook_secret(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<WebhookSecret>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.rotate_webhook_secret(&caller, id)).await?))
}

operation_errors!(
    /// What [`ping_webhook`] can answer with besides success.
    PingErrors = SIGNED_IN, DATABASE, [InvalidPath, WebhookNotFound, RateLimited]
);

/// Send a test `ping` to one of the caller's webhook endpoints, also a
/// disabled one (to check it before enabling it again). It is delivered
/// like any notification (signed, retried); its progress shows in the
/// endpoint's delivery log.
#[utoipa::path(
    tag = "webhooks", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Endpoint id")),
    responses((status = 202, description = "Queued", body = WebhookDelivery), PingErrors)
)]
#[post("/v1/me/webhooks/{id}/ping")]
pub async fn ping_webhook(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.webhook_ping(caller.account_id)?;
    let id = id.into_inner();
    let delivery = blocking(move || service.ping_webhook(&caller, id)).await?;
    let mut response = HttpResponse::Accepted().json(delivery);
    allowance.apply_to(&mut response);
    Ok(response)
}

operation_errors!(
    /// What [`webhook_deliveries`] can answer with besides success.
    DeliveriesErrors = SIGNED_IN, DATABASE, [InvalidPath, InvalidQuery, InvalidCursor, WebhookNotFound]
);

/// The delivery log of one of the caller's webhook endpoints, newest
/// first: each delivery's status, attempts and last error. Deliveries that
/// ended more than 7 days ago are forgotten.
#[utoipa::path(
    tag = "webhooks", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Endpoint id"), PageQuery),
    responses((status = 200, description = "A page of deliveries", body = WebhookDeliveryPage), DeliveriesErrors)
)]
#[get("/v1/me/webhooks/{id}/deliveries")]
pub async fn webhook_deliveries(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
    query: web::Query<PageQuery>,
) -> Result<web::Json<WebhookDeliveryPage>, ApiError> {
    let id = id.into_inner();
    let (cursor, limit) = query.into_inner().into_parts()?;
    Ok(web::Json(blocking(move || service.webhook_deliveries(&caller, id, cursor.as_deref(), limit)).await?))
}
