//! What the rules derive from an event: the consequences a client shows
//! when it animates a move, in the rule set's own types.

use super::events::{Event, Figure};
use super::state::{GameState, Phase};
use super::tiles::Tile;
use super::view::{FigureView, ScoringView};
use crate::effects::{appended, gone};
use crate::players::PlacedFigure;
use serde::Serialize;

/// A consequence of an event, derived on replay (never stored).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Effect {
    /// A feature was scored: during the turn, by a barn, or at the end
    /// (BASE-SCORE-*, AM-BARN-6/7, BASE-END-2/3). The scorers' scores
    /// grew by `points`.
    Scored {
        /// The scoring, as the view's `scorings` lists it.
        scoring: ScoringView,
    },
    /// Figures went back to their owners' supplies after a scoring
    /// (BASE-SCORE-4).
    FiguresReturned {
        /// The figures, where they stood.
        figures: Vec<FigureView>,
    },
    /// Abbey & Mayor: wagons of scored features left the board and wait
    /// for their owners to move them (AM-WAGON-3).
    WagonsWaiting {
        /// The wagons, where they stood.
        wagons: Vec<FigureView>,
    },
    /// Tiles left the game without the event naming them: the tile in a
    /// resigning player's hand.
    TilesDiscarded {
        /// The tiles.
        tiles: Vec<Tile>,
    },
}

impl GameState {
    /// What the rules derived from `event`, which turned `before` into `self`.
    pub(super) fn effects(&self, before: &GameState, event: &Event) -> Vec<Effect> {
        let mut effects: Vec<Effect> = self
            .head
            .scorings_since(&before.head)
            .iter()
            .map(|scoring| Effect::Scored { scoring: self.scoring_view(scoring) })
            .collect();
        let waiting = appended(&before.waiting_wagons, &self.waiting_wagons);
        let (mut returned, mut wagons) = (Vec::new(), Vec::new());
        let mut stood = before.standing_figures().to_vec();
        stood.extend(before.placed_by(event));
        for figure in gone(&stood, self.standing_figures()) {
            let Some(view) = before.figure_view(&figure) else { continue };
            let waits =
                figure.kind == Figure::Wagon && waiting.iter().any(|w| w.owner == figure.owner && w.from == view.at);
            if waits { wagons.push(view) } else { returned.push(view) }
        }
        if !returned.is_empty() {
            effects.push(Effect::FiguresReturned { figures: returned });
        }
        if !wagons.is_empty() {
            effects.push(Effect::WagonsWaiting { wagons });
        }
        let tiles = self.head.discarded_since(&before.head, matches!(event, Event::TileDiscarded { .. }));
        if !tiles.is_empty() {
            effects.push(Effect::TilesDiscarded { tiles });
        }
        effects
    }

    /// The figure `event` places on the tile just placed, if it places one
    /// (it may be scored and return within the same event).
    fn placed_by(&self, event: &Event) -> Option<PlacedFigure<Figure>> {
        let (Event::FigurePlaced { region, figure }, Phase::PlacingFigure { placed }) = (event, self.head.phase) else {
            return None;
        };
        let segment = self.head.table.board.tiles().get(placed)?.segment(*region);
        Some(PlacedFigure { owner: self.head.seats.current(), kind: *figure, segment })
    }
}
