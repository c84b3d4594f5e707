//! Seats: who plays, by turn order.

use serde::{Deserialize, Serialize};

/// A player's seat, 0-based, in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(transparent)]
#[cfg_attr(feature = "schema", schema(value_type = u8))]
pub struct Seat(pub u8);

impl Seat {
    /// The seat after this one in a game of `players`, wrapping around.
    pub fn next(self, players: u8) -> Seat {
        Seat((self.0 + 1) % players.max(1))
    }
}
