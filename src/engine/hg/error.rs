//! Why a command is refused: every variant names the rule it enforces.

use super::events::Figure;
use super::tiles::Terrain;
use crate::engine::geometry::Pos;
use crate::engine::rules::CommonError;

/// An illegal command. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A refusal every rule set shares.
    #[error(transparent)]
    Common(#[from] CommonError),
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
}

impl RuleError {
    /// The rule id of the spec (`docs/rules/hunters-gatherers.md`) that refuses the command.
    pub fn rule(&self) -> &'static str {
        match self {
            RuleError::Common(common) => match common {
                CommonError::GameOver => "HG-END-1",
                CommonError::NotYourTurn { .. } | CommonError::WrongStep { .. } | CommonError::NotPlaying(_) => {
                    "HG-TURN-1"
                }
                CommonError::InvalidRotation(_) | CommonError::CellOccupied(_) | CommonError::NotAdjacent(_) => {
                    "HG-TILE-1"
                }
                CommonError::EdgeMismatch { .. } => "HG-TILE-2",
                CommonError::NoSuchRegion(_) => "HG-PLACE-1",
            },
            RuleError::NoFigureLeft(_) => "HG-PLACE-1",
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
            RuleError::Common(common) => common.code(),
            RuleError::FigureNotAllowed { .. } => "figure_not_allowed",
            RuleError::FeatureOccupied { .. } => "feature_occupied",
            RuleError::SystemHasHut(_) => "system_has_hut",
            RuleError::NoFigureLeft(_) => "no_figure_left",
            RuleError::NoShaman => "no_shaman",
            RuleError::NotYourFigure { .. } => "not_your_figure",
        }
    }
}
