//! Enumeration of the legal moves of the player to move. Validation
//! ([`Rules::decide`](crate::ruleset::Rules::decide)) and this enumeration agree exactly; the property
//! tests check both directions.

use super::events::Command;
use super::state::{GameState, Phase};
use super::tiles::{Terrain, Tile, tables};
use crate::board::Socket;
use crate::catalog::TileType;
use crate::geometry::{Pos, RegionRef, Rotation};
use crate::ruleset::Moves;

/// A region where a figure may go.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FigureOption {
    /// Region index on the tile.
    pub region: u8,
    /// Its terrain: the figure is an explorer, brigand or sailor there.
    pub terrain: Terrain,
}

/// One legal position of a tile the player may place, and where a figure
/// could go after it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct TilePlacement {
    /// The tile (the drawn one, or one of the hand).
    pub tile: Tile,
    /// Cell.
    #[serde(flatten)]
    pub pos: Pos,
    /// Rotation.
    pub rotation: Rotation,
    /// Regions a figure could go on after this placement.
    pub figures: Vec<FigureOption>,
}

/// A figure the player may take back, and what it would score now.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct RecallOption {
    /// Where it stands.
    #[serde(flatten)]
    pub at: RegionRef,
    /// The terrain of its area.
    pub terrain: Terrain,
    /// Points it would score if taken back now (DISC-RET-1).
    pub points: u32,
}

/// What the player to move may do now.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum LegalMoves {
    /// Place a tile at one of these positions (with the hand of two, naming
    /// the tile).
    PlaceTile {
        /// The tiles the player may place: the drawn one, or the hand's.
        tiles: Vec<Tile>,
        /// Every legal (tile, cell, rotation), sorted by tile, row, column,
        /// rotation.
        placements: Vec<TilePlacement>,
    },
    /// Hand of two: no hand tile fits; remove one of these (DISC-EXP-HAND-3).
    DiscardTile {
        /// The hand's tiles.
        tiles: Vec<Tile>,
    },
    /// The action step: place a figure on one of these regions of the tile
    /// just placed, take one of these figures back, or do nothing
    /// (`skip_figure`, always allowed).
    PlaceFigure {
        /// Where the tile just placed lies, if one was placed this turn.
        placed: Option<Pos>,
        /// Regions of that tile that can take a figure.
        options: Vec<FigureOption>,
        /// Your figures on the board, with the points each would score now.
        recall: Vec<RecallOption>,
    },
    /// Nobody can move: the game is over.
    Finished,
}

impl Moves for GameState {
    type LegalMoves = LegalMoves;

    /// The legal moves as commands, in an order that depends only on the
    /// game so far.
    fn legal_commands(&self) -> Vec<Command> {
        let hand = self.head.options.hand_of_two;
        match self.head.phase {
            Phase::PlacingTile { .. } => self
                .placeable_tiles()
                .into_iter()
                .flat_map(|tile| {
                    self.head.table.each_placement(tables().tile(tile.0), |cell, rotation| Command::PlaceTile {
                        x: cell.pos.x,
                        y: cell.pos.y,
                        rotation: rotation.quarter_turns(),
                        tile: hand.then_some(tile),
                    })
                })
                .collect(),
            Phase::DiscardingTile => {
                self.placeable_tiles().into_iter().map(|tile| Command::DiscardTile { tile }).collect()
            }
            Phase::Acting { placed } => {
                let place = placed.filter(|_| self.in_supply() > 0).map(|p| self.free_regions(p)).unwrap_or_default();
                let recall = self
                    .own_figures()
                    .filter_map(|(_, f)| self.head.table.features.region_ref(&self.head.table.board, f.segment));
                place
                    .into_iter()
                    .map(|region| Command::PlaceFigure { region })
                    .chain(recall.map(|r| Command::RecallFigure { x: r.x, y: r.y, region: r.region }))
                    .chain(std::iter::once(Command::SkipFigure))
                    .collect()
            }
            Phase::Dealing { .. } | Phase::Finished => Vec::new(),
        }
    }

    /// The legal moves of the player to move.
    fn legal_moves(&self) -> LegalMoves {
        match self.head.phase {
            Phase::PlacingTile { .. } => {
                let tiles = self.placeable_tiles();
                let placements = tiles.iter().flat_map(|tile| self.placements(*tile)).collect();
                LegalMoves::PlaceTile { tiles, placements }
            }
            Phase::DiscardingTile => LegalMoves::DiscardTile { tiles: self.placeable_tiles() },
            Phase::Acting { placed } => LegalMoves::PlaceFigure {
                placed: placed.and_then(|p| self.head.table.placed_at(p)),
                options: placed.map(|p| self.placed_figure_options(p)).unwrap_or_default(),
                recall: self.recall_options(),
            },
            Phase::Dealing { .. } | Phase::Finished => LegalMoves::Finished,
        }
    }
}

impl GameState {
    /// The tiles the player to move may place now, each type once.
    fn placeable_tiles(&self) -> Vec<Tile> {
        match self.head.phase {
            Phase::PlacingTile { tile: Some(drawn) } => vec![drawn],
            Phase::PlacingTile { tile: None } | Phase::DiscardingTile => {
                let mut tiles = self.hand().to_vec();
                tiles.sort_unstable();
                tiles.dedup();
                tiles
            }
            Phase::Dealing { .. } | Phase::Acting { .. } | Phase::Finished => Vec::new(),
        }
    }

    /// Every legal position of `tile` with its figure options, by row,
    /// column and rotation.
    fn placements(&self, tile: Tile) -> Vec<TilePlacement> {
        let Some(ty) = tables().tile(tile.0) else {
            return Vec::new();
        };
        self.head.table.sorted_placements(Some(ty), |cell, rotation| TilePlacement {
            tile,
            pos: cell.pos,
            rotation,
            figures: self.figure_options_at(tile, ty, &cell.socket, rotation),
        })
    }

    /// Where a figure could go on `ty` lying at `rotation` on the cell of
    /// `socket`, read from the neighbours without placing it.
    fn figure_options_at(&self, tile: Tile, ty: &TileType, socket: &Socket, rotation: Rotation) -> Vec<FigureOption> {
        if self.in_supply() == 0 {
            return Vec::new();
        }
        let features = &self.head.table.features;
        let occupied = features.regions_joining(ty, socket, rotation, |f| features.occupants(f) > 0);
        (0..)
            .zip(tables().regions(tile.0))
            .filter(|(region, _)| occupied & (1 << region) == 0)
            .map(|(region, info)| FigureOption { region, terrain: info.terrain })
            .collect()
    }

    /// Where a figure may go on the tile with board index `placed`.
    fn placed_figure_options(&self, placed: usize) -> Vec<FigureOption> {
        let Some(tile) = self.head.table.board.tiles().get(placed).map(|t| t.tile) else {
            return Vec::new();
        };
        if self.in_supply() == 0 {
            return Vec::new();
        }
        self.free_regions(placed)
            .into_iter()
            .filter_map(|region| Some(FigureOption { region, terrain: tables().region(tile, region)?.terrain }))
            .collect()
    }

    /// The figures the player to move may take back, with their points now.
    fn recall_options(&self) -> Vec<RecallOption> {
        self.own_figures()
            .filter_map(|(_, figure)| {
                let at = self.head.table.features.region_ref(&self.head.table.board, figure.segment)?;
                let value = self.value(self.head.table.features.feature_of(figure.segment), false)?;
                Some(RecallOption { at, terrain: value.terrain, points: value.points })
            })
            .collect()
    }
}
