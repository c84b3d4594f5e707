//! Play: legal moves, commands, validation, resignation, the public log.

use super::auth::Authenticated;
use super::blocking;
use super::problem::{ApiError, Problem};
use crate::service::Service;
use crate::service::model::{
    CommandRequest, CommandResult, EventPage, LegalMovesResponse, ValidateRequest, Validation,
};
use actix_web::web;
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

/// Paging of the public log.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct EventsQuery {
    /// Return events with a greater sequence number (default 0: from the start).
    pub after: Option<i32>,
    /// At most this many, 1 to 1000 (default 1000).
    pub limit: Option<i64>,
}

/// The legal moves of the current turn for the caller: every legal tile
/// placement with the figures it would allow, or the figure options of the
/// tile just placed. Others get no moves and the reason.
#[utoipa::path(
    get, path = "/v1/games/{id}/legal-moves", tag = "play", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "The caller's moves, or why there are none", body = LegalMovesResponse),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn legal_moves(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<LegalMovesResponse>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.legal_moves(&caller, id)).await?))
}

/// Apply a command of the player to move. `expected_seq` must be the
/// game's current `seq`; chance's draws follow in the same response.
#[utoipa::path(
    post, path = "/v1/games/{id}/commands", tag = "play", request_body = CommandRequest, security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Applied", body = CommandResult),
        (status = 403, description = "Not a player of this game", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Stale expected_seq, or the game has not started", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Illegal move: `code`, `rule` and `detail` say why", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn command(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
    body: web::Json<CommandRequest>,
) -> Result<web::Json<CommandResult>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.command(&caller, id, &body)).await?))
}

/// Check a command without applying it: legal, or the rule that forbids it.
#[utoipa::path(
    post, path = "/v1/games/{id}/commands/validate", tag = "play", request_body = ValidateRequest, security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "The verdict", body = Validation),
        (status = 403, description = "Not a player of this game", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn validate(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
    body: web::Json<ValidateRequest>,
) -> Result<web::Json<Validation>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.validate(&caller, id, &body.command)).await?))
}

/// Resign: the caller's seat is skipped from now on and cannot win; with
/// one player left the game ends.
#[utoipa::path(
    post, path = "/v1/games/{id}/resign", tag = "play", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Resigned", body = CommandResult),
        (status = 403, description = "Not a player of this game", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Not started", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Game over or resigned already", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn resign(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<CommandResult>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.resign(&caller, id)).await?))
}

/// The public log. No event reveals the order of the remaining tiles.
#[utoipa::path(
    get, path = "/v1/games/{id}/events", tag = "play", params(("id" = Uuid, Path, description = "Game id"), EventsQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Events in order", body = EventPage),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn events(
    service: web::Data<Service>,
    _caller: Authenticated,
    id: web::Path<Uuid>,
    query: web::Query<EventsQuery>,
) -> Result<web::Json<EventPage>, ApiError> {
    let id = id.into_inner();
    let (after, limit) = (query.after.unwrap_or(0), query.limit.unwrap_or(1000));
    Ok(web::Json(blocking(move || service.events(id, after, limit)).await?))
}
