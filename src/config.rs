//! Settings, read from environment variables with documented defaults
//! (the README's configuration table lists them).

use std::path::PathBuf;
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
    /// `TOKEN_TTL_SECONDS`, default 86400.
    pub token_ttl_seconds: u64,
    /// `DB_POOL_SIZE`, default [`DEFAULT_POOL_SIZE`].
    pub pool_size: u32,
    /// `DB_TIMEOUT_MS`, default 500: the longest a request waits for a
    /// database connection before it gets 503.
    pub db_timeout: Duration,
    /// `REPLAY_CACHE_GAMES`, default 1000: games whose replayed state each
    /// instance keeps (0: every request replays the whole log).
    pub replay_cache_games: usize,
    /// Limits on requests and clients.
    pub limits: HttpLimits,
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
    /// `WORKERS`, default the number of CPUs: HTTP worker threads.
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
}

impl Default for HttpLimits {
    fn default() -> Self {
        HttpLimits {
            max_body_bytes: 65_536,
            max_header_bytes: 8_192,
            header_timeout: Duration::from_millis(5_000),
            body_timeout: Duration::from_millis(10_000),
            max_connections: 1_024,
            workers: std::thread::available_parallelism().map_or(2, usize::from),
            blocking_threads: DEFAULT_POOL_SIZE as usize,
            cors: CorsOrigins::None,
            rates: RateLimits {
                login_per_account: 10,
                auth_per_address: 60,
                commands_per_account: 20,
                hints_per_account: 30,
            },
        }
    }
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
            if secret.len() < crate::auth::MIN_SECRET_BYTES {
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
        let pool_size = parsed(&lookup, "DB_POOL_SIZE", DEFAULT_POOL_SIZE)?;
        let limits = HttpLimits {
            max_body_bytes: parsed(&lookup, "MAX_BODY_BYTES", d.max_body_bytes)?,
            max_header_bytes: parsed(&lookup, "MAX_HEADER_BYTES", d.max_header_bytes)?,
            header_timeout: millis("HEADER_TIMEOUT_MS", d.header_timeout)?,
            body_timeout: millis("BODY_TIMEOUT_MS", d.body_timeout)?,
            max_connections: parsed(&lookup, "MAX_CONNECTIONS", d.max_connections)?.max(1),
            workers: parsed(&lookup, "WORKERS", d.workers)?.max(1),
            blocking_threads: parsed(&lookup, "BLOCKING_THREADS", pool_size as usize)?.max(1),
            rates: RateLimits {
                login_per_account: parsed(&lookup, "LOGIN_LIMIT_PER_MINUTE", d.rates.login_per_account)?.max(1),
                auth_per_address: parsed(&lookup, "AUTH_LIMIT_PER_MINUTE", d.rates.auth_per_address)?.max(1),
                commands_per_account: parsed(&lookup, "COMMAND_LIMIT_PER_SECOND", d.rates.commands_per_account)?.max(1),
                hints_per_account: parsed(&lookup, "HINT_LIMIT_PER_MINUTE", d.rates.hints_per_account)?.max(1),
            },
            cors: match (lookup("CORS_ORIGINS"), &database) {
                (Some(raw), _) => CorsOrigins::parse(&raw)?,
                (None, Database::Embedded(_)) => CorsOrigins::Any,
                (None, Database::Url(_)) => CorsOrigins::None,
            },
        };
        Ok(Config {
            bind: lookup("BIND_ADDR").unwrap_or_else(|| "127.0.0.1:8080".into()),
            database,
            data_dir,
            jwt_secret,
            token_ttl_seconds: parsed(&lookup, "TOKEN_TTL_SECONDS", 86_400)?,
            pool_size,
            db_timeout: millis("DB_TIMEOUT_MS", Duration::from_millis(500))?,
            replay_cache_games: parsed(&lookup, "REPLAY_CACHE_GAMES", crate::service::cache::DEFAULT_CAPACITY)?,
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
        assert_eq!((config.token_ttl_seconds, config.pool_size, config.limits.max_body_bytes), (86_400, 10, 65_536));
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
    fn bad_settings_name_the_variable() {
        assert_eq!(with(&[("DB_POOL_SIZE", "many")]).unwrap_err().name, "DB_POOL_SIZE");
        assert_eq!(with(&[("BODY_TIMEOUT_MS", "soon")]).unwrap_err().name, "BODY_TIMEOUT_MS");
        assert_eq!(with(&[("JWT_SECRET", "short")]).unwrap_err().name, "JWT_SECRET");
        assert_eq!(with(&[("DATABASE_URL", "postgres://x/y")]).unwrap_err().name, "JWT_SECRET");
        assert_eq!(with(&[("LOG_FORMAT", "xml")]).unwrap_err().name, "LOG_FORMAT");
    }
}
