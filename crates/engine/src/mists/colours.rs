//! The guards' colours and who controls them (MISTS-SETUP-2,
//! MISTS-SETUP-5, MISTS-TERM-8).

use crate::seat::Seat;
use crate::setup::SetupError;
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
/// MISTS-AMB-12). Each seat plays the colours `chosen` for it, or else the
/// next ones of [`Colour::ALL`].
pub fn colours_in_play(
    players: u8,
    markers_from_supply: bool,
    chosen: Option<&[Vec<Colour>]>,
) -> Result<Vec<ColourState>, SetupError> {
    let (per_seat, guards) = match players {
        1 => (4, 3),
        2 => (2, 3),
        _ => (1, if markers_from_supply { 4 } else { 5 }),
    };
    let dealt: Vec<Vec<Colour>> = match chosen {
        Some(chosen) => chosen.to_vec(),
        None => Colour::ALL.chunks(per_seat).take(usize::from(players)).map(<[Colour]>::to_vec).collect(),
    };
    let refuse = |reason| SetupError::Options { rule: "MISTS-SETUP-2", reason };
    if dealt.len() != usize::from(players) || dealt.iter().any(|colours| colours.len() != per_seat) {
        return Err(refuse("each seat plays one colour (3-5 players), two (2 players) or four (solo)"));
    }
    let mut all: Vec<Colour> = dealt.iter().flatten().copied().collect();
    all.sort_unstable();
    if all.windows(2).any(|pair| pair[0] == pair[1]) {
        return Err(refuse("no colour is played by two seats, or twice"));
    }
    Ok((0..players)
        .zip(dealt)
        .flat_map(|(seat, colours)| {
            colours.into_iter().map(move |colour| ColourState { colour, owner: Seat(seat), supply: guards, score: 0 })
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// MISTS-SETUP-2, MISTS-SETUP-5, MISTS-AMB-12, MISTS-TERM-8: who plays
    /// which colours with how many guards.
    #[test]
    fn mists_setup_2_colours_and_guards_by_player_count() {
        let summary = |players, level6| -> Vec<(u8, Colour, u8)> {
            colours_in_play(players, level6, None).unwrap().iter().map(|c| (c.owner.0, c.colour, c.supply)).collect()
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

    /// MISTS-SETUP-2: the creator may choose each seat's colours, as many
    /// as the player count gives each, none twice.
    #[test]
    fn mists_setup_2_seats_may_choose_their_colours() {
        use Colour::{Black, Blue, Pink, Red};
        let chosen = [vec![Pink, Black], vec![Blue, Red]];
        let dealt = colours_in_play(2, false, Some(&chosen)).unwrap();
        let summary: Vec<(u8, Colour)> = dealt.iter().map(|c| (c.owner.0, c.colour)).collect();
        assert_eq!(summary, [(0, Pink), (0, Black), (1, Blue), (1, Red)]);
        let refused = |chosen: &[Vec<Colour>]| colours_in_play(2, false, Some(chosen)).unwrap_err();
        for wrong in [&[vec![Pink], vec![Blue, Red]][..], &[vec![Pink, Black]], &[vec![Pink, Black], vec![Blue, Pink]]]
        {
            let SetupError::Options { rule, .. } = refused(wrong) else { panic!("{wrong:?} refused as options") };
            assert_eq!(rule, "MISTS-SETUP-2", "{wrong:?}");
        }
    }
}
