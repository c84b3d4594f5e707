//! Every kind of error this service answers with, declared once: its
//! status, its stable `code` and what it means. [`super::problem::ApiError`]
//! takes its status and code from here, and each operation documents the
//! kinds it can answer with by naming them
//! ([`super::error_responses::operation_errors!`]), so the served problems
//! and the API document cannot drift apart.

use actix_web::http::StatusCode;

/// Declares [`ErrorKind`]: each variant's status, code and meaning (the
/// meaning is also the variant's documentation).
macro_rules! error_kinds {
    ($($kind:ident = ($status:ident, $code:literal, $meaning:literal);)*) => {
        /// A kind of error: one status and one stable code.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
        pub enum ErrorKind {
            $(#[doc = $meaning] $kind,)*
        }

        impl ErrorKind {
            /// Every kind, in declaration order.
            pub const ALL: &[ErrorKind] = &[$(ErrorKind::$kind,)*];

            /// The HTTP status of answers of this kind.
            pub fn status(self) -> StatusCode {
                match self {
                    $(ErrorKind::$kind => StatusCode::$status,)*
                }
            }

            /// The stable `code` of the problem document.
            pub fn code(self) -> &'static str {
                match self {
                    $(ErrorKind::$kind => $code,)*
                }
            }

            /// What an answer of this kind means, as the document says it.
            pub fn meaning(self) -> &'static str {
                match self {
                    $(ErrorKind::$kind => $meaning,)*
                }
            }
        }
    };
}

error_kinds! {
    InvalidBody = (BAD_REQUEST, "invalid_body", "The body does not match its schema, or could not be read");
    MalformedJson = (BAD_REQUEST, "malformed_json", "The body is not JSON");
    InvalidText = (BAD_REQUEST, "invalid_text", "Text in the body or the query holds the NUL character");
    InvalidPath = (BAD_REQUEST, "invalid_path", "A path parameter does not parse");
    InvalidQuery = (BAD_REQUEST, "invalid_query", "A query parameter does not parse or is out of range");
    InvalidCursor = (BAD_REQUEST, "invalid_cursor", "The cursor is not one this service gave");
    InvalidIdempotencyKey = (BAD_REQUEST, "invalid_idempotency_key", "`Idempotency-Key` is not 1 to 200 visible ASCII characters");
    InvalidLastEventId = (BAD_REQUEST, "invalid_last_event_id", "`Last-Event-ID` is not a sequence number");
    MissingToken = (UNAUTHORIZED, "missing_token", "No `Authorization: Bearer <token>`");
    InvalidToken = (UNAUTHORIZED, "invalid_token", "The token is malformed or invalid, or its account no longer exists");
    ExpiredToken = (UNAUTHORIZED, "expired_token", "The token has expired: refresh it (`POST /v1/auth/refresh`) or sign in again");
    RevokedToken = (UNAUTHORIZED, "revoked_token", "The token's session was signed out or has ended: sign in again");
    InvalidRefreshToken = (UNAUTHORIZED, "invalid_refresh_token", "The refresh token is unknown, or its session has ended: sign in again");
    RefreshTokenReused = (UNAUTHORIZED, "refresh_token_reused", "The refresh token was exchanged before, so its session is ended: sign in again");
    BadCredentials = (UNAUTHORIZED, "bad_credentials", "Unknown username or wrong password");
    InvalidTicket = (UNAUTHORIZED, "invalid_ticket", "The stream ticket is unknown, used or expired");
    WrongPassword = (FORBIDDEN, "wrong_password", "The current password is wrong");
    AccountSuspended = (FORBIDDEN, "account_suspended", "A moderator suspended the account: it cannot sign in until the suspension ends (README \"Moderation\")");
    NotOwner = (FORBIDDEN, "not_owner", "Only the game's creator may do this");
    NotChallenged = (FORBIDDEN, "not_challenged", "Only a challenged player may accept or decline");
    NotChallenger = (FORBIDDEN, "not_challenger", "Only the challenger may cancel a challenge");
    ProfileHidden = (FORBIDDEN, "profile_hidden", "The player keeps their profile to themselves");
    InvitationRequired = (FORBIDDEN, "invitation_required", "The game is invite-only, and the code is missing or wrong");
    NoEngineHelp = (FORBIDDEN, "no_engine_help", "A rated game in progress: no hints, nor anything else that shows a bot's judgement, until it ends");
    NotAPlayer = (FORBIDDEN, "not_a_player", "The caller does not play this game");
    WrongStream = (FORBIDDEN, "wrong_stream", "The stream ticket was issued for another stream");
    GameNotFound = (NOT_FOUND, "game_not_found", "No such game, or one closed to the caller");
    NoSuchSeq = (NOT_FOUND, "no_such_seq", "The game has no event with that sequence number");
    NoAnalysis = (NOT_FOUND, "no_analysis", "Nobody asked for this game's analysis yet: `POST` it");
    WebhookNotFound = (NOT_FOUND, "webhook_not_found", "No such webhook endpoint among the caller's");
    RulesetNotFound = (NOT_FOUND, "ruleset_not_found", "No such rule set");
    SeekNotFound = (NOT_FOUND, "seek_not_found", "No such seek among the caller's");
    ChallengeNotFound = (NOT_FOUND, "challenge_not_found", "No such challenge among those the caller made or is challenged by");
    PlayerNotFound = (NOT_FOUND, "player_not_found", "No such player");
    TileNotFound = (NOT_FOUND, "tile_not_found", "The rule set has no such tile");
    NoRoute = (NOT_FOUND, "no_route", "No such resource (`/metrics`: metrics are off)");
    MethodNotAllowed = (METHOD_NOT_ALLOWED, "method_not_allowed", "The path does not take this method (`Allow` lists those it takes)");
    RequestTimeout = (REQUEST_TIMEOUT, "request_timeout", "The body did not arrive in time; the connection is closed");
    UsernameTaken = (CONFLICT, "username_taken", "The username is taken");
    Conflict = (CONFLICT, "conflict", "A concurrent request changed the same thing first: retry");
    ChallengeClosed = (CONFLICT, "challenge_closed", "The challenge was accepted, declined, cancelled or has expired");
    SeekClosed = (CONFLICT, "seek_closed", "The seek was matched, cancelled or has expired");
    TooManySeeks = (CONFLICT, "too_many_seeks", "The caller has as many open seeks as allowed");
    TooManyChallenges = (CONFLICT, "too_many_challenges", "The caller has as many pending challenges as allowed");
    TooManyChallengesReceived = (CONFLICT, "too_many_challenges_received", "A challenged player has as many pending challenges as one may receive (20): try again later");
    NoRematch = (CONFLICT, "no_rematch", "The game cannot be played again: not over, not the caller's, single-seat, imported or custom");
    NotOpen = (CONFLICT, "not_open", "The game is not open for players any more");
    GameFull = (CONFLICT, "game_full", "Every seat is taken");
    AlreadyJoined = (CONFLICT, "already_joined", "The caller sits at this game already");
    NotJoined = (CONFLICT, "not_joined", "The caller does not sit at this game");
    CreatorCannotLeave = (CONFLICT, "creator_cannot_leave", "The creator cannot leave; cancel the game instead");
    SingleSeat = (CONFLICT, "single_seat", "A single-seat game has no seats for others");
    NotReady = (CONFLICT, "not_ready", "Seats are missing");
    NotStarted = (CONFLICT, "not_started", "The game has not started");
    NotFinished = (CONFLICT, "not_finished", "The game is not finished");
    TooManyAnalyses = (CONFLICT, "too_many_analyses", "The caller waits for as many analyses as one may (3): ask again when one is done");
    NotYourTurn = (CONFLICT, "not_your_turn", "Another seat decides now");
    GameOver = (CONFLICT, "game_over", "The game is over");
    StaleSequence = (CONFLICT, "stale_sequence", "`expected_seq` is not the last event's, or the game moved on meanwhile");
    HandedToBot = (CONFLICT, "handed_to_bot", "The caller's seat was handed to a bot when its time ran out");
    NoClock = (CONFLICT, "no_clock", "The game has no clock");
    OwnTime = (CONFLICT, "own_time", "The time running out is the caller's own");
    Resigned = (CONFLICT, "resigned", "The caller has resigned");
    TooManyWebhooks = (CONFLICT, "too_many_webhooks", "The account has as many webhook endpoints as one may (`WEBHOOKS_PER_ACCOUNT`)");
    TimeNotUp = (CONFLICT, "time_not_up", "The time of the seat to move is not up");
    PreconditionFailed = (PRECONDITION_FAILED, "precondition_failed", "`If-Match` is not the game's current ETag");
    PayloadTooLarge = (PAYLOAD_TOO_LARGE, "payload_too_large", "The body is too large");
    UnsupportedMediaType = (UNSUPPORTED_MEDIA_TYPE, "unsupported_media_type", "The body is not `application/json`");
    InvalidUsername = (UNPROCESSABLE_ENTITY, "invalid_username", "The username is outside the rules");
    InvalidPassword = (UNPROCESSABLE_ENTITY, "invalid_password", "The password is outside the rules");
    InvalidDisplayName = (UNPROCESSABLE_ENTITY, "invalid_display_name", "The display name is outside the rules");
    InvalidGame = (UNPROCESSABLE_ENTITY, "invalid_game", "The options describe no playable game (`rule` names the rule)");
    InvalidImport = (UNPROCESSABLE_ENTITY, "invalid_import", "Not the export of a finished game (`rule` names the rule a forged log breaks)");
    SingleSeatNeedsTileOrder = (UNPROCESSABLE_ENTITY, "single_seat_needs_tile_order", "A single-seat game needs a fixed tile order");
    SingleSeatClock = (UNPROCESSABLE_ENTITY, "single_seat_clock", "A single-seat game has no clock");
    OrderAndPiles = (UNPROCESSABLE_ENTITY, "order_and_piles", "The draw supply was given as tile_order and as tile_piles");
    InvalidClock = (UNPROCESSABLE_ENTITY, "invalid_clock", "The time control is out of range");
    ChallengeYourself = (UNPROCESSABLE_ENTITY, "challenge_yourself", "A challenge names its challenger");
    UnknownPlayer = (UNPROCESSABLE_ENTITY, "unknown_player", "A named player does not exist, or was deleted");
    DuplicatePlayer = (UNPROCESSABLE_ENTITY, "duplicate_player", "The same player is named twice");
    ChallengeSeats = (UNPROCESSABLE_ENTITY, "challenge_seats", "The game's seats are not the challenger and the challenged (or the game is single-seat)");
    SeekPlayers = (UNPROCESSABLE_ENTITY, "seek_players", "A seek is for a game of two to five players");
    InvalidRatingRange = (UNPROCESSABLE_ENTITY, "invalid_rating_range", "The rating range is empty or not finite");
    InvalidExpiry = (UNPROCESSABLE_ENTITY, "invalid_expiry", "The expiry is out of range");
    UnratableGame = (UNPROCESSABLE_ENTITY, "unratable_game", "A rated game cannot have this: bots, a custom tile order, a co-operative rule set, or a clock that hands timed-out seats to bots");
    InvalidWebhookUrl = (UNPROCESSABLE_ENTITY, "invalid_webhook_url", "The webhook URL is not an absolute http(s) URL of at most 2000 characters without credentials or fragment");
    WebhookTargetRefused = (UNPROCESSABLE_ENTITY, "webhook_target_refused", "The webhook URL's host is a loopback, private, link-local or otherwise non-public address");
    NoNotificationKinds = (UNPROCESSABLE_ENTITY, "no_notification_kinds", "A webhook endpoint needs at least one notification kind");
    IdempotencyKeyReused = (UNPROCESSABLE_ENTITY, "idempotency_key_reused", "The `Idempotency-Key` was used for another request");
    WrongRuleset = (UNPROCESSABLE_ENTITY, "wrong_ruleset", "A command of another rule set than the game's");
    IllegalMove = (UNPROCESSABLE_ENTITY, "illegal_move", "An illegal move: `code` is the rule set's own (`edge_mismatch`, ...), `rule` the rule that forbids it, `detail` says why");
    PreconditionRequired = (PRECONDITION_REQUIRED, "precondition_required", "Neither `expected_seq` nor `If-Match`");
    RateLimited = (TOO_MANY_REQUESTS, "rate_limited", "Too many requests: retry after `Retry-After` seconds (`RateLimit-Policy` names the quota); a retry of a request applied before is never refused");
    TooManyGames = (TOO_MANY_REQUESTS, "too_many_games", "The caller has as many open or running games (with bots: games with bots) as one account may (`RateLimit-Policy` names the quota)");
    TooManyStreams = (TOO_MANY_REQUESTS, "too_many_streams", "The client's address or account holds as many streams as it may (`RateLimit-Policy` names the quota); the connection is closed");
    HeadersTooLarge = (REQUEST_HEADER_FIELDS_TOO_LARGE, "headers_too_large", "The request head is too large");
    Internal = (INTERNAL_SERVER_ERROR, "internal", "Internal error (the details are in the service's log only)");
    DatabaseUnavailable = (SERVICE_UNAVAILABLE, "database_unavailable", "The database is unavailable: retry after `Retry-After` seconds");
    ShuttingDown = (SERVICE_UNAVAILABLE, "shutting_down", "This instance is shutting down: it still answers what reaches it, but a load balancer should send new requests elsewhere");
    StreamsFull = (SERVICE_UNAVAILABLE, "streams_full", "The server holds as many streams as it can, or as many anonymous ones: retry after `Retry-After` seconds; the connection is closed");
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn codes_are_unique_and_statuses_are_errors() {
        let codes: BTreeSet<&str> = ErrorKind::ALL.iter().map(|kind| kind.code()).collect();
        assert_eq!(codes.len(), ErrorKind::ALL.len());
        assert!(ErrorKind::ALL.iter().all(|kind| kind.status().is_client_error() || kind.status().is_server_error()));
    }
}
