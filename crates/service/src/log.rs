//! What the service keeps of a game's log besides its state, and the
//! state rebuilt from the log: the replay cache and every loaded game use
//! both.

use super::hosting::HostedGame;
use super::model::RulesetId;
use chrono::Utc;
use storage::StorageError;
use storage::games::EventRow;

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
            decision: !row.automatic && row.event_type != RESIGNATION,
        }));
    }
}

/// Rebuilds the state from stored events; `None` before the start.
pub(super) fn replay(ruleset: RulesetId, events: &[EventRow]) -> Result<Option<Box<dyn HostedGame>>, StorageError> {
    if events.is_empty() {
        return Ok(None);
    }
    let mut payloads = events.iter().map(|row| &row.payload);
    ruleset.replay(&mut payloads).map(Some).map_err(StorageError::Corrupt)
}
