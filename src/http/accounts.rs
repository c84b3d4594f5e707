//! Registration, sign-in, the caller's account.

use super::auth::Authenticated;
use super::blocking;
use super::body::Body;
use super::error_responses::operation_errors;
use super::problem::ApiError;
use super::rate_limit::RateLimiters;
use actix_web::{HttpRequest, HttpResponse, web};
use actix_web::{get, post};
use service::Service;
use service::model::{Account, Credentials, Token};
use std::time::{SystemTime, UNIX_EPOCH};

operation_errors!(
    /// What [`register`] can answer with besides success.
    RegisterErrors = BODY, DATABASE, [UsernameTaken, InvalidUsername, InvalidPassword, RateLimited]
);

/// Register an account.
#[utoipa::path(
    tag = "accounts", request_body = Credentials,
    responses(
        (status = 201, description = "Registered", body = Account),
        RegisterErrors,
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

operation_errors!(
    /// What [`login`] can answer with besides success.
    LoginErrors = BODY, DATABASE, [BadCredentials, RateLimited]
);

/// Sign in: exchange a username and password for a bearer token.
#[utoipa::path(
    tag = "accounts", request_body = Credentials,
    responses(
        (status = 200, description = "Signed in", body = Token),
        LoginErrors,
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

operation_errors!(
    /// What [`me`] can answer with besides success.
    MeErrors = SIGNED_IN, DATABASE
);

/// The signed-in account.
#[utoipa::path(
    tag = "accounts", security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's account", body = Account),
        MeErrors,
    )
)]
#[get("/v1/me")]
pub async fn me(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
) -> Result<web::Json<Account>, ApiError> {
    Ok(web::Json(blocking(move || service.me(&caller)).await?))
}
