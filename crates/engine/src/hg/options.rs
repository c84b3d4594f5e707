//! Options a Hunters & Gatherers game is created with.

use serde::{Deserialize, Serialize};

/// Game options of Hunters & Gatherers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// Number of players, 2 to 5 (HG-COMP-4).
    #[cfg_attr(feature = "schema", schema(minimum = 2, maximum = 5))]
    pub players: u8,
    /// Seat that takes the first turn (HG-SETUP-3, HG-AMB-13).
    #[cfg_attr(feature = "schema", schema(maximum = 4))]
    #[serde(default)]
    pub start_player: u8,
}

impl Options {
    /// Default options for `players` players.
    pub fn for_players(players: u8) -> Self {
        Options { players, start_player: 0 }
    }
}
