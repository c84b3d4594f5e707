//! Options a Mists over Carcassonne game is created with.

use super::colours::Colour;
use serde::{Deserialize, Serialize};

/// Game options of Mists over Carcassonne.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// Number of players, 1 to 5 (MISTS-COMP-4).
    #[cfg_attr(feature = "schema", schema(minimum = 1, maximum = 5))]
    pub players: u8,
    /// The level, 1 to 6 (MISTS-SETUP-3); 1 when left out.
    #[serde(default = "first_level")]
    #[cfg_attr(feature = "schema", schema(minimum = 1, maximum = 6, default = 1))]
    pub level: u8,
    /// Seat that takes the first turn (MISTS-SETUP-6).
    #[cfg_attr(feature = "schema", schema(maximum = 4))]
    #[serde(default)]
    pub start_player: u8,
    /// Whether any seated player may take the team's choices (burial,
    /// graveyard ghost, points or pacify, dogs, face-down tiles); by
    /// default the active player takes them (the spec's decision points, section 13).
    #[serde(default)]
    pub team_decisions: bool,
    /// The colours of each seat, in seat order (MISTS-SETUP-2): one each
    /// for 3 to 5 players, two each for 2, four for a solo game, no colour
    /// twice. Left out: red, green, blue, yellow, black, pink, dealt in
    /// seat order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colours: Option<Vec<Vec<Colour>>>,
}

fn first_level() -> u8 {
    1
}

impl Options {
    /// Level 1 for `players` players.
    pub fn for_players(players: u8) -> Self {
        Options { players, level: 1, start_player: 0, team_decisions: false, colours: None }
    }

    /// `level` for `players` players.
    pub fn at_level(players: u8, level: u8) -> Self {
        Options { level, ..Options::for_players(players) }
    }
}
