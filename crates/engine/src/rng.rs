//! The only source of chance in the engine: ChaCha20 (RFC 8439 block
//! function, as implemented by the `chacha20` crate) keyed with the 32-byte seed
//! recorded in a game's creation event, with its own bounded-integer and
//! shuffle algorithms so that no library update can change a draw order.

use chacha20::ChaCha20Rng;
use chacha20::rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A 256-bit game seed, written as 64 lowercase hex digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Seed(pub [u8; 32]);

impl Seed {
    /// Parses 64 hex digits.
    pub fn from_hex(hex: &str) -> Option<Seed> {
        let bytes = hex.as_bytes();
        if bytes.len() != 64 {
            return None;
        }
        let mut seed = [0u8; 32];
        for (i, pair) in bytes.chunks_exact(2).enumerate() {
            let digit = |c: u8| char::from(c).to_digit(16);
            seed[i] = u8::try_from(digit(pair[0])? * 16 + digit(pair[1])?).ok()?;
        }
        Some(Seed(seed))
    }

    /// The public commitment to this seed: SHA-256 of its 32 bytes, as 64
    /// hex digits. Published when a game starts; the seed itself is revealed
    /// when it ends, so anyone can check the draw order was fixed up front.
    pub fn commitment(&self) -> String {
        use sha2::{Digest, Sha256};
        Sha256::digest(self.0).iter().map(|b| format!("{b:02x}")).collect()
    }

    /// A seed derived from a small number; for tests and benchmarks.
    pub fn from_u64(n: u64) -> Seed {
        let mut seed = [0u8; 32];
        seed[..8].copy_from_slice(&n.to_le_bytes());
        Seed(seed)
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

impl fmt::Debug for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seed({self})")
    }
}

#[cfg(feature = "schema")]
impl utoipa::PartialSchema for Seed {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        super::catalog::id_schema("A 256-bit seed as 64 hex digits.", &"0".repeat(64))
    }
}

#[cfg(feature = "schema")]
impl utoipa::ToSchema for Seed {}

impl Serialize for Seed {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let hex = String::deserialize(d)?;
        Seed::from_hex(&hex).ok_or_else(|| serde::de::Error::custom("a seed is 64 hex digits"))
    }
}

/// Deterministic random numbers for one game.
pub struct GameRng(ChaCha20Rng);

impl GameRng {
    /// The generator for `seed` (key = seed, stream 0, counter 0): deals tiles.
    pub fn new(seed: Seed) -> Self {
        GameRng(ChaCha20Rng::from_seed(seed.0))
    }

    /// A second, independent generator for the same seed (stream 1): seat
    /// order at the start of a game.
    pub fn for_seats(seed: Seed) -> Self {
        Self::on_stream(seed, 1)
    }

    /// A third one (stream 2): a second tile supply, such as the bonus
    /// tiles of Hunters & Gatherers.
    pub fn for_second_supply(seed: Seed) -> Self {
        Self::on_stream(seed, 2)
    }

    fn on_stream(seed: Seed, stream: u64) -> Self {
        let mut rng = ChaCha20Rng::from_seed(seed.0);
        rng.set_stream(stream);
        GameRng(rng)
    }

    /// A uniform integer in `0..n` (n > 0) by rejection sampling on 32-bit
    /// words: words at or above the largest multiple of n are discarded.
    pub fn below(&mut self, n: u32) -> u32 {
        if n <= 1 {
            return 0;
        }
        let zone = u32::MAX - (u32::MAX % n);
        loop {
            let word = self.0.next_u32();
            if word < zone {
                return word % n;
            }
        }
    }

    /// A seed for another generator, drawn from this one.
    pub fn next_seed(&mut self) -> Seed {
        let mut seed = [0u8; 32];
        self.0.fill_bytes(&mut seed);
        Seed(seed)
    }

    /// One of `items`, uniformly; `None` when there are none.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        items.get(self.below(u32::try_from(items.len()).ok()?) as usize).copied()
    }

    /// Fisher-Yates shuffle, from the last element down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let bound = u32::try_from(i + 1).unwrap_or(u32::MAX);
            items.swap(i, self.below(bound) as usize);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_round_trips_through_hex() {
        let seed = Seed::from_u64(0xdead_beef);
        let hex = seed.to_string();
        assert_eq!(hex.len(), 64);
        assert_eq!(Seed::from_hex(&hex), Some(seed));
        assert_eq!(Seed::from_hex("xyz"), None);
        assert_eq!(Seed::from_hex(&"g".repeat(64)), None);
    }

    /// Pins the draw algorithm: a change here changes every seeded game.
    #[test]
    fn shuffle_is_stable_across_versions() {
        let mut items: Vec<u32> = (0..10).collect();
        GameRng::new(Seed::from_u64(42)).shuffle(&mut items);
        assert_eq!(items, vec![4, 8, 6, 5, 3, 0, 9, 2, 7, 1]);
    }

    /// The generator is the ChaCha20 of RFC 8439: with an all-zero key the
    /// key stream starts 76 b8 e0 ad.
    #[test]
    fn generator_is_chacha20() {
        let mut rng = GameRng::new(Seed([0; 32]));
        assert_eq!(rng.0.next_u32(), 0xade0_b876);
    }

    #[test]
    fn commitment_is_sha256_of_the_seed_bytes() {
        // SHA-256 of 32 zero bytes.
        let zero = "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925";
        assert_eq!(Seed([0; 32]).commitment(), zero);
        assert_ne!(Seed::from_u64(1).commitment(), zero);
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = GameRng::new(Seed::from_u64(1));
        for n in 1..50 {
            assert!(rng.below(n) < n);
        }
        assert_eq!(rng.below(0), 0);
    }
}
