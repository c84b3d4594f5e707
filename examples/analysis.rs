//! What the analysis of a finished game says of each bot, and what it
//! costs: seeded two-player games of every rule set, `random` against
//! `mcts` and `greedy` against `mcts`, each analysed for both seats at
//! the service's budget; printed as the Markdown table of docs/BOTS.md.
//!
//! Run: `cargo run --release --example analysis -- [games per pairing]`
//! (default 4). Times are per game on one core.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use engine::analysis::{Budget, Label, accuracy_of, analyse};
use engine::bot::{Level, choose};
use engine::order::TileOrder;
use engine::prelude::*;
use engine::rng::Seed;
use engine::{classic, discovery, hg, mists};
use std::time::{Duration, Instant};

/// One bot's decisions over every game of a pairing: how many, by label, and the points lost.
#[derive(Default)]
struct Tally {
    decisions: usize,
    labels: [usize; 4],
    lost: f64,
}

/// Plays a seeded game of `levels` (by seat) and returns its log.
fn play<G: RuleSet>(options: G::Options, levels: [Level; 2], game: u64) -> Vec<G::Event> {
    let order = TileOrder::Seeded { seed: Seed::from_u64(game) };
    let (mut state, mut log) = G::new_game(options, order).unwrap();
    let mut decision = 0u64;
    while let Some(seat) = state.to_move() {
        let level = levels[usize::from(seat.0) % 2];
        let choice = choose(&state, level, Seed::from_u64(game << 20 | decision)).unwrap();
        log.extend(state.play(seat, &choice.command).unwrap());
        decision += 1;
    }
    log
}

fn pairing<G: RuleSet>(name: &str, options: &G::Options, levels: [Level; 2], games: u64) {
    let mut tallies = [Tally::default(), Tally::default()];
    let mut time = Duration::ZERO;
    for game in 0..games {
        let log = play::<G>(options.clone(), levels, game + 1);
        let started = Instant::now();
        let seed = |i| Seed::from_u64(i as u64);
        let (judgements, _) = analyse::<G>(&log, 0, &mut |_| true, Budget::standard, seed, |_| true).unwrap();
        time += started.elapsed();
        for seat in accuracy_of(&judgements) {
            let tally = &mut tallies[usize::from(seat.seat.0) % 2];
            tally.decisions += seat.decisions;
            tally.lost += seat.average_loss * seat.decisions as f64;
        }
        for judgement in &judgements {
            let tally = &mut tallies[usize::from(judgement.seat.0) % 2];
            let label = [Label::Good, Label::Inaccuracy, Label::Mistake, Label::Blunder];
            let index = label.iter().position(|l| *l == judgement.label).unwrap();
            tally.labels[index] += 1;
        }
    }
    for (seat, tally) in tallies.iter().enumerate() {
        let [good, inaccuracies, mistakes, blunders] = tally.labels;
        println!(
            "| {name} | {} vs {} | {} | {} | {:.0} % | {:.2} | {good} / {inaccuracies} / {mistakes} / {blunders} | {:.1} s |",
            levels[seat].as_str(),
            levels[1 - seat].as_str(),
            games,
            tally.decisions,
            100.0 * good as f64 / tally.decisions.max(1) as f64,
            tally.lost / tally.decisions.max(1) as f64,
            time.as_secs_f64() / games as f64,
        );
    }
}

fn main() {
    let games = std::env::args().nth(1).map_or(4, |n| n.parse().expect("games per pairing"));
    println!(
        "| rule set | bot vs | games | decisions | accuracy | points lost per decision | good / inaccuracies / mistakes / blunders | analysis per game |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for levels in [[Level::Random, Level::Mcts], [Level::Greedy, Level::Mcts]] {
        pairing::<classic::GameState>("Carcassonne", &classic::Options::for_players(2), levels, games);
        pairing::<hg::GameState>("Hunters & Gatherers", &hg::Options::for_players(2), levels, games);
        pairing::<discovery::GameState>("The Discovery", &discovery::Options::for_players(2), levels, games);
        pairing::<mists::GameState>("Mists, level 1", &mists::Options::at_level(2, 1), levels, games);
    }
}
