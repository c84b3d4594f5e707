//! The grid of placed tiles and the letter-matching placement rule.

use super::catalog::{TileIdx, TileType, reversed};
use super::features::SegmentId;
use super::geometry::{Pos, Rotation, Side};

/// A tile lying on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedTile {
    /// Where it lies.
    pub pos: Pos,
    /// Which tile type it is.
    pub tile: TileIdx,
    /// How it is turned.
    pub rotation: Rotation,
    /// Segment id of its region 0; region `i` is `first_segment + i`.
    pub first_segment: SegmentId,
    /// Letters of each side as a neighbour reads them (see [`reversed`]).
    facing_letters: [u32; 4],
}

impl PlacedTile {
    /// The segment of region `region` of this tile.
    pub fn segment(&self, region: u8) -> SegmentId {
        SegmentId(self.first_segment.0 + u32::from(region))
    }
}

/// Why a tile cannot lie on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlacementProblem {
    /// The cell already holds a tile.
    Occupied,
    /// No placed tile shares a side with the cell.
    NotAdjacent,
    /// Terrain on this side does not continue the neighbour's.
    Mismatch(Side),
}

const EMPTY: u16 = 0;
const FRONTIER: u16 = 1;
const FIRST_TILE: u16 = 2;

/// A square grid large enough that no game can reach its border: a game
/// with `n` tiles has every tile within `n` steps of the origin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    radius: i32,
    side: usize,
    /// EMPTY, FRONTIER (empty, next to a tile), or FIRST_TILE + index in `tiles`.
    cells: Vec<u16>,
    tiles: Vec<PlacedTile>,
    frontier: Vec<Pos>,
    wildcard: Option<u32>,
}

impl Board {
    /// An empty board for a game of at most `max_tiles` tiles. A side made
    /// of `wildcard` letters fits against anything (the abbey).
    pub fn new(max_tiles: usize, wildcard: Option<u8>) -> Self {
        let radius = i32::try_from(max_tiles.clamp(1, 4096)).unwrap_or(4096) + 1;
        let side = (2 * radius + 1) as usize;
        Board {
            radius,
            side,
            cells: vec![EMPTY; side * side],
            tiles: Vec::with_capacity(max_tiles),
            frontier: Vec::new(),
            wildcard: wildcard.map(|w| super::catalog::pack_letters(w, w, w)),
        }
    }

    fn index(&self, pos: Pos) -> Option<usize> {
        let (x, y) = (
            pos.x.checked_add(self.radius)?,
            pos.y.checked_add(self.radius)?,
        );
        let side = self.side as i32;
        ((0..side).contains(&x) && (0..side).contains(&y))
            .then(|| y as usize * self.side + x as usize)
    }

    /// The tile at `pos`, if any.
    pub fn get(&self, pos: Pos) -> Option<&PlacedTile> {
        let cell = *self.cells.get(self.index(pos)?)?;
        cell.checked_sub(FIRST_TILE)
            .and_then(|i| self.tiles.get(usize::from(i)))
    }

    /// Whether `pos` holds a tile.
    pub fn is_filled(&self, pos: Pos) -> bool {
        self.get(pos).is_some()
    }

    /// All placed tiles in placement order.
    pub fn tiles(&self) -> &[PlacedTile] {
        &self.tiles
    }

    /// Empty cells sharing a side with a placed tile, in no particular order.
    pub fn frontier(&self) -> &[Pos] {
        &self.frontier
    }

    /// How many of the 8 surrounding cells hold tiles.
    pub fn surrounding_tiles(&self, pos: Pos) -> usize {
        pos.surroundings()
            .into_iter()
            .filter(|p| self.is_filled(*p))
            .count()
    }

    /// Checks the placement rule for `tile` at `pos` and `rotation`: an
    /// empty cell next to a placed tile, each touching side continuing the
    /// neighbour's terrain letters. The first tile of a game may go anywhere
    /// on an empty board.
    pub fn check(
        &self,
        pos: Pos,
        tile: &TileType,
        rotation: Rotation,
    ) -> Result<(), PlacementProblem> {
        let Some(index) = self.index(pos) else {
            return Err(PlacementProblem::NotAdjacent);
        };
        match self.cells[index] {
            EMPTY if !self.tiles.is_empty() => return Err(PlacementProblem::NotAdjacent),
            EMPTY | FRONTIER => {}
            _ => return Err(PlacementProblem::Occupied),
        }
        for side in Side::ALL {
            if let Some(neighbour) = self.get(pos.step(side)) {
                let ours = tile.side_letters(rotation, side);
                let theirs = neighbour.facing_letters[side.opposite() as usize];
                let wild = Some(ours) == self.wildcard || Some(theirs) == self.wildcard;
                if ours != theirs && !wild {
                    return Err(PlacementProblem::Mismatch(side));
                }
            }
        }
        Ok(())
    }

    /// Puts a tile down (the caller has checked the placement) and returns
    /// its index in [`Board::tiles`].
    pub fn place(
        &mut self,
        pos: Pos,
        idx: TileIdx,
        tile: &TileType,
        rotation: Rotation,
        first_segment: SegmentId,
    ) -> usize {
        let number = self.tiles.len();
        let Some(cell) = self.index(pos) else {
            return number;
        };
        self.tiles.push(PlacedTile {
            pos,
            tile: idx,
            rotation,
            first_segment,
            facing_letters: Side::ALL.map(|s| reversed(tile.side_letters(rotation, s))),
        });
        self.cells[cell] = FIRST_TILE + u16::try_from(number).unwrap_or(u16::MAX - FIRST_TILE);
        self.frontier.retain(|p| *p != pos);
        for side in Side::ALL {
            let next = pos.step(side);
            if let Some(i) = self.index(next) {
                if self.cells[i] == EMPTY {
                    self.cells[i] = FRONTIER;
                    self.frontier.push(next);
                }
            }
        }
        number
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::catalog::classic;

    fn tile(id: &str) -> (TileIdx, &'static TileType) {
        let c = classic();
        let idx = c.find(id).unwrap();
        (idx, c.tile(idx).unwrap())
    }

    fn board_with_start() -> Board {
        let mut board = Board::new(72, Some(b'A'));
        let (idx, d) = tile("base/D");
        board.place(Pos::new(0, 0), idx, d, Rotation::default(), SegmentId(0));
        board
    }

    /// BASE-TILE-1: only empty cells sharing a side with a placed tile.
    #[test]
    fn base_tile_1_needs_an_orthogonal_neighbour() {
        let board = board_with_start();
        let (_, b) = tile("base/B");
        let r0 = Rotation::default();
        assert_eq!(
            board.check(Pos::new(1, 1), b, r0),
            Err(PlacementProblem::NotAdjacent)
        );
        assert_eq!(
            board.check(Pos::new(0, 0), b, r0),
            Err(PlacementProblem::Occupied)
        );
        assert_eq!(board.check(Pos::new(0, 1), b, r0), Ok(()));
        assert_eq!(
            board.check(Pos::new(i32::MAX, 0), b, r0),
            Err(PlacementProblem::NotAdjacent)
        );
        let mut frontier = board.frontier().to_vec();
        frontier.sort();
        assert_eq!(
            frontier,
            vec![
                Pos::new(-1, 0),
                Pos::new(0, -1),
                Pos::new(0, 1),
                Pos::new(1, 0)
            ]
        );
    }

    /// BASE-TILE-2/3: every touching slot pair must carry the same terrain.
    #[test]
    fn base_tile_3_edges_must_match() {
        let board = board_with_start();
        let (_, e) = tile("base/E");
        // North of the start tile: its city cap needs a city side facing south.
        assert_eq!(
            board.check(Pos::new(0, -1), e, Rotation::default()),
            Err(PlacementProblem::Mismatch(Side::S))
        );
        assert_eq!(
            board.check(Pos::new(0, -1), e, Rotation::new(2).unwrap()),
            Ok(())
        );
        // East of the start tile the side is F R F: a plain field side does not fit.
        assert_eq!(
            board.check(Pos::new(1, 0), e, Rotation::default()),
            Err(PlacementProblem::Mismatch(Side::W))
        );
    }

    #[test]
    fn abbey_sides_fit_anything() {
        let board = board_with_start();
        let (_, abbey) = tile("abbey-mayor/abbey");
        for rotation in Rotation::ALL {
            assert_eq!(board.check(Pos::new(0, -1), abbey, rotation), Ok(()));
        }
    }
}
