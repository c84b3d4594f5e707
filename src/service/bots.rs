//! Bots: seats the service plays itself, and hints for the player to move.
//!
//! A bot's move is appended exactly like a player's command, by the bot
//! seat's own account, so replaying a game never runs a bot. Bots move
//! right after whatever hands them the turn is committed (a start, a
//! command, a resignation), one decision per append with the same
//! expected-sequence check as players: two requests racing to move the same
//! bot cannot both succeed, and the loser simply stops.

use super::cache::{ReplayCache, Snapshot};
use super::games::{Change, LoadedGame, to_rows};
use super::model::Hint;
use super::{Caller, PlayError, Service};
use crate::engine::bot::Level;
use crate::engine::players::Seat;
use crate::engine::rng::Seed;
use crate::storage::games as stored;
use crate::storage::{self, DbConn, StorageError};
use chrono::{DateTime, Utc};
use std::time::{Duration, Instant};
use uuid::Uuid;

/// Longest a bot searches for one decision; the search then plays the best
/// move found so far (only the Monte Carlo level searches that long).
pub const THINKING_TIME: Duration = Duration::from_millis(50);

/// Most bot decisions one request drives: more than a whole game of bots.
const MOST_DECISIONS: usize = 5_000;

/// How long a bot may be left to move before a read of the game resumes
/// it (the request that should have moved it failed or was cut off).
const STALLED_AFTER: Duration = Duration::from_secs(2);

impl LoadedGame {
    /// The bot whose turn it is, if the player to move is one: its seat,
    /// account and level.
    fn bot_to_move(&self) -> Option<(Seat, i64, Level)> {
        let seat = self.state.as_ref()?.status().active()?;
        let player = self.players.iter().find(|p| p.seat == Some(i16::from(seat.0)))?;
        Some((seat, player.account_id, Level::parse(player.bot.as_deref()?)?))
    }

    /// Whether a bot is to move and has been for a while at `now`.
    pub(super) fn bots_stalled(&self, now: DateTime<Utc>) -> bool {
        self.bot_to_move().is_some()
            && (now - self.row.updated_at).to_std().is_ok_and(|waiting| waiting >= STALLED_AFTER)
    }
}

/// The seed of a bot's decision at `seq` of game `id`: reproducible, and
/// different at every decision.
fn decision_seed(id: Uuid, seq: i32) -> Seed {
    let mut seed = [0u8; 32];
    seed[..16].copy_from_slice(id.as_bytes());
    seed[16..20].copy_from_slice(&seq.to_le_bytes());
    Seed(seed)
}

/// What a bot of `level` plays in `game` now, within [`THINKING_TIME`].
fn think(game: &LoadedGame, level: Level) -> Option<(serde_json::Value, f64)> {
    let state = game.state.as_deref()?;
    let deadline = Instant::now() + THINKING_TIME;
    state.bot(level, decision_seed(game.row.id, game.row.last_seq), &mut || Instant::now() < deadline)
}

impl Service {
    /// Plays the bots of game `id` while one is to move, after a change a
    /// person made was committed: that change stands whatever happens here,
    /// so a failure is logged, not returned (any later change or read of
    /// the game resumes the bots).
    pub(super) fn resume_bots(&self, id: Uuid) {
        if let Err(error) = self.play_bots(id) {
            tracing::error!(game = %id, %error, "bots could not move");
        }
    }

    /// Plays the bots of game `id` while one is to move. Stops quietly when
    /// another request moved the game on first.
    fn play_bots(&self, id: Uuid) -> Result<(), PlayError> {
        let mut conn = storage::connect(&self.pool)?;
        let Some(mut game) = LoadedGame::load(&mut conn, &self.cache, id)? else {
            return Ok(());
        };
        for _ in 0..MOST_DECISIONS {
            if !play_one_bot(&mut conn, &self.cache, &mut game)? {
                break;
            }
        }
        Ok(())
    }

    /// The move a bot of `level` would make now for the caller, who must be
    /// the player (or a member of the team) to move.
    pub fn hint(&self, caller: &Caller, id: Uuid, level: Level) -> Result<Hint, PlayError> {
        let game = self.readable(caller, id)?;
        let state = game.state.as_deref().ok_or(PlayError::NotStarted)?;
        let seat = game.seat_of(caller).ok_or(PlayError::NotAPlayer)?;
        let status = state.status();
        if !status.may_act(seat) {
            return Err(match status.active() {
                Some(active) => PlayError::NotYourTurn { active: active.0 },
                None => PlayError::Over,
            });
        }
        let (command, value) = think(&game, level).ok_or(PlayError::Over)?;
        Ok(Hint { ruleset: game.ruleset, seq: game.row.last_seq, level, command, value })
    }
}

/// Plays one decision of the bot to move in `game` and appends it, leaving
/// `cache` current; whether it did (false: no bot to move, or another
/// request moved first).
fn play_one_bot(conn: &mut DbConn, cache: &ReplayCache, game: &mut LoadedGame) -> Result<bool, PlayError> {
    let Some((seat, account, level)) = game.bot_to_move() else {
        return Ok(false);
    };
    let Some((command, _)) = think(game, level) else {
        return Ok(false);
    };
    let Some(mut state) = game.state_to_change() else {
        return Ok(false);
    };
    let seats = game.seat_accounts(state.seats());
    let rows = to_rows(state.play(seat, &command)?, Some(account));
    let last = game.row.last_seq;
    let change = Change::after(game.row.id, last + rows.len() as i32, &state.status(), false, &seats);
    match stored::append(conn, &game.row, &rows, &change.update()) {
        Ok((stored, updated_at)) => {
            let state = Snapshot::new(state);
            game.log = cache.appended(game.row.id, &game.log, &stored, state.clone());
            game.row.last_seq = last + stored.len() as i32;
            game.row.updated_at = updated_at;
            game.state = Some(state);
            Ok(true)
        }
        Err(StorageError::Conflict(_)) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decision_seeds_differ_by_game_and_position() {
        let (a, b) = (Uuid::new_v4(), Uuid::new_v4());
        assert_eq!(decision_seed(a, 7), decision_seed(a, 7));
        assert_ne!(decision_seed(a, 7), decision_seed(a, 8));
        assert_ne!(decision_seed(a, 7), decision_seed(b, 7));
    }
}
