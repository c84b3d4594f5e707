//! Why a command is refused: every variant names the rule it enforces.

use super::events::Figure;
use super::river::RiverRefusal;
use super::tiles::Terrain;
use crate::geometry::{Corner, Pos};
use crate::refusal::{CommonError, CommonRules, FigureRefusal};
use crate::ruleset::Refusal;

/// The rule ids of the refusals and set-up errors every rule set shares.
pub(super) const RULES: CommonRules = CommonRules {
    game_over: "BASE-END-1",
    turn: "BASE-TURN-1",
    rotation: "BASE-TILE-2",
    cell: "BASE-TILE-1",
    edges: "BASE-TILE-3",
    region: "BASE-PLACE-2",
    players: "BASE-COMP-3",
    start_player: "BASE-SETUP-4",
    level: "BASE-SETUP-2",
    supply: "BASE-SETUP-2",
};

/// An illegal command. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// A refusal every rule set shares.
    #[error(transparent)]
    Common(#[from] CommonError),
    /// A figure rule every Carcassonne shares.
    #[error(transparent)]
    Figure(#[from] FigureRefusal<Figure, Terrain>),
    /// The piece (a figure or the abbey) belongs to a part of an expansion
    /// this game is played without.
    #[error("there is no {0} in this game")]
    NotInGame(&'static str),
    /// Abbeys go only into a hole: an empty cell with tiles on all four sides.
    #[error("{0} is not a hole with tiles on all four sides")]
    NotAHole(Pos),
    /// Not a place the wagon may move to.
    #[error("the wagon cannot move to region {region} at {pos}: {why}")]
    BadWagonTarget {
        /// The target tile.
        pos: Pos,
        /// The target region.
        region: u8,
        /// What is wrong with it.
        why: &'static str,
    },
    /// The player has no abbey (placed it already, or the game has none).
    #[error("no abbey left")]
    NoAbbey,
    /// The barn needs four tiles meeting at a corner, each showing only field there.
    #[error("the barn cannot stand on the {corner:?} corner: {why}")]
    NotABarnCorner {
        /// The corner of the tile just placed.
        corner: Corner,
        /// What is wrong with it.
        why: &'static str,
    },
    /// A field holds at most one barn when a barn is placed.
    #[error("the field at the {0:?} corner already has a barn")]
    FieldHasBarn(Corner),
    /// No farmer may join a field with a barn.
    #[error("the field of region {0} has a barn: no farmer may go there")]
    BarnField(u8),
    /// The barn goes on a corner, not on a region.
    #[error("the barn stands on a tile corner: use place_barn")]
    BarnNeedsCorner,
    /// Traders & Builders: a builder or a pig joins only a feature holding
    /// a follower of its owner.
    #[error("a {figure} joins only a feature holding your follower: region {region} has none")]
    NoOwnFollower {
        /// The builder or the pig.
        figure: Figure,
        /// The region.
        region: u8,
    },
    /// The River: a river tile may not go there.
    #[error(transparent)]
    River(#[from] RiverRefusal),
}

impl Refusal for RuleError {
    /// The rule id of the spec (`docs/rules/base.md`, `docs/rules/abbey-mayor.md`,
    /// `docs/rules/river.md`, `docs/rules/inns-cathedrals.md`,
    /// `docs/rules/traders-builders.md`).
    fn rule(&self) -> &'static str {
        match self {
            RuleError::Common(common) => RULES.refusal(common),
            RuleError::Figure(figure) => match figure {
                FigureRefusal::NotAllowed { terrain: Terrain::River, .. } => "RIVER-FIG-1",
                FigureRefusal::NotAllowed { figure: Figure::Mayor, .. } => "AM-MAYOR-1",
                FigureRefusal::NotAllowed { figure: Figure::Wagon, .. } => "AM-WAGON-1",
                FigureRefusal::NotAllowed { figure: Figure::Builder, .. } => "TB-BUILD-1",
                FigureRefusal::NotAllowed { figure: Figure::Pig, .. } => "TB-PIG-1",
                FigureRefusal::NotAllowed { .. } => "BASE-PLACE-2",
                FigureRefusal::Occupied { .. } => "BASE-PLACE-3",
                FigureRefusal::NoneLeft(Figure::Follower) => "BASE-TURN-2",
                FigureRefusal::NoneLeft(Figure::LargeFollower) => "IC-SETUP-2",
                FigureRefusal::NoneLeft(Figure::Builder | Figure::Pig) => "TB-SETUP-2",
                FigureRefusal::NoneLeft(_) => "AM-SETUP-3",
            },
            RuleError::NotInGame(piece) if *piece == Figure::LargeFollower.name() => "IC-SCOPE-1",
            RuleError::NotInGame(piece) if [Figure::Builder.name(), Figure::Pig.name()].contains(piece) => "TB-SCOPE-1",
            RuleError::NotInGame(_) => "AM-SCOPE-1",
            RuleError::NotAHole(_) => "AM-ABBEY-1",
            RuleError::NoAbbey => "AM-SETUP-1",
            RuleError::BadWagonTarget { .. } => "AM-WAGON-3",
            RuleError::NotABarnCorner { .. } | RuleError::BarnNeedsCorner => "AM-BARN-1",
            RuleError::FieldHasBarn(_) => "AM-BARN-2",
            RuleError::BarnField(_) => "AM-BARN-4",
            RuleError::NoOwnFollower { figure: Figure::Pig, .. } => "TB-PIG-1",
            RuleError::NoOwnFollower { .. } => "TB-BUILD-1",
            RuleError::River(RiverRefusal::NotContinued { .. }) => "RIVER-PLACE-2",
            RuleError::River(RiverRefusal::TurnsTwice(_)) => "RIVER-PLACE-3",
        }
    }

    fn code(&self) -> &'static str {
        match self {
            RuleError::Common(common) => common.code(),
            RuleError::Figure(figure) => figure.code(),
            RuleError::NotInGame(_) => "not_in_game",
            RuleError::NotAHole(_) => "not_a_hole",
            RuleError::NoAbbey => "no_abbey",
            RuleError::BadWagonTarget { .. } => "bad_wagon_target",
            RuleError::NotABarnCorner { .. } => "not_a_barn_corner",
            RuleError::FieldHasBarn(_) => "field_has_barn",
            RuleError::BarnField(_) => "barn_field",
            RuleError::BarnNeedsCorner => "barn_needs_corner",
            RuleError::NoOwnFollower { .. } => "no_own_follower",
            RuleError::River(RiverRefusal::NotContinued { .. }) => "river_not_continued",
            RuleError::River(RiverRefusal::TurnsTwice(_)) => "river_turns_twice",
        }
    }
}
