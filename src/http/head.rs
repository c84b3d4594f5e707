//! `HEAD` wherever `GET` is served (RFC 9110, section 9.3.2): the request
//! is routed as a `GET`, and the connection's codec, which saw `HEAD`,
//! writes the response's headers (its length included) without its body.
//! A streamed body (a live stream of events) is dropped at once instead,
//! so that a `HEAD` never holds a stream open.

use actix_web::Error;
use actix_web::body::{BodySize, BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;

/// Serves a `HEAD` request as its `GET`.
pub async fn answer_head(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let head = req.method() == Method::HEAD;
    if head {
        req.head_mut().method = Method::GET;
    }
    let response = next.call(req).await?.map_into_boxed_body();
    if !head {
        return Ok(response);
    }
    Ok(response.map_body(|_, body| if body.size() == BodySize::Stream { BoxBody::new(()) } else { body }))
}
