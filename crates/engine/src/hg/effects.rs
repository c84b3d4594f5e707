//! What the rules derive from an event: the consequences a client shows
//! when it animates a move, in the rule set's own types.

use super::events::{Event, Figure};
use super::state::{GameState, Phase};
use super::tiles::Tile;
use super::view::{FigureView, ScoringView};
use crate::effects::{beyond, gone};
use crate::geometry::RegionRef;
use crate::head::HeadMark;
use crate::players::PlacedFigure;
use crate::ruleset::Consequences;
use crate::seat::Seat;
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

/// What a Hunters & Gatherers event's effects are found from: the state's
/// counts and pieces before it, and where a piece would go.
pub struct Before {
    head: HeadMark,
    figures: Vec<PlacedFigure<Figure>>,
    covered: usize,
    menhir_turn: bool,
    mover: Seat,
    /// The tile a piece may go on now.
    placing_on: Option<usize>,
}

impl Consequences for GameState {
    type Effect = Effect;
    type Before = Before;

    /// What [`GameState::effects`] needs of the state before an event.
    fn before(&self) -> Before {
        Before {
            head: self.head.mark(),
            figures: self.standing_figures().to_vec(),
            covered: self.covered.len(),
            menhir_turn: self.menhir_turn,
            mover: self.head.seats.current(),
            placing_on: match self.head.phase {
                Phase::PlacingFigure { placed, .. } => Some(placed),
                _ => None,
            },
        }
    }

    /// What the rules derived from `event`, which was applied to the state
    /// `before` was taken of.
    fn effects(&self, mut before: Before, event: &Event) -> Vec<Effect> {
        let mut effects: Vec<Effect> = self
            .head
            .scorings_since(before.head)
            .iter()
            .map(|scoring| Effect::Scored { scoring: self.scoring_view(scoring) })
            .collect();
        // A piece placed by the event may be scored and return within it.
        if let (Event::FigurePlaced { region, figure }, Some(placed)) = (event, before.placing_on)
            && let Some(tile) = self.head.table.board.tiles().get(placed)
        {
            before.figures.push(PlacedFigure { owner: before.mover, kind: *figure, segment: tile.segment(*region) });
        }
        let returned = gone(&before.figures, self.standing_figures());
        let figures: Vec<FigureView> = returned.iter().filter_map(|f| self.figure_view(f)).collect();
        if !figures.is_empty() {
            effects.push(Effect::FiguresReturned { figures });
        }
        let covered = beyond(&self.covered, before.covered);
        if !covered.is_empty() {
            effects.push(Effect::AnimalsCovered { regions: self.region_refs(covered) });
        }
        if self.menhir_turn && !before.menhir_turn {
            effects.push(Effect::MenhirTurn);
        }
        let tiles = self.head.discarded_since(before.head, matches!(event, Event::TileDiscarded { .. }));
        if !tiles.is_empty() {
            effects.push(Effect::TilesDiscarded { tiles });
        }
        effects
    }
}
