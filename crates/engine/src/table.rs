//! The tiles on the table and the features they form: what every rule set
//! places tiles onto, with the placement rule and the enumeration of legal
//! placements they share.

use super::board::SegmentId;
use super::board::{Board, FrontierCell, PlacementProblem};
use super::catalog::{Catalog, TileIdx, TileType};
use super::features::FeatureGraph;
use super::geometry::{Pos, Rotation, Side};
use super::refusal::CommonError;

/// Placed tiles and the cross-tile region graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// Placed tiles.
    pub board: Board,
    /// The features their regions form.
    pub features: FeatureGraph,
}

impl Table {
    /// An empty table for at most `max_tiles` tiles of about
    /// `regions_per_tile` regions each; a side of `wildcard` letters fits
    /// against anything.
    pub fn new(max_tiles: usize, wildcard: Option<u8>, regions_per_tile: usize) -> Table {
        Table {
            board: Board::new(max_tiles, wildcard),
            features: FeatureGraph::with_capacity(max_tiles * regions_per_tile),
        }
    }

    /// Puts `tile` of `catalog` down at `pos` turned by `rotation` (the
    /// caller has checked the placement) and joins its regions to their
    /// neighbours. Returns its index in [`Board::tiles`].
    pub fn put(&mut self, catalog: &Catalog, pos: Pos, tile: TileIdx, rotation: Rotation) -> usize {
        let index = self.board.tiles().len();
        let Some(ty) = catalog.tile(tile) else {
            return index;
        };
        let first = self.features.add_tile(index, ty);
        self.board.place(pos, tile, ty, rotation, first);
        if let Some(placed) = self.board.tiles().get(index) {
            let neighbours = Side::ALL.map(|side| self.board.get(pos.step(side)));
            self.features.attach(catalog, placed, neighbours);
            for side in Side::ALL.into_iter().filter(|side| self.board.is_face_down(pos.step(*side))) {
                self.features.block_side(catalog, placed, side);
            }
        }
        index
    }

    /// Puts a tile face down on the empty cell `pos` (the caller has
    /// checked it): the regions of the tiles beside it that reach it can
    /// never be finished (MISTS-CURSE-2).
    pub fn turn_down(&mut self, catalog: &Catalog, pos: Pos) {
        self.board.turn_down(pos);
        for side in Side::ALL {
            if let Some(neighbour) = self.board.get(pos.step(side)) {
                self.features.block_side(catalog, neighbour, side.opposite());
            }
        }
    }

    /// The placement rule for `tile` at `pos` turned by `rotation`: an
    /// empty cell next to the board whose touching sides all continue
    /// (`None` is an unknown tile type: it fits nowhere).
    pub fn check(&self, tile: Option<&TileType>, pos: Pos, rotation: u8) -> Result<Rotation, CommonError> {
        let turned = Rotation::new(rotation).ok_or(CommonError::InvalidRotation(rotation))?;
        let ty = tile.ok_or(CommonError::NotAdjacent(pos))?;
        self.board.check(pos, ty, turned).map_err(|problem| match problem {
            PlacementProblem::Occupied => CommonError::CellOccupied(pos),
            PlacementProblem::NotAdjacent => CommonError::NotAdjacent(pos),
            PlacementProblem::Mismatch(side) => CommonError::EdgeMismatch { pos, side },
        })?;
        Ok(turned)
    }

    /// Whether `tile` has at least one legal position (a tile that fits
    /// nowhere is discarded).
    pub fn fits_somewhere(&self, tile: Option<&TileType>) -> bool {
        tile.is_some_and(|ty| self.board.fitting(ty).next().is_some())
    }

    /// Every legal position of `tile` as `make(cell, rotation)`, in an order
    /// that depends only on the game so far (cheap: no sorting).
    pub fn each_placement<T>(&self, tile: Option<&TileType>, make: impl FnMut(&FrontierCell, Rotation) -> T) -> Vec<T> {
        let mut make = make;
        tile.map_or_else(Vec::new, |ty| self.board.fitting(ty).map(|(cell, rotation)| make(cell, rotation)).collect())
    }

    /// Every legal position of `tile` as `make(cell, rotation)`, sorted by
    /// row, column and rotation (for clients).
    pub fn sorted_placements<T>(
        &self,
        tile: Option<&TileType>,
        make: impl FnMut(&FrontierCell, Rotation) -> T,
    ) -> Vec<T> {
        let mut make = make;
        let mut placements = self.each_placement(tile, |cell, rotation| (cell.pos, rotation, make(cell, rotation)));
        placements.sort_unstable_by_key(|(pos, rotation, _)| (pos.y, pos.x, *rotation));
        placements.into_iter().map(|(_, _, placement)| placement).collect()
    }

    /// The segment of region `region` of the tile at `pos`, if that tile has
    /// such a region.
    pub fn segment_at(&self, catalog: &Catalog, pos: Pos, region: u8) -> Option<SegmentId> {
        let tile = self.board.get(pos)?;
        (usize::from(region) < catalog.tile(tile.tile)?.regions.len()).then(|| tile.segment(region))
    }

    /// Where the tile with index `placed` lies.
    pub fn placed_at(&self, placed: usize) -> Option<Pos> {
        self.board.tiles().get(placed).map(|tile| tile.pos)
    }
}
