//! Board geometry shared by every tile family (`data/tiles/FORMAT.md`):
//! x grows east, y grows south, rotations are clockwise quarter turns and
//! every tile side is cut into three edge slots numbered clockwise N0..W2.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A board cell. The start tile lies at (0, 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Pos {
    /// Column, growing to the east.
    pub x: i32,
    /// Row, growing to the south.
    pub y: i32,
}

impl Pos {
    /// The cell at (x, y).
    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }

    /// The orthogonal neighbour on `side`.
    pub const fn step(self, side: Side) -> Pos {
        let (dx, dy) = side.delta();
        Pos::new(self.x + dx, self.y + dy)
    }

    /// The 8 orthogonal and diagonal neighbours, clockwise from north-west.
    pub fn surroundings(self) -> [Pos; 8] {
        let Pos { x, y } = self;
        [
            Pos::new(x - 1, y - 1),
            Pos::new(x, y - 1),
            Pos::new(x + 1, y - 1),
            Pos::new(x + 1, y),
            Pos::new(x + 1, y + 1),
            Pos::new(x, y + 1),
            Pos::new(x - 1, y + 1),
            Pos::new(x - 1, y),
        ]
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// One region of the tile on one cell, as clients name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct RegionRef {
    /// Column of the tile.
    pub x: i32,
    /// Row of the tile.
    pub y: i32,
    /// Region index on the tile.
    pub region: u8,
}

/// A side of a tile or cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// North (towards smaller y).
    N = 0,
    /// East (towards larger x).
    E = 1,
    /// South (towards larger y).
    S = 2,
    /// West (towards smaller x).
    W = 3,
}

impl Side {
    /// All sides in clockwise order from north.
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    /// The side facing this one on the neighbouring cell.
    pub const fn opposite(self) -> Side {
        Side::ALL[(self as usize + 2) % 4]
    }

    /// The next side clockwise (north, then east).
    pub const fn clockwise(self) -> Side {
        Side::ALL[(self as usize + 1) % 4]
    }

    const fn delta(self) -> (i32, i32) {
        match self {
            Side::N => (0, -1),
            Side::E => (1, 0),
            Side::S => (0, 1),
            Side::W => (-1, 0),
        }
    }

    /// The three slots of this side, in clockwise order.
    pub const fn slots(self) -> [Slot; 3] {
        let first = self as u8 * 3;
        [Slot(first), Slot(first + 1), Slot(first + 2)]
    }
}

/// One of the 12 edge slots N0..W2, numbered 0..11 clockwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slot(u8);

impl Slot {
    /// Names of the slots in index order; part of the public API.
    pub const NAMES: [&'static str; 12] = ["N0", "N1", "N2", "E0", "E1", "E2", "S0", "S1", "S2", "W0", "W1", "W2"];

    /// All slots in index order.
    pub const ALL: [Slot; 12] = {
        let mut all = [Slot(0); 12];
        let mut i = 0;
        while i < 12 {
            all[i] = Slot(i as u8);
            i += 1;
        }
        all
    };

    /// The slot with index `i` (0..12), if any.
    pub const fn from_index(i: usize) -> Option<Slot> {
        if i < 12 { Some(Slot(i as u8)) } else { None }
    }

    /// The slot named `name` ("N0".."W2").
    pub fn from_name(name: &str) -> Option<Slot> {
        Slot::NAMES.iter().position(|n| *n == name).and_then(Slot::from_index)
    }

    /// Index 0..11.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Public name ("N0".."W2").
    pub const fn name(self) -> &'static str {
        Slot::NAMES[self.0 as usize]
    }

    /// The side this slot lies on.
    pub const fn side(self) -> Side {
        Side::ALL[(self.0 / 3) as usize]
    }

    /// Where this slot ends up when its tile is turned by `rotation`.
    pub const fn rotated(self, rotation: Rotation) -> Slot {
        Slot((self.0 + 3 * rotation.0) % 12)
    }

    /// The slot of the neighbouring cell that this slot touches:
    /// slot k of a side touches slot 2-k of the opposite side.
    pub const fn facing(self) -> Slot {
        let side = self.0 / 3;
        let k = self.0 % 3;
        Slot(((side + 2) % 4) * 3 + (2 - k))
    }
}

/// A corner of a tile, between the last slot of one side and the first of
/// the next: NW (W2, N0), NE (N2, E0), SE (E2, S0), SW (S2, W0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub enum Corner {
    /// North-west.
    NW = 0,
    /// North-east.
    NE = 1,
    /// South-east.
    SE = 2,
    /// South-west.
    SW = 3,
}

impl Corner {
    /// All corners in clockwise order from north-west.
    pub const ALL: [Corner; 4] = [Corner::NW, Corner::NE, Corner::SE, Corner::SW];

    /// The two slots next to this corner.
    pub const fn slots(self) -> [Slot; 2] {
        let first = self as u8 * 3;
        [Slot((first + 11) % 12), Slot(first)]
    }

    /// The four cells that meet at this corner of `pos`, each with its own
    /// corner at that point: `pos` itself, its two neighbours and the
    /// diagonal one.
    pub const fn meeting(self, pos: Pos) -> [(Pos, Corner); 4] {
        let (dx, dy, beside_x, beside_y, opposite) = match self {
            Corner::NW => (-1, -1, Corner::NE, Corner::SW, Corner::SE),
            Corner::NE => (1, -1, Corner::NW, Corner::SE, Corner::SW),
            Corner::SE => (1, 1, Corner::SW, Corner::NE, Corner::NW),
            Corner::SW => (-1, 1, Corner::SE, Corner::NW, Corner::NE),
        };
        [
            (pos, self),
            (Pos::new(pos.x + dx, pos.y), beside_x),
            (Pos::new(pos.x, pos.y + dy), beside_y),
            (Pos::new(pos.x + dx, pos.y + dy), opposite),
        ]
    }
}

/// A clockwise rotation by 0..3 quarter turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(transparent)]
#[cfg_attr(feature = "schema", schema(value_type = u8, minimum = 0, maximum = 3))]
pub struct Rotation(u8);

impl Rotation {
    /// The four rotations.
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    /// The rotation by `quarter_turns` (0..=3), if valid.
    pub const fn new(quarter_turns: u8) -> Option<Rotation> {
        if quarter_turns < 4 { Some(Rotation(quarter_turns)) } else { None }
    }

    /// Number of clockwise quarter turns, 0..3.
    pub const fn quarter_turns(self) -> u8 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_k_touches_slot_two_minus_k_of_the_opposite_side() {
        let n0 = Slot::from_name("N0").unwrap();
        assert_eq!(n0.facing().name(), "S2");
        assert_eq!(Slot::from_name("E1").unwrap().facing().name(), "W1");
        assert_eq!(Slot::from_name("W0").unwrap().facing().name(), "E2");
        for s in Slot::ALL {
            assert_eq!(s.facing().facing(), s);
            assert_eq!(s.facing().side(), s.side().opposite());
        }
    }

    #[test]
    fn rotation_moves_slots_clockwise() {
        let n0 = Slot::from_name("N0").unwrap();
        let quarter = Rotation::new(1).unwrap();
        assert_eq!(n0.rotated(quarter).name(), "E0");
        assert_eq!(Slot::from_name("W2").unwrap().rotated(quarter).name(), "N2");
        for r in Rotation::ALL {
            for s in Slot::ALL {
                let full_turn = (0..4).fold(s, |slot, _| slot.rotated(r));
                assert_eq!(full_turn, s);
            }
        }
    }

    #[test]
    fn neighbours_follow_screen_axes() {
        let origin = Pos::new(0, 0);
        assert_eq!(origin.step(Side::N), Pos::new(0, -1));
        assert_eq!(origin.step(Side::E), Pos::new(1, 0));
        assert_eq!(origin.step(Side::S), Pos::new(0, 1));
        assert_eq!(origin.step(Side::W), Pos::new(-1, 0));
        assert_eq!(origin.surroundings().len(), 8);
    }

    #[test]
    fn corners_sit_between_two_slots_and_four_cells() {
        let names = |c: Corner| c.slots().map(Slot::name);
        assert_eq!(names(Corner::NW), ["W2", "N0"]);
        assert_eq!(names(Corner::NE), ["N2", "E0"]);
        assert_eq!(names(Corner::SE), ["E2", "S0"]);
        assert_eq!(names(Corner::SW), ["S2", "W0"]);
        let meeting = Corner::NW.meeting(Pos::new(0, 0));
        assert_eq!(
            meeting,
            [
                (Pos::new(0, 0), Corner::NW),
                (Pos::new(-1, 0), Corner::NE),
                (Pos::new(0, -1), Corner::SW),
                (Pos::new(-1, -1), Corner::SE)
            ]
        );
        for corner in Corner::ALL {
            for (pos, theirs) in corner.meeting(Pos::new(3, -2)) {
                let back = theirs.meeting(pos);
                assert!(back.iter().all(|(p, _)| corner.meeting(Pos::new(3, -2)).iter().any(|(q, _)| q == p)));
            }
        }
    }
}
