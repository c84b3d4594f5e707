//! The lobby: create, list, read, join, leave, start.

use super::auth::Authenticated;
use super::blocking;
use super::problem::{ApiError, Problem};
use crate::service::Service;
use crate::service::model::{CreateGame, Game, GamePage};
use actix_web::{HttpResponse, web};
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
    pub cursor: Option<String>,
    /// Page size, 1 to 100 (default 20).
    pub limit: Option<i64>,
}

/// Create a game; the creator takes a seat.
#[utoipa::path(
    post, path = "/v1/games", tag = "games", request_body = CreateGame, security(("bearer" = [])),
    responses(
        (status = 201, description = "Created", body = Game),
        (status = 422, description = "Options describe no playable game", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn create(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    body: web::Json<CreateGame>,
) -> Result<HttpResponse, ApiError> {
    let game = blocking(move || service.create_game(&caller, body.into_inner())).await?;
    Ok(HttpResponse::Created().json(game))
}

/// List games, newest first.
#[utoipa::path(
    get, path = "/v1/games", tag = "games", params(ListQuery), security(("bearer" = [])),
    responses(
        (status = 200, description = "One page of games", body = GamePage),
        (status = 400, description = "Invalid query or cursor", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    query: web::Query<ListQuery>,
) -> Result<web::Json<GamePage>, ApiError> {
    let q = query.into_inner();
    let page =
        blocking(move || service.list_games(&caller, q.open, q.mine, q.cursor.as_deref(), q.limit.unwrap_or(20)));
    Ok(web::Json(page.await?))
}

/// A game with its public state. Anyone signed in may read it.
#[utoipa::path(
    get, path = "/v1/games/{id}", tag = "games", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "The game", body = Game),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn get(
    service: web::Data<Service>,
    _caller: Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Game>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.game(id)).await?))
}

/// Take a seat at an open game.
#[utoipa::path(
    post, path = "/v1/games/{id}/join", tag = "games", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Joined", body = Game),
        (status = 404, description = "No such game", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Not open, full, or joined already", body = Problem, content_type = "application/problem+json"),
    )
)]
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
    post, path = "/v1/games/{id}/leave", tag = "games", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Left", body = Game),
        (status = 409, description = "Not open or not joined", body = Problem, content_type = "application/problem+json"),
    )
)]
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
    post, path = "/v1/games/{id}/start", tag = "games", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Started", body = Game),
        (status = 403, description = "Not the creator", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Not open or seats missing", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn start(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Game>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.start(&caller, id)).await?))
}
