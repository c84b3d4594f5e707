//! Computer players for every rule set, on the rule-set interface alone.
//!
//! A bot sees what a player sees: the public state and the rule set's
//! rating of a position ([`RuleSet::rate`]). It never reads the order of
//! the hidden supplies: [`Level::Random`] and [`Level::Greedy`] look only
//! at the position after the command's own events (before chance deals),
//! and [`Level::Mcts`] first replaces the hidden order by a random one of
//! the same tiles ([`RuleSet::redeal`]) before it looks further. Given the
//! same public state and seed, a bot decides the same, whatever the real
//! order is.

use super::order::TileOrder;
use super::rng::{GameRng, Seed};
use super::ruleset::RuleSet;
use super::seat::Seat;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// How well a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Any legal command, uniformly.
    Random,
    /// The command whose position the rule set rates best right away.
    Greedy,
    /// Flat Monte Carlo: the most promising commands by the greedy
    /// rating, each tried in sampled deals, the opponents' replies played
    /// by a sampling greedy policy; sequential halving spends the budget.
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

/// Commands the Monte Carlo player considers, at most.
const CANDIDATES: usize = 8;
/// Sampled deals the Monte Carlo player plays, in all.
const PLAYOUTS: usize = 280;
/// Decisions a playout looks ahead, per seat.
const HORIZON_PER_SEAT: usize = 3;
/// Commands the playout policy compares at each decision.
const SAMPLED: usize = 3;

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
    let seat = state.to_move()?;
    let commands = state.legal_commands();
    let mut rng = GameRng::new(seed);
    match level {
        Level::Random => {
            let command = pick(&commands, &mut rng)?;
            Some(Choice { command, value: f64::from(rating_after(state, seat, &command)?) })
        }
        Level::Greedy => greedy(state, seat, &commands, &mut rng),
        Level::Mcts => monte_carlo(state, seat, &commands, &mut rng, keep_going),
    }
}

/// The rating of the position `command` leads to, before chance deals.
fn rating_after<G: RuleSet>(state: &G, seat: Seat, command: &G::Command) -> Option<i32> {
    let events = state.decide(seat, command).ok()?;
    let mut after = state.clone();
    after.apply(&events).ok()?;
    Some(after.into_rating(seat))
}

/// Every command with its rating, in the order given.
fn rated<G: RuleSet>(state: &G, seat: Seat, commands: &[G::Command]) -> Vec<(G::Command, i32)> {
    commands.iter().filter_map(|c| Some((*c, rating_after(state, seat, c)?))).collect()
}

/// The best-rated command; ties go to a random one of them.
fn greedy<G: RuleSet>(state: &G, seat: Seat, commands: &[G::Command], rng: &mut GameRng) -> Option<Choice<G::Command>> {
    let rated = rated(state, seat, commands);
    let best = rated.iter().map(|(_, r)| *r).max()?;
    let tied: Vec<G::Command> = rated.iter().filter(|(_, r)| *r == best).map(|(c, _)| *c).collect();
    let command = pick(&tied, rng)?;
    Some(Choice { command, value: f64::from(best) })
}

/// Flat Monte Carlo with sequential halving over the greedy favourites.
fn monte_carlo<G: RuleSet>(
    state: &G,
    seat: Seat,
    commands: &[G::Command],
    rng: &mut GameRng,
    keep_going: &mut dyn FnMut() -> bool,
) -> Option<Choice<G::Command>> {
    let mut candidates = rated(state, seat, commands);
    // Stable: equal ratings keep the rule set's order.
    candidates.sort_by_key(|(_, rating)| std::cmp::Reverse(*rating));
    candidates.truncate(CANDIDATES);
    if candidates.len() == 1 {
        return candidates.first().map(|(command, rating)| Choice { command: *command, value: f64::from(*rating) });
    }
    let mut arms: Vec<Arm<G::Command>> =
        candidates.into_iter().map(|(command, rating)| Arm { command, rating, total: 0, plays: 0 }).collect();
    let rounds = arms.len().next_power_of_two().trailing_zeros() as usize;
    let horizon = HORIZON_PER_SEAT * usize::from(state.seats());
    'search: for _ in 0..rounds {
        let per_arm = (PLAYOUTS / (rounds * arms.len())).max(1);
        for _ in 0..per_arm {
            for arm in &mut arms {
                if !keep_going() {
                    break 'search;
                }
                arm.total += i64::from(playout(state, seat, &arm.command, horizon, rng));
                arm.plays += 1;
            }
        }
        arms.sort_by(|a, b| b.mean().total_cmp(&a.mean()));
        arms.truncate(arms.len().div_ceil(2));
    }
    // Stable: an interrupted round keeps the earlier ranking among ties.
    arms.sort_by(|a, b| b.mean().total_cmp(&a.mean()));
    arms.first().map(|arm| Choice { command: arm.command, value: arm.mean() })
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

/// Plays `command` in a sampled deal, then `horizon` decisions of the
/// sampling greedy policy; the rating for `seat` where that ends.
fn playout<G: RuleSet>(state: &G, seat: Seat, command: &G::Command, horizon: usize, rng: &mut GameRng) -> i32 {
    let mut world = state.clone();
    world.redeal(rng);
    if world.play(seat, command).is_err() {
        return i32::MIN / 2;
    }
    for _ in 0..horizon {
        let Some(actor) = world.to_move() else { break };
        let commands = world.legal_commands();
        let Some(next) = sampled_greedy(&world, actor, &commands, rng) else { break };
        if world.play(actor, &next).is_err() {
            break;
        }
    }
    world.into_rating(seat)
}

/// The best-rated of a few random commands (of all, when there are few):
/// cheaper than greedy, much better than random.
fn sampled_greedy<G: RuleSet>(state: &G, seat: Seat, commands: &[G::Command], rng: &mut GameRng) -> Option<G::Command> {
    let n = u32::try_from(commands.len()).ok()?;
    if commands.len() <= SAMPLED {
        return greedy(state, seat, commands, rng).map(|choice| choice.command);
    }
    let sample: Vec<G::Command> = (0..SAMPLED).filter_map(|_| commands.get(rng.below(n) as usize).copied()).collect();
    greedy(state, seat, &sample, rng).map(|choice| choice.command)
}

/// One of `items`, uniformly; `None` when there are none.
fn pick<T: Copy>(items: &[T], rng: &mut GameRng) -> Option<T> {
    items.get(rng.below(u32::try_from(items.len()).ok()?) as usize).copied()
}

/// How many kinds of command `G` has: the variants of its tagged union.
fn command_kinds<G: RuleSet>() -> usize {
    use utoipa::openapi::{RefOr, schema::Schema};
    match <G::Command as utoipa::PartialSchema>::schema() {
        RefOr::T(Schema::OneOf(union)) => union.items.len(),
        _ => 1,
    }
}

/// Seeded games per option set that [`command_examples`] plays at most.
const EXAMPLE_GAMES: u64 = 60;

/// How a seeded example game chooses, after any kind of command not met yet.
#[derive(Clone, Copy)]
enum ExamplePolicy {
    /// At random: cheap, and wide.
    Random,
    /// At random, but never a command of one kind already met when another
    /// kind is legal: reaches what that kind usually pre-empts (an abbey
    /// kept to the end, a team without guards).
    Avoiding(usize),
    /// Greedy: lasts long enough in co-operative games to reach their late
    /// events (dogs).
    Greedy,
}

/// One example of every kind of command (named by its `type`), with the
/// events it recorded, in the order first met: first in the rule set's
/// scripted games ([`RuleSet::scripted_examples`]), then in seeded games of
/// [`RuleSet::example_options`], which take a kind not met yet whenever one
/// is legal and otherwise alternate random, kind-avoiding and greedy play.
/// Stops once every kind is met.
pub fn command_examples<G: RuleSet>() -> Vec<(G::Command, Vec<G::Event>)> {
    let mut examples = Examples::<G> { kinds: command_kinds::<G>(), found: Vec::new() };
    for (options, order, script) in G::scripted_examples() {
        let Ok((mut state, _)) = G::new_game(options, order) else { continue };
        for command in script {
            let Some(seat) = state.to_move() else { break };
            let novel = examples.is_novel(&command);
            let Ok(events) = state.play(seat, &command) else { break };
            if novel {
                examples.add(command, events);
            }
        }
    }
    let option_sets = G::example_options();
    let sets = option_sets.len() as u64;
    for game in 0..EXAMPLE_GAMES * sets {
        if examples.complete() {
            break;
        }
        let options = &option_sets[(game % sets) as usize];
        let policy = match game / sets % 3 {
            0 => ExamplePolicy::Random,
            1 => ExamplePolicy::Avoiding(game as usize / 3),
            _ => ExamplePolicy::Greedy,
        };
        let Ok((mut state, _)) = G::new_game(options.clone(), TileOrder::Seeded { seed: Seed::from_u64(game) }) else {
            continue;
        };
        let mut rng = GameRng::new(Seed::from_u64(!game));
        while let Some(seat) = state.to_move() {
            let commands = state.legal_commands();
            let novel = commands.iter().copied().find(|c| examples.is_novel(c));
            let Some(command) = novel.or_else(|| examples.steer(policy, &state, seat, &commands, &mut rng)) else {
                break;
            };
            let Ok(events) = state.play(seat, &command) else { break };
            if novel.is_some() {
                examples.add(command, events);
                if examples.complete() {
                    break;
                }
            }
        }
    }
    examples.found.into_iter().map(|(_, command, events)| (command, events)).collect()
}

/// The examples met so far, by kind of command.
struct Examples<G: RuleSet> {
    kinds: usize,
    found: Vec<(String, G::Command, Vec<G::Event>)>,
}

impl<G: RuleSet> Examples<G> {
    fn kind(command: &G::Command) -> Option<String> {
        serde_json::to_value(command).ok().and_then(|v| v["type"].as_str().map(str::to_owned))
    }

    fn is_novel(&self, command: &G::Command) -> bool {
        Self::kind(command).is_some_and(|kind| self.found.iter().all(|(seen, _, _)| *seen != kind))
    }

    fn add(&mut self, command: G::Command, events: Vec<G::Event>) {
        if let Some(kind) = Self::kind(&command) {
            self.found.push((kind, command, events));
        }
    }

    fn complete(&self) -> bool {
        self.found.len() >= self.kinds
    }

    /// What `policy` plays among `commands`.
    fn steer(
        &self,
        policy: ExamplePolicy,
        state: &G,
        seat: Seat,
        commands: &[G::Command],
        rng: &mut GameRng,
    ) -> Option<G::Command> {
        match policy {
            ExamplePolicy::Random => pick(commands, rng),
            ExamplePolicy::Avoiding(n) => {
                let avoided = self.found.get(n % self.found.len().max(1)).map(|(kind, _, _)| kind.clone());
                let others: Vec<G::Command> = commands.iter().copied().filter(|c| Self::kind(c) != avoided).collect();
                pick(if others.is_empty() { commands } else { &others }, rng)
            }
            ExamplePolicy::Greedy => greedy(state, seat, commands, rng).map(|choice| choice.command),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::random_command;
    use crate::engine::{classic, discovery, hg, mists};

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

    /// The seeded example games meet every kind of command of every rule
    /// set, each with the events it recorded.
    fn assert_examples_cover_every_kind<G: RuleSet>() {
        let examples = command_examples::<G>();
        let kinds: std::collections::BTreeSet<String> =
            examples.iter().map(|(c, _)| serde_json::to_value(c).unwrap()["type"].as_str().unwrap().into()).collect();
        assert_eq!(kinds.len(), command_kinds::<G>(), "{}: only {kinds:?}", G::ID);
        assert!(examples.iter().all(|(_, events)| !events.is_empty()));
    }

    #[test]
    fn command_examples_cover_every_kind_of_command() {
        assert_examples_cover_every_kind::<classic::GameState>();
        assert_examples_cover_every_kind::<hg::GameState>();
        assert_examples_cover_every_kind::<discovery::GameState>();
        assert_examples_cover_every_kind::<mists::GameState>();
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
    /// once rather than nothing (a rule set's own rating decides).
    #[test]
    fn greedy_prefers_the_better_rated_command_and_mcts_stops_when_told() {
        let state = &positions::<classic::GameState>(classic::Options::for_players(2), 6, 9)[4];
        let seat = state.to_move().unwrap();
        let greedy = choose(state, Level::Greedy, Seed::from_u64(1)).unwrap();
        let best = state.legal_commands().iter().filter_map(|c| rating_after(state, seat, c)).max().unwrap();
        assert_eq!(greedy.value, f64::from(best));
        let mut asked = 0;
        let stopped = choose_within(state, Level::Mcts, Seed::from_u64(1), &mut || {
            asked += 1;
            false
        })
        .unwrap();
        assert_eq!(asked, 1, "asked before the first playout, then stopped");
        assert_eq!(stopped.value, greedy.value, "with no playout, the greedy favourite");
    }
}
