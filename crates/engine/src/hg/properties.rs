//! Property tests of Hunters & Gatherers: seeded random complete games with
//! 2 to 5 players, each checked for the invariants of
//! `docs/rules/hunters-gatherers.md`.

use super::state::Phase;
use super::tiles::tables;
use super::*;
use crate::prelude::*;
use crate::properties::{Played, Preview, along_checked_games, cell_near};
use crate::rng::{GameRng, Seed};
use crate::ruleset::random_game;

/// Games fully checked at every step (enumeration against validation).
const CHECKED_GAMES: u64 = 150;
/// Further games checked only for their end-of-game invariants.
const QUICK_GAMES: u64 = 1500;

fn options_for(n: u64) -> Options {
    Options::for_players(2 + (n % 4) as u8)
}

/// HG-SETUP-2: supply plus pieces on the board is always 5 figures and 3 huts.
fn assert_pieces_conserved(state: &GameState) {
    for (seat, supply) in state.supplies.iter().enumerate() {
        for (figure, total) in [(Figure::Follower, FIGURES), (Figure::Hut, HUTS)] {
            let on_board = state.figures.iter().filter(|f| usize::from(f.owner.0) == seat && f.kind == figure).count();
            assert_eq!(usize::from(supply[figure.index()]) + on_board, usize::from(total));
        }
    }
}

/// HG-END-1: every regular tile was drawn once; every piece went home.
fn assert_finished(state: &GameState, log: &[Event]) {
    assert_eq!(state.head.phase, Phase::Finished);
    assert_eq!(state.regular.remaining(), 0);
    assert!(state.figures.is_empty());
    assert_pieces_conserved(state);
    let dealt = log.iter().filter(|e| matches!(e, Event::TileDrawn { .. } | Event::TileDiscarded { .. })).count();
    assert_eq!(dealt, 78 + 16 - state.bonus.remaining(), "every dealt tile once, from either supply");
    let scored: u32 = state.head.scorings.iter().map(|s| s.value.points * s.scorers.len() as u32).sum();
    assert_eq!(scored, state.head.seats.scores().iter().copied().sum::<u32>(), "scores are the sum of scorings");
}

#[test]
fn random_games_keep_every_invariant_at_every_step() {
    // The pieces previewed for a placement are the ones offered after it; the
    // piece step is skipped only when there are none.
    let preview = Preview::exact("place_figure", &[("options", "figures")]);
    // Menhir tiles drawn, by game and turn.
    let mut menhir_draws = std::collections::HashMap::new();
    let step = |played: &Played<'_, GameState>| {
        // HG-MENHIR-2, HG-EDGE-3: one menhir tile per turn at most.
        let drawn = played
            .events
            .iter()
            .filter(|e| matches!(e, Event::TileDrawn { tile } if tables().pile(tile.0) == Some("bonus")));
        let turn = menhir_draws.entry((played.game, played.before.head.turn)).or_insert(0);
        *turn += drawn.count();
        assert!(*turn <= 1, "two menhir tiles in one turn");
        assert_pieces_conserved(played.after);
    };
    along_checked_games(0..CHECKED_GAMES, options_for, random_command_near, &preview, step, assert_finished);
}

#[test]
fn thousands_of_random_games_finish_consistently() {
    let mut menhir_turns = 0;
    let (mut kinds, mut recalls, mut discards) = (Vec::new(), 0, 0);
    for n in CHECKED_GAMES..CHECKED_GAMES + QUICK_GAMES {
        let (state, log) = random_game::<GameState>(options_for(n), Seed::from_u64(n), Seed::from_u64(!n)).unwrap();
        assert_finished(&state, &log);
        menhir_turns += 16 - state.bonus.remaining();
        recalls += log.iter().filter(|e| matches!(e, Event::FigureRecalled { .. })).count();
        discards += state.head.discarded.len();
        for scoring in &state.head.scorings {
            if !kinds.contains(&scoring.kind) {
                kinds.push(scoring.kind);
            }
        }
        if n % 10 == 0 {
            assert_eq!(GameState::replay(&log).unwrap(), state);
        }
    }
    assert!(menhir_turns > QUICK_GAMES as usize, "random play earns menhir turns");
    assert!(recalls > 0, "the shaman was used");
    assert!(discards > 0, "HG-TILE-3, HG-AMB-12: unplaceable tiles left the game");
    assert_eq!(kinds.len(), 6, "every kind of scoring happened: {kinds:?}");
}

/// Hidden information: the public creation event shows neither the seed nor
/// an order, and nothing else in the log names a tile before it is dealt.
#[test]
fn the_public_log_hides_both_supplies() {
    let (_, log) = random_game::<GameState>(Options::for_players(2), Seed::from_u64(9), Seed::from_u64(10)).unwrap();
    let public = serde_json::to_string(&GameState::public(&log[0])).unwrap();
    assert!(!public.contains("seed") && !public.contains("bonus"), "{public}");
    assert!(public.contains("commitment"));
}

/// A command of any kind, aimed at or around the board; mostly illegal.
fn random_command_near(state: &GameState, rng: &mut GameRng) -> Command {
    let near = cell_near(&state.head.table, rng);
    match rng.below(4) {
        0 => Command::PlaceTile { x: near.x, y: near.y, rotation: rng.below(5) as u8 },
        1 => Command::PlaceFigure { region: rng.below(10) as u8, figure: Figure::ALL[rng.below(2) as usize] },
        2 => Command::RecallFigure { x: near.x, y: near.y, region: rng.below(10) as u8 },
        _ => Command::SkipFigure,
    }
}
