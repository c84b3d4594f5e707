//! `GET /metrics` in the Prometheus text format (`prometheus-client`):
//! every request's duration by route, method and status, and every
//! problem answered by its code; the database as this instance sees it
//! (its role, timeline and failovers noticed, the replicas' lag, the
//! pool and how long requests wait for it, the standbys); the workers'
//! queues; the replay cache's size and lookups; open live streams and how
//! long notices of appends take to reach this instance. Every label value
//! comes from a closed set (route templates, the standard methods, status
//! codes, problem codes, the database's own replica names), so that no
//! request can add series; who may read it is a setting
//! (`METRICS_TOKEN`). `deploy/alerts.yml` pages on them.

use super::Routes;
use super::error_kind::ErrorKind;
use super::error_responses::operation_errors;
use super::problem::{ApiError, ProblemCode};
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
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use storage::watch::{Role, Seen};

/// A request's labels: its route (the path template, `/v1/games/{id}`),
/// method (one of [`METHODS`], else `other`) and status.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    route: String,
    method: String,
    status: u16,
}

/// How a counted lookup or read ended (the replay cache's, a game's rows', a
/// standby's).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct LookupLabels {
    result: String,
}

/// A problem answered: its code and status.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ProblemLabels {
    code: &'static str,
    status: u16,
}

/// A role the database can have.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RoleLabels {
    role: &'static str,
}

/// A replica, by its `application_name`.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ReplicaLabels {
    replica: String,
}

/// A queue of the workers' jobs.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct QueueLabels {
    queue: &'static str,
}

/// Sets the counter of each result in `family` to the count the service
/// keeps for it.
fn store_results(family: &Family<LookupLabels, Counter>, counts: impl IntoIterator<Item = (&'static str, u64)>) {
    for (result, count) in counts {
        family.get_or_create(&LookupLabels { result: result.to_owned() }).inner().store(count, Ordering::Relaxed);
    }
}

/// The service's metrics, shared by all workers.
pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Histogram>,
    pool_connections: Gauge,
    pool_idle: Gauge,
    cached_games: Gauge,
    cache_lookups: Family<LookupLabels, Counter>,
    rows_reads: Family<LookupLabels, Counter>,
    streams: Gauge,
    standbys: Gauge,
    standbys_fit: Gauge,
    standby_reads: Family<LookupLabels, Counter>,
    problems: Family<ProblemLabels, Counter>,
    db_role: Family<RoleLabels, Gauge>,
    db_timeline: Gauge,
    db_failovers: Counter,
    replica_lag_bytes: Family<ReplicaLabels, Gauge<f64, AtomicU64>>,
    replica_lag_seconds: Family<ReplicaLabels, Gauge<f64, AtomicU64>>,
    replica_synchronous: Family<ReplicaLabels, Gauge>,
    queue_jobs: Family<QueueLabels, Gauge>,
    queue_oldest: Family<QueueLabels, Gauge<f64, AtomicU64>>,
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
        let rows_reads = Family::<LookupLabels, Counter>::default();
        registry.register(
            "game_rows_reads",
            "Reads of a game's row and players: kept (only its version read), read (whole)",
            rows_reads.clone(),
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
        let problems = Family::<ProblemLabels, Counter>::default();
        registry.register(
            "http_problems",
            "Problems answered, by code and status (the code of a 503 is its cause)",
            problems.clone(),
        );
        let waits = service.pool_waits();
        registry.register(
            "db_pool_wait_seconds",
            "How long requests waited for a database connection (those that got one)",
            waits.waited,
        );
        registry.register(
            "db_pool_checkouts_failed",
            "Requests that got no database connection: none free in time, or the database did not answer",
            waits.failed,
        );
        let db_role = Family::<RoleLabels, Gauge>::default();
        registry.register(
            "db_role",
            "What the server the database URL leads to is, as this instance last saw it: 1 for its role",
            db_role.clone(),
        );
        let db_timeline = gauge(&mut registry, "db_timeline", "The highest timeline seen on the primary");
        let db_failovers = Counter::default();
        registry.register(
            "db_failovers_noticed",
            "Promotions (new timelines of the primary) seen by this instance: failovers and switchovers",
            db_failovers.clone(),
        );
        let replica_lag_bytes = Family::<ReplicaLabels, Gauge<f64, AtomicU64>>::default();
        registry.register(
            "db_replica_lag_bytes",
            "WAL the primary wrote that each replica has not replayed (needs pg_monitor)",
            replica_lag_bytes.clone(),
        );
        let replica_lag_seconds = Family::<ReplicaLabels, Gauge<f64, AtomicU64>>::default();
        registry.register(
            "db_replica_lag_seconds",
            "How long ago the primary wrote what each replica replayed last (needs pg_monitor)",
            replica_lag_seconds.clone(),
        );
        let replica_synchronous = Family::<ReplicaLabels, Gauge>::default();
        registry.register(
            "db_replica_synchronous",
            "1 for each replica that commits wait for, 0 for one they do not",
            replica_synchronous.clone(),
        );
        let queue_jobs = Family::<QueueLabels, Gauge>::default();
        registry.register(
            "work_queue_jobs",
            "Jobs waiting: bot turns, analyses not done, webhook deliveries due",
            queue_jobs.clone(),
        );
        let queue_oldest = Family::<QueueLabels, Gauge<f64, AtomicU64>>::default();
        registry.register(
            "work_queue_oldest_seconds",
            "How long the oldest job of each queue has waited",
            queue_oldest.clone(),
        );
        Metrics {
            registry,
            requests,
            pool_connections,
            pool_idle,
            cached_games,
            cache_lookups,
            rows_reads,
            streams,
            standbys,
            standbys_fit,
            standby_reads,
            problems,
            db_role,
            db_timeline,
            db_failovers,
            replica_lag_bytes,
            replica_lag_seconds,
            replica_synchronous,
            queue_jobs,
            queue_oldest,
        }
    }

    /// The text exposition, with the gauges read from `service` now.
    fn render(&self, service: &Service) -> Result<String, std::fmt::Error> {
        let pool = service.pool_state();
        self.pool_connections.set(i64::from(pool.connections));
        self.pool_idle.set(i64::from(pool.idle_connections));
        let cache = service.replay_cache();
        self.cached_games.set(i64::try_from(cache.len()).unwrap_or(i64::MAX));
        store_results(&self.cache_lookups, cache.counts().map(|(lookup, count)| (lookup.as_str(), count)));
        store_results(&self.rows_reads, cache.rows_reads().map(|(read, count)| (read.as_str(), count)));
        self.streams.set(i64::try_from(service.stream_subscribers()).unwrap_or(i64::MAX));
        let ((standbys, fit), reads) = service.standby_reads();
        self.standbys.set(i64::try_from(standbys).unwrap_or(i64::MAX));
        self.standbys_fit.set(i64::try_from(fit).unwrap_or(i64::MAX));
        store_results(&self.standby_reads, reads.map(|(outcome, count)| (outcome.as_str(), count)));
        self.record_database(&service.database_seen());
        let mut text = String::new();
        encode(&mut text, &self.registry)?;
        Ok(text)
    }
}

impl Metrics {
    /// What the database watch saw last. Replicas that are gone, and the
    /// queues while no primary answers, leave no series behind (a stale
    /// value would keep an alert firing, or quiet).
    fn record_database(&self, seen: &Seen) {
        for role in Role::ALL {
            self.db_role.get_or_create(&RoleLabels { role: role.as_str() }).set(i64::from(role == seen.role));
        }
        self.db_timeline.set(seen.timeline.map_or(0, i64::from));
        self.db_failovers.inner().store(seen.failovers, Ordering::Relaxed);
        self.replica_lag_bytes.clear();
        self.replica_lag_seconds.clear();
        self.replica_synchronous.clear();
        self.queue_jobs.clear();
        self.queue_oldest.clear();
        for replica in &seen.replicas {
            let labels = ReplicaLabels { replica: replica.name.clone() };
            self.replica_synchronous.get_or_create(&labels).set(i64::from(replica.synchronous));
            if let Some(bytes) = replica.lag_bytes {
                self.replica_lag_bytes.get_or_create(&labels).set(bytes);
            }
            if let Some(seconds) = replica.lag_seconds {
                self.replica_lag_seconds.get_or_create(&labels).set(seconds);
            }
        }
        for backlog in &seen.backlogs {
            let labels = QueueLabels { queue: backlog.queue.as_str() };
            self.queue_jobs.get_or_create(&labels).set(backlog.waiting);
            self.queue_oldest.get_or_create(&labels).set(backlog.oldest_seconds);
        }
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
        let status = response.status().as_u16();
        let labels = RequestLabels { route, method, status };
        shared.requests.get_or_create(&labels).observe(started.elapsed().as_secs_f64());
        let problem = response.response().extensions().get::<ProblemCode>().copied();
        if let Some(ProblemCode(code)) = problem {
            shared.problems.get_or_create(&ProblemLabels { code, status }).inc();
        }
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
