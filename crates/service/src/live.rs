//! Live updates: every append is announced through PostgreSQL
//! (`NOTIFY`) once it has committed, several at a time
//! ([`storage::announcer`]); each instance listens on one connection and
//! fans the notices out to its open streams.

use crate::notifications::Notification;
use lru::LruCache;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use serde::{Deserialize, Serialize};
use std::num::NonZeroUsize;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;
use storage::announcer::Announcer;
use storage::notices::{self, Heard};
use storage::{DbConn, StorageError};
use tokio::sync::broadcast;
use uuid::Uuid;

/// An announcement of an append (or of notifications about something
/// else: a challenge; or of sessions revoked), as sent through PostgreSQL.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    /// The game appended to; none for notifications of something else.
    pub game: Option<Uuid>,
    /// Its last sequence number now.
    pub seq: i32,
    /// What the append tells which account (their streams filter these).
    #[serde(default)]
    pub notifications: Vec<Notification>,
    /// Whether a bot decides next (bot workers wake up for it).
    #[serde(default)]
    pub bot_to_move: bool,
    /// When the append was sent to the database, in microseconds since the
    /// epoch (0: not said, by an older instance).
    #[serde(default)]
    pub sent_us: i64,
    /// Whether the append wrote webhook deliveries (the delivery workers
    /// wake up for them).
    #[serde(default)]
    pub deliveries: bool,
    /// Sessions just revoked (signed out, the account deleted, ...):
    /// every instance refuses them from now on, without waiting to read
    /// them again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub revoked_sessions: Vec<i64>,
}

impl Notice {
    /// The notices of a payload: a batch (a JSON array, from an
    /// [`Announcer`]) or one notice (announced in a transaction).
    fn batch(payload: &str) -> Result<Vec<Notice>, serde_json::Error> {
        if payload.trim_start().starts_with('[') {
            serde_json::from_str(payload)
        } else {
            serde_json::from_str(payload).map(|notice| vec![notice])
        }
    }
}

/// Tells `notifications` (of something other than an append: a challenge,
/// a seek, an analysis) to the account streams of every instance and to the webhook
/// outbox, when the transaction on `conn` commits.
pub(crate) fn announce(conn: &mut DbConn, notifications: &[Notification]) -> Result<(), StorageError> {
    let unencodable = |e: serde_json::Error| StorageError::Unencodable(e.to_string());
    let deliveries = notifications
        .iter()
        .map(|n| Ok((n.account, n.kind.as_str(), serde_json::to_value(n.subject).map_err(unencodable)?)))
        .collect::<Result<Vec<_>, StorageError>>()?;
    let sent_us = chrono::Utc::now().timestamp_micros();
    let notice = Notice { notifications: notifications.to_vec(), sent_us, ..Notice::default() };
    storage::games::announce(conn, &serde_json::to_string(&notice).map_err(unencodable)?)?;
    // Rare beside moves: it wakes the delivery workers itself.
    storage::webhooks::enqueue(conn, &deliveries)
}

/// The notice that `sessions` are revoked.
fn revocation(sessions: &[i64]) -> Result<String, serde_json::Error> {
    let sent_us = chrono::Utc::now().timestamp_micros();
    serde_json::to_string(&Notice { revoked_sessions: sessions.to_vec(), sent_us, ..Notice::default() })
}

/// The notice of an append not yet announced: hand it to
/// [`Hub::announce`] once the transaction that
/// holds the append has committed (announced earlier, a stream could read
/// the log before the append is in it, and miss it until the next notice).
#[must_use = "announce it once the append has committed"]
pub(super) struct Unannounced(pub(super) String);

impl Unannounced {
    /// Announces it inside the transaction on `conn`, sent when that
    /// commits: for changes rare beside moves (a game's start, an import,
    /// a claimed timeout) made deep inside a larger transaction, where
    /// PostgreSQL's notification lock costs little.
    pub(super) fn announce_on_commit(self, conn: &mut DbConn) -> Result<(), StorageError> {
        storage::games::announce(conn, &self.0)
    }
}

/// A histogram of durations from 0.1 ms to about 3 s, doubling: the
/// buckets of every latency this service measures (requests, notices).
pub fn latency_histogram() -> Histogram {
    Histogram::new(exponential_buckets(0.0001, 2.0, 15))
}

/// The notices of this instance, for its streams, and the doorbells of its
/// bot and webhook workers.
pub struct Hub {
    sender: broadcast::Sender<Notice>,
    /// Announces this instance's appends; none without a database.
    announcer: Option<Announcer>,
    lag: Histogram,
    bot_turns: Arc<Doorbell>,
    deliveries: Arc<Doorbell>,
    /// Sessions heard revoked, the latest [`REMEMBERED_REVOCATIONS`].
    revoked: Mutex<LruCache<i64, ()>>,
}

/// Revoked sessions a hub remembers: more than are revoked within the
/// interval an instance trusts an older reading of a session for.
const REMEMBERED_REVOCATIONS: NonZeroUsize = match NonZeroUsize::new(16_384) {
    Some(count) => count,
    None => NonZeroUsize::MIN,
};

impl Hub {
    /// A hub fed by a thread listening on the database at `url`, which
    /// announces this instance's appends there from another; the threads
    /// end when the hub is dropped.
    pub fn listening(url: String) -> Arc<Hub> {
        let announcer = Announcer::start(url.clone())
            .inspect_err(|e| tracing::error!(error = %e, "cannot start the announcer; streams will catch up late"))
            .ok();
        let hub = Arc::new(Hub { announcer, ..Hub::new() });
        let weak = Arc::downgrade(&hub);
        let spawned = std::thread::Builder::new().name("game-notices".into()).spawn(move || {
            notices::listen(&url, |heard| {
                let Some(hub) = weak.upgrade() else {
                    return false;
                };
                let payload = match heard {
                    Some(Heard::Append(payload)) => Some(payload),
                    Some(Heard::Deliveries) => {
                        hub.deliveries.ring();
                        return true;
                    }
                    None => None,
                };
                match payload.map(Notice::batch) {
                    Some(Ok(notices)) => notices.into_iter().for_each(|notice| hub.heard(notice)),
                    Some(Err(e)) => tracing::warn!(error = %e, "unreadable game notice"),
                    None => {}
                }
                true
            })
        });
        if let Err(e) = spawned {
            tracing::error!(error = %e, "cannot start the notice listener; live streams will only send what they read at start");
        }
        hub
    }

    /// A hub that announces this process's appends to the database at
    /// `url` but hears nothing: for a command that acts and exits
    /// (`carcassonne admin`), which calls [`Hub::flush`] before it does.
    pub fn announcing(url: String) -> std::io::Result<Arc<Hub>> {
        Ok(Arc::new(Hub { announcer: Some(Announcer::start(url)?), ..Hub::new() }))
    }

    /// Waits until every append announced so far has been sent.
    pub fn flush(&self) {
        if let Some(announcer) = &self.announcer {
            announcer.flush();
        }
    }

    /// A hub that hears nothing (no database to listen to).
    pub fn new() -> Hub {
        Hub {
            sender: broadcast::channel(1024).0,
            announcer: None,
            lag: latency_histogram(),
            bot_turns: Arc::default(),
            deliveries: Arc::default(),
            revoked: Mutex::new(LruCache::new(REMEMBERED_REVOCATIONS)),
        }
    }

    /// Records how long `notice` took from its append to this instance,
    /// wakes the bot workers if a bot is to move and the delivery workers
    /// if there is something to deliver, and passes it on to the streams.
    fn heard(&self, notice: Notice) {
        if notice.sent_us > 0 {
            let lag_us = chrono::Utc::now().timestamp_micros() - notice.sent_us;
            self.lag.observe(lag_us.max(0) as f64 / 1e6);
        }
        if notice.bot_to_move {
            self.bot_turns.ring();
        }
        if notice.deliveries {
            self.deliveries.ring();
        }
        self.note_revoked(&notice.revoked_sessions);
        // No subscriber is fine.
        let _ = self.sender.send(notice);
    }

    /// Announces an append to every instance, now that it has committed.
    pub(crate) fn announce(&self, appended: Unannounced) {
        if let Some(announcer) = &self.announcer {
            announcer.announce(appended.0);
        }
    }

    /// Tells every instance, this one at once, that `sessions` were
    /// revoked (the revocation has committed).
    pub(crate) fn announce_revoked(&self, sessions: &[i64]) {
        if sessions.is_empty() {
            return;
        }
        self.note_revoked(sessions);
        match revocation(sessions) {
            Ok(notice) => self.announce(Unannounced(notice)),
            Err(e) => tracing::error!(error = %e, "cannot announce revoked sessions"),
        }
    }

    fn note_revoked(&self, sessions: &[i64]) {
        if let Ok(mut revoked) = self.revoked.lock() {
            sessions.iter().for_each(|session| {
                revoked.put(*session, ());
            });
        }
    }

    /// Whether `session` was heard revoked.
    pub(crate) fn revoked(&self, session: i64) -> bool {
        self.revoked.lock().is_ok_and(|revoked| revoked.contains(&session))
    }

    /// How long notices took from their append to this instance, in
    /// seconds (a handle on the live histogram).
    pub fn notice_lag(&self) -> Histogram {
        self.lag.clone()
    }

    /// Streams listening now.
    pub fn subscribers(&self) -> usize {
        self.sender.receiver_count()
    }

    /// Notices from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<Notice> {
        self.sender.subscribe()
    }

    /// Rung whenever a notice says that a bot is to move.
    pub fn bot_turns(&self) -> Arc<Doorbell> {
        Arc::clone(&self.bot_turns)
    }

    /// Rung whenever webhook deliveries are written (by an append, heard
    /// in its notice; by anything else, on the webhook channel).
    pub fn deliveries(&self) -> Arc<Doorbell> {
        Arc::clone(&self.deliveries)
    }
}

/// Wakes threads that wait for something to do: each ring is counted, so
/// a waiter that read the count before looking for work misses no ring
/// that came while it looked.
#[derive(Default)]
pub struct Doorbell {
    rings: Mutex<u64>,
    bell: Condvar,
}

impl Doorbell {
    /// Wakes every waiter.
    pub fn ring(&self) {
        *self.rings.lock().unwrap_or_else(PoisonError::into_inner) += 1;
        self.bell.notify_all();
    }

    /// How many times it has rung.
    pub fn rings(&self) -> u64 {
        *self.rings.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Waits until it has rung more than `seen` times, at most `timeout`.
    pub fn wait(&self, seen: u64, timeout: Duration) {
        let rings = self.rings.lock().unwrap_or_else(PoisonError::into_inner);
        let waited = self.bell.wait_timeout_while(rings, timeout, |rings| *rings == seen);
        drop(waited);
    }
}

impl Default for Hub {
    fn default() -> Self {
        Hub::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A payload holds a batch from an announcer or one notice announced
    /// inside a transaction; both read alike.
    #[test]
    fn a_payload_holds_a_batch_or_one_notice() {
        let notice = |seq: i32| Notice {
            game: Some(Uuid::nil()),
            seq,
            notifications: Vec::new(),
            bot_to_move: seq == 2,
            sent_us: 0,
            deliveries: seq == 3,
            revoked_sessions: Vec::new(),
        };
        let json = |n: &Notice| serde_json::to_string(n).unwrap();
        let batch = format!("[{},{}]", json(&notice(1)), json(&notice(2)));
        assert_eq!(Notice::batch(&batch).unwrap(), [notice(1), notice(2)]);
        assert_eq!(Notice::batch(&json(&notice(3))).unwrap(), [notice(3)]);
        assert!(Notice::batch("[{\"seq\": 1}").is_err());
    }
}
