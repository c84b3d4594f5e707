//! Commands players send and the events that record what happened.

use super::options::Options;
use super::tiles::Tile;
use crate::geometry::Corner;
use crate::order::TileOrder;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// Figures of the classic rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Figure {
    /// A meeple: thief, knight, monk or farmer by where it stands (BASE-TERM-6).
    Follower,
    /// Inns & Cathedrals: a follower that counts as two in majorities and
    /// scores like one (IC-LARGE-*).
    LargeFollower,
    /// Abbey & Mayor: goes only into a city; its strength is the city's
    /// shield count (AM-MAYOR-*).
    Mayor,
    /// Abbey & Mayor: a follower of strength 1 on a road, city, monastery
    /// or abbey that moves on after its feature is scored (AM-WAGON-*).
    Wagon,
    /// Traders & Builders: not a follower; joins a road or city holding a
    /// follower of its owner, who takes a second turn when extending it
    /// (TB-BUILD-*).
    Builder,
    /// Traders & Builders: not a follower; joins a field holding a farmer
    /// of its owner, whose farmers there score 1 more per city (TB-PIG-*).
    Pig,
    /// Abbey & Mayor: not a follower; stands on a tile corner where four
    /// fields meet and scores that field at the end (AM-BARN-*).
    Barn,
}

impl Figure {
    /// Every classic figure.
    pub const ALL: [Figure; 7] = [
        Figure::Follower,
        Figure::LargeFollower,
        Figure::Mayor,
        Figure::Wagon,
        Figure::Builder,
        Figure::Pig,
        Figure::Barn,
    ];

    /// Whether it is a follower: it counts in majorities (AM-AMB-9,
    /// IC-LARGE-1), where builders, pigs and barns do not.
    pub const fn is_follower(self) -> bool {
        matches!(self, Figure::Follower | Figure::LargeFollower | Figure::Mayor | Figure::Wagon)
    }

    /// Position in a supply array.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name used in commands and views.
    pub const fn name(self) -> &'static str {
        match self {
            Figure::Follower => "follower",
            Figure::LargeFollower => "large_follower",
            Figure::Mayor => "mayor",
            Figure::Wagon => "wagon",
            Figure::Builder => "builder",
            Figure::Pig => "pig",
            Figure::Barn => "barn",
        }
    }
}

crate::refusal::display_by_name!(Figure);

/// What the player to move can ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// Place the drawn tile (BASE-TILE-*).
    PlaceTile {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Clockwise quarter turns, 0..3.
        rotation: u8,
    },
    /// Place a figure on a region of the tile just placed (BASE-PLACE-*).
    PlaceFigure {
        /// Region index on the tile (catalog order).
        region: u8,
        /// Which figure.
        figure: Figure,
    },
    /// Place no figure this turn.
    SkipFigure,
    /// Abbey & Mayor: place the abbey into a hole instead of drawing
    /// (AM-ABBEY-1), or in the last-abbeys round (AM-END-1).
    PlaceAbbey {
        /// Column of the hole.
        x: i32,
        /// Row of the hole.
        y: i32,
    },
    /// Abbey & Mayor: draw a land tile rather than place the abbey.
    DrawTile,
    /// Abbey & Mayor: place no abbey in the last-abbeys round (AM-END-1).
    PassAbbey,
    /// Abbey & Mayor: move the wagon of a scored feature onto region
    /// `region` of the tile at (x, y) (AM-WAGON-3).
    MoveWagon {
        /// Column of the target tile.
        x: i32,
        /// Row of the target tile.
        y: i32,
        /// Region index on that tile.
        region: u8,
    },
    /// Abbey & Mayor: take the wagon of a scored feature back (AM-WAGON-3).
    ReturnWagon,
    /// Abbey & Mayor: place the barn, instead of a figure, on a corner of
    /// the tile just placed (AM-BARN-1).
    PlaceBarn {
        /// The corner, as the board is oriented.
        corner: Corner,
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
        /// Seed or fixed order of the draw supply.
        tile_order: TileOrder,
    },
    /// Chance dealt the player to move this tile (automatic).
    TileDrawn {
        /// The tile.
        tile: Tile,
    },
    /// The drawn tile fitted nowhere and left the game (BASE-TILE-4; automatic).
    TileDiscarded {
        /// The tile.
        tile: Tile,
    },
    /// The player to move placed the drawn tile.
    TilePlaced {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Clockwise quarter turns.
        rotation: u8,
    },
    /// The player to move placed a figure on the tile just placed.
    FigurePlaced {
        /// Region index on that tile.
        region: u8,
        /// Which figure.
        figure: Figure,
    },
    /// The player to move placed no figure (automatic when nothing could
    /// be placed: the step is skipped right after the tile).
    FigureSkipped,
    /// The player to move chose to draw rather than place the abbey.
    DrawChosen,
    /// The player to move placed the abbey into the hole at (x, y).
    AbbeyPlaced {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
    },
    /// The player to move placed no abbey in the last-abbeys round.
    AbbeyPassed,
    /// The wagon waiting to move went onto region `region` at (x, y).
    WagonMoved {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Region index on that tile.
        region: u8,
    },
    /// The wagon waiting to move went back to its owner.
    WagonReturned,
    /// The player to move placed the barn on this corner of the tile just placed.
    BarnPlaced {
        /// The corner, as the board is oriented.
        corner: Corner,
    },
    /// A player left the game.
    PlayerResigned {
        /// Who.
        seat: Seat,
    },
}
