//! Who calls: [`Authenticated`] for routes that need a signed-in account,
//! [`Viewer`] for reads that public games allow without one.

use super::blocking;
use super::error_kind::ErrorKind;
use super::problem::ApiError;
use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use service::auth::TokenError;
use service::{Caller, Service};
use std::future::Future;
use std::pin::Pin;

/// What an extractor here resolves to.
type Checked<T> = Pin<Box<dyn Future<Output = Result<T, ApiError>>>>;

/// The signed-in caller of a protected route.
pub struct Authenticated(pub Caller);

impl FromRequest for Authenticated {
    type Error = ApiError;
    type Future = Checked<Self>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let token = bearer(req);
        Box::pin(async move {
            let (service, caller) = token?;
            live(service, caller).await.map(Authenticated)
        })
    }
}

/// The caller of a read that public games allow without signing in: the
/// bearer token's account, or [`Caller::ANONYMOUS`] when the request sends
/// no `Authorization` header (one that is sent must be valid).
pub struct Viewer(pub Caller);

impl FromRequest for Viewer {
    type Error = ApiError;
    type Future = Checked<Self>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let token = req.headers().contains_key(header::AUTHORIZATION).then(|| bearer(req));
        Box::pin(async move {
            match token {
                None => Ok(Viewer(Caller::ANONYMOUS)),
                Some(token) => {
                    let (service, caller) = token?;
                    live(service, caller).await.map(Viewer)
                }
            }
        })
    }
}

/// The caller a valid bearer token names, its session not yet checked.
fn bearer(req: &HttpRequest) -> Result<(web::Data<Service>, Caller), ApiError> {
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
    Ok((service.clone(), Caller { account_id, session: Some(claims.sid) }))
}

/// `caller` if its session is live: as this instance read it lately, or
/// as the database says now.
async fn live(service: web::Data<Service>, caller: Caller) -> Result<Caller, ApiError> {
    let session = caller.session.ok_or_else(|| ApiError::internal("a bearer token's caller without a session"))?;
    let live = match service.session_recalled(session) {
        Some(live) => live,
        None => {
            let account = caller.account_id;
            blocking(move || service.session_live(account, session)).await?
        }
    };
    if live {
        Ok(caller)
    } else {
        Err(ApiError::new(ErrorKind::RevokedToken, "the session was signed out: sign in again"))
    }
}
