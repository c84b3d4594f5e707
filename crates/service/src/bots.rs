//! Bots: seats the service plays itself, and hints for the player to move.
//!
//! A bot's move is appended exactly like a player's command, by the bot
//! seat's own account, so replaying a game never runs a bot. No request
//! plays a bot: every append says whether a bot decides next
//! (`games.bot_to_move`), and the bot workers ([`super::bot_workers`]) of
//! any instance take those games from the database, one decision at a time.

use super::cache::Snapshot;
use super::games::{LoadedGame, Written};
use super::live::Unannounced;
use super::{Caller, PlayError, Service};
use api::hosting::Advice;
use api::model::{Hint, RankedCommand};
use engine::bot::Level;
use engine::rng::Seed;
use engine::seat::Seat;
use std::sync::Arc;
use std::time::{Duration, Instant};
use storage::games::{EventRow, GameRow};
use storage::{self, DbConn, bot_turns};
use uuid::Uuid;

/// Longest a bot searches for one decision; the search then plays the best
/// move found so far (only the Monte Carlo level searches that long).
pub const THINKING_TIME: Duration = Duration::from_millis(50);

impl LoadedGame {
    /// The bot whose turn it is, if the player to move is one: its seat,
    /// account and level.
    fn bot_to_move(&self) -> Option<(Seat, i64, Level)> {
        let seat = self.state.as_ref()?.status().active()?;
        let player = self.players.iter().find(|p| p.seat == Some(i16::from(seat.0)))?;
        Some((seat, player.account_id, Level::parse(player.bot.as_deref()?)?))
    }
}

/// The seed of a bot's decision at `seq` of game `id`: reproducible, and
/// different at every decision.
pub(super) fn decision_seed(id: Uuid, seq: i32) -> Seed {
    let mut seed = [0u8; 32];
    seed[..16].copy_from_slice(id.as_bytes());
    seed[16..20].copy_from_slice(&seq.to_le_bytes());
    Seed(seed)
}

/// A thinking bot's `keep_going`: until [`THINKING_TIME`] has passed.
fn thinking() -> impl FnMut() -> bool {
    let deadline = Instant::now() + THINKING_TIME;
    move || Instant::now() < deadline
}

/// The most decisions a bot worker makes in a row for one bot's turn (a
/// tile, then a figure, ...) before the bot queues again.
const TURN_DECISIONS: usize = 8;

/// What one claim from the bot workers' queue came to.
enum Turn {
    /// No game waits for a bot (or every waiting one is claimed).
    NoneWaiting,
    /// The claimed game had no bot to move after all; it left the queue.
    Dismissed,
    /// A bot decided, appended in a transaction not yet committed.
    Decided(Box<Decided>),
}

/// What a claim from the queue came to, once committed.
enum Took {
    /// No game.
    Nothing,
    /// A game, decided in or dismissed.
    Game {
        /// The game, if the same bot decides next in it.
        again: Option<Uuid>,
    },
}

/// A bot's decision, appended in a transaction not yet committed.
struct Decided {
    game: LoadedGame,
    stored: Vec<EventRow>,
    /// The game's row after the append, when known for sure.
    row: Option<GameRow>,
    state: Arc<Snapshot>,
    notice: Unannounced,
    /// Whether the same bot decides next.
    again: bool,
}

impl Service {
    /// Makes the next bot turn of the bot workers' queue: claims the game
    /// that is next in fair order, lets its bot decide and appends the
    /// decision, and goes on while the same bot decides next (at most
    /// [`TURN_DECISIONS`]); then charges the time it took to the game's
    /// owner. Whether the queue held a game.
    pub(super) fn play_bot_turn(&self) -> Result<bool, PlayError> {
        let began = Instant::now();
        let mut conn = storage::connect(&self.pool)?;
        bot_turns::enlist(&mut conn)?;
        let mut owner = None;
        let first = self.play_bot_decision(&mut conn, |conn| {
            let claimed = bot_turns::claim(conn)?;
            owner = claimed.as_ref().map(|c| c.owner);
            Ok(claimed.map(|c| c.game))
        })?;
        let (Took::Game { mut again }, Some(owner)) = (first, owner) else {
            return Ok(false);
        };
        for _ in 1..TURN_DECISIONS {
            let Some(game) = again else { break };
            again = match self.play_bot_decision(&mut conn, |conn| bot_turns::claim_game(conn, game))? {
                Took::Game { again } => again,
                Took::Nothing => None,
            };
        }
        bot_turns::charge(&mut conn, owner, began.elapsed().as_secs_f64())?;
        Ok(true)
    }

    /// Makes one bot decision in the game `claim` takes, all in one
    /// transaction holding the game's row lock (so that no other worker, on
    /// any instance, decides in it meanwhile); a game where no bot can move
    /// after all leaves the queue.
    fn play_bot_decision(
        &self,
        conn: &mut DbConn,
        claim: impl FnOnce(&mut DbConn) -> Result<Option<Uuid>, storage::StorageError>,
    ) -> Result<Took, PlayError> {
        let turn = storage::transaction(conn, |conn| {
            let Some(id) = claim(conn)? else {
                return Ok::<_, PlayError>(Turn::NoneWaiting);
            };
            let decided = match LoadedGame::load(conn, &self.cache, id)? {
                Some(game) => decide(conn, game)?,
                None => None,
            };
            Ok(match decided {
                Some(decided) => Turn::Decided(Box::new(decided)),
                None => {
                    bot_turns::dismiss(conn, id)?;
                    Turn::Dismissed
                }
            })
        })?;
        match turn {
            Turn::NoneWaiting => Ok(Took::Nothing),
            Turn::Dismissed => Ok(Took::Game { again: None }),
            Turn::Decided(decided) => {
                // Committed: the state played on is the game's state now.
                let Decided { game, stored, row, state, notice, again } = *decided;
                let id = game.row.id;
                self.cache.appended(id, &game.log, &stored, state, row.map(|row| Arc::new((row, game.players))));
                self.hub.announce(notice);
                Ok(Took::Game { again: again.then_some(id) })
            }
        }
    }

    /// The move a bot of `level` would make now for the caller, who must be
    /// the player (or a member of the team) to move, in a game that is not
    /// rated: a rated game gets no engine help while it runs.
    pub fn hint(&self, caller: &Caller, id: Uuid, level: Level, others: usize) -> Result<Hint, PlayError> {
        let game = self.readable(caller, id)?;
        if game.row.rated && !game.finished() {
            return Err(PlayError::NoEngineHelp);
        }
        let state = game.state.as_deref().ok_or(PlayError::NotStarted)?;
        let seat = game.seat_of(caller).ok_or(PlayError::NotAPlayer)?;
        let status = state.status();
        if !status.may_act(seat) {
            return Err(match status.active() {
                Some(active) => PlayError::NotYourTurn { active: active.0 },
                None => PlayError::Over,
            });
        }
        let seed = decision_seed(game.row.id, game.row.last_seq);
        let advice = state.advise(level, seed, others, &mut thinking())?.ok_or(PlayError::Over)?;
        let others = advice.others.into_iter().map(|(command, value)| RankedCommand { command, value }).collect();
        let Advice { command, value, then, .. } = advice;
        Ok(Hint { ruleset: game.ruleset, seq: game.row.last_seq, level, command, value, then, others })
    }
}

/// Lets the bot to move in `game` decide and appends its decision; `None`
/// when no bot can move (the game is over, or its seat to move is a
/// person's after all).
fn decide(conn: &mut DbConn, game: LoadedGame) -> Result<Option<Decided>, PlayError> {
    let Some((seat, account, level)) = game.bot_to_move() else {
        return Ok(None);
    };
    let _span = tracing::info_span!("bot decision", game = %game.row.id, seat = seat.0).entered();
    let Some(mut state) = game.state_to_change() else {
        return Ok(None);
    };
    let seed = decision_seed(game.row.id, game.row.last_seq);
    let events = match state.play_bot(seat, level, seed, &mut thinking()) {
        None => return Ok(None),
        Some(Ok(events)) => events,
        Some(Err(refused)) => {
            // A bot's choice comes from the rules' own list of moves:
            // refused, it is a bug to fix, and the game waits for a person.
            tracing::error!(error = %refused, "the rules refused a bot's move");
            return Ok(None);
        }
    };
    let Written { events: stored, row, notice, .. } = game.append_move(conn, state.as_ref(), events, account)?;
    let again = state.status().active() == Some(seat);
    let state = Snapshot::after(state, game.state.as_deref());
    Ok(Some(Decided { game, stored, row, state, notice, again }))
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
