//! Registration, sign-in, the caller's account.

use super::auth::Authenticated;
use super::blocking;
use super::body::Body;
use super::client_addr::ClientAddr;
use super::error_responses::operation_errors;
use super::problem::ApiError;
use super::rate_limit::RateLimiters;
use actix_web::{HttpResponse, web};
use actix_web::{delete, get, patch, post, put};
use api::model::{Account, AccountDeletion, AccountUpdate, Credentials, PasswordChange, RefreshRequest, Token};
use service::Service;
use std::time::{SystemTime, UNIX_EPOCH};

operation_errors!(
    /// What [`register`] can answer with besides success.
    RegisterErrors = BODY, DATABASE, [UsernameTaken, InvalidUsername, InvalidPassword, RateLimited]
);

/// Register an account.
#[utoipa::path(
    tag = "accounts", security(), request_body = Credentials,
    responses(
        (status = 201, description = "Registered", body = Account),
        RegisterErrors,
    )
)]
#[post("/v1/accounts")]
pub async fn register(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    client: ClientAddr,
    body: Body<Credentials>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.register(client)?;
    let account = blocking(move || service.register(&body)).await?;
    let mut response = HttpResponse::Created().json(account);
    allowance.apply_to(&mut response);
    Ok(response)
}

operation_errors!(
    /// What [`login`] can answer with besides success.
    LoginErrors = BODY, DATABASE, [BadCredentials, AccountSuspended, RateLimited]
);

/// Sign in: exchange a username and password for a new session's tokens:
/// an access token to send as `Authorization: Bearer`, short-lived
/// (`expires_in`), and a refresh token that gets the next ones.
#[utoipa::path(
    tag = "accounts", security(), request_body = Credentials,
    responses(
        (status = 200, description = "Signed in", body = Token),
        LoginErrors,
    )
)]
#[post("/v1/auth/login")]
pub async fn login(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    client: ClientAddr,
    body: Body<Credentials>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.login(client, &body.username)?;
    let now = now()?;
    let token = blocking(move || service.login(&body, now)).await?;
    let mut response = HttpResponse::Ok().json(token);
    allowance.apply_to(&mut response);
    Ok(response)
}

/// Seconds since the epoch.
fn now() -> Result<u64, ApiError> {
    Ok(SystemTime::now().duration_since(UNIX_EPOCH).map_err(ApiError::internal)?.as_secs())
}

operation_errors!(
    /// What [`refresh`] can answer with besides success.
    RefreshErrors = BODY, DATABASE, [InvalidRefreshToken, RefreshTokenReused, RateLimited]
);

/// Exchange a refresh token for the session's next tokens. Each refresh
/// token works once: a replaced one presented again means someone else
/// holds the session's tokens, so the whole session is signed out.
#[utoipa::path(
    tag = "accounts", security(), request_body = RefreshRequest,
    responses(
        (status = 200, description = "The next tokens", body = Token),
        RefreshErrors,
    )
)]
#[post("/v1/auth/refresh")]
pub async fn refresh(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    client: ClientAddr,
    body: Body<RefreshRequest>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.register(client)?;
    let now = now()?;
    let token = blocking(move || service.refresh(&body.refresh_token, now)).await?;
    let mut response = HttpResponse::Ok().json(token);
    allowance.apply_to(&mut response);
    Ok(response)
}

operation_errors!(
    /// What [`logout`] and [`logout_everywhere`] can answer with besides success.
    LogoutErrors = SIGNED_IN, DATABASE
);

/// Sign this device out: its session's access and refresh tokens stop
/// working, on every instance within `SESSION_CHECK_INTERVAL` (5 s).
#[utoipa::path(
    tag = "accounts", security(("bearer" = [])),
    responses((status = 204, description = "Signed out"), LogoutErrors)
)]
#[post("/v1/auth/logout")]
pub async fn logout(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
) -> Result<HttpResponse, ApiError> {
    blocking(move || service.sign_out(&caller)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Sign every device of the account out, this one too.
#[utoipa::path(
    tag = "accounts", security(("bearer" = [])),
    responses((status = 204, description = "Every session signed out"), LogoutErrors)
)]
#[post("/v1/auth/logout-all")]
pub async fn logout_everywhere(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
) -> Result<HttpResponse, ApiError> {
    blocking(move || service.sign_out_everywhere(&caller)).await?;
    Ok(HttpResponse::NoContent().finish())
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

operation_errors!(
    /// What [`update_me`] can answer with besides success.
    UpdateMeErrors = SIGNED_IN, BODY, DATABASE, [InvalidDisplayName]
);

/// Change the signed-in account: its display name.
#[utoipa::path(
    tag = "accounts", security(("bearer" = [])), request_body = AccountUpdate,
    responses(
        (status = 200, description = "The account as changed", body = Account),
        UpdateMeErrors,
    )
)]
#[patch("/v1/me")]
pub async fn update_me(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    body: Body<AccountUpdate>,
) -> Result<web::Json<Account>, ApiError> {
    Ok(web::Json(blocking(move || service.update_me(&caller, &body)).await?))
}

operation_errors!(
    /// What [`change_password`] can answer with besides success.
    PasswordErrors = SIGNED_IN, BODY, DATABASE, [WrongPassword, InvalidPassword, RateLimited]
);

/// Change the password; every other device of the account is signed out.
#[utoipa::path(
    tag = "accounts", security(("bearer" = [])), request_body = PasswordChange,
    responses((status = 204, description = "Changed"), PasswordErrors)
)]
#[put("/v1/me/password")]
pub async fn change_password(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    Authenticated(caller): Authenticated,
    client: ClientAddr,
    body: Body<PasswordChange>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.password_change(client, caller.account_id)?;
    blocking(move || service.change_password(&caller, &body)).await?;
    let mut response = HttpResponse::NoContent().finish();
    allowance.apply_to(&mut response);
    Ok(response)
}

operation_errors!(
    /// What [`delete_me`] can answer with besides success.
    DeleteMeErrors = SIGNED_IN, BODY, DATABASE, [WrongPassword, RateLimited]
);

/// Delete the signed-in account, confirmed by its password. Its open games
/// are cancelled (its own) or left, its seats in running games resign, and
/// every session ends. Its personal data (username, password, display name)
/// is erased; its seats stay in every game as "deleted player #<id>", so no
/// game's log changes and finished games stay replayable and importable.
#[utoipa::path(
    tag = "accounts", security(("bearer" = [])), request_body = AccountDeletion,
    responses((status = 204, description = "Deleted"), DeleteMeErrors)
)]
#[delete("/v1/me")]
pub async fn delete_me(
    service: web::Data<Service>,
    limiters: web::Data<RateLimiters>,
    Authenticated(caller): Authenticated,
    client: ClientAddr,
    body: Body<AccountDeletion>,
) -> Result<HttpResponse, ApiError> {
    let allowance = limiters.password_change(client, caller.account_id)?;
    blocking(move || service.delete_account(&caller, &body.password)).await?;
    let mut response = HttpResponse::NoContent().finish();
    allowance.apply_to(&mut response);
    Ok(response)
}
