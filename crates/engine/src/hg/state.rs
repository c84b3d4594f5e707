//! The state of a Hunters & Gatherers game and the steps its rules are made
//! of (`rules.rs` plays them as the engine's `RuleSet`).

use super::error::RuleError;
use super::events::Figure;
use super::options::Options;
use super::records::Scoring;
use super::tiles::{Terrain, Tile, tables};
use crate::bag::TileBag;
use crate::board::SegmentId;
use crate::geometry::Pos;
use crate::head::{Head, TurnStep};
use crate::players::PlacedFigure;
use crate::refusal::{CommonError, FigureRefusal};
use crate::ruleset::Rating;
use crate::seat::Seat;

/// Figures per player (HG-SETUP-2).
pub const FIGURES: u8 = 5;
/// Huts per player (HG-SETUP-2).
pub const HUTS: u8 = 3;

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Phase {
    /// Chance is about to deal the next tile (only between events).
    Drawing,
    /// The player to move must place `tile` (HG-TURN-1 step 1).
    PlacingTile {
        /// The drawn tile.
        tile: Tile,
    },
    /// The player to move may place a piece on the tile just placed (step 2).
    PlacingFigure {
        /// Index of that tile in the board's tiles.
        placed: usize,
        /// The tile is the shaman and no figure was taken back yet.
        shaman: bool,
    },
    /// The game is over and finally scored.
    Finished,
}

impl TurnStep for Phase {
    const FINISHED: Phase = Phase::Finished;
}

/// Everything the rules know about a game at one point of its log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// What every rule set holds: options, board, seats, step, turn,
    /// discards and scorings.
    pub(super) head: Head<Options, Phase, Tile, Scoring>,
    /// Pieces in supply by seat, by [`Figure::index`].
    pub(super) supplies: Vec<[u8; Figure::ALL.len()]>,
    /// Figures and huts on the board. Only figures count as occupants of
    /// their feature; huts are looked up per river system.
    pub(super) figures: Vec<PlacedFigure<Figure>>,
    /// The pieces as they stood when the final scoring returned them.
    pub(super) final_figures: Vec<PlacedFigure<Figure>>,
    pub(super) regular: TileBag,
    pub(super) bonus: TileBag,
    /// Whether the tile being drawn or played is the turn's menhir tile (HG-TURN-1 step 4).
    pub(super) menhir_turn: bool,
    /// Meadow segments whose animals a small trap covered (HG-MEN-STRAP-1).
    pub(super) covered: Vec<SegmentId>,
}

impl GameState {
    /// The seat to move.
    pub(super) fn current(&self) -> Seat {
        self.head.seats.current()
    }

    /// The tile the player to move holds (or has just placed).
    pub(super) fn current_tile(&self) -> Option<Tile> {
        match self.head.phase {
            Phase::PlacingTile { tile } => Some(tile),
            Phase::PlacingFigure { placed, .. } => self.head.table.board.tiles().get(placed).map(|p| Tile(p.tile)),
            Phase::Drawing | Phase::Finished => None,
        }
    }

    pub(super) fn supply(&self) -> &TileBag {
        if self.menhir_turn { &self.bonus } else { &self.regular }
    }

    pub(super) fn draw(&mut self) -> Result<(), &'static str> {
        let bag = if self.menhir_turn { &mut self.bonus } else { &mut self.regular };
        if bag.remaining() == 0 {
            return Err("the supply is empty");
        }
        bag.advance();
        Ok(())
    }

    /// HG-PLACE-* for a piece on region `region` of the tile just placed.
    pub(super) fn check_piece(&self, placed: usize, region: u8, figure: Figure) -> Result<(), RuleError> {
        let tile = self.head.table.board.tiles().get(placed).ok_or(CommonError::NoSuchRegion(region))?;
        let terrain = tables().region(tile.tile, region).ok_or(CommonError::NoSuchRegion(region))?.terrain;
        if !allowed_on(figure, terrain) {
            return Err(FigureRefusal::NotAllowed { figure, terrain }.into());
        }
        if self.in_supply(figure) == 0 {
            return Err(FigureRefusal::NoneLeft(figure).into());
        }
        let feature = self.head.table.features.feature_of(tile.segment(region));
        match figure {
            Figure::Follower if self.head.table.features.occupants(feature) > 0 => {
                Err(FigureRefusal::Occupied { region, terrain }.into())
            }
            Figure::Hut if self.system_has_hut(feature) => Err(RuleError::SystemHasHut(region)),
            Figure::Follower | Figure::Hut => Ok(()),
        }
    }

    /// How many of `figure` the player to move has in supply.
    pub(super) fn in_supply(&self, figure: Figure) -> u8 {
        self.supplies
            .get(usize::from(self.head.seats.current().0))
            .and_then(|supply| supply.get(figure.index()))
            .copied()
            .unwrap_or(0)
    }

    /// The figures (not huts) of the player to move on the board.
    pub(super) fn own_figures(&self) -> impl Iterator<Item = (usize, &PlacedFigure<Figure>)> + '_ {
        let current = self.head.seats.current();
        self.figures.iter().enumerate().filter(move |(_, f)| f.owner == current && f.kind == Figure::Follower)
    }

    /// Index in the figures of the figure of the player to move on region
    /// `region` of the tile at `pos`.
    pub(super) fn own_figure_at(&self, pos: Pos, region: u8) -> Option<usize> {
        let segment = self.head.table.segment_at(tables().catalog, pos, region)?;
        self.own_figures().find(|(_, f)| f.segment == segment).map(|(i, _)| i)
    }

    pub(super) fn return_to_supply(&mut self, figure: PlacedFigure<Figure>) {
        if let Some(left) =
            self.supplies.get_mut(usize::from(figure.owner.0)).and_then(|supply| supply.get_mut(figure.kind.index()))
        {
            *left += 1;
        }
    }

    /// Step 3 and 4 of HG-TURN-1: scoring, then the menhir turn if the tile
    /// (not itself a menhir tile) closed a forest with a menhir and a
    /// menhir tile is left (HG-MENHIR-1..3); otherwise the turn passes on.
    pub(super) fn end_turn(&mut self, placed: usize) {
        let menhir_closed = self.score_closed(placed);
        let active = !self.head.seats.has_resigned(self.head.seats.current());
        if menhir_closed && !self.menhir_turn && active && self.bonus.remaining() > 0 {
            self.menhir_turn = true;
            self.head.phase = Phase::Drawing;
        } else {
            self.pass_turn();
        }
    }

    /// The next player draws, or the game ends after the last regular tile
    /// (HG-END-1, HG-AMB-2).
    pub(super) fn pass_turn(&mut self) {
        self.menhir_turn = false;
        self.head.turn += 1;
        if self.regular.remaining() == 0 {
            self.final_scoring();
        } else {
            self.head.seats.pass();
            self.head.phase = Phase::Drawing;
        }
    }

    /// A resigned player's pieces stay and still score; the game ends (with
    /// final scoring) when fewer than two players remain. If the player to
    /// move resigns, a placed tile ends the turn as with no piece (and no
    /// menhir turn); a drawn regular tile passes to the next player; a
    /// drawn menhir tile leaves the game.
    pub(super) fn apply_resignation(&mut self, seat: Seat) -> Result<(), &'static str> {
        if self.head.seats.resign(seat)? {
            self.final_scoring();
        } else if seat == self.head.seats.current() {
            match self.head.phase {
                Phase::PlacingFigure { placed, .. } => self.end_turn(placed),
                Phase::PlacingTile { tile } if self.menhir_turn => {
                    self.head.discarded.push(tile);
                    self.pass_turn();
                }
                Phase::Drawing if self.menhir_turn => self.pass_turn(),
                Phase::PlacingTile { .. } | Phase::Drawing | Phase::Finished => self.head.seats.pass(),
            }
        }
        Ok(())
    }
}

/// Which piece may stand on which terrain (HG-PLACE-2, HG-PLACE-HUT-1).
pub(super) fn allowed_on(figure: Figure, terrain: Terrain) -> bool {
    match figure {
        Figure::Follower => terrain != Terrain::Lake,
        Figure::Hut => matches!(terrain, Terrain::River | Terrain::Lake),
    }
}
