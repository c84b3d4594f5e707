//! Registration, sign-in, the caller's account.

use super::auth::Authenticated;
use super::blocking;
use super::body::Body;
use super::problem::{ApiError, Problem};
use super::rate_limit::RateLimiters;
use actix_web::{HttpRequest, HttpResponse, web};
use actix_web::{get, post};
use service::Service;
use service::model::{Account, Credentials, Token};
use std::time::{SystemTime, UNIX_EPOCH};

/// Register an account.
#[utoipa::path(
    tag = "accounts", request_body = Credentials,
    responses(
        (status = 201, description = "Registered", body = Account),
        (status = 409, description = "Username taken", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Username or password outside the rules", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many requests: see `Retry-After` and `RateLimit`", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/accounts")]
pub async fn register(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    req: HttpRequest,
    body: Body<Credentials>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.register(req.peer_addr().map(|a| a.ip()))?;
    let account = blocking(move || service.register(&body)).await?;
    let mut response = HttpResponse::Created().json(account);
    allowance.apply_to(&mut response);
    Ok(response)
}

/// Sign in: exchange a username and password for a bearer token.
#[utoipa::path(
    tag = "accounts", request_body = Credentials,
    responses(
        (status = 200, description = "Signed in", body = Token),
        (status = 401, description = "Unknown username or wrong password", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Too many requests: see `Retry-After` and `RateLimit`", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/auth/login")]
pub async fn login(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    req: HttpRequest,
    body: Body<Credentials>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.login(req.peer_addr().map(|a| a.ip()), &body.username)?;
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map_err(ApiError::internal)?.as_secs();
    let token = blocking(move || service.login(&body, now)).await?;
    let mut response = HttpResponse::Ok().json(token);
    allowance.apply_to(&mut response);
    Ok(response)
}

/// The signed-in account.
#[utoipa::path(
    tag = "accounts", security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's account", body = Account),
        (status = 401, description = "Missing, malformed, expired or invalid token", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/me")]
pub async fn me(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
) -> Result<web::Json<Account>, ApiError> {
    Ok(web::Json(blocking(move || service.me(&caller)).await?))
}
