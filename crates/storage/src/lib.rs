//! PostgreSQL storage through diesel and an r2d2 pool: accounts, games and
//! each game's append-only event log. Every function here is blocking; the
//! HTTP layer calls them through `web::block`.

pub mod accounts;
pub mod analyses;
pub mod announcer;
pub mod bot_turns;
pub mod challenges;
pub mod embedded;
pub mod games;
pub mod idempotency;
mod json_text;
pub mod moderation;
pub mod notices;
mod pool;
mod probe;
pub mod ratings;
mod schema;
pub mod seeks;
pub mod sessions;
pub mod standbys;
mod suspension;
pub mod tickets;
pub mod versions;
pub mod watch;
pub mod webhooks;

use diesel::PgConnection;
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};
pub use json_text::JsonText;
pub use pool::{DbConn, DbPool, PoolState, PoolWaits, connect, lazy_commit_pool, pool};

/// The SQL migrations of `migrations/`, compiled in.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations");

/// What can go wrong when talking to the database.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// No connection could be had (database down or pool exhausted).
    #[error("database unavailable: {0}")]
    Unavailable(String),
    /// A concurrent change won (stale sequence number, unique key taken).
    #[error("conflict: {0}")]
    Conflict(&'static str),
    /// Any other database error.
    #[error("database error: {0}")]
    Query(diesel::result::Error),
    /// Stored data that this version cannot read.
    #[error("corrupt stored data: {what}")]
    Corrupt {
        /// What could not be read.
        what: String,
        /// Why, when an error said so.
        #[source]
        cause: Option<Box<dyn std::error::Error + Send + Sync + 'static>>,
    },
    /// A value that could not be encoded for storage (a bug: every stored
    /// value is one of this service's own types).
    #[error("a value could not be encoded for storage: {0}")]
    Unencodable(String),
    /// A call this layer refuses: a bug in the caller, not the database's
    /// failure (an append without events).
    #[error("storage misused: {0}")]
    Misuse(&'static str),
    /// A migration did not apply.
    #[error("migration failed: {0}")]
    Migration(String),
    /// Text the database cannot store (a NUL character): the request's
    /// fault, though the edge refuses such text before it gets here.
    #[error("text the database cannot store: {0}")]
    UnstorableText(String),
}

impl StorageError {
    /// Stored `what` cannot be read.
    pub fn corrupt(what: impl Into<String>) -> StorageError {
        StorageError::Corrupt { what: what.into(), cause: None }
    }

    /// Stored `what` cannot be read, because of `cause`.
    pub fn corrupt_by(
        what: impl Into<String>,
        cause: impl Into<Box<dyn std::error::Error + Send + Sync + 'static>>,
    ) -> StorageError {
        StorageError::Corrupt { what: what.into(), cause: Some(cause.into()) }
    }
}

impl From<diesel::result::Error> for StorageError {
    /// A connection that broke or could not be used (the server stopped or
    /// restarted under the request) means the database is unavailable, not
    /// that the request failed.
    fn from(e: diesel::result::Error) -> Self {
        if lost_connection(&e) {
            StorageError::Unavailable(e.to_string())
        } else if unstorable_text(&e) {
            StorageError::UnstorableText(e.to_string())
        } else {
            StorageError::Query(e)
        }
    }
}

/// Runs `work` in one transaction on `conn`: committed when it returns
/// `Ok`, rolled back when it returns `Err` or the database fails (that
/// failure comes back as a [`StorageError`] in `E`).
pub fn transaction<T, E: From<StorageError>>(
    conn: &mut DbConn,
    work: impl FnOnce(&mut DbConn) -> Result<T, E>,
) -> Result<T, E> {
    /// The work's own error, or the database's.
    enum Failure<E> {
        Work(E),
        Database(diesel::result::Error),
    }
    impl<E> From<diesel::result::Error> for Failure<E> {
        fn from(e: diesel::result::Error) -> Self {
            Failure::Database(e)
        }
    }
    diesel::Connection::transaction(conn, |conn| work(conn).map_err(Failure::Work)).map_err(|failure| match failure {
        Failure::Work(e) => e,
        Failure::Database(e) => E::from(StorageError::from(e)),
    })
}

/// The error of an insert: a unique key already taken is the conflict
/// `what` (a username, a seat, a sequence number another append took).
fn taken(what: &'static str) -> impl FnOnce(diesel::result::Error) -> StorageError {
    use diesel::result::{DatabaseErrorKind, Error};
    move |e| match e {
        Error::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => StorageError::Conflict(what),
        other => other.into(),
    }
}

/// Whether `e` says the connection is gone, also when a commit failed and
/// so did the rollback after it (the server stopped mid-commit).
fn lost_connection(e: &diesel::result::Error) -> bool {
    use diesel::result::{DatabaseErrorKind, Error};
    match e {
        Error::DatabaseError(DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand, _) => true,
        Error::DatabaseError(_, info) => connection_lost(info.message()),
        Error::RollbackErrorOnCommit { rollback_error, commit_error } => {
            lost_connection(rollback_error) || lost_connection(commit_error)
        }
        Error::BrokenTransactionManager => true,
        _ => false,
    }
}

/// Whether the server refused text it cannot store: a NUL byte in text
/// (SQLSTATE 22021) or `\u0000` in JSON (22P05), which diesel reports
/// without the SQLSTATE.
fn unstorable_text(e: &diesel::result::Error) -> bool {
    matches!(e, diesel::result::Error::DatabaseError(_, info)
        if info.message().starts_with("invalid byte sequence for encoding")
            || info.message().starts_with("unsupported Unicode escape sequence"))
}

/// Whether a server message says the connection is gone (libpq reports
/// these without a SQLSTATE diesel exposes), or is as good as gone: its
/// server is no longer the primary (demoted by a failover, it refuses
/// writes), so the connection must be dropped for one to the new primary.
fn connection_lost(message: &str) -> bool {
    const LOST: [&str; 6] = [
        "server closed the connection",
        "terminating connection",
        "connection to server",
        "no connection to the server",
        "the database system is shutting down",
        "in a read-only transaction",
    ];
    LOST.iter().any(|lost| message.contains(lost))
}

/// The advisory lock that instances starting together take in turn to
/// migrate (an arbitrary key, the same for every instance).
const MIGRATION_LOCK: i64 = 0x6361_7263_6173_736f;

/// Applies the migrations that have not run yet; returns their names.
/// Instances starting at once over one database migrate one at a time:
/// the first applies them, the others find nothing left to do.
pub fn migrate(conn: &mut PgConnection) -> Result<Vec<String>, StorageError> {
    use diesel::RunQueryDsl;
    use diesel::sql_types::BigInt;
    let lock = |statement: &str, conn: &mut PgConnection| {
        diesel::sql_query(statement).bind::<BigInt, _>(MIGRATION_LOCK).execute(conn).map(|_| ())
    };
    lock("SELECT pg_advisory_lock($1)", conn)?;
    let applied = conn
        .run_pending_migrations(MIGRATIONS)
        .map(|done| done.iter().map(ToString::to_string).collect())
        .map_err(|e| StorageError::Migration(e.to_string()));
    lock("SELECT pg_advisory_unlock($1)", conn)?;
    applied
}

/// Checks that the database answers.
pub fn ping(pool: &DbPool) -> Result<(), StorageError> {
    use diesel::RunQueryDsl;
    let mut conn = connect(pool)?;
    diesel::sql_query("SELECT 1").execute(&mut conn)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use diesel::result::{DatabaseErrorKind, Error};

    fn server_says(message: &str) -> Error {
        Error::DatabaseError(DatabaseErrorKind::Unknown, Box::new(message.to_owned()))
    }

    /// A commit whose rollback failed too, because the server went away,
    /// is an outage (503), not a failed request (500); a real query error
    /// is not.
    #[test]
    fn a_lost_connection_is_unavailability_even_mid_commit() {
        let mid_commit = Error::RollbackErrorOnCommit {
            rollback_error: Box::new(server_says("server closed the connection unexpectedly")),
            commit_error: Box::new(server_says("server closed the connection unexpectedly")),
        };
        assert!(matches!(StorageError::from(mid_commit), StorageError::Unavailable(_)));
        assert!(matches!(StorageError::from(Error::BrokenTransactionManager), StorageError::Unavailable(_)));
        let query = server_says("column \"nope\" does not exist");
        assert!(matches!(StorageError::from(query), StorageError::Query(_)));
        let nul = server_says("invalid byte sequence for encoding \"UTF8\": 0x00");
        assert!(matches!(StorageError::from(nul), StorageError::UnstorableText(_)));
    }

    /// A write refused by a server that a failover demoted (or that
    /// pg_auto_failover keeps read-only until its old primary is surely
    /// gone) is an outage, and its connection is dropped for one to the
    /// new primary.
    #[test]
    fn a_demoted_server_is_unavailability() {
        let refused = server_says("cannot execute INSERT in a read-only transaction");
        assert!(lost_connection(&refused));
        assert!(matches!(StorageError::from(refused), StorageError::Unavailable(_)));
    }
}
