//! Settings, read from environment variables with documented defaults
//! (the README's configuration table lists them).

use service::GameQuotas;
use service::webhooks::WebhookSettings;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Where the database comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Database {
    /// An existing server (`DATABASE_URL`).
    Url(String),
    /// A private server in this directory, started by the service.
    Embedded(PathBuf),
}

/// Log output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    /// Human-readable lines.
    Text,
    /// One JSON object per line.
    Json,
}

/// Database connections per instance unless `DB_POOL_SIZE` says otherwise.
pub const DEFAULT_POOL_SIZE: u32 = 10;

/// Service settings.
#[derive(Clone, Debug)]
pub struct Config {
    /// `BIND_ADDR`, default `127.0.0.1:8080`.
    pub bind: String,
    /// `DATABASE_URL`, or the private server under `DATA_DIR/postgres`.
    pub database: Database,
    /// `DATA_DIR`, default `./data`: the private server and the generated secret.
    pub data_dir: PathBuf,
    /// `JWT_SECRET` (at least 32 bytes); generated into `DATA_DIR` when absent
    /// and the database is the private one.
    pub jwt_secret: Option<String>,
    /// `TOKEN_TTL_SECONDS`, default 900: how long an access token lasts.
    pub token_ttl_seconds: u64,
    /// `SESSION_TTL_SECONDS`, default 30 days: how long a session (its
    /// refresh token) lasts without a refresh.
    pub session_ttl_seconds: u64,
    /// `DATABASE_READ_URLS`: hot standbys of the database (comma-separated
    /// URLs), for reads that may be a little behind; none by default.
    pub read_urls: Vec<String>,
    /// `STANDBY_MAX_LAG_MS`, default 1000: how far behind the primary a
    /// standby may be and still serve reads.
    pub standby_max_lag: Duration,
    /// `DB_POOL_SIZE`, default [`DEFAULT_POOL_SIZE`].
    pub pool_size: u32,
    /// `DB_TIMEOUT_MS`, default 500: the longest a request waits for a
    /// database connection before it gets 503.
    pub db_timeout: Duration,
    /// `REPLAY_CACHE_GAMES`, default 1000: games whose replayed state each
    /// instance keeps (0: every request replays the whole log).
    pub replay_cache_games: usize,
    /// `BOT_WORKERS`, default half the CPUs (at least 1): threads that make
    /// the bots' decisions, each with a database connection of its own.
    pub bot_workers: usize,
    /// What one account may hold at once.
    pub game_quotas: GameQuotas,
    /// Webhook registration and delivery.
    pub webhooks: WebhookSettings,
    /// Limits on requests and clients.
    pub limits: HttpLimits,
    /// `SHUTDOWN_DELAY_MS`, default 0: how long an instance told to stop
    /// (SIGTERM) drains first, failing readiness and closing connections
    /// after their responses while it still serves, so that a load balancer
    /// takes it out of rotation before it stops accepting. Set it above the
    /// balancer's health-check interval times its failures to mark a server
    /// down.
    pub shutdown_delay: Duration,
    /// `LOG_FORMAT`: `text` (default) or `json`. The level comes from `RUST_LOG`.
    pub log_format: LogFormat,
}

/// What one client may ask of the HTTP server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HttpLimits {
    /// `MAX_BODY_BYTES`, default 65536: larger request bodies get 413.
    pub max_body_bytes: usize,
    /// `MAX_HEADER_BYTES`, default 8192: larger request heads get 431.
    pub max_header_bytes: usize,
    /// `HEADER_TIMEOUT_MS`, default 5000: a request head must arrive within
    /// it, or the connection is closed.
    pub header_timeout: Duration,
    /// `BODY_TIMEOUT_MS`, default 10000: a request body must arrive within
    /// it, or the request gets 408 and the connection is closed.
    pub body_timeout: Duration,
    /// `MAX_CONNECTIONS`, default 1024: open connections at most (shared by
    /// the worker threads); more wait in the listen queue.
    pub max_connections: usize,
    /// `WORKERS`, default half the CPUs, at least 1: HTTP worker threads.
    /// The commands' work runs on the blocking threads and in PostgreSQL;
    /// more workers mostly add threads to switch between
    /// (docs/PERFORMANCE.md, "One HTTP worker per two cores").
    pub workers: usize,
    /// `BLOCKING_THREADS`, default `DB_POOL_SIZE`: threads for blocking
    /// work (database requests, password hashing, bot moves), shared out
    /// over the workers, at least 2 each. More requests wait their turn in
    /// order; as many threads as connections means a thread never waits
    /// for one.
    pub blocking_threads: usize,
    /// Request rates per client.
    pub rates: RateLimits,
    /// `CORS_ORIGINS`: the web origins browsers may call the API from.
    pub cors: CorsOrigins,
    /// `METRICS_TOKEN`: who may read `/metrics`.
    pub metrics: MetricsAccess,
    /// Live streams the server holds open.
    pub streams: StreamLimits,
    /// `TRUSTED_PROXIES`: the load balancers whose `X-Forwarded-For` names
    /// the client that per-address limits count.
    pub proxies: TrustedProxies,
}

/// The peers whose `X-Forwarded-For` is believed (`TRUSTED_PROXIES`:
/// addresses and CIDR ranges, comma-separated; none by default).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<ipnet::IpNet>);

impl TrustedProxies {
    /// Parses `TRUSTED_PROXIES`: `10.0.0.0/8, 192.0.2.7, fd00::/8`.
    pub fn parse(raw: &str) -> Result<TrustedProxies, ConfigError> {
        let nets = raw.split(',').map(str::trim).filter(|item| !item.is_empty()).map(|item| {
            item.parse::<ipnet::IpNet>().or_else(|_| item.parse::<std::net::IpAddr>().map(ipnet::IpNet::from)).map_err(
                |_| ConfigError {
                    name: "TRUSTED_PROXIES",
                    problem: format!("{item:?} is not an address or CIDR range"),
                },
            )
        });
        Ok(TrustedProxies(nets.collect::<Result<_, _>>()?))
    }

    /// Whether `address` is one of them.
    pub fn trusts(&self, address: std::net::IpAddr) -> bool {
        self.0.iter().any(|net| net.contains(&address))
    }
}

/// How many live streams may be open on one instance, and how often an
/// idle one is written to. Each holds a connection, so together they stay
/// below `MAX_CONNECTIONS`: the rest is headroom for ordinary requests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamLimits {
    /// `MAX_STREAMS`, default three quarters of `MAX_CONNECTIONS`: in all
    /// (more get 503 with `Retry-After`).
    pub total: usize,
    /// `MAX_ANONYMOUS_STREAMS`, default a quarter of `MAX_STREAMS`: opened
    /// without signing in, in all (more get 503 with `Retry-After`).
    pub anonymous: usize,
    /// `STREAMS_PER_ADDRESS`, default 16: from one client address (more
    /// get 429).
    pub per_address: usize,
    /// `STREAMS_PER_ACCOUNT`, default 16: of one account (more get 429).
    pub per_account: usize,
    /// `STREAM_KEEP_ALIVE_MS`, default 15000: an idle stream gets a
    /// comment this often. A client that closes its connection lets go of
    /// its stream at once; of one that vanished without closing, the
    /// server learns only when writing to it fails, so this also bounds how
    /// long such a stream holds its place. A game stream idle this long
    /// reads its log too, so this bounds how late it delivers an append
    /// whose announcement was lost.
    pub keep_alive: Duration,
}

impl StreamLimits {
    /// The defaults for a server of `max_connections` connections.
    pub fn within(max_connections: usize) -> StreamLimits {
        let total = (max_connections * 3 / 4).max(1);
        StreamLimits {
            total,
            anonymous: (total / 4).max(1),
            per_address: 16,
            per_account: 16,
            keep_alive: Duration::from_secs(15),
        }
    }
}

/// Who may read `/metrics` (it tells sign-in counts, pool and cache sizes,
/// open streams).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MetricsAccess {
    /// Nobody: it answers 404 (the default with `DATABASE_URL`).
    Off,
    /// Anyone (the default of the private set-up, for trying out).
    Public,
    /// Requests with `Authorization: Bearer <token>` (`METRICS_TOKEN`).
    Token(String),
}

/// Which web origins browsers may call the API from (CORS).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CorsOrigins {
    /// None: no cross-origin browser calls (`CORS_ORIGINS=none`; the
    /// default with `DATABASE_URL`).
    None,
    /// Any origin (`CORS_ORIGINS=*`; the default of the private set-up).
    Any,
    /// These origins, e.g. `https://play.example.org` (comma-separated).
    List(Vec<String>),
}

impl CorsOrigins {
    /// Parses `CORS_ORIGINS`.
    fn parse(raw: &str) -> Result<CorsOrigins, ConfigError> {
        match raw.trim() {
            "none" => Ok(CorsOrigins::None),
            "*" => Ok(CorsOrigins::Any),
            list => {
                let origins: Vec<String> = list.split(',').map(|o| o.trim().trim_end_matches('/').to_owned()).collect();
                match origins.iter().find(|o| !(o.starts_with("http://") || o.starts_with("https://"))) {
                    Some(bad) => {
                        Err(ConfigError { name: "CORS_ORIGINS", problem: format!("{bad:?} is not an http(s) origin") })
                    }
                    None => Ok(CorsOrigins::List(origins)),
                }
            }
        }
    }
}

/// Request rates one client may reach before it gets 429.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RateLimits {
    /// `LOGIN_LIMIT_PER_MINUTE`, default 10: sign-ins per username.
    pub login_per_account: u32,
    /// `AUTH_LIMIT_PER_MINUTE`, default 60: sign-ins and registrations per
    /// client address.
    pub auth_per_address: u32,
    /// `COMMAND_LIMIT_PER_SECOND`, default 20: commands per account.
    pub commands_per_account: u32,
    /// `HINT_LIMIT_PER_MINUTE`, default 30: hints per account (each costs
    /// up to a bot's thinking time).
    pub hints_per_account: u32,
    /// `GAME_LIMIT_PER_MINUTE`, default 20: games created per account.
    pub games_per_account: u32,
    /// `IMPORT_LIMIT_PER_MINUTE`, default 6: imports per account (each
    /// replays a whole game, deciding every move again).
    pub imports_per_account: u32,
    /// `JOIN_CODE_LIMIT_PER_MINUTE`, default 10: joins with a code, per
    /// account and per game (guessing a code takes forever).
    pub join_codes: u32,
    /// `WEBHOOK_PING_LIMIT_PER_MINUTE`, default 10: test pings per account
    /// (each is a request this service makes).
    pub webhook_pings: u32,
}

impl Default for RateLimits {
    fn default() -> Self {
        RateLimits {
            login_per_account: 10,
            auth_per_address: 60,
            commands_per_account: 20,
            hints_per_account: 30,
            games_per_account: 20,
            imports_per_account: 6,
            join_codes: 10,
            webhook_pings: 10,
        }
    }
}

impl Default for HttpLimits {
    fn default() -> Self {
        HttpLimits {
            max_body_bytes: 65_536,
            max_header_bytes: 8_192,
            header_timeout: Duration::from_millis(5_000),
            body_timeout: Duration::from_millis(10_000),
            max_connections: 1_024,
            workers: half_the_cpus(),
            blocking_threads: DEFAULT_POOL_SIZE as usize,
            cors: CorsOrigins::None,
            rates: RateLimits::default(),
            metrics: MetricsAccess::Off,
            streams: StreamLimits::within(1_024),
            proxies: TrustedProxies::default(),
        }
    }
}

/// The token signing secret kept in `DATA_DIR/jwt-secret` when
/// `JWT_SECRET` is not set: made on first use, readable by its owner only
/// (the file is outside version control: `.gitignore` lists it).
#[derive(Debug)]
pub struct StoredSecret {
    /// The secret.
    pub secret: String,
    /// Its file.
    pub path: PathBuf,
    /// Whether it was made now.
    pub generated: bool,
    /// Whether others than its owner may read the file (someone loosened it).
    pub exposed: bool,
}

impl StoredSecret {
    /// The secret in `data_dir`, made there if there is none.
    pub fn in_dir(data_dir: &Path) -> Result<StoredSecret, ConfigError> {
        use std::io::Write;
        use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
        let path = data_dir.join("jwt-secret");
        let failed = |e: std::io::Error| ConfigError { name: "DATA_DIR", problem: format!("{}: {e}", path.display()) };
        if let Ok(secret) = std::fs::read_to_string(&path) {
            let mode = std::fs::metadata(&path).map_err(failed)?.permissions().mode();
            let secret = secret.trim().to_owned();
            return Ok(StoredSecret { secret, path, generated: false, exposed: mode & 0o077 != 0 });
        }
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes)
            .map_err(|e| ConfigError { name: "DATA_DIR", problem: format!("no randomness for the secret: {e}") })?;
        let secret: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        std::fs::create_dir_all(data_dir).map_err(failed)?;
        let mut file =
            std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(&path).map_err(failed)?;
        file.write_all(secret.as_bytes()).map_err(failed)?;
        Ok(StoredSecret { secret, path, generated: true, exposed: false })
    }
}

/// Half the CPUs this process may use, at least one: the share of the
/// HTTP workers, and of the bot workers, each leaving the rest of the
/// machine to the blocking pool's database work and to PostgreSQL.
fn half_the_cpus() -> usize {
    (std::thread::available_parallelism().map_or(2, usize::from) / 2).max(1)
}

/// A setting that cannot be used.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{name}: {problem}")]
pub struct ConfigError {
    /// The variable.
    pub name: &'static str,
    /// What is wrong with it.
    pub problem: String,
}

impl Config {
    /// Reads the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
    }

    /// Reads settings through `lookup` (tests pass a map).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        fn parsed<T: std::str::FromStr>(
            lookup: &impl Fn(&str) -> Option<String>,
            name: &'static str,
            default: T,
        ) -> Result<T, ConfigError> {
            match lookup(name) {
                None => Ok(default),
                Some(raw) => raw.parse().map_err(|_| ConfigError { name, problem: format!("cannot parse {raw:?}") }),
            }
        }
        let data_dir = PathBuf::from(lookup("DATA_DIR").unwrap_or_else(|| "data".into()));
        let database = match lookup("DATABASE_URL") {
            Some(url) => Database::Url(url),
            None => Database::Embedded(data_dir.join("postgres")),
        };
        let jwt_secret = lookup("JWT_SECRET");
        if let Some(secret) = &jwt_secret {
            if secret.len() < service::auth::MIN_SECRET_BYTES {
                return Err(ConfigError { name: "JWT_SECRET", problem: "must be at least 32 bytes".into() });
            }
        } else if matches!(database, Database::Url(_)) {
            return Err(ConfigError {
                name: "JWT_SECRET",
                problem: "required (at least 32 random bytes) when DATABASE_URL is set".into(),
            });
        }
        let log_format = match lookup("LOG_FORMAT").as_deref() {
            None | Some("text") => LogFormat::Text,
            Some("json") => LogFormat::Json,
            Some(other) => {
                return Err(ConfigError { name: "LOG_FORMAT", problem: format!("{other:?} is not text or json") });
            }
        };
        let millis = |name, default: Duration| -> Result<Duration, ConfigError> {
            Ok(Duration::from_millis(parsed(&lookup, name, default.as_millis() as u64)?))
        };
        let d = HttpLimits::default();
        let r = RateLimits::default();
        let pool_size = parsed(&lookup, "DB_POOL_SIZE", DEFAULT_POOL_SIZE)?;
        let per_minute =
            |name, default: u32| -> Result<u32, ConfigError> { Ok(parsed(&lookup, name, default)?.max(1)) };
        let max_connections = parsed(&lookup, "MAX_CONNECTIONS", d.max_connections)?.max(1);
        let streams = StreamLimits::within(max_connections);
        let total_streams = parsed(&lookup, "MAX_STREAMS", streams.total)?;
        let limits = HttpLimits {
            max_body_bytes: parsed(&lookup, "MAX_BODY_BYTES", d.max_body_bytes)?,
            max_header_bytes: parsed(&lookup, "MAX_HEADER_BYTES", d.max_header_bytes)?,
            header_timeout: millis("HEADER_TIMEOUT_MS", d.header_timeout)?,
            body_timeout: millis("BODY_TIMEOUT_MS", d.body_timeout)?,
            max_connections,
            workers: parsed(&lookup, "WORKERS", d.workers)?.max(1),
            blocking_threads: parsed(&lookup, "BLOCKING_THREADS", pool_size as usize)?.max(1),
            rates: RateLimits {
                login_per_account: per_minute("LOGIN_LIMIT_PER_MINUTE", r.login_per_account)?,
                auth_per_address: per_minute("AUTH_LIMIT_PER_MINUTE", r.auth_per_address)?,
                commands_per_account: per_minute("COMMAND_LIMIT_PER_SECOND", r.commands_per_account)?,
                hints_per_account: per_minute("HINT_LIMIT_PER_MINUTE", r.hints_per_account)?,
                games_per_account: per_minute("GAME_LIMIT_PER_MINUTE", r.games_per_account)?,
                imports_per_account: per_minute("IMPORT_LIMIT_PER_MINUTE", r.imports_per_account)?,
                join_codes: per_minute("JOIN_CODE_LIMIT_PER_MINUTE", r.join_codes)?,
                webhook_pings: per_minute("WEBHOOK_PING_LIMIT_PER_MINUTE", r.webhook_pings)?,
            },
            cors: match (lookup("CORS_ORIGINS"), &database) {
                (Some(raw), _) => CorsOrigins::parse(&raw)?,
                (None, Database::Embedded(_)) => CorsOrigins::Any,
                (None, Database::Url(_)) => CorsOrigins::None,
            },
            metrics: match (lookup("METRICS_TOKEN"), &database) {
                (Some(token), _) if token.len() < 16 => {
                    return Err(ConfigError { name: "METRICS_TOKEN", problem: "must be at least 16 bytes".into() });
                }
                (Some(token), _) => MetricsAccess::Token(token),
                (None, Database::Embedded(_)) => MetricsAccess::Public,
                (None, Database::Url(_)) => MetricsAccess::Off,
            },
            streams: StreamLimits {
                total: total_streams,
                anonymous: parsed(&lookup, "MAX_ANONYMOUS_STREAMS", (total_streams / 4).max(1))?,
                per_address: parsed(&lookup, "STREAMS_PER_ADDRESS", streams.per_address)?,
                per_account: parsed(&lookup, "STREAMS_PER_ACCOUNT", streams.per_account)?,
                keep_alive: millis("STREAM_KEEP_ALIVE_MS", streams.keep_alive)?.max(Duration::from_millis(10)),
            },
            proxies: TrustedProxies::parse(&lookup("TRUSTED_PROXIES").unwrap_or_default())?,
        };
        let q = GameQuotas::default();
        let game_quotas = GameQuotas {
            open_games: parsed(&lookup, "MAX_OPEN_GAMES", q.open_games)?,
            active_games: parsed(&lookup, "MAX_ACTIVE_GAMES", q.active_games)?,
            bot_games: parsed(&lookup, "MAX_BOT_GAMES", q.bot_games)?,
        };
        let w = WebhookSettings::default();
        let webhooks = WebhookSettings {
            workers: parsed(&lookup, "WEBHOOK_WORKERS", w.workers)?,
            per_account: parsed(&lookup, "WEBHOOKS_PER_ACCOUNT", w.per_account)?,
            // Trying the service out on one machine means a receiver on it too.
            allow_private: parsed(&lookup, "WEBHOOK_ALLOW_PRIVATE", matches!(database, Database::Embedded(_)))?,
            timeout: millis("WEBHOOK_TIMEOUT_MS", w.timeout)?.max(Duration::from_millis(100)),
            retry_base: millis("WEBHOOK_RETRY_BASE_MS", w.retry_base)?,
            max_attempts: parsed(&lookup, "WEBHOOK_MAX_ATTEMPTS", w.max_attempts)?.max(1),
            disable_after: parsed(&lookup, "WEBHOOK_DISABLE_AFTER", w.disable_after)?.max(1),
        };
        Ok(Config {
            bind: lookup("BIND_ADDR").unwrap_or_else(|| "127.0.0.1:8080".into()),
            database,
            data_dir,
            jwt_secret,
            token_ttl_seconds: parsed(&lookup, "TOKEN_TTL_SECONDS", 900)?,
            session_ttl_seconds: parsed(&lookup, "SESSION_TTL_SECONDS", service::auth::DEFAULT_SESSION_TTL_SECONDS)?,
            read_urls: lookup("DATABASE_READ_URLS")
                .map(|urls| urls.split(',').map(str::trim).filter(|url| !url.is_empty()).map(str::to_owned).collect())
                .unwrap_or_default(),
            standby_max_lag: millis("STANDBY_MAX_LAG_MS", Duration::from_secs(1))?.min(Duration::from_secs(3600)),
            pool_size,
            db_timeout: millis("DB_TIMEOUT_MS", Duration::from_millis(500))?,
            replay_cache_games: parsed(&lookup, "REPLAY_CACHE_GAMES", service::cache::DEFAULT_CAPACITY)?,
            bot_workers: parsed(&lookup, "BOT_WORKERS", half_the_cpus())?.max(1),
            shutdown_delay: millis("SHUTDOWN_DELAY_MS", Duration::ZERO)?,
            game_quotas,
            webhooks,
            limits,
            log_format,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn with(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::from_lookup(|name| map.get(name).cloned())
    }

    #[test]
    fn private_webhook_targets_are_allowed_only_when_trying_the_service_out() {
        assert!(with(&[]).unwrap().webhooks.allow_private, "the private set-up: a receiver on the same machine");
        let shared = [("DATABASE_URL", "postgres://db/x"), ("JWT_SECRET", "0123456789abcdef0123456789abcdef")];
        assert!(!with(&shared).unwrap().webhooks.allow_private);
        let allowed = with(&[shared[0], shared[1], ("WEBHOOK_ALLOW_PRIVATE", "true")]).unwrap();
        assert!(allowed.webhooks.allow_private);
        assert_eq!(with(&[("WEBHOOK_ALLOW_PRIVATE", "yes")]).unwrap_err().name, "WEBHOOK_ALLOW_PRIVATE");
        assert_eq!(with(&[("WEBHOOK_MAX_ATTEMPTS", "0")]).unwrap().webhooks.max_attempts, 1);
    }

    #[test]
    fn trusted_proxies_are_addresses_and_ranges() {
        assert_eq!(with(&[]).unwrap().limits.proxies, TrustedProxies::default(), "none trusted by default");
        let proxies = with(&[("TRUSTED_PROXIES", "10.0.0.0/8, 192.0.2.7,fd00::/8")]).unwrap().limits.proxies;
        let trusted = ["10.1.2.3", "192.0.2.7", "fd00::1"].map(|a| proxies.trusts(a.parse().unwrap()));
        assert_eq!(trusted, [true; 3]);
        assert!(!proxies.trusts("192.0.2.8".parse().unwrap()));
        assert_eq!(with(&[("TRUSTED_PROXIES", "10.0.0.0/33")]).unwrap_err().name, "TRUSTED_PROXIES");
    }

    #[test]
    fn cors_origins_default_by_set_up_and_parse() {
        assert_eq!(with(&[]).unwrap().limits.cors, CorsOrigins::Any, "the private set-up is for trying out");
        let shared = [("DATABASE_URL", "postgres://db/x"), ("JWT_SECRET", "0123456789abcdef0123456789abcdef")];
        assert_eq!(with(&shared).unwrap().limits.cors, CorsOrigins::None);
        let list = with(&[("CORS_ORIGINS", "https://a.example, http://localhost:3000/")]).unwrap().limits.cors;
        assert_eq!(list, CorsOrigins::List(vec!["https://a.example".into(), "http://localhost:3000".into()]));
        assert_eq!(with(&[("CORS_ORIGINS", "ftp://x")]).unwrap_err().name, "CORS_ORIGINS");
    }

    #[test]
    fn defaults_use_the_private_database() {
        let config = with(&[]).unwrap();
        assert_eq!(config.bind, "127.0.0.1:8080");
        assert_eq!(config.database, Database::Embedded(PathBuf::from("data/postgres")));
        assert_eq!((config.token_ttl_seconds, config.pool_size, config.limits.max_body_bytes), (900, 10, 65_536));
        assert_eq!(config.session_ttl_seconds, 30 * 24 * 3600);
        assert_eq!(
            (config.db_timeout, config.limits.body_timeout),
            (Duration::from_millis(500), Duration::from_secs(10))
        );
        assert_eq!(config.limits.rates, HttpLimits::default().rates);
        assert_eq!(config.log_format, LogFormat::Text);
    }

    #[test]
    fn blocking_threads_follow_the_pool_unless_set() {
        assert_eq!(with(&[]).unwrap().limits.blocking_threads, 10);
        assert_eq!(with(&[("DB_POOL_SIZE", "4")]).unwrap().limits.blocking_threads, 4);
        let set = with(&[("DB_POOL_SIZE", "4"), ("BLOCKING_THREADS", "16")]).unwrap();
        assert_eq!(set.limits.blocking_threads, 16);
    }

    #[test]
    fn environment_overrides_defaults() {
        let secret = "s".repeat(32);
        let config =
            with(&[("DATABASE_URL", "postgres://x/y"), ("JWT_SECRET", &secret), ("DB_POOL_SIZE", "3")]).unwrap();
        assert_eq!(config.database, Database::Url("postgres://x/y".into()));
        assert_eq!(config.pool_size, 3);
        let limited = with(&[("BODY_TIMEOUT_MS", "250"), ("LOGIN_LIMIT_PER_MINUTE", "3")]).unwrap();
        assert_eq!(
            (limited.limits.body_timeout, limited.limits.rates.login_per_account),
            (Duration::from_millis(250), 3)
        );
    }

    #[test]
    fn the_stored_secret_is_made_private_once_and_a_loosened_file_is_told() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("carcassonne-secret-{}", uuid::Uuid::new_v4().simple()));
        let made = StoredSecret::in_dir(&dir).unwrap();
        assert!(made.generated && !made.exposed);
        assert_eq!(made.secret.len(), 64);
        assert_eq!(std::fs::metadata(&made.path).unwrap().permissions().mode() & 0o777, 0o600);
        let again = StoredSecret::in_dir(&dir).unwrap();
        assert_eq!((again.secret.as_str(), again.generated, again.exposed), (made.secret.as_str(), false, false));
        std::fs::set_permissions(&made.path, std::fs::Permissions::from_mode(0o644)).unwrap();
        assert!(StoredSecret::in_dir(&dir).unwrap().exposed);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn bad_settings_name_the_variable() {
        assert_eq!(with(&[("DB_POOL_SIZE", "many")]).unwrap_err().name, "DB_POOL_SIZE");
        assert_eq!(with(&[("BODY_TIMEOUT_MS", "soon")]).unwrap_err().name, "BODY_TIMEOUT_MS");
        assert_eq!(with(&[("JWT_SECRET", "short")]).unwrap_err().name, "JWT_SECRET");
        assert_eq!(with(&[("DATABASE_URL", "postgres://x/y")]).unwrap_err().name, "JWT_SECRET");
        assert_eq!(with(&[("LOG_FORMAT", "xml")]).unwrap_err().name, "LOG_FORMAT");
    }
}
