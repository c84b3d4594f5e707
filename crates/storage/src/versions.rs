//! A game's version asked without leaving the HTTP worker: each worker
//! keeps one asynchronous connection (tokio-postgres, the client the
//! `postgres` crate is built on) and sends its questions down it
//! pipelined, so that a read the replay cache can answer needs no thread
//! hand-off. Any failure or delay answers `None`, and the caller takes the
//! pooled way instead: the check only ever saves work.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::str::FromStr;
use std::time::{Duration, Instant};
use tokio_postgres::{Client, Config, NoTls, Statement};
use uuid::Uuid;

/// The query: the version of one game, the id sent as text.
const VERSION_OF: &str = "SELECT version FROM games WHERE id = $1::text::uuid";

/// How long a worker waits before it tries to connect again after a
/// failure (meanwhile every read takes the pooled way).
const RETRY_AFTER: Duration = Duration::from_secs(1);

/// Where versions are asked, and how long an answer may take: shared by
/// the workers, each of which makes its own [`WorkerVersions`] from it.
#[derive(Clone, Debug)]
pub struct VersionCheck {
    config: Config,
    timeout: Duration,
}

impl VersionCheck {
    /// Versions from the database at `url`, each answer awaited at most
    /// `timeout` (connecting too). `None` when `url` cannot be read as a
    /// connection string.
    pub fn new(url: &str, timeout: Duration) -> Option<VersionCheck> {
        let mut config = Config::from_str(url).ok()?;
        config.connect_timeout(timeout);
        Some(VersionCheck { config, timeout })
    }
}

/// One worker's connection for [`VersionCheck`], made when first needed
/// and made again after a failure. Not `Send`: it belongs to the worker
/// (its connection task runs on the worker's local task set).
pub struct WorkerVersions {
    check: VersionCheck,
    connection: RefCell<Option<Rc<Asking>>>,
    connecting: Cell<bool>,
    failed_at: Cell<Option<Instant>>,
}

/// An open connection and its prepared query.
struct Asking {
    client: Client,
    statement: Statement,
}

impl WorkerVersions {
    /// A worker's connection for `check`, not yet open.
    pub fn new(check: VersionCheck) -> WorkerVersions {
        WorkerVersions {
            check,
            connection: RefCell::default(),
            connecting: Cell::new(false),
            failed_at: Cell::new(None),
        }
    }

    /// Game `id`'s version now, as the database says; `None` when the game
    /// does not exist or the answer did not come (no connection, an error,
    /// the timeout).
    pub async fn version(&self, id: Uuid) -> Option<i64> {
        let asking = self.asking().await?;
        let id = id.to_string();
        let answer = tokio::time::timeout(self.check.timeout, asking.client.query_opt(&asking.statement, &[&id])).await;
        match answer {
            Ok(Ok(row)) => row.and_then(|row| row.try_get(0).ok()),
            Ok(Err(e)) => {
                self.failed(&e);
                None
            }
            Err(_) => {
                tracing::debug!("a version check timed out; the pool answers");
                None
            }
        }
    }

    /// The open connection, opened now if there is none (unless another
    /// request is opening it, or one failed less than [`RETRY_AFTER`] ago).
    async fn asking(&self) -> Option<Rc<Asking>> {
        let open = self.connection.borrow().clone();
        if let Some(asking) = open.filter(|asking| !asking.client.is_closed()) {
            return Some(asking);
        }
        let recently_failed = self.failed_at.get().is_some_and(|at| at.elapsed() < RETRY_AFTER);
        if self.connecting.get() || recently_failed {
            return None;
        }
        self.connecting.set(true);
        let opened = self.open().await;
        self.connecting.set(false);
        match opened {
            Ok(asking) => {
                let asking = Rc::new(asking);
                self.failed_at.set(None);
                *self.connection.borrow_mut() = Some(asking.clone());
                Some(asking)
            }
            Err(e) => {
                self.failed(&e);
                None
            }
        }
    }

    async fn open(&self) -> Result<Asking, tokio_postgres::Error> {
        let (client, connection) = self.check.config.connect(NoTls).await?;
        tokio::task::spawn_local(async move {
            if let Err(e) = connection.await {
                tracing::debug!(error = %e, "a worker's version connection closed");
            }
        });
        let statement = client.prepare(VERSION_OF).await?;
        Ok(Asking { client, statement })
    }

    fn failed(&self, error: &tokio_postgres::Error) {
        tracing::debug!(error = %error, "cannot check a game's version on the worker; the pool answers");
        self.connection.borrow_mut().take();
        self.failed_at.set(Some(Instant::now()));
    }
}
