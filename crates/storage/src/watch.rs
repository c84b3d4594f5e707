//! What an operator watches of the database, as one instance sees it:
//! whether the server its URL leads to takes writes, that server's
//! timeline (every promotion starts a new one, so a rise is a failover),
//! each replica's lag, and how many jobs wait in the workers' queues and
//! for how long. A thread looks every [`WATCH_INTERVAL`] over a probe of
//! its own, so that it answers while the pools are exhausted, and keeps
//! what it saw last.

use super::StorageError;
use super::probe::Probe;
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::Duration;

/// How often the database is looked at.
pub const WATCH_INTERVAL: Duration = Duration::from_secs(2);

/// What the server the URL leads to is now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Role {
    /// Not looked at yet.
    #[default]
    Unknown,
    /// It takes writes.
    Primary,
    /// It is in recovery (a standby): writes fail until a primary is found.
    Standby,
    /// It did not answer (or, with `target_session_attrs=read-write`, no
    /// host took writes).
    Unreachable,
}

impl Role {
    /// Every role, in the order the metrics list them.
    pub const ALL: [Role; 4] = [Role::Unknown, Role::Primary, Role::Standby, Role::Unreachable];

    /// Its name in the metrics.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Unknown => "unknown",
            Role::Primary => "primary",
            Role::Standby => "standby",
            Role::Unreachable => "unreachable",
        }
    }
}

/// A standby streaming from the primary, as the primary reports it
/// (`pg_stat_replication`).
#[derive(Clone, Debug, PartialEq)]
pub struct Replica {
    /// Its `application_name` (pg_auto_failover names each node).
    pub name: String,
    /// Whether commits wait for it (`sync_state` sync or quorum).
    pub synchronous: bool,
    /// Bytes of WAL written on the primary that it has not replayed;
    /// `None` when the service's role may not see it (grant it
    /// `pg_monitor`).
    pub lag_bytes: Option<f64>,
    /// How long ago the primary wrote what it replayed last (0 once it has
    /// caught up with an idle primary); `None` as for `lag_bytes`.
    pub lag_seconds: Option<f64>,
}

/// A queue of the workers' jobs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Queue {
    /// Games where a bot is to move.
    BotTurns,
    /// Analyses asked for and not yet done.
    Analyses,
    /// Webhook deliveries due now.
    WebhookDeliveries,
}

impl Queue {
    /// Its name in the metrics.
    pub fn as_str(self) -> &'static str {
        match self {
            Queue::BotTurns => "bot_turns",
            Queue::Analyses => "analyses",
            Queue::WebhookDeliveries => "webhook_deliveries",
        }
    }
}

/// How many jobs wait in a queue, and how long the oldest has waited.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Backlog {
    /// The queue.
    pub queue: Queue,
    /// Jobs waiting.
    pub waiting: i64,
    /// Seconds the oldest has waited (0 when none waits): a bot's turn
    /// since its game's last change, an analysis since it was asked for,
    /// a delivery since it fell due.
    pub oldest_seconds: f64,
}

/// What the last look saw.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Seen {
    /// The server's role.
    pub role: Role,
    /// The highest timeline a look at a primary found (none before one).
    pub timeline: Option<u32>,
    /// New timelines seen since the instance started: promotions, so
    /// failovers (or planned switchovers) noticed.
    pub failovers: u64,
    /// The primary's replicas; empty unless the role is primary.
    pub replicas: Vec<Replica>,
    /// The queues' backlogs; empty unless the role is primary.
    pub backlogs: Vec<Backlog>,
}

/// The watch of one database; cheap to clone. Its thread ends when the
/// last clone is dropped.
#[derive(Clone, Default)]
pub struct DatabaseWatch {
    seen: Arc<Mutex<Seen>>,
}

impl DatabaseWatch {
    /// Starts watching the database at `url`.
    pub fn start(url: &str) -> Result<DatabaseWatch, StorageError> {
        let watch = DatabaseWatch::default();
        let (weak, url) = (Arc::downgrade(&watch.seen), url.to_owned());
        std::thread::Builder::new()
            .name("database-watch".into())
            .spawn(move || watch_until_dropped(&weak, &url))
            .map_err(|e| StorageError::Unavailable(format!("cannot start the database watch: {e}")))?;
        Ok(watch)
    }

    /// What the last look saw.
    pub fn seen(&self) -> Seen {
        self.seen.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }
}

/// Looks each interval until the watch is dropped.
fn watch_until_dropped(seen: &Weak<Mutex<Seen>>, url: &str) {
    let mut probe = Probe::new(url);
    loop {
        let Some(shared) = seen.upgrade() else { return };
        let looked = look(&mut probe);
        let why = looked.as_ref().err().map(ToString::to_string);
        {
            let mut seen = shared.lock().unwrap_or_else(PoisonError::into_inner);
            let before = seen.clone();
            *seen = after(&before, looked);
            if seen.role != before.role {
                let (was, now) = (before.role.as_str(), seen.role.as_str());
                match seen.role {
                    Role::Primary => tracing::info!(was, now, "the database takes writes"),
                    _ => tracing::warn!(was, now, why, "the database does not take writes"),
                }
            }
            if seen.failovers > before.failovers {
                tracing::warn!(timeline = seen.timeline, "the database primary changed (a new timeline)");
            }
        }
        drop(shared);
        std::thread::sleep(WATCH_INTERVAL);
    }
}

/// What a look found: the role, and for a primary its timeline, replicas
/// and backlogs.
type Looked = Result<Option<(u32, Vec<Replica>, Vec<Backlog>)>, postgres::Error>;

/// What is known after `looked`, given what was known `before`: each
/// timeline above the highest seen so far is a promotion, so a failover
/// noticed (two at once when a look missed one in between).
fn after(before: &Seen, looked: Looked) -> Seen {
    let highest = before.timeline;
    match looked {
        Ok(Some((timeline, replicas, backlogs))) => Seen {
            role: Role::Primary,
            timeline: Some(highest.map_or(timeline, |highest| highest.max(timeline))),
            failovers: before.failovers + u64::from(highest.map_or(0, |highest| timeline.saturating_sub(highest))),
            replicas,
            backlogs,
        },
        Ok(None) => Seen { role: Role::Standby, failovers: before.failovers, timeline: highest, ..Seen::default() },
        Err(_) => Seen { role: Role::Unreachable, failovers: before.failovers, timeline: highest, ..Seen::default() },
    }
}

/// Looks once: `None` when the server is in recovery.
fn look(probe: &mut Probe) -> Looked {
    // The current WAL file's name starts with the timeline, in hex.
    let wal_file: Option<String> =
        probe.one("SELECT CASE WHEN NOT pg_is_in_recovery() THEN pg_walfile_name(pg_current_wal_lsn()) END", &[])?;
    let Some(timeline) = wal_file.as_deref().and_then(|name| u32::from_str_radix(name.get(..8)?, 16).ok()) else {
        return Ok(None);
    };
    let replicas = probe
        .rows(
            "SELECT application_name, sync_state IN ('sync', 'quorum'), \
                 pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8, \
                 CASE WHEN replay_lsn IS NOT NULL THEN coalesce(extract(epoch FROM replay_lag), 0)::float8 END \
             FROM pg_stat_replication ORDER BY application_name",
            &[],
        )?
        .iter()
        .map(|row| {
            Ok(Replica {
                name: row.try_get(0)?,
                synchronous: row.try_get(1)?,
                lag_bytes: row.try_get(2)?,
                lag_seconds: row.try_get(3)?,
            })
        })
        .collect::<Result<_, postgres::Error>>()?;
    let backlogs = probe
        .rows(
            "SELECT 0, count(*), coalesce(extract(epoch FROM now() - min(updated_at)), 0)::float8 \
                 FROM games WHERE bot_to_move \
             UNION ALL SELECT 1, count(*), coalesce(extract(epoch FROM now() - min(requested_at)), 0)::float8 \
                 FROM analyses WHERE done_at IS NULL \
             UNION ALL SELECT 2, count(*), coalesce(extract(epoch FROM now() - min(next_attempt_at)), 0)::float8 \
                 FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now()",
            &[],
        )?
        .iter()
        .map(|row| {
            let queue = match row.try_get::<_, i32>(0)? {
                0 => Queue::BotTurns,
                1 => Queue::Analyses,
                _ => Queue::WebhookDeliveries,
            };
            Ok(Backlog { queue, waiting: row.try_get(1)?, oldest_seconds: row.try_get(2)? })
        })
        .collect::<Result<_, postgres::Error>>()?;
    Ok(Some((timeline, replicas, backlogs)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn primary(timeline: u32) -> Looked {
        Ok(Some((timeline, vec![], vec![])))
    }

    #[test]
    fn a_rising_timeline_is_a_failover_noticed() {
        let first = after(&Seen::default(), primary(1));
        assert_eq!(
            (first.role, first.timeline, first.failovers),
            (Role::Primary, Some(1), 0),
            "the first look sets the timeline"
        );
        let same = after(&first, primary(1));
        assert_eq!(same.failovers, 0);
        let promoted = after(&same, primary(2));
        assert_eq!((promoted.timeline, promoted.failovers), (Some(2), 1));
        let standby = after(&promoted, Ok(None));
        assert_eq!(
            (standby.role, standby.timeline, standby.failovers),
            (Role::Standby, Some(2), 1),
            "the highest timeline is kept"
        );
        // A URL that leads back to an old primary (timeline 1) is no failover.
        let back = after(&standby, primary(1));
        assert_eq!((back.role, back.timeline, back.failovers), (Role::Primary, Some(2), 1));
        let again = after(&back, primary(3));
        assert_eq!(again.failovers, 2);
        let missed_one = after(&again, primary(5));
        assert_eq!((missed_one.timeline, missed_one.failovers), (Some(5), 4), "a look missed timeline 4");
    }
}
