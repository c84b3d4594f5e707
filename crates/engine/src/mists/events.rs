//! Commands players send and the events that record what happened.
//!
//! Events record choices and what chance dealt; everything that follows
//! from them (fog closing, ghosts emerging, guards returning, scores, dogs
//! arriving, the pile changing, victory and defeat) is derived on replay.

use super::colours::Colour;
use super::options::Options;
use super::tiles::Tile;
use crate::order::TileOrder;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// What a player can ask for. Team choices name no seat: whoever may
/// decide (the active player, or with `team_decisions` any seated player)
/// takes them for the team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// Place the drawn tile (MISTS-TILE-*).
    PlaceTile {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Clockwise quarter turns, 0..3.
        rotation: u8,
    },
    /// Bury the standing guard on region `region` of the tile at (x, y) on
    /// the graveyard being closed (MISTS-GRAVE-2).
    BuryGuard {
        /// Column of the guard's tile.
        x: i32,
        /// Row of the guard's tile.
        y: i32,
        /// Region index on that tile.
        region: u8,
    },
    /// No guard stands on the board: bury one of `colour` from its owner's
    /// supply (MISTS-GRAVE-2).
    BuryFromSupply {
        /// The guard's colour.
        colour: Colour,
    },
    /// Levels 2-4: put the extra ghost on the open graveyard at (x, y)
    /// (MISTS-GHOST-2).
    HauntGraveyard {
        /// Column of the graveyard's tile.
        x: i32,
        /// Row of the graveyard's tile.
        y: i32,
    },
    /// Place a guard of `colour` on region `region` of the tile just placed
    /// (MISTS-PLACE-*).
    PlaceGuard {
        /// Region index on the tile (catalog order).
        region: u8,
        /// One of your colours with a guard in supply.
        colour: Colour,
    },
    /// Place no guard this turn.
    SkipGuard,
    /// A closed feature waiting to be scored pays its points
    /// (MISTS-SCORE-2).
    ScorePoints {
        /// The feature (its id, as in the legal moves' `choices`): any
        /// closed feature still waiting (MISTS-AMB-22); none, the first.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        feature: Option<u32>,
    },
    /// Remove ghosts from the tile at (x, y): `fog` from its fog, `graveyard`
    /// from its graveyard, 1 to 3 in all. Instead of the points of a closed
    /// feature waiting to be scored (pacify, MISTS-SCORE-2), or for a dog
    /// (MISTS-DOG-1).
    RemoveGhosts {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Ghosts to take from the tile's fog.
        #[serde(default)]
        fog: u8,
        /// Ghosts to take from the tile's graveyard.
        #[serde(default)]
        graveyard: u8,
        /// Pacify: the feature whose points this replaces (its id, as in the
        /// legal moves' `choices`), any closed feature still waiting
        /// (MISTS-AMB-22); none, the first. A dog's removal names none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        feature: Option<u32>,
    },
    /// Lay the arriving dog beside the standing guard on region `region` of
    /// the tile at (x, y) (MISTS-DOG-1).
    PlaceDog {
        /// Column of the guard's tile.
        x: i32,
        /// Row of the guard's tile.
        y: i32,
        /// Region index on that tile.
        region: u8,
    },
    /// The dog removes no more ghosts.
    EndRemovals,
    /// Levels 5-6: the face-down tile of the turn goes on (x, y)
    /// (MISTS-CURSE-1).
    PlaceFaceDown {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
    },
}

/// A fact in a game's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    /// The game was set up. Its tile order is secret while the game runs.
    GameCreated {
        /// Options chosen at creation.
        options: Options,
        /// How the supply is ordered.
        tile_order: TileOrder,
    },
    /// The active player drew this tile from the active pile.
    TileDrawn {
        /// The tile.
        tile: Tile,
    },
    /// The drawn tile fitted nowhere and left the game (MISTS-TILE-4).
    TileDiscarded {
        /// The tile.
        tile: Tile,
    },
    /// The drawn tile was placed.
    TilePlaced {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Clockwise quarter turns.
        rotation: u8,
    },
    /// A standing guard was buried.
    GuardBuried {
        /// Column of the guard's tile.
        x: i32,
        /// Row of the guard's tile.
        y: i32,
        /// Region index on that tile.
        region: u8,
    },
    /// A guard of this colour was buried from its owner's supply.
    GuardBuriedFromSupply {
        /// Its colour.
        colour: Colour,
    },
    /// The extra ghost went on this graveyard.
    GraveyardHaunted {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
    },
    /// A guard was placed on the tile just placed.
    GuardPlaced {
        /// Region index.
        region: u8,
        /// Its colour.
        colour: Colour,
    },
    /// No guard was placed.
    GuardSkipped,
    /// A closed feature paid its points.
    PointsScored {
        /// The feature scored (its id); absent in logs written before the
        /// team chose the order (MISTS-AMB-22): the first waiting.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        feature: Option<u32>,
    },
    /// Ghosts were removed from a tile (pacify or a dog).
    GhostsRemoved {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// From its fog.
        fog: u8,
        /// From its graveyard.
        graveyard: u8,
        /// Pacify: the feature whose points it replaced (its id); absent
        /// for a dog, and in logs written before the team chose the order
        /// (MISTS-AMB-22): the first waiting.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        feature: Option<u32>,
    },
    /// The arriving dog lies beside this guard.
    DogPlaced {
        /// Column of the guard's tile.
        x: i32,
        /// Row of the guard's tile.
        y: i32,
        /// Region index on that tile.
        region: u8,
    },
    /// The dog removed no more ghosts.
    RemovalsEnded,
    /// The face-down tile of the turn was put here; which tile it is stays
    /// hidden.
    FaceDownPlaced {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
    },
    /// The player left the game; the others play on.
    PlayerResigned {
        /// The seat.
        seat: Seat,
    },
}
