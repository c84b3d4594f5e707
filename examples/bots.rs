//! How strong and how fast the bots are: seeded games of bot against bot
//! for every rule set (and against `mcts` as first released), and Mists
//! teams per level beside an `mcts` that sees the tile order, printed as
//! the Markdown tables of docs/BOTS.md.
//!
//! Run: `cargo run --release --example bots -- [games] [mists games per
//! level] [yardstick games per level]` (defaults 200, 60 and 0; 0 skips
//! that part; the yardstick is a solo Mists oracle with four times the
//! playouts). Games run on every core;
//! decision times are per decision on one core.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use engine::bot::{Choice, Level, Search, choose, search};
use engine::classic::{self, AbbeyMayor};
use engine::order::TileOrder;
use engine::prelude::*;
use engine::rng::Seed;
use engine::seat::Seat;
use engine::status::{Outcome, Status};
use engine::{discovery, hg, mists};
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Decision times by bot, from every game.
static TIMES: Mutex<BTreeMap<(&'static str, &'static str), Vec<Duration>>> = Mutex::new(BTreeMap::new());

/// A player of these games: a level as the service plays it, or a search
/// kept for comparison.
#[derive(Clone, Copy)]
enum Bot {
    Level(Level),
    /// `mcts` as first released ([`Search::FIRST_MCTS`]).
    FirstMcts,
    /// `mcts` playing in the real tile order: a yardstick, not a level.
    Oracle,
    /// The oracle with four times the playouts.
    RichOracle,
}

impl Bot {
    fn name(self) -> &'static str {
        match self {
            Bot::Level(level) => level.as_str(),
            Bot::FirstMcts => "first mcts",
            Bot::Oracle => "mcts seeing the order",
            Bot::RichOracle => "mcts seeing the order, 4 times the playouts",
        }
    }

    fn decide<G: RuleSet>(self, state: &G, seed: Seed) -> Option<Choice<G::Command>> {
        match self {
            Bot::Level(level) => choose(state, level, seed),
            Bot::FirstMcts => search(state, &Search::FIRST_MCTS, seed, &mut || true),
            Bot::Oracle | Bot::RichOracle => {
                let how = Search::for_game(state);
                let budget = if matches!(self, Bot::RichOracle) { 4 } else { 1 };
                let how = Search { sees_the_order: true, playouts: budget * how.playouts, ..how };
                search(state, &how, seed, &mut || true)
            }
        }
    }
}

const RANDOM: Bot = Bot::Level(Level::Random);
const GREEDY: Bot = Bot::Level(Level::Greedy);
const MCTS: Bot = Bot::Level(Level::Mcts);

/// Plays game `n` of `options` with `bots[seat]` at each seat to the end.
fn play<G: RuleSet>(options: &G::Options, n: u64, bots: &[Bot]) -> G {
    let (mut state, _) = G::new_game(options.clone(), TileOrder::Seeded { seed: Seed::from_u64(n) }).expect("a game");
    let mut times: BTreeMap<(&'static str, &'static str), Vec<Duration>> = BTreeMap::new();
    for step in 0u64.. {
        let Some(seat) = state.to_move() else { break };
        let bot = bots[usize::from(seat.0)];
        let started = Instant::now();
        let choice = bot.decide(&state, Seed::from_u64(n << 20 | step)).expect("a bot always finds a move");
        times.entry((G::ID, bot.name())).or_default().push(started.elapsed());
        state.play(seat, &choice.command).expect("a bot's command is legal");
    }
    let mut all = TIMES.lock().unwrap();
    for (level, mut t) in times {
        all.entry(level).or_default().append(&mut t);
    }
    state
}

/// Runs `games` games on every core; `game(n)` plays game `n`.
fn in_parallel<T: Send>(games: u64, game: impl Fn(u64) -> T + Sync) -> Vec<T> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for core in 0..cores {
            let (game, results) = (&game, &results);
            scope.spawn(move || {
                for n in (core..games).step_by(cores as usize) {
                    let result = game(n);
                    results.lock().unwrap().push(result);
                }
            });
        }
    });
    results.into_inner().unwrap()
}

/// `a` against `b` over `games` 2-player games, seats alternated: a's
/// wins, b's wins, ties, a's average margin.
fn duel<G: RuleSet>(options: &G::Options, a: Bot, b: Bot, games: u64, score: fn(&G, Seat) -> i32) -> String {
    let results = in_parallel(games, |n| {
        let a_seat = Seat((n % 2) as u8);
        let levels = if a_seat.0 == 0 { [a, b] } else { [b, a] };
        let state: G = play(options, n, &levels);
        let Status::Over(Outcome::Winners { seats, .. }) = state.status() else { panic!("a competitive game ends") };
        let won = |seat: Seat| seats.contains(&seat) && seats.len() == 1;
        (won(a_seat), won(Seat(1 - a_seat.0)), score(&state, a_seat))
    });
    let wins = results.iter().filter(|r| r.0).count();
    let losses = results.iter().filter(|r| r.1).count();
    let margin = results.iter().map(|r| f64::from(r.2)).sum::<f64>() / results.len() as f64;
    let ties = results.len() - wins - losses;
    // A tie counts as half a win.
    let (low, high) = wilson(wins as f64 + 0.5 * ties as f64, results.len());
    format!(
        "| {} vs {} | {games} | {wins} | {losses} | {ties} | {:.1} % ({low:.0}-{high:.0}) | {margin:+.1} |",
        a.name(),
        b.name(),
        100.0 * (wins as f64 + 0.5 * ties as f64) / results.len() as f64,
    )
}

fn competitive<G: RuleSet>(title: &str, options: G::Options, games: u64) {
    println!("\n### {title}\n");
    println!("| match | games | wins | losses | ties | score (95 % interval) | average margin |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let margin = |state: &G, seat: Seat| state.rate(seat);
    println!("{}", duel::<G>(&options, GREEDY, RANDOM, games, margin));
    println!("{}", duel::<G>(&options, MCTS, GREEDY, games, margin));
    println!("{}", duel::<G>(&options, MCTS, Bot::FirstMcts, games, margin));
}

/// The 95 % Wilson interval of `wins` in `games`, in per cent.
fn wilson(wins: f64, games: usize) -> (f64, f64) {
    let (n, z) = (games as f64, 1.96);
    let p = wins / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (100.0 * (centre - half).max(0.0), 100.0 * (centre + half).min(1.0))
}

/// The teams of the Mists table.
const TEAMS: [(&str, &[Bot]); 5] = [
    ("solo, greedy", &[GREEDY]),
    ("solo, mcts", &[MCTS]),
    ("two mcts bots", &[MCTS, MCTS]),
    ("greedy with an mcts teammate", &[GREEDY, MCTS]),
    ("solo, mcts seeing the order", &[Bot::Oracle]),
];

/// Victories of each team (one bot per seat) at each Mists level.
fn cooperative(games: u64, teams: &[(&str, &[Bot])]) {
    println!("\n### Mists over Carcassonne: victories per level, 95 % interval\n");
    println!("| level | {} |", teams.iter().map(|(name, _)| *name).collect::<Vec<_>>().join(" | "));
    println!("|---|{}", "---:|".repeat(teams.len()));
    for level in 1..=6 {
        let rates: Vec<String> = teams
            .iter()
            .map(|(_, bots)| {
                let options = mists::Options::at_level(bots.len() as u8, level);
                let won = in_parallel(games, |n| {
                    let state: mists::GameState = play(&options, n, bots);
                    matches!(state.status(), Status::Over(Outcome::Victory { .. }))
                });
                let wins = won.iter().filter(|w| **w).count();
                let (low, high) = wilson(wins as f64, won.len());
                format!("{:.0} % ({low:.0}-{high:.0})", 100.0 * wins as f64 / won.len() as f64)
            })
            .collect();
        println!("| {level} | {} |", rates.join(" | "));
    }
}

fn percentile(times: &mut [Duration], p: f64) -> Duration {
    times.sort_unstable();
    times[((times.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().expect("a number of games"));
    let games = args.next().unwrap_or(200);
    let mists_games = args.next().unwrap_or(60);
    let yardstick_games = args.next().unwrap_or(0);
    if games > 0 {
        println!("## Strength ({games} games per match, seats alternated)");
        competitive::<classic::GameState>("Base game", classic::Options::for_players(2), games);
        let abbey_mayor =
            classic::Options { abbey_mayor: Some(AbbeyMayor::default()), ..classic::Options::for_players(2) };
        competitive::<classic::GameState>("Abbey & Mayor", abbey_mayor.clone(), games);
        let river = classic::Options { river: Some(classic::River {}), ..abbey_mayor };
        competitive::<classic::GameState>("The River with Abbey & Mayor", river.clone(), games);
        let all = classic::Options {
            inns_cathedrals: Some(classic::InnsCathedrals::default()),
            traders_builders: Some(classic::TradersBuilders::default()),
            ..river
        };
        competitive::<classic::GameState>("Every expansion (with Abbey & Mayor and The River)", all, games);
        competitive::<hg::GameState>("Hunters & Gatherers", hg::Options::for_players(2), games);
        competitive::<discovery::GameState>("The Discovery", discovery::Options::for_players(2), games);
    }
    if mists_games > 0 {
        cooperative(mists_games, &TEAMS);
    }
    if yardstick_games > 0 {
        cooperative(yardstick_games, &[("solo, the oracle with four times the playouts", &[Bot::RichOracle])]);
    }
    println!("\n## Time per decision (one core)\n");
    println!("| rule set | level | decisions | p50 | p99 | max |");
    println!("|---|---|---:|---:|---:|---:|");
    for ((ruleset, level), times) in TIMES.lock().unwrap().iter_mut() {
        let (p50, p99) = (percentile(times, 0.5), percentile(times, 0.99));
        let max = times.last().copied().unwrap_or_default();
        println!("| {ruleset} | {level} | {} | {p50:.2?} | {p99:.2?} | {max:.2?} |", times.len());
    }
}
