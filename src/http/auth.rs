//! Who calls: [`Authenticated`] for routes that need a signed-in account,
//! [`Viewer`] for reads that public games allow without one.

use super::error_kind::ErrorKind;
use super::problem::ApiError;
use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use service::auth::TokenError;
use service::{Caller, Service};
use std::future::{Ready, ready};

/// The signed-in caller of a protected route.
pub struct Authenticated(pub Caller);

impl FromRequest for Authenticated {
    type Error = ApiError;
    type Future = Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(authenticate(req).map(Authenticated))
    }
}

/// The caller of a read that public games allow without signing in: the
/// bearer token's account, or [`Caller::ANONYMOUS`] when the request sends
/// no `Authorization` header (one that is sent must be valid).
pub struct Viewer(pub Caller);

impl FromRequest for Viewer {
    type Error = ApiError;
    type Future = Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let caller =
            if req.headers().contains_key(header::AUTHORIZATION) { authenticate(req) } else { Ok(Caller::ANONYMOUS) };
        ready(caller.map(Viewer))
    }
}

fn authenticate(req: &HttpRequest) -> Result<Caller, ApiError> {
    let service =
        req.app_data::<web::Data<Service>>().ok_or_else(|| ApiError::internal("service missing from app data"))?;
    let value = req
        .headers()
        .get(header::AUTHORIZATION)
        .ok_or_else(|| ApiError::new(ErrorKind::MissingToken, "send Authorization: Bearer <token>"))?;
    let token = value
        .to_str()
        .ok()
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| ApiError::new(ErrorKind::InvalidToken, "the Authorization header is not 'Bearer <token>'"))?;
    let claims = service.keys().verify(token).map_err(|e| match e {
        TokenError::Expired => ApiError::new(ErrorKind::ExpiredToken, e.to_string()),
        TokenError::Invalid => ApiError::new(ErrorKind::InvalidToken, e.to_string()),
    })?;
    let account_id =
        claims.sub.parse().map_err(|_| ApiError::new(ErrorKind::InvalidToken, "the token names no account"))?;
    Ok(Caller { account_id })
}
