//! Property tests of the base game: thousands of seeded random complete
//! games, each checked for the invariants of `docs/rules/base.md`.

use super::records::ScoringTime;
use super::state::Phase;
use super::tiles::tables;
use super::*;
use crate::geometry::Corner;
use crate::prelude::*;
use crate::properties::{
    Played, Preview, Step, Tally, along_checked_games, assert_effects_explain, assert_history_kept, cell_near,
    effects_of, figure_key,
};
use crate::rng::{GameRng, Seed};
use crate::ruleset::random_game;

/// Games fully checked at every step (enumeration against validation).
const CHECKED_GAMES: u64 = 300;
/// Further games checked only for their end-of-game invariants.
const QUICK_GAMES: u64 = 3000;

/// Every combination of Abbey & Mayor (AM-SETUP-2/3), The River
/// (RIVER-SETUP-2), Inns & Cathedrals (IC-SETUP-1/2) and Traders & Builders
/// (TB-SETUP-1/2), one after the other, so that each meets every player
/// count: 2 to 5, and 6 with Inns & Cathedrals (IC-SCOPE-2).
fn options_for(n: u64) -> Options {
    let inns_cathedrals = n / 4 % 2 == 1;
    let counts = if inns_cathedrals { 5 } else { 4 };
    let mut options = Options::for_players(2 + (n / 16 % counts) as u8);
    if n / 8 % 2 == 1 {
        options.traders_builders = Some(TradersBuilders::default());
    }
    if n % 2 == 1 {
        options.abbey_mayor = Some(AbbeyMayor::default());
    }
    if n / 2 % 2 == 1 {
        options.river = Some(River {});
    }
    if inns_cathedrals {
        options.inns_cathedrals = Some(InnsCathedrals::default());
    }
    options
}

/// Tiles drawn: 71, plus 12 with Abbey & Mayor's land tiles, 18 with Inns
/// & Cathedrals', 24 with Traders & Builders', and 11 with The River (its stack and the lake; the
/// spring is placed at set-up).
fn supply_size(state: &GameState) -> usize {
    let options = &state.head.options;
    let counted = |on: bool, tiles: usize| if on { tiles } else { 0 };
    71 + counted(options.expansion().land_tiles, 12)
        + counted(options.inns_cathedrals().land_tiles, 18)
        + counted(options.traders_builders().land_tiles, 24)
        + counted(options.river.is_some(), 11)
}

/// BASE-COMP-2, AM-SETUP-3, IC-SETUP-2, TB-SETUP-2: supply plus figures on
/// the board (plus wagons waiting to move) is always 7 followers, and with
/// the expansions 1 large follower, 1 builder, 1 pig, 1 mayor, 1 wagon and
/// 1 barn, per player.
fn assert_followers_conserved(state: &GameState) {
    let parts = state.head.options.expansion();
    for (seat, player) in state.players.iter().enumerate() {
        for (figure, total) in [
            (Figure::Follower, FOLLOWERS),
            (Figure::LargeFollower, u8::from(state.head.options.inns_cathedrals().large_followers)),
            (Figure::Builder, u8::from(state.head.options.traders_builders().builders)),
            (Figure::Pig, u8::from(state.head.options.traders_builders().pigs)),
            (Figure::Mayor, u8::from(parts.mayors)),
            (Figure::Wagon, u8::from(parts.wagons)),
            (Figure::Barn, u8::from(parts.barns)),
        ] {
            let on_board = state.figures.iter().filter(|f| usize::from(f.owner.0) == seat && f.kind == figure).count()
                + state.barns.iter().filter(|b| usize::from(b.owner.0) == seat && figure == Figure::Barn).count();
            let waiting = state.waiting_wagons.iter().filter(|w| usize::from(w.owner.0) == seat).count();
            let waiting = if figure == Figure::Wagon { waiting } else { 0 };
            assert_eq!(usize::from(player.supply[figure.index()]) + on_board + waiting, usize::from(total));
        }
    }
}

/// AM-BARN-8: outside a turn's scoring (after its tile is placed, before
/// step 3) no field holds a barn and farmers (a pig may stay, TB-AMB-5).
fn assert_no_farmers_with_barns(state: &GameState) {
    if let Phase::PlacingFigure { .. } = state.head.phase {
        return;
    }
    for barn in &state.barns {
        let field = state.head.table.features.feature_of(barn.segment);
        assert!(
            state
                .figures
                .iter()
                .all(|f| !f.kind.is_follower() || state.head.table.features.feature_of(f.segment) != field),
            "farmers beside a barn"
        );
    }
}

/// Abbeys on the board.
fn abbeys_placed(state: &GameState) -> usize {
    let abbey = tables().abbey;
    state.head.table.board.tiles().iter().filter(|t| Some(t.tile) == abbey).count()
}

/// BASE-TILE-4, BASE-END-1: every tile of the supply is placed or discarded;
/// AM-SETUP-1: every abbey is held or on the board; scores are the sum of
/// the scorings and goods scorings; TB-GOODS-1: every goods token came from
/// a completed city's symbol.
fn assert_finished(state: &GameState) {
    assert_eq!(state.head.phase, Phase::Finished);
    assert_eq!(state.bag.remaining(), 0);
    let abbeys = abbeys_placed(state);
    assert_eq!(state.head.table.board.tiles().len() - 1 - abbeys + state.head.discarded.len(), supply_size(state));
    let held = state.players.iter().filter(|p| p.abbey).count();
    let dealt = if state.head.options.expansion().abbeys { state.players.len() } else { 0 };
    assert_eq!(held + abbeys, dealt);
    assert!(state.figures.is_empty(), "every follower returns after final scoring");
    assert_followers_conserved(state);
    assert_eq!(state.river, None, "RIVER-PLACE-4: the lake ended the river");
    let scored: u32 = state.head.scorings.iter().map(|s| s.value.points * s.scorers.len() as u32).sum();
    let traded: u32 = state.goods_scorings.iter().map(|s| s.points * s.scorers.len() as u32).sum();
    let scores = state.head.seats.scores().iter().copied().sum::<u32>();
    assert_eq!(scored + traded, scores, "scores are the sum of scorings and goods scorings");
    let tokens: usize = state.players.iter().map(|p| usize::from(p.goods.wine + p.goods.grain + p.goods.cloth)).sum();
    assert!(tokens <= if state.head.options.traders_builders().land_tiles { 20 } else { 0 });
}

#[test]
fn random_games_keep_every_invariant_at_every_step() {
    // The figure options and barn corners previewed for a placement are the
    // ones offered after it; the figure step is skipped only when there are none.
    let preview = Preview::exact("place_figure", &[("options", "figures"), ("barn_corners", "barn_corners")]);
    along_checked_games(0..CHECKED_GAMES, options_for, random_command_near, &preview, check_step, |state, _| {
        assert_finished(state)
    });
}

/// What holds after every command of a classic game.
fn check_step(played: &Played<'_, GameState>) {
    let state = played.after;
    assert_followers_conserved(state);
    assert_no_farmers_with_barns(state);
    if let Phase::MovingWagons { .. } = state.head.phase {
        // AM-WAGON-4: only a wagon with somewhere to go waits for a decision.
        assert!(!state.wagon_targets(state.waiting_wagons[0]).is_empty());
    }
    if matches!(state.head.phase, Phase::ChoosingTile | Phase::LastAbbeys { .. }) {
        // AM-TURN-1, AM-END-1: only a player who can place an abbey is asked.
        assert!(state.players[usize::from(state.current().0)].abbey && !state.holes().is_empty());
    }
}

#[test]
fn thousands_of_random_games_finish_consistently() {
    let mut seen = Vec::new();
    for n in CHECKED_GAMES..CHECKED_GAMES + QUICK_GAMES {
        let (state, log) = random_game::<GameState>(options_for(n), Seed::from_u64(n), Seed::from_u64(!n)).unwrap();
        assert_finished(&state);
        for scoring in &state.head.scorings {
            if !seen.contains(&scoring.time) {
                seen.push(scoring.time);
            }
        }
        let drawn = log.iter().filter(|e| matches!(e, Event::TileDrawn { .. } | Event::TileDiscarded { .. })).count();
        assert_eq!(drawn, supply_size(&state), "every tile is drawn exactly once");
        if n % 10 == 0 {
            assert_eq!(GameState::replay(&log).unwrap(), state);
        }
    }
    seen.sort_by_key(|time| format!("{time:?}"));
    let every = [ScoringTime::BarnJoined, ScoringTime::BarnPlaced, ScoringTime::Completed, ScoringTime::Final];
    assert_eq!(seen, every, "random play reaches every kind of scoring");
}

#[test]
fn same_seed_same_game() {
    for n in 0..20 {
        let a = random_game::<GameState>(Options::for_players(3), Seed::from_u64(n), Seed::from_u64(n)).unwrap();
        let b = random_game::<GameState>(Options::for_players(3), Seed::from_u64(n), Seed::from_u64(n)).unwrap();
        assert_eq!(a.1, b.1);
        assert_eq!(a.0, b.0);
    }
    let a = random_game::<GameState>(Options::for_players(2), Seed::from_u64(1), Seed::from_u64(1)).unwrap();
    let b = random_game::<GameState>(Options::for_players(2), Seed::from_u64(2), Seed::from_u64(1)).unwrap();
    assert_ne!(a.1, b.1, "another seed deals another order");
}

/// A command of any kind, aimed at or around the board; mostly illegal.
fn random_command_near(state: &GameState, rng: &mut GameRng) -> Command {
    let near = cell_near(&state.head.table, rng);
    match rng.below(7) {
        6 => Command::PlaceBarn { corner: Corner::ALL[rng.below(4) as usize] },
        3 => Command::PlaceAbbey { x: near.x, y: near.y },
        4 => [Command::DrawTile, Command::PassAbbey, Command::ReturnWagon][rng.below(3) as usize],
        5 => Command::MoveWagon { x: near.x, y: near.y, region: rng.below(10) as u8 },
        0 => Command::PlaceTile { x: near.x, y: near.y, rotation: rng.below(5) as u8 },
        1 => {
            let figure = Figure::ALL[rng.below(Figure::ALL.len() as u32) as usize];
            Command::PlaceFigure { region: rng.below(12) as u8, figure }
        }
        _ => Command::SkipFigure,
    }
}

/// What the view says of the past never changes later: barn scorings
/// (AM-BARN-6/7) keep their field as it was, though it grows on (the plain
/// game: `properties::every_rule_set`).
#[test]
fn history_reads_as_it_was() {
    let mut options = Options::for_players(3);
    options.abbey_mayor = Some(AbbeyMayor::default());
    assert_history_kept::<GameState>(options.clone(), 12);
    options.river = Some(River {});
    assert_history_kept::<GameState>(options, 6);
}

/// Effects say what each event did (BASE-SCORE-4, AM-WAGON-3, AM-BARN-6/7):
/// scorings, figures returned and wagons waiting explain every change of
/// scores, supplies and figures.
#[test]
fn effects_explain_every_event() {
    let mut options = Options::for_players(3);
    options.abbey_mayor = Some(AbbeyMayor::default());
    options.river = Some(River {});
    assert_effects_explain::<GameState>(options, 8, |tally: &mut Tally, step: &Step| {
        let wagons = |view: &serde_json::Value| view["waiting_wagons"].as_array().expect("waiting wagons").clone();
        let wagon = &step.before["waiting_wagons"][0];
        // Waiting wagons stand aside: the event's own one is told by it, the
        // others still wait or return by an effect (AM-WAGON-4).
        let decided = usize::from(matches!(step.event["type"].as_str(), Some("wagon_moved" | "wagon_returned")));
        tally.figures.extend(wagons(&step.before).iter().skip(decided).map(figure_key));
        match step.event["type"].as_str() {
            Some("barn_placed") => tally.supply(step.before["current_player"].as_u64().expect("a mover"), "barn", -1),
            Some("wagon_moved") => {
                let number = |key: &str| step.event[key].as_i64().expect("a number");
                let owner = wagon["owner"].as_u64().expect("a waiting wagon");
                tally.figures.push((owner, number("x"), number("y"), number("region") as u64, "wagon".into()));
            }
            Some("wagon_returned") => tally.supply(wagon["owner"].as_u64().expect("a waiting wagon"), "wagon", 1),
            _ => {}
        }
        let new: Vec<&serde_json::Value> =
            effects_of(step, "wagons_waiting").flat_map(|e| e["wagons"].as_array().expect("wagons")).collect();
        for wagon in &new {
            assert!(tally.lift(&figure_key(wagon)), "{wagon} waits but did not stand");
        }
        for wagon in wagons(&step.after).iter().filter(|w| !new.contains(w)) {
            assert!(tally.lift(&figure_key(wagon)), "{wagon} waits but did not wait before");
        }
    });
}
