//! The state of a Discovery game and the steps its rules are made of
//! (`rules.rs` plays them as the engine's `RuleSet`).
//!
//! A turn (DISC-TURN-1): the tile step (a drawn tile, or with the hand of
//! two a tile of the hand), then the action step: place a figure on the tile
//! just placed, take one back and score its area, or nothing. Chance deals
//! the tiles: set aside for equal turns, to the hands, or drawn.

use super::error::RuleError;
use super::options::Options;
use super::records::Scoring;
use super::tiles::{Tile, tables};
use crate::bag::TileBag;
use crate::geometry::Pos;
use crate::head::{Head, TurnStep};
use crate::players::PlacedFigure;
use crate::refusal::{CommonError, FigureRefusal};
use crate::ruleset::Rating;
use crate::seat::Seat;

/// Figures per player in supply (DISC-SETUP-2: five, one of them the score marker).
pub const FIGURES: u8 = 4;

/// What comes after chance has dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum AfterDeal {
    /// The tile step of the player to move.
    Turn,
    /// The action step after the tile with this board index was placed.
    Act(usize),
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Phase {
    /// Chance deals next: a tile set aside, dealt to a hand, or drawn.
    Dealing {
        /// What follows.
        then: AfterDeal,
    },
    /// The player to move places `tile` (drawn), or with the hand of two
    /// one of his hand's tiles (`None`).
    PlacingTile {
        /// The drawn tile.
        tile: Option<Tile>,
    },
    /// Hand of two: no hand tile fits; the player removes one (DISC-EXP-HAND-3).
    DiscardingTile,
    /// The action step (DISC-TURN-1 step 2); `placed` is the board index of
    /// the tile placed this turn, if one was.
    Acting {
        /// The tile placed this turn.
        placed: Option<usize>,
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
    /// Figures in supply by seat.
    pub(super) supplies: Vec<u8>,
    /// Hand of two: the face-up tiles of each seat.
    pub(super) hands: Vec<Vec<Tile>>,
    /// Figures on the board.
    pub(super) figures: Vec<PlacedFigure<()>>,
    /// The figures as they stood when the final scoring returned them.
    pub(super) final_figures: Vec<PlacedFigure<()>>,
    pub(super) bag: TileBag,
    /// Equal turns: how many tiles are set aside at the start.
    pub(super) to_set_aside: usize,
    /// Equal turns: the tiles set aside, face up (DISC-EXP-EQ-1).
    pub(super) set_aside: Vec<Tile>,
    /// Hand of two: whether the hands are still being dealt (DISC-AMB-10).
    pub(super) dealing_hands: bool,
}

/// What chance deals next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Deal {
    /// A tile set aside for equal turns.
    SetAside,
    /// A tile to this seat's hand.
    Hand(Seat),
    /// The tile of a turn without hands.
    Draw,
}

/// The commands the step `phase` takes, in the words of a refusal.
pub(super) fn expected(phase: Phase) -> &'static str {
    match phase {
        Phase::PlacingTile { .. } | Phase::Dealing { .. } => "place_tile",
        Phase::DiscardingTile => "discard_tile",
        Phase::Acting { .. } => "place_figure, recall_figure or skip_figure",
        Phase::Finished => "nothing",
    }
}

impl GameState {
    /// The hand of the player to move.
    pub(super) fn hand(&self) -> &[Tile] {
        self.hands.get(usize::from(self.head.seats.current().0)).map_or(&[], Vec::as_slice)
    }

    /// Whether `tile` has a legal position (DISC-TILE-3).
    pub(super) fn fits(&self, tile: Tile) -> bool {
        self.head.table.fits_somewhere(tables().tile(tile.0))
    }

    /// What chance deals next before `then`, if anything.
    pub(super) fn pending_deal(&self, then: AfterDeal) -> Option<Deal> {
        if self.bag.remaining() == 0 {
            return None;
        }
        if self.set_aside.len() < self.to_set_aside {
            return Some(Deal::SetAside);
        }
        if !self.head.options.hand_of_two {
            return (then == AfterDeal::Turn).then_some(Deal::Draw);
        }
        if self.dealing_hands {
            // DISC-AMB-10: two tiles to each seat, in seat order.
            return (0..self.head.seats.count())
                .map(Seat)
                .find(|seat| self.hands[usize::from(seat.0)].len() < 2)
                .map(Deal::Hand);
        }
        let current = self.head.seats.current();
        (self.hand().len() < 2 && !self.head.seats.has_resigned(current)).then_some(Deal::Hand(current))
    }

    /// Takes `tile` off the supply as what `deal` says chance deals now.
    pub(super) fn deal(&mut self, deal: Deal, tile: Tile) -> Result<(), &'static str> {
        let Phase::Dealing { then } = self.head.phase else {
            return Err("nothing to deal now");
        };
        if self.bag.peek() != Some(tile.0) || (self.pending_deal(then) != Some(deal) && !self.set_aside_as_logged(deal))
        {
            return Err("not what the supply deals now");
        }
        self.bag.advance();
        Ok(())
    }

    /// Whether `deal` is how a log written before DISC-EXP-EQ-1 counted
    /// from the box deals: a custom order then set its own length mod
    /// players aside. The set-aside events are the count: while only tiles
    /// set aside have been dealt, one more is one more to set aside, and
    /// anything else ends the setting aside. Chance never deals so (it
    /// follows `to_set_aside`), so new games and verified logs keep the rule.
    fn set_aside_as_logged(&mut self, deal: Deal) -> bool {
        let at_start = self.head.options.equal_turns && self.head.custom && self.bag.dealt() == self.set_aside.len();
        if at_start {
            self.to_set_aside = self.set_aside.len() + usize::from(deal == Deal::SetAside);
        }
        at_start
    }

    /// After a deal: deal on while chance has more to deal, else go on with `then`.
    pub(super) fn after_deal(&mut self, then: AfterDeal) {
        if self.pending_deal(then).is_some() {
            self.head.phase = Phase::Dealing { then };
            return;
        }
        self.dealing_hands = false;
        match then {
            AfterDeal::Turn => self.begin_turn(),
            AfterDeal::Act(placed) => self.head.phase = Phase::Acting { placed: Some(placed) },
        }
    }

    /// The tile step of the player to move: a draw, or with the hand of two
    /// a tile of the hand if one fits, a removal if none does, and an
    /// action-only turn with an empty hand (DISC-EXP-HAND-3).
    pub(super) fn begin_turn(&mut self) {
        if !self.head.options.hand_of_two {
            self.head.phase = Phase::Dealing { then: AfterDeal::Turn };
        } else if self.hand().iter().any(|tile| self.fits(*tile)) {
            self.head.phase = Phase::PlacingTile { tile: None };
        } else if !self.hand().is_empty() {
            self.head.phase = Phase::DiscardingTile;
        } else {
            self.head.phase = Phase::Acting { placed: None };
        }
    }

    /// Takes `tile` out of the hand of the player to move.
    pub(super) fn take_from_hand(&mut self, tile: Tile) -> Result<Tile, &'static str> {
        let hand = self.hands.get_mut(usize::from(self.head.seats.current().0)).ok_or("no such seat")?;
        let at = hand.iter().position(|t| *t == tile).ok_or("not in the hand")?;
        Ok(hand.remove(at))
    }

    /// DISC-PLACE-1..3 for a figure on region `region` of the tile just placed.
    pub(super) fn check_figure(&self, placed: usize, region: u8) -> Result<(), RuleError> {
        let tile = self.head.table.board.tiles().get(placed).ok_or(CommonError::NoSuchRegion(region))?;
        let terrain = tables().region(tile.tile, region).ok_or(CommonError::NoSuchRegion(region))?.terrain;
        if self.in_supply() == 0 {
            return Err(FigureRefusal::NoneLeft("figure").into());
        }
        if self.head.table.features.occupants(self.head.table.features.feature_of(tile.segment(region))) > 0 {
            return Err(FigureRefusal::Occupied { region, terrain }.into());
        }
        Ok(())
    }

    /// Figures the player to move has in supply.
    pub(super) fn in_supply(&self) -> u8 {
        self.supplies.get(usize::from(self.head.seats.current().0)).copied().unwrap_or(0)
    }

    /// The figures of the player to move on the board, with their index.
    pub(super) fn own_figures(&self) -> impl Iterator<Item = (usize, &PlacedFigure<()>)> + '_ {
        let current = self.head.seats.current();
        self.figures.iter().enumerate().filter(move |(_, f)| f.owner == current)
    }

    /// Index of the figure of the player to move on region `region` at `pos`.
    pub(super) fn own_figure_at(&self, pos: Pos, region: u8) -> Option<usize> {
        let segment = self.head.table.segment_at(tables().catalog, pos, region)?;
        self.own_figures().find(|(_, f)| f.segment == segment).map(|(i, _)| i)
    }

    /// Whether the action step offers anything: a figure to place on the
    /// tile just placed, or one to take back (DISC-EDGE-6).
    pub(super) fn can_act(&self, placed: Option<usize>) -> bool {
        self.own_figures().next().is_some()
            || placed.is_some_and(|placed| self.in_supply() > 0 && !self.free_regions(placed).is_empty())
    }

    /// Regions of the tile with index `placed` whose area holds no figure
    /// (DISC-PLACE-3).
    pub(super) fn free_regions(&self, placed: usize) -> Vec<u8> {
        let Some(tile) = self.head.table.board.tiles().get(placed) else {
            return Vec::new();
        };
        let features = &self.head.table.features;
        (0..tables().regions(tile.tile).len() as u8)
            .filter(|region| features.occupants(features.feature_of(tile.segment(*region))) == 0)
            .collect()
    }

    /// End of the action step: the next player's turn, or the end of the
    /// game after the last tile (DISC-END-1, DISC-EXP-HAND-2).
    pub(super) fn end_turn(&mut self) {
        self.head.turn += 1;
        self.next_turn();
    }

    /// The next player's turn, unless every tile is placed or removed.
    fn next_turn(&mut self) {
        let hands_empty = self.hands.iter().all(Vec::is_empty);
        if self.bag.remaining() == 0 && hands_empty {
            self.final_scoring();
        } else {
            self.head.seats.pass();
            self.begin_turn();
        }
    }

    /// A resigned player's figures stay and score at the end; his hand
    /// leaves the game; the game ends when fewer than two players remain. If
    /// the player to move resigns, an action step ends the turn; a drawn
    /// tile passes to the next player.
    pub(super) fn apply_resignation(&mut self, seat: Seat) -> Result<(), &'static str> {
        let over = self.head.seats.resign(seat)?;
        if let Some(hand) = self.hands.get_mut(usize::from(seat.0)) {
            self.head.discarded.append(hand);
        }
        if over {
            self.final_scoring();
        } else if seat == self.head.seats.current() {
            match self.head.phase {
                Phase::Acting { .. } => self.end_turn(),
                Phase::PlacingTile { tile: Some(_) } => self.head.seats.pass(),
                Phase::PlacingTile { tile: None } | Phase::DiscardingTile | Phase::Dealing { .. } => self.next_turn(),
                Phase::Finished => {}
            }
        }
        Ok(())
    }
}
