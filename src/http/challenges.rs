//! Challenges to named accounts, and rematches.

use super::auth::Authenticated;
use super::blocking;
use super::body::Body;
use super::error_responses::operation_errors;
use super::problem::ApiError;
use super::rate_limit::RateLimiters;
use actix_web::{HttpResponse, get, post, web};
use api::challenges::{Challenge, ChallengeList, NewChallenge};
use service::Service;
use service::challenges::Rematch;
use uuid::Uuid;

operation_errors!(
    /// What [`send_challenge`] can answer with besides success.
    ChallengeErrors = BODY, SIGNED_IN, DATABASE, [InvalidGame, SingleSeatNeedsTileOrder, OrderAndPiles, InvalidClock, UnratableGame, ChallengeYourself, UnknownPlayer, DuplicatePlayer, ChallengeSeats, InvalidExpiry, TooManyChallenges, TooManyChallengesReceived, RateLimited, TooManyGames]
);

/// Challenge named accounts to a game: its rule set, options, clock,
/// spectators, seat order and whether it is rated, as `POST /v1/games`
/// takes them. Each challenged account hears of it (`challenged` on its
/// account stream and webhooks) and accepts or declines; when every one
/// has accepted, the game is created and started, and everyone hears
/// `game_started`. A challenge expires unanswered after
/// `expires_in_seconds`; an account has at most 10 pending at once.
#[utoipa::path(
    tag = "challenges", security(("bearer" = [])), request_body = NewChallenge,
    responses((status = 201, description = "Sent", body = Challenge), ChallengeErrors)
)]
#[post("/v1/challenges")]
pub async fn send_challenge(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    Authenticated(caller): Authenticated,
    body: Body<NewChallenge>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.new_game(caller.account_id)?;
    let sent = blocking(move || service.challenge(&caller, body.into_inner())).await?;
    let mut response = HttpResponse::Created().json(sent);
    allowance.apply_to(&mut response);
    Ok(response)
}

operation_errors!(
    /// What [`challenges`] can answer with besides success.
    ListErrors = SIGNED_IN, DATABASE
);

/// The caller's pending challenges: those to it and those it made.
#[utoipa::path(
    tag = "challenges", security(("bearer" = [])),
    responses((status = 200, description = "Pending challenges", body = ChallengeList), ListErrors)
)]
#[get("/v1/challenges")]
pub async fn challenges(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
) -> Result<web::Json<ChallengeList>, ApiError> {
    Ok(web::Json(blocking(move || service.challenges(&caller)).await?))
}

operation_errors!(
    /// What [`get_challenge`] can answer with besides success.
    GetErrors = SIGNED_IN, DATABASE, [InvalidPath, ChallengeNotFound]
);

/// A challenge the caller made or is challenged by, in any state.
#[utoipa::path(
    tag = "challenges", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Challenge id")),
    responses((status = 200, description = "The challenge", body = Challenge), GetErrors)
)]
#[get("/v1/challenges/{id}")]
pub async fn get_challenge(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Challenge>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.challenge_of(&caller, id)).await?))
}

operation_errors!(
    /// What [`accept_challenge`] can answer with besides success.
    AcceptErrors = SIGNED_IN, DATABASE, [InvalidPath, ChallengeNotFound, NotChallenged, ChallengeClosed, TooManyGames, InvalidGame, UnratableGame]
);

/// Accept a challenge to the caller. The last acceptance creates and
/// starts the game (`game_id`).
#[utoipa::path(
    tag = "challenges", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Challenge id")),
    responses((status = 200, description = "Accepted", body = Challenge), AcceptErrors)
)]
#[post("/v1/challenges/{id}/accept")]
pub async fn accept_challenge(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Challenge>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.accept_challenge(&caller, id)).await?))
}

operation_errors!(
    /// What [`decline_challenge`] can answer with besides success.
    DeclineErrors = SIGNED_IN, DATABASE, [InvalidPath, ChallengeNotFound, NotChallenged, ChallengeClosed]
);

/// Decline a challenge to the caller: it ends, and the others in it hear
/// `challenge_declined`.
#[utoipa::path(
    tag = "challenges", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Challenge id")),
    responses((status = 200, description = "Declined", body = Challenge), DeclineErrors)
)]
#[post("/v1/challenges/{id}/decline")]
pub async fn decline_challenge(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Challenge>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.decline_challenge(&caller, id)).await?))
}

operation_errors!(
    /// What [`cancel_challenge`] can answer with besides success.
    CancelErrors = SIGNED_IN, DATABASE, [InvalidPath, ChallengeNotFound, NotChallenger, ChallengeClosed]
);

/// Cancel a challenge the caller made: it ends, and the challenged hear
/// `challenge_cancelled`.
#[utoipa::path(
    tag = "challenges", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Challenge id")),
    responses((status = 200, description = "Cancelled", body = Challenge), CancelErrors)
)]
#[post("/v1/challenges/{id}/cancel")]
pub async fn cancel_challenge(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<Challenge>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.cancel_challenge(&caller, id)).await?))
}

operation_errors!(
    /// What [`rematch`] can answer with besides success.
    RematchErrors = SIGNED_IN, DATABASE, [InvalidPath, GameNotFound, NoRematch, ChallengeClosed, RateLimited, TooManyGames, UnratableGame]
);

/// Propose a rematch of a finished game to its other players: the same
/// rule set, options and clock, the seats rotated by one. It is a
/// challenge (201): the others accept it at `/v1/challenges/{id}/accept`,
/// or by asking for a rematch themselves (200, the same challenge); a
/// game against bots only starts at once, with new bots. Asked again, the
/// proposal already made is answered (200).
#[utoipa::path(
    tag = "challenges", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The finished game's id")),
    responses(
        (status = 201, description = "Proposed", body = Challenge),
        (status = 200, description = "The proposal already made, accepted by the caller if it challenges it", body = Challenge),
        RematchErrors,
    )
)]
#[post("/v1/games/{id}/rematch")]
pub async fn rematch(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.new_game(caller.account_id)?;
    let id = id.into_inner();
    let mut response = match blocking(move || service.rematch(&caller, id)).await? {
        Rematch::Proposed(challenge) => HttpResponse::Created().json(challenge),
        Rematch::Existing(challenge) => HttpResponse::Ok().json(challenge),
    };
    allowance.apply_to(&mut response);
    Ok(response)
}
