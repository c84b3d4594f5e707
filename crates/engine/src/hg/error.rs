//! Why a command is refused: every variant names the rule it enforces.

use super::events::Figure;
use super::tiles::Terrain;
use crate::geometry::Pos;
use crate::refusal::{CommonError, CommonRules, FigureRefusal};
use crate::ruleset::Refusal;

/// The rule ids of the refusals and set-up errors every rule set shares.
pub(super) const RULES: CommonRules = CommonRules {
    game_over: "HG-END-1",
    turn: "HG-TURN-1",
    rotation: "HG-TILE-1",
    cell: "HG-TILE-1",
    edges: "HG-TILE-2",
    region: "HG-PLACE-1",
    players: "HG-COMP-4",
    start_player: "HG-SETUP-3",
    level: "HG-SETUP-1",
    supply: "HG-SETUP-1",
};

/// An illegal command. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A refusal every rule set shares.
    #[error(transparent)]
    Common(#[from] CommonError),
    /// A figure rule every Carcassonne shares: figures never go on lakes,
    /// huts only on rivers and lakes.
    #[error(transparent)]
    Figure(#[from] FigureRefusal<Figure, Terrain>),
    /// The river system already holds a hut.
    #[error("the river system of region {0} already holds a hut")]
    SystemHasHut(u8),
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

impl Refusal for RuleError {
    /// The rule id of the spec (`docs/rules/hunters-gatherers.md`).
    fn rule(&self) -> &'static str {
        match self {
            RuleError::Common(common) => RULES.refusal(common),
            RuleError::Figure(figure) => match figure {
                FigureRefusal::NoneLeft(_) => "HG-PLACE-1",
                FigureRefusal::NotAllowed { figure: Figure::Hut, .. } => "HG-PLACE-HUT-1",
                FigureRefusal::NotAllowed { .. } => "HG-PLACE-2",
                FigureRefusal::Occupied { terrain, .. } => match terrain {
                    Terrain::River | Terrain::Lake => "HG-PLACE-FISH-1",
                    Terrain::Forest => "HG-PLACE-GATH-1",
                    Terrain::Meadow => "HG-PLACE-HUNT-1",
                },
            },
            RuleError::SystemHasHut(_) => "HG-PLACE-HUT-1",
            RuleError::NoShaman | RuleError::NotYourFigure { .. } => "HG-MEN-SHAMAN-1",
        }
    }

    fn code(&self) -> &'static str {
        match self {
            RuleError::Common(common) => common.code(),
            RuleError::Figure(figure) => figure.code(),
            RuleError::SystemHasHut(_) => "system_has_hut",
            RuleError::NoShaman => "no_shaman",
            RuleError::NotYourFigure { .. } => "not_your_figure",
        }
    }
}
