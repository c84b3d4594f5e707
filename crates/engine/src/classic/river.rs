//! The River (`docs/rules/river.md`): where the river flows on, and which
//! river tile may go there (RIVER-PLACE-*).

use crate::catalog::TileType;
use crate::geometry::{Pos, Rotation, Side};

/// The catalog's letter of a river slot.
const RIVER: u32 = b'W' as u32;

/// Which way the river turned on a curve tile, seen along its flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// To the left.
    Left,
    /// To the right.
    Right,
}

impl Turn {
    /// The name used in messages.
    pub const fn name(self) -> &'static str {
        match self {
            Turn::Left => "left",
            Turn::Right => "right",
        }
    }
}

crate::refusal::display_by_name!(Turn);

/// Why a river tile may not go where it was to go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RiverRefusal {
    /// A river tile goes where the river flows on, one of its river sides
    /// against the river (RIVER-PLACE-2).
    #[error("the river flows on at {end}, not at {pos}")]
    NotContinued {
        /// Where the tile was to go.
        pos: Pos,
        /// The empty cell at the river's open end.
        end: Pos,
    },
    /// The river turned this way on its last curve (RIVER-PLACE-3).
    #[error("the river turned {0} last time: it may not turn {0} twice in a row")]
    TurnsTwice(Turn),
}

/// Where the river flows on while river tiles remain: its open end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Course {
    /// The empty cell the river reaches.
    end: Pos,
    /// The side of that cell the river comes in by.
    from: Side,
    /// The river's last turn, if it turned yet (RIVER-PLACE-3).
    last_turn: Option<Turn>,
}

impl Course {
    /// The river leaving the spring, placed at `at` turned by `rotation`
    /// (RIVER-SETUP-1); `None` for a tile with no river side.
    pub(super) fn from_spring(spring: &TileType, at: Pos, rotation: Rotation) -> Option<Course> {
        let out = river_sides(spring, rotation).next()?;
        Some(Course { end: at.step(out), from: out.opposite(), last_turn: None })
    }

    /// The empty cell the river reaches.
    pub(super) fn end(self) -> Pos {
        self.end
    }

    /// The course once `tile` lies at `pos` turned by `rotation` (a
    /// placement whose sides match), `None` after the lake; or why the
    /// river may not go so (RIVER-PLACE-2, RIVER-PLACE-3).
    pub(super) fn after(self, tile: &TileType, pos: Pos, rotation: Rotation) -> Result<Option<Course>, RiverRefusal> {
        let mut sides = river_sides(tile, rotation);
        let joins = sides.clone().any(|side| side == self.from);
        if pos != self.end || !joins {
            return Err(RiverRefusal::NotContinued { pos, end: self.end });
        }
        let Some(out) = sides.find(|side| *side != self.from) else {
            return Ok(None);
        };
        let heading = self.from.opposite();
        let turn = if out == heading {
            None
        } else if out == heading.clockwise() {
            Some(Turn::Right)
        } else {
            Some(Turn::Left)
        };
        if let Some(turn) = turn.filter(|turn| Some(*turn) == self.last_turn) {
            return Err(RiverRefusal::TurnsTwice(turn));
        }
        Ok(Some(Course { end: pos.step(out), from: out.opposite(), last_turn: turn.or(self.last_turn) }))
    }
}

/// The sides of `tile` turned by `rotation` that the river crosses.
fn river_sides(tile: &TileType, rotation: Rotation) -> impl Iterator<Item = Side> + Clone + '_ {
    let letters = tile.sides(rotation);
    Side::ALL.into_iter().filter(move |side| letters[*side as usize] >> 8 & 0xff == RIVER)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classic::tiles::{Tile, tables};

    fn tile(id: &str) -> &'static TileType {
        tables().tile(Tile::from_id(id).unwrap().0).unwrap()
    }

    fn turned(quarters: u8) -> Rotation {
        Rotation::new(quarters).unwrap()
    }

    /// RIVER-SETUP-1: the spring at rotation 0 sends the river east.
    #[test]
    fn the_spring_flows_east() {
        let course = Course::from_spring(tile("river/spring"), Pos::new(0, 0), Rotation::default()).unwrap();
        assert_eq!(course, Course { end: Pos::new(1, 0), from: Side::W, last_turn: None });
    }

    /// RIVER-PLACE-2, RIVER-PLACE-3, RIVER-PLACE-4: a curve (west-south at
    /// rotation 0) turns right when the river comes from the west, left
    /// from the south; the same turn twice in a row is refused, even with
    /// a straight tile between; the lake ends the river.
    #[test]
    fn turns_alternate_and_the_lake_ends_the_river() {
        let spring = Course::from_spring(tile("river/spring"), Pos::new(0, 0), Rotation::default()).unwrap();
        let curve = tile("river/curve");
        let right = spring.after(curve, Pos::new(1, 0), Rotation::default()).unwrap().unwrap();
        assert_eq!(right, Course { end: Pos::new(1, 1), from: Side::N, last_turn: Some(Turn::Right) });
        let straight = right.after(tile("river/straight"), Pos::new(1, 1), turned(1)).unwrap().unwrap();
        assert_eq!(straight.last_turn, Some(Turn::Right), "a straight tile keeps the last turn");
        // Coming from the north, the west-south curve turned a half turn
        // joins north and east: a left turn (south, then east).
        let left = straight.after(curve, Pos::new(1, 2), turned(2)).unwrap().unwrap();
        assert_eq!(left, Course { end: Pos::new(2, 2), from: Side::W, last_turn: Some(Turn::Left) });
        // A quarter turn joins north and west: right again.
        assert_eq!(straight.after(curve, Pos::new(1, 2), turned(1)), Err(RiverRefusal::TurnsTwice(Turn::Right)));
        let away = straight.after(curve, Pos::new(2, 1), turned(2));
        assert_eq!(away, Err(RiverRefusal::NotContinued { pos: Pos::new(2, 1), end: Pos::new(1, 2) }));
        assert_eq!(left.after(tile("river/lake"), Pos::new(2, 2), Rotation::default()), Ok(None));
    }
}
