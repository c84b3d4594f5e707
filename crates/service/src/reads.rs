//! Where a read runs. Reads that may be a little behind (a game's view and
//! log, the lobby list and the leaderboard) go to a fit standby
//! when there is one (`storage::standbys`). A game read that finds the
//! standby behind the version it needs (the one the client names, or the
//! one this instance has already read or written: reads never go back in
//! time) runs again on the primary, and so does a read that fails on the
//! standby. Commands, legal moves, a player's own games, profiles and live
//! streams read the primary.

use super::Service;
use std::sync::atomic::{AtomicU64, Ordering};
use storage::games::{GameRow, PlayerRow};
use storage::{DbConn, StorageError};
use uuid::Uuid;

/// What became of a read sent to a standby.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StandbyRead {
    /// Answered there.
    Served,
    /// The standby had not yet replayed the version wanted: the primary answered.
    Behind,
    /// It failed there (standby gone, recovery conflict, or an answer such as
    /// "not found" that the primary may contradict): the primary answered.
    Retried,
}

impl StandbyRead {
    /// Its name in the metrics.
    pub fn as_str(self) -> &'static str {
        match self {
            StandbyRead::Served => "served",
            StandbyRead::Behind => "behind",
            StandbyRead::Retried => "retried",
        }
    }
}

/// How many reads each [`StandbyRead`] had.
#[derive(Debug, Default)]
pub struct StandbyReads([AtomicU64; 3]);

impl StandbyReads {
    fn count(&self, outcome: StandbyRead) {
        self.0[outcome as usize].fetch_add(1, Ordering::Relaxed);
    }

    /// Each outcome and its count so far.
    pub fn counts(&self) -> [(StandbyRead, u64); 3] {
        [StandbyRead::Served, StandbyRead::Behind, StandbyRead::Retried]
            .map(|outcome| (outcome, self.0[outcome as usize].load(Ordering::Relaxed)))
    }
}

impl Service {
    /// `read` on a fit standby, or on the primary when there is none or
    /// the read fails there.
    pub(crate) fn read_behind<T, E: From<StorageError> + std::fmt::Display>(
        &self,
        read: impl Fn(&mut DbConn) -> Result<T, E>,
    ) -> Result<T, E> {
        if let Some(mut conn) = self.standbys.connect() {
            match read(&mut conn) {
                Ok(value) => {
                    self.standby_reads.count(StandbyRead::Served);
                    return Ok(value);
                }
                Err(e) => self.retried(&e),
            }
        }
        read(&mut storage::connect(&self.pool)?)
    }

    /// `read` of game `id`'s rows as a fit standby has them, if it holds
    /// version `wanted` or later; otherwise as the primary has them (`missing`
    /// when it has no such game).
    pub(crate) fn read_game<T, E: From<StorageError> + std::fmt::Display>(
        &self,
        id: Uuid,
        wanted: i32,
        missing: impl Fn() -> E,
        read: impl Fn(&mut DbConn, (GameRow, Vec<PlayerRow>)) -> Result<T, E>,
    ) -> Result<T, E> {
        if let Some(mut conn) = self.standbys.connect() {
            let wanted = wanted.max(self.cache.seq(id).unwrap_or(0));
            match self.cache.rows(&mut conn, id) {
                Ok(Some(rows)) if rows.0.last_seq >= wanted => match read(&mut conn, rows) {
                    Ok(value) => {
                        self.standby_reads.count(StandbyRead::Served);
                        return Ok(value);
                    }
                    Err(e) => self.retried(&e),
                },
                // Not there yet, or older than wanted.
                Ok(_) => self.standby_reads.count(StandbyRead::Behind),
                Err(e) => self.retried(&e),
            }
        }
        let mut conn = storage::connect(&self.pool)?;
        let rows = self.cache.rows(&mut conn, id)?.ok_or_else(missing)?;
        read(&mut conn, rows)
    }

    fn retried(&self, error: &dyn std::fmt::Display) {
        tracing::debug!(error = %error, "a read on a standby failed; the primary answers it");
        self.standby_reads.count(StandbyRead::Retried);
    }
}
