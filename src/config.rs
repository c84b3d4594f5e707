//! Settings, read from environment variables with documented defaults
//! (the README's configuration table lists them).

use std::path::PathBuf;

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
    /// `DB_POOL_SIZE`, default 10.
    pub pool_size: u32,
    /// `MAX_BODY_BYTES`, default 65536: larger request bodies get 413.
    pub max_body_bytes: usize,
    /// `LOG_FORMAT`: `text` (default) or `json`. The level comes from `RUST_LOG`.
    pub log_format: LogFormat,
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
        Ok(Config {
            bind: lookup("BIND_ADDR").unwrap_or_else(|| "127.0.0.1:8080".into()),
            database,
            data_dir,
            jwt_secret,
            token_ttl_seconds: parsed(&lookup, "TOKEN_TTL_SECONDS", 86_400)?,
            pool_size: parsed(&lookup, "DB_POOL_SIZE", 10)?,
            max_body_bytes: parsed(&lookup, "MAX_BODY_BYTES", 65_536)?,
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
    fn defaults_use_the_private_database() {
        let config = with(&[]).unwrap();
        assert_eq!(config.bind, "127.0.0.1:8080");
        assert_eq!(config.database, Database::Embedded(PathBuf::from("data/postgres")));
        assert_eq!((config.token_ttl_seconds, config.pool_size, config.max_body_bytes), (86_400, 10, 65_536));
        assert_eq!(config.log_format, LogFormat::Text);
    }

    #[test]
    fn environment_overrides_defaults() {
        let secret = "s".repeat(32);
        let config =
            with(&[("DATABASE_URL", "postgres://x/y"), ("JWT_SECRET", &secret), ("DB_POOL_SIZE", "3")]).unwrap();
        assert_eq!(config.database, Database::Url("postgres://x/y".into()));
        assert_eq!(config.pool_size, 3);
    }

    #[test]
    fn bad_settings_name_the_variable() {
        assert_eq!(with(&[("DB_POOL_SIZE", "many")]).unwrap_err().name, "DB_POOL_SIZE");
        assert_eq!(with(&[("JWT_SECRET", "short")]).unwrap_err().name, "JWT_SECRET");
        assert_eq!(with(&[("DATABASE_URL", "postgres://x/y")]).unwrap_err().name, "JWT_SECRET");
        assert_eq!(with(&[("LOG_FORMAT", "xml")]).unwrap_err().name, "LOG_FORMAT");
    }
}
