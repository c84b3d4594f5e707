//! Quick pairing: seeks.

use super::auth::Authenticated;
use super::blocking;
use super::body::Body;
use super::error_responses::operation_errors;
use super::problem::ApiError;
use super::rate_limit::RateLimiters;
use actix_web::{HttpResponse, get, post, web};
use api::bodies;
use api::model::NewSeek;
use api::seeks::Seek;
use service::Service;
use uuid::Uuid;

operation_errors!(
    /// What [`seek`] can answer with besides success.
    SeekErrors = BODY, SIGNED_IN, DATABASE, [InvalidGame, InvalidClock, UnratableGame, SeekPlayers, InvalidRatingRange, InvalidExpiry, TooManySeeks, RateLimited, TooManyGames]
);

/// Ask to be paired for a game: a rule set with its options (`players`, 2
/// to 5), a clock, rated or not, and the ratings accepted in the others.
/// Seeks that ask for the same game and fit each other's rating ranges are
/// matched oldest first, on whichever instance they arrive; when enough
/// have come, the game is created and started, and each seeker hears
/// `seek_matched` (data `{"seek": <id>, "game": <id>}`) and `game_started`.
/// The answer is already `matched` when this seek completed a game. A seek
/// expires unmatched; an account has at most 3 open.
#[utoipa::path(
    tag = "seeks", security(("bearer" = [])), request_body = bodies::NewSeek,
    responses((status = 201, description = "Made (and matched, if others fit)", body = Seek), SeekErrors)
)]
#[post("/v1/seeks")]
pub async fn seek(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    Authenticated(caller): Authenticated,
    body: Body<NewSeek>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.new_game(caller.account_id)?;
    let made = blocking(move || service.seek(&caller, body.into_inner())).await?;
    let mut response = HttpResponse::Created().json(made);
    allowance.apply_to(&mut response);
    Ok(response)
}

operation_errors!(
    /// What [`seeks`] can answer with besides success.
    ListErrors = SIGNED_IN, DATABASE
);

/// The caller's seeks of the last day, newest first.
#[utoipa::path(
    tag = "seeks", security(("bearer" = [])),
    responses((status = 200, description = "The caller's seeks", body = Vec<Seek>), ListErrors)
)]
#[get("/v1/seeks")]
pub async fn seeks(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
) -> Result<web::Json<Vec<Seek>>, ApiError> {
    Ok(web::Json(blocking(move || service.seeks(&caller)).await?))
}

operation_errors!(
    /// What [`get_seek`] can answer with besides success.
    GetErrors = SIGNED_IN, DATABASE, [InvalidPath, SeekNotFound]
);

/// One of the caller's seeks: open, matched (with its `game_id`),
/// cancelled or expired.
#[utoipa::path(
    tag = "seeks", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Seek id")),
    responses((status = 200, description = "The seek", body = Seek), GetErrors)
)]
#[get("/v1/seeks/{id}")]
pub async fn get_seek(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Seek>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.seek_of(&caller, id)).await?))
}

operation_errors!(
    /// What [`cancel_seek`] can answer with besides success.
    CancelErrors = SIGNED_IN, DATABASE, [InvalidPath, SeekNotFound, SeekClosed]
);

/// Cancel one of the caller's open seeks (it stays listed, `cancelled`).
/// A seek matched meanwhile is not cancelled (409 `seek_closed`): its game
/// has started.
#[utoipa::path(
    tag = "seeks", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Seek id")),
    responses((status = 200, description = "Cancelled", body = Seek), CancelErrors)
)]
#[post("/v1/seeks/{id}/cancel")]
pub async fn cancel_seek(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Seek>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.cancel_seek(&caller, id)).await?))
}
