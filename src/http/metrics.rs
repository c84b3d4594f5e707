//! `GET /metrics` in the Prometheus text format (`prometheus-client`):
//! every request's duration by route, method and status; the database
//! pool; the replay cache's size and lookups; open live streams and how
//! long notices of appends take to reach this instance. Every label value
//! comes from a closed set (route templates, the standard methods, status
//! codes), so that no request can add series; who may read it is a
//! setting (`METRICS_TOKEN`).

use super::Routes;
use super::error_kind::ErrorKind;
use super::error_responses::operation_errors;
use super::problem::ApiError;
use crate::config::{HttpLimits, MetricsAccess};
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::{Error, HttpRequest, HttpResponse, get, web};
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::Registry;
use service::Service;
use service::live::latency_histogram;
use sha2::{Digest, Sha256};
use std::sync::atomic::Ordering;
use std::time::Instant;

/// A request's labels: its route (the path template, `/v1/games/{id}`),
/// method (one of [`METHODS`], else `other`) and status.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    route: String,
    method: String,
    status: u16,
}

/// How a replay-cache lookup ended.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct LookupLabels {
    result: String,
}

/// The service's metrics, shared by all workers.
pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Histogram>,
    pool_connections: Gauge,
    pool_idle: Gauge,
    cached_games: Gauge,
    cache_lookups: Family<LookupLabels, Counter>,
    streams: Gauge,
    standbys: Gauge,
    standbys_fit: Gauge,
    standby_reads: Family<LookupLabels, Counter>,
}

impl Metrics {
    /// Every metric registered, all zero but those `service` keeps.
    pub fn new(service: &Service) -> Metrics {
        let mut registry = Registry::default();
        let requests = Family::<RequestLabels, Histogram>::new_with_constructor(latency_histogram as fn() -> Histogram);
        registry.register(
            "http_request_duration_seconds",
            "HTTP requests by route, method and status, and how long they took",
            requests.clone(),
        );
        let gauge = |registry: &mut Registry, name: &str, help: &str| {
            let gauge = Gauge::default();
            registry.register(name, help, gauge.clone());
            gauge
        };
        let pool_connections = gauge(&mut registry, "db_pool_connections", "Database connections open");
        let pool_idle = gauge(&mut registry, "db_pool_idle_connections", "Database connections open and idle");
        let cached_games = gauge(&mut registry, "replay_cache_games", "Games whose replayed state is cached");
        let streams = gauge(&mut registry, "live_stream_subscribers", "Live streams open on this instance");
        let cache_lookups = Family::<LookupLabels, Counter>::default();
        registry.register(
            "replay_cache_lookups",
            "Replay-cache lookups: hit (current), topped_up (newer events replayed), miss (whole log)",
            cache_lookups.clone(),
        );
        registry.register(
            "live_notice_lag_seconds",
            "From an append, on any instance, to its notice reaching this one",
            service.notice_lag(),
        );
        let standbys = gauge(&mut registry, "db_standbys", "Standbys configured for reads (DATABASE_READ_URLS)");
        let standbys_fit = gauge(
            &mut registry,
            "db_standbys_fit",
            "Standbys fit for reads now (up, and at most STANDBY_MAX_LAG_MS behind)",
        );
        let standby_reads = Family::<LookupLabels, Counter>::default();
        registry.register(
            "db_standby_reads",
            "Reads sent to a standby: served there, behind (the version wanted was not there yet) or retried (failed there); the last two the primary answered",
            standby_reads.clone(),
        );
        Metrics {
            registry,
            requests,
            pool_connections,
            pool_idle,
            cached_games,
            cache_lookups,
            streams,
            standbys,
            standbys_fit,
            standby_reads,
        }
    }

    /// The text exposition, with the gauges read from `service` now.
    fn render(&self, service: &Service) -> Result<String, std::fmt::Error> {
        let pool = service.pool_state();
        self.pool_connections.set(i64::from(pool.connections));
        self.pool_idle.set(i64::from(pool.idle_connections));
        let cache = service.replay_cache();
        self.cached_games.set(i64::try_from(cache.len()).unwrap_or(i64::MAX));
        for (lookup, count) in cache.counts() {
            let labels = LookupLabels { result: lookup.as_str().to_owned() };
            self.cache_lookups.get_or_create(&labels).inner().store(count, Ordering::Relaxed);
        }
        self.streams.set(i64::try_from(service.stream_subscribers()).unwrap_or(i64::MAX));
        let ((standbys, fit), reads) = service.standby_reads();
        self.standbys.set(i64::try_from(standbys).unwrap_or(i64::MAX));
        self.standbys_fit.set(i64::try_from(fit).unwrap_or(i64::MAX));
        for (outcome, count) in reads {
            let labels = LookupLabels { result: outcome.as_str().to_owned() };
            self.standby_reads.get_or_create(&labels).inner().store(count, Ordering::Relaxed);
        }
        let mut text = String::new();
        encode(&mut text, &self.registry)?;
        Ok(text)
    }
}

/// The methods counted by name; any other counts as `other`.
const METHODS: [&str; 7] = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/// The label of `method`.
fn method_label(method: &actix_web::http::Method) -> &'static str {
    METHODS.iter().find(|known| **known == method.as_str()).copied().unwrap_or("other")
}

/// Records every request's duration under its route.
pub async fn observe(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let started = Instant::now();
    let shared = req.app_data::<web::Data<Metrics>>().cloned();
    let method = method_label(req.method()).to_owned();
    let response = next.call(req).await?;
    if let Some(shared) = shared {
        let request = response.request();
        let api_route = request.app_data::<web::Data<Routes>>().and_then(|routes| routes.template(request.path()));
        let route = match api_route {
            Some(template) => template.to_owned(),
            None => request.match_pattern().unwrap_or_else(|| "unmatched".to_owned()),
        };
        let labels = RequestLabels { route, method, status: response.status().as_u16() };
        shared.requests.get_or_create(&labels).observe(started.elapsed().as_secs_f64());
    }
    Ok(response)
}

operation_errors!(
    /// What [`metrics`] can answer with besides success.
    MetricsErrors = [InvalidToken, NoRoute]
);

/// The service's metrics in the Prometheus text format, for its operators:
/// with `METRICS_TOKEN` set, only to `Authorization: Bearer <METRICS_TOKEN>`;
/// without it, open on a service with its private database and absent
/// (404) on one with `DATABASE_URL`.
#[utoipa::path(
    tag = "operations", security((), ("metrics" = [])),
    responses(
        (status = 200, description = "Prometheus text exposition format 0.0.4", content_type = "text/plain", body = String),
        MetricsErrors,
    )
)]
#[get("/metrics")]
pub async fn metrics(
    service: web::Data<Service>,
    shared: web::Data<Metrics>,
    limits: web::Data<HttpLimits>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    match &limits.metrics {
        MetricsAccess::Public => {}
        MetricsAccess::Off => return Err(ApiError::new(ErrorKind::NoRoute, "no such resource")),
        MetricsAccess::Token(token) => {
            let sent = req.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok());
            // Compared as digests, so that the time taken tells nothing of the token.
            let digest = |text: &str| Sha256::digest(text.as_bytes());
            if sent.and_then(|v| v.strip_prefix("Bearer ")).map(digest) != Some(digest(token)) {
                return Err(ApiError::new(ErrorKind::InvalidToken, "send Authorization: Bearer <METRICS_TOKEN>"));
            }
        }
    }
    let text = shared.render(&service).map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok().content_type("text/plain; version=0.0.4; charset=utf-8").body(text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::Method;

    #[test]
    fn made_up_methods_share_one_label() {
        assert_eq!(method_label(&Method::GET), "GET");
        assert_eq!(method_label(&Method::OPTIONS), "OPTIONS");
        for made_up in ["ZZ123", "get", "BREW", "PROPFIND"] {
            assert_eq!(method_label(&Method::from_bytes(made_up.as_bytes()).unwrap()), "other", "{made_up}");
        }
    }
}
