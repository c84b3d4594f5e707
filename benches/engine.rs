//! Engine benchmarks; figures and targets are in docs/PERFORMANCE.md.
//! Run: `cargo bench --bench engine`.

use carcassonne::engine::classic::{AbbeyMayor, GameState, LegalMoves, Options, Phase, random_game, random_game_with};
use carcassonne::engine::hg;
use carcassonne::engine::rng::{GameRng, Seed};
use carcassonne::engine::rules::Rules;
use carcassonne::engine::rules::random_command;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

/// A state in the middle of a random 2-player game with `tiles` placed tiles
/// and a drawn tile waiting to be placed.
fn board_with(tiles: usize) -> GameState {
    let (_, log) = random_game(Seed::from_u64(11), Seed::from_u64(12), 2).expect("game");
    let (mut state, _) = carcassonne::engine::classic::new_game(
        Options::for_players(2),
        carcassonne::engine::classic::TileOrder::Seeded { seed: Seed::from_u64(11) },
    )
    .expect("new game");
    let mut rng = GameRng::new(Seed::from_u64(12));
    while state.board.tiles().len() < tiles || !matches!(state.phase, Phase::PlacingTile { .. }) {
        let command = random_command(&state, &mut rng).expect("a move");
        state.play(state.current, &command).expect("legal");
    }
    assert!(log.len() > tiles);
    state
}

fn replay(c: &mut Criterion) {
    let (state, log) = random_game(Seed::from_u64(1), Seed::from_u64(2), 2).expect("game");
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
    for p in &placements {
        let command = carcassonne::engine::classic::Command::PlaceTile {
            x: p.pos.x,
            y: p.pos.y,
            rotation: p.rotation.quarter_turns(),
        };
        assert!(state.decide(state.current, &command).is_ok());
    }
    c.bench_function("legal moves, 40-tile board", |b| b.iter(|| black_box(&state).legal_moves()));
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random complete 2-player game");
    group.throughput(Throughput::Elements(1));
    let mut n = 0u64;
    group.bench_function("play", |b| {
        b.iter(|| {
            n += 1;
            let (state, _) = random_game(Seed::from_u64(n), Seed::from_u64(!n), 2).expect("game");
            assert_eq!(state.phase, Phase::Finished);
            state
        })
    });
    let mut options = Options::for_players(2);
    options.abbey_mayor = Some(AbbeyMayor::default());
    group.bench_function("play with Abbey & Mayor", |b| {
        b.iter(|| {
            n += 1;
            let (state, _) = random_game_with(options.clone(), Seed::from_u64(n), Seed::from_u64(!n)).expect("game");
            assert_eq!(state.phase, Phase::Finished);
            state
        })
    });
    group.bench_function("play Hunters & Gatherers", |b| {
        b.iter(|| {
            n += 1;
            let (state, _) =
                hg::random_game(hg::Options::for_players(2), Seed::from_u64(n), Seed::from_u64(!n)).expect("game");
            assert_eq!(state.phase, hg::Phase::Finished);
            state
        })
    });
    group.finish();
}

criterion_group!(benches, replay, legal_moves, random_games);
criterion_main!(benches);
