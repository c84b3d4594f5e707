//! The lobby: create, list, read, join, leave, start.

use super::auth::Authenticated;
use super::body::{Body, typed};
use super::headers::{bounded, idempotency, not_modified};
use super::problem::{ApiError, Problem};
use super::{blocking, respond};
use crate::service::Service;
use crate::service::model::{CreateGame, Game, GameExport, GamePage};
use actix_web::http::StatusCode;
use actix_web::http::header::{self, ETag, EntityTag};
use actix_web::{HttpRequest, HttpResponse, web};
use actix_web::{get, post};
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

/// Filters and paging of the game list.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// Only games waiting for players.
    #[serde(default)]
    pub open: bool,
    /// Only games the caller sits at.
    #[serde(default)]
    pub mine: bool,
    /// `next_cursor` of the previous page.
    #[param(pattern = "^[0-9]{1,16}\\.[0-9a-f]{32}$")]
    pub cursor: Option<String>,
    /// Page size, 1 to 100 (default 20).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
}

/// Create a game; the creator takes a seat. With an `Idempotency-Key`, a
/// retry of the same request returns the first response and creates
/// nothing more (keys are kept 24 hours).
#[utoipa::path(
    tag = "games", request_body = CreateGame, security(("bearer" = [])),
    params(("Idempotency-Key" = Option<String>, Header, description = "Makes retries safe (1-200 visible characters)", pattern = "^[!-~]{1,200}$")),
    responses(
        (status = 201, description = "Created", body = Game),
        (status = 422, description = "Options describe no playable game, or the Idempotency-Key was used for another request", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games")]
pub async fn create(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    req: HttpRequest,
    body: Body<serde_json::Value>,
) -> Result<HttpResponse, ApiError> {
    let key = idempotency(&req, &body)?;
    let request: CreateGame = typed(&body)?;
    let outcome = blocking(move || service.create_game(&caller, request, key)).await?;
    respond(outcome, StatusCode::CREATED, |game, response| response.json(game))
}

/// Import an exported game as a new finished game of the caller.
#[utoipa::path(
    tag = "games", request_body = GameExport, security(("bearer" = [])),
    responses(
        (status = 201, description = "Imported; its state equals the exported game's", body = Game),
        (status = 422, description = "Not an export of a finished game", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/import")]
pub async fn import(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    body: Body<GameExport>,
) -> Result<HttpResponse, ApiError> {
    let game = blocking(move || service.import(&caller, body.into_inner())).await?;
    Ok(HttpResponse::Created().json(game))
}

/// List games, newest first.
#[utoipa::path(
    tag = "games", params(ListQuery), security(("bearer" = [])),
    responses(
        (status = 200, description = "One page of games", body = GamePage),
        (status = 400, description = "Invalid query or cursor", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games")]
pub async fn list(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    query: web::Query<ListQuery>,
) -> Result<web::Json<GamePage>, ApiError> {
    let q = query.into_inner();
    let limit = bounded("limit", q.limit, 1..=100, 20)?;
    let page = blocking(move || service.list_games(&caller, q.open, q.mine, q.cursor.as_deref(), limit));
    Ok(web::Json(page.await?))
}

/// A game with its public state; anyone signed in may read it unless it
/// is closed to spectators. Carries an `ETag`; `If-None-Match` with it
/// answers 304 without a body (cheap polling).
#[utoipa::path(
    tag = "games", security(("bearer" = [])),
    params(
        ("id" = Uuid, Path, description = "Game id"),
        ("If-None-Match" = Option<String>, Header, description = "An ETag from an earlier response"),
    ),
    responses(
        (status = 200, description = "The game", body = Game, headers(("ETag" = String, description = "Version of the game"))),
        (status = 304, description = "Unchanged since the ETag sent"),
        (status = 404, description = "No such game, or one closed to the caller", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games/{id}")]
pub async fn get(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    req: HttpRequest,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    if req.headers().contains_key(header::IF_NONE_MATCH) {
        let (svc, who) = (service.clone(), caller.clone());
        let etag = blocking(move || svc.game_etag(&who, id)).await?;
        if not_modified(&req, &etag) {
            return Ok(unchanged(&etag));
        }
    }
    let (game, etag) = blocking(move || service.game(&caller, id)).await?;
    Ok(HttpResponse::Ok().insert_header(etag_header(&etag)).json(game))
}

/// 304 Not Modified with the current ETag.
pub(super) fn unchanged(etag: &str) -> HttpResponse {
    HttpResponse::NotModified().insert_header(etag_header(etag)).finish()
}

/// The `ETag` header for a quoted tag.
pub(super) fn etag_header(etag: &str) -> ETag {
    ETag(EntityTag::new_strong(etag.trim_matches('"').to_owned()))
}

/// Take a seat at an open game.
#[utoipa::path(
    tag = "games", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Joined", body = Game),
        (status = 404, description = "No such game, or one closed to the caller", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Not open, full, or joined already", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{id}/join")]
pub async fn join(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Game>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.join(&caller, id)).await?))
}

/// Leave an open game.
#[utoipa::path(
    tag = "games", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Left", body = Game),
        (status = 409, description = "Not open or not joined", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{id}/leave")]
pub async fn leave(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Game>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.leave(&caller, id)).await?))
}

/// Start a full game (creator only). Seats are shuffled with the game's
/// seed unless the game was created with `seat_order: join_order`.
#[utoipa::path(
    tag = "games", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Started", body = Game),
        (status = 403, description = "Not the creator", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Not open or seats missing", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/{id}/start")]
pub async fn start(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Game>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.start(&caller, id)).await?))
}
