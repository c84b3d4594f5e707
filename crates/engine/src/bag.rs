//! The hidden draw supply of a game.

use super::catalog::TileIdx;
use super::rng::{GameRng, Seed};

/// Tiles still to be drawn, in their (secret) order. Nothing outside the
/// engine's chance step may look at the order; views show only the count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileBag {
    order: Vec<TileIdx>,
    next: usize,
    /// Where each stage but the first begins in `order`: stages are drawn
    /// one after the other and never mixed (see [`TileBag::then`]).
    stages: Vec<usize>,
}

impl TileBag {
    /// `tiles` shuffled by the game's seed.
    pub fn shuffled(tiles: Vec<TileIdx>, seed: Seed) -> Self {
        Self::shuffled_by(tiles, GameRng::new(seed))
    }

    /// `tiles` shuffled by `rng` (for a second supply: its own stream).
    pub fn shuffled_by(mut tiles: Vec<TileIdx>, mut rng: GameRng) -> Self {
        rng.shuffle(&mut tiles);
        TileBag::fixed(tiles)
    }

    /// `tiles` in exactly the given order (custom and puzzle games).
    pub fn fixed(tiles: Vec<TileIdx>) -> Self {
        TileBag { order: tiles, next: 0, stages: Vec::new() }
    }

    /// This bag's tiles, then `later`'s, as a later stage that no redeal
    /// mixes into this one (The River's tiles come before the land tiles).
    /// For bags nothing was drawn from yet.
    pub fn then(mut self, later: TileBag) -> Self {
        let start = self.order.len();
        self.stages.push(start);
        self.stages.extend(later.stages.iter().map(|stage| start + stage));
        self.order.extend(later.order);
        self
    }

    /// The tile the next draw yields. Only the engine's chance step may use it.
    pub fn peek(&self) -> Option<TileIdx> {
        self.order.get(self.next).copied()
    }

    /// Records that the next tile has left the bag.
    pub fn advance(&mut self) {
        self.next = (self.next + 1).min(self.order.len());
    }

    /// Puts the tiles left in a random order that depends only on which
    /// tiles they are, not on their real order: a deal consistent with
    /// what the players know, for bots to look ahead in.
    pub fn redeal(&mut self, rng: &mut GameRng) {
        let mut start = self.next;
        for end in self.stages.iter().copied().chain([self.order.len()]) {
            if end <= start {
                continue;
            }
            if let Some(left) = self.order.get_mut(start..end) {
                left.sort_unstable();
                rng.shuffle(left);
            }
            start = end;
        }
    }

    /// Number of tiles that have left the bag.
    pub fn dealt(&self) -> usize {
        self.next
    }

    /// Number of tiles left.
    pub fn remaining(&self) -> usize {
        self.order.len() - self.next
    }

    /// The tiles left, in the canonical order of `counts` (not the draw order).
    pub fn remaining_counts(&self, tile_types: usize) -> Vec<u16> {
        let mut counts = vec![0u16; tile_types];
        for tile in &self.order[self.next..] {
            if let Some(c) = counts.get_mut(usize::from(tile.0)) {
                *c += 1;
            }
        }
        counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_order_other_seed_other_order() {
        let tiles: Vec<TileIdx> = (0..30).map(TileIdx).collect();
        let a = TileBag::shuffled(tiles.clone(), Seed::from_u64(7));
        let b = TileBag::shuffled(tiles.clone(), Seed::from_u64(7));
        let c = TileBag::shuffled(tiles, Seed::from_u64(8));
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn redealing_keeps_the_tiles_left_and_forgets_their_order() {
        let tiles: Vec<TileIdx> = (0..30).map(TileIdx).collect();
        let mut other = tiles.clone();
        other[1..].reverse();
        let (mut a, mut b) = (TileBag::fixed(tiles), TileBag::fixed(other));
        for bag in [&mut a, &mut b] {
            bag.advance();
            bag.redeal(&mut GameRng::new(Seed::from_u64(9)));
        }
        assert_eq!(a, b, "the same tiles left redeal alike, whatever their order");
        assert_eq!(a.remaining_counts(30), [vec![0], vec![1; 29]].concat());
        assert_ne!(a.order, (0..30).map(TileIdx).collect::<Vec<_>>());
    }

    /// Stages are drawn in turn, and a redeal mixes each stage's tiles left
    /// only among themselves.
    #[test]
    fn redealing_keeps_stages_apart() {
        let stage = |tiles: std::ops::Range<u16>| TileBag::fixed(tiles.map(TileIdx).collect());
        let mut bag = stage(0..5).then(stage(5..6)).then(stage(6..20));
        bag.advance();
        bag.redeal(&mut GameRng::new(Seed::from_u64(3)));
        let first: Vec<u16> = bag.order[1..5].iter().map(|t| t.0).collect();
        assert!(first.iter().all(|t| (1..5).contains(t)), "{first:?}");
        assert_eq!(bag.order[5], TileIdx(5), "a stage of one stays where it is");
        assert!(bag.order[6..].iter().all(|t| t.0 >= 6));
        assert_ne!(bag.order[6..], stage(6..20).order[..], "the last stage was redealt");
    }

    #[test]
    fn drawing_empties_the_bag() {
        let mut bag = TileBag::fixed(vec![TileIdx(3), TileIdx(1)]);
        assert_eq!(bag.peek(), Some(TileIdx(3)));
        bag.advance();
        assert_eq!(bag.remaining_counts(4), vec![0, 1, 0, 0]);
        bag.advance();
        bag.advance();
        assert_eq!((bag.peek(), bag.remaining()), (None, 0));
    }
}
