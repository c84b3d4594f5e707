//! The one error layer: every error reaches clients as an RFC 9457
//! `application/problem+json` document with a stable `code` (and `type`
//! URI built from it). Server-side failures are logged in full and told to
//! the client only as "internal error".

use super::error_kind::ErrorKind;
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use api::hosting::Illegal;
use serde::Serialize;
use service::challenges::ChallengeError;
use service::profiles::ProfileError;
use service::seeks::SeekError;
use service::webhooks::WebhookError;
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
#[error("{} {code}: {detail}", .kind.status())]
pub struct ApiError {
    kind: ErrorKind,
    /// The kind's code; an illegal move's is its rule set's own.
    code: &'static str,
    detail: String,
    rule: Option<&'static str>,
    /// Further response header fields (`Retry-After`, rate limits).
    headers: Vec<(&'static str, String)>,
    /// Whether the connection is closed after the answer.
    close: bool,
}

impl ApiError {
    /// An error of `kind` with a message for the client.
    pub fn new(kind: ErrorKind, detail: impl Into<String>) -> ApiError {
        ApiError { kind, code: kind.code(), detail: detail.into(), rule: None, headers: Vec::new(), close: false }
    }

    /// Text with a NUL character, which no text in this service holds
    /// (PostgreSQL cannot store it).
    pub fn unstorable_text() -> ApiError {
        ApiError::new(ErrorKind::InvalidText, "text may not contain the NUL character (\\u0000)")
    }

    /// An internal error: it goes to the log with every cause under it
    /// (in the request's span, which names the request id), never to the
    /// client.
    pub fn internal(error: impl Into<api::Cause>) -> ApiError {
        let error = error.into();
        tracing::error!(error = %Chain(&*error), "internal error");
        ApiError::new(ErrorKind::Internal, "internal error")
    }

    /// An illegal move, with its rule set's code and the rule that forbids it.
    pub fn illegal(error: Illegal) -> ApiError {
        ApiError { code: error.code, rule: Some(error.rule), ..ApiError::new(ErrorKind::IllegalMove, error.reason) }
    }

    /// An error of `kind`, naming the rule broken when there is one.
    pub fn breaking(kind: ErrorKind, detail: impl Into<String>, rule: Option<&'static str>) -> ApiError {
        ApiError { rule, ..ApiError::new(kind, detail) }
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

    /// The problem document's short summary: the status's reason phrase.
    fn title(&self) -> &'static str {
        match self.kind {
            ErrorKind::IllegalMove => "Illegal move",
            kind => kind.status().canonical_reason().unwrap_or("Error"),
        }
    }

    /// The problem document.
    pub fn problem(&self) -> Problem {
        Problem {
            problem_type: format!("urn:carcassonne:problem:{}", self.code),
            title: self.title().to_owned(),
            status: self.kind.status().as_u16(),
            detail: self.detail.clone(),
            code: self.code.to_owned(),
            rule: self.rule.map(str::to_owned),
            rule_url: self.rule.and_then(api::registry::rule_url),
        }
    }
}

/// The code of the problem a response carries, kept with the response
/// (the metrics count problems by it).
#[derive(Clone, Copy, Debug)]
pub struct ProblemCode(pub &'static str);

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.kind.status()
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.kind.status();
        let mut response = HttpResponse::build(status);
        response.extensions_mut().insert(ProblemCode(self.code));
        response.insert_header((header::CONTENT_TYPE, HeaderValue::from_static("application/problem+json")));
        if status == StatusCode::UNAUTHORIZED {
            response.insert_header((header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer")));
        }
        if status == StatusCode::SERVICE_UNAVAILABLE {
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

/// An error and its causes, each after a colon.
struct Chain<'a>(&'a (dyn std::error::Error + 'static));

impl std::fmt::Display for Chain<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)?;
        let mut cause = self.0.source();
        while let Some(error) = cause {
            write!(f, ": {error}")?;
            cause = error.source();
        }
        Ok(())
    }
}

impl From<StorageError> for ApiError {
    fn from(e: StorageError) -> ApiError {
        match e {
            StorageError::Unavailable(detail) => {
                tracing::warn!(error = %detail, "database unavailable");
                ApiError::new(ErrorKind::DatabaseUnavailable, "the database is unavailable; retry later")
            }
            StorageError::Conflict(detail) => ApiError::new(ErrorKind::Conflict, detail),
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
            AccountError::InvalidUsername => ApiError::new(ErrorKind::InvalidUsername, detail),
            AccountError::InvalidPassword => ApiError::new(ErrorKind::InvalidPassword, detail),
            AccountError::UsernameTaken => ApiError::new(ErrorKind::UsernameTaken, detail),
            AccountError::BadCredentials => ApiError::new(ErrorKind::BadCredentials, detail),
            AccountError::WrongPassword => ApiError::new(ErrorKind::WrongPassword, detail),
            AccountError::InvalidDisplayName => ApiError::new(ErrorKind::InvalidDisplayName, detail),
            AccountError::InvalidRefreshToken => ApiError::new(ErrorKind::InvalidRefreshToken, detail),
            AccountError::RefreshTokenReused => ApiError::new(ErrorKind::RefreshTokenReused, detail),
            AccountError::SessionEnded => ApiError::new(ErrorKind::RevokedToken, detail),
            AccountError::Gone => ApiError::new(ErrorKind::InvalidToken, detail),
            AccountError::Suspended { .. } => ApiError::new(ErrorKind::AccountSuspended, detail),
            AccountError::Storage(e) => e.into(),
            AccountError::Crypto(e) => ApiError::internal(e),
        }
    }
}

impl From<LobbyError> for ApiError {
    fn from(e: LobbyError) -> ApiError {
        let detail = e.to_string();
        match e {
            LobbyError::NotFound => ApiError::new(ErrorKind::GameNotFound, detail),
            LobbyError::InvalidGame { rule, .. } => ApiError::breaking(ErrorKind::InvalidGame, detail, Some(rule)),
            LobbyError::InvalidImport { rule, .. } => ApiError::breaking(ErrorKind::InvalidImport, detail, rule),
            LobbyError::SingleSeatNeedsOrder => ApiError::new(ErrorKind::SingleSeatNeedsTileOrder, detail),
            LobbyError::CreatorCannotLeave => ApiError::new(ErrorKind::CreatorCannotLeave, detail),
            LobbyError::InvitationRequired => ApiError::new(ErrorKind::InvitationRequired, detail),
            LobbyError::SingleSeatClock => ApiError::new(ErrorKind::SingleSeatClock, detail),
            LobbyError::OrderAndPiles => ApiError::new(ErrorKind::OrderAndPiles, detail),
            LobbyError::InvalidClock => ApiError::new(ErrorKind::InvalidClock, detail),
            LobbyError::Unratable(_) => ApiError::new(ErrorKind::UnratableGame, detail),
            LobbyError::NotOwner => ApiError::new(ErrorKind::NotOwner, detail),
            LobbyError::NotOpen => ApiError::new(ErrorKind::NotOpen, detail),
            LobbyError::Full => ApiError::new(ErrorKind::GameFull, detail),
            LobbyError::AlreadyJoined => ApiError::new(ErrorKind::AlreadyJoined, detail),
            LobbyError::NotJoined => ApiError::new(ErrorKind::NotJoined, detail),
            LobbyError::SingleSeat => ApiError::new(ErrorKind::SingleSeat, detail),
            LobbyError::NotReady { .. } => ApiError::new(ErrorKind::NotReady, detail),
            LobbyError::InvalidCursor => ApiError::new(ErrorKind::InvalidCursor, detail),
            LobbyError::Quota(QuotaExceeded { quota, limit }) => ApiError::new(ErrorKind::TooManyGames, detail)
                .with_header("RateLimit-Policy", format!("\"{quota}\";q={limit}"))
                .with_header("RateLimit", format!("\"{quota}\";r=0")),
            LobbyError::InvalidBody(_) => ApiError::new(ErrorKind::InvalidBody, detail),
            LobbyError::KeyReused => ApiError::new(ErrorKind::IdempotencyKeyReused, detail),
            LobbyError::UnknownAccount => ApiError::new(ErrorKind::InvalidToken, detail),
            LobbyError::Storage(e) => e.into(),
            LobbyError::Internal(e) => ApiError::internal(e),
        }
    }
}

impl From<ChallengeError> for ApiError {
    fn from(e: ChallengeError) -> ApiError {
        let detail = e.to_string();
        match e {
            ChallengeError::NotFound => ApiError::new(ErrorKind::ChallengeNotFound, detail),
            ChallengeError::ChallengeYourself => ApiError::new(ErrorKind::ChallengeYourself, detail),
            ChallengeError::UnknownPlayer(_) => ApiError::new(ErrorKind::UnknownPlayer, detail),
            ChallengeError::NamedTwice(_) => ApiError::new(ErrorKind::DuplicatePlayer, detail),
            ChallengeError::SeatsMismatch { .. } | ChallengeError::SingleSeat => {
                ApiError::new(ErrorKind::ChallengeSeats, detail)
            }
            ChallengeError::InvalidExpiry => ApiError::new(ErrorKind::InvalidExpiry, detail),
            ChallengeError::InvalidGame(_) => ApiError::new(ErrorKind::InvalidBody, detail),
            ChallengeError::Closed(_) => ApiError::new(ErrorKind::ChallengeClosed, detail),
            ChallengeError::NotChallenged => ApiError::new(ErrorKind::NotChallenged, detail),
            ChallengeError::NotChallenger => ApiError::new(ErrorKind::NotChallenger, detail),
            ChallengeError::TooMany(_) => ApiError::new(ErrorKind::TooManyChallenges, detail),
            ChallengeError::TooManyReceived(_) => ApiError::new(ErrorKind::TooManyChallengesReceived, detail),
            ChallengeError::NoRematch(_) => ApiError::new(ErrorKind::NoRematch, detail),
            ChallengeError::Lobby(e) => e.into(),
            ChallengeError::UnknownAccount => ApiError::new(ErrorKind::InvalidToken, detail),
            ChallengeError::Storage(e) => e.into(),
            ChallengeError::Internal(e) => ApiError::internal(e),
        }
    }
}

impl From<SeekError> for ApiError {
    fn from(e: SeekError) -> ApiError {
        let detail = e.to_string();
        match e {
            SeekError::NotFound => ApiError::new(ErrorKind::SeekNotFound, detail),
            SeekError::Closed(_) => ApiError::new(ErrorKind::SeekClosed, detail),
            SeekError::Players => ApiError::new(ErrorKind::SeekPlayers, detail),
            SeekError::InvalidRange => ApiError::new(ErrorKind::InvalidRatingRange, detail),
            SeekError::InvalidExpiry => ApiError::new(ErrorKind::InvalidExpiry, detail),
            SeekError::TooMany(_) => ApiError::new(ErrorKind::TooManySeeks, detail),
            SeekError::Lobby(e) => e.into(),
            SeekError::UnknownAccount => ApiError::new(ErrorKind::InvalidToken, detail),
            SeekError::Storage(e) => e.into(),
            SeekError::Internal(e) => ApiError::internal(e),
        }
    }
}

impl From<ProfileError> for ApiError {
    fn from(e: ProfileError) -> ApiError {
        let detail = e.to_string();
        match e {
            ProfileError::NotFound => ApiError::new(ErrorKind::PlayerNotFound, detail),
            ProfileError::Hidden => ApiError::new(ErrorKind::ProfileHidden, detail),
            ProfileError::InvalidCursor => ApiError::new(ErrorKind::InvalidCursor, detail),
            ProfileError::Storage(e) => e.into(),
        }
    }
}

impl From<WebhookError> for ApiError {
    fn from(e: WebhookError) -> ApiError {
        let detail = e.to_string();
        match e {
            WebhookError::InvalidUrl(_) => ApiError::new(ErrorKind::InvalidWebhookUrl, detail),
            WebhookError::RefusedTarget(_) => ApiError::new(ErrorKind::WebhookTargetRefused, detail),
            WebhookError::NoKinds => ApiError::new(ErrorKind::NoNotificationKinds, detail),
            WebhookError::TooMany(_) => ApiError::new(ErrorKind::TooManyWebhooks, detail),
            WebhookError::NotFound => ApiError::new(ErrorKind::WebhookNotFound, detail),
            WebhookError::InvalidCursor => ApiError::new(ErrorKind::InvalidCursor, detail),
            WebhookError::UnknownAccount => ApiError::new(ErrorKind::InvalidToken, detail),
            WebhookError::Storage(e) => e.into(),
            WebhookError::Internal(e) => ApiError::internal(e),
        }
    }
}

impl From<TicketError> for ApiError {
    fn from(e: TicketError) -> ApiError {
        let detail = e.to_string();
        match e {
            TicketError::Invalid => ApiError::new(ErrorKind::InvalidTicket, detail),
            TicketError::WrongStream => ApiError::new(ErrorKind::WrongStream, detail),
            TicketError::Storage(e) => e.into(),
            TicketError::Internal(e) => ApiError::internal(e),
        }
    }
}

impl From<PlayError> for ApiError {
    fn from(e: PlayError) -> ApiError {
        let detail = e.to_string();
        match e {
            PlayError::NotFound => ApiError::new(ErrorKind::GameNotFound, detail),
            PlayError::NotStarted => ApiError::new(ErrorKind::NotStarted, detail),
            PlayError::NotAPlayer => ApiError::new(ErrorKind::NotAPlayer, detail),
            PlayError::Stale { .. } => ApiError::new(ErrorKind::StaleSequence, detail),
            PlayError::PreconditionFailed { .. } => ApiError::new(ErrorKind::PreconditionFailed, detail),
            PlayError::PreconditionRequired => ApiError::new(ErrorKind::PreconditionRequired, detail),
            PlayError::KeyReused => ApiError::new(ErrorKind::IdempotencyKeyReused, detail),
            PlayError::UnknownAccount => ApiError::new(ErrorKind::InvalidToken, detail),
            PlayError::NoSuchSeq { .. } => ApiError::new(ErrorKind::NoSuchSeq, detail),
            PlayError::NotFinished => ApiError::new(ErrorKind::NotFinished, detail),
            PlayError::NoAnalysis => ApiError::new(ErrorKind::NoAnalysis, detail),
            PlayError::TooManyAnalyses(_) => ApiError::new(ErrorKind::TooManyAnalyses, detail),
            PlayError::NotYourTurn { .. } => ApiError::new(ErrorKind::NotYourTurn, detail),
            PlayError::Over => ApiError::new(ErrorKind::GameOver, detail),
            PlayError::NoEngineHelp => ApiError::new(ErrorKind::NoEngineHelp, detail),
            PlayError::NoClock => ApiError::new(ErrorKind::NoClock, detail),
            PlayError::OwnTime => ApiError::new(ErrorKind::OwnTime, detail),
            PlayError::Resigned => ApiError::new(ErrorKind::Resigned, detail),
            PlayError::HandedToBot => ApiError::new(ErrorKind::HandedToBot, detail),
            PlayError::TimeNotUp { .. } => ApiError::new(ErrorKind::TimeNotUp, detail),
            PlayError::InvalidCommand(_) => ApiError::new(ErrorKind::InvalidBody, detail),
            PlayError::WrongRuleset { .. } => ApiError::new(ErrorKind::WrongRuleset, detail),
            PlayError::Illegal(illegal) => ApiError::illegal(illegal),
            PlayError::Storage(StorageError::Conflict(_)) => ApiError::new(ErrorKind::StaleSequence, detail),
            PlayError::Storage(e) => e.into(),
            PlayError::Internal(e) => ApiError::internal(e),
        }
    }
}
