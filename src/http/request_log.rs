//! Each request's id and its log line. The id is the `X-Request-Id` a
//! client or balancer sent, when it is a plain token, else a new one; it
//! is sent back in `X-Request-Id`, and every log line written while the
//! request is served (in its handler or the blocking thread it hands
//! work to) is in its span, so a 500's log names it.

use actix_web::Error;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use std::time::Instant;
use tracing::Instrument;

/// The request id's header field, in requests and responses.
pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The longest request id taken from a request.
const MAX_REQUEST_ID: usize = 64;

/// Serves the request in a span named by its id, returns the id, and
/// writes one structured log line for it.
pub async fn log_request(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let started = Instant::now();
    let id = request_id(req.headers().get(REQUEST_ID));
    let span = tracing::info_span!("request", id = %id);
    let (method, path) = (req.method().clone(), req.path().to_owned());
    let mut response = next.call(req).instrument(span.clone()).await?;
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(REQUEST_ID, value);
    }
    span.in_scope(|| {
        tracing::info!(
            %method,
            path,
            status = response.status().as_u16(),
            micros = started.elapsed().as_micros() as u64,
            "request"
        );
    });
    Ok(response)
}

/// The id `sent` when it is 1 to 64 letters, digits, `-`, `_` or `.`;
/// else a new random one.
fn request_id(sent: Option<&HeaderValue>) -> String {
    let plain = |id: &str| {
        (1..=MAX_REQUEST_ID).contains(&id.len())
            && id.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
    };
    match sent.and_then(|value| value.to_str().ok()) {
        Some(id) if plain(id) => id.to_owned(),
        _ => uuid::Uuid::new_v4().simple().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::problem::ApiError;
    use actix_web::middleware::from_fn;
    use actix_web::{App, HttpResponse, test as actix_test, web};
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    #[test]
    fn a_plain_id_sent_is_kept_and_anything_else_replaced() {
        let value = |text: &str| HeaderValue::from_str(text).unwrap();
        assert_eq!(request_id(Some(&value("lb-7f3a.2"))), "lb-7f3a.2");
        for odd in ["", "has space", "quote\"", &"x".repeat(65)] {
            let id = request_id(HeaderValue::from_str(odd).ok().as_ref());
            assert_eq!(id.len(), 32, "{odd:?} gets a new id: {id}");
        }
        assert_ne!(request_id(None), request_id(None));
    }

    /// What a test's log lines wrote.
    #[derive(Clone, Default)]
    struct Written(Arc<Mutex<Vec<u8>>>);

    impl Write for Written {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// A 500's log line names the request (its id, as the response
    /// carries it) and every cause of the failure, down to the first.
    #[actix_web::test]
    async fn an_internal_error_is_logged_with_its_causes_in_its_requests_span() {
        let written = Written::default();
        let writer = written.clone();
        let subscriber = tracing_subscriber::fmt().with_writer(move || writer.clone()).with_ansi(false).finish();
        let _default = tracing::subscriber::set_default(subscriber);
        let failing = || async {
            let cause = std::io::Error::other("the disk is full");
            Err::<HttpResponse, _>(ApiError::internal(api::Internal::caused("writing a snapshot", cause)))
        };
        let app =
            actix_test::init_service(App::new().wrap(from_fn(log_request)).route("/", web::get().to(failing))).await;
        let response = actix_test::call_service(&app, actix_test::TestRequest::get().uri("/").to_request()).await;
        assert_eq!(response.status(), 500);
        let id = response.headers().get(REQUEST_ID).unwrap().to_str().unwrap().to_owned();
        let log = String::from_utf8(written.0.lock().unwrap().clone()).unwrap();
        let line = log.lines().find(|line| line.contains("internal error")).expect("the error's line");
        assert!(line.contains(&format!("request{{id={id}}}")), "{line}");
        assert!(line.contains("internal failure: writing a snapshot: the disk is full"), "{line}");
        assert!(log.lines().any(|line| line.contains(&id) && line.contains("status=500")), "{log}");
    }
}
