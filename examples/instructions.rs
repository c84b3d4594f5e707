//! Fixed engine workloads to count instructions under callgrind, for
//! comparing two builds on a noisy machine where wall-clock rounds vary
//! by tens of percent (`benches/instructions.sh` runs it).
//!
//! Run: `cargo run --release --example instructions -- <workload> [k]`,
//! where the workload is done `k` times over (default 1): `replay` (200
//! replays of a complete 2-player base game), `effects` (the same replays,
//! each event's effects derived and serialized, as the log's readers get
//! them), `legal` (2,000 legal-move
//! lists on a 40-tile board), `view` (300 serialized views of it),
//! `classic`, `abbey`, `river` (with Abbey & Mayor), `all` (every classic
//! option on), `hg`, `discovery` (40 random 2-player games each) and
//! `mists` (100 at level 5).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use engine::classic::{AbbeyMayor, GameState, InnsCathedrals, LegalMoves, Options, River, TradersBuilders};
use engine::order::TileOrder;
use engine::prelude::*;
use engine::rng::{GameRng, Seed};
use engine::ruleset::{random_command, random_game};
use engine::{discovery, hg, mists};
use std::hint::black_box;

/// A random 2-player base game with `tiles` placed tiles and a tile to place.
fn board_with(tiles: usize) -> GameState {
    let order = TileOrder::Seeded { seed: Seed::from_u64(11) };
    let (mut state, _) = GameState::new_game(Options::for_players(2), order).unwrap();
    let mut rng = GameRng::new(Seed::from_u64(12));
    while state.view().head.board.len() < tiles || !matches!(state.legal_moves(), LegalMoves::PlaceTile { .. }) {
        let command = random_command(&state, &mut rng).unwrap();
        state.play(state.to_move().unwrap(), &command).unwrap();
    }
    state
}

/// `n` random complete games of `G`.
fn games<G: RuleSet>(options: G::Options, n: u64) {
    for i in 0..n {
        black_box(random_game::<G>(options.clone(), Seed::from_u64(i), Seed::from_u64(!i)).unwrap());
    }
}

fn main() {
    let k: u64 = std::env::args().nth(2).map_or(1, |a| a.parse().expect("a whole number"));
    match std::env::args().nth(1).as_deref() {
        Some("replay") => {
            let (_, log) =
                random_game::<GameState>(Options::for_players(2), Seed::from_u64(1), Seed::from_u64(2)).unwrap();
            for _ in 0..200 * k {
                black_box(GameState::replay(black_box(&log)).unwrap());
            }
        }
        Some("effects") => {
            let (_, log) =
                random_game::<GameState>(Options::for_players(2), Seed::from_u64(1), Seed::from_u64(2)).unwrap();
            for _ in 0..200 * k {
                let mut state = GameState::replay(&log[..1]).unwrap();
                for event in &log[1..] {
                    let effects = state.evolve_noting(black_box(event)).unwrap();
                    black_box(serde_json::value::to_raw_value(&effects).unwrap());
                }
            }
        }
        Some("legal") => {
            let state = board_with(40);
            for _ in 0..2000 * k {
                black_box(black_box(&state).legal_moves());
            }
        }
        Some("view") => {
            let state = board_with(40);
            for _ in 0..300 * k {
                black_box(serde_json::value::to_raw_value(&black_box(&state).view()).unwrap());
            }
        }
        Some("classic") => games::<GameState>(Options::for_players(2), 40 * k),
        Some("abbey") => {
            let options = Options { abbey_mayor: Some(AbbeyMayor::default()), ..Options::for_players(2) };
            games::<GameState>(options, 40 * k);
        }
        Some("river") => {
            let abbey_mayor = Some(AbbeyMayor::default());
            games::<GameState>(Options { abbey_mayor, river: Some(River {}), ..Options::for_players(2) }, 40 * k);
        }
        Some("all") => {
            let options = Options {
                abbey_mayor: Some(AbbeyMayor::default()),
                river: Some(River {}),
                inns_cathedrals: Some(InnsCathedrals::default()),
                traders_builders: Some(TradersBuilders::default()),
                ..Options::for_players(2)
            };
            games::<GameState>(options, 40 * k);
        }
        Some("hg") => games::<hg::GameState>(hg::Options::for_players(2), 40 * k),
        Some("discovery") => games::<discovery::GameState>(discovery::Options::for_players(2), 40 * k),
        Some("mists") => games::<mists::GameState>(mists::Options::at_level(2, 5), 100 * k),
        other => {
            panic!(
                "unknown workload {other:?}: replay, effects, legal, view, classic, abbey, river, all, hg, discovery or mists"
            )
        }
    }
}
