//! The lobby: create, list, read, join, seat bots, leave, cancel, start.

use super::auth::{Authenticated, Viewer};
use super::body::{Body, typed};
use super::checked_reads;
use super::encoding::tagged_json;
use super::error_responses::operation_errors;
use super::headers::{bounded, idempotency, not_modified, seen_seq, seq, unchanged};
use super::problem::ApiError;
use super::rate_limit::RateLimiters;
use super::{blocking, refused_unless_replay, respond};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use actix_web::{get, post};
use api::bodies;
use api::model::{AddBot, CreateGame, Game, GameExport, GamePage, GameStatus, RulesetId};
use serde::Deserialize;
use service::{Caller, GameQuery, Service};
use utoipa::IntoParams;
use uuid::Uuid;

/// Filters and paging of the game list.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// Only games with this status (default: all but cancelled ones).
    pub status: Option<GameStatus>,
    /// Only games of this rule set.
    pub ruleset: Option<RulesetId>,
    /// Only games waiting for players (the same as `status=open`).
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

operation_errors!(
    /// What [`create`] can answer with besides success.
    CreateErrors = BODY, SIGNED_IN, DATABASE, [InvalidIdempotencyKey, InvalidGame, SingleSeatNeedsTileOrder, OrderAndPiles, SingleSeatClock, InvalidClock, UnratableGame, IdempotencyKeyReused, Conflict, RateLimited, TooManyGames]
);

/// Create a game; the creator takes a seat. With an `Idempotency-Key`, a
/// retry of the same request returns the first response and creates
/// nothing more (keys are kept 24 hours).
#[utoipa::path(
    tag = "games", request_body = bodies::CreateGame, security(("bearer" = [])),
    params(("Idempotency-Key" = Option<String>, Header, description = "Makes retries safe (1-200 visible characters)", pattern = "^[!-~]{1,200}$")),
    responses(
        (status = 201, description = "Created", body = bodies::Game),
        CreateErrors,
    )
)]
#[post("/v1/games")]
pub async fn create(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    Authenticated(caller): Authenticated,
    req: HttpRequest,
    body: Body<serde_json::Value>,
) -> Result<HttpResponse, ApiError> {
    let key = idempotency(&req, &body)?;
    let allowance = match limiters.new_game(caller.account_id) {
        Ok(allowance) => allowance,
        Err(refused) => return refused_unless_replay(&service, &caller, key, refused).await,
    };
    let request: CreateGame = typed(&body)?;
    let outcome = blocking(move || service.create_game(&caller, request, key)).await?;
    let mut response = respond(outcome, StatusCode::CREATED, |game, response| response.json(game))?;
    allowance.apply_to(&mut response);
    Ok(response)
}

operation_errors!(
    /// What [`import`] can answer with besides success.
    ImportErrors = BODY, SIGNED_IN, DATABASE, [InvalidImport, RateLimited]
);

/// Import an exported game as a new finished game of the caller.
#[utoipa::path(
    tag = "games", request_body = bodies::GameExport, security(("bearer" = [])),
    responses(
        (status = 201, description = "Imported; its state equals the exported game's", body = bodies::Game),
        ImportErrors,
    )
)]
#[post("/v1/games/import")]
pub async fn import(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    Authenticated(caller): Authenticated,
    body: Body<GameExport>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.import(caller.account_id)?;
    let game = blocking(move || service.import(&caller, body.into_inner())).await?;
    let mut response = HttpResponse::Created().json(game);
    allowance.apply_to(&mut response);
    Ok(response)
}

operation_errors!(
    /// What [`list`] can answer with besides success.
    ListErrors = VIEWER, DATABASE, [InvalidQuery, InvalidCursor]
);

/// List games, newest first.
#[utoipa::path(
    tag = "games", params(ListQuery), security((), ("bearer" = [])),
    responses(
        (status = 200, description = "One page of games", body = bodies::GamePage),
        ListErrors,
    )
)]
#[get("/v1/games")]
pub async fn list(
    service: web::Data<Service>,
    Viewer(caller): Viewer,
    query: web::Query<ListQuery>,
) -> Result<web::Json<GamePage>, ApiError> {
    let q = query.into_inner();
    let filter = GameQuery {
        status: if q.open { Some(GameStatus::Open) } else { q.status },
        ruleset: q.ruleset,
        mine: q.mine,
        limit: bounded("limit", q.limit, 1..=100, 20)?,
    };
    let page = blocking(move || service.list_games(&caller, &filter, q.cursor.as_deref()));
    Ok(web::Json(page.await?))
}

/// Filters of the caller's games.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct MyGamesQuery {
    /// Only games with this status (default: all but cancelled ones).
    pub status: Option<GameStatus>,
    /// `next_cursor` of the previous page.
    #[param(pattern = "^[01]\\.[0-9]{1,16}\\.[0-9a-f]{32}$")]
    pub cursor: Option<String>,
    /// Page size, 1 to 100 (default 50).
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
}

operation_errors!(
    /// What [`my_games`] can answer with besides success.
    MyGamesErrors = SIGNED_IN, DATABASE, [InvalidQuery, InvalidCursor]
);

/// The caller's games for a "my games" screen: those where the caller
/// decides now first (`your_turn`), then the most recently changed.
#[utoipa::path(
    tag = "games", params(MyGamesQuery), security(("bearer" = [])),
    responses(
        (status = 200, description = "One page of the caller's games", body = bodies::GamePage),
        MyGamesErrors,
    )
)]
#[get("/v1/me/games")]
pub async fn my_games(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    query: web::Query<MyGamesQuery>,
) -> Result<web::Json<GamePage>, ApiError> {
    let MyGamesQuery { status, cursor, limit } = query.into_inner();
    let limit = bounded("limit", limit, 1..=100, 50)?;
    Ok(web::Json(blocking(move || service.my_games(&caller, status, cursor.as_deref(), limit)).await?))
}

/// The code of an invite-only game.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct JoinQuery {
    /// The game's `join_code` (invite-only games).
    #[param(pattern = "^[0-9a-f]{10}$")]
    pub code: Option<String>,
}

operation_errors!(
    /// What [`cancel`] can answer with besides success.
    CancelErrors = GAME, SIGNED_IN, DATABASE, [NotOwner, NotOpen]
);

/// Cancel an open game (creator only): its status becomes `cancelled` and
/// nobody can join or start it.
#[utoipa::path(
    tag = "games", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Cancelled", body = bodies::Game),
        CancelErrors,
    )
)]
#[post("/v1/games/{id}/cancel")]
pub async fn cancel(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Game>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.cancel(&caller, id)).await?))
}

operation_errors!(
    /// What [`get`] can answer with besides success.
    GetErrors = GAME, VIEWER, DATABASE, [InvalidQuery]
);

/// Which version of a game a read must show at least.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct GameReadQuery {
    /// A sequence number the client wrote or saw: the answer shows this
    /// version or a later one (a standby that has not reached it is passed
    /// over for the primary). An `If-None-Match` tag counts as one too.
    pub min_seq: Option<u32>,
}

/// A game with its public state; anyone signed in may read it unless it
/// is closed to spectators. Carries an `ETag`; `If-None-Match` with it
/// answers 304 without a body (cheap polling). May come from a standby a
/// moment behind the primary, never behind the version the client names
/// (`min_seq`, `If-None-Match`).
#[utoipa::path(
    tag = "games", security((), ("bearer" = [])),
    params(
        ("id" = Uuid, Path, description = "Game id"),
        GameReadQuery,
        ("If-None-Match" = Option<String>, Header, description = "An ETag from an earlier response"),
    ),
    responses(
        (status = 200, description = "The game", body = bodies::Game, headers(("ETag" = String, description = "Version of the game"))),
        (status = 304, description = "Unchanged since the ETag sent"),
        GetErrors,
    )
)]
#[get("/v1/games/{id}")]
pub async fn get(
    service: web::Data<Service>,
    Viewer(caller): Viewer,
    req: HttpRequest,
    id: web::Path<Uuid>,
    query: web::Query<GameReadQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    if let Some(unchanged) = unchanged_since(&service, &caller, &req, id).await? {
        return Ok(unchanged);
    }
    if let Some(answered) = checked_reads::from_cache(&req, id, |version| service.game_at(&caller, id, version)).await {
        return answered;
    }
    let min_seq = seq(query.min_seq.unwrap_or(0)).max(seen_seq(&req));
    tagged_json(&req, move || service.game(&caller, id, min_seq)).await
}

/// 304 Not Modified when the request's `If-None-Match` names the game's
/// current version, found from the game row alone (nothing replayed).
pub(super) async fn unchanged_since(
    service: &web::Data<Service>,
    caller: &Caller,
    req: &HttpRequest,
    id: Uuid,
) -> Result<Option<HttpResponse>, ApiError> {
    if !req.headers().contains_key(header::IF_NONE_MATCH) {
        return Ok(None);
    }
    let (service, caller, seen) = (service.clone(), caller.clone(), seen_seq(req));
    let etag = blocking(move || service.game_etag(&caller, id, seen)).await?;
    Ok(not_modified(req, &etag).then(|| unchanged(&etag)))
}

operation_errors!(
    /// What [`join`] can answer with besides success.
    JoinErrors = GAME, SIGNED_IN, DATABASE, [InvalidQuery, InvitationRequired, SingleSeat, AlreadyJoined, GameFull, NotOpen, RateLimited, TooManyGames]
);

/// Take a seat at an open game; an invite-only game needs its `code`.
#[utoipa::path(
    tag = "games", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id"), JoinQuery),
    responses(
        (status = 200, description = "Joined", body = bodies::Game),
        JoinErrors,
    )
)]
#[post("/v1/games/{id}/join")]
pub async fn join(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
    query: web::Query<JoinQuery>,
) -> Result<HttpResponse, ApiError> {
    let (id, code) = (id.into_inner(), query.into_inner().code);
    let allowance = code.is_some().then(|| limiters.join_code(caller.account_id, id)).transpose()?;
    let game = blocking(move || service.join(&caller, id, code.as_deref())).await?;
    let mut response = HttpResponse::Ok().json(game);
    if let Some(allowance) = allowance {
        allowance.apply_to(&mut response);
    }
    Ok(response)
}

operation_errors!(
    /// What [`add_bot`] can answer with besides success.
    AddBotErrors = GAME, BODY, SIGNED_IN, DATABASE, [NotOwner, SingleSeat, UnratableGame, GameFull, NotOpen, TooManyGames]
);

/// Seat a bot at an open game (creator only). Once the game runs, the
/// service's bot workers play the bot's moves shortly after whatever hands
/// it the turn (the start, a command, a resignation) is committed, never
/// inside that request: watch the game's stream, or read the game, to see
/// them. Each is appended like a player's command by the bot seat's own
/// account (`players[].bot` names its level).
#[utoipa::path(
    tag = "games", request_body = AddBot, security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Seated", body = bodies::Game),
        AddBotErrors,
    )
)]
#[post("/v1/games/{id}/bots")]
pub async fn add_bot(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
    body: Body<AddBot>,
) -> Result<web::Json<Game>, ApiError> {
    let (id, level) = (id.into_inner(), body.level);
    Ok(web::Json(blocking(move || service.add_bot(&caller, id, level)).await?))
}

operation_errors!(
    /// What [`leave`] can answer with besides success.
    LeaveErrors = GAME, SIGNED_IN, DATABASE, [CreatorCannotLeave, NotJoined, NotOpen]
);

/// Leave an open game.
#[utoipa::path(
    tag = "games", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Left", body = bodies::Game),
        LeaveErrors,
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

operation_errors!(
    /// What [`start`] can answer with besides success.
    StartErrors = GAME, SIGNED_IN, DATABASE, [NotOwner, NotReady, NotOpen]
);

/// Start a full game (creator only). Seats are shuffled with the game's
/// seed unless the game was created with `seat_order: join_order`.
#[utoipa::path(
    tag = "games", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Started", body = bodies::Game),
        StartErrors,
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
