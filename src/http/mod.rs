//! The actix-web API: routes, extractor limits and errors, request logs,
//! the OpenAPI document and Swagger UI.

mod accounts;
mod auth;
mod games;
mod headers;
mod meta;
pub mod openapi;
mod play;
pub mod problem;
mod stream;

use crate::service::{Outcome, Service};
use actix_web::HttpResponseBuilder;
use actix_web::body::MessageBody;
use actix_web::dev::{Server, ServiceRequest, ServiceResponse};
use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::http::StatusCode;
use actix_web::middleware::{Compress, Next, from_fn};
use actix_web::{App, Error, HttpResponse, HttpServer, Route, web};
use problem::ApiError;
use std::net::TcpListener;
use std::time::Instant;
use utoipa::OpenApi;
use utoipa_swagger_ui::SwaggerUi;

/// Runs `f` on the blocking thread pool (database calls, password hashing).
async fn blocking<T, E>(f: impl FnOnce() -> Result<T, E> + Send + 'static) -> Result<T, ApiError>
where
    T: Send + 'static,
    E: Into<ApiError> + Send + 'static,
{
    web::block(f).await.map_err(ApiError::internal)?.map_err(Into::into)
}

/// The response of a fresh result (built by `build` with `status`), or the
/// remembered response of a retried idempotent request.
fn respond<T>(
    outcome: Outcome<T>,
    status: StatusCode,
    build: impl FnOnce(T, &mut HttpResponseBuilder) -> HttpResponse,
) -> Result<HttpResponse, ApiError> {
    match outcome {
        Outcome::Fresh(value) => Ok(build(value, &mut HttpResponse::build(status))),
        Outcome::Replayed { status, body } => {
            let status = StatusCode::from_u16(status).map_err(ApiError::internal)?;
            Ok(HttpResponse::build(status).insert_header(("Idempotent-Replayed", "true")).json(body))
        }
    }
}

/// Starts serving on `listener` (bind port 0 for tests). The server stops
/// gracefully on SIGINT/SIGTERM, finishing requests in flight.
pub fn serve(listener: TcpListener, service: Service, max_body_bytes: usize) -> std::io::Result<Server> {
    let service = web::Data::new(service);
    let server = HttpServer::new(move || {
        App::new()
            .wrap(Compress::default())
            .wrap(from_fn(log_request))
            .app_data(service.clone())
            .configure(|cfg| routes(cfg, max_body_bytes))
    })
    .listen(listener)?
    .shutdown_timeout(10)
    .run();
    Ok(server)
}

/// Every route, with extractor errors turned into problems.
pub fn routes(cfg: &mut web::ServiceConfig, max_body_bytes: usize) {
    let document = openapi::openapi().unwrap_or_else(|e| {
        tracing::error!(error = %e, "post-processing the OpenAPI document failed");
        openapi::ApiDoc::openapi()
    });
    cfg.app_data(web::JsonConfig::default().limit(max_body_bytes).error_handler(|err, _| json_error(err).into()))
        .app_data(web::PathConfig::default().error_handler(|err, _| path_error(err).into()))
        .app_data(web::QueryConfig::default().error_handler(|err, _| query_error(err).into()))
        .service(SwaggerUi::new("/docs/{_:.*}").url("/openapi.json", document))
        .service(resource("/healthz", vec![web::get().to(meta::healthz)]))
        .service(resource("/readyz", vec![web::get().to(meta::readyz)]))
        .service(resource("/v1/accounts", vec![web::post().to(accounts::register)]))
        .service(resource("/v1/auth/login", vec![web::post().to(accounts::login)]))
        .service(resource("/v1/me", vec![web::get().to(accounts::me)]))
        .service(resource("/v1/me/stream", vec![web::get().to(stream::account)]))
        .service(resource("/v1/rulesets", vec![web::get().to(meta::rulesets)]))
        .service(resource("/v1/rulesets/{ruleset}/tiles", vec![web::get().to(meta::tiles)]))
        .service(resource("/v1/games", vec![web::post().to(games::create), web::get().to(games::list)]))
        .service(resource("/v1/games/import", vec![web::post().to(games::import)]))
        .service(resource("/v1/games/{id}", vec![web::get().to(games::get)]))
        .service(resource("/v1/games/{id}/join", vec![web::post().to(games::join)]))
        .service(resource("/v1/games/{id}/leave", vec![web::post().to(games::leave)]))
        .service(resource("/v1/games/{id}/start", vec![web::post().to(games::start)]))
        .service(resource("/v1/games/{id}/resign", vec![web::post().to(play::resign)]))
        .service(resource("/v1/games/{id}/legal-moves", vec![web::get().to(play::legal_moves)]))
        .service(resource("/v1/games/{id}/commands", vec![web::post().to(play::command)]))
        .service(resource("/v1/games/{id}/commands/validate", vec![web::post().to(play::validate)]))
        .service(resource("/v1/games/{id}/events", vec![web::get().to(play::events)]))
        .service(resource("/v1/games/{id}/stream", vec![web::get().to(stream::game)]))
        .service(resource("/v1/games/{id}/state", vec![web::get().to(play::state_at)]))
        .service(resource("/v1/games/{id}/export", vec![web::get().to(play::export)]))
        .default_service(web::to(|| async { Err::<&str, _>(ApiError::not_found("no_route", "no such resource")) }));
}

/// A path whose other methods get a 405 problem.
fn resource(path: &str, methods: Vec<Route>) -> actix_web::Resource {
    methods.into_iter().fold(web::resource(path), |resource, route| resource.route(route)).default_service(web::to(
        || async {
            Err::<&str, _>(ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "method_not_allowed",
                "method not allowed here",
            ))
        },
    ))
}

fn json_error(err: JsonPayloadError) -> ApiError {
    match err {
        JsonPayloadError::OverflowKnownLength { limit, .. } | JsonPayloadError::Overflow { limit } => ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
            format!("request bodies are limited to {limit} bytes"),
        ),
        JsonPayloadError::ContentType => ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
            "send the body as Content-Type: application/json",
        ),
        JsonPayloadError::Deserialize(e) if e.is_data() => ApiError::bad_request("invalid_body", e.to_string()),
        JsonPayloadError::Deserialize(e) => ApiError::bad_request("malformed_json", e.to_string()),
        other => ApiError::bad_request("invalid_body", other.to_string()),
    }
}

fn path_error(err: PathError) -> ApiError {
    ApiError::bad_request("invalid_path", format!("invalid path parameter: {err}"))
}

fn query_error(err: QueryPayloadError) -> ApiError {
    ApiError::bad_request("invalid_query", format!("invalid query: {err}"))
}

/// One structured log line per request.
async fn log_request(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let started = Instant::now();
    let (method, path) = (req.method().clone(), req.path().to_owned());
    let response = next.call(req).await?;
    tracing::info!(
        %method,
        path,
        status = response.status().as_u16(),
        micros = started.elapsed().as_micros() as u64,
        "request"
    );
    Ok(response)
}
