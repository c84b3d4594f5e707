//! Hot standbys (PostgreSQL streaming replicas) for reads that may be a
//! little behind. Each standby has a pool of its own, and a thread probes
//! them all every [`PROBE_INTERVAL`]: a standby is fit while it answers, is
//! in recovery (a promoted or mistaken URL is not a standby), and has
//! replayed everything the primary had written `max_lag` ago (as the
//! primary's WAL position, read at each probe, says). Reads take a fit
//! standby in turn; when none is fit, or one fails, they go to the
//! primary, so that a standby that is down or far behind costs no error.

use super::StorageError;
use super::pool::{DbConn, DbPool, build};
use super::probe::Probe;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

/// How often the standbys are probed.
pub const PROBE_INTERVAL: Duration = Duration::from_millis(250);

/// The longest a read waits for a standby's connection before it goes to
/// the primary instead.
const CHECKOUT: Duration = Duration::from_millis(100);

/// The standbys of one primary; cheap to clone. Empty when there are none.
#[derive(Clone, Default)]
pub struct Standbys {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    standbys: Vec<Standby>,
    /// Where the next read starts looking, so that reads take turns.
    next: AtomicUsize,
}

struct Standby {
    /// For the logs: which standby (its place in the list).
    number: usize,
    pool: DbPool,
    fit: AtomicBool,
}

impl Standbys {
    /// The standbys at `urls`, each with a pool of `size` connections,
    /// judged against the primary at `primary` (fit while at most
    /// `max_lag` behind it) by a thread that ends when the last clone is
    /// dropped. None is fit before its first probe.
    pub fn start(primary: &str, urls: &[String], size: u32, max_lag: Duration) -> Result<Standbys, StorageError> {
        let standbys = urls
            .iter()
            .enumerate()
            .map(|(number, url)| {
                Ok(Standby { number, pool: build(url, size, CHECKOUT, false)?, fit: AtomicBool::new(false) })
            })
            .collect::<Result<Vec<_>, StorageError>>()?;
        let standbys = Standbys { inner: Arc::new(Inner { standbys, next: AtomicUsize::new(0) }) };
        if !urls.is_empty() {
            let (weak, primary, urls) = (Arc::downgrade(&standbys.inner), primary.to_owned(), urls.to_vec());
            std::thread::Builder::new()
                .name("standby-probe".into())
                .spawn(move || probe_until_dropped(&weak, &primary, &urls, max_lag))
                .map_err(|e| StorageError::Unavailable(format!("cannot start the standby probe: {e}")))?;
        }
        Ok(standbys)
    }

    /// A connection to a fit standby, taking turns; `None` when none is fit
    /// or none gives a connection in time (the read goes to the primary).
    pub fn connect(&self) -> Option<DbConn> {
        let standbys = &self.inner.standbys;
        let start = self.inner.next.fetch_add(1, Ordering::Relaxed);
        (0..standbys.len()).map(|n| &standbys[(start + n) % standbys.len()]).filter(|s| s.fit()).find_map(|standby| {
            match super::connect(&standby.pool) {
                Ok(conn) => Some(conn),
                Err(e) => {
                    standby.judge(false, &e.to_string());
                    None
                }
            }
        })
    }

    /// How many standbys there are, and how many of them are fit now.
    pub fn counts(&self) -> (usize, usize) {
        let standbys = &self.inner.standbys;
        (standbys.len(), standbys.iter().filter(|s| s.fit()).count())
    }
}

impl Standby {
    fn fit(&self) -> bool {
        self.fit.load(Ordering::Relaxed)
    }

    /// Records the probe's verdict, and logs a change.
    fn judge(&self, fit: bool, why: &str) {
        if self.fit.swap(fit, Ordering::Relaxed) != fit {
            match fit {
                true => tracing::info!(standby = self.number, "standby fit for reads"),
                false => tracing::warn!(standby = self.number, why, "standby left out of reads"),
            }
        }
    }
}

/// Probes every standby each interval until the standbys are dropped.
fn probe_until_dropped(standbys: &Weak<Inner>, primary: &str, urls: &[String], max_lag: Duration) {
    let mut primary_probe = Probe::new(primary);
    let mut probes: Vec<Probe> = urls.iter().map(|url| Probe::new(url)).collect();
    let mut written = Written::default();
    loop {
        std::thread::sleep(PROBE_INTERVAL);
        let Some(inner) = standbys.upgrade() else { return };
        let due = written.due(Instant::now(), max_lag);
        for (standby, probe) in inner.standbys.iter().zip(&mut probes) {
            match replayed(probe, due) {
                Ok(true) => standby.judge(true, ""),
                Ok(false) => standby.judge(false, "behind the primary, or not in recovery"),
                Err(e) => standby.judge(false, &e.to_string()),
            }
        }
        // A primary that does not answer leaves the standbys judged on
        // their own (reachable and in recovery).
        match primary_probe.one("SELECT pg_current_wal_lsn()::text", &[]) {
            Ok(position) => written.record(Instant::now(), position),
            Err(_) => written = Written::default(),
        }
    }
}

/// The primary's WAL positions as the probes read them, oldest first,
/// kept back to the newest one older than the allowed lag.
#[derive(Default)]
struct Written(VecDeque<(Instant, String)>);

impl Written {
    fn record(&mut self, at: Instant, position: String) {
        self.0.push_back((at, position));
    }

    /// What a fit standby has replayed by `now`: the newest position
    /// written `max_lag` ago or earlier (none while no probe is that old).
    fn due(&mut self, now: Instant, max_lag: Duration) -> Option<&str> {
        let old_enough = |at: &Instant| now.duration_since(*at) >= max_lag;
        while self.0.get(1).is_some_and(|(at, _)| old_enough(at)) {
            self.0.pop_front();
        }
        self.0.front().filter(|(at, _)| old_enough(at)).map(|(_, position)| position.as_str())
    }
}

/// Whether the standby `probe` reaches is in recovery and has replayed
/// `written`.
fn replayed(probe: &mut Probe, written: Option<&str>) -> Result<bool, postgres::Error> {
    const SQL: &str =
        "SELECT pg_is_in_recovery() AND coalesce(pg_last_wal_replay_lsn() >= $1::text::pg_lsn, $1 IS NULL)";
    probe.one(SQL, &[&written])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_standby_owes_the_newest_position_written_at_least_the_lag_ago() {
        let start = Instant::now();
        let at = |millis| start + Duration::from_millis(millis);
        let lag = Duration::from_millis(1000);
        let mut written = Written::default();
        assert_eq!(written.due(at(0), lag), None, "nothing read yet");
        for (millis, position) in [(0, "0/10"), (250, "0/20"), (500, "0/30"), (1100, "0/40")] {
            written.record(at(millis), position.to_owned());
        }
        assert_eq!(written.due(at(900), lag), None, "no position is a second old yet");
        assert_eq!(written.due(at(1300), lag), Some("0/20"));
        assert_eq!(written.due(at(2200), lag), Some("0/40"));
        assert_eq!(written.0.len(), 1, "older positions are forgotten");
    }
}
