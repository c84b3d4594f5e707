//! Conditional-request, idempotency and preference headers.

use super::error_kind::ErrorKind;
use super::problem::ApiError;
use actix_web::http::header::{self, ETag, EntityTag};
use actix_web::{HttpRequest, HttpResponse};
use api::model::Representation;
use serde_json::Value;
use service::Idempotency;
use sha2::{Digest, Sha256};

/// Longest accepted `Idempotency-Key`.
const MAX_KEY: usize = 200;

/// The `Idempotency-Key` of a request with its JSON `body`, if sent.
pub fn idempotency(req: &HttpRequest, body: &Value) -> Result<Option<Idempotency>, ApiError> {
    let Some(value) = req.headers().get("Idempotency-Key") else {
        return Ok(None);
    };
    let visible = |key: &&str| (1..=MAX_KEY).contains(&key.len()) && key.bytes().all(|b| (b'!'..=b'~').contains(&b));
    let key = value.to_str().ok().filter(visible).ok_or_else(|| {
        ApiError::new(ErrorKind::InvalidIdempotencyKey, "Idempotency-Key is 1 to 200 visible ASCII characters")
    })?;
    // serde_json keeps object keys sorted, so equal bodies hash equally.
    let request = format!("{} {}\n{body}", req.method(), req.path());
    let request_hash = Sha256::digest(request.as_bytes()).iter().map(|b| format!("{b:02x}")).collect();
    Ok(Some(Idempotency { key: key.to_owned(), request_hash }))
}

/// A numeric query parameter `name` within `range` (or `default` when left
/// out); out of range is 400, as the API document's bounds say.
pub fn bounded(
    name: &str,
    value: Option<i64>,
    range: std::ops::RangeInclusive<i64>,
    default: i64,
) -> Result<i64, ApiError> {
    let value = value.unwrap_or(default);
    if range.contains(&value) {
        Ok(value)
    } else {
        Err(ApiError::new(
            ErrorKind::InvalidQuery,
            format!("{name} is {} to {}, not {value}", range.start(), range.end()),
        ))
    }
}

/// A sequence number from a query parameter (sequence numbers fit `i32`).
pub fn seq(value: u32) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

/// The newest game version the `If-None-Match` tags name (tags are
/// `"<seq>.<micros>"`), 0 when none: the client has seen it, so a read may
/// not answer with an older one.
pub fn seen_seq(req: &HttpRequest) -> i32 {
    none_match_tags(req).filter_map(service::etag_seq).max().unwrap_or(0)
}

/// The tags of `If-None-Match`, weak ones as strong.
fn none_match_tags(req: &HttpRequest) -> impl Iterator<Item = &str> {
    req.headers()
        .get_all(header::IF_NONE_MATCH)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|tag| tag.trim().trim_start_matches("W/"))
}

/// `If-Match`, if sent.
pub fn if_match(req: &HttpRequest) -> Option<String> {
    req.headers().get(header::IF_MATCH).and_then(|v| v.to_str().ok()).map(|v| v.trim().to_owned())
}

/// Whether `If-None-Match` names `etag` (or `*`).
pub fn not_modified(req: &HttpRequest, etag: &str) -> bool {
    none_match_tags(req).any(|tag| tag == etag || tag == "*")
}

/// The `ETag` header for a quoted tag.
pub fn etag_header(etag: &str) -> ETag {
    ETag(EntityTag::new_strong(etag.trim_matches('"').to_owned()))
}

/// 304 Not Modified with the current ETag.
pub fn unchanged(etag: &str) -> HttpResponse {
    HttpResponse::NotModified().insert_header(etag_header(etag)).finish()
}

/// `Last-Event-ID` as a sequence number, if sent; anything else is 400.
pub fn last_event_id(req: &HttpRequest) -> Result<Option<i32>, ApiError> {
    let Some(value) = req.headers().get("Last-Event-ID") else {
        return Ok(None);
    };
    let seq = value.to_str().ok().and_then(|v| v.trim().parse::<u32>().ok()).map(seq);
    seq.map(Some).ok_or_else(|| {
        ApiError::new(ErrorKind::InvalidLastEventId, "Last-Event-ID is the sequence number of an event (0 or more)")
    })
}

/// The representation `Prefer` asks for (RFC 7240): minimal when any of
/// its preferences is `return=minimal`, full otherwise (the preference
/// may be ignored, so an unreadable header asks for nothing).
pub fn representation(req: &HttpRequest) -> Representation {
    let minimal = req
        .headers()
        .get_all("Prefer")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|preference| preference.split(';').next()?.split_once('='))
        .any(|(name, value)| {
            name.trim().eq_ignore_ascii_case("return") && value.trim().trim_matches('"').eq_ignore_ascii_case("minimal")
        });
    if minimal { Representation::Minimal } else { Representation::Full }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn asked(values: &[&str]) -> Representation {
        let request =
            values.iter().fold(TestRequest::default(), |request, value| request.append_header(("Prefer", *value)));
        representation(&request.to_http_request())
    }

    /// RFC 7240 §2: preferences are comma-separated, may carry parameters
    /// after `;`, values may be quoted, and names are case-insensitive;
    /// several `Prefer` headers combine.
    #[test]
    fn return_minimal_is_read_wherever_prefer_says_it() {
        assert_eq!(asked(&["return=minimal"]), Representation::Minimal);
        assert_eq!(asked(&["respond-async, Return = \"minimal\"; foo=bar"]), Representation::Minimal);
        assert_eq!(asked(&["wait=10", "return=minimal"]), Representation::Minimal);
        assert_eq!(asked(&["return=representation"]), Representation::Full);
        assert_eq!(asked(&["minimal", "return"]), Representation::Full);
        assert_eq!(asked(&[]), Representation::Full);
    }
}
