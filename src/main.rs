//! The service binary.
//!
//! - `carcassonne` or `carcassonne serve`: run the HTTP service;
//! - `carcassonne migrate`: apply the database migrations and exit;
//! - `carcassonne openapi`: print the OpenAPI document;
//! - `carcassonne admin ...`: moderate (`admin.rs`).
//!
//! Settings come from the environment (see `config.rs` and the README).

use carcassonne::config::{Config, Database, LogFormat, StoredSecret};
use carcassonne::{admin, http};
use clap::{ArgMatches, Command};
use service::auth::TokenKeys;
use std::io::Write;
use std::process::ExitCode;
use storage::embedded::EmbeddedPostgres;
use storage::versions::VersionCheck;
use tracing_subscriber::filter::Targets;

/// Requests allocate and free many small blocks (a view's features, JSON
/// values, buffers): mimalloc spends a fraction of the system allocator's
/// instructions on each (docs/PERFORMANCE.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn command() -> Command {
    Command::new("carcassonne")
        .about("A Carcassonne game service: settings from the environment (README)")
        .subcommand(Command::new("serve").about("Run the HTTP service (the default)"))
        .subcommand(Command::new("migrate").about("Apply the database migrations and exit"))
        .subcommand(Command::new("openapi").about("Print the OpenAPI document"))
        .subcommand(admin::command())
}

fn main() -> ExitCode {
    let matches = command().get_matches();
    let outcome = match matches.subcommand() {
        None | Some(("serve", _)) => serve(),
        Some(("migrate", _)) => migrate(),
        Some(("openapi", _)) => print_openapi(),
        Some(("admin", matches)) => moderate(matches),
        Some((other, _)) => Err(format!("unknown command {other:?}")),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("carcassonne: {message}");
            ExitCode::FAILURE
        }
    }
}

fn print_openapi() -> Result<(), String> {
    let document = http::openapi::document().map_err(|e| e.to_string())?;
    std::io::stdout().write_all(document.as_bytes()).map_err(|e| e.to_string())
}

/// A ready database: its URL, and the private server if we run one.
struct ReadyDatabase {
    url: String,
    _embedded: Option<EmbeddedPostgres>,
}

fn database(config: &Config) -> Result<ReadyDatabase, String> {
    match &config.database {
        Database::Url(url) => Ok(ReadyDatabase { url: url.clone(), _embedded: None }),
        Database::Embedded(dir) => {
            let server = EmbeddedPostgres::start(dir).map_err(|e| e.to_string())?;
            server.ensure_database("carcassonne").map_err(|e| e.to_string())?;
            Ok(ReadyDatabase { url: server.url("carcassonne"), _embedded: Some(server) })
        }
    }
}

fn setup(config: &Config) -> Result<(ReadyDatabase, storage::DbPool), String> {
    api::registry::check_catalogs().map_err(|e| format!("embedded tile catalog: {e}"))?;
    let db = database(config)?;
    let pool = storage::pool(&db.url, config.pool_size, config.db_timeout).map_err(|e| e.to_string())?;
    let mut conn = storage::connect(&pool).map_err(|e| e.to_string())?;
    for name in storage::migrate(&mut conn).map_err(|e| e.to_string())? {
        tracing::info!(migration = name, "applied migration");
    }
    Ok((db, pool))
}

fn migrate() -> Result<(), String> {
    let config = Config::from_env().map_err(|e| e.to_string())?;
    init_logs(config.log_format);
    setup(&config).map(|_| ())
}

/// The keys tokens are signed with: `JWT_SECRET`, or the secret stored in
/// the data directory (made there the first time).
fn token_keys(config: &Config) -> Result<TokenKeys, String> {
    let secret = match &config.jwt_secret {
        Some(secret) => secret.clone(),
        None => {
            let stored = StoredSecret::in_dir(&config.data_dir).map_err(|e| e.to_string())?;
            let path = stored.path.display();
            if stored.generated {
                tracing::info!(%path, "generated a token signing secret");
            }
            if stored.exposed {
                tracing::warn!(%path, "the token signing secret is readable by others: chmod 600 it, or set JWT_SECRET");
            }
            stored.secret
        }
    };
    Ok(TokenKeys::new(secret.as_bytes(), config.token_ttl_seconds)
        .ok_or("JWT_SECRET is too short")?
        .with_session_ttl(config.session_ttl_seconds))
}

/// Takes a moderator's action and prints what it did.
fn moderate(matches: &ArgMatches) -> Result<(), String> {
    let config = Config::from_env().map_err(|e| e.to_string())?;
    init_logs(config.log_format);
    let (db, pool) = setup(&config)?;
    let hub = service::live::Hub::announcing(db.url.clone()).map_err(|e| e.to_string())?;
    let service = service::Service::new(pool, token_keys(&config)?, hub.clone());
    let outcome = admin::run(&service, matches);
    // Resignations and revoked sessions reach the running instances.
    hub.flush();
    println!("{}", outcome?);
    Ok(())
}

fn serve() -> Result<(), String> {
    let config = Config::from_env().map_err(|e| e.to_string())?;
    init_logs(config.log_format);
    let (db, pool) = setup(&config)?;
    let keys = token_keys(&config)?;
    let listener = std::net::TcpListener::bind(&config.bind).map_err(|e| format!("binding {}: {e}", config.bind))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    tracing::info!(%address, docs = %format!("http://{address}/docs/"), "serving");
    let hub = service::live::Hub::listening(db.url.clone());
    let standbys =
        storage::standbys::Standbys::start(&db.url, &config.read_urls, config.pool_size, config.standby_max_lag)
            .map_err(|e| e.to_string())?;
    let watch = storage::watch::DatabaseWatch::start(&db.url).map_err(|e| e.to_string())?;
    let service = service::Service::new(pool, keys, hub)
        .with_standbys(standbys)
        .with_database_watch(watch)
        .with_replay_cache(config.replay_cache_games)
        .with_game_quotas(config.game_quotas)
        .with_webhooks(config.webhooks.clone());
    let service = match VersionCheck::new(&db.url, config.db_timeout) {
        Some(check) => service.with_version_check(check),
        None => {
            tracing::warn!("the version check cannot read DATABASE_URL: game reads take the pool");
            service
        }
    };
    let workers = u32::try_from(config.bot_workers).map_err(|e| e.to_string())?;
    let bot_pool = storage::pool(&db.url, workers, config.db_timeout).map_err(|e| e.to_string())?;
    let bots = service.start_bot_workers(bot_pool, config.bot_workers).map_err(|e| e.to_string())?;
    let deliveries = match u32::try_from(config.webhooks.workers).map_err(|e| e.to_string())? {
        0 => None,
        workers => {
            // Workers hold a connection only to claim (one at a time) and
            // to record an outcome: a few serve many.
            let connections = workers.min(4);
            let pool = storage::lazy_commit_pool(&db.url, connections, config.db_timeout).map_err(|e| e.to_string())?;
            Some(service.start_delivery_workers(pool).map_err(|e| e.to_string())?)
        }
    };
    let shutdown_delay = config.shutdown_delay;
    actix_web::rt::System::new()
        .block_on(async move {
            let (server, shutdown) = http::serve(listener, service, config.limits)?;
            actix_web::rt::spawn(async move {
                if let Err(e) = shutdown.on_signals(shutdown_delay).await {
                    tracing::error!(error = %e, "cannot listen for SIGTERM and SIGINT");
                }
            });
            server.await
        })
        .map_err(|e| e.to_string())?;
    drop((bots, deliveries));
    tracing::info!("stopped");
    drop(db);
    Ok(())
}

/// Logs to stderr, filtered by `RUST_LOG`: `target=level` directives and a
/// default level (`warn,carcassonne=debug`), `info` when unset or unreadable.
fn init_logs(format: LogFormat) {
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::util::SubscriberInitExt;
    let info = || Targets::new().with_default(tracing::Level::INFO);
    let asked = std::env::var("RUST_LOG").ok().filter(|directives| !directives.trim().is_empty());
    let (filter, unreadable) = match asked.as_deref().map(str::parse::<Targets>) {
        Some(Ok(filter)) => (filter, None),
        Some(Err(e)) => (info(), Some(e)),
        None => (info(), None),
    };
    // The filter decides every level: the builder's own default stops at info.
    let builder = tracing_subscriber::fmt().with_max_level(tracing::Level::TRACE).with_writer(std::io::stderr);
    match format {
        LogFormat::Json => builder.json().finish().with(filter).init(),
        LogFormat::Text => builder.finish().with(filter).init(),
    }
    if let Some(e) = unreadable {
        tracing::warn!(error = %e, "RUST_LOG cannot be read; logging at info");
    }
}
