//! Options a Discovery game is created with.

use serde::{Deserialize, Serialize};

/// Game options of The Discovery.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// Number of players, 2 to 5 (DISC-COMP-3).
    #[cfg_attr(feature = "schema", schema(minimum = 2, maximum = 5))]
    pub players: u8,
    /// Seat that takes the first turn (DISC-SETUP-3, DISC-AMB-9).
    #[cfg_attr(feature = "schema", schema(maximum = 4))]
    #[serde(default)]
    pub start_player: u8,
    /// Expert variant: every player keeps a face-up hand of two tiles and
    /// places one of them instead of a random draw (DISC-EXP-HAND-*).
    #[serde(default)]
    pub hand_of_two: bool,
    /// Expert variant: tiles are set aside face up at the start so that
    /// every player gets the same number of turns (DISC-EXP-EQ-*).
    #[serde(default)]
    pub equal_turns: bool,
}

impl Options {
    /// Default options for `players` players.
    pub fn for_players(players: u8) -> Self {
        Options { players, start_player: 0, hand_of_two: false, equal_turns: false }
    }
}
