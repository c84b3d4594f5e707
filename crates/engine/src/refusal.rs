//! Refusals every rule set shares: the game's end, turn order, the steps
//! of a turn and the placement rule ([`CommonError`]), and the figure rules
//! every Carcassonne shares ([`FigureRefusal`], in a rule set's own figure
//! and terrain types). Each rule set's error wraps both and names the rule
//! of its own specification.

use super::geometry::{Pos, Side};
use super::seat::Seat;
use super::setup::SetupError;
use std::fmt::Display;

/// A refusal of the game's end, turn order, steps or placement rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommonError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// Only the player to move may act.
    #[error("it is seat {current}'s turn, not seat {actor}'s", current = current.0, actor = actor.0)]
    NotYourTurn {
        /// Who asked.
        actor: Seat,
        /// Who is to move.
        current: Seat,
    },
    /// The command belongs to another step of the turn.
    #[error("expected {expected} now")]
    WrongStep {
        /// What the turn needs next (the commands of this game that fit).
        expected: &'static str,
    },
    /// Rotations are 0..3 quarter turns.
    #[error("rotation {0} is not 0..3")]
    InvalidRotation(u8),
    /// The cell holds a tile.
    #[error("cell {0} already holds a tile")]
    CellOccupied(Pos),
    /// The cell shares no side with a placed tile.
    #[error("cell {0} does not share a side with a placed tile")]
    NotAdjacent(Pos),
    /// A side's terrain does not continue the neighbour's.
    #[error("the {side:?} side at {pos} does not match the neighbouring tile")]
    EdgeMismatch {
        /// The cell.
        pos: Pos,
        /// The mismatching side (after rotation).
        side: Side,
    },
    /// The tile has no region with this index.
    #[error("the tile has no region {0}")]
    NoSuchRegion(u8),
    /// The seat does not exist or has resigned.
    #[error("seat {} is not playing", .0.0)]
    NotPlaying(Seat),
}

impl CommonError {
    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            CommonError::GameOver => "game_over",
            CommonError::NotYourTurn { .. } => "not_your_turn",
            CommonError::WrongStep { .. } => "wrong_step",
            CommonError::InvalidRotation(_) => "invalid_rotation",
            CommonError::CellOccupied(_) => "cell_occupied",
            CommonError::NotAdjacent(_) => "not_adjacent",
            CommonError::EdgeMismatch { .. } => "edge_mismatch",
            CommonError::NoSuchRegion(_) => "no_such_region",
            CommonError::NotPlaying(_) => "not_playing",
        }
    }
}

/// The rule ids one rule set's specification gives the refusals
/// ([`CommonError`]) and set-up errors ([`SetupError`]) every rule set
/// shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommonRules {
    /// The game has ended.
    pub game_over: &'static str,
    /// Turn order and the steps of a turn: not the seat's turn, not this
    /// step, a seat that does not play.
    pub turn: &'static str,
    /// A rotation out of range.
    pub rotation: &'static str,
    /// A cell that holds a tile or touches none.
    pub cell: &'static str,
    /// Sides that do not continue the neighbours'.
    pub edges: &'static str,
    /// A region the tile does not have.
    pub region: &'static str,
    /// A number of players out of range.
    pub players: &'static str,
    /// A start player who is not seated.
    pub start_player: &'static str,
    /// A level that does not exist.
    pub level: &'static str,
    /// A tile order or catalog that sets up no game.
    pub supply: &'static str,
}

impl CommonRules {
    /// The rule `refusal` enforces.
    pub fn refusal(&self, refusal: &CommonError) -> &'static str {
        match refusal {
            CommonError::GameOver => self.game_over,
            CommonError::NotYourTurn { .. } | CommonError::WrongStep { .. } | CommonError::NotPlaying(_) => self.turn,
            CommonError::InvalidRotation(_) => self.rotation,
            CommonError::CellOccupied(_) | CommonError::NotAdjacent(_) => self.cell,
            CommonError::EdgeMismatch { .. } => self.edges,
            CommonError::NoSuchRegion(_) => self.region,
        }
    }

    /// The rule a set-up `error` breaks.
    pub fn setup(&self, error: &SetupError) -> &'static str {
        match error {
            SetupError::PlayerCount(_) => self.players,
            SetupError::StartPlayer(_) => self.start_player,
            SetupError::Level(_) => self.level,
            SetupError::Options { rule, .. } => rule,
            SetupError::TileOrder
            | SetupError::BeyondBox { .. }
            | SetupError::Piles { .. }
            | SetupError::SecretOrder
            | SetupError::Catalog
            | SetupError::Unfit(_) => self.supply,
        }
    }
}

/// A refusal of the figure rules every Carcassonne shares; `F` and `T` are
/// the rule set's figures and terrains, shown by their names.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FigureRefusal<F: Display, T: Display> {
    /// This figure cannot stand on this kind of region.
    #[error("a {figure} cannot be placed on a {terrain}")]
    NotAllowed {
        /// The figure.
        figure: F,
        /// The region's kind.
        terrain: T,
    },
    /// The region's feature already holds a figure.
    #[error("the {terrain} of region {region} is already occupied")]
    Occupied {
        /// The region.
        region: u8,
        /// Its kind.
        terrain: T,
    },
    /// The player has none of this figure in supply.
    #[error("no {0} left in supply")]
    NoneLeft(F),
}

impl<F: Display, T: Display> FigureRefusal<F, T> {
    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            FigureRefusal::NotAllowed { .. } => "figure_not_allowed",
            FigureRefusal::Occupied { .. } => "feature_occupied",
            FigureRefusal::NoneLeft(_) => "no_figure_left",
        }
    }
}

/// Shows a rule set's figure or terrain in refusals by its `name()`, the
/// name its commands and views use.
macro_rules! display_by_name {
    ($($name:ty),*) => {
        $(impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        })*
    };
}
pub(crate) use display_by_name;
