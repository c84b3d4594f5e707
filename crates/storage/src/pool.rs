//! The connection pool. A connection is not tested when it is taken (that
//! would cost every request a round trip): one whose server went away is
//! noticed by the query that fails on it and dropped when it is returned,
//! so that after an outage each request finds a fresh connection. Every
//! checkout is measured: how long it waited, and whether it gave up.

use super::{StorageError, lost_connection};
use diesel::PgConnection;
use diesel::connection::{Connection, Instrumentation, InstrumentationEvent, SimpleConnection};
use diesel::r2d2::{ConnectionManager, ManageConnection, Pool, PooledConnection};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use std::cell::Cell;
use std::time::{Duration, Instant};

/// A pool of database connections, and how long checkouts from it waited;
/// cheap to clone (clones share both).
#[derive(Clone)]
pub struct DbPool {
    pool: Pool<Manager>,
    waits: PoolWaits,
}

/// How long checkouts from one pool waited for a connection.
#[derive(Clone, Debug)]
pub struct PoolWaits {
    /// Seconds each checkout that got a connection waited: from 0.1 ms
    /// to about 3 s, doubling.
    pub waited: Histogram,
    /// Checkouts that got no connection (none free in time, or the
    /// database did not answer).
    pub failed: Counter,
}

impl DbPool {
    /// How many connections the pool holds, and how many of them are idle.
    pub fn state(&self) -> PoolState {
        self.pool.state()
    }

    /// How long its checkouts waited (shared with the pool).
    pub fn waits(&self) -> PoolWaits {
        self.waits.clone()
    }
}

/// One pooled connection.
pub type DbConn = PooledConnection<Manager>;

/// How many connections the pool holds, and how many of them are idle.
pub type PoolState = diesel::r2d2::State;

thread_local! {
    /// Whether a query of this thread found its connection gone since the
    /// thread last took one. A connection is used and returned by the one
    /// thread that took it, so the flag speaks of the connection returned.
    static LOST: Cell<bool> = const { Cell::new(false) };
}

/// Opens PostgreSQL connections that report a lost server, and drops them
/// when they come back to the pool.
pub struct Manager {
    inner: ConnectionManager<PgConnection>,
    /// Whether commits return before their WAL is flushed.
    lazy_commits: bool,
}

impl ManageConnection for Manager {
    type Connection = PgConnection;
    type Error = diesel::r2d2::Error;

    fn connect(&self) -> Result<PgConnection, Self::Error> {
        let mut conn = self.inner.connect()?;
        if self.lazy_commits {
            conn.batch_execute("SET synchronous_commit = off").map_err(diesel::r2d2::Error::QueryError)?;
        }
        conn.set_instrumentation(NoticeLoss);
        Ok(conn)
    }

    fn is_valid(&self, conn: &mut PgConnection) -> Result<(), Self::Error> {
        self.inner.is_valid(conn)
    }

    fn has_broken(&self, conn: &mut PgConnection) -> bool {
        LOST.replace(false) || self.inner.has_broken(conn)
    }
}

/// Marks the thread's connection lost when a query says so.
struct NoticeLoss;

impl Instrumentation for NoticeLoss {
    fn on_connection_event(&mut self, event: InstrumentationEvent<'_>) {
        if let InstrumentationEvent::FinishQuery { error: Some(error), .. } = event
            && lost_connection(error)
        {
            LOST.set(true);
        }
    }
}

/// Opens a pool of `size` connections on `url`. Connections are made
/// lazily, so a database that is down at start-up shows as 503 until it is
/// back; a request waits at most `checkout` for a connection, so that an
/// outage answers 503 quickly.
pub fn pool(url: &str, size: u32, checkout: Duration) -> Result<DbPool, StorageError> {
    build(url, size, checkout, false)
}

/// The same, for work whose writes may be lost in a crash of the database
/// without harm (the webhook outbox's claims and outcomes: a lost one only
/// means a message sent again, as at-least-once delivery allows): its
/// commits do not wait for the WAL to reach the disk, which spares the
/// database a flush per delivery.
pub fn lazy_commit_pool(url: &str, size: u32, checkout: Duration) -> Result<DbPool, StorageError> {
    build(url, size, checkout, true)
}

pub(crate) fn build(url: &str, size: u32, checkout: Duration, lazy_commits: bool) -> Result<DbPool, StorageError> {
    let pool = Pool::builder()
        .max_size(size)
        .min_idle(Some(0))
        .test_on_check_out(false)
        .connection_timeout(checkout)
        .build(Manager { inner: ConnectionManager::new(url), lazy_commits })
        .map_err(|e| StorageError::Unavailable(e.to_string()))?;
    let waits = PoolWaits { waited: Histogram::new(exponential_buckets(0.0001, 2.0, 15)), failed: Counter::default() };
    Ok(DbPool { pool, waits })
}

/// Takes a connection from the pool.
pub fn connect(pool: &DbPool) -> Result<DbConn, StorageError> {
    LOST.set(false);
    let started = Instant::now();
    match pool.pool.get() {
        Ok(conn) => {
            pool.waits.waited.observe(started.elapsed().as_secs_f64());
            Ok(conn)
        }
        Err(e) => {
            pool.waits.failed.inc();
            Err(StorageError::Unavailable(e.to_string()))
        }
    }
}
