//! Play: legal moves, hints, commands, validation, resignation, the public
//! log and history.

use super::auth::{Authenticated, Viewer};
use super::body::{Body, typed};
use super::checked_reads;
use super::encoding::{json_bytes, tagged_json};
use super::error_responses::operation_errors;
use super::games::unchanged_since;
use super::headers::{bounded, etag_header, idempotency, if_match, representation, seq};
use super::problem::ApiError;
use super::rate_limit::RateLimiters;
use super::{blocking, refused_unless_replay, respond};
use actix_web::http::StatusCode;
use actix_web::http::header::ContentType;
use actix_web::{HttpRequest, HttpResponse, web};
use actix_web::{get, post};
use api::bodies;
use api::model::{
    CommandRequest, CommandResult, EventPage, GameExport, LegalForms, Representation, StateAt, ValidateRequest,
    Validation,
};
use engine::bot::Level;
use serde::Deserialize;
use service::{Outcome, Precondition, Service, Submission};
use utoipa::IntoParams;
use uuid::Uuid;

/// Paging of the public log.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct EventsQuery {
    /// Return events with a greater sequence number (default 0: from the start).
    pub after: Option<u32>,
    /// At most this many, 1 to 1000 (default 1000).
    #[param(minimum = 1, maximum = 1000)]
    pub limit: Option<i64>,
    /// Read the log where it has reached this sequence number at least
    /// (one the client wrote or saw): a standby that has not yet is passed
    /// over for the primary. `after` counts as one too.
    pub min_seq: Option<u32>,
}

/// Which moment to draw.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct PictureQuery {
    /// Draw the board right after this event (default: now).
    pub at: Option<u32>,
}

operation_errors!(
    /// What [`board_svg`] can answer with besides success.
    BoardErrors = GAME, VIEWER, DATABASE, [InvalidQuery, NoSuchSeq, NotStarted]
);

/// The board as an SVG picture: every tile, features outlined solid when
/// complete and dashed while open, pieces in their owners' colours at their
/// regions' anchors (a letter says what each is), the scores below. Public
/// games need no token.
#[utoipa::path(
    tag = "play", security((), ("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id"), PictureQuery),
    responses(
        (status = 200, description = "The picture", content_type = "image/svg+xml", body = String),
        BoardErrors,
    )
)]
#[get("/v1/games/{id}/board.svg")]
pub async fn board_svg(
    service: web::Data<Service>,
    Viewer(caller): Viewer,
    id: web::Path<Uuid>,
    query: web::Query<PictureQuery>,
) -> Result<HttpResponse, ApiError> {
    let (id, at) = (id.into_inner(), query.at.map(super::headers::seq));
    let svg = blocking(move || service.board_svg(&caller, id, at)).await?;
    Ok(super::meta::svg_response(svg))
}

/// Which bot to ask.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct HintQuery {
    /// The bot level (default `mcts`, the strongest).
    pub level: Option<Level>,
    /// How many commands to answer with, best first (1-5, default 1): the
    /// hint's `command`, then up to `top - 1` more in `others`.
    #[param(minimum = 1, maximum = 5)]
    pub top: Option<i64>,
}

/// Which past state to show.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct StateQuery {
    /// Sequence number of the event after which to show the state.
    pub at: u32,
}

/// Which forms of the legal moves to send.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct LegalMovesQuery {
    /// `all` (default): `moves` and `commands`; `moves`, `commands` or
    /// `grouped`: only that one (`commands` and `grouped` are the compact
    /// forms).
    pub include: Option<LegalForms>,
}

operation_errors!(
    /// What [`legal_moves`] can answer with besides success.
    LegalMovesErrors = GAME, VIEWER, DATABASE, [InvalidQuery]
);

/// The legal moves of the current turn for the caller: every legal tile
/// placement with the figures it would allow, or the figure options of the
/// tile just placed, and the same choices as ready commands. Others get no
/// moves and the reason. Carries the game's `ETag`; `If-None-Match`
/// answers 304.
#[utoipa::path(
    tag = "play", security((), ("bearer" = [])),
    params(
        ("id" = Uuid, Path, description = "Game id"),
        LegalMovesQuery,
        ("If-None-Match" = Option<String>, Header, description = "An ETag from an earlier response"),
    ),
    responses(
        (status = 200, description = "The caller's moves, or why there are none", body = bodies::LegalMovesResponse,
            headers(("ETag" = String, description = "Version of the game"))),
        (status = 304, description = "Unchanged since the ETag sent"),
        LegalMovesErrors,
    )
)]
#[get("/v1/games/{id}/legal-moves")]
pub async fn legal_moves(
    service: web::Data<Service>,
    Viewer(caller): Viewer,
    req: HttpRequest,
    id: web::Path<Uuid>,
    query: web::Query<LegalMovesQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    if let Some(unchanged) = unchanged_since(&service, &caller, &req, id).await? {
        return Ok(unchanged);
    }
    let forms = query.include.unwrap_or_default();
    let from_cache = |version| service.legal_moves_at(&caller, id, version, forms);
    if let Some(answered) = checked_reads::from_cache(&req, id, from_cache).await {
        return answered;
    }
    tagged_json(&req, move || service.legal_moves(&caller, id, forms)).await
}

operation_errors!(
    /// What [`command`] can answer with besides success.
    CommandErrors = GAME, BODY, SIGNED_IN, DATABASE, [InvalidIdempotencyKey, NotAPlayer, NotStarted, StaleSequence, HandedToBot, PreconditionFailed, IllegalMove, WrongRuleset, IdempotencyKeyReused, PreconditionRequired, RateLimited]
);

/// Apply a command of the player to move. It must name the game state it
/// was made for: `expected_seq` in the body (stale → 409), or the game's
/// ETag in `If-Match` (stale → 412); neither → 428. Chance's draws follow in
/// the same response. With an `Idempotency-Key`, a retry returns the first
/// response and applies nothing twice (keys are kept 24 hours).
/// `Prefer: return=minimal` leaves the state out (`state` is null), for
/// clients that do not read it; the response then says
/// `Preference-Applied: return=minimal`.
#[utoipa::path(
    tag = "play", request_body = bodies::CommandRequest, security(("bearer" = [])),
    params(
        ("id" = Uuid, Path, description = "Game id"),
        ("If-Match" = Option<String>, Header, description = "The game's current ETag, instead of expected_seq"),
        ("Idempotency-Key" = Option<String>, Header, description = "Makes retries safe (1-200 visible characters)", pattern = "^[!-~]{1,200}$"),
        ("Prefer" = Option<String>, Header, description = "`return=minimal`: respond without the state (RFC 7240)"),
    ),
    responses(
        (status = 200, description = "Applied", body = bodies::CommandResult, headers(
            ("ETag" = String, description = "New version of the game"),
            ("Preference-Applied" = Option<String>, description = "`return=minimal` when the state was left out"),
        )),
        CommandErrors,
    )
)]
#[post("/v1/games/{id}/commands")]
pub async fn command(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    Authenticated(caller): Authenticated,
    req: HttpRequest,
    id: web::Path<Uuid>,
    body: Body<serde_json::Value>,
) -> Result<HttpResponse, ApiError> {
    let key = idempotency(&req, &body)?;
    let allowance = match limiters.command(caller.account_id) {
        Ok(allowance) => allowance,
        Err(refused) => return refused_unless_replay(&service, &caller, key, refused).await,
    };
    let id = id.into_inner();
    let request: CommandRequest = typed(&body)?;
    let precondition = match (if_match(&req), request.expected_seq) {
        (Some(etag), _) => Precondition::ETag(etag),
        (None, Some(seq)) => Precondition::Seq(seq),
        (None, None) => Precondition::None,
    };
    let representation = representation(&req);
    let submission = Submission { precondition, idempotency: key, representation };
    // Serialized on the blocking pool with the command, not on the worker.
    let outcome = blocking(move || {
        Ok::<_, ApiError>(match service.command(&caller, id, request.ruleset, &request.command, submission)? {
            Outcome::Fresh((result, etag)) => Outcome::Fresh((json_bytes(&result).map_err(ApiError::internal)?, etag)),
            Outcome::Replayed { status, body } => Outcome::Replayed { status, body },
        })
    })
    .await?;
    let mut response = respond(outcome, StatusCode::OK, |(json, etag), response| {
        if representation == Representation::Minimal {
            response.insert_header(("Preference-Applied", "return=minimal"));
        }
        response.insert_header(etag_header(&etag)).content_type(ContentType::json()).body(json)
    })?;
    allowance.apply_to(&mut response);
    Ok(response)
}

operation_errors!(
    /// What [`hint`] can answer with besides success.
    HintErrors = GAME, SIGNED_IN, DATABASE, [InvalidQuery, NoEngineHelp, NotAPlayer, NotStarted, NotYourTurn, GameOver, RateLimited]
);

/// The move a bot of `level` would make now for the caller, with its
/// estimate; only to the player to move (in the co-operative game, to any
/// member of the team that may decide). Hints are rate limited per account
/// (each costs up to a bot's thinking time). A rated game gets none while
/// it runs, for anyone (403 `no_engine_help`).
#[utoipa::path(
    tag = "play", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id"), HintQuery),
    responses(
        (status = 200, description = "The bot's choice", body = bodies::Hint),
        HintErrors,
    )
)]
#[get("/v1/games/{id}/hint")]
pub async fn hint(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
    query: web::Query<HintQuery>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.hint(caller.account_id)?;
    let (id, level) = (id.into_inner(), query.level.unwrap_or(Level::Mcts));
    let others = usize::try_from(bounded("top", query.top, 1..=5, 1)? - 1).unwrap_or(0);
    let hint = blocking(move || service.hint(&caller, id, level, others)).await?;
    let mut response = HttpResponse::Ok().json(hint);
    allowance.apply_to(&mut response);
    Ok(response)
}

operation_errors!(
    /// What [`validate`] can answer with besides success.
    ValidateErrors = GAME, BODY, SIGNED_IN, DATABASE, [NotAPlayer, NotStarted, HandedToBot, WrongRuleset]
);

/// Check a command without applying it: legal, or the rule that forbids it.
#[utoipa::path(
    tag = "play", request_body = bodies::ValidateRequest, security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "The verdict", body = Validation),
        ValidateErrors,
    )
)]
#[post("/v1/games/{id}/commands/validate")]
pub async fn validate(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
    body: Body<ValidateRequest>,
) -> Result<web::Json<Validation>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.validate(&caller, id, body.ruleset, &body.command)).await?))
}

operation_errors!(
    /// What [`resign`] can answer with besides success.
    ResignErrors = GAME, SIGNED_IN, DATABASE, [NotAPlayer, NotStarted, HandedToBot, IllegalMove]
);

/// Resign: the caller's seat is skipped from now on and cannot win; with
/// one player left the game ends.
#[utoipa::path(
    tag = "play", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 200, description = "Resigned", body = bodies::CommandResult),
        ResignErrors,
    )
)]
#[post("/v1/games/{id}/resign")]
pub async fn resign(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<web::Json<CommandResult>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.resign(&caller, id)).await?))
}

operation_errors!(
    /// What [`claim_timeout`] can answer with besides success.
    ClaimTimeoutErrors = GAME, SIGNED_IN, DATABASE, [InvalidIdempotencyKey, NotAPlayer, NotStarted, GameOver, Resigned, NoClock, OwnTime, TimeNotUp, StaleSequence, IdempotencyKeyReused]
);

/// Claim the time of the seat to move, which ran out (games with a
/// `clock`): any other seated player who has not resigned may. The seat
/// resigns, its resignation appended by the claimer, or, with the clock's
/// `on_timeout`, a bot of that level takes the seat over and moves for it
/// (by the service's bot workers, shortly after: watch the stream). Of a
/// claim and the timed-out player's own move at the deadline, exactly one
/// wins (the other gets 409). With an `Idempotency-Key`, a retry gets the
/// first answer (keys are kept 24 hours).
#[utoipa::path(
    tag = "play", security(("bearer" = [])),
    params(
        ("id" = Uuid, Path, description = "Game id"),
        ("Idempotency-Key" = Option<String>, Header, description = "Makes retries safe (1-200 visible characters)", pattern = "^[!-~]{1,200}$"),
    ),
    responses(
        (status = 204, description = "Claimed: the seat resigned or a bot plays it"),
        ClaimTimeoutErrors,
    )
)]
#[post("/v1/games/{id}/claim-timeout")]
pub async fn claim_timeout(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    req: HttpRequest,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let key = idempotency(&req, &serde_json::Value::Null)?;
    let outcome = blocking(move || service.claim_timeout(&caller, id, key)).await?;
    respond(outcome, StatusCode::NO_CONTENT, |(), response| response.finish())
}

operation_errors!(
    /// What [`events`] can answer with besides success.
    EventsErrors = GAME, VIEWER, DATABASE, [InvalidQuery]
);

/// The log. While the game runs, no event reveals the order of the
/// remaining tiles (the creation event shows the seed's SHA-256
/// commitment); once it is over the whole log is shown, seed included.
#[utoipa::path(
    tag = "play", params(("id" = Uuid, Path, description = "Game id"), EventsQuery),
    security((), ("bearer" = [])),
    responses(
        (status = 200, description = "Events in order", body = bodies::EventPage),
        EventsErrors,
    )
)]
#[get("/v1/games/{id}/events")]
pub async fn events(
    service: web::Data<Service>,
    Viewer(caller): Viewer,
    id: web::Path<Uuid>,
    query: web::Query<EventsQuery>,
) -> Result<web::Json<EventPage>, ApiError> {
    let id = id.into_inner();
    let (after, limit) = (seq(query.after.unwrap_or(0)), bounded("limit", query.limit, 1..=1000, 1000)?);
    let min_seq = seq(query.min_seq.unwrap_or(0));
    Ok(web::Json(blocking(move || service.events(&caller, id, after, min_seq, limit)).await?))
}

operation_errors!(
    /// What [`state_at`] can answer with besides success.
    StateErrors = GAME, VIEWER, DATABASE, [InvalidQuery, NoSuchSeq, NotStarted]
);

/// The public state right after event `at`, and that event with what
/// followed from it, for replays and analysis.
#[utoipa::path(
    tag = "play", params(("id" = Uuid, Path, description = "Game id"), StateQuery),
    security((), ("bearer" = [])),
    responses(
        (status = 200, description = "The state after event `at`, and that event with its effects", body = bodies::StateAt),
        StateErrors,
    )
)]
#[get("/v1/games/{id}/state")]
pub async fn state_at(
    service: web::Data<Service>,
    Viewer(caller): Viewer,
    id: web::Path<Uuid>,
    query: web::Query<StateQuery>,
) -> Result<web::Json<StateAt>, ApiError> {
    let (id, at) = (id.into_inner(), seq(query.at));
    Ok(web::Json(blocking(move || service.state_at(&caller, id, at)).await?))
}

operation_errors!(
    /// What [`export`] can answer with besides success.
    ExportErrors = GAME, VIEWER, DATABASE, [NotFinished]
);

/// A finished game as a versioned, self-contained record (rule set,
/// options, players, whole log with the seed) that re-imports into an
/// identical replay.
#[utoipa::path(
    tag = "play", params(("id" = Uuid, Path, description = "Game id")),
    security((), ("bearer" = [])),
    responses(
        (status = 200, description = "The record", body = bodies::GameExport),
        ExportErrors,
    )
)]
#[get("/v1/games/{id}/export")]
pub async fn export(
    service: web::Data<Service>,
    Viewer(caller): Viewer,
    id: web::Path<Uuid>,
) -> Result<web::Json<GameExport>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.export(&caller, id)).await?))
}
