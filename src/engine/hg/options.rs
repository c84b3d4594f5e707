//! Options a Hunters & Gatherers game is created with.

use super::tiles::Tile;
use crate::engine::rng::Seed;
use serde::{Deserialize, Serialize};

/// Game options of Hunters & Gatherers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = HgOptions)]
pub struct Options {
    /// Number of players, 2 to 5 (HG-COMP-4).
    #[schema(minimum = 2, maximum = 5)]
    pub players: u8,
    /// Seat that takes the first turn (HG-SETUP-3, HG-AMB-13).
    #[serde(default)]
    pub start_player: u8,
}

impl Options {
    /// Default options for `players` players.
    pub fn for_players(players: u8) -> Self {
        Options { players, start_player: 0 }
    }
}

/// Where the orders of the two supplies come from (HG-SETUP-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
#[schema(as = HgTileOrder)]
pub enum TileOrder {
    /// The regular tiles shuffled with ChaCha20 keyed by this seed, the
    /// menhir tiles with a second stream of the same key.
    Seeded {
        /// 64 hex digits.
        seed: Seed,
    },
    /// Exactly these tiles in this order: a custom or puzzle game.
    Fixed {
        /// Draw order of the regular supply; the start tile is not part of it.
        tiles: Vec<Tile>,
        /// Draw order of the menhir tiles.
        #[serde(default)]
        bonus: Vec<Tile>,
    },
    /// What clients see instead of the two above while the game runs.
    Secret {
        /// Whether the order was fixed by the creator.
        custom: bool,
        /// For a seeded game, SHA-256 of the seed (revealed at the end).
        commitment: Option<String>,
    },
}

impl TileOrder {
    /// The order as anyone may see it while the game runs.
    pub fn public(&self) -> TileOrder {
        match self {
            TileOrder::Seeded { seed } => TileOrder::Secret { custom: false, commitment: Some(seed.commitment()) },
            TileOrder::Fixed { .. } => TileOrder::Secret { custom: true, commitment: None },
            secret @ TileOrder::Secret { .. } => secret.clone(),
        }
    }
}
