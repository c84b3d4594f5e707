//! What one request may take before the service refuses it: the size of its
//! head (431), a NUL character in its query (400), and the time its body
//! takes to arrive (408, and the connection is closed), so that slow or
//! bloated clients cannot hold the server's connections. The time for the
//! head itself and the number of connections are set on the server
//! (`HttpServer::client_request_timeout`, `max_connections`).

use super::error_kind::ErrorKind;
use super::problem::ApiError;
use crate::config::HttpLimits;
use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{Error, HttpMessage, ResponseError, web};
use bytes::BytesMut;
use futures_util::StreamExt;

/// Refuses a request whose head is too large, and reads its body within
/// the body deadline (at most `max_body_bytes + 1` bytes, so that the JSON
/// extractor still answers 413 for a larger one).
pub async fn guard(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, Error> {
    let limits = req.app_data::<web::Data<HttpLimits>>().map(|l| l.get_ref().clone()).unwrap_or_default();
    let head: usize = req.headers().iter().map(|(name, value)| name.as_str().len() + value.len() + 4).sum();
    let target = req.uri().path().len() + req.uri().query().map_or(0, str::len);
    if head + target > limits.max_header_bytes {
        let error = ApiError::new(
            ErrorKind::HeadersTooLarge,
            format!("request heads are limited to {} bytes", limits.max_header_bytes),
        );
        return Ok(req.into_response(error.error_response()).map_into_right_body());
    }
    // A query parameter with a NUL character (`%00`): no text here holds one.
    if req.query_string().contains("%00") {
        return Ok(req.into_response(ApiError::unstorable_text().error_response()).map_into_right_body());
    }
    if has_body(&req) {
        let mut payload = req.take_payload();
        let mut body = BytesMut::new();
        let cap = limits.max_body_bytes + 1;
        let read = async {
            while let Some(chunk) = payload.next().await {
                let chunk = chunk?;
                let room = cap.saturating_sub(body.len());
                body.extend_from_slice(&chunk[..chunk.len().min(room)]);
                if body.len() >= cap {
                    break;
                }
            }
            Ok::<_, actix_web::error::PayloadError>(())
        };
        match actix_web::rt::time::timeout(limits.body_timeout, read).await {
            Ok(Ok(())) => req.set_payload(Payload::from(body.freeze())),
            Ok(Err(e)) => {
                let error = ApiError::new(ErrorKind::InvalidBody, format!("the request body could not be read: {e}"));
                return Ok(req.into_response(error.error_response()).map_into_right_body());
            }
            Err(_) => {
                let error = ApiError::new(
                    ErrorKind::RequestTimeout,
                    format!("the request body did not arrive within {} ms", limits.body_timeout.as_millis()),
                );
                let mut response = error.error_response();
                response.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
                return Ok(req.into_response(response).map_into_right_body());
            }
        }
    }
    Ok(next.call(req).await?.map_into_left_body())
}

/// Whether the request announces a body.
fn has_body(req: &ServiceRequest) -> bool {
    let length =
        req.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    length.is_some_and(|n| n > 0) || req.headers().contains_key(header::TRANSFER_ENCODING)
}
