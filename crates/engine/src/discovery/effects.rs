//! What the rules derive from an event: the consequences a client shows
//! when it animates a move, in the rule set's own types.

use super::events::Event;
use super::state::GameState;
use super::tiles::Tile;
use super::view::{FigureView, ScoringView};
use crate::effects::gone;
use crate::head::HeadMark;
use crate::players::PlacedFigure;
use crate::ruleset::Consequences;
use serde::Serialize;

/// A consequence of an event, derived on replay (never stored).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Effect {
    /// An area or mission was scored: on a take-back (DISC-RET-1) or at
    /// the end (DISC-END-*). The scorer's score grew by `points`.
    Scored {
        /// The scoring, as the view's `scorings` lists it.
        scoring: ScoringView,
    },
    /// Figures went back to their owners' supplies: the one taken back.
    FiguresReturned {
        /// The figures, where they stood.
        figures: Vec<FigureView>,
    },
    /// Tiles left the game without the event naming them: the tiles in a
    /// resigning player's hand.
    TilesDiscarded {
        /// The tiles.
        tiles: Vec<Tile>,
    },
}

/// What a Discovery event's effects are found from: the state's counts
/// and figures before it.
pub struct Before {
    head: HeadMark,
    figures: Vec<PlacedFigure<()>>,
}

impl Consequences for GameState {
    type Effect = Effect;
    type Before = Before;

    /// What [`GameState::effects`] needs of the state before an event.
    fn before(&self) -> Before {
        Before { head: self.head.mark(), figures: self.standing_figures().to_vec() }
    }

    /// What the rules derived from `event`, which was applied to the state
    /// `before` was taken of.
    fn effects(&self, before: Before, event: &Event) -> Vec<Effect> {
        let mut effects: Vec<Effect> = self
            .head
            .scorings_since(before.head)
            .iter()
            .map(|scoring| Effect::Scored { scoring: self.scoring_view(scoring) })
            .collect();
        let returned = gone(&before.figures, self.standing_figures());
        let figures: Vec<FigureView> = returned.iter().filter_map(|f| self.figure_view(f)).collect();
        if !figures.is_empty() {
            effects.push(Effect::FiguresReturned { figures });
        }
        let tiles = self.head.discarded_since(before.head, matches!(event, Event::TileDiscarded { .. }));
        if !tiles.is_empty() {
            effects.push(Effect::TilesDiscarded { tiles });
        }
        effects
    }
}
