//! The actix-web API: routes, extractor limits and errors, request logs
//! and metrics, the OpenAPI document and Swagger UI.

mod accounts;
mod analyses;
mod auth;
mod body;
mod challenges;
mod checked_reads;
mod client_addr;
mod cors;
mod documents;
mod encoding;
mod error_kind;
mod error_responses;
mod games;
mod guide;
mod head;
mod headers;
mod limits;
mod meta;
mod metrics;
mod open_streams;
pub mod openapi;
mod page;
mod paging;
mod play;
pub mod problem;
mod profiles;
mod rate_limit;
mod reference;
mod reference_document;
mod request_log;
mod seeks;
pub mod shutdown;
mod stream;
mod stream_messages;
mod webhooks;

use crate::config::HttpLimits;
use actix_web::dev::Server;
use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::{Compress, from_fn};
use actix_web::{App, HttpRequest, HttpResponse, HttpResponseBuilder, HttpServer, ResponseError, web};
use error_kind::ErrorKind;
use problem::ApiError;
use service::{Caller, Idempotency, Outcome, Service};
use shutdown::Shutdown;
use std::net::TcpListener;
use utoipa_actix_web::AppExt;
use utoipa_actix_web::service_config::ServiceConfig;

/// Runs `f` on the blocking thread pool (database calls, password hashing).
async fn blocking<T, E>(f: impl FnOnce() -> Result<T, E> + Send + 'static) -> Result<T, ApiError>
where
    T: Send + 'static,
    E: Into<ApiError> + Send + 'static,
{
    // The blocking thread works in the request's span (its id in the log).
    let span = tracing::Span::current();
    web::block(move || span.in_scope(f)).await.map_err(ApiError::internal)?.map_err(Into::into)
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
            let mut response = HttpResponse::build(status);
            response.insert_header(("Idempotent-Replayed", "true"));
            Ok(if status == StatusCode::NO_CONTENT { response.finish() } else { response.json(body) })
        }
    }
}

/// `refused` (a limit the caller is over), unless the request is the retry
/// of one applied before under its `Idempotency-Key`: then the first
/// answer, for a limit never refuses a replay.
async fn refused_unless_replay(
    service: &web::Data<Service>,
    caller: &Caller,
    key: Option<Idempotency>,
    refused: ApiError,
) -> Result<HttpResponse, ApiError> {
    let Some(key) = key else {
        return Err(refused);
    };
    let (service, caller) = (service.clone(), caller.clone());
    match blocking(move || service.remembered_answer(&caller, &key)).await? {
        Some(replayed) => respond(replayed, StatusCode::OK, |(), response| response.finish()),
        None => Err(refused),
    }
}

/// Every operation of the API, registered once for routing and for the
/// OpenAPI document. The router tries them in this order, each by a regular
/// expression: the reads and commands of a game in play come first.
pub fn api(cfg: &mut ServiceConfig) {
    cfg.service(play::legal_moves)
        .service(games::get)
        .service(play::command)
        .service(stream::game)
        .service(play::events)
        .service(play::validate)
        .service(play::hint)
        .service(play::resign)
        .service(play::claim_timeout)
        .service(play::state_at)
        .service(play::board_svg)
        .service(play::export)
        .service(analyses::request_analysis)
        .service(analyses::get_analysis)
        .service(stream::game_ticket)
        .service(games::create)
        .service(games::list)
        .service(games::import)
        .service(games::join)
        .service(games::add_bot)
        .service(games::cancel)
        .service(games::my_games)
        .service(games::leave)
        .service(games::start)
        .service(challenges::rematch)
        .service(challenges::send_challenge)
        .service(challenges::challenges)
        .service(challenges::get_challenge)
        .service(challenges::accept_challenge)
        .service(challenges::decline_challenge)
        .service(challenges::cancel_challenge)
        .service(seeks::seek)
        .service(seeks::seeks)
        .service(seeks::get_seek)
        .service(seeks::cancel_seek)
        .service(meta::healthz)
        .service(meta::readyz)
        .service(metrics::metrics)
        .service(accounts::register)
        .service(accounts::login)
        .service(accounts::refresh)
        .service(accounts::logout)
        .service(accounts::logout_everywhere)
        .service(accounts::me)
        .service(accounts::update_me)
        .service(accounts::delete_me)
        .service(accounts::change_password)
        .service(stream::account)
        .service(stream::account_ticket)
        .service(webhooks::register_webhook)
        .service(webhooks::webhooks)
        .service(webhooks::webhook)
        .service(webhooks::change_webhook)
        .service(webhooks::delete_webhook)
        .service(webhooks::rotate_webhook_secret)
        .service(webhooks::ping_webhook)
        .service(webhooks::webhook_deliveries)
        .service(profiles::player_profile)
        .service(profiles::rating_history)
        .service(profiles::leaderboard)
        .service(meta::rulesets)
        .service(meta::tiles)
        .service(meta::tile_picture);
}

/// Starts serving on `listener` (bind port 0 for tests) within `limits`;
/// the server stops when its [`Shutdown`] runs (see `shutdown` for how).
pub fn serve(listener: TcpListener, service: Service, limits: HttpLimits) -> std::io::Result<(Server, Shutdown)> {
    let service = web::Data::new(service);
    let routes = web::Data::new(Routes::of(&openapi::generated()));
    let rate_limiters = web::Data::new(rate_limit::RateLimiters::new(&limits.rates));
    let drain = web::Data::new(shutdown::Drain::new());
    let shutdown_drain = drain.clone();
    let open_streams = web::Data::new(open_streams::OpenStreams::new(limits.streams));
    let metrics = web::Data::new(metrics::Metrics::new(&service));
    let gzip_memo = web::Data::new(encoding::GzipMemo::new(encoding::GZIP_MEMO_BODIES));
    let documents = web::Data::new(documents::Documents::default());
    let max_body_bytes = limits.max_body_bytes;
    let (workers, connections, header_timeout) = (limits.workers, limits.max_connections, limits.header_timeout);
    let blocking_threads = limits.blocking_threads.div_ceil(workers).max(2);
    let cors = limits.cors.clone();
    let limits = web::Data::new(limits);
    let version_check = service.version_check().cloned();
    let server = HttpServer::new(move || {
        // Each worker its own connection for version checks.
        let worker_versions = version_check.clone().map(storage::versions::WorkerVersions::new);
        App::new()
            .into_utoipa_app()
            .configure(api)
            .into_app()
            .wrap(from_fn(limits::guard))
            .wrap(from_fn(head::answer_head))
            .wrap(cors::middleware(&cors))
            .wrap(from_fn(encoding::mark_small_bodies))
            .wrap(Compress::default())
            .wrap(from_fn(encoding::compression_policy))
            .wrap(from_fn(request_log::log_request))
            .wrap(from_fn(metrics::observe))
            .wrap(from_fn(shutdown::close_connections_while_draining))
            .app_data(drain.clone())
            .app_data(metrics.clone())
            .app_data(gzip_memo.clone())
            .app_data(documents.clone())
            .app_data(service.clone())
            .app_data(worker_versions)
            .app_data(routes.clone())
            .app_data(limits.clone())
            .app_data(rate_limiters.clone())
            .app_data(open_streams.clone())
            .app_data(web::JsonConfig::default().limit(max_body_bytes).error_handler(|err, _| json_error(err).into()))
            .app_data(web::PathConfig::default().error_handler(path_error))
            .app_data(web::QueryConfig::default().error_handler(|err, _| query_error(err).into()))
            .route("/openapi.json", web::get().to(openapi::served))
            .configure(reference::routes)
            .configure(page::routes)
            .configure(guide::routes)
            .default_service(web::to(unrouted))
    })
    .workers(workers)
    // Tokio queues blocking work in order: with no more threads than
    // connections, a request waits its turn instead of a thread waiting
    // in the pool (measured in docs/PERFORMANCE.md).
    .worker_max_blocking_threads(blocking_threads)
    .max_connections(connections.div_ceil(workers))
    .client_request_timeout(header_timeout)
    // A client that closes its side has gone: its connection (and a live
    // stream's place, see `open_streams`) is let go at once rather than at
    // the next failed write. HTTP clients do not half-close to wait for an
    // answer.
    .h1_allow_half_closed(false)
    // Stream events go out as they come, not held back until the client
    // acknowledges the one before (Nagle's algorithm against delayed ACKs:
    // up to 40 ms).
    .tcp_nodelay(true)
    .listen(listener)?
    .shutdown_timeout(10)
    .disable_signals()
    .run();
    let shutdown = Shutdown::new(server.handle(), shutdown_drain);
    Ok((server, shutdown))
}

/// The paths of the API and the methods each takes.
pub(super) struct Routes(Vec<Route>);

/// A path of the API: its template, split at `/`, and its methods.
struct Route {
    template: String,
    segments: Vec<String>,
    methods: Vec<String>,
}

impl Routes {
    fn of(document: &utoipa::openapi::OpenApi) -> Routes {
        let routes = document
            .paths
            .paths
            .iter()
            .map(|(path, item)| {
                let operations = [
                    ("GET", &item.get),
                    ("POST", &item.post),
                    ("PUT", &item.put),
                    ("PATCH", &item.patch),
                    ("DELETE", &item.delete),
                ];
                Route {
                    template: path.clone(),
                    segments: path.split('/').map(str::to_owned).collect(),
                    methods: operations.iter().filter(|(_, op)| op.is_some()).map(|(m, _)| (*m).to_owned()).collect(),
                }
            })
            .collect();
        Routes(routes)
    }

    /// The route of `path` (with `literal`, only a path without
    /// parameters, such as `/v1/games/import` beside `/v1/games/{id}`).
    fn find(&self, path: &str, literal: bool) -> Option<&Route> {
        let asked: Vec<&str> = path.split('/').collect();
        self.0.iter().find(|route| {
            route.segments.len() == asked.len()
                && route
                    .segments
                    .iter()
                    .zip(&asked)
                    .all(|(known, asked)| known == asked || (!literal && known.starts_with('{')))
        })
    }

    /// The methods `path` takes, if it is a path of the API.
    fn allowed(&self, path: &str, literal: bool) -> Option<&[String]> {
        self.find(path, literal).map(|route| route.methods.as_slice())
    }

    /// The template of `path` (`/v1/games/{id}`), if it is a path of the
    /// API: found without the router's regular expressions.
    pub(super) fn template(&self, path: &str) -> Option<&str> {
        self.find(path, false).map(|route| route.template.as_str())
    }
}

/// 405 naming what `methods` a path takes.
fn method_not_allowed(methods: &[String]) -> HttpResponse {
    let error = ApiError::new(ErrorKind::MethodNotAllowed, "method not allowed here");
    let mut response = error.error_response();
    if let Ok(allow) = HeaderValue::from_str(&methods.join(", ")) {
        response.headers_mut().insert(header::ALLOW, allow);
    }
    response
}

/// A request no route took: 405 with `Allow` for a path of the API, else 404.
async fn unrouted(req: HttpRequest, routes: web::Data<Routes>) -> HttpResponse {
    match routes.allowed(req.path(), false) {
        Some(methods) => method_not_allowed(methods),
        None => ApiError::new(ErrorKind::NoRoute, "no such resource").error_response(),
    }
}

fn json_error(err: JsonPayloadError) -> ApiError {
    match err {
        JsonPayloadError::OverflowKnownLength { limit, .. } | JsonPayloadError::Overflow { limit } => {
            ApiError::new(ErrorKind::PayloadTooLarge, format!("request bodies are limited to {limit} bytes"))
        }
        JsonPayloadError::ContentType => {
            ApiError::new(ErrorKind::UnsupportedMediaType, "send the body as Content-Type: application/json")
        }
        JsonPayloadError::Deserialize(e) if e.is_data() => ApiError::new(ErrorKind::InvalidBody, e.to_string()),
        JsonPayloadError::Deserialize(e) => ApiError::new(ErrorKind::MalformedJson, e.to_string()),
        other => ApiError::new(ErrorKind::InvalidBody, other.to_string()),
    }
}

/// A path parameter that does not parse; but a literal path of the API
/// asked with another method (`GET /v1/games/import`, which the pattern
/// `/v1/games/{id}` caught) gets 405.
fn path_error(err: PathError, req: &HttpRequest) -> actix_web::Error {
    let routes = req.app_data::<web::Data<Routes>>();
    if let Some(methods) = routes.and_then(|routes| routes.allowed(req.path(), true)) {
        return actix_web::error::InternalError::from_response(err, method_not_allowed(methods)).into();
    }
    ApiError::new(ErrorKind::InvalidPath, format!("invalid path parameter: {err}")).into()
}

fn query_error(err: QueryPayloadError) -> ApiError {
    ApiError::new(ErrorKind::InvalidQuery, format!("invalid query: {err}"))
}
