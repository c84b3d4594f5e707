//! The guards' colours and who controls them (MISTS-SETUP-2,
//! MISTS-SETUP-5, MISTS-TERM-8).

use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// A guard colour (MISTS-COMP-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Red.
    Red,
    /// Green.
    Green,
    /// Blue.
    Blue,
    /// Yellow.
    Yellow,
    /// Black.
    Black,
    /// Pink.
    Pink,
}

impl Colour {
    /// Every colour, in seat-assignment order.
    pub const ALL: [Colour; 6] =
        [Colour::Red, Colour::Green, Colour::Blue, Colour::Yellow, Colour::Black, Colour::Pink];

    /// The name used in views and messages.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Black => "black",
            Colour::Pink => "pink",
        }
    }
}

crate::refusal::display_by_name!(Colour);

/// A colour in play: its owner, the guards in its supply and (level 6)
/// its own score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourState {
    /// The colour.
    pub colour: Colour,
    /// The seat that controls it.
    pub owner: Seat,
    /// Guards in supply.
    pub supply: u8,
    /// Points this colour earned (level 6: its score; before: its share of
    /// the team score).
    pub score: u32,
}

/// The colours in play for `players` players and their supplies
/// (MISTS-SETUP-2): solo 3 guards in each of 4 colours, 2 players 3 in each
/// of 2 colours each, 3-5 players 5 of one colour each; at level 6 one of a
/// 3-5-player seat's guards is its score marker (MISTS-SETUP-5,
/// MISTS-AMB-12).
pub fn colours_in_play(players: u8, markers_from_supply: bool) -> Vec<ColourState> {
    let (per_seat, guards) = match players {
        1 => (4, 3),
        2 => (2, 3),
        _ => (1, if markers_from_supply { 4 } else { 5 }),
    };
    (0..players)
        .flat_map(|seat| (0..per_seat).map(move |k| (seat, usize::from(seat) * per_seat + k)))
        .filter_map(|(seat, colour)| {
            Some(ColourState { colour: *Colour::ALL.get(colour)?, owner: Seat(seat), supply: guards, score: 0 })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// MISTS-SETUP-2, MISTS-SETUP-5, MISTS-AMB-12, MISTS-TERM-8: who plays
    /// which colours with how many guards.
    #[test]
    fn mists_setup_2_colours_and_guards_by_player_count() {
        let summary = |players, level6| -> Vec<(u8, Colour, u8)> {
            colours_in_play(players, level6).iter().map(|c| (c.owner.0, c.colour, c.supply)).collect()
        };
        assert_eq!(
            summary(1, false),
            [(0, Colour::Red, 3), (0, Colour::Green, 3), (0, Colour::Blue, 3), (0, Colour::Yellow, 3)]
        );
        assert_eq!(
            summary(2, true),
            [(0, Colour::Red, 3), (0, Colour::Green, 3), (1, Colour::Blue, 3), (1, Colour::Yellow, 3)]
        );
        assert_eq!(summary(3, false), [(0, Colour::Red, 5), (1, Colour::Green, 5), (2, Colour::Blue, 5)]);
        assert_eq!(
            summary(5, true).iter().map(|c| c.2).collect::<Vec<_>>(),
            [4; 5],
            "level 6: one guard is the marker"
        );
        assert_eq!(summary(5, false).last().map(|c| c.1), Some(Colour::Black));
    }
}
