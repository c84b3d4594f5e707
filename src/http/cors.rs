//! Cross-origin calls from browsers (CORS, with `actix-cors`): which
//! origins may call, what they may send, and which response headers their
//! scripts may read.

use crate::config::CorsOrigins;
use actix_cors::Cors;
use actix_web::http::header;
use actix_web::middleware::Condition;

/// Request headers a browser client may send.
const ALLOWED_HEADERS: [&str; 8] = [
    "authorization",
    "content-type",
    "accept",
    "if-match",
    "if-none-match",
    "idempotency-key",
    "last-event-id",
    "prefer",
];

/// Response headers a browser client's script may read.
const EXPOSED_HEADERS: [&str; 9] = [
    "etag",
    "x-request-id",
    "idempotent-replayed",
    "ratelimit",
    "ratelimit-policy",
    "retry-after",
    "allow",
    "location",
    "preference-applied",
];

/// The CORS middleware for `origins`, and whether to use it: with no
/// origin allowed the service adds no CORS headers at all, and browsers
/// refuse cross-origin calls.
pub fn middleware(origins: &CorsOrigins) -> Condition<Cors> {
    let cors = Cors::default()
        .allowed_methods(["GET", "POST", "DELETE"])
        .allowed_headers(ALLOWED_HEADERS.map(header::HeaderName::from_static))
        .expose_headers(EXPOSED_HEADERS.map(header::HeaderName::from_static))
        .max_age(3600);
    match origins {
        CorsOrigins::None => Condition::new(false, cors),
        CorsOrigins::Any => Condition::new(true, cors.allow_any_origin()),
        CorsOrigins::List(list) => {
            Condition::new(true, list.iter().fold(cors, |cors, origin| cors.allowed_origin(origin)))
        }
    }
}
