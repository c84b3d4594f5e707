//! Why a command is refused: every variant names the rule it enforces.

use super::colours::Colour;
use super::tiles::Kind;
use crate::geometry::Pos;
use crate::refusal::{CommonError, CommonRules, FigureRefusal};
use crate::ruleset::Refusal;

/// The rule ids of the refusals and set-up errors every rule set shares.
pub(super) const RULES: CommonRules = CommonRules {
    game_over: "MISTS-TURN-2",
    turn: "MISTS-TURN-1",
    rotation: "MISTS-TILE-1",
    cell: "MISTS-TILE-1",
    edges: "MISTS-TILE-1",
    region: "MISTS-PLACE-2",
    players: "MISTS-COMP-4",
    start_player: "MISTS-SETUP-6",
    level: "MISTS-SETUP-3",
    supply: "MISTS-SETUP-4",
};

/// An illegal command. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A refusal every rule set shares.
    #[error(transparent)]
    Common(#[from] CommonError),
    /// A figure rule every Carcassonne shares (the figure is a guard).
    #[error(transparent)]
    Figure(#[from] FigureRefusal<&'static str, Kind>),
    /// The guard placed is not of one of the active player's colours.
    #[error("you do not play {0}")]
    NotYourColour(Colour),
    /// The colour is not in this game.
    #[error("{0} is not in play")]
    NotInPlay(Colour),
    /// No guard of this colour is left in supply.
    #[error("no {0} guard left in supply")]
    NoGuardLeft(Colour),
    /// No guard stands on that region (to bury, or for a dog).
    #[error("no guard stands on region {region} at {pos}")]
    NoSuchGuard {
        /// The tile.
        pos: Pos,
        /// The region.
        region: u8,
        /// The rule that needs a standing guard there.
        rule: &'static str,
    },
    /// A guard from supply is buried only when none stands on the board.
    #[error("guards stand on the board: bury one of them")]
    GuardsStanding,
    /// The extra ghost goes on an open graveyard.
    #[error("no open graveyard at {0}")]
    NotOpenGraveyard(Pos),
    /// A removal takes 1 to 3 ghosts.
    #[error("remove 1 to 3 ghosts, not {count}")]
    GhostCount {
        /// Ghosts asked for.
        count: u16,
        /// The rule of the removal: a pacify's or a dog's.
        rule: &'static str,
    },
    /// The tile holds fewer ghosts of that kind.
    #[error("the tile at {pos} holds {fog} ghosts in fog and {graveyard} on its graveyard")]
    NotEnoughGhosts {
        /// The tile.
        pos: Pos,
        /// Ghosts in its fog.
        fog: u8,
        /// Ghosts on its graveyard.
        graveyard: u8,
        /// The rule of the removal: a pacify's or a dog's.
        rule: &'static str,
    },
    /// A dog removes ghosts only from its guard's tile and the 8 around it.
    #[error("{0} is not the dog's guard's tile or one of the 8 around it")]
    OutOfDogRange(Pos),
    /// A dog removes ghosts from two different tiles.
    #[error("the dog already removed ghosts from the tile at {0}")]
    TileAlreadyCleared(Pos),
    /// No closed feature with this id waits to be scored.
    #[error("no closed feature {feature} waits to be scored")]
    NotWaiting {
        /// The feature named.
        feature: u32,
        /// The rule: MISTS-SCORE-1 for a feature on the board that does
        /// not wait (only closed features score), the order of scorings
        /// for an id that names none, or a dog's removal (which
        /// names no feature).
        rule: &'static str,
    },
    /// The face-down tile goes on an empty cell around an open graveyard
    /// that shares a side with a tile.
    #[error("{0} is not an empty cell around an open graveyard beside a tile")]
    FaceDownCell(Pos),
}

impl Refusal for RuleError {
    /// The rule id of the spec (`docs/rules/mists.md`).
    fn rule(&self) -> &'static str {
        match self {
            RuleError::Common(common) => RULES.refusal(common),
            RuleError::Figure(figure) => match figure {
                FigureRefusal::Occupied { .. } => "MISTS-PLACE-3",
                FigureRefusal::NotAllowed { .. } => "MISTS-PLACE-2",
                FigureRefusal::NoneLeft(_) => "MISTS-PLACE-1",
            },
            RuleError::NotYourColour(_) => "MISTS-PLACE-1",
            RuleError::NotInPlay(_) => "MISTS-SETUP-2",
            RuleError::NoGuardLeft(_) => "MISTS-PLACE-1",
            RuleError::NoSuchGuard { rule, .. } => rule,
            RuleError::GuardsStanding => "MISTS-GRAVE-2",
            RuleError::NotOpenGraveyard(_) => "MISTS-GHOST-2",
            RuleError::GhostCount { rule, .. } | RuleError::NotEnoughGhosts { rule, .. } => rule,
            RuleError::OutOfDogRange(_) | RuleError::TileAlreadyCleared(_) => "MISTS-DOG-1",
            RuleError::NotWaiting { rule, .. } => rule,
            RuleError::FaceDownCell(_) => "MISTS-CURSE-1",
        }
    }

    fn code(&self) -> &'static str {
        match self {
            RuleError::Common(common) => common.code(),
            RuleError::Figure(figure) => figure.code(),
            RuleError::NotYourColour(_) => "not_your_colour",
            RuleError::NotInPlay(_) => "colour_not_in_play",
            RuleError::NoGuardLeft(_) => "no_guard_left",
            RuleError::NoSuchGuard { .. } => "no_such_guard",
            RuleError::GuardsStanding => "guards_standing",
            RuleError::NotOpenGraveyard(_) => "not_open_graveyard",
            RuleError::GhostCount { .. } => "ghost_count",
            RuleError::NotEnoughGhosts { .. } => "not_enough_ghosts",
            RuleError::OutOfDogRange(_) => "out_of_dog_range",
            RuleError::TileAlreadyCleared(_) => "tile_already_cleared",
            RuleError::NotWaiting { .. } => "feature_not_waiting",
            RuleError::FaceDownCell(_) => "face_down_cell",
        }
    }
}
