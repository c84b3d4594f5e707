//! Test support: one private PostgreSQL server for the test run, a fresh
//! database per test, and the service on a random loopback port.

use carcassonne::config::{HttpLimits, MetricsAccess, RateLimits};
use futures_util::StreamExt;
use serde_json::{Value, json};
use service::auth::TokenKeys;
use service::webhooks::{DeliveryWorkers, WebhookSettings};
use service::{BotWorkers, GameQuotas, Service};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;
use storage::versions::VersionCheck;
use storage::{self, embedded::EmbeddedPostgres};

/// The signing secret of test servers.
pub const SECRET: &[u8] = b"test secret of at least thirty-two bytes";

/// How long a test server's requests wait for a database connection.
const DB_TIMEOUT: std::time::Duration = std::time::Duration::from_millis(500);

/// A database URL that never answers (its socket directory does not exist).
const UNREACHABLE_DATABASE: &str = "postgresql:///none?host=/nonexistent-socket-dir&connect_timeout=1";

fn cluster_dir() -> PathBuf {
    std::env::var_os("TEST_PG_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("carcassonne-test-postgres"))
}

/// The private server of the test run, in `TEST_PG_DIR` (default
/// `<temp dir>/carcassonne-test-postgres`, where the unprivileged
/// `postgres` user can reach it). Left running for the next test binary;
/// `tests/run.sh` stops it.
fn cluster() -> &'static EmbeddedPostgres {
    static CLUSTER: OnceLock<EmbeddedPostgres> = OnceLock::new();
    CLUSTER.get_or_init(|| {
        let mut server = EmbeddedPostgres::start(&cluster_dir()).expect("private PostgreSQL for tests");
        // Keep it running for the other test binaries.
        server.detach();
        server
    })
}

/// A hot standby of the test run's server, made anew for this test binary
/// in `<TEST_PG_DIR>-standby` and left running; `tests/run.sh` stops it.
pub fn standby() -> &'static EmbeddedPostgres {
    static STANDBY: OnceLock<EmbeddedPostgres> = OnceLock::new();
    STANDBY.get_or_init(|| {
        let mut dir = cluster_dir().into_os_string();
        dir.push("-standby");
        let mut server = cluster().new_standby(std::path::Path::new(&dir)).expect("a standby of the test server");
        server.detach();
        server
    })
}

/// A running service with its own database.
pub struct TestApp {
    /// `http://127.0.0.1:<port>`.
    pub address: String,
    /// The service's token keys.
    pub keys: TokenKeys,
    /// Its database; dropped with the first instance that owns it.
    database: String,
    owns_database: bool,
    /// Its bot and webhook workers, stopped before the database goes.
    workers: Workers,
    /// How it stops, until a test takes it (otherwise it stops with the
    /// test's runtime).
    shutdown: Option<carcassonne::http::shutdown::Shutdown>,
}

/// The background workers of a test instance, held until it is dropped
/// (dropping them stops them).
#[derive(Default)]
struct Workers {
    _bots: Option<BotWorkers>,
    _deliveries: Option<DeliveryWorkers>,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        self.workers = Workers::default();
        if self.owns_database {
            let _ = cluster().drop_database(&self.database);
        }
    }
}

/// How a test's service is set up besides its database.
pub struct Setup {
    /// The HTTP limits.
    pub limits: HttpLimits,
    /// What one account may hold.
    pub quotas: GameQuotas,
    /// Bot workers (0: bots wait for another instance's).
    pub bot_workers: usize,
    /// Games the replay cache holds.
    pub cached_games: usize,
    /// Webhooks (0 workers: deliveries wait for another instance's).
    pub webhooks: WebhookSettings,
    /// Whether the instance hears the database's notices and announces its
    /// appends (false: as if every announcement were lost).
    pub notices: bool,
    /// Where its reads that may be a little behind go.
    pub reads_from: ReadsFrom,
    /// Whether a database watch feeds the operators' metrics.
    pub watch_database: bool,
    /// Where its HTTP workers ask a game's version (the service asks only
    /// without standbys and with a cache).
    pub version_checks: VersionChecks,
}

/// Where a test instance's HTTP workers ask a game's version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VersionChecks {
    /// The database the instance uses.
    Primary,
    /// A database that never answers: every read goes the pooled way.
    Unreachable,
}

/// Where a test instance's reads that may be a little behind go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadsFrom {
    /// The primary: no standby.
    Primary,
    /// The run's [`standby`], fit whenever it answers, however far behind
    /// (its replay can be paused).
    Standby,
    /// A standby that never answers.
    Unreachable,
}

impl Default for Setup {
    /// Loose limits and quotas no test reaches (the tests of limits tighten
    /// them), one bot worker, the default cache.
    fn default() -> Self {
        let quotas = GameQuotas { open_games: 1_000, active_games: 1_000, bot_games: 1_000 };
        Setup {
            limits: loose_limits(),
            quotas,
            bot_workers: 1,
            cached_games: service::cache::DEFAULT_CAPACITY,
            webhooks: test_webhooks(),
            notices: true,
            reads_from: ReadsFrom::Primary,
            watch_database: false,
            version_checks: VersionChecks::Primary,
        }
    }
}

/// Webhooks as tests want them: receivers on loopback allowed, one worker,
/// quick retries.
pub fn test_webhooks() -> WebhookSettings {
    WebhookSettings {
        workers: 1,
        allow_private: true,
        timeout: std::time::Duration::from_secs(2),
        retry_base: std::time::Duration::from_millis(50),
        max_attempts: 3,
        ..WebhookSettings::default()
    }
}

/// A second instance of the service on the same database as `first`.
pub async fn spawn_second_instance(first: &TestApp) -> TestApp {
    spawn_instance(first, Setup::default()).await
}

/// Another instance on the same database as `first`, set up as `setup`
/// says.
pub async fn spawn_instance(first: &TestApp, setup: Setup) -> TestApp {
    let mut app = spawn_with(first.database.clone(), setup);
    app.owns_database = false;
    app
}

/// Starts the service on port 0 over a fresh database, with rate limits
/// loose enough for tests that play whole games fast.
pub async fn spawn_app() -> TestApp {
    spawn_app_set_up(Setup::default()).await
}

/// The default limits with rates no test reaches (the rate-limit tests
/// tighten them), and `/metrics` open.
pub fn loose_limits() -> HttpLimits {
    let rates = RateLimits {
        login_per_account: 1_000,
        auth_per_address: 10_000,
        commands_per_account: 1_000,
        hints_per_account: 1_000,
        games_per_account: 1_000,
        imports_per_account: 1_000,
        join_codes: 1_000,
        webhook_pings: 1_000,
    };
    HttpLimits { rates, metrics: MetricsAccess::Public, ..HttpLimits::default() }
}

/// Starts the service on port 0 over a fresh database, within `limits`.
pub async fn spawn_app_with(limits: HttpLimits) -> TestApp {
    spawn_app_set_up(Setup { limits, ..Setup::default() }).await
}

/// Starts the service on port 0 over a fresh database, set up as `setup`
/// says.
pub async fn spawn_app_set_up(setup: Setup) -> TestApp {
    let database = format!("test_{}", uuid::Uuid::new_v4().simple());
    let server = cluster();
    server.ensure_database(&database).expect("test database");
    let pool = storage::pool(&server.url(&database), 1, DB_TIMEOUT).expect("pool");
    storage::migrate(&mut storage::connect(&pool).expect("connection")).expect("migrations");
    spawn_with(database, setup)
}

/// A new empty database on the test server: its name and URL. Dropped by
/// [`drop_database`].
pub fn empty_database() -> (String, String) {
    let database = format!("test_{}", uuid::Uuid::new_v4().simple());
    cluster().ensure_database(&database).expect("test database");
    let url = cluster().url(&database);
    (database, url)
}

/// Drops a database of [`empty_database`].
pub fn drop_database(database: &str) {
    let _ = cluster().drop_database(database);
}

/// The service over a database that does not answer (metrics open).
pub async fn spawn_without_database() -> TestApp {
    let pool = storage::pool(UNREACHABLE_DATABASE, 1, DB_TIMEOUT).expect("pool");
    let hub = std::sync::Arc::new(service::live::Hub::new());
    let watch = storage::watch::DatabaseWatch::start(UNREACHABLE_DATABASE).expect("database watch");
    let service = Service::new(pool, keys(), hub).with_database_watch(watch);
    serve(service, String::new(), loose_limits(), Workers::default())
}

fn keys() -> TokenKeys {
    TokenKeys::new(SECRET, 3600).expect("keys")
}

/// The service on port 0 over `database`, set up as `setup` says.
fn spawn_with(database: String, setup: Setup) -> TestApp {
    let url = cluster().url(&database);
    let pool = storage::pool(&url, 4, DB_TIMEOUT).expect("pool");
    let hub = match setup.notices {
        true => service::live::Hub::listening(url.clone()),
        false => std::sync::Arc::new(service::live::Hub::new()),
    };
    let read_urls = match setup.reads_from {
        ReadsFrom::Primary => vec![],
        ReadsFrom::Standby => vec![standby().url(&database)],
        ReadsFrom::Unreachable => vec![UNREACHABLE_DATABASE.to_owned()],
    };
    let standbys =
        storage::standbys::Standbys::start(&url, &read_urls, 4, Duration::from_secs(3600)).expect("standbys");
    let watch = match setup.watch_database {
        true => storage::watch::DatabaseWatch::start(&url).expect("database watch"),
        false => storage::watch::DatabaseWatch::default(),
    };
    let service = Service::new(pool, keys(), hub)
        .with_standbys(standbys)
        .with_database_watch(watch)
        .with_replay_cache(setup.cached_games)
        .with_game_quotas(setup.quotas)
        .with_webhooks(setup.webhooks.clone());
    let check_url = match setup.version_checks {
        VersionChecks::Primary => url.as_str(),
        VersionChecks::Unreachable => UNREACHABLE_DATABASE,
    };
    let check = VersionCheck::new(check_url, DB_TIMEOUT).expect("a connection string");
    let service = service.with_version_check(check);
    let size = |workers: usize| u32::try_from(workers).expect("workers");
    let bots = (setup.bot_workers > 0).then(|| {
        let pool = storage::pool(&url, size(setup.bot_workers), DB_TIMEOUT).expect("bot pool");
        service.start_bot_workers(pool, setup.bot_workers).expect("bot workers")
    });
    let deliveries = (setup.webhooks.workers > 0).then(|| {
        let pool = storage::lazy_commit_pool(&url, size(setup.webhooks.workers), DB_TIMEOUT).expect("webhook pool");
        service.start_delivery_workers(pool).expect("webhook workers")
    });
    serve(service, database, setup.limits, Workers { _bots: bots, _deliveries: deliveries })
}

/// Serves `service` on port 0 within `limits`.
fn serve(service: Service, database: String, limits: HttpLimits, workers: Workers) -> TestApp {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let address = format!("http://{}", listener.local_addr().expect("address"));
    let keys = service.keys().clone();
    let (server, shutdown) = carcassonne::http::serve(listener, service, limits).expect("server");
    actix_web::rt::spawn(server);
    TestApp { address, keys, database, owns_database: true, workers, shutdown: Some(shutdown) }
}

/// A response: status and JSON body (or `null`).
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub content_type: String,
    pub body: Value,
    pub headers: awc::http::header::HeaderMap,
}

impl Reply {
    /// The problem `code` of an error response.
    pub fn code(&self) -> &str {
        self.body["code"].as_str().unwrap_or("")
    }
}

impl TestApp {
    /// What stops this instance as SIGTERM would (once).
    pub fn shutdown(&mut self) -> carcassonne::http::shutdown::Shutdown {
        self.shutdown.take().expect("the instance's shutdown, not taken before")
    }

    /// Sends a request with an optional token and JSON body.
    pub async fn call(&self, method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> Reply {
        let raw = body.map(|b| b.to_string());
        self.call_raw(method, path, token, raw.as_deref(), "application/json").await
    }

    /// Sends a request with a raw body and content type.
    pub async fn call_raw(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&str>,
        content_type: &str,
    ) -> Reply {
        let request = self.request(method, path, token, &[]);
        let response = match body {
            Some(body) => request.insert_header(("Content-Type", content_type)).send_body(body.to_owned()).await,
            None => request.send().await,
        };
        reply(response.expect("response")).await
    }

    /// Sends a request with extra headers.
    pub async fn call_with(
        &self,
        method: &str,
        path: &str,
        token: &str,
        headers: &[(&str, &str)],
        body: Option<Value>,
    ) -> Reply {
        self.call_headed(method, path, Some(token), headers, body).await
    }

    /// Sends a request with extra headers, with or without a token.
    pub async fn call_headed(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        headers: &[(&str, &str)],
        body: Option<Value>,
    ) -> Reply {
        let request = self.request(method, path, token, headers);
        let response = match body {
            Some(body) => request.send_json(&body).await,
            None => request.send().await,
        };
        reply(response.expect("response")).await
    }

    /// The `ETag` of a response.
    pub async fn header(&self, method: &str, path: &str, token: &str, headers: &[(&str, &str)]) -> String {
        let response = self.request(method, path, Some(token), headers).send().await.expect("response");
        response.headers().get("etag").and_then(|v| v.to_str().ok()).expect("ETag").to_owned()
    }

    /// Runs `sql` on the app's database (to age data the way time would).
    pub fn execute_sql(&self, sql: &str) {
        use diesel::RunQueryDsl;
        diesel::sql_query(sql)
            .execute(&mut storage::connect(&self.database_pool(1)).expect("connection"))
            .expect("sql");
    }

    /// Runs `carcassonne admin <args>` (the moderation command line) on the
    /// app's database: whether it succeeded, and what it printed on
    /// standard output and standard error.
    pub fn admin(&self, args: &[&str]) -> (bool, String, String) {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne"))
            .arg("admin")
            .args(args)
            .env("DATABASE_URL", cluster().url(&self.database))
            .env("JWT_SECRET", std::str::from_utf8(SECRET).expect("a text secret"))
            .env("DB_POOL_SIZE", "2")
            .env("RUST_LOG", "warn")
            .output()
            .expect("the service binary runs");
        let text = |bytes: Vec<u8>| String::from_utf8_lossy(&bytes).trim().to_owned();
        (output.status.success(), text(output.stdout), text(output.stderr))
    }

    /// The name of the app's database (on the test server and its standby).
    pub fn database(&self) -> &str {
        &self.database
    }

    /// A pool of `size` connections to the app's database.
    pub fn database_pool(&self, size: u32) -> storage::DbPool {
        storage::pool(&cluster().url(&self.database), size, DB_TIMEOUT).expect("pool")
    }

    /// Sends a request with extra headers and no token, and returns the
    /// status and headers only (the body may never end: streams).
    pub async fn head_of(
        &self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
    ) -> (u16, awc::http::header::HeaderMap) {
        let response = self.request(method, path, None, headers).send().await.expect("response");
        (response.status().as_u16(), response.headers().clone())
    }

    /// The status and text body of a GET without a token (pages).
    pub async fn text_of(&self, path: &str) -> (u16, String) {
        let mut response = self.request("GET", path, None, &[]).send().await.expect("response");
        let body = response.body().limit(4 * 1024 * 1024).await.expect("body");
        (response.status().as_u16(), String::from_utf8_lossy(&body).into_owned())
    }

    /// How many replay-cache lookups of this instance ended in `result`
    /// (`hit`, `topped_up` or `miss`), from its metrics.
    pub async fn cache_lookups(&self, result: &str) -> u64 {
        self.metric(&format!("replay_cache_lookups_total{{result=\"{result}\"}}")).await
    }

    /// The value of one series of this instance's metrics (`name{labels}`),
    /// 0 when it has none.
    pub async fn metric(&self, series: &str) -> u64 {
        let (_, text) = self.text_of("/metrics").await;
        let line = format!("{series} ");
        text.lines().find_map(|l| l.strip_prefix(&line)).and_then(|n| n.parse().ok()).unwrap_or(0)
    }

    /// A GET's headers and body bytes as sent (nothing decoded).
    pub async fn raw_get(
        &self,
        path: &str,
        token: &str,
        headers: &[(&str, &str)],
    ) -> (awc::http::header::HeaderMap, Vec<u8>) {
        let mut response = self.request("GET", path, Some(token), headers).send().await.expect("response");
        let bytes = response.body().limit(16 * 1024 * 1024).await.expect("body");
        (response.headers().clone(), bytes.to_vec())
    }

    fn request(&self, method: &str, path: &str, token: Option<&str>, headers: &[(&str, &str)]) -> awc::ClientRequest {
        let client = awc::Client::builder().timeout(std::time::Duration::from_secs(60)).finish();
        let method = awc::http::Method::from_bytes(method.as_bytes()).expect("method");
        let mut request = client.request(method, format!("{}{path}", self.address));
        if let Some(token) = token {
            request = request.insert_header(("Authorization", format!("Bearer {token}")));
        }
        headers.iter().fold(request, |request, (name, value)| request.insert_header((*name, *value)))
    }

    /// Registers `name` and returns a token.
    pub async fn user(&self, name: &str) -> String {
        let credentials = json!({"username": name, "password": "correct horse battery"});
        let reply = self.call("POST", "/v1/accounts", None, Some(credentials.clone())).await;
        assert_eq!(reply.status, 201, "{reply:?}");
        let reply = self.call("POST", "/v1/auth/login", None, Some(credentials)).await;
        assert_eq!(reply.status, 200, "{reply:?}");
        reply.body["access_token"].as_str().expect("token").to_owned()
    }

    /// Creates a game as `token` with `body` and returns its id.
    pub async fn create_game(&self, token: &str, body: Value) -> String {
        let reply = self.call("POST", "/v1/games", Some(token), Some(body)).await;
        assert_eq!(reply.status, 201, "{reply:?}");
        reply.body["id"].as_str().expect("id").to_owned()
    }

    /// The view of `game` for `token` once `done` holds for it: bots move in
    /// the background, so a test waits for them (a minute at most, then it
    /// fails; no timing is asserted).
    pub async fn wait_for(&self, game: &str, token: &str, done: impl Fn(&Value) -> bool) -> Value {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        loop {
            let view = self.call("GET", &format!("/v1/games/{game}"), Some(token), None).await;
            assert_eq!(view.status, 200, "{view:?}");
            if done(&view.body) {
                return view.body;
            }
            assert!(std::time::Instant::now() < deadline, "still waiting for the bots: {}", view.body["state"]);
            actix_web::rt::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }

    /// The view of `game` once it is `token`'s turn or over.
    pub async fn my_turn_or_over(&self, game: &str, token: &str) -> Value {
        self.wait_for(game, token, |view| view["your_turn"] == true || view["status"] == "finished").await
    }

    /// Plays the first legal command for whoever of `tokens` is to move
    /// until each of them has made `each` decisions (commands) of its own:
    /// a rated game played that far is no longer aborted when it ends.
    pub async fn play_decisions(&self, game: &str, tokens: &[&str], each: usize) {
        let mut made = vec![0; tokens.len()];
        for _ in 0..100 {
            if made.iter().all(|m| *m >= each) {
                return;
            }
            let mut to_move = None;
            for (index, token) in tokens.iter().enumerate() {
                let view = self.call("GET", &format!("/v1/games/{game}"), Some(token), None).await;
                if view.body["your_turn"] == true {
                    to_move = Some((index, *token, view.body["ruleset"].clone()));
                }
            }
            let (index, token, ruleset) = to_move.expect("one of the players is to move");
            let legal = self.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(token), None).await;
            let body =
                json!({"ruleset": ruleset, "expected_seq": legal.body["seq"], "command": legal.body["commands"][0]});
            let reply = self.call("POST", &format!("/v1/games/{game}/commands"), Some(token), Some(body)).await;
            assert_eq!(reply.status, 200, "{reply:?}");
            made[index] += 1;
        }
        panic!("{each} decisions each must come within 100 commands");
    }

    /// A started 2-player base game of `a` and `b`, seats in join order.
    pub async fn started_game(&self, a: &str, b: &str) -> String {
        let body = json!({"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"});
        let id = self.create_game(a, body).await;
        assert_eq!(self.call("POST", &format!("/v1/games/{id}/join"), Some(b), None).await.status, 200);
        let reply = self.call("POST", &format!("/v1/games/{id}/start"), Some(a), None).await;
        assert_eq!(reply.status, 200, "{reply:?}");
        id
    }
}

/// Status, content type and JSON body (or `null`) of a response.
async fn reply(mut response: awc::ClientResponse) -> Reply {
    let status = response.status().as_u16();
    let content_type = response.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    let headers = response.headers().clone();
    let bytes = response.body().limit(16 * 1024 * 1024).await.expect("body");
    Reply { status, content_type, body: serde_json::from_slice(&bytes).unwrap_or(Value::Null), headers }
}

/// Longest wait for a streamed event before the test fails (a hang guard).
pub const PATIENCE: Duration = Duration::from_secs(5);

/// One Server-Sent Event.
#[derive(Debug, PartialEq)]
pub struct Sse {
    pub id: Option<String>,
    pub event: String,
    pub data: Value,
}

/// An open event stream.
pub struct Stream {
    response: awc::ClientResponse,
    buffer: String,
}

impl Stream {
    pub async fn open(app: &TestApp, path: &str, token: &str, last_event_id: Option<i32>) -> Stream {
        let client = awc::Client::builder().timeout(Duration::from_secs(3600)).finish();
        let mut request =
            client.get(format!("{}{path}", app.address)).insert_header(("Authorization", format!("Bearer {token}")));
        if let Some(id) = last_event_id {
            request = request.insert_header(("Last-Event-ID", id.to_string()));
        }
        let response = request.send().await.expect("stream");
        assert_eq!(response.status().as_u16(), 200);
        assert_eq!(response.headers().get("content-type").unwrap(), "text/event-stream");
        Stream { response, buffer: String::new() }
    }

    /// The next `n` events (comments skipped).
    pub async fn take(&mut self, n: usize) -> Vec<Sse> {
        let mut events = Vec::new();
        while events.len() < n {
            if let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                let mut sse = Sse { id: None, event: String::new(), data: Value::Null };
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("id: ") {
                        sse.id = Some(v.to_owned());
                    } else if let Some(v) = line.strip_prefix("event: ") {
                        sse.event = v.to_owned();
                    } else if let Some(v) = line.strip_prefix("data: ") {
                        sse.data = serde_json::from_str(v).unwrap();
                    }
                }
                if !sse.event.is_empty() {
                    events.push(sse);
                }
                continue;
            }
            let chunk = actix_web::rt::time::timeout(PATIENCE, self.response.next())
                .await
                .expect("an event within the patience limit")
                .expect("stream still open")
                .expect("chunk");
            self.buffer.push_str(std::str::from_utf8(&chunk).unwrap());
        }
        events
    }

    /// What the server sends until it ends the stream (events not taken
    /// yet, comments and fields verbatim).
    pub async fn rest(&mut self) -> String {
        let mut rest = std::mem::take(&mut self.buffer);
        while let Some(chunk) =
            actix_web::rt::time::timeout(PATIENCE, self.response.next()).await.expect("the end, in time")
        {
            rest.push_str(std::str::from_utf8(&chunk.expect("chunk")).unwrap());
        }
        rest
    }

    /// Whether the server ended the stream, with nothing more to send.
    pub async fn ended(&mut self) -> bool {
        let next = actix_web::rt::time::timeout(PATIENCE, self.response.next()).await.expect("the end, in time");
        self.buffer.is_empty() && next.is_none()
    }
}
