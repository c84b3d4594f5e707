//! Why a command is refused: every variant names the rule it enforces.

use super::events::Figure;
use super::tiles::Terrain;
use crate::engine::geometry::{Pos, Side};
use crate::engine::players::Seat;

/// An illegal command. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
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
        /// What the turn needs next.
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
    /// Figures never go on lakes; huts only on rivers and lakes.
    #[error("a {figure:?} cannot be placed on a {terrain:?}")]
    FigureNotAllowed {
        /// The piece.
        figure: Figure,
        /// The region's kind.
        terrain: Terrain,
    },
    /// The river, forest or meadow already holds a figure.
    #[error("the {terrain:?} of region {region} already holds a figure")]
    FeatureOccupied {
        /// The region.
        region: u8,
        /// Its kind.
        terrain: Terrain,
    },
    /// The river system already holds a hut.
    #[error("the river system of region {0} already holds a hut")]
    SystemHasHut(u8),
    /// The player has no such piece in supply.
    #[error("no {0:?} left in supply")]
    NoFigureLeft(Figure),
    /// Only the shaman tile lets a figure be taken back, once, before a piece is placed.
    #[error("no shaman to take a figure back now")]
    NoShaman,
    /// The shaman takes back only the player's own figures, not huts.
    #[error("no figure of yours stands on region {region} at {pos}")]
    NotYourFigure {
        /// The tile.
        pos: Pos,
        /// The region.
        region: u8,
    },
    /// The seat does not exist or has resigned.
    #[error("seat {} is not playing", .0.0)]
    NotPlaying(Seat),
}

impl RuleError {
    /// The rule id of the spec (`docs/rules/hunters-gatherers.md`) that refuses the command.
    pub fn rule(&self) -> &'static str {
        match self {
            RuleError::GameOver => "HG-END-1",
            RuleError::NotYourTurn { .. } | RuleError::WrongStep { .. } | RuleError::NotPlaying(_) => "HG-TURN-1",
            RuleError::InvalidRotation(_) | RuleError::CellOccupied(_) | RuleError::NotAdjacent(_) => "HG-TILE-1",
            RuleError::EdgeMismatch { .. } => "HG-TILE-2",
            RuleError::NoSuchRegion(_) | RuleError::NoFigureLeft(_) => "HG-PLACE-1",
            RuleError::FigureNotAllowed { figure: Figure::Hut, .. } | RuleError::SystemHasHut(_) => "HG-PLACE-HUT-1",
            RuleError::FigureNotAllowed { .. } => "HG-PLACE-2",
            RuleError::FeatureOccupied { terrain, .. } => match terrain {
                Terrain::River | Terrain::Lake => "HG-PLACE-FISH-1",
                Terrain::Forest => "HG-PLACE-GATH-1",
                Terrain::Meadow => "HG-PLACE-HUNT-1",
            },
            RuleError::NoShaman | RuleError::NotYourFigure { .. } => "HG-MEN-SHAMAN-1",
        }
    }

    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            RuleError::GameOver => "game_over",
            RuleError::NotYourTurn { .. } => "not_your_turn",
            RuleError::WrongStep { .. } => "wrong_step",
            RuleError::InvalidRotation(_) => "invalid_rotation",
            RuleError::CellOccupied(_) => "cell_occupied",
            RuleError::NotAdjacent(_) => "not_adjacent",
            RuleError::EdgeMismatch { .. } => "edge_mismatch",
            RuleError::NoSuchRegion(_) => "no_such_region",
            RuleError::FigureNotAllowed { .. } => "figure_not_allowed",
            RuleError::FeatureOccupied { .. } => "feature_occupied",
            RuleError::SystemHasHut(_) => "system_has_hut",
            RuleError::NoFigureLeft(_) => "no_figure_left",
            RuleError::NoShaman => "no_shaman",
            RuleError::NotYourFigure { .. } => "not_your_figure",
            RuleError::NotPlaying(_) => "not_playing",
        }
    }
}
