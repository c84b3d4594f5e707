//! How the team's prospects look (`Rating::rate`), for bots and hints:
//! what decides the co-operative game is whether the goal is reached
//! before the bank runs out of ghosts, so a position is rated by its
//! points, the ghosts left in the bank, the danger that the next tiles ask
//! for more than the bank holds, the fog banks that can still close (and
//! the ghosts they would send back), the guards on features close to
//! closing and the graveyards still open.

use super::levels::ScoreKeeping;
use super::state::GameState;
use super::tiles::{Kind, tables};
use crate::board::SegmentId;
use crate::features::FeatureId;
use crate::geometry::{Rotation, Slot};
use crate::ruleset::{Rating, Rules};
use crate::seat::Seat;
use crate::status::Outcome;
use std::sync::LazyLock;

/// A point of score, in rating units.
const POINT: i32 = 10;
/// A ghost in the bank.
const BANK_GHOST: i32 = 25;
/// The whole rating of a position where every tile left would ask for
/// more ghosts than the bank holds.
const CERTAIN_SHORTAGE: u32 = 600;
/// A ghost in a fog bank one slot from closing (less the more slots it has open).
const RETURNING_GHOST: u32 = 10;
/// The open slots at which a guarded feature's promise is halved: the
/// fewer, the more a slot closer to closing is worth.
const HALVING_SLOTS: usize = 4;
/// An empty cell that an open graveyard needs filled to close: a turn or
/// more of its cost.
const OPEN_GRAVEYARD_CELL: i32 = 40;

/// What the team's victory or defeat adds to or takes from its prospects
/// in an analysis, in points: a decision that costs the team a tenth of
/// its chances between the two loses 10 points, a blunder.
const OUTCOME_POINTS: f64 = 50.0;

impl Rating for GameState {
    /// Nothing: the co-operative game ends scoring nothing more
    /// (MISTS-END-*), and bots rate the team's prospects instead.
    fn final_scoring(&mut self) {}

    /// The team's prospects, the same for every seat (see the module).
    fn rate(&self, _seat: Seat) -> i32 {
        match self.ending {
            Some(Outcome::Victory { .. }) => 100_000,
            Some(Outcome::Defeat { .. }) => -100_000,
            Some(Outcome::Winners { .. }) | None => self.prospects(),
        }
    }

    /// The team's prospects (nothing to project).
    fn into_rating(self, seat: Seat) -> i32 {
        self.rate(seat)
    }

    /// The team's prospects in points of score, an ended game's outcome
    /// counted as 50 points more or less than them: victory is
    /// worth the same in every position, and not ten thousand points.
    fn into_points(self, _seat: Seat) -> f64 {
        let outcome = match self.ending {
            Some(Outcome::Victory { .. }) => OUTCOME_POINTS,
            Some(Outcome::Defeat { .. }) => -OUTCOME_POINTS,
            Some(Outcome::Winners { .. }) | None => 0.0,
        };
        f64::from(self.prospects()) / f64::from(POINT) + outcome
    }
}

impl GameState {
    /// The prospects of the team going on from here, in rating units (see
    /// the module), whether the game has ended or not.
    fn prospects(&self) -> i32 {
        let score = match self.level.scoring {
            ScoreKeeping::Team => self.team_score,
            ScoreKeeping::PerColour => self.colours.iter().map(|c| c.score).min().unwrap_or(0),
        };
        let score = i32::try_from(score).unwrap_or(i32::MAX / 100) * POINT;
        // Counted once for the two terms that ask.
        let left = self.tiles_left();
        score + i32::from(self.bank) * BANK_GHOST - self.shortage(&left) + self.returning() + self.promise(&left)
            - self.graveyards_open()
    }

    /// How many tiles of each catalog type are left: the tiles left as a
    /// set, never their order.
    fn tiles_left(&self) -> Vec<u16> {
        self.bag.remaining_counts(<GameState as Rules>::catalog().tiles().len())
    }

    /// An open graveyard costs every turn until it closes: levels 2-4, a
    /// ghost more from the bank when ghosts emerge (MISTS-GHOST-2); levels
    /// 5-6, a tile of the pile laid face down (MISTS-CURSE-1). So each
    /// open graveyard costs the cells still empty around it, less the
    /// ghosts on it, which come back when it closes (MISTS-GRAVE-4), the
    /// sooner the fewer cells are missing.
    fn graveyards_open(&self) -> i32 {
        let mut cost = 0;
        for graveyard in self.graveyards.iter().filter(|g| !g.closed) {
            let Some(missing) = self.cells_to_close(graveyard) else { continue };
            let missing = i32::try_from(missing).unwrap_or(8).max(1);
            let ghosts = self.ghosts.get(graveyard.segment.0 as usize).copied().map_or(0, i32::from);
            cost += OPEN_GRAVEYARD_CELL * missing - ghosts * i32::try_from(RETURNING_GHOST).unwrap_or(0) / missing;
        }
        cost
    }

    /// The share of the tiles left (`counts` of each type) whose fog would
    /// ask for more ghosts than the bank holds, in rating units.
    fn shortage(&self, counts: &[u16]) -> i32 {
        let asked = ghosts_asked();
        let left: u32 = counts.iter().map(|n| u32::from(*n)).sum();
        if left == 0 {
            return 0;
        }
        let short: u32 = asked
            .iter()
            .zip(counts)
            .filter(|(asked, _)| **asked > u32::from(self.bank))
            .map(|(_, n)| u32::from(*n))
            .sum();
        i32::try_from(short * CERTAIN_SHORTAGE / left).unwrap_or(i32::MAX)
    }

    /// The ghosts standing in fog banks that can still close, each worth
    /// more the fewer open slots its bank has.
    fn returning(&self) -> i32 {
        let features = &self.head.table.features;
        let mut banks: Vec<(FeatureId, u32)> = Vec::new();
        for (segment, ghosts) in (0u32..).zip(&self.ghosts).filter(|(_, n)| **n > 0) {
            let bank = features.feature_of(SegmentId(segment));
            if self.kind_of(bank) != Some(Kind::Fog) || features.is_blocked(bank) {
                continue;
            }
            match banks.iter_mut().find(|(b, _)| *b == bank) {
                Some((_, n)) => *n += u32::from(*ghosts),
                None => banks.push((bank, u32::from(*ghosts))),
            }
        }
        banks
            .iter()
            .map(|(bank, ghosts)| {
                let open = u32::from(features.open_slots(*bank)).max(1);
                i32::try_from(ghosts * RETURNING_GHOST / open).unwrap_or(0)
            })
            .sum()
    }

    /// The points the guarded features would bring if they closed (a
    /// feature's value times the cube of its colours), the more the fewer
    /// open slots they have; nothing for a feature that can never close,
    /// with the tiles left (`counts` of each type) or at all.
    fn promise(&self, counts: &[u16]) -> i32 {
        let features = &self.head.table.features;
        let mut seen: Vec<(FeatureId, u8)> = Vec::new();
        for guard in &self.guards {
            let feature = features.feature_of(guard.segment);
            let colour = guard.kind as u8;
            if !seen.contains(&(feature, colour)) {
                seen.push((feature, colour));
            }
        }
        let mut total = 0;
        // A stranded feature is skipped as if counted already.
        let mut counted = self.stranded(seen.iter().map(|(feature, _)| *feature), counts);
        for (feature, _) in &seen {
            if counted.contains(feature) || features.is_blocked(*feature) {
                continue;
            }
            counted.push(*feature);
            let colours = seen.iter().filter(|(f, _)| f == feature).count();
            let per_tile = if self.kind_of(*feature) == Some(Kind::City) { 2 } else { 1 };
            // Cubed: several colours on one feature are rare and multiply
            // its points; counted once, the bots seldom planned for them
            // (docs/BOTS.md).
            let value = per_tile * features.tile_count(*feature) * colours.pow(3);
            let open = usize::from(features.open_slots(*feature));
            total += usize::try_from(POINT).unwrap_or(0) * value * HALVING_SLOTS / (HALVING_SLOTS + open);
        }
        i32::try_from(total).unwrap_or(0)
    }

    /// Those of the `guarded` features that the tiles left (`counts` of
    /// each type) cannot close: each touches an empty cell where none of
    /// them fits in any rotation. Guards on them only wait for the end;
    /// rated as promising, they kept the team from placing and closing
    /// elsewhere (docs/BOTS.md).
    fn stranded(&self, guarded: impl Iterator<Item = FeatureId>, counts: &[u16]) -> Vec<FeatureId> {
        let features = &self.head.table.features;
        let mut open: Vec<FeatureId> = Vec::new();
        for feature in guarded {
            if !open.contains(&feature) {
                open.push(feature);
            }
        }
        if open.is_empty() {
            return Vec::new();
        }
        let types = <GameState as Rules>::catalog().tiles();
        let left: Vec<_> = types.iter().zip(counts).filter(|(_, n)| **n > 0).map(|(tile, _)| tile).collect();
        let mut stranded = Vec::new();
        let mut touching = Vec::new();
        for cell in self.head.table.board.frontier() {
            if open.is_empty() {
                break;
            }
            // Most cells take some tile: checked first, they need no look
            // at the features around them.
            if left.iter().any(|tile| Rotation::ALL.into_iter().any(|r| cell.socket.matches(tile, r))) {
                continue;
            }
            touching.clear();
            for segment in Slot::ALL.into_iter().filter_map(|slot| cell.socket.behind(slot)) {
                let feature = features.feature_of(segment);
                if open.contains(&feature) && !touching.contains(&feature) {
                    touching.push(feature);
                }
            }
            open.retain(|feature| !touching.contains(feature));
            stranded.append(&mut touching);
        }
        stranded
    }
}

/// The ghost symbols in each tile type's fog, in catalog order: the most
/// ghosts a tile can ask for. Read once.
fn ghosts_asked() -> &'static [u32] {
    static ASKED: LazyLock<Vec<u32>> = LazyLock::new(|| {
        let types = <GameState as Rules>::catalog().tiles().len();
        (0..types)
            .map(|tile| {
                let tile = crate::catalog::TileIdx(u16::try_from(tile).unwrap_or(u16::MAX));
                tables().regions(tile).iter().filter(|r| r.kind == Kind::Fog).map(|r| r.count).sum()
            })
            .collect()
    });
    &ASKED
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mists::Options;
    use crate::order::TileOrder;
    use crate::rng::{GameRng, Seed};

    fn start(level: u8) -> GameState {
        GameState::new_game(Options::at_level(1, level), TileOrder::Seeded { seed: Seed::from_u64(3) }).unwrap().0
    }

    /// A bank too small for what the tiles left may ask costs more than
    /// its missing ghosts: the shortage weighs on top.
    #[test]
    fn an_emptying_bank_costs_more_than_its_ghosts() {
        let mut rich = start(1);
        rich.bank = 12;
        let mut poor = rich.clone();
        poor.bank = 0;
        assert_eq!(rich.shortage(&rich.tiles_left()), 0, "no tile asks for more than 12 ghosts");
        assert!(poor.shortage(&poor.tiles_left()) > 0, "every fog tile asks for more than none");
        assert!(rich.rate(Seat(0)) - poor.rate(Seat(0)) > 12 * BANK_GHOST);
    }

    /// The rating reads the tiles left as a set, never their order.
    #[test]
    fn the_rating_ignores_the_hidden_order() {
        let state = start(3);
        let mut other = state.clone();
        other.redeal(&mut GameRng::new(Seed::from_u64(9)));
        assert_ne!(other, state, "the orders differ");
        assert_eq!(other.rate(Seat(0)), state.rate(Seat(1)));
    }

    /// Levels 2-6: an open graveyard costs until it closes; closed, it
    /// costs nothing. Level 1 has none.
    #[test]
    fn an_open_graveyard_costs_until_it_closes() {
        for level in [2, 5] {
            let (mut state, _) =
                GameState::new_game(Options::at_level(1, level), TileOrder::Seeded { seed: Seed::from_u64(5) })
                    .unwrap();
            let mut rng = GameRng::new(Seed::from_u64(6));
            while !state.graveyards.iter().any(|g| !g.closed) {
                let seat = state.to_move().expect("a graveyard comes before the end");
                let command = crate::ruleset::random_command(&state, &mut rng).unwrap();
                state.play(seat, &command).unwrap();
            }
            assert!(state.graveyards_open() > 0, "level {level}");
            for graveyard in &mut state.graveyards {
                graveyard.closed = true;
            }
            assert_eq!(state.graveyards_open(), 0, "level {level}");
        }
        assert_eq!(start(1).graveyards_open(), 0);
    }

    /// In points, for an analysis: the prospects over the points' units,
    /// and an outcome worth the same 50 points wherever it comes; the bots'
    /// rating keeps an outcome above any prospects.
    #[test]
    fn an_outcome_is_worth_fifty_points_in_an_analysis() {
        let state = start(2);
        let going_on = state.clone().into_points(Seat(0));
        assert_eq!(going_on, f64::from(state.prospects()) / f64::from(POINT));
        for (ending, points, rating) in [
            (Outcome::Victory { rule: "MISTS-END-1" }, OUTCOME_POINTS, 100_000),
            (Outcome::Defeat { rule: "MISTS-END-2" }, -OUTCOME_POINTS, -100_000),
        ] {
            let mut ended = state.clone();
            ended.ending = Some(ending);
            assert_eq!(ended.rate(Seat(0)), rating);
            assert_eq!(ended.into_points(Seat(0)), going_on + points);
        }
    }

    /// A guard on an open feature promises points while tiles that can
    /// extend it are left, and nothing once none is: the feature is
    /// stranded.
    #[test]
    fn a_feature_no_tile_left_can_reach_promises_nothing() {
        let mut state = start(1);
        let mut rng = GameRng::new(Seed::from_u64(4));
        let features = |state: &GameState| -> Vec<FeatureId> {
            let table = &state.head.table.features;
            state.guards.iter().map(|g| table.feature_of(g.segment)).filter(|f| !table.is_closed(*f)).collect()
        };
        while features(&state).is_empty() {
            let seat = state.to_move().expect("a guard stands before the end");
            let command = crate::ruleset::random_command(&state, &mut rng).unwrap();
            state.play(seat, &command).unwrap();
        }
        let guarded = features(&state);
        assert!(state.stranded(guarded.iter().copied(), &state.tiles_left()).is_empty(), "tiles that fit are left");
        assert!(state.promise(&state.tiles_left()) > 0);
        state.bag = crate::bag::TileBag::fixed(Vec::new());
        assert_eq!(state.stranded(guarded.iter().copied(), &state.tiles_left()), guarded);
        assert_eq!(state.promise(&state.tiles_left()), 0);
    }

    /// Ghosts in the start's fog banks, which can still close, count for
    /// the team; the same ghosts cost the bank.
    #[test]
    fn ghosts_in_fog_that_can_close_count_as_returning() {
        let state = start(1);
        assert!(state.ghosts_in_play() > 0, "the start tile is haunted");
        assert!(state.returning() > 0);
    }
}
