//! The grid of placed tiles and the letter-matching placement rule.
//!
//! Every empty cell next to the placed tiles keeps a [`Socket`]: what its
//! neighbours demand of a tile placed there. Sockets are updated on each
//! placement, so enumerating legal placements reads them without touching
//! the neighbours again.

use super::catalog::{Layer, NO_REGION, TileIdx, TileType, pack_letters, reversed};
use super::geometry::{Corner, Pos, Rotation, Side, Slot};

/// One region of one placed tile, as the feature graph
/// ([`super::features`]) knows it; ids grow in placement order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SegmentId(pub u32);

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
    /// Terrain region at each board-facing slot ([`NO_REGION`] if none).
    terrain_regions: [u8; 12],
}

impl PlacedTile {
    /// The segment of region `region` of this tile.
    pub fn segment(&self, region: u8) -> SegmentId {
        SegmentId(self.first_segment.0 + u32::from(region))
    }

    /// The terrain segment reaching board-facing `slot`, if any.
    pub fn terrain_segment(&self, slot: Slot) -> Option<SegmentId> {
        let region = self.terrain_regions[slot.index()];
        (region != NO_REGION).then(|| self.segment(region))
    }

    /// The terrain region filling board-facing `corner`: the one region at
    /// both slots next to it, if they hold the same one.
    pub fn corner_region(&self, corner: Corner) -> Option<u8> {
        let [a, b] = corner.slots().map(|slot| self.terrain_regions[slot.index()]);
        (a == b && a != NO_REGION).then_some(a)
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

const NO_LETTERS: u32 = 0;
const NO_SEGMENT: u32 = u32::MAX;

/// What an empty cell demands of a tile placed on it: the letters each
/// neighbouring side shows, and the neighbour segment behind each slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Socket {
    /// Letters per side; [`NO_LETTERS`] without neighbour or for a wildcard side.
    letters: [u32; 4],
    /// Letters of a tile side that fits anything, or [`NO_LETTERS`].
    wildcard: u32,
    /// Per slot of the cell, the terrain segment of the neighbour touching it.
    behind: [u32; 12],
}

impl Socket {
    /// Whether `tile` turned by `rotation` continues every neighbour.
    pub fn fits(&self, tile: &TileType, rotation: Rotation) -> Result<(), PlacementProblem> {
        let ours = tile.sides(rotation);
        match Side::ALL.into_iter().find(|side| !self.side_fits(ours, *side)) {
            Some(side) => Err(PlacementProblem::Mismatch(side)),
            None => Ok(()),
        }
    }

    /// [`Socket::fits`] without the reason: every side checked without
    /// branching (the hot loops of move enumeration and bots' ratings).
    pub(crate) fn matches(&self, tile: &TileType, rotation: Rotation) -> bool {
        let ours = tile.sides(rotation);
        Side::ALL.into_iter().fold(true, |fits, side| fits & self.side_fits(ours, side))
    }

    /// Whether side `side` of a tile with letters `ours` continues the neighbour.
    fn side_fits(&self, ours: [u32; 4], side: Side) -> bool {
        let (ours, theirs) = (ours[side as usize], self.letters[side as usize]);
        (theirs == NO_LETTERS) | (ours == theirs) | (ours == self.wildcard)
    }

    /// The neighbour's terrain segment touching `slot` of this cell.
    pub fn behind(&self, slot: Slot) -> Option<SegmentId> {
        let segment = self.behind[slot.index()];
        (segment != NO_SEGMENT).then_some(SegmentId(segment))
    }
}

/// An empty cell next to the placed tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrontierCell {
    /// The cell.
    pub pos: Pos,
    /// What a tile placed there must match.
    pub socket: Socket,
}

/// Cell codes: empty, a placed tile (`TILE + index`), a face-down tile or a
/// frontier cell (`FRONTIER | index`).
const EMPTY: u16 = 0;
const TILE: u16 = 1;
const FACE_DOWN: u16 = FRONTIER - 1;
const FRONTIER: u16 = 0x8000;

/// A copy of `items` with the same room to grow as the original.
pub(crate) fn copy_with_room<T: Clone>(items: &Vec<T>) -> Vec<T> {
    let mut copy = Vec::with_capacity(items.capacity());
    copy.extend_from_slice(items);
    copy
}

/// The placed tiles, on a grid of cell codes that covers the tiles and
/// the cells around them and grows as they spread, so that a copy costs
/// what the board holds (bots copy boards by the thousand). No cell farther
/// than `radius` from the origin is used: a game with `n` tiles has every
/// tile within `n` steps of it.
#[derive(Debug, PartialEq, Eq)]
pub struct Board {
    radius: i32,
    grid: Grid,
    tiles: Vec<PlacedTile>,
    /// In no particular order; deterministic for a given log.
    frontier: Vec<FrontierCell>,
    wildcard: u32,
}

/// A copy keeps the room for the rest of the game's tiles (see
/// `copy_with_room`).
impl Clone for Board {
    fn clone(&self) -> Self {
        Board {
            radius: self.radius,
            grid: self.grid.clone(),
            tiles: copy_with_room(&self.tiles),
            frontier: copy_with_room(&self.frontier),
            wildcard: self.wildcard,
        }
    }
}

/// A rectangle of cell codes, `EMPTY` outside it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Grid {
    /// The cell of code 0.
    corner: Pos,
    width: usize,
    height: usize,
    cells: Vec<u16>,
}

/// Cells a grid grows by beyond what it must hold, so that it grows seldom.
const GROWTH: i32 = 4;

impl Grid {
    fn index(&self, pos: Pos) -> Option<usize> {
        let x = usize::try_from(pos.x.checked_sub(self.corner.x)?).ok()?;
        let y = usize::try_from(pos.y.checked_sub(self.corner.y)?).ok()?;
        (x < self.width && y < self.height).then_some(y * self.width + x)
    }

    /// Makes room for `pos` and its four neighbours, and a margin, never
    /// beyond `radius` from the origin.
    fn cover(&mut self, pos: Pos, radius: i32) {
        let holds = |p: Pos| self.index(p).is_some();
        if holds(Pos::new(pos.x - 1, pos.y - 1)) && holds(Pos::new(pos.x + 1, pos.y + 1)) {
            return;
        }
        let (right, bottom) = (self.corner.x + self.width as i32 - 1, self.corner.y + self.height as i32 - 1);
        let clamp = |v: i32| v.clamp(-radius, radius);
        let left = clamp(self.corner.x.min(pos.x - 1 - GROWTH));
        let top = clamp(self.corner.y.min(pos.y - 1 - GROWTH));
        let right = clamp(right.max(pos.x + 1 + GROWTH));
        let bottom = clamp(bottom.max(pos.y + 1 + GROWTH));
        let mut grown = Grid {
            corner: Pos::new(left, top),
            width: usize::try_from(right - left + 1).unwrap_or(0),
            height: usize::try_from(bottom - top + 1).unwrap_or(0),
            cells: Vec::new(),
        };
        grown.cells = vec![EMPTY; grown.width * grown.height];
        for row in 0..self.height {
            let y = self.corner.y + row as i32;
            if let Some(at) = grown.index(Pos::new(self.corner.x, y)) {
                let from = row * self.width;
                grown.cells[at..at + self.width].copy_from_slice(&self.cells[from..from + self.width]);
            }
        }
        *self = grown;
    }
}

impl Board {
    /// An empty board for a game of at most `max_tiles` tiles. A side made
    /// of `wildcard` letters fits against anything (the abbey).
    pub fn new(max_tiles: usize, wildcard: Option<u8>) -> Self {
        let radius = i32::try_from(max_tiles.clamp(1, 4096)).unwrap_or(4096) + 2;
        Board {
            radius,
            grid: Grid { corner: Pos::new(0, 0), width: 0, height: 0, cells: Vec::new() },
            tiles: Vec::with_capacity(max_tiles),
            frontier: Vec::with_capacity(2 * max_tiles + 4),
            wildcard: wildcard.map_or(NO_LETTERS, |w| pack_letters(w, w, w)),
        }
    }

    fn within_reach(&self, pos: Pos) -> bool {
        pos.x.abs() <= self.radius && pos.y.abs() <= self.radius
    }

    fn code(&self, pos: Pos) -> u16 {
        self.grid.index(pos).map_or(EMPTY, |i| self.grid.cells[i])
    }

    /// The grid's index of `pos`, after making room for it and its
    /// neighbours; `None` beyond the board's reach.
    fn make_room(&mut self, pos: Pos) -> Option<usize> {
        if !self.within_reach(pos) {
            return None;
        }
        self.grid.cover(pos, self.radius);
        self.grid.index(pos)
    }

    /// The index in [`Board::tiles`] of the face-up tile at `pos`, if any.
    pub fn tile_index(&self, pos: Pos) -> Option<usize> {
        match self.code(pos) {
            code @ TILE..FACE_DOWN => Some(usize::from(code - TILE)),
            _ => None,
        }
    }

    /// The tile at `pos`, if any.
    pub fn get(&self, pos: Pos) -> Option<&PlacedTile> {
        match self.code(pos) {
            code @ TILE..FACE_DOWN => self.tiles.get(usize::from(code - TILE)),
            _ => None,
        }
    }

    /// Whether `pos` holds a tile, face up or face down.
    pub fn is_filled(&self, pos: Pos) -> bool {
        (TILE..FRONTIER).contains(&self.code(pos))
    }

    /// Whether `pos` holds a face-down tile (Mists over Carcassonne): a
    /// tile without features that no side has to match.
    pub fn is_face_down(&self, pos: Pos) -> bool {
        self.code(pos) == FACE_DOWN
    }

    /// All placed tiles in placement order.
    pub fn tiles(&self) -> &[PlacedTile] {
        &self.tiles
    }

    /// Empty cells sharing a side with a placed tile, in an order that
    /// depends only on the placements so far.
    pub fn frontier(&self) -> &[FrontierCell] {
        &self.frontier
    }

    /// How many of the 8 surrounding cells hold tiles.
    pub fn surrounding_tiles(&self, pos: Pos) -> usize {
        pos.surroundings().into_iter().filter(|p| self.is_filled(*p)).count()
    }

    /// Checks the placement rule for `tile` at `pos` and `rotation`: an
    /// empty cell next to a placed tile, each touching side continuing the
    /// neighbour's terrain letters. The first tile of a game may go anywhere
    /// on an empty board.
    pub fn check(&self, pos: Pos, tile: &TileType, rotation: Rotation) -> Result<(), PlacementProblem> {
        self.socket(pos)?.fits(tile, rotation)
    }

    /// Every (frontier cell, rotation) where `tile` fits (the placement rule
    /// of every rule set: a side shared with a placed tile, matching letters).
    pub fn fitting<'a>(&'a self, tile: &'a TileType) -> impl Iterator<Item = (&'a FrontierCell, Rotation)> + 'a {
        self.frontier.iter().flat_map(move |cell| {
            Rotation::ALL.into_iter().filter(|r| cell.socket.matches(tile, *r)).map(move |r| (cell, r))
        })
    }

    /// The socket of `pos`, or why no tile can go there.
    pub fn socket(&self, pos: Pos) -> Result<Socket, PlacementProblem> {
        if !self.within_reach(pos) {
            return Err(PlacementProblem::NotAdjacent);
        }
        match self.code(pos) {
            EMPTY if self.tiles.is_empty() => Ok(self.compute_socket(pos)),
            EMPTY => Err(PlacementProblem::NotAdjacent),
            code if code >= FRONTIER => self
                .frontier
                .get(usize::from(code - FRONTIER))
                .map(|cell| cell.socket)
                .ok_or(PlacementProblem::NotAdjacent),
            _ => Err(PlacementProblem::Occupied),
        }
    }

    fn compute_socket(&self, pos: Pos) -> Socket {
        let mut socket = Socket { letters: [NO_LETTERS; 4], wildcard: self.wildcard, behind: [NO_SEGMENT; 12] };
        for side in Side::ALL {
            let Some(neighbour) = self.get(pos.step(side)) else {
                continue;
            };
            let letters = neighbour.facing_letters[side.opposite() as usize];
            if letters != self.wildcard {
                socket.letters[side as usize] = letters;
            }
            for slot in side.slots() {
                let region = neighbour.terrain_regions[slot.facing().index()];
                if region != NO_REGION {
                    socket.behind[slot.index()] = neighbour.segment(region).0;
                }
            }
        }
        socket
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
        let Some(cell) = self.make_room(pos) else {
            return number;
        };
        if let Some(at) = self.grid.cells[cell].checked_sub(FRONTIER) {
            self.remove_frontier(usize::from(at));
        }
        self.tiles.push(PlacedTile {
            pos,
            tile: idx,
            rotation,
            first_segment,
            facing_letters: Side::ALL.map(|s| reversed(tile.side_letters(rotation, s))),
            terrain_regions: Slot::ALL.map(|slot| tile.region_at(rotation, Layer::Terrain, slot).unwrap_or(NO_REGION)),
        });
        self.grid.cells[cell] = TILE + u16::try_from(number).unwrap_or(FACE_DOWN - TILE - 1).min(FACE_DOWN - TILE - 1);
        for side in Side::ALL {
            let next = pos.step(side);
            if !self.within_reach(next) {
                continue;
            }
            let Some(i) = self.grid.index(next) else {
                continue;
            };
            let socket = self.compute_socket(next);
            match self.grid.cells[i] {
                EMPTY => {
                    self.grid.cells[i] = FRONTIER | self.frontier.len() as u16;
                    self.frontier.push(FrontierCell { pos: next, socket });
                }
                code if code >= FRONTIER => {
                    if let Some(entry) = self.frontier.get_mut(usize::from(code - FRONTIER)) {
                        entry.socket = socket;
                    }
                }
                _ => {}
            }
        }
        number
    }

    /// Puts a tile face down on the empty cell `pos` (the caller has
    /// checked it): it fills the cell but shows no letters, so it neither
    /// makes its neighbours frontier cells nor asks anything of a tile
    /// placed beside it (the sockets around it stay as they are).
    pub fn turn_down(&mut self, pos: Pos) {
        let Some(cell) = self.make_room(pos) else {
            return;
        };
        match self.grid.cells[cell] {
            EMPTY => {}
            code if code >= FRONTIER => self.remove_frontier(usize::from(code - FRONTIER)),
            _ => return,
        }
        self.grid.cells[cell] = FACE_DOWN;
    }

    fn remove_frontier(&mut self, at: usize) {
        if at >= self.frontier.len() {
            return;
        }
        self.frontier.swap_remove(at);
        if let Some(i) = self.frontier.get(at).and_then(|c| self.grid.index(c.pos)) {
            self.grid.cells[i] = FRONTIER | at as u16;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use std::sync::LazyLock;

    static CLASSIC: LazyLock<Catalog> =
        LazyLock::new(|| Catalog::parse(include_str!("../../../data/tiles/classic.json")).unwrap());

    fn tile(id: &str) -> (TileIdx, &'static TileType) {
        let c: &'static Catalog = &CLASSIC;
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
        assert_eq!(board.check(Pos::new(1, 1), b, r0), Err(PlacementProblem::NotAdjacent));
        assert_eq!(board.check(Pos::new(0, 0), b, r0), Err(PlacementProblem::Occupied));
        assert_eq!(board.check(Pos::new(0, 1), b, r0), Ok(()));
        assert_eq!(board.check(Pos::new(i32::MAX, 0), b, r0), Err(PlacementProblem::NotAdjacent));
        let mut frontier: Vec<Pos> = board.frontier().iter().map(|c| c.pos).collect();
        frontier.sort();
        assert_eq!(frontier, [Pos::new(-1, 0), Pos::new(0, -1), Pos::new(0, 1), Pos::new(1, 0)]);
    }

    /// BASE-TILE-2/3: every touching slot pair must carry the same terrain.
    #[test]
    fn base_tile_3_edges_must_match() {
        let board = board_with_start();
        let (_, e) = tile("base/E");
        // North of the start tile: its city cap needs a city side facing south.
        assert_eq!(board.check(Pos::new(0, -1), e, Rotation::default()), Err(PlacementProblem::Mismatch(Side::S)));
        assert_eq!(board.check(Pos::new(0, -1), e, Rotation::new(2).unwrap()), Ok(()));
        // East of the start tile the side is F R F: a plain field side does not fit.
        assert_eq!(board.check(Pos::new(1, 0), e, Rotation::default()), Err(PlacementProblem::Mismatch(Side::W)));
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
