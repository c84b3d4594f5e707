//! What the rules derive from an event: the consequences a client shows
//! when it animates a move, in the rule set's own types.

use super::events::{Event, Figure};
use super::state::{GameState, Phase};
use super::tiles::Tile;
use super::view::{FigureView, ScoringView};
use crate::effects::{appended, gone};
use crate::geometry::RegionRef;
use crate::players::PlacedFigure;
use serde::Serialize;

/// A consequence of an event, derived on replay (never stored).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Effect {
    /// Something was scored: a closed river or forest, a canoe or small
    /// trap as its tile was placed, or the final scoring (HG-SCORE-*,
    /// HG-MEN-*, HG-FINAL-*). The scorers' scores grew by `points`.
    Scored {
        /// The scoring, as the view's `scorings` lists it.
        scoring: ScoringView,
    },
    /// Pieces went back to their owners' supplies after a scoring.
    FiguresReturned {
        /// The pieces, where they stood.
        figures: Vec<FigureView>,
    },
    /// A small trap covered these meadow regions: their animals no longer
    /// count for the meadow (HG-MEN-STRAP-1).
    AnimalsCovered {
        /// The regions.
        regions: Vec<RegionRef>,
    },
    /// The tile closed a forest with a menhir: the player takes a menhir
    /// tile and plays a second turn (HG-MENHIR-1).
    MenhirTurn,
    /// Tiles left the game without the event naming them: a menhir tile
    /// drawn by a player who resigned.
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
        let mut stood = before.standing_figures().to_vec();
        stood.extend(before.placed_by(event));
        let returned = gone(&stood, self.standing_figures());
        let figures: Vec<FigureView> = returned.iter().filter_map(|f| before.figure_view(f)).collect();
        if !figures.is_empty() {
            effects.push(Effect::FiguresReturned { figures });
        }
        let covered = appended(&before.covered, &self.covered);
        if !covered.is_empty() {
            effects.push(Effect::AnimalsCovered { regions: self.region_refs(covered) });
        }
        if self.menhir_turn && !before.menhir_turn {
            effects.push(Effect::MenhirTurn);
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
        let (Event::FigurePlaced { region, figure }, Phase::PlacingFigure { placed, .. }) = (event, self.head.phase)
        else {
            return None;
        };
        let segment = self.head.table.board.tiles().get(placed)?.segment(*region);
        Some(PlacedFigure { owner: self.head.seats.current(), kind: *figure, segment })
    }
}
