//! Computer players for every rule set, on the rule-set interface alone.
//!
//! A bot sees what a player sees: the public state and the rule set's
//! rating of a position ([`Rating::rate`](super::ruleset::Rating::rate)). It never reads the order of
//! the hidden supplies: [`Level::Random`] and [`Level::Greedy`] look only
//! at the position after the command's own events (before chance deals),
//! and [`Level::Mcts`] first replaces the hidden order by a random one of
//! the same tiles ([`Rules::redeal`](super::ruleset::Rules::redeal)) before it looks further. Given the
//! same public state and seed, a bot decides the same, whatever the real
//! order is. Only an oracle ([`Search::sees_the_order`]), which measures
//! what that costs and is never a level, plays in the real order.

use super::rng::{GameRng, Seed};
use super::ruleset::RuleSet;
use super::seat::Seat;
use serde::{Deserialize, Serialize};

/// How well a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Any legal command, uniformly.
    Random,
    /// The command whose position the rule set rates best right away.
    Greedy,
    /// Flat Monte Carlo: the most promising commands, rated through the
    /// rest of the turn, each tried in the same sampled deals, the replies
    /// played by a sampling greedy policy; sequential halving spends the
    /// budget.
    Mcts,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Random, Level::Greedy, Level::Mcts];

    /// Its name in the API (`greedy`).
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Mcts => "mcts",
        }
    }

    /// The level named `name`.
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.as_str() == name)
    }
}

/// A bot's decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice<C> {
    /// The command it plays.
    pub command: C,
    /// Its estimate of the command's worth, in the rule set's rating
    /// (competitive games: points ahead of the best other seat).
    pub value: f64,
}

/// How the Monte Carlo player searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    /// Commands it considers, at most: the best by their rating through
    /// the turn.
    pub candidates: usize,
    /// Sampled deals it plays, in all.
    pub playouts: usize,
    /// Decisions a playout looks ahead, per seat.
    pub horizon_per_seat: usize,
    /// Commands the playout policy compares at each decision.
    pub sampled: usize,
    /// The player's own later decisions of the turn that the ranking of
    /// the candidates looks through (a tile rated with the best figure it
    /// can then take).
    pub ranking_lookahead: usize,
    /// The same for the playout policy's ratings.
    pub policy_lookahead: usize,
    /// Whether every command is tried in the same sampled deals (the n-th
    /// playout of each alike), so that the luck of the draw weighs less
    /// when commands are compared.
    pub common_deals: bool,
    /// Whether a playout, having chosen a command by the best decision its
    /// player can take next in the turn, takes that decision too, instead
    /// of sampling the next one afresh (the tile with the figure it was
    /// rated with).
    pub follows_its_line: bool,
    /// Whether it plays in the real order of the hidden supplies instead
    /// of sampled ones: an oracle, for measuring how far a player who
    /// cannot see the order falls short. Never a level players meet.
    pub sees_the_order: bool,
}

impl Search {
    /// What [`Level::Mcts`] plays in a competitive game.
    pub const COMPETITIVE: Search = Search {
        candidates: 8,
        playouts: 280,
        horizon_per_seat: 3,
        sampled: 3,
        ranking_lookahead: 1,
        policy_lookahead: 1,
        common_deals: true,
        follows_its_line: true,
        sees_the_order: false,
    };
    /// What [`Level::Mcts`] plays in a co-operative game: no opponent's
    /// reply to sample and a rating cheap to compute, so the playouts play
    /// for the team with more care (docs/BOTS.md has the measurements).
    pub const TEAM: Search = Search { sampled: 10, policy_lookahead: 0, ..Search::COMPETITIVE };
    /// `mcts` as it was first released, kept as the baseline that
    /// `examples/bots.rs` measures today's against.
    pub const FIRST_MCTS: Search = Search {
        ranking_lookahead: 0,
        policy_lookahead: 0,
        common_deals: false,
        follows_its_line: false,
        ..Search::COMPETITIVE
    };

    /// What [`Level::Mcts`] plays in `state`'s game.
    pub fn for_game<G: RuleSet>(state: &G) -> Search {
        if state.team_level().is_some() { Search::TEAM } else { Search::COMPETITIVE }
    }
}

/// What a bot of `level` plays now, for the team in a co-operative game;
/// `None` when nobody is to move. Deterministic in `state`'s public part
/// and `seed`.
pub fn choose<G: RuleSet>(state: &G, level: Level, seed: Seed) -> Option<Choice<G::Command>> {
    choose_within(state, level, seed, &mut || true)
}

/// [`choose`], stopping the search early once `keep_going` says no (the
/// service's time cap; asked before every playout). Deterministic as long
/// as `keep_going` never says no.
pub fn choose_within<G: RuleSet>(
    state: &G,
    level: Level,
    seed: Seed,
    keep_going: &mut dyn FnMut() -> bool,
) -> Option<Choice<G::Command>> {
    rank_within(state, level, seed, 0, keep_going).into_iter().next()
}

/// What a bot of `level` plays now ([`choose_within`]), followed by up to
/// `others` of the commands it ranked below it, best first, each with its
/// estimate (`random` ranks nothing: its pick alone). Empty when nobody is
/// to move.
pub fn rank_within<G: RuleSet>(
    state: &G,
    level: Level,
    seed: Seed,
    others: usize,
    keep_going: &mut dyn FnMut() -> bool,
) -> Vec<Choice<G::Command>> {
    let Some(seat) = state.to_move() else { return Vec::new() };
    let mut rng = GameRng::new(seed);
    match level {
        Level::Random => {
            let picked = rng.pick(&state.legal_commands());
            let choice = picked
                .and_then(|command| Some(Choice { command, value: f64::from(rating_after(state, seat, &command)?) }));
            choice.into_iter().collect()
        }
        Level::Greedy => greedy_ranking(&without_records(state), seat, &state.legal_commands(), others, &mut rng),
        Level::Mcts => search_ranked(state, &Search::for_game(state), seed, others, keep_going),
    }
}

/// The rest of the turn after `command` as a bot of `level` would play it:
/// the decisions its player takes next, while the turn goes on without
/// chance (a figure on the tile just placed, say), at most `most` of them.
/// Nothing chance deals later is looked at.
pub fn rest_of_turn<G: RuleSet>(
    state: &G,
    level: Level,
    seed: Seed,
    command: &G::Command,
    most: usize,
    keep_going: &mut dyn FnMut() -> bool,
) -> Vec<G::Command> {
    let Some(seat) = state.to_move() else { return Vec::new() };
    let mut after = state.clone();
    let mut next = *command;
    let mut rest = Vec::new();
    while rest.len() < most {
        let Ok(events) = after.decide(seat, &next) else { break };
        if after.apply(&events).is_err() || after.chance().is_some() || after.to_move() != Some(seat) {
            break;
        }
        let Some(choice) = choose_within(&after, level, seed, keep_going) else { break };
        next = choice.command;
        rest.push(next);
    }
    rest
}

/// What the Monte Carlo player searching as `how` plays now; `None` when
/// nobody is to move. Deterministic in `state`'s public part (all of it
/// for an oracle) and `seed` as long as `keep_going` never says no.
pub fn search<G: RuleSet>(
    state: &G,
    how: &Search,
    seed: Seed,
    keep_going: &mut dyn FnMut() -> bool,
) -> Option<Choice<G::Command>> {
    search_ranked(state, how, seed, 0, keep_going).into_iter().next()
}

/// [`search`]'s choice followed by up to `others` commands it ranked
/// below: the candidates by their last mean (those halved out later
/// first), then the commands it never tried by their rating.
fn search_ranked<G: RuleSet>(
    state: &G,
    how: &Search,
    seed: Seed,
    others: usize,
    keep_going: &mut dyn FnMut() -> bool,
) -> Vec<Choice<G::Command>> {
    let Some(seat) = state.to_move() else { return Vec::new() };
    let state = &without_records(state);
    let mut candidates = rated(state, seat, &state.legal_commands(), how.ranking_lookahead);
    // Stable: equal ratings keep the rule set's order.
    candidates.sort_by_key(|(_, rating)| std::cmp::Reverse(*rating));
    let untried = candidates.split_off(how.candidates.min(candidates.len()));
    let untried = untried.into_iter().map(|(command, rating)| Choice { command, value: f64::from(rating) });
    if candidates.len() == 1 {
        let only = candidates.into_iter().map(|(command, rating)| Choice { command, value: f64::from(rating) });
        return only.chain(untried).take(1 + others).collect();
    }
    let mut rng = GameRng::new(seed);
    let mut arms: Vec<Arm<G::Command>> =
        candidates.into_iter().map(|(command, rating)| Arm { command, rating, total: 0, plays: 0 }).collect();
    let rounds = arms.len().next_power_of_two().trailing_zeros() as usize;
    let horizon = how.horizon_per_seat * usize::from(state.seats());
    // The n-th playout of every command plays the n-th of these deals
    // when the deals are common (drawn either way: the baseline's figures
    // in docs/BOTS.md come from this stream).
    let deals: Vec<Seed> = (0..how.playouts).map(|_| rng.next_seed()).collect();
    // The arms each round halved out, in their last ranking.
    let mut halved_out = Vec::with_capacity(rounds);
    'search: for _ in 0..rounds {
        let per_arm = (how.playouts / (rounds * arms.len())).max(1);
        for _ in 0..per_arm {
            for arm in &mut arms {
                if !keep_going() {
                    break 'search;
                }
                let common = if how.common_deals { deals.get(arm.plays as usize).copied() } else { None };
                let deal = common.unwrap_or_else(|| rng.next_seed());
                let mut deal_rng = GameRng::new(deal);
                let world = play_out(state, seat, &arm.command, horizon, how, &mut deal_rng);
                arm.total += i64::from(world.map_or(LOST, |world| world.into_rating(seat)));
                arm.plays += 1;
            }
        }
        arms.sort_by(|a, b| b.mean().total_cmp(&a.mean()));
        halved_out.push(arms.split_off(arms.len().div_ceil(2)));
    }
    // Stable: an interrupted round keeps the earlier ranking among ties.
    arms.sort_by(|a, b| b.mean().total_cmp(&a.mean()));
    let tried = arms.into_iter().chain(halved_out.into_iter().rev().flatten());
    let tried = tried.map(|arm| Choice { command: arm.command, value: arm.mean() });
    tried.chain(untried).take(1 + others).collect()
}

/// The mean worth in points ([`Rating::into_points`](super::ruleset::Rating::into_points)) for the seat to
/// move of each of `commands` over the same `playouts` sampled deals,
/// played on as [`search`] plays its candidates: estimates that can be
/// compared with each other. A command the seat cannot play is worth a
/// loss of everything.
pub fn estimate<G: RuleSet>(state: &G, commands: &[G::Command], how: &Search, playouts: usize, seed: Seed) -> Vec<f64> {
    let Some(seat) = state.to_move() else { return Vec::new() };
    let state = &without_records(state);
    let horizon = how.horizon_per_seat * usize::from(state.seats());
    let mut rng = GameRng::new(seed);
    let deals: Vec<Seed> = (0..playouts.max(1)).map(|_| rng.next_seed()).collect();
    let mean = |command: &G::Command| {
        let total: f64 = deals
            .iter()
            .map(|deal| {
                let world = play_out(state, seat, command, horizon, how, &mut GameRng::new(*deal));
                world.map_or(f64::from(LOST), |world| world.into_points(seat))
            })
            .sum();
        total / deals.len() as f64
    };
    commands.iter().map(mean).collect()
}

/// The rating of the position `command` leads to, before chance deals.
fn rating_after<G: RuleSet>(state: &G, seat: Seat, command: &G::Command) -> Option<i32> {
    rating_through_turn(state, seat, command, 0)
}

/// The rating of the best position `seat` reaches from `command` by at
/// most `lookahead` more decisions of its own, while its turn goes on
/// without chance: before chance deals, like [`rating_after`].
fn rating_through_turn<G: RuleSet>(state: &G, seat: Seat, command: &G::Command, lookahead: usize) -> Option<i32> {
    line_through_turn(state, seat, command, lookahead).map(|(rating, _)| rating)
}

/// [`rating_through_turn`], and the decision `seat` takes next on the way
/// to that best position (none when the turn ends or `lookahead` is 0).
fn line_through_turn<G: RuleSet>(
    state: &G,
    seat: Seat,
    command: &G::Command,
    lookahead: usize,
) -> Option<(i32, Option<G::Command>)> {
    let events = state.decide(seat, command).ok()?;
    let mut after = state.clone();
    after.apply(&events).ok()?;
    if lookahead == 0 || after.chance().is_some() || after.to_move() != Some(seat) {
        return Some((after.into_rating(seat), None));
    }
    let next = after.legal_commands().into_iter();
    let best =
        next.filter_map(|c| Some((rating_through_turn(&after, seat, &c, lookahead - 1)?, c))).max_by_key(|(r, _)| *r);
    match best {
        Some((rating, then)) => Some((rating, Some(then))),
        None => Some((after.into_rating(seat), None)),
    }
}

/// Every command with its rating through `lookahead` more decisions of
/// the turn, in the order given.
fn rated<G: RuleSet>(state: &G, seat: Seat, commands: &[G::Command], lookahead: usize) -> Vec<(G::Command, i32)> {
    commands.iter().filter_map(|c| Some((*c, rating_through_turn(state, seat, c, lookahead)?))).collect()
}

/// The best-rated of `commands` for `seat`; ties go to a random one of them.
pub fn greedy<G: RuleSet>(
    state: &G,
    seat: Seat,
    commands: &[G::Command],
    rng: &mut GameRng,
) -> Option<Choice<G::Command>> {
    pick_best(&rated(&without_records(state), seat, commands, 0), rng)
}

/// A copy of `state` to look ahead in: without its records, its own
/// copies are cheaper.
fn without_records<G: RuleSet>(state: &G) -> G {
    let mut copy = state.clone();
    copy.forget_records();
    copy
}

/// The best rated of `rated`; ties go to a random one of them.
fn pick_best<C: Copy>(rated: &[(C, i32)], rng: &mut GameRng) -> Option<Choice<C>> {
    let best = rated.iter().map(|(_, r)| *r).max()?;
    let tied: Vec<C> = rated.iter().filter(|(_, r)| *r == best).map(|(c, _)| *c).collect();
    let command = rng.pick(&tied)?;
    Some(Choice { command, value: f64::from(best) })
}

/// The best of `commands` for `seat` by their rating as they stand (ties
/// go to a random one of them), followed by up to `others` of the other
/// commands, best rated first.
fn greedy_ranking<G: RuleSet>(
    state: &G,
    seat: Seat,
    commands: &[G::Command],
    others: usize,
    rng: &mut GameRng,
) -> Vec<Choice<G::Command>> {
    let mut rated = rated(state, seat, commands, 0);
    let Some(choice) = pick_best(&rated, rng) else { return Vec::new() };
    if others == 0 {
        // A bot's own decision: nothing to sort.
        return vec![choice];
    }
    // Stable: equal ratings keep the rule set's order.
    rated.sort_by_key(|(_, rating)| std::cmp::Reverse(*rating));
    let rest = rated.into_iter().filter(|(other, _)| *other != choice.command).take(others);
    std::iter::once(choice).chain(rest.map(|(command, rating)| Choice { command, value: f64::from(rating) })).collect()
}

/// One command under sequential halving.
struct Arm<C> {
    command: C,
    /// The greedy rating: the estimate before any playout.
    rating: i32,
    total: i64,
    plays: u32,
}

impl<C> Arm<C> {
    fn mean(&self) -> f64 {
        if self.plays == 0 { f64::from(self.rating) } else { self.total as f64 / f64::from(self.plays) }
    }
}

/// What a command `seat` cannot play is worth: a loss of everything.
const LOST: i32 = i32::MIN / 2;

/// Plays `command` in a sampled deal (the real one for an oracle), then
/// `horizon` decisions of the sampling greedy policy; the position where
/// that ends, `None` if `seat` cannot play `command`.
fn play_out<G: RuleSet>(
    state: &G,
    seat: Seat,
    command: &G::Command,
    horizon: usize,
    how: &Search,
    rng: &mut GameRng,
) -> Option<G> {
    let mut world = state.clone();
    if !how.sees_the_order {
        world.redeal(rng);
    }
    world.play(seat, command).ok()?;
    let mut planned = None;
    for _ in 0..horizon {
        let Some(actor) = world.to_move() else { break };
        let next = match planned.take() {
            Some(next) => next,
            None => {
                let commands = world.legal_commands();
                let Some((next, then)) = sampled_greedy(&world, actor, &commands, how, rng) else { break };
                planned = then.filter(|_| how.follows_its_line);
                next
            }
        };
        if world.play(actor, &next).is_err() {
            break;
        }
    }
    Some(world)
}

/// A command, and the decision its player takes next in the same turn
/// by the rating that chose it (none when the turn ends there).
type Line<C> = (C, Option<C>);

/// The best-rated of a few random commands (of all, when there are few),
/// rated through the turn as `how` says: cheaper than greedy, much better
/// than random. With the decision that rating went through.
fn sampled_greedy<G: RuleSet>(
    state: &G,
    seat: Seat,
    commands: &[G::Command],
    how: &Search,
    rng: &mut GameRng,
) -> Option<Line<G::Command>> {
    let n = u32::try_from(commands.len()).ok()?;
    let sample: Vec<G::Command> = if commands.len() <= how.sampled {
        commands.to_vec()
    } else {
        (0..how.sampled).filter_map(|_| commands.get(rng.below(n) as usize).copied()).collect()
    };
    let lines: Vec<(Line<G::Command>, i32)> = sample
        .iter()
        .filter_map(|c| {
            let (rating, then) = line_through_turn(state, seat, c, how.policy_lookahead)?;
            Some(((*c, then), rating))
        })
        .collect();
    pick_best(&lines, rng).map(|choice| choice.command)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::order::TileOrder;
    use crate::prelude::*;
    use crate::ruleset::random_command;
    use crate::{classic, discovery, hg, mists};

    /// Positions along a random seeded game of `options`, every `every`
    /// decisions, while somebody is to move.
    fn positions<G: RuleSet>(options: G::Options, game: u64, every: usize) -> Vec<G> {
        let (mut state, _) = G::new_game(options, TileOrder::Seeded { seed: Seed::from_u64(game) }).unwrap();
        let mut rng = GameRng::new(Seed::from_u64(!game));
        let mut found = Vec::new();
        for step in 0.. {
            let Some(seat) = state.to_move() else { break };
            if step % every == 0 {
                found.push(state.clone());
            }
            let command = random_command(&state, &mut rng).unwrap();
            state.play(seat, &command).unwrap();
        }
        found
    }

    /// Every level's choice is a legal command of the seat to move (MCTS
    /// on a few positions: tests run unoptimised).
    fn assert_bots_play_legally<G: RuleSet>(options: G::Options) {
        // Short games (a random team loses Mists level 6 fast): several.
        let positions: Vec<G> = (3..).flat_map(|game| positions::<G>(options.clone(), game, 5)).take(16).collect();
        for (n, state) in positions.iter().enumerate() {
            let seat = state.to_move().unwrap();
            let levels: &[Level] = if n % 8 == 4 { &Level::ALL } else { &[Level::Random, Level::Greedy] };
            for level in levels {
                let choice = choose(state, *level, Seed::from_u64(n as u64)).expect("a bot finds a move");
                assert!(state.decide(seat, &choice.command).is_ok(), "{level:?} chose {:?}, refused", choice.command);
            }
            if n % 8 == 4 {
                let first = search(state, &Search::FIRST_MCTS, Seed::from_u64(n as u64), &mut || true).unwrap();
                assert!(state.decide(seat, &first.command).is_ok(), "the baseline chose {:?}", first.command);
            }
        }
    }

    /// Two states that differ only in the hidden order get the same
    /// decision from every level.
    fn assert_hidden_order_ignored<G: RuleSet>(options: G::Options) {
        let positions = positions::<G>(options, 4, 11);
        let state = &positions[positions.len() / 2];
        let mut other = state.clone();
        other.redeal(&mut GameRng::new(Seed::from_u64(77)));
        assert_ne!(&other, state, "the real orders differ");
        for level in Level::ALL {
            let seed = Seed::from_u64(5);
            assert_eq!(choose(state, level, seed), choose(&other, level, seed), "{level:?} read the hidden order");
        }
    }

    /// A copy without records ([`without_records`]) goes through a whole
    /// random game alike: the same legal commands and ratings at every
    /// decision, and the same scores at the end.
    fn assert_records_change_no_rating<G: RuleSet>(options: G::Options) {
        let (mut state, _) = G::new_game(options, TileOrder::Seeded { seed: Seed::from_u64(8) }).unwrap();
        let mut copy = without_records(&state);
        let mut rng = GameRng::new(Seed::from_u64(9));
        while let Some(seat) = state.to_move() {
            assert_eq!(copy.legal_commands(), state.legal_commands());
            assert_eq!(copy.rate(seat), state.rate(seat));
            let command = random_command(&state, &mut rng).unwrap();
            state.play(seat, &command).unwrap();
            copy.play(seat, &command).unwrap();
        }
        assert_eq!(copy.status(), state.status());
        assert_eq!(copy.rate(Seat(0)), state.rate(Seat(0)));
    }

    #[test]
    fn forgetting_the_records_changes_no_rating() {
        assert_records_change_no_rating::<classic::GameState>(classic::Options::for_players(2));
        assert_records_change_no_rating::<hg::GameState>(hg::Options::for_players(2));
        assert_records_change_no_rating::<discovery::GameState>(discovery::Options::for_players(2));
        assert_records_change_no_rating::<mists::GameState>(mists::Options::at_level(2, 3));
    }

    #[test]
    fn bots_play_only_legal_commands_in_every_rule_set() {
        assert_bots_play_legally::<classic::GameState>(classic::Options::for_players(2));
        let abbey_mayor =
            classic::Options { abbey_mayor: Some(classic::AbbeyMayor::default()), ..classic::Options::for_players(3) };
        assert_bots_play_legally::<classic::GameState>(abbey_mayor);
        assert_bots_play_legally::<hg::GameState>(hg::Options::for_players(2));
        let hand = discovery::Options { hand_of_two: true, ..discovery::Options::for_players(2) };
        assert_bots_play_legally::<discovery::GameState>(hand);
        for level in [1, 6] {
            assert_bots_play_legally::<mists::GameState>(mists::Options::at_level(2, level));
        }
    }

    #[test]
    fn bots_decide_alike_whatever_the_hidden_order() {
        assert_hidden_order_ignored::<classic::GameState>(classic::Options::for_players(2));
        assert_hidden_order_ignored::<hg::GameState>(hg::Options::for_players(2));
        assert_hidden_order_ignored::<discovery::GameState>(discovery::Options::for_players(2));
        assert_hidden_order_ignored::<mists::GameState>(mists::Options::at_level(2, 3));
    }

    /// Greedy takes the points in front of it: a figure that scores at
    /// once rather than nothing (a rule set's own rating decides). Mcts
    /// without a playout plays the best command rated through the turn.
    #[test]
    fn greedy_prefers_the_better_rated_command_and_mcts_stops_when_told() {
        let best_after = |state: &classic::GameState, lookahead: usize| {
            let seat = state.to_move().unwrap();
            rated(state, seat, &state.legal_commands(), lookahead).iter().map(|(_, r)| *r).max().unwrap()
        };
        let positions = positions::<classic::GameState>(classic::Options::for_players(2), 6, 9);
        let state = positions
            .iter()
            .find(|state| best_after(state, 1) > best_after(state, 0))
            .expect("somewhere a tile is worth more with the figure it can then take");
        let (best, through_turn) = (best_after(state, 0), best_after(state, 1));
        let greedy = choose(state, Level::Greedy, Seed::from_u64(1)).unwrap();
        assert_eq!(greedy.value, f64::from(best));
        let mut asked = 0;
        let stopped = choose_within(state, Level::Mcts, Seed::from_u64(1), &mut || {
            asked += 1;
            false
        })
        .unwrap();
        assert_eq!(asked, 1, "asked before the first playout, then stopped");
        assert_eq!(stopped.value, f64::from(through_turn), "with no playout, the favourite through the turn");
    }

    /// The line a command is rated by ends in the decision that reaches
    /// the rating: a tile's best figure, which a playout that follows its
    /// line then takes (and nothing after the turn's last decision).
    #[test]
    fn a_line_through_the_turn_names_the_decision_it_is_rated_by() {
        let mut followed = 0;
        for state in positions::<classic::GameState>(classic::Options::for_players(2), 6, 3) {
            let seat = state.to_move().unwrap();
            for command in state.legal_commands() {
                let (rating, then) = line_through_turn(&state, seat, &command, 1).unwrap();
                assert_eq!(Some(rating), rating_through_turn(&state, seat, &command, 1));
                let mut after = state.clone();
                after.play(seat, &command).unwrap();
                match then {
                    Some(then) => {
                        assert_eq!(after.to_move(), Some(seat), "a line goes on only within the turn");
                        assert_eq!(rating_after(&after, seat, &then), Some(rating));
                        followed += 1;
                    }
                    None => assert_eq!(Some(rating), rating_after(&state, seat, &command)),
                }
            }
        }
        assert!(followed > 0, "some tile is rated with the figure it can then take");
    }

    /// A ranking starts with the bot's own choice, names no command twice,
    /// and (greedy) lists the others best rated first.
    #[test]
    fn rankings_start_with_the_choice_and_go_down() {
        let positions = positions::<classic::GameState>(classic::Options::for_players(2), 4, 7);
        for state in positions.iter().take(4) {
            for level in [Level::Greedy, Level::Mcts] {
                let seed = Seed::from_u64(5);
                let ranking = rank_within(state, level, seed, 3, &mut || true);
                let choice = choose(state, level, seed).unwrap();
                assert_eq!(ranking[0], choice, "{level:?}: the ranking starts with the choice");
                assert!(ranking.len() <= 4 && ranking.len() >= state.legal_commands().len().min(4));
                for (n, a) in ranking.iter().enumerate() {
                    assert!(ranking[n + 1..].iter().all(|b| b.command != a.command), "{level:?}: a command twice");
                }
                if level == Level::Greedy {
                    assert!(ranking.windows(2).all(|pair| pair[0].value >= pair[1].value), "{level:?}: {ranking:?}");
                }
            }
            assert_eq!(rank_within(state, Level::Random, Seed::from_u64(5), 3, &mut || true).len(), 1);
        }
    }

    /// After a tile placement the rest of the turn is the figure decision
    /// the bot takes on it, a legal one; a decision that ends the turn
    /// leaves nothing to follow.
    #[test]
    fn the_rest_of_a_turn_follows_a_placement_and_stops_at_chance() {
        let positions = positions::<classic::GameState>(classic::Options::for_players(2), 4, 1);
        let placing = positions
            .iter()
            .find(|state| matches!(state.legal_commands().first(), Some(classic::Command::PlaceTile { .. })));
        let state = placing.expect("a tile to place");
        let seat = state.to_move().unwrap();
        let placement = state.legal_commands()[0];
        let rest = rest_of_turn(state, Level::Greedy, Seed::from_u64(2), &placement, 4, &mut || true);
        assert_eq!(rest.len(), 1, "one figure decision follows: {rest:?}");
        let mut after = state.clone();
        after.apply(&state.decide(seat, &placement).unwrap()).unwrap();
        assert!(after.legal_commands().contains(&rest[0]), "the follow-up is legal there");
        let ends_turn = after.legal_commands()[0];
        assert!(rest_of_turn(&after, Level::Greedy, Seed::from_u64(2), &ends_turn, 4, &mut || true).is_empty());
    }
}
