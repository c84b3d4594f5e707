//! The one error layer: every error reaches clients as an RFC 9457
//! `application/problem+json` document with a stable `code` (and `type`
//! URI built from it). Server-side failures are logged in full and told to
//! the client only as "internal error".

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use service::hosting::Illegal;
use service::{AccountError, LobbyError, PlayError, QuotaExceeded, TicketError};
use storage::StorageError;
use utoipa::ToSchema;

/// An RFC 9457 problem document.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "type": "urn:carcassonne:problem:edge_mismatch",
    "title": "Illegal move",
    "status": 422,
    "detail": "the S side at (0, -1) does not match the neighbouring tile",
    "code": "edge_mismatch",
    "rule": "BASE-TILE-3",
    "rule_url": "/rules/base#BASE-TILE-3"
}))]
pub struct Problem {
    /// `urn:carcassonne:problem:<code>`.
    #[serde(rename = "type")]
    pub problem_type: String,
    /// Short summary of the kind of problem.
    pub title: String,
    /// HTTP status code.
    pub status: u16,
    /// What happened in this case.
    pub detail: String,
    /// Stable machine-readable code.
    pub code: String,
    /// For illegal moves: the rule id of `docs/rules/` that forbids it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// Where that rule is explained: a page this service serves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule_url: Option<String>,
}

/// An error on its way to the client.
#[derive(Debug, thiserror::Error)]
#[error("{status} {code}: {detail}")]
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    title: &'static str,
    detail: String,
    rule: Option<&'static str>,
    /// Further response header fields (`Retry-After`, rate limits).
    headers: Vec<(&'static str, String)>,
    /// Whether the connection is closed after the answer.
    close: bool,
}

impl ApiError {
    /// An error with a status, a stable code and a message for the client.
    pub fn new(status: StatusCode, code: &'static str, detail: impl Into<String>) -> ApiError {
        let title = status.canonical_reason().unwrap_or("Error");
        ApiError { status, code, title, detail: detail.into(), rule: None, headers: Vec::new(), close: false }
    }

    /// 400 with `code`.
    pub fn bad_request(code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, code, detail)
    }

    /// 400: text with a NUL character, which no text in this service holds
    /// (PostgreSQL cannot store it).
    pub fn unstorable_text() -> ApiError {
        ApiError::bad_request("invalid_text", "text may not contain the NUL character (\\u0000)")
    }

    /// 401 with `code`.
    pub fn unauthorized(code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNAUTHORIZED, code, detail)
    }

    /// 403 with `code`.
    pub fn forbidden(code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, code, detail)
    }

    /// 404 with `code`.
    pub fn not_found(code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, code, detail)
    }

    /// 409 with `code`.
    pub fn conflict(code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, code, detail)
    }

    /// 422 with `code`.
    pub fn unprocessable(code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, detail)
    }

    /// 500: the detail goes to the log, never to the client.
    pub fn internal(detail: impl std::fmt::Display) -> ApiError {
        tracing::error!(error = %detail, "internal error");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", "internal error")
    }

    /// An illegal move: 422 with the rule that forbids it.
    pub fn illegal(error: Illegal) -> ApiError {
        ApiError {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            code: error.code,
            title: "Illegal move",
            detail: error.reason,
            rule: Some(error.rule),
            headers: Vec::new(),
            close: false,
        }
    }

    /// The same error with one more response header field.
    pub fn with_header(mut self, name: &'static str, value: String) -> ApiError {
        self.headers.push((name, value));
        self
    }

    /// The same error, answered with `Connection: close` and the
    /// connection closed (a refusal that should hold nothing).
    pub fn closing_connection(self) -> ApiError {
        ApiError { close: true, ..self }
    }

    /// 422 with `code`, naming the rule broken when there is one.
    pub fn breaking(code: &'static str, detail: impl Into<String>, rule: Option<&'static str>) -> ApiError {
        ApiError { rule, ..ApiError::unprocessable(code, detail) }
    }

    /// The problem document.
    pub fn problem(&self) -> Problem {
        Problem {
            problem_type: format!("urn:carcassonne:problem:{}", self.code),
            title: self.title.to_owned(),
            status: self.status.as_u16(),
            detail: self.detail.clone(),
            code: self.code.to_owned(),
            rule: self.rule.map(str::to_owned),
            rule_url: self.rule.and_then(service::registry::rule_url),
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = HttpResponse::build(self.status);
        response.insert_header((header::CONTENT_TYPE, HeaderValue::from_static("application/problem+json")));
        if self.status == StatusCode::UNAUTHORIZED {
            response.insert_header((header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer")));
        }
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            response.insert_header((header::RETRY_AFTER, HeaderValue::from_static("1")));
        }
        for (name, value) in &self.headers {
            response.insert_header((*name, value.as_str()));
        }
        if self.close {
            response.force_close();
        }
        response.json(self.problem())
    }
}

impl From<StorageError> for ApiError {
    fn from(e: StorageError) -> ApiError {
        match e {
            StorageError::Unavailable(detail) => {
                tracing::warn!(error = %detail, "database unavailable");
                ApiError::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "database_unavailable",
                    "the database is unavailable; retry later",
                )
            }
            StorageError::Conflict(detail) => ApiError::conflict("conflict", detail),
            StorageError::UnstorableText(detail) => {
                tracing::warn!(error = %detail, "text the database cannot store reached it");
                ApiError::unstorable_text()
            }
            other => ApiError::internal(other),
        }
    }
}

impl From<AccountError> for ApiError {
    fn from(e: AccountError) -> ApiError {
        let detail = e.to_string();
        match e {
            AccountError::InvalidUsername => ApiError::unprocessable("invalid_username", detail),
            AccountError::InvalidPassword => ApiError::unprocessable("invalid_password", detail),
            AccountError::UsernameTaken => ApiError::conflict("username_taken", detail),
            AccountError::BadCredentials => ApiError::unauthorized("bad_credentials", detail),
            AccountError::Gone => ApiError::unauthorized("invalid_token", detail),
            AccountError::Storage(e) => e.into(),
            AccountError::Crypto(e) => ApiError::internal(e),
        }
    }
}

impl From<LobbyError> for ApiError {
    fn from(e: LobbyError) -> ApiError {
        let detail = e.to_string();
        match e {
            LobbyError::NotFound => ApiError::not_found("game_not_found", detail),
            LobbyError::InvalidGame { rule, .. } => ApiError::breaking("invalid_game", detail, Some(rule)),
            LobbyError::InvalidImport { rule, .. } => ApiError::breaking("invalid_import", detail, rule),
            LobbyError::SingleSeatNeedsOrder => ApiError::unprocessable("single_seat_needs_tile_order", detail),
            LobbyError::CreatorCannotLeave => ApiError::conflict("creator_cannot_leave", detail),
            LobbyError::InvitationRequired => ApiError::forbidden("invitation_required", detail),
            LobbyError::SingleSeatClock => ApiError::unprocessable("single_seat_clock", detail),
            LobbyError::InvalidClock => ApiError::unprocessable("invalid_clock", detail),
            LobbyError::NotOwner => ApiError::forbidden("not_owner", detail),
            LobbyError::NotOpen => ApiError::conflict("not_open", detail),
            LobbyError::Full => ApiError::conflict("game_full", detail),
            LobbyError::AlreadyJoined => ApiError::conflict("already_joined", detail),
            LobbyError::NotJoined => ApiError::conflict("not_joined", detail),
            LobbyError::SingleSeat => ApiError::conflict("single_seat", detail),
            LobbyError::NotReady { .. } => ApiError::conflict("not_ready", detail),
            LobbyError::InvalidCursor => ApiError::bad_request("invalid_cursor", detail),
            LobbyError::Quota(QuotaExceeded { quota, limit }) => {
                ApiError::new(StatusCode::TOO_MANY_REQUESTS, "too_many_games", detail)
                    .with_header("RateLimit-Policy", format!("\"{quota}\";q={limit}"))
                    .with_header("RateLimit", format!("\"{quota}\";r=0"))
            }
            LobbyError::InvalidBody(_) => ApiError::bad_request("invalid_body", detail),
            LobbyError::KeyReused => ApiError::unprocessable("idempotency_key_reused", detail),
            LobbyError::UnknownAccount => ApiError::unauthorized("invalid_token", detail),
            LobbyError::Storage(e) => e.into(),
            LobbyError::Internal(e) => ApiError::internal(e),
        }
    }
}

impl From<TicketError> for ApiError {
    fn from(e: TicketError) -> ApiError {
        let detail = e.to_string();
        match e {
            TicketError::Invalid => ApiError::unauthorized("invalid_ticket", detail),
            TicketError::WrongStream => ApiError::forbidden("wrong_stream", detail),
            TicketError::Storage(e) => e.into(),
            TicketError::Internal(e) => ApiError::internal(e),
        }
    }
}

impl From<PlayError> for ApiError {
    fn from(e: PlayError) -> ApiError {
        let detail = e.to_string();
        match e {
            PlayError::NotFound => ApiError::not_found("game_not_found", detail),
            PlayError::NotStarted => ApiError::conflict("not_started", detail),
            PlayError::NotAPlayer => ApiError::forbidden("not_a_player", detail),
            PlayError::Stale { .. } => ApiError::conflict("stale_sequence", detail),
            PlayError::PreconditionFailed { .. } => {
                ApiError::new(StatusCode::PRECONDITION_FAILED, "precondition_failed", detail)
            }
            PlayError::PreconditionRequired => {
                ApiError::new(StatusCode::PRECONDITION_REQUIRED, "precondition_required", detail)
            }
            PlayError::KeyReused => ApiError::unprocessable("idempotency_key_reused", detail),
            PlayError::UnknownAccount => ApiError::unauthorized("invalid_token", detail),
            PlayError::NoSuchSeq { .. } => ApiError::not_found("no_such_seq", detail),
            PlayError::NotFinished => ApiError::conflict("not_finished", detail),
            PlayError::NotYourTurn { .. } => ApiError::conflict("not_your_turn", detail),
            PlayError::Over => ApiError::conflict("game_over", detail),
            PlayError::NoClock => ApiError::conflict("no_clock", detail),
            PlayError::OwnTime => ApiError::conflict("own_time", detail),
            PlayError::Resigned => ApiError::conflict("resigned", detail),
            PlayError::HandedToBot => ApiError::conflict("handed_to_bot", detail),
            PlayError::TimeNotUp { .. } => ApiError::conflict("time_not_up", detail),
            PlayError::InvalidCommand(_) => ApiError::bad_request("invalid_body", detail),
            PlayError::WrongRuleset { .. } => ApiError::unprocessable("wrong_ruleset", detail),
            PlayError::Illegal(illegal) => ApiError::illegal(illegal),
            PlayError::Storage(StorageError::Conflict(_)) => ApiError::conflict("stale_sequence", detail),
            PlayError::Storage(e) => e.into(),
            PlayError::Internal(e) => ApiError::internal(e),
        }
    }
}
