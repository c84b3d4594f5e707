//! Commands players send and the events that record what happened.

use super::options::Options;
use super::tiles::Tile;
use crate::order::TileOrder;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// What the player to move can ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// Place the drawn tile, or with the hand of two one of the hand's
    /// tiles (DISC-TILE-*, DISC-EXP-HAND-1).
    PlaceTile {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Clockwise quarter turns, 0..3.
        rotation: u8,
        /// Hand of two: which of the hand's tiles; left out otherwise.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tile: Option<Tile>,
    },
    /// Hand of two, when no hand tile fits anywhere: remove this one from the
    /// game (DISC-EXP-HAND-3, DISC-AMB-11).
    DiscardTile {
        /// The hand tile to remove.
        tile: Tile,
    },
    /// Action: place a figure from supply on region `region` of the tile
    /// just placed; it is an explorer, brigand or sailor by the region's
    /// terrain (DISC-PLACE-*).
    PlaceFigure {
        /// Region index on the tile (catalog order).
        region: u8,
    },
    /// Action: take back your figure from region `region` of the tile at
    /// (x, y) and score its area now (DISC-RET-*).
    RecallFigure {
        /// Column of the figure's tile.
        x: i32,
        /// Row of the figure's tile.
        y: i32,
        /// Region index on that tile.
        region: u8,
    },
    /// Action: do nothing (DISC-TURN-1 2c).
    SkipFigure,
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
        /// Seed or fixed order of the supply.
        tile_order: TileOrder,
    },
    /// Equal turns: chance set this tile aside, face up, out of the game
    /// (DISC-EXP-EQ-1; automatic).
    TileSetAside {
        /// The tile.
        tile: Tile,
    },
    /// Hand of two: chance dealt this tile face up to this seat's hand
    /// (DISC-EXP-HAND-1, DISC-AMB-10; automatic).
    TileDealt {
        /// The seat.
        seat: Seat,
        /// The tile.
        tile: Tile,
    },
    /// Chance dealt the player to move this tile (automatic).
    TileDrawn {
        /// The tile.
        tile: Tile,
    },
    /// A tile that fits nowhere left the game: drawn (DISC-TILE-3;
    /// automatic), or from the hand by the player's choice (DISC-EXP-HAND-3;
    /// automatic when the hand holds only this tile type).
    TileDiscarded {
        /// The tile.
        tile: Tile,
    },
    /// The player to move placed a tile.
    TilePlaced {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Clockwise quarter turns.
        rotation: u8,
        /// Hand of two: which hand tile.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tile: Option<Tile>,
    },
    /// The player to move placed a figure on the tile just placed.
    FigurePlaced {
        /// Region index on that tile.
        region: u8,
    },
    /// The player to move took his figure back from region `region` of the
    /// tile at (x, y); its area scored for him.
    FigureRecalled {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
        /// Region index on that tile.
        region: u8,
    },
    /// The player to move did nothing in the action step (automatic when he
    /// could do nothing).
    FigureSkipped,
    /// A player left the game.
    PlayerResigned {
        /// Who.
        seat: Seat,
    },
}
