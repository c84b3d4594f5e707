//! The replay cache: each game's state as of a sequence number, so that a
//! request replays only the events appended since. It only accelerates:
//! every entry is checked against the game's `last_seq`, read by the
//! request that uses it, and topped up from the log by the events after
//! its own sequence number, which must follow it without a gap; anything
//! else is a miss and a full replay. The game's row and players kept with
//! an entry serve a read only while the database's version of the game is
//! theirs (`ReplayCache::rows`). Any instance can serve any game; a cold
//! one answers the same.

use super::log::{LogSummary, replay};
use api::Internal;
use api::grouping;
use api::hosting::HostedGame;
use api::model::RulesetId;
use api::view_memo::ViewMemo;
use lru::LruCache;
use serde_json::value::RawValue;
use std::num::NonZeroUsize;
use std::ops::Deref;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use storage::games::{self as stored, EventRow, GameRow, PlayerRow};
use storage::{DbConn, StorageError};
use uuid::Uuid;

/// Games a cache holds by default.
pub const DEFAULT_CAPACITY: usize = 1000;

/// What is kept of a game's log, and the state after it (`None` before
/// the start).
pub(super) type Replayed = (Arc<LogSummary>, Option<Arc<Snapshot>>);

/// A game's state at one sequence number, shared by every request that
/// reads it there: what they derive from it (the public view, the legal
/// moves) is serialized once, by the first that needs it, and every
/// response shares those bytes. A change plays on its own copy
/// ([`HostedGame::duplicate`]).
pub struct Snapshot {
    state: Box<dyn HostedGame>,
    /// The public view, and what it keeps for the next state's.
    view: OnceLock<(Arc<RawValue>, Arc<ViewMemo>)>,
    /// What the view of the state before this one kept, until this one's
    /// view is built (which takes it).
    earlier: Mutex<Option<Arc<ViewMemo>>>,
    moves: OnceLock<Arc<RawValue>>,
    commands: OnceLock<Arc<RawValue>>,
    grouped: OnceLock<Arc<RawValue>>,
}

impl Snapshot {
    /// The snapshot of `state`.
    pub(super) fn new(state: Box<dyn HostedGame>) -> Arc<Snapshot> {
        Snapshot::after(state, None)
    }

    /// The snapshot of `state`, a later state of `earlier`'s game: its
    /// view will take the JSON of the features that did not change from
    /// `earlier`'s view, if that was built.
    pub(super) fn after(state: Box<dyn HostedGame>, earlier: Option<&Snapshot>) -> Arc<Snapshot> {
        let earlier = earlier.and_then(|snapshot| snapshot.view.get()).map(|(_, memo)| Arc::clone(memo));
        let (view, moves, commands, grouped) = Default::default();
        Arc::new(Snapshot { state, view, earlier: Mutex::new(earlier), moves, commands, grouped })
    }

    /// The public view ([`HostedGame::view_after`]).
    pub(super) fn view(&self) -> Result<Arc<RawValue>, Internal> {
        if let Some((json, _)) = self.view.get() {
            return Ok(Arc::clone(json));
        }
        let earlier = self.earlier.lock().ok().and_then(|mut earlier| earlier.take());
        let (json, memo) =
            self.state.view_after(earlier.as_deref()).map_err(|e| Internal::serializing("a game's state", &e))?;
        Ok(Arc::clone(&self.view.get_or_init(|| (Arc::from(json), Arc::new(memo))).0))
    }

    /// What each choice of the seat to move allows ([`HostedGame::legal_moves`]).
    pub(super) fn moves(&self) -> Result<Arc<RawValue>, Internal> {
        once(&self.moves, || self.state.legal_moves())
    }

    /// The same choices as commands ([`HostedGame::legal_commands`]).
    pub(super) fn commands(&self) -> Result<Arc<RawValue>, Internal> {
        once(&self.commands, || self.state.legal_commands())
    }

    /// The legal moves of the seat to move, grouped ([`grouping::group`]).
    pub(super) fn grouped(&self) -> Result<Arc<RawValue>, Internal> {
        let moves = self.moves()?;
        once(&self.grouped, || grouping::group(&moves))
    }
}

impl Deref for Snapshot {
    type Target = dyn HostedGame;

    fn deref(&self) -> &(dyn HostedGame + 'static) {
        self.state.as_ref()
    }
}

/// The JSON in `cell`, made by `make` if it is empty (a failure is not kept).
fn once(
    cell: &OnceLock<Arc<RawValue>>,
    make: impl FnOnce() -> Result<Box<RawValue>, serde_json::Error>,
) -> Result<Arc<RawValue>, Internal> {
    if let Some(json) = cell.get() {
        return Ok(Arc::clone(json));
    }
    let json = Arc::from(make().map_err(|e| Internal::serializing("a game's state", &e))?);
    Ok(Arc::clone(cell.get_or_init(|| json)))
}

/// A game's row and its players, as read together.
pub(super) type Rows = (GameRow, Vec<PlayerRow>);

/// A game's log up to `seq`, summarized, and its state after it; with
/// the game's rows when they were read at `seq`.
struct Entry {
    seq: i32,
    log: Arc<LogSummary>,
    state: Option<Arc<Snapshot>>,
    rows: Option<Arc<Rows>>,
}

/// A bounded, least-recently-used map from game to its replayed state.
pub struct ReplayCache {
    entries: Option<Mutex<LruCache<Uuid, Arc<Entry>>>>,
    counts: [AtomicU64; 3],
    rows_reads: [AtomicU64; 3],
}

/// How a game's rows were found (`ReplayCache::rows`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowsRead {
    /// The rows kept were the game's version: only the version was read.
    Kept,
    /// Read whole: none kept, or the game had changed since.
    Read,
    /// The rows kept were the game's version, asked on the HTTP worker
    /// (`storage::versions`): answered without the connection pool.
    Checked,
}

impl RowsRead {
    const ALL: [RowsRead; 3] = [RowsRead::Kept, RowsRead::Read, RowsRead::Checked];

    /// Its name in metrics.
    pub fn as_str(self) -> &'static str {
        match self {
            RowsRead::Kept => "kept",
            RowsRead::Read => "read",
            RowsRead::Checked => "checked",
        }
    }
}

/// How a game's state was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// Cached at the game's sequence number.
    Hit,
    /// Cached earlier: the newer events were replayed on top.
    ToppedUp,
    /// Not cached (or unusable): the whole log was replayed.
    Miss,
}

impl Lookup {
    const ALL: [Lookup; 3] = [Lookup::Hit, Lookup::ToppedUp, Lookup::Miss];

    /// Its name in metrics.
    pub fn as_str(self) -> &'static str {
        match self {
            Lookup::Hit => "hit",
            Lookup::ToppedUp => "topped_up",
            Lookup::Miss => "miss",
        }
    }
}

impl ReplayCache {
    /// A cache of at most `capacity` games (0: none cached).
    pub fn new(capacity: usize) -> ReplayCache {
        ReplayCache {
            entries: NonZeroUsize::new(capacity).map(|n| Mutex::new(LruCache::new(n))),
            counts: Default::default(),
            rows_reads: Default::default(),
        }
    }

    /// How many lookups ended each way, since start.
    pub fn counts(&self) -> impl Iterator<Item = (Lookup, u64)> + '_ {
        Lookup::ALL.into_iter().map(|lookup| (lookup, self.counts[lookup as usize].load(Ordering::Relaxed)))
    }

    /// How many rows reads ended each way, since start.
    pub fn rows_reads(&self) -> impl Iterator<Item = (RowsRead, u64)> + '_ {
        RowsRead::ALL.into_iter().map(|read| (read, self.rows_reads[read as usize].load(Ordering::Relaxed)))
    }

    /// Game `id`'s row and players as the database has them now, `None`
    /// when there is no such game. When this cache kept the rows of an
    /// earlier read, the database is asked only for the game's version,
    /// and the rows are read whole only when it moved: the database still
    /// decides what a read sees, for a fraction of the work.
    pub(super) fn rows(&self, conn: &mut DbConn, id: Uuid) -> Result<Option<Rows>, StorageError> {
        if let Some(kept) = self.get(id).and_then(|entry| entry.rows.clone()) {
            match stored::version(conn, id)? {
                None => return Ok(None),
                Some(version) if version == kept.0.version => {
                    self.rows_reads[RowsRead::Kept as usize].fetch_add(1, Ordering::Relaxed);
                    return Ok(Some(Rows::clone(&kept)));
                }
                Some(_) => {}
            }
        }
        self.rows_reads[RowsRead::Read as usize].fetch_add(1, Ordering::Relaxed);
        stored::with_players(conn, id)
    }

    /// Whether it keeps any game (a capacity above 0).
    pub fn keeps_games(&self) -> bool {
        self.entries.is_some()
    }

    /// Games cached now.
    pub fn len(&self) -> usize {
        self.entries.as_ref().and_then(|e| e.lock().ok()).map_or(0, |e| e.len())
    }

    /// Whether no game is cached.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The log of the game `row` up to its `last_seq`, summarized, and the
    /// state after it (`None` before the start), from the cache where it
    /// can be, and remembered for the next request with `row` and
    /// `players`.
    pub(super) fn replayed(
        &self,
        conn: &mut DbConn,
        (row, players): (&GameRow, &[PlayerRow]),
        ruleset: RulesetId,
    ) -> Result<Replayed, StorageError> {
        let cached = self.get(row.id).filter(|entry| entry.seq <= row.last_seq);
        let rows_kept =
            cached.as_ref().and_then(|entry| entry.rows.as_ref()).is_some_and(|rows| rows.0.version == row.version);
        let (lookup, (log, state)) = match cached {
            Some(entry) if entry.seq == row.last_seq => (Lookup::Hit, (entry.log.clone(), entry.state.clone())),
            // A game cached before its start has no state to build on: replayed whole.
            Some(entry) if entry.state.is_some() => {
                let newer = stored::events(conn, row.id, entry.seq, i64::from(row.last_seq - entry.seq))?;
                match top_up(&entry, newer, row.last_seq)? {
                    Some(replayed) => (Lookup::ToppedUp, replayed),
                    None => (Lookup::Miss, full(conn, row, ruleset)?),
                }
            }
            _ => (Lookup::Miss, full(conn, row, ruleset)?),
        };
        self.counts[lookup as usize].fetch_add(1, Ordering::Relaxed);
        if lookup != Lookup::Hit || !rows_kept {
            let rows = Some(Arc::new((row.clone(), players.to_vec())));
            self.put(row.id, Entry { seq: row.last_seq, log: log.clone(), state: state.clone(), rows });
        }
        Ok((log, state))
    }

    /// The version of game `id` this instance last read or wrote, if it
    /// keeps it.
    pub(super) fn seq(&self, id: Uuid) -> Option<i32> {
        self.get(id).map(|entry| entry.seq)
    }

    /// Game `id` as this instance last read it, if its row there is one
    /// `wanted`: its rows, its log and its state at the same sequence
    /// number. Not checked against the database (nor counted as a
    /// lookup): only a change conditioned on the rows' version (an append)
    /// may act on it.
    pub(super) fn last_read(&self, id: Uuid, wanted: impl FnOnce(&GameRow) -> bool) -> Option<(Arc<Rows>, Replayed)> {
        let entry = self.get(id)?;
        let rows = entry.rows.clone().filter(|rows| rows.0.last_seq == entry.seq && wanted(&rows.0))?;
        Some((rows, (entry.log.clone(), entry.state.clone())))
    }

    /// Counts a read answered from [`ReplayCache::last_read`] once the
    /// database said the rows kept are current: rows checked, state hit.
    pub(super) fn count_checked(&self) {
        self.rows_reads[RowsRead::Checked as usize].fetch_add(1, Ordering::Relaxed);
        self.counts[Lookup::Hit as usize].fetch_add(1, Ordering::Relaxed);
    }

    /// Remembers game `id` as its own append left it: `log` up to `seq`
    /// extended by `appended`, `state` after them, and the game's `rows`
    /// after them when known (so that the next request on this instance
    /// reads no events, and asks only for the version). Returns the
    /// extended log.
    pub(super) fn appended(
        &self,
        id: Uuid,
        log: &LogSummary,
        appended: &[EventRow],
        state: Arc<Snapshot>,
        rows: Option<Arc<Rows>>,
    ) -> Arc<LogSummary> {
        let mut log = log.clone();
        log.extend(appended);
        let log = Arc::new(log);
        if let Some(seq) = appended.last().map(|row| row.seq) {
            self.put(id, Entry { seq, log: log.clone(), state: Some(state), rows });
        }
        log
    }

    fn get(&self, id: Uuid) -> Option<Arc<Entry>> {
        self.entries.as_ref()?.lock().ok()?.get(&id).cloned()
    }

    fn put(&self, id: Uuid, entry: Entry) {
        if let Some(mut entries) = self.entries.as_ref().and_then(|e| e.lock().ok()) {
            entries.put(id, Arc::new(entry));
        }
    }
}

/// The whole log of `row`'s game, replayed.
fn full(conn: &mut DbConn, row: &GameRow, ruleset: RulesetId) -> Result<Replayed, StorageError> {
    let events = stored::events(conn, row.id, 0, i64::from(row.last_seq))?;
    let state = replay(ruleset, &events)?.map(Snapshot::new);
    let mut log = LogSummary::default();
    log.extend(&events);
    Ok((Arc::new(log), state))
}

/// `entry` with `newer` applied, if they follow it without a gap up to
/// `last_seq`; `None` when they do not (the caller replays everything).
fn top_up(entry: &Entry, newer: Vec<EventRow>, last_seq: i32) -> Result<Option<Replayed>, StorageError> {
    let follows = newer.iter().zip(entry.seq + 1..).all(|(row, seq)| row.seq == seq)
        && newer.last().map(|row| row.seq) == Some(last_seq);
    let Some(cached) = entry.state.as_ref().filter(|_| follows) else {
        return Ok(None);
    };
    let mut state = cached.duplicate();
    state.resume(&mut newer.iter().map(|row| &row.payload)).map_err(StorageError::corrupt)?;
    let mut log = LogSummary::clone(&entry.log);
    log.extend(&newer);
    Ok(Some((Arc::new(log), Some(Snapshot::after(state, Some(cached))))))
}
