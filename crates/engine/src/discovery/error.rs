//! Why a command is refused: every variant names the rule it enforces.

use super::tiles::{Terrain, Tile};
use crate::geometry::Pos;
use crate::refusal::{CommonError, CommonRules, FigureRefusal};
use crate::ruleset::Refusal;

/// The rule ids of the refusals and set-up errors every rule set shares.
pub(super) const RULES: CommonRules = CommonRules {
    game_over: "DISC-END-1",
    turn: "DISC-TURN-1",
    rotation: "DISC-TILE-1",
    cell: "DISC-TILE-1",
    edges: "DISC-TILE-2",
    region: "DISC-PLACE-2",
    players: "DISC-COMP-3",
    start_player: "DISC-SETUP-3",
    level: "DISC-SETUP-1",
    supply: "DISC-SETUP-1",
};

/// An illegal command. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A refusal every rule set shares.
    #[error(transparent)]
    Common(#[from] CommonError),
    /// A figure rule every Carcassonne shares (one kind of figure here:
    /// explorer, brigand or sailor by its terrain).
    #[error(transparent)]
    Figure(#[from] FigureRefusal<&'static str, Terrain>),
    /// No tile was placed this turn (its tile step was skipped).
    #[error("no tile was placed this turn: a figure goes only on the tile just placed")]
    NoTilePlaced,
    /// A player takes back only his own figures.
    #[error("no figure of yours stands on region {region} at {pos}")]
    NotYourFigure {
        /// The tile.
        pos: Pos,
        /// The region.
        region: u8,
    },
    /// Without the hand of two the drawn tile is placed; no tile is named.
    #[error("this game deals one tile at a time: leave `tile` out")]
    NoHand,
    /// With the hand of two the player names the hand tile he places.
    #[error("name the tile you place: `tile` is one of your hand")]
    TileRequired,
    /// The tile is not in the player's hand.
    #[error("{} is not in your hand", .0.id())]
    NotInHand(Tile),
    /// A hand tile is removed only when none of them fits.
    #[error("a tile of your hand fits: place one")]
    HandTileFits,
    /// A drawn tile leaves the game only when it fits nowhere.
    #[error("the drawn tile fits: place it")]
    TileFits,
}

impl Refusal for RuleError {
    /// The rule id of the spec (`docs/rules/discovery.md`).
    fn rule(&self) -> &'static str {
        match self {
            RuleError::Common(common) => RULES.refusal(common),
            RuleError::Figure(figure) => match figure {
                FigureRefusal::Occupied { .. } => "DISC-PLACE-3",
                FigureRefusal::NoneLeft(_) | FigureRefusal::NotAllowed { .. } => "DISC-PLACE-1",
            },
            RuleError::NoTilePlaced => "DISC-PLACE-2",
            RuleError::NotYourFigure { .. } => "DISC-RET-1",
            RuleError::NoHand | RuleError::TileRequired | RuleError::NotInHand(_) => "DISC-EXP-HAND-1",
            RuleError::HandTileFits => "DISC-EXP-HAND-3",
            RuleError::TileFits => "DISC-TILE-3",
        }
    }

    fn code(&self) -> &'static str {
        match self {
            RuleError::Common(common) => common.code(),
            RuleError::Figure(figure) => figure.code(),
            RuleError::NoTilePlaced => "no_tile_placed",
            RuleError::NotYourFigure { .. } => "not_your_figure",
            RuleError::NoHand => "no_hand",
            RuleError::TileRequired => "tile_required",
            RuleError::NotInHand(_) => "not_in_hand",
            RuleError::HandTileFits => "hand_tile_fits",
            RuleError::TileFits => "tile_fits",
        }
    }
}
