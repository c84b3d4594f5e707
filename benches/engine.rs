//! Engine benchmarks; figures and targets are in docs/PERFORMANCE.md.
//! Run: `cargo bench --bench engine`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use engine::classic::{AbbeyMayor, Command, GameState, LegalMoves, Options};
use engine::order::TileOrder;
use engine::prelude::*;
use engine::rng::{GameRng, Seed};
use engine::ruleset::{random_command, random_game};
use engine::{discovery, hg, mists};
use std::hint::black_box;

/// A state in the middle of a random 2-player game with `tiles` placed tiles
/// and a drawn tile waiting to be placed.
fn board_with(tiles: usize) -> GameState {
    let (mut state, _) =
        GameState::new_game(Options::for_players(2), TileOrder::Seeded { seed: Seed::from_u64(11) }).expect("new game");
    let mut rng = GameRng::new(Seed::from_u64(12));
    while state.view().head.board.len() < tiles || !matches!(state.legal_moves(), LegalMoves::PlaceTile { .. }) {
        let command = random_command(&state, &mut rng).expect("a move");
        state.play(state.to_move().expect("a seat to move"), &command).expect("legal");
    }
    state
}

fn replay(c: &mut Criterion) {
    let (state, log) =
        random_game::<GameState>(Options::for_players(2), Seed::from_u64(1), Seed::from_u64(2)).expect("game");
    // Correctness first: the replayed state is the played one.
    assert_eq!(GameState::replay(&log).expect("replay"), state);
    c.bench_function("replay complete 2-player game", |b| b.iter(|| GameState::replay(black_box(&log))));
}

fn legal_moves(c: &mut Criterion) {
    let state = board_with(40);
    let LegalMoves::PlaceTile { placements, .. } = state.legal_moves() else {
        panic!("a tile to place");
    };
    assert!(!placements.is_empty());
    let seat = state.to_move().expect("a seat to move");
    for p in &placements {
        let command = Command::PlaceTile { x: p.pos.x, y: p.pos.y, rotation: p.rotation.quarter_turns() };
        assert!(state.decide(seat, &command).is_ok());
    }
    c.bench_function("legal moves, 40-tile board", |b| b.iter(|| black_box(&state).legal_moves()));
}

fn view(c: &mut Criterion) {
    let state = board_with(40);
    let json = serde_json::to_string(&state.view()).unwrap();
    assert!(json.contains("\"features\":[{"));
    println!("view of a 40-tile board: {} bytes", json.len());
    c.bench_function("view, 40-tile board", |b| b.iter(|| black_box(&state).view()));
    c.bench_function("view serialized, 40-tile board", |b| {
        b.iter(|| serde_json::value::to_raw_value(&black_box(&state).view()).unwrap())
    });
}

/// Plays random complete games of `G` with `options`, one per iteration.
fn bench_random<G: RuleSet>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    options: G::Options,
) {
    let mut n = 0u64;
    group.bench_function(name, |b| {
        b.iter(|| {
            n += 1;
            let (state, _) = random_game::<G>(options.clone(), Seed::from_u64(n), Seed::from_u64(!n)).expect("game");
            assert!(state.status().is_over());
            state
        })
    });
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random complete 2-player game");
    group.throughput(Throughput::Elements(1));
    bench_random::<GameState>(&mut group, "play", Options::for_players(2));
    let mut options = Options::for_players(2);
    options.abbey_mayor = Some(AbbeyMayor::default());
    bench_random::<GameState>(&mut group, "play with Abbey & Mayor", options);
    bench_random::<hg::GameState>(&mut group, "play Hunters & Gatherers", hg::Options::for_players(2));
    bench_random::<discovery::GameState>(&mut group, "play The Discovery", discovery::Options::for_players(2));
    let hand = discovery::Options { hand_of_two: true, ..discovery::Options::for_players(2) };
    bench_random::<discovery::GameState>(&mut group, "play The Discovery, hand of two", hand);
    bench_random::<mists::GameState>(
        &mut group,
        "play Mists over Carcassonne, level 1",
        mists::Options::at_level(2, 1),
    );
    bench_random::<mists::GameState>(
        &mut group,
        "play Mists over Carcassonne, level 5",
        mists::Options::at_level(2, 5),
    );
    group.finish();
}

criterion_group!(benches, replay, legal_moves, view, random_games);
criterion_main!(benches);
