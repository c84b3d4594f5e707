//! Where a game's draw order comes from: a seed, or a fixed order (custom
//! and puzzle games), and what clients see of it while the game runs.

use super::bag::TileBag;
use super::catalog::{Catalog, TileIdx};
use super::rng::{GameRng, Seed};
use super::setup::SetupError;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Most tiles a fixed order may hold, both supplies together.
pub const MAX_FIXED_TILES: usize = 500;

/// Where the draw order comes from (recorded in the creation event).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum TileOrder {
    /// Every supply shuffled with ChaCha20 keyed by this seed (a second
    /// supply on the generator's stream 2).
    Seeded {
        /// 64 hex digits.
        seed: Seed,
    },
    /// Exactly these tiles in this order: a custom or puzzle game.
    Fixed {
        /// Tile ids of the draw supply in draw order; the start tile is not
        /// part of it.
        tiles: Vec<String>,
        /// Tile ids of the second supply in draw order (rule sets that have
        /// one, such as the menhir tiles of Hunters & Gatherers).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        bonus: Vec<String>,
        /// Whether the order may hold more copies of a tile than the box
        /// (tests and puzzles); otherwise a new game checks it against the
        /// box. Absent in logs written before the check.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        any_mix: bool,
        /// Where `tiles` split into the rule set's piles (Mists over
        /// Carcassonne, MISTS-SETUP-4): each pile's size, in order. Empty:
        /// the rule set's own split.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        piles: Vec<usize>,
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

    /// Whether the creator fixed the order.
    pub fn is_custom(&self) -> bool {
        !matches!(self, TileOrder::Seeded { .. })
    }

    /// The supplies this order deals: `supplies[i]` lists every tile of
    /// supply `i` (the main one first) for a seeded game; `belongs(i, tile)`
    /// says whether a fixed order may list `tile` in supply `i`.
    pub fn deal(
        &self,
        catalog: &Catalog,
        supplies: [Vec<TileIdx>; 2],
        belongs: impl Fn(usize, TileIdx) -> bool,
    ) -> Result<[TileBag; 2], SetupError> {
        match self {
            TileOrder::Seeded { seed } => {
                let [main, second] = supplies;
                Ok([TileBag::shuffled(main, *seed), TileBag::shuffled_by(second, GameRng::for_second_supply(*seed))])
            }
            TileOrder::Fixed { tiles, bonus, .. } => {
                if tiles.len() + bonus.len() > MAX_FIXED_TILES {
                    return Err(SetupError::TileOrder);
                }
                let fixed = |supply: usize, ids: &[String]| -> Result<TileBag, SetupError> {
                    let order = ids
                        .iter()
                        .map(|id| catalog.find(id).filter(|tile| belongs(supply, *tile)))
                        .collect::<Option<Vec<_>>>()
                        .ok_or(SetupError::TileOrder)?;
                    Ok(TileBag::fixed(order))
                };
                Ok([fixed(0, tiles)?, fixed(1, bonus)?])
            }
            TileOrder::Secret { .. } => Err(SetupError::SecretOrder),
        }
    }

    /// The sizes of the piles a fixed order splits its draw supply into;
    /// empty where the rule set's own split applies.
    pub fn piles(&self) -> &[usize] {
        match self {
            TileOrder::Fixed { piles, .. } => piles,
            TileOrder::Seeded { .. } | TileOrder::Secret { .. } => &[],
        }
    }

    /// Whether a fixed order's piles, if it gives them, are `expected`
    /// piles (the rule set's for these options) of at least one tile each
    /// that together hold its draw supply.
    pub fn check_piles(&self, expected: usize) -> Result<(), SetupError> {
        let TileOrder::Fixed { tiles, piles, .. } = self else {
            return Ok(());
        };
        let fits = piles.len() == expected && !piles.contains(&0) && piles.iter().sum::<usize>() == tiles.len();
        if piles.is_empty() || fits { Ok(()) } else { Err(SetupError::Piles { expected }) }
    }

    /// Whether a fixed order lists no tile more often than `boxed`, the
    /// supplies a seeded game deals, hold it (unless it asks for any mix).
    /// Tiles the supply does not deal at all are left to
    /// [`TileOrder::deal`], which refuses them.
    pub fn check_box(&self, catalog: &Catalog, boxed: &[Vec<TileIdx>; 2]) -> Result<(), SetupError> {
        let TileOrder::Fixed { tiles, bonus, any_mix: false, .. } = self else {
            return Ok(());
        };
        for (ids, boxed) in [tiles, bonus].into_iter().zip(boxed) {
            let mut listed: BTreeMap<&str, usize> = BTreeMap::new();
            for id in ids {
                *listed.entry(id.as_str()).or_default() += 1;
            }
            for (id, listed) in listed {
                let Some(tile) = catalog.find(id) else { continue };
                let in_box = boxed.iter().filter(|other| **other == tile).count();
                if in_box > 0 && listed > in_box {
                    return Err(SetupError::BeyondBox { tile: id.to_owned(), listed, in_box });
                }
            }
        }
        Ok(())
    }
}
