//! The error responses the API document lists for each operation, built
//! from the [`ErrorKind`]s the operation names ([`operation_errors!`]):
//! one response per status, a problem document, whose description lists
//! each kind's code and meaning.

use super::error_kind::ErrorKind;
use super::problem::Problem;
use std::collections::BTreeMap;
use utoipa::ToSchema;
use utoipa::openapi::header::HeaderBuilder;
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::{ContentBuilder, Ref, RefOr, Response, ResponseBuilder};

/// What any request can meet, whatever it asks.
pub const ANY: &[ErrorKind] = &[ErrorKind::InvalidText, ErrorKind::HeadersTooLarge, ErrorKind::Internal];
/// What reading a JSON body can meet.
pub const BODY: &[ErrorKind] = &[
    ErrorKind::InvalidBody,
    ErrorKind::MalformedJson,
    ErrorKind::RequestTimeout,
    ErrorKind::PayloadTooLarge,
    ErrorKind::UnsupportedMediaType,
];
/// What a route that needs a bearer token can meet.
pub const SIGNED_IN: &[ErrorKind] =
    &[ErrorKind::MissingToken, ErrorKind::InvalidToken, ErrorKind::ExpiredToken, ErrorKind::RevokedToken];
/// What a route whose token is optional can meet (a token sent must be valid).
pub const VIEWER: &[ErrorKind] = &[ErrorKind::InvalidToken, ErrorKind::ExpiredToken, ErrorKind::RevokedToken];
/// What a route with a game id in its path can meet.
pub const GAME: &[ErrorKind] = &[ErrorKind::InvalidPath, ErrorKind::GameNotFound];
/// What a route that reads the database can meet.
pub const DATABASE: &[ErrorKind] = &[ErrorKind::DatabaseUnavailable];

/// The response header fields answers of `kind` carry.
fn headers(kind: ErrorKind) -> &'static [(&'static str, &'static str)] {
    const RETRY_AFTER: (&str, &str) = ("Retry-After", "Seconds to wait before retrying");
    const RATE_LIMIT: (&str, &str) = ("RateLimit", "What is left (IETF draft)");
    const POLICY: (&str, &str) = ("RateLimit-Policy", "The quota (IETF draft)");
    match kind {
        ErrorKind::RateLimited => &[RETRY_AFTER, RATE_LIMIT, POLICY],
        ErrorKind::TooManyGames | ErrorKind::TooManyStreams => &[RATE_LIMIT, POLICY],
        ErrorKind::DatabaseUnavailable | ErrorKind::StreamsFull => &[RETRY_AFTER],
        _ => &[],
    }
}

/// The documented error responses of an operation that can answer with
/// `kinds` (and with [`ANY`]): one per status, a problem document, whose
/// description lists each kind's code and meaning.
pub fn responses(kinds: &[&[ErrorKind]]) -> BTreeMap<String, RefOr<Response>> {
    let mut by_status: BTreeMap<u16, Vec<ErrorKind>> = BTreeMap::new();
    for &kind in kinds.iter().copied().chain([ANY]).flatten() {
        let same = by_status.entry(kind.status().as_u16()).or_default();
        if !same.contains(&kind) {
            same.push(kind);
        }
    }
    by_status.into_iter().map(|(status, kinds)| (status.to_string(), RefOr::T(response(&kinds)))).collect()
}

/// One status's response: a problem document of one of `kinds`.
fn response(kinds: &[ErrorKind]) -> Response {
    let description = match kinds {
        [kind] => format!("{} (`{}`)", kind.meaning(), kind.code()),
        _ => kinds.iter().map(|kind| format!("- `{}`: {}", kind.code(), kind.meaning())).collect::<Vec<_>>().join("\n"),
    };
    let problem = ContentBuilder::new().schema(Some(Ref::from_schema_name(Problem::name()))).build();
    let mut response = ResponseBuilder::new().description(description).content("application/problem+json", problem);
    let mut headers: Vec<(&str, &str)> = kinds.iter().flat_map(|kind| headers(*kind).iter().copied()).collect();
    headers.sort_unstable();
    headers.dedup();
    for (name, description) in headers {
        let schema = match name {
            "Retry-After" => ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(1)),
            _ => ObjectBuilder::new().schema_type(Type::String),
        };
        response =
            response.header(name, HeaderBuilder::new().schema(Some(schema)).description(Some(description)).build());
    }
    response.build()
}

/// Declares the error responses of one operation: a type to name in its
/// `#[utoipa::path(responses(...))]`, built from lists of [`ErrorKind`]s
/// (the shared sets of this module, and `[Kind, ...]` of its own).
macro_rules! operation_errors {
    ($(#[$doc:meta])* $name:ident = $($set:expr),+ $(,)?) => {
        $(#[$doc])*
        pub struct $name;

        impl utoipa::IntoResponses for $name {
            fn responses()
            -> std::collections::BTreeMap<String, utoipa::openapi::RefOr<utoipa::openapi::response::Response>> {
                #[allow(unused_imports)]
                use $crate::http::error_kind::ErrorKind::*;
                #[allow(unused_imports)]
                use $crate::http::error_responses::{ANY, BODY, DATABASE, GAME, SIGNED_IN, VIEWER};
                $crate::http::error_responses::responses(&[$(&$set),+])
            }
        }
    };
}
pub(crate) use operation_errors;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_response_per_status_listing_each_code() {
        let responses = responses(&[&[ErrorKind::NotOpen, ErrorKind::GameFull, ErrorKind::RateLimited]]);
        let statuses: Vec<&str> = responses.keys().map(String::as_str).collect();
        assert_eq!(statuses, ["400", "409", "429", "431", "500"]);
        let RefOr::T(conflict) = &responses["409"] else { panic!("an inline response") };
        assert_eq!(
            conflict.description,
            "- `not_open`: The game is not open for players any more\n- `game_full`: Every seat is taken"
        );
        let RefOr::T(limited) = &responses["429"] else { panic!("an inline response") };
        let headers: Vec<&str> = limited.headers.keys().map(String::as_str).collect();
        assert_eq!(headers, ["RateLimit", "RateLimit-Policy", "Retry-After"]);
    }
}
