//! Property tests of The Discovery: seeded random complete games with 2 to
//! 5 players, each expert switch off and on, checked for the invariants of
//! `docs/rules/discovery.md`.

use super::state::{AfterDeal, Phase};
use super::tiles::tables;
use super::*;
use crate::order::TileOrder;
use crate::prelude::*;
use crate::properties::{Played, Preview, along_checked_games, assert_corrupt_logs_refused, cell_near};
use crate::rng::{GameRng, Seed};
use crate::ruleset::random_game;
use crate::seat::Seat;

/// Games fully checked at every step (enumeration against validation).
const CHECKED_GAMES: u64 = 160;
/// Further games checked only for their end-of-game invariants.
const QUICK_GAMES: u64 = 2000;

/// 2 to 5 players; the two expert switches in all four combinations.
fn options_for(n: u64) -> Options {
    let mut options = Options::for_players(2 + (n % 4) as u8);
    options.hand_of_two = (n / 4) % 2 == 1;
    options.equal_turns = (n / 8) % 2 == 1;
    options
}

/// DISC-SETUP-2: supply plus figures on the board is always 4 per player.
fn assert_figures_conserved(state: &GameState) {
    for (seat, supply) in state.supplies.iter().enumerate() {
        let on_board = state.figures.iter().filter(|f| usize::from(f.owner.0) == seat).count();
        assert_eq!(usize::from(*supply) + on_board, usize::from(FIGURES));
    }
}

/// DISC-END-*, DISC-TILE-3, DISC-EXP-*: every tile of the supply is placed,
/// removed or set aside exactly once; every figure went home; scores are
/// the sum of the scorings; under equal turns every seat placed as many
/// tiles as every other (when no tile was removed).
fn assert_finished(state: &GameState, log: &[Event]) {
    assert_eq!(state.head.phase, Phase::Finished);
    assert_eq!(state.bag.remaining(), 0);
    assert!(state.hands.iter().all(Vec::is_empty), "every hand is played out");
    assert!(state.figures.is_empty());
    assert_figures_conserved(state);
    let placed = state.head.table.board.tiles().len() - 1;
    assert_eq!(placed + state.head.discarded.len() + state.set_aside.len(), 83, "every tile once");
    let scored: u32 = state.head.scorings.iter().map(|s| s.value.points).sum();
    assert_eq!(scored, state.head.seats.scores().iter().sum::<u32>(), "scores are the sum of the scorings");
    assert_eq!(state.set_aside.len(), if state.head.options.equal_turns { 83 % state.supplies.len() } else { 0 });
    if state.head.options.equal_turns && state.head.discarded.is_empty() {
        let mut placed_by = vec![0usize; state.supplies.len()];
        let mut seat = Seat(state.head.options.start_player);
        for event in log {
            match event {
                Event::TilePlaced { .. } => placed_by[usize::from(seat.0)] += 1,
                Event::FigurePlaced { .. } | Event::FigureRecalled { .. } | Event::FigureSkipped => {
                    seat = seat.next(state.head.seats.count());
                }
                _ => {}
            }
        }
        assert!(placed_by.iter().all(|n| *n == placed_by[0]), "DISC-EXP-EQ-1: equal turns {placed_by:?}");
    }
}

/// Neither the view nor the public log names a tile of the supply's order:
/// the creation event is secret, the remaining tiles are counted in catalog
/// order, and every tile shown was taken from the supply face up.
fn assert_order_hidden(state: &GameState, log: &[Event], seed: Seed) {
    let view = state.view();
    let public: Vec<Event> = log.iter().map(GameState::public).collect();
    for json in [serde_json::to_string(&view).unwrap(), serde_json::to_string(&public).unwrap()] {
        assert!(!json.contains(&seed.to_string()), "the seed stays secret");
    }
    let order: Vec<usize> = view
        .head
        .remaining
        .iter()
        .map(|count| tables().catalog.tiles().iter().position(|t| t.id == count.tile).unwrap())
        .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "remaining tiles in catalog order");
    let named = public
        .iter()
        .filter(|e| matches!(e, Event::TileSetAside { .. } | Event::TileDealt { .. } | Event::TileDrawn { .. }))
        .count();
    assert_eq!(named, 83 - state.bag.remaining(), "events name only the tiles taken from the supply");
}

#[test]
fn random_games_keep_every_invariant_at_every_step() {
    // The figure options previewed for a placement are the ones offered after
    // it; the action step is skipped only when there are none.
    let preview = Preview::exact("place_figure", &[("options", "figures")]);
    let step = |played: &Played<'_, GameState>| {
        let state = played.after;
        assert!(!matches!(state.head.phase, Phase::Dealing { .. }), "chance has dealt before a decision");
        assert_figures_conserved(state);
        if played.game.is_multiple_of(8) {
            assert_order_hidden(state, played.log, Seed::from_u64(played.game));
        }
    };
    along_checked_games(0..CHECKED_GAMES, options_for, random_command_near, &preview, step, assert_finished);
}

#[test]
fn thousands_of_random_games_finish_consistently() {
    let (mut kinds, mut recalls, mut closed) = (Vec::new(), 0, 0);
    for n in CHECKED_GAMES..CHECKED_GAMES + QUICK_GAMES {
        let (state, log) = random_game::<GameState>(options_for(n), Seed::from_u64(n), Seed::from_u64(!n)).unwrap();
        assert_finished(&state, &log);
        recalls += log.iter().filter(|e| matches!(e, Event::FigureRecalled { .. })).count();
        closed += state.head.scorings.iter().filter(|s| s.value.closed && !s.value.small).count();
        for scoring in &state.head.scorings {
            if !kinds.contains(&scoring.kind) {
                kinds.push(scoring.kind);
            }
        }
        if n % 10 == 0 {
            assert_eq!(GameState::replay(&log).unwrap(), state);
        }
    }
    assert!(recalls > 0 && closed > 0, "figures were taken back, some from closed areas");
    assert_eq!(kinds.len(), 2, "both kinds of scoring happened: {kinds:?}");
}

/// Logs with events swapped or left out are refused, hands of two and
/// equal turns too (the plain game: `properties::every_rule_set`).
#[test]
fn corrupt_expert_logs_are_refused() {
    let mut expert = Options::for_players(4);
    (expert.hand_of_two, expert.equal_turns) = (true, true);
    assert_corrupt_logs_refused::<GameState>(expert);
}

/// The dealing chance does between two decisions never stops in the middle.
#[test]
fn chance_deals_until_someone_decides() {
    let mut options = Options::for_players(5);
    (options.hand_of_two, options.equal_turns) = (true, true);
    let (state, events) = GameState::new_game(options, TileOrder::Seeded { seed: Seed::from_u64(3) }).unwrap();
    assert_eq!(state.set_aside.len(), 3, "DISC-EXP-EQ-1, DISC-AMB-5: 83 mod 5");
    assert!(state.hands.iter().all(|hand| hand.len() == 2), "DISC-AMB-10: two tiles each");
    assert_eq!(events.len(), 1 + 3 + 10);
    assert!(!matches!(state.head.phase, Phase::Dealing { then: AfterDeal::Turn }));
}

/// A command of any kind, aimed at or around the board; mostly illegal.
fn random_command_near(state: &GameState, rng: &mut GameRng) -> Command {
    let near = cell_near(&state.head.table, rng);
    let hand_tile = state.hands.iter().flatten().next().copied();
    match rng.below(5) {
        0 => {
            let tile = if rng.below(3) == 0 { hand_tile } else { None };
            Command::PlaceTile { x: near.x, y: near.y, rotation: rng.below(5) as u8, tile }
        }
        1 => Command::PlaceFigure { region: rng.below(6) as u8 },
        2 => Command::RecallFigure { x: near.x, y: near.y, region: rng.below(6) as u8 },
        3 => match hand_tile {
            Some(tile) => Command::DiscardTile { tile },
            None => Command::SkipFigure,
        },
        _ => Command::SkipFigure,
    }
}
