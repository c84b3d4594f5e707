//! The use cases of the service, between the HTTP layer and the engine and
//! storage: accounts, the lobby (create, join, start), and play (legal
//! moves, commands, the public log). Every method blocks (database,
//! password hashing); the HTTP layer runs them on the blocking pool. Each
//! use-case group has its own error enum.
//!
//! Besides the use cases: [`auth`] (password hashes and signed tokens).
//! What the API says (bodies, rule sets' JSON, pictures) is the `api`
//! crate's.

mod accounts;
mod analyses;
pub mod audit;
pub mod auth;
mod bot_workers;
mod bots;
pub mod cache;
pub mod challenges;
mod clocks;
mod cursor;
mod deletion;
mod games;
mod history;
pub mod live;
mod lobby;
mod log;
pub mod moderation;
pub mod notifications;
mod play;
pub mod profiles;
mod quotas;
pub mod ratings;
pub mod reads;
mod results;
mod rulesets;
pub mod seeks;
mod sessions;
mod tickets;
pub mod webhooks;

pub use accounts::AccountError;
pub use bot_workers::BotWorkers;
pub use bots::THINKING_TIME;
pub use lobby::{GameQuery, LobbyError, Standing};
pub use log::LogReader;
pub use play::{MAX_EVENTS_PAGE, PlayError, Precondition, Submission, etag_seq};
pub use quotas::{GameQuotas, QuotaExceeded};
pub use sessions::SESSION_CHECK_INTERVAL;
pub use tickets::{TICKET_LIFETIME, TicketError};

use crate::auth::TokenKeys;
use api::Internal;
use sha2::Digest;
use std::sync::Arc;
use storage::idempotency::{self, Remembered};
use storage::{DbConn, DbPool, StorageError};

/// Shared handles of the use cases.
#[derive(Clone)]
pub struct Service {
    pool: DbPool,
    keys: TokenKeys,
    hub: Arc<live::Hub>,
    cache: Arc<cache::ReplayCache>,
    quotas: GameQuotas,
    sessions: Arc<sessions::SessionChecks>,
    webhooks: webhooks::WebhookSettings,
    standbys: storage::standbys::Standbys,
    standby_reads: Arc<reads::StandbyReads>,
    watch: storage::watch::DatabaseWatch,
    version_check: Option<storage::versions::VersionCheck>,
}

/// A request's `Idempotency-Key` and the hash of what it asks.
#[derive(Clone, Debug)]
pub struct Idempotency {
    /// The client's key.
    pub key: String,
    /// SHA-256 of method, path and body.
    pub request_hash: String,
}

/// A result, or the response remembered for a retried request.
#[derive(Debug)]
pub enum Outcome<T> {
    /// Done now.
    Fresh(T),
    /// Done before, under the same `Idempotency-Key`.
    Replayed {
        /// The first response's status.
        status: u16,
        /// The first response's body.
        body: serde_json::Value,
    },
}

/// The account making a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    /// Account id ([`Caller::ANONYMOUS`]: none).
    pub account_id: i64,
    /// The session (signed-in device) of its access token; `None` for the
    /// anonymous caller and a stream ticket's.
    pub session: Option<i64>,
}

impl Caller {
    /// Someone not signed in, reading public games: an id no account has
    /// (account ids start at 1).
    pub const ANONYMOUS: Caller = Caller { account_id: 0, session: None };

    /// Account `account_id` without a session (a stream ticket's caller).
    pub fn account(account_id: i64) -> Caller {
        Caller { account_id, session: None }
    }
}

impl Service {
    /// Use cases over `pool`, signing tokens with `keys`, announcing and
    /// hearing appends through `hub`.
    pub fn new(pool: DbPool, keys: TokenKeys, hub: Arc<live::Hub>) -> Service {
        let cache = Arc::new(cache::ReplayCache::new(cache::DEFAULT_CAPACITY));
        let sessions = Arc::new(sessions::SessionChecks::new(SESSION_CHECK_INTERVAL));
        let webhooks = webhooks::WebhookSettings::default();
        Service {
            pool,
            keys,
            hub,
            cache,
            quotas: GameQuotas::default(),
            sessions,
            webhooks,
            standbys: storage::standbys::Standbys::default(),
            standby_reads: Arc::default(),
            watch: storage::watch::DatabaseWatch::default(),
            version_check: None,
        }
    }

    /// The same, letting the HTTP workers ask a game's version themselves
    /// (`check`, on the primary) and answer reads of an unchanged game from
    /// the replay cache ([`Service::game_at`], [`Service::legal_moves_at`]).
    pub fn with_version_check(self, check: storage::versions::VersionCheck) -> Service {
        Service { version_check: Some(check), ..self }
    }

    /// Where the HTTP workers ask a game's version, if they do: not with
    /// standbys (they take the reads that may lag), nor without a cache to
    /// answer from.
    pub fn version_check(&self) -> Option<&storage::versions::VersionCheck> {
        let standbys = self.standbys.counts().0;
        self.version_check.as_ref().filter(|_| standbys == 0 && self.cache.keeps_games())
    }

    /// The same, sending reads that may be a little behind to `standbys`
    /// (see [`reads`]).
    pub fn with_standbys(self, standbys: storage::standbys::Standbys) -> Service {
        Service { standbys, ..self }
    }

    /// The same, with `watch` keeping an eye on the database for the
    /// operators' metrics (without one, the role stays unknown).
    pub fn with_database_watch(self, watch: storage::watch::DatabaseWatch) -> Service {
        Service { watch, ..self }
    }

    /// What the database watch saw last.
    pub fn database_seen(&self) -> storage::watch::Seen {
        self.watch.seen()
    }

    /// The standbys (how many, how many fit) and what became of the reads
    /// sent to them.
    pub fn standby_reads(&self) -> ((usize, usize), [(reads::StandbyRead, u64); 3]) {
        (self.standbys.counts(), self.standby_reads.counts())
    }

    /// The same, trusting what it read of a session for `interval` (zero:
    /// every request reads it).
    pub fn with_session_checks(self, interval: std::time::Duration) -> Service {
        Service { sessions: Arc::new(sessions::SessionChecks::new(interval)), ..self }
    }

    /// The same, holding each account to `quotas`.
    pub fn with_game_quotas(self, quotas: GameQuotas) -> Service {
        Service { quotas, ..self }
    }

    /// The same, replaying through a cache of at most `games` games (0:
    /// every request replays the whole log).
    pub fn with_replay_cache(self, games: usize) -> Service {
        Service { cache: Arc::new(cache::ReplayCache::new(games)), ..self }
    }

    /// The database pool's connections now.
    pub fn pool_state(&self) -> storage::PoolState {
        self.pool.state()
    }

    /// How long requests waited for the pool's connections.
    pub fn pool_waits(&self) -> storage::PoolWaits {
        self.pool.waits()
    }

    /// Live streams open on this instance.
    pub fn stream_subscribers(&self) -> usize {
        self.hub.subscribers()
    }

    /// How long notices of appends took to reach this instance.
    pub fn notice_lag(&self) -> prometheus_client::metrics::histogram::Histogram {
        self.hub.notice_lag()
    }

    /// The replay cache (its counts feed the metrics).
    pub fn replay_cache(&self) -> &cache::ReplayCache {
        &self.cache
    }

    /// Notices of appends by any instance.
    pub fn subscribe(&self) -> tokio::sync::broadcast::Receiver<live::Notice> {
        self.hub.subscribe()
    }

    /// The token keys (the HTTP layer checks tokens with them).
    pub fn keys(&self) -> &TokenKeys {
        &self.keys
    }

    /// The answer remembered under the caller's `Idempotency-Key` for the
    /// same request, if it was applied before.
    pub fn remembered_answer(
        &self,
        caller: &Caller,
        idempotency: &Idempotency,
    ) -> Result<Option<Outcome<()>>, PlayError> {
        let mut conn = storage::connect(&self.pool)?;
        Ok(remembered(&mut conn, caller, Some(idempotency))?)
    }

    /// Whether the database answers.
    pub fn ready(&self) -> Result<(), storage::StorageError> {
        storage::ping(&self.pool)
    }
}

/// Whether the caller's account exists. A valid token can outlive its
/// account (a database reset with the signing secret kept); writes check
/// first, so that such a token gets 401 rather than a failure deep in a
/// transaction.
fn known(conn: &mut DbConn, caller: &Caller) -> Result<bool, StorageError> {
    storage::accounts::exists(conn, caller.account_id)
}

/// An `Idempotency-Key` could not be honoured.
#[derive(Debug, thiserror::Error)]
pub enum IdempotencyError {
    /// The key was used for a different request.
    #[error("this Idempotency-Key was used for a different request")]
    Reused,
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

/// The response remembered under the request's key, if any.
fn remembered<T>(
    conn: &mut DbConn,
    caller: &Caller,
    idempotency: Option<&Idempotency>,
) -> Result<Option<Outcome<T>>, IdempotencyError> {
    let Some(key) = idempotency else {
        return Ok(None);
    };
    match idempotency::find(conn, caller.account_id, &key.key)? {
        Some(r) if r.request_hash == key.request_hash => {
            Ok(Some(Outcome::Replayed { status: u16::try_from(r.status).unwrap_or(200), body: r.response }))
        }
        Some(_) => Err(IdempotencyError::Reused),
        None => Ok(None),
    }
}

/// Remembers `response` with `status` under the request's key, in the
/// caller's transaction.
fn remember(
    conn: &mut DbConn,
    caller: &Caller,
    idempotency: Option<&Idempotency>,
    status: i16,
    response: &impl serde::Serialize,
) -> Result<(), StorageError> {
    let Some(key) = idempotency else {
        return Ok(());
    };
    let response = serde_json::to_value(response).map_err(|e| StorageError::Unencodable(e.to_string()))?;
    idempotency::remember(
        conn,
        caller.account_id,
        &key.key,
        &Remembered { request_hash: key.request_hash.clone(), status, response },
    )
}

/// `N` bytes from the operating system's generator.
fn random_bytes<const N: usize>() -> Result<[u8; N], Internal> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| Internal::new(format!("no randomness: {e}")))?;
    Ok(bytes)
}

/// `bytes` as lower-case hex digits.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `N` random bytes as `2N` lower-case hex digits (codes, tickets).
fn random_hex<const N: usize>() -> Result<String, Internal> {
    Ok(hex(&random_bytes::<N>()?))
}

/// How a secret this service hands out (a stream ticket, a refresh token)
/// is stored: its SHA-256 in hex, so that the stored value opens nothing.
fn stored_hash(secret: &str) -> String {
    hex(&sha2::Sha256::digest(secret.as_bytes()))
}
