//! Commands players send and the events that record what happened.

use super::options::Options;
use super::tiles::Tile;
use crate::order::TileOrder;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// Pieces of Hunters & Gatherers (HG-TERM-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Figure {
    /// A figure: fisherman on a river, gatherer in a forest, hunter on a
    /// meadow, by where it stands.
    Follower,
    /// A hut, on a river or a lake; scores its river system at the end.
    Hut,
}

impl Figure {
    /// Every piece.
    pub const ALL: [Figure; 2] = [Figure::Follower, Figure::Hut];

    /// Position in a supply array.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name used in commands and views.
    pub const fn name(self) -> &'static str {
        match self {
            Figure::Follower => "follower",
            Figure::Hut => "hut",
        }
    }
}

crate::refusal::display_by_name!(Figure);

/// What the player to move can ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// Place the drawn tile (HG-TILE-*).
    PlaceTile {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Clockwise quarter turns, 0..3.
        rotation: u8,
    },
    /// Place a figure or a hut on a region of the tile just placed (HG-PLACE-*).
    PlaceFigure {
        /// Region index on the tile (catalog order).
        region: u8,
        /// Which piece.
        figure: Figure,
    },
    /// Shaman (HG-MEN-SHAMAN-1): before placing a piece, take one of your
    /// figures back from region `region` of the tile at (x, y).
    RecallFigure {
        /// Column of the figure's tile.
        x: i32,
        /// Row of the figure's tile.
        y: i32,
        /// Region index on that tile.
        region: u8,
    },
    /// Place no piece this turn.
    SkipFigure,
}

/// A fact in a game's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    /// The game was set up. Its tile orders are secret while the game runs.
    GameCreated {
        /// Options chosen at creation.
        options: Options,
        /// Seed or fixed orders of the two supplies.
        tile_order: TileOrder,
    },
    /// Chance dealt the player to move this tile: a regular tile, or a
    /// menhir tile in a menhir turn (automatic).
    TileDrawn {
        /// The tile.
        tile: Tile,
    },
    /// The drawn tile fitted nowhere and left the game (HG-TILE-3; automatic).
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
    /// With the shaman, the player to move took back his figure from region
    /// `region` of the tile at (x, y).
    FigureRecalled {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Region index on that tile.
        region: u8,
    },
    /// The player to move placed a piece on the tile just placed.
    FigurePlaced {
        /// Region index on that tile.
        region: u8,
        /// Which piece.
        figure: Figure,
    },
    /// The player to move placed no piece (automatic when nothing could be
    /// placed or taken back: the step is skipped right after the tile).
    FigureSkipped,
    /// A player left the game.
    PlayerResigned {
        /// Who.
        seat: Seat,
    },
}
