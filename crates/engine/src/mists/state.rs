//! The state of a Mists over Carcassonne game and the steps its rules are
//! made of (`rules.rs` plays them as the engine's `RuleSet`). The order of a
//! turn and everything derived within it lives in `turn.rs`.

use super::colours::{Colour, ColourState};
use super::error::RuleError;
use super::levels::{self, Level};
use super::options::Options;
use super::records::{Closed, Scoring};
use super::tiles::{Kind, Tile, tables};
use crate::bag::TileBag;
use crate::board::SegmentId;
use crate::geometry::{Pos, Rotation};
use crate::head::{Head, TurnStep};
use crate::players::PlacedFigure;
use crate::refusal::{CommonError, FigureRefusal};
use crate::seat::Seat;
use crate::status::Outcome;

/// What follows the burials of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum AfterBurial {
    /// Step 2a: ghosts emerge on the tile with this board index.
    Emerge(usize),
    /// Graveyards closed by the face-down tile: the turn ends.
    EndTurn,
}

/// Where the turn stands (MISTS-TURN-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Phase {
    /// Chance draws from the active pile.
    Drawing,
    /// 1a: the active player places the drawn tile.
    PlacingTile {
        /// The drawn tile.
        tile: Tile,
    },
    /// 1c (or after a face-down tile): the team buries a guard on the first
    /// graveyard of `burials`.
    Burying {
        /// What follows.
        then: AfterBurial,
    },
    /// 2a, levels 2-4: the team chooses the open graveyard of the extra ghost.
    Haunting {
        /// Board index of the tile placed this turn.
        placed: usize,
    },
    /// 2b: the active player may place a guard on the tile just placed.
    PlacingGuard {
        /// Board index of the tile placed this turn.
        placed: usize,
    },
    /// 3a: the team chooses points or pacify for the first of `closed`.
    Scoring,
    /// 3b: the team lays dog `dog` (0 or 1) beside a standing guard.
    PlacingDog {
        /// Which dog.
        dog: usize,
    },
    /// 3b: the dog removes ghosts around its guard's tile.
    RemovingGhosts {
        /// Which dog.
        dog: usize,
        /// Its guard's tile.
        around: Pos,
        /// The tile it already cleared, if any.
        cleared: Option<Pos>,
    },
    /// 3c, levels 5-6: the team chooses the cell of the face-down tile.
    TurningDown,
    /// Victory or defeat.
    Over,
}

impl TurnStep for Phase {
    const FINISHED: Phase = Phase::Over;
}

impl Phase {
    /// Whether the step is a team choice (any seat may take it with
    /// `team_decisions`).
    pub(super) fn is_team_choice(self) -> bool {
        matches!(
            self,
            Phase::Burying { .. }
                | Phase::Haunting { .. }
                | Phase::Scoring
                | Phase::PlacingDog { .. }
                | Phase::RemovingGhosts { .. }
                | Phase::TurningDown
        )
    }
}

/// Where a dog is (MISTS-DOG-*).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Dog {
    /// Its threshold is not reached yet.
    Waiting,
    /// Lying beside the guard on this segment.
    With(SegmentId),
    /// It scored and left the game.
    Scored,
    /// Lost: no standing guard when it came, or its guard was buried.
    Lost,
}

/// A graveyard on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Graveyard {
    /// Board index of its tile.
    pub tile: usize,
    /// Its region's segment (ghosts of levels 2-4 stand on it).
    pub segment: SegmentId,
    /// Whether it is closed (MISTS-GRAVE-1).
    pub closed: bool,
}

/// A guard lying on a graveyard for good (MISTS-GRAVE-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Burial {
    /// Index in `graveyards`.
    pub graveyard: usize,
    /// The guard's colour.
    pub colour: Colour,
}

/// Everything the rules know about a game at one point of its log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// What every rule set holds: options, board, seats, step, turn,
    /// discards and scorings.
    pub(super) head: Head<Options, Phase, Tile, Scoring>,
    /// The level's parameters.
    pub(super) level: Level,
    /// The colours in play.
    pub(super) colours: Vec<ColourState>,
    /// Standing guards.
    pub(super) guards: Vec<PlacedFigure<Colour>>,
    /// Buried guards.
    pub(super) buried: Vec<Burial>,
    /// Ghosts per segment: on fog segments and on graveyards.
    pub(super) ghosts: Vec<u8>,
    /// Ghosts in the bank.
    pub(super) bank: u8,
    /// Graveyards in placement order.
    pub(super) graveyards: Vec<Graveyard>,
    /// Face-down tiles, in placement order: the cell (public) and the tile
    /// (never shown).
    pub(super) face_down: Vec<(Pos, Tile)>,
    /// The supply: the piles one after the other.
    pub(super) bag: TileBag,
    /// Pile sizes at set-up.
    pub(super) piles: [usize; 3],
    /// Index of the active pile.
    pub(super) pile: usize,
    /// The two dogs.
    pub(super) dogs: [Dog; 2],
    /// Levels 1-5: the team score.
    pub(super) team_score: u32,
    /// Graveyards (indices) closed this step that still await a burial.
    pub(super) burials: Vec<usize>,
    /// Closed occupied features of this turn still to be scored.
    pub(super) closed: Vec<Closed>,
    /// Victory or defeat, with the rule that ended the game.
    pub(super) ending: Option<Outcome>,
}

/// Pile sizes for `tiles` tiles in `piles` piles: piles of 20, the last
/// one taking the rest (a custom order may be shorter).
pub(super) fn split_into_piles(tiles: usize, piles: u8) -> [usize; 3] {
    if piles <= 1 {
        return [tiles, 0, 0];
    }
    let first = tiles.min(levels::PILE_SIZE);
    let second = (tiles - first).min(levels::PILE_SIZE);
    [first, second, tiles - first - second]
}

/// The commands the step `phase` takes, in the words of a refusal.
pub(super) fn expected(phase: Phase) -> &'static str {
    match phase {
        Phase::Drawing | Phase::PlacingTile { .. } => "place_tile",
        Phase::Burying { .. } => "bury_guard or bury_from_supply",
        Phase::Haunting { .. } => "haunt_graveyard",
        Phase::PlacingGuard { .. } => "place_guard or skip_guard",
        Phase::Scoring => "score_points or remove_ghosts",
        Phase::PlacingDog { .. } => "place_dog",
        Phase::RemovingGhosts { .. } => "remove_ghosts or end_removals",
        Phase::TurningDown => "place_face_down",
        Phase::Over => "nothing",
    }
}

impl GameState {
    /// Takes `tile` off the active pile as what chance deals now.
    pub(super) fn take(&mut self, tile: Tile) -> Result<(), &'static str> {
        if self.active_left() == 0 || self.bag.peek() != Some(tile.0) {
            return Err("not what the supply deals now");
        }
        self.bag.advance();
        Ok(())
    }

    /// Tiles left in the active pile (MISTS-TILE-5).
    pub(super) fn active_left(&self) -> usize {
        let later: usize = self.piles.iter().skip(self.pile + 1).sum();
        self.bag.remaining().saturating_sub(later)
    }

    /// Whether `tile` has a legal position.
    pub(super) fn fits(&self, tile: Tile) -> bool {
        self.head.table.fits_somewhere(tables().tile(tile.0))
    }

    /// Puts `tile` down and notes its graveyard; returns its board index.
    pub(super) fn put(&mut self, tile: Tile, pos: Pos, rotation: Rotation) -> usize {
        let placed = self.head.table.put(tables().catalog, pos, tile.0, rotation);
        self.ghosts.resize(self.head.table.features.next_segment().0 as usize, 0);
        if let Some(region) = tables().region_of(tile.0, Kind::Graveyard)
            && let Some(segment) = self.head.table.board.tiles().get(placed).map(|t| t.segment(region))
        {
            self.graveyards.push(Graveyard { tile: placed, segment, closed: false });
        }
        placed
    }

    /// The colour's state, if it is in play.
    pub(super) fn colour(&self, colour: Colour) -> Option<&ColourState> {
        self.colours.iter().find(|c| c.colour == colour)
    }

    /// The colours of the active player with a guard in supply.
    pub(super) fn active_colours(&self) -> impl Iterator<Item = Colour> + '_ {
        let active = self.head.seats.current();
        self.colours.iter().filter(move |c| c.owner == active && c.supply > 0).map(|c| c.colour)
    }

    /// MISTS-PLACE-*: a guard of `colour` on region `region` of the tile
    /// with board index `placed`.
    pub(super) fn check_guard(&self, placed: usize, region: u8, colour: Colour) -> Result<(), RuleError> {
        let tile = self.head.table.board.tiles().get(placed).ok_or(CommonError::NoSuchRegion(region))?;
        let kind = tables().region(tile.tile, region).ok_or(CommonError::NoSuchRegion(region))?.kind;
        let state = self.colour(colour).filter(|c| c.owner == self.head.seats.current());
        let state = state.ok_or(RuleError::NotYourColour(colour))?;
        if !kind.takes_guard() {
            return Err(FigureRefusal::NotAllowed { figure: "guard", terrain: kind }.into());
        }
        if state.supply == 0 {
            return Err(RuleError::NoGuardLeft(colour));
        }
        if self.head.table.features.occupants(self.head.table.features.feature_of(tile.segment(region))) > 0 {
            return Err(FigureRefusal::Occupied { region, terrain: kind }.into());
        }
        Ok(())
    }

    /// Puts a guard of `colour` on region `region` of the tile `placed`.
    pub(super) fn place_guard(&mut self, placed: usize, region: u8, colour: Colour) {
        let Some(segment) = self.head.table.board.tiles().get(placed).map(|t| t.segment(region)) else {
            return;
        };
        let Some(state) = self.colours.iter_mut().find(|c| c.colour == colour) else {
            return;
        };
        state.supply = state.supply.saturating_sub(1);
        self.guards.push(PlacedFigure { owner: state.owner, kind: colour, segment });
        self.head.table.features.add_occupants(segment, 1);
    }

    /// Index of the guard standing on region `region` of the tile at `pos`;
    /// `rule` names the rule that asks for one.
    pub(super) fn standing_guard(&self, pos: Pos, region: u8, rule: &'static str) -> Result<usize, RuleError> {
        let segment = self.head.table.segment_at(tables().catalog, pos, region);
        segment
            .and_then(|segment| self.guards.iter().position(|g| g.segment == segment))
            .ok_or(RuleError::NoSuchGuard { pos, region, rule })
    }

    /// A resigned player's turns are skipped; his guards stay. When the
    /// active player resigns the next one takes the turn over where it
    /// stands (a guard step is skipped); with nobody left the team has lost
    /// (MISTS-COMP-4: a game needs a player).
    pub(super) fn apply_resignation(&mut self, seat: Seat) -> Result<(), &'static str> {
        self.head.seats.resign(seat)?;
        if self.head.seats.playing() == 0 {
            self.lose("MISTS-COMP-4");
            return Ok(());
        }
        if seat == self.head.seats.current() {
            self.head.seats.pass();
            if let Phase::PlacingGuard { placed } = self.head.phase {
                self.score_step(placed);
            }
        }
        Ok(())
    }

    /// Ends the game in defeat by `rule`.
    pub(super) fn lose(&mut self, rule: &'static str) {
        self.ending = Some(Outcome::Defeat { rule });
        self.head.phase = Phase::Over;
    }

    /// Ends the game in victory (MISTS-END-1).
    pub(super) fn win(&mut self) {
        self.ending = Some(Outcome::Victory { rule: "MISTS-END-1" });
        self.head.phase = Phase::Over;
    }
}
