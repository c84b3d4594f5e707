//! What the service keeps of a game's log besides its state, and the
//! state rebuilt from the log: the replay cache and every loaded game use
//! both.

use api::hosting::HostedGame;
use api::model::RulesetId;
use chrono::Utc;
use engine::status::Outcome;
use serde_json::value::RawValue;
use storage::StorageError;
use storage::games::{EventRow, NewEvent};
use uuid::Uuid;

/// The event type of a resignation, in every rule set (it does not count
/// as a move on the clock).
const RESIGNATION: &str = "player_resigned";

/// What the service keeps of a game's log besides its state (the events
/// themselves are read again only for history and exports): the creation
/// event (options and seed) and when and by whom every event was stored
/// (the clocks).
#[derive(Clone, Debug, Default)]
pub(super) struct LogSummary {
    /// The first event, the game's creation.
    pub created: Option<serde_json::Value>,
    /// Every event's moment, in log order.
    pub moments: Vec<Moment>,
}

/// When and by whom an event was stored.
#[derive(Clone, Copy, Debug)]
pub(super) struct Moment {
    /// When it was stored.
    pub at: chrono::DateTime<Utc>,
    /// Who sent the command it belongs to.
    pub actor: Option<i64>,
    /// Whether it was a player's own decision (not automatic, not a resignation).
    pub decision: bool,
}

impl LogSummary {
    /// Adds `rows`, the events after the ones summarized so far.
    pub fn extend(&mut self, rows: &[EventRow]) {
        if self.created.is_none() {
            self.created = rows.first().map(|row| row.payload.clone());
        }
        self.moments.extend(rows.iter().map(|row| Moment {
            at: row.created_at,
            actor: row.actor_id,
            decision: is_decision(row.automatic, &row.event_type),
        }));
    }

    /// How many decisions of its own each of `accounts` made in the log
    /// and in `new`, the events about to be appended after it.
    pub fn decisions(&self, new: &[NewEvent], accounts: &[i64]) -> Vec<usize> {
        let logged = self.moments.iter().filter(|m| m.decision).map(|m| m.actor);
        let appended = new.iter().filter(|e| is_decision(e.automatic, &e.event_type)).map(|e| e.actor_id);
        let actors: Vec<Option<i64>> = logged.chain(appended).collect();
        accounts.iter().map(|account| actors.iter().filter(|actor| **actor == Some(*account)).count()).collect()
    }
}

/// Whether a stored event records a player's own decision: one not
/// automatic (chance, a step the rules take) and not a resignation.
fn is_decision(automatic: bool, event_type: &str) -> bool {
    !automatic && event_type != RESIGNATION
}

/// Rebuilds the state from stored events; `None` before the start.
pub(super) fn replay(ruleset: RulesetId, events: &[EventRow]) -> Result<Option<Box<dyn HostedGame>>, StorageError> {
    if events.is_empty() {
        return Ok(None);
    }
    let mut payloads = events.iter().map(|row| &row.payload);
    ruleset.replay(&mut payloads).map(Some).map_err(StorageError::corrupt)
}

/// A reader of one game's log that keeps the state after the last event
/// it read, so that the effects of the next events need no replay from
/// the start (a game stream keeps one while it is open).
pub struct LogReader {
    /// The game.
    pub(super) game: Uuid,
    /// The sequence number of the last event read (0: none).
    pub(super) seq: i32,
    /// The state after it; `None` before the game's creation, and until the
    /// reader first reads.
    pub(super) state: Option<Box<dyn HostedGame>>,
}

impl LogReader {
    /// A reader of game `game` that starts after event `after`.
    pub fn new(game: Uuid, after: i32) -> LogReader {
        LogReader { game, seq: after.max(0), state: None }
    }

    /// The sequence number of the last event read.
    pub fn last(&self) -> i32 {
        self.seq
    }

    /// How the game ended, once the events read end it.
    pub fn outcome(&self) -> Option<Outcome> {
        self.state.as_ref().and_then(|state| state.status().outcome().cloned())
    }

    /// Applies `row`, the event after the last one read, and says what
    /// the rules derived from it (none for the creation).
    pub(super) fn follow(&mut self, ruleset: RulesetId, row: &EventRow) -> Result<Box<RawValue>, StorageError> {
        let effects = match &mut self.state {
            Some(state) => state.follow(&row.payload).map_err(StorageError::corrupt)?,
            None => {
                self.state = replay(ruleset, std::slice::from_ref(row))?;
                RawValue::from_string("[]".into()).map_err(|e| StorageError::corrupt_by("no effects", e))?
            }
        };
        self.seq = row.seq;
        Ok(effects)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stored(seq: i32, actor: Option<i64>, automatic: bool, event_type: &str) -> EventRow {
        EventRow {
            seq,
            event_type: event_type.into(),
            payload: serde_json::Value::Null,
            actor_id: actor,
            created_at: Utc::now(),
            automatic,
        }
    }

    /// Chance, the rules' own steps and resignations are nobody's decision.
    #[test]
    fn decisions_count_each_players_own_choices_logged_and_about_to_be() {
        let mut log = LogSummary::default();
        log.extend(&[
            stored(1, None, false, "game_created"),
            stored(2, None, true, "tile_drawn"),
            stored(3, Some(7), false, "tile_placed"),
            stored(4, Some(7), true, "feature_scored"),
            stored(5, Some(7), false, "figure_skipped"),
        ]);
        let new = |actor, automatic, event_type: &str| NewEvent {
            event_type: event_type.into(),
            payload: serde_json::Value::Null,
            actor_id: Some(actor),
            automatic,
        };
        let appended = [new(8, false, "tile_placed"), new(8, false, RESIGNATION), new(8, true, "tile_drawn")];
        assert_eq!(log.decisions(&appended, &[7, 8, 9]), [2, 1, 0]);
    }
}
