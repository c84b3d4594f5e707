//! Scenario tests of Mists over Carcassonne: the rule book's worked
//! examples and every rule of `docs/rules/mists.md`, cited by id.

use super::records::{Removal, ScoringKind};
use super::state::{Dog, Phase};
use super::tiles::tables;
use super::*;
use crate::geometry::Pos;
use crate::order::TileOrder;
use crate::prelude::*;
use crate::refusal::CommonError;
use crate::ruleset::Refusal;
use crate::scenario::{self, play};
use crate::seat::Seat;
use crate::setup::SetupError;
use crate::status::{Outcome, Status};

/// A fixed draw order of these tile ids (the `mists/` prefix left out).
fn fixed(tiles: &[&str]) -> TileOrder {
    scenario::fixed("mists", tiles)
}

/// A game of `options` whose draw order is `tiles`.
fn game_with(options: Options, tiles: &[&str]) -> GameState {
    GameState::new_game(options, fixed(tiles)).unwrap().0
}

/// A solo game at `level` whose draw order is `tiles`.
fn solo(level: u8, tiles: &[&str]) -> GameState {
    game_with(Options::at_level(1, level), tiles)
}

fn place(g: &mut GameState, x: i32, y: i32, rotation: u8) {
    play(g, Command::PlaceTile { x, y, rotation });
}

fn guard(g: &mut GameState, region: u8, colour: Colour) {
    play(g, Command::PlaceGuard { region, colour });
}

/// Skips the guard step if it is offered.
fn no_guard(g: &mut GameState) {
    if matches!(g.head.phase, Phase::PlacingGuard { .. }) {
        play(g, Command::SkipGuard);
    }
}

/// Places a tile and skips the guard step.
fn tile(g: &mut GameState, x: i32, y: i32, rotation: u8) {
    place(g, x, y, rotation);
    no_guard(g);
}

/// The ghosts on the tile at (x, y): (in fog, on its graveyard).
fn ghosts_at(g: &GameState, x: i32, y: i32) -> (u8, u8) {
    let placed = g.board_index(Pos::new(x, y)).expect("a tile there");
    let ghosts = g.tile_ghosts(placed);
    (ghosts.fog, ghosts.graveyard)
}

fn score(g: &GameState) -> u32 {
    g.view().team_score
}

/// MISTS-SETUP-1, MISTS-SETUP-3, MISTS-SETUP-4, MISTS-SETUP-6,
/// MISTS-COMP-4, MISTS-TERM-6, MISTS-TERM-4: the 2x2 start board as four
/// cells with a ghost on each of its 3 symbols, the level's bank and goal,
/// 1 to 5 players, any first seat, levels 1 to 6.
#[test]
fn mists_setup_1_start_board_bank_and_levels() {
    let g = solo(1, &["17"]);
    let view = g.view();
    let cells: Vec<(i32, i32)> = view.head.board.iter().map(|t| (t.x, t.y)).collect();
    assert_eq!(cells, [(0, 0), (1, 0), (0, 1), (1, 1)]);
    assert_eq!((view.ghosts.bank, view.ghosts.in_play, view.ghosts.in_box), (12, 3, 0));
    assert_eq!([ghosts_at(&g, 1, 0), ghosts_at(&g, 0, 1), ghosts_at(&g, 1, 1)], [(1, 0); 3]);
    assert_eq!((view.level.goal, view.step, view.head.current_tile), (50, Step::PlaceTile, Some("mists/17")));
    let g = solo(6, &["17"]);
    assert_eq!((g.view().ghosts.bank, g.view().ghosts.in_box), (9, 3));
    let four = game_with(Options { start_player: 3, ..Options::at_level(4, 2) }, &["17"]);
    assert_eq!(four.status(), Status::ToMove(Seat(3)));
    let refused = |options: Options| GameState::new_game(options, fixed(&["17"])).unwrap_err();
    assert_eq!(refused(Options::for_players(6)), SetupError::PlayerCount(6));
    assert_eq!(refused(Options::for_players(0)), SetupError::PlayerCount(0));
    assert_eq!(refused(Options::at_level(2, 7)), SetupError::Level(7));
    assert_eq!(GameState::setup_rule(&SetupError::Level(7)), "MISTS-SETUP-3");
    let refused_castle = GameState::new_game(Options::at_level(1, 1), fixed(&["41"])).unwrap_err();
    assert_eq!(refused_castle, SetupError::TileOrder, "MISTS-SETUP-3: castles stay in the box at level 1");
}

/// MISTS-SETUP-4: a custom order may give the piles of levels 3-6 (one
/// pile in levels 1-2); the view counts each pile's tiles not yet drawn.
/// Piles that are not the level's are refused, naming the rule.
#[test]
fn mists_setup_4_custom_orders_give_their_piles() {
    let piled = |level: u8, piles: Vec<usize>| {
        let mut order = fixed(&["17", "18", "19", "20", "21"]);
        if let TileOrder::Fixed { piles: given, .. } = &mut order {
            *given = piles;
        }
        GameState::new_game(Options::at_level(2, level), order).map(|(g, _)| g)
    };
    let g = piled(3, vec![1, 3, 1]).expect("three piles at level 3");
    assert_eq!((g.view().piles.sizes, g.view().head.tiles_left), (vec![0, 3, 1], 4), "the first tile is drawn");
    assert_eq!(piled(1, vec![5]).expect("one pile at level 1").view().piles.sizes, vec![4]);
    for (level, piles) in [(3, vec![2, 3]), (3, vec![2, 3, 1]), (3, vec![0, 4, 1]), (1, vec![2, 3])] {
        let refused = piled(level, piles.clone()).unwrap_err();
        assert_eq!(refused, SetupError::Piles { expected: if level == 3 { 3 } else { 1 } }, "{piles:?}");
        assert_eq!(GameState::setup_rule(&refused), "MISTS-SETUP-4");
    }
}

/// A standing guard at (x, y, region) of `colour`, in the view.
fn stands(g: &GameState, x: i32, y: i32, region: u8, colour: Colour) -> bool {
    g.view()
        .guards
        .iter()
        .any(|guard| (guard.at.x, guard.at.y, guard.at.region, guard.colour) == (x, y, region, colour))
}

/// The three-tile road of the rule book's first example: the start's
/// western road (ending at the ruin), a straight road at (-1, 0) and a
/// village at (-2, 0).
fn three_tile_road(level: u8, guard_first: Option<Colour>) -> GameState {
    let mut g = solo(level, &["17", "40"]);
    place(&mut g, -1, 0, 1);
    match guard_first {
        Some(colour) => guard(&mut g, 0, colour),
        None => no_guard(&mut g),
    }
    place(&mut g, -2, 0, 0);
    g
}

/// MISTS-SCORE-1, MISTS-SCORE-3, MISTS-TERM-2, MISTS-DONE-1 and the rule
/// book's example 1d: a road over 3 tiles, from the ruin to a village,
/// closed and occupied, pays 3 points; the guard goes home.
#[test]
fn mists_score_3_the_three_point_road() {
    let mut g = three_tile_road(1, Some(Colour::Red));
    no_guard(&mut g);
    assert_eq!(g.view().step, Step::Score);
    let LegalMoves::Score { feature, waiting, targets, choices } = g.legal_moves() else { panic!("a scoring choice") };
    assert_eq!(choices, vec![feature.clone()], "the only closed feature is the only choice");
    assert_eq!(
        (feature.kind, feature.value, feature.colours, feature.points, waiting),
        (Kind::Road, 3, vec![Colour::Red], 3, 0)
    );
    assert_eq!(targets.len(), 3, "MISTS-SCORE-2: any tile with ghosts may be pacified instead");
    play(&mut g, Command::ScorePoints { feature: None });
    assert_eq!(score(&g), 3);
    let view = g.view();
    assert_eq!(view.colours[0].supply, 3, "the guard went home");
    let scoring = &view.scorings[0];
    assert_eq!(
        (scoring.kind, scoring.feature_kind, scoring.head.points, scoring.head.scorers.clone()),
        (ScoringKind::Points, Kind::Road, 3, vec![0])
    );
    assert_eq!(scoring.head.tiles, [Pos::new(-2, 0), Pos::new(-1, 0), Pos::new(0, 0)]);
}

/// MISTS-PLACE-4, MISTS-PLACE-1: a guard may go on a road the tile just
/// closed; it scores at once and goes home.
#[test]
fn mists_place_4_a_guard_on_a_feature_closed_this_turn() {
    let mut g = three_tile_road(1, None);
    let LegalMoves::PlaceGuard { options, colours, .. } = g.legal_moves() else { panic!("a guard step") };
    assert_eq!(options.len(), 3, "the village's three roads");
    assert_eq!(colours, [Colour::Red, Colour::Green, Colour::Blue, Colour::Yellow]);
    guard(&mut g, 0, Colour::Blue);
    play(&mut g, Command::ScorePoints { feature: None });
    assert_eq!((score(&g), g.view().colours[2].supply), (3, 3));
}

/// MISTS-SCORE-3, MISTS-TERM-1 and the rule book's example 2b: a city of
/// three tiles with one shield: 6 + 2 = 8 points.
#[test]
fn mists_score_3_the_eight_point_city() {
    let mut g = solo(1, &["09", "03"]);
    place(&mut g, 0, -1, 1);
    guard(&mut g, 0, Colour::Red);
    tile(&mut g, 0, -2, 2);
    let LegalMoves::Score { feature, .. } = g.legal_moves() else { panic!("a scoring choice") };
    assert_eq!((feature.kind, feature.value), (Kind::City, 8));
    play(&mut g, Command::ScorePoints { feature: None });
    assert_eq!(score(&g), 8);
}

/// Two guards on one road, placed on two roads that the last tile joins
/// and closes: a road of 4 tiles from the ruin to a village.
fn joined_road(players: u8, level: u8, colours: [Colour; 2]) -> GameState {
    let mut g = game_with(Options::at_level(players, level), &["17", "38", "40", "38"]);
    place(&mut g, -1, 0, 1);
    guard(&mut g, 0, colours[0]);
    tile(&mut g, -1, 1, 0);
    place(&mut g, -2, 1, 3);
    guard(&mut g, 0, colours[1]);
    place(&mut g, -2, 0, 3);
    g
}

/// MISTS-SCORE-4, MISTS-EDGE-3 and the rule book's example: a red and a
/// yellow guard on a road of 4 tiles earn 4 each, 8 in all; two guards of
/// one colour earn once.
#[test]
fn mists_score_4_two_colours_on_one_road_score_8() {
    let mut g = joined_road(1, 1, [Colour::Red, Colour::Yellow]);
    assert_eq!(g.head.phase, Phase::Scoring, "nothing to place on the joining tile: the guard step is skipped");
    play(&mut g, Command::ScorePoints { feature: None });
    assert_eq!(score(&g), 8);
    let scoring = &g.view().scorings[0];
    assert_eq!((scoring.head.points, scoring.colours.clone()), (4, vec![Colour::Red, Colour::Yellow]));
    assert_eq!(scoring.head.scorers, [0, 0], "one entry per colour");

    let mut g = joined_road(1, 1, [Colour::Red, Colour::Red]);
    play(&mut g, Command::ScorePoints { feature: None });
    assert_eq!(score(&g), 4, "MISTS-EDGE-3: the same colour twice earns once");
    assert_eq!(g.view().colours[0].supply, 3, "both red guards went home");
}

/// MISTS-SCORE-2, MISTS-SCORE-5, MISTS-EDGE-4, MISTS-AMB-4, MISTS-AMB-5,
/// MISTS-EDGE-7, MISTS-TERM-5: instead of the points, up to 3 ghosts leave one tile (a
/// start-board quarter is one tile); every colour's points are skipped and
/// the guards go home.
#[test]
fn mists_score_2_pacify_instead_of_points() {
    let mut g = joined_road(1, 1, [Colour::Red, Colour::Yellow]);
    let refuse = |g: &GameState, command: Command| g.decide(Seat(0), &command).unwrap_err();
    let too_many = refuse(&g, Command::RemoveGhosts { x: 1, y: 1, fog: 4, graveyard: 0, feature: None });
    assert_eq!((too_many.code(), too_many.rule()), ("ghost_count", "MISTS-SCORE-2"));
    assert_eq!(
        refuse(&g, Command::RemoveGhosts { x: 1, y: 1, fog: 0, graveyard: 0, feature: None }).code(),
        "ghost_count"
    );
    let empty = refuse(&g, Command::RemoveGhosts { x: 0, y: 0, fog: 1, graveyard: 0, feature: None });
    assert_eq!(empty, RuleError::NotEnoughGhosts { pos: Pos::new(0, 0), fog: 0, graveyard: 0, rule: "MISTS-SCORE-2" });
    assert_eq!(
        refuse(&g, Command::RemoveGhosts { x: 1, y: 1, fog: 0, graveyard: 1, feature: None }).code(),
        "not_enough_ghosts"
    );
    play(&mut g, Command::RemoveGhosts { x: 1, y: 1, fog: 1, graveyard: 0, feature: None });
    assert_eq!(score(&g), 0, "pacify skips both colours");
    assert_eq!((ghosts_at(&g, 1, 1), ghosts_at(&g, 1, 0), g.view().ghosts.bank), ((0, 0), (1, 0), 13));
    let view = g.view();
    let scoring = &view.scorings[0];
    assert_eq!((scoring.kind, scoring.head.points, scoring.head.scorers.len()), (ScoringKind::Pacified, 0, 0));
    assert_eq!(scoring.removal, Some(Removal { x: 1, y: 1, fog: 1, graveyard: 0 }));
    assert!(view.guards.is_empty(), "MISTS-TERM-5: no standing guard left");
}

/// MISTS-SCORE-3, MISTS-DONE-1, MISTS-PLACE-2, MISTS-FOG-2, MISTS-TILE-2,
/// MISTS-TERM-7, MISTS-AMB-17 and the rule book's castle example: a guard
/// on a castle; it closes when all 8 cells around hold tiles and pays 2
/// per tile with fog among the 9: 6 of them, 12 points. A road closed
/// without a guard scores nothing.
#[test]
fn mists_score_3_the_castle_pays_12_for_six_foggy_tiles() {
    let mut g = solo(2, &["43", "03", "14a", "38", "14b", "14a", "20"]);
    place(&mut g, -1, 0, 0);
    let castle = tables().region_of(g.head.table.board.get(Pos::new(-1, 0)).unwrap().tile, Kind::Castle).unwrap();
    guard(&mut g, castle, Colour::Red);
    assert!(g.head.scorings.is_empty(), "MISTS-AMB-17: the road to the castle closed without a guard: nothing");
    assert_eq!(g.ghosts_in_play(), 4, "the castle's fog brought one ghost");
    tile(&mut g, 0, -1, 2);
    tile(&mut g, -1, -1, 0);
    tile(&mut g, -2, 0, 0);
    let castle_fog = g.view().fog.into_iter().find(|bank| bank.regions.iter().any(|r| (r.x, r.y) == (-1, 0))).unwrap();
    assert_eq!(castle_fog.state, FogState::Lost, "MISTS-FOG-2, MISTS-TILE-2: its fog met a clear field");
    tile(&mut g, -2, -1, 0);
    tile(&mut g, -1, 1, 3);
    assert!(!g.view().features.iter().any(|f| f.kind == Kind::Castle && f.head.complete));
    tile(&mut g, -2, 1, 1);
    let LegalMoves::Score { feature, .. } = g.legal_moves() else { panic!("the castle is scored") };
    assert_eq!((feature.kind, feature.value), (Kind::Castle, 12));
    play(&mut g, Command::ScorePoints { feature: None });
    assert_eq!(score(&g), 12);
}

/// MISTS-GHOST-1, MISTS-EDGE-1, MISTS-AMB-11, MISTS-TERM-3 and the rule
/// book's ghost example: a tile with 2 symbols whose fog extends nothing
/// brings 2 ghosts; a tile with 1 symbol extending that fog brings none.
#[test]
fn mists_ghost_1_one_ghost_fewer_when_fog_extends() {
    let mut g = solo(1, &["04", "03"]);
    tile(&mut g, 0, -1, 2);
    assert_eq!((ghosts_at(&g, 0, -1), g.bank), ((2, 0), 10));
    tile(&mut g, 0, -2, 0);
    assert_eq!((ghosts_at(&g, 0, -2), g.bank), ((0, 0), 10));
    let bank = g.view().fog.into_iter().find(|bank| bank.tiles.contains(&Pos::new(0, -2))).unwrap();
    assert_eq!((bank.tiles, bank.ghosts, bank.state), (vec![Pos::new(0, -2), Pos::new(0, -1)], 2, FogState::Open));
}

/// MISTS-FOG-1, MISTS-FOG-3, MISTS-EDGE-2, MISTS-AMB-16 and the rule
/// book's example: the tile that closes a fog bank (every fog slot facing
/// fog) sends its 3 ghosts back to the bank, scores nothing, and brings no
/// ghost of its own.
#[test]
fn mists_fog_3_closing_fog_returns_its_ghosts() {
    let mut g = solo(1, &["12", "03", "11"]);
    tile(&mut g, 0, -1, 2);
    tile(&mut g, 0, -2, 0);
    assert_eq!((ghosts_at(&g, 0, -1), g.bank), ((3, 0), 9));
    tile(&mut g, -1, -1, 3);
    assert_eq!((ghosts_at(&g, 0, -1), ghosts_at(&g, -1, -1), g.bank), ((0, 0), (0, 0), 12));
    let closed = g.view().fog.into_iter().find(|bank| bank.tiles.contains(&Pos::new(0, -1))).unwrap();
    assert_eq!((closed.state, closed.tiles.len()), (FogState::Closed, 3));
    assert_eq!((score(&g), g.ghosts_in_play()), (0, 3), "no points; the start's ghosts stay");
}

/// The burial example at level 2 with two players: a graveyard north of
/// the start, a yellow guard east of it, then fog brings a ghost to the
/// graveyard and a red guard goes down south-east; two more tiles close
/// the graveyard.
fn burial_game() -> GameState {
    let mut g = game_with(Options::at_level(2, 2), &["46", "38", "18", "38", "17"]);
    tile(&mut g, 0, -1, 2);
    place(&mut g, 1, -1, 3);
    guard(&mut g, 0, Colour::Yellow);
    place(&mut g, 2, 1, 1);
    guard(&mut g, 0, Colour::Red);
    g
}

/// MISTS-GRAVE-1, MISTS-GRAVE-2, MISTS-GRAVE-3, MISTS-GRAVE-4, MISTS-GHOST-2,
/// MISTS-AMB-1, MISTS-EDGE-6 and the rule book's example: fog ghosts bring
/// one to the only open graveyard; its 4th orthogonal neighbour closes it;
/// the team buries the yellow guard for good and the graveyard's ghost goes
/// home.
#[test]
fn mists_grave_2_a_closed_graveyard_buries_a_guard() {
    let mut g = burial_game();
    assert_eq!((ghosts_at(&g, 2, 1), ghosts_at(&g, 0, -1)), ((2, 0), (0, 1)), "2 in fog, 1 on the graveyard");
    tile(&mut g, -1, -1, 0);
    place(&mut g, 0, -2, 1);
    assert_eq!(g.view().step, Step::BuryGuard);
    let LegalMoves::BuryGuard { graveyard, guards, supply } = g.legal_moves() else { panic!("a burial") };
    assert_eq!((graveyard, guards.len(), supply), (Pos::new(0, -1), 2, vec![]));
    let refused = g.decide(Seat(0), &Command::BuryFromSupply { colour: Colour::Green }).unwrap_err();
    assert_eq!((refused.code(), refused.rule()), ("guards_standing", "MISTS-GRAVE-2"));
    let bank = g.bank;
    play(&mut g, Command::BuryGuard { x: 1, y: -1, region: 0 });
    let view = g.view();
    assert_eq!(view.buried.len(), 1);
    assert_eq!((view.buried[0].graveyard, view.buried[0].colour), (Pos::new(0, -1), Colour::Yellow));
    assert_eq!((view.graveyards[0].closed, view.graveyards[0].ghosts, g.bank), (true, 0, bank + 1));
    assert!(!stands(&g, 1, -1, 0, Colour::Yellow) && stands(&g, 2, 1, 0, Colour::Red));
    assert_eq!(view.colours.iter().find(|c| c.colour == Colour::Yellow).map(|c| (c.supply, c.buried)), Some((2, 1)));
    assert_eq!(view.step, Step::PlaceGuard, "the turn goes on with the guard step");
}

/// MISTS-DOG-5, MISTS-AMB-8: a dog lying beside a guard that is buried
/// leaves the game without scoring.
#[test]
fn mists_dog_5_a_buried_guards_dog_is_lost() {
    let mut g = burial_game();
    let yellow = g.guards.iter().find(|guard| guard.kind == Colour::Yellow).unwrap().segment;
    g.dogs[0] = Dog::With(yellow); // as if dog 1 had come to the yellow guard
    tile(&mut g, -1, -1, 0);
    place(&mut g, 0, -2, 1);
    play(&mut g, Command::BuryGuard { x: 1, y: -1, region: 0 });
    assert_eq!(g.dogs[0], Dog::Lost);
}

/// MISTS-GRAVE-2: with no guard standing, one from a supply is buried (the
/// team's choice); with no guard at all, nothing is.
#[test]
fn mists_grave_2_a_guard_from_supply_when_none_stands() {
    let mut g = game_with(Options::at_level(2, 2), &["46", "38", "38", "17"]);
    tile(&mut g, 0, -1, 2);
    tile(&mut g, 1, -1, 3);
    tile(&mut g, -1, -1, 0);
    place(&mut g, 0, -2, 1);
    let LegalMoves::BuryGuard { guards, supply, .. } = g.legal_moves() else { panic!("a burial") };
    assert_eq!((guards, supply.len()), (vec![], 4));
    let refused = g.decide(Seat(1), &Command::BuryFromSupply { colour: Colour::Pink }).unwrap_err();
    assert_eq!((refused.code(), refused.rule()), ("colour_not_in_play", "MISTS-SETUP-2"));
    play(&mut g, Command::BuryFromSupply { colour: Colour::Blue });
    assert_eq!(g.colour(Colour::Blue).map(|c| c.supply), Some(2));
}

/// The dog example: 3 ghosts north of the start, 2 more beside them under
/// a green guard's city, a red guard's road about to close. `prepare` sets
/// the scores the dog then needs.
fn dog_game(level: u8, prepare: impl FnOnce(&mut GameState)) -> GameState {
    let mut g = solo(level, &["14a", "12", "17", "40", "03", "04"]);
    tile(&mut g, 0, -1, 2);
    place(&mut g, -1, -1, 0);
    guard(&mut g, 0, Colour::Green);
    place(&mut g, -1, 0, 1);
    guard(&mut g, 0, Colour::Red);
    assert_eq!((ghosts_at(&g, 0, -1), ghosts_at(&g, -1, -1)), ((3, 0), (2, 0)));
    prepare(&mut g);
    tile(&mut g, -2, 0, 0);
    play(&mut g, Command::ScorePoints { feature: None });
    g
}

/// MISTS-DOG-1, MISTS-DOG-4, MISTS-AMB-9, MISTS-EDGE-5, MISTS-SETUP-4,
/// MISTS-TILE-5 and the rule book's dog example: the score reaches dog 1's
/// 15 after the scorings of the turn; the rest of pile 1 goes onto pile 2;
/// the dog lies beside the only standing guard and removes 2 ghosts from
/// that tile and 3 from another around it. When the guard's city is scored
/// the dog scores the ghosts then in play and leaves.
#[test]
fn mists_dog_1_the_dog_removes_two_and_three_ghosts() {
    let mut g = dog_game(3, |g| g.team_score = 14); // as if 14 points were scored before
    assert_eq!((score(&g), g.pile), (17, 1), "dog 1 came: pile 2 is active");
    assert_eq!(g.dogs[0], Dog::With(g.guards[0].segment), "beside the only standing guard, the green one");
    let LegalMoves::RemoveGhosts { dog, around, targets } = g.legal_moves() else { panic!("the dog removes ghosts") };
    assert_eq!((dog, around, targets.len()), (1, Pos::new(-1, -1), 2));
    let far =
        g.decide(Seat(0), &Command::RemoveGhosts { x: 1, y: 1, fog: 1, graveyard: 0, feature: None }).unwrap_err();
    assert_eq!((far.code(), far.rule()), ("out_of_dog_range", "MISTS-DOG-1"));
    let greedy =
        g.decide(Seat(0), &Command::RemoveGhosts { x: -1, y: -1, fog: 3, graveyard: 0, feature: None }).unwrap_err();
    assert_eq!((greedy.code(), greedy.rule()), ("not_enough_ghosts", "MISTS-DOG-1"), "the dog's rule, not pacify's");
    play(&mut g, Command::RemoveGhosts { x: -1, y: -1, fog: 2, graveyard: 0, feature: None });
    let again =
        g.decide(Seat(0), &Command::RemoveGhosts { x: -1, y: -1, fog: 1, graveyard: 0, feature: None }).unwrap_err();
    assert_eq!(again.code(), "tile_already_cleared");
    play(&mut g, Command::RemoveGhosts { x: 0, y: -1, fog: 3, graveyard: 0, feature: None });
    assert_eq!((ghosts_at(&g, -1, -1), ghosts_at(&g, 0, -1), g.ghosts_in_play()), ((0, 0), (0, 0), 3));
    let piles = g.view().piles.sizes;
    assert_eq!((g.view().step, piles), (Step::PlaceTile, vec![0, 1, 0]), "the next tile is drawn from pile 2");
    tile(&mut g, -1, -2, 2);
    tile(&mut g, -2, -1, 1);
    assert_eq!(g.ghosts_in_play(), 6, "the start's 3, then 1 and 2 more");
    let LegalMoves::Score { feature, .. } = g.legal_moves() else { panic!("the green city is scored") };
    assert_eq!((feature.kind, feature.value), (Kind::City, 6));
    play(&mut g, Command::ScorePoints { feature: None });
    assert_eq!((score(&g), g.dogs[0]), (17 + 6 + 6, Dog::Scored), "the city's 6, then the dog's 6 ghosts");
    let dog = g.view().scorings.pop().unwrap();
    assert_eq!((dog.kind, dog.head.points, dog.colours), (ScoringKind::Dog, 6, vec![Colour::Green]));
}

/// MISTS-DOG-2, MISTS-AMB-7: with no guard standing the dog is lost; the
/// pile changes all the same. MISTS-DOG-3: both thresholds at once bring
/// dog 1, then dog 2, and pile 3.
#[test]
fn mists_dog_2_no_standing_guard_loses_the_dog() {
    let mut g = three_tile_road(3, Some(Colour::Red));
    g.team_score = 14;
    no_guard(&mut g);
    play(&mut g, Command::ScorePoints { feature: None });
    let view = g.view();
    assert_eq!((view.dogs[0].state, view.dogs[1].state, view.piles.active), (DogState::Lost, DogState::Waiting, 2));
    let mut g = three_tile_road(3, Some(Colour::Red));
    g.team_score = 49;
    no_guard(&mut g);
    play(&mut g, Command::ScorePoints { feature: None });
    let view = g.view();
    assert_eq!((view.dogs[0].state, view.dogs[1].state, view.piles.active), (DogState::Lost, DogState::Lost, 3));
}

/// MISTS-TERM-9, MISTS-SCORE-4, MISTS-EDGE-8, MISTS-AMB-10, MISTS-SETUP-5:
/// at level 6 each colour keeps its own score; dog 1 (10) comes when the
/// slowest colour reaches it, and its points go to its guard's colour.
#[test]
fn mists_edge_8_level_6_waits_for_the_slowest_colour() {
    let g = dog_game(6, |g| {
        for colour in &mut g.colours {
            colour.score = if colour.colour == Colour::Red { 6 } else { 10 };
        }
    });
    assert_eq!(g.pile, 0, "red has 9: dog 1 still waits");
    let mut g = dog_game(6, |g| {
        for colour in &mut g.colours {
            colour.score = if colour.colour == Colour::Red { 7 } else { 10 };
        }
    });
    assert_eq!((g.pile, g.view().team_score), (1, 0), "red reached 10: dog 1 comes; no team score at level 6");
    play(&mut g, Command::EndRemovals);
    tile(&mut g, -1, -2, 2);
    tile(&mut g, -2, -1, 1);
    play(&mut g, Command::ScorePoints { feature: None });
    let scores: Vec<(Colour, u32)> = g.view().colours.iter().map(|c| (c.colour, c.score)).collect();
    let ghosts = g.ghosts_in_play();
    assert_eq!(scores, [(Colour::Red, 10), (Colour::Green, 10 + 6 + ghosts), (Colour::Blue, 10), (Colour::Yellow, 10)]);
    let markers = game_with(Options::at_level(3, 6), &["17"]);
    assert!(markers.view().colours.iter().all(|c| c.supply == 4), "3-5 players: one guard is the score marker");
}

/// MISTS-END-1, MISTS-TURN-2: the score reaching the goal wins at once;
/// nothing can be played after.
#[test]
fn mists_end_1_reaching_the_goal_wins() {
    let mut g = three_tile_road(1, Some(Colour::Red));
    g.team_score = 47;
    no_guard(&mut g);
    play(&mut g, Command::ScorePoints { feature: None });
    assert_eq!(g.status(), Status::Over(Outcome::Victory { rule: "MISTS-END-1" }));
    let view = g.view();
    assert_eq!(
        (view.step, view.head.outcome, view.head.deciders),
        (Step::Finished, Some(Outcome::Victory { rule: "MISTS-END-1" }), vec![])
    );
    assert!(matches!(g.legal_moves(), LegalMoves::Finished) && g.legal_commands().is_empty());
    let over = g.decide(Seat(0), &Command::SkipGuard).unwrap_err();
    assert_eq!((over.rule(), over), ("MISTS-TURN-2", RuleError::Common(CommonError::GameOver)));
}

/// A solo game whose last tile, a village, closes two roads at once: a
/// red guard's and a yellow guard's, 3 points short of victory.
fn two_roads_closed() -> GameState {
    let mut g = solo(1, &["17", "38", "40", "55"]);
    place(&mut g, -1, 0, 1);
    guard(&mut g, 0, Colour::Red);
    tile(&mut g, -1, 1, 0);
    place(&mut g, -2, 1, 3);
    guard(&mut g, 0, Colour::Yellow);
    g.team_score = 47;
    tile(&mut g, -2, 0, 0);
    g
}

/// MISTS-AMB-21: victory in the middle of the scorings stops the turn: the
/// second road the village closed is not scored and its guard stays.
#[test]
fn mists_amb_21_victory_stops_the_other_scorings() {
    let mut g = two_roads_closed();
    let LegalMoves::Score { feature, waiting, .. } = g.legal_moves() else { panic!("two roads to score") };
    assert_eq!((feature.colours, waiting), (vec![Colour::Red], 1));
    play(&mut g, Command::ScorePoints { feature: None });
    assert_eq!((g.status().is_over(), score(&g)), (true, 50));
    assert!(stands(&g, -2, 1, 0, Colour::Yellow), "the yellow road was not resolved");
    assert_eq!(g.view().waiting.len(), 1);
}

/// MISTS-AMB-22: when one tile closes several occupied features, the team
/// chooses the order. Every closed feature waiting is a choice and each
/// command names it by id; one that names none takes the first (the new
/// tile's roads and cities by region, then castles); the log records the
/// feature resolved, and an old log that names none replays as the first.
/// Here the order decides the final score (50 or 52) and whether the yellow
/// guard stays (MISTS-AMB-21).
#[test]
fn mists_amb_22_the_team_chooses_which_closed_feature_goes_first() {
    let g = two_roads_closed();
    let LegalMoves::Score { feature, choices, .. } = g.legal_moves() else { panic!("two roads to score") };
    let colours: Vec<Vec<Colour>> = choices.iter().map(|choice| choice.colours.clone()).collect();
    assert_eq!((&choices[0], colours), (&feature, vec![vec![Colour::Red], vec![Colour::Yellow]]));
    let (red, yellow) = (choices[0].feature, choices[1].feature);
    let commands = g.legal_commands();
    for named in [red, yellow] {
        assert!(commands.contains(&Command::ScorePoints { feature: Some(named) }), "{named} is a choice");
    }
    assert!(!commands.contains(&Command::ScorePoints { feature: None }), "each choice once, by name");
    let unknown = g.decide(Seat(0), &Command::ScorePoints { feature: Some(9999) }).unwrap_err();
    assert_eq!((unknown.code(), unknown.rule()), ("feature_not_waiting", "MISTS-AMB-22"));
    let open = g.view().features.iter().find(|f| !f.head.complete).map(|f| f.head.id).expect("an open feature");
    let open = g.decide(Seat(0), &Command::ScorePoints { feature: Some(open) }).unwrap_err();
    assert_eq!((open.code(), open.rule()), ("feature_not_waiting", "MISTS-SCORE-1"), "only closed features score");

    let mut yellow_first = two_roads_closed();
    let events = play(&mut yellow_first, Command::ScorePoints { feature: Some(yellow) });
    assert_eq!(events[0], Event::PointsScored { feature: Some(yellow) });
    assert_eq!((yellow_first.status().is_over(), score(&yellow_first)), (false, 47 + choices[1].points));
    let LegalMoves::Score { choices: left, .. } = yellow_first.legal_moves() else { panic!("red waits") };
    assert_eq!(left.iter().map(|choice| choice.feature).collect::<Vec<_>>(), vec![red]);
    play(&mut yellow_first, Command::ScorePoints { feature: Some(red) });
    assert_eq!((yellow_first.status().is_over(), score(&yellow_first)), (true, 52), "red first wins with 50");
    assert!(!stands(&yellow_first, -2, 1, 0, Colour::Yellow), "both guards went home");

    let mut default = two_roads_closed();
    let events = play(&mut default, Command::ScorePoints { feature: None });
    assert_eq!(events[0], Event::PointsScored { feature: Some(red) }, "the first, recorded by name");
    let mut old_log = two_roads_closed();
    let unnamed: Event = serde_json::from_str(r#"{"type": "points_scored"}"#).unwrap();
    old_log.apply(&[unnamed]).unwrap();
    assert_eq!(old_log, default, "an event that names no feature replays as the first");
}

/// MISTS-GHOST-4, MISTS-END-2: at level 6 the bank holds 9 after the
/// start; three tiles of 3 ghosts empty it (not yet a loss); the next ghost
/// to place loses.
#[test]
fn mists_ghost_4_no_ghost_left_to_place_loses() {
    let mut g = solo(6, &["12", "14a", "23a", "14b"]);
    tile(&mut g, 0, -1, 2);
    tile(&mut g, 2, 0, 3);
    tile(&mut g, -1, 0, 0);
    assert_eq!((g.bank, g.status().is_over()), (0, false), "an empty bank is not yet a loss");
    place(&mut g, 0, -2, 0);
    assert_eq!(g.status(), Status::Over(Outcome::Defeat { rule: "MISTS-GHOST-4" }));
    assert_eq!((g.bank, g.ghosts_in_play()), (0, 12), "no partial placement");
}

/// MISTS-END-2, MISTS-AMB-18: a tile to draw from an empty active pile
/// loses: for the next turn, or for the face-down tile of a cursed
/// graveyard.
#[test]
fn mists_end_2_an_empty_pile_loses() {
    let mut g = solo(1, &["17"]);
    tile(&mut g, -1, 0, 1);
    assert_eq!(g.status(), Status::Over(Outcome::Defeat { rule: "MISTS-END-2" }));
    let mut g = solo(5, &["50"]);
    tile(&mut g, 0, -1, 2);
    assert_eq!(g.status(), Status::Over(Outcome::Defeat { rule: "MISTS-END-2" }), "no tile to turn face down");
}

/// A level-2 solo board where roads leave the start nowhere: castles and
/// graveyards end all four of its roads.
fn roads_closed_off() -> GameState {
    let mut g = solo(2, &["42", "43", "47", "49", "55", "19"]);
    tile(&mut g, 1, -1, 0);
    tile(&mut g, -1, 0, 0);
    tile(&mut g, 0, 2, 2);
    tile(&mut g, 2, 1, 0);
    g
}

/// MISTS-TILE-4, MISTS-AMB-6: a drawn tile that fits nowhere (four roads
/// where no road leads) leaves the game and the next one is drawn; it is
/// not a defeat.
#[test]
fn mists_tile_4_an_unplaceable_tile_is_replaced() {
    let g = roads_closed_off();
    assert_eq!(g.view().head.discarded, ["mists/55"]);
    assert_eq!((g.view().head.current_tile, g.status().is_over()), (Some("mists/19"), false));
}

/// MISTS-GHOST-2, MISTS-AMB-2: at levels 2-4, when ghosts emerge in fog
/// one more goes on an open graveyard, the team's choice among several (a
/// graveyard placed this turn counts).
#[test]
fn mists_ghost_2_the_team_chooses_the_graveyard_ghost() {
    let mut g = roads_closed_off();
    assert_eq!(ghosts_at(&g, 0, 2), (3, 1), "the new graveyard took the extra ghost itself");
    place(&mut g, -1, 1, 0);
    let LegalMoves::HauntGraveyard { graveyards } = g.legal_moves() else { panic!("a graveyard to choose") };
    assert_eq!(graveyards, [Pos::new(0, 2), Pos::new(2, 1)]);
    let closed = g.decide(Seat(0), &Command::HauntGraveyard { x: 0, y: 0 }).unwrap_err();
    assert_eq!((closed.code(), closed.rule()), ("not_open_graveyard", "MISTS-GHOST-2"));
    play(&mut g, Command::HauntGraveyard { x: 2, y: 1 });
    assert_eq!((ghosts_at(&g, -1, 1), ghosts_at(&g, 2, 1)), ((1, 0), (0, 1)));
    assert_eq!(g.view().step, Step::PlaceGuard);
}

/// MISTS-AMB-20: a removal names how many ghosts come from the tile's fog
/// and how many from its graveyard.
#[test]
fn mists_amb_20_removals_name_fog_and_graveyard_ghosts() {
    let g = roads_closed_off();
    let at = Pos::new(0, 2);
    let (pacify, dog) = ("MISTS-SCORE-2", "MISTS-DOG-1");
    assert!(g.check_removal(at, 2, 1, pacify).is_ok() && g.check_removal(at, 0, 1, dog).is_ok());
    let too_few = RuleError::NotEnoughGhosts { pos: at, fog: 3, graveyard: 1, rule: pacify };
    assert_eq!(g.check_removal(at, 1, 2, pacify), Err(too_few));
    assert_eq!(g.check_removal(at, 3, 1, dog), Err(RuleError::GhostCount { count: 4, rule: dog }));
}

/// Places the drawn tile at the first legal position at least two rows
/// south of the start (far from the graveyard of the cursed test), and a
/// guard of `colour` on its first free road or city if given.
fn place_south(g: &mut GameState, colour: Option<Colour>) {
    let LegalMoves::PlaceTile { placements, .. } = g.legal_moves() else { panic!("a tile to place") };
    let spot = placements
        .iter()
        .find(|p| p.pos.y >= 2 && (colour.is_none() || !p.guards.is_empty()))
        .expect("room in the south");
    place(g, spot.pos.x, spot.pos.y, spot.rotation.quarter_turns());
    match (colour, spot.guards.first()) {
        (Some(colour), Some(option)) => guard(g, option.region, colour),
        _ => no_guard(g),
    }
}

/// MISTS-GHOST-3, MISTS-CURSE-1, MISTS-CURSE-2, MISTS-CURSE-3,
/// MISTS-CURSE-4, MISTS-AMB-3, MISTS-AMB-14, MISTS-AMB-15, MISTS-EDGE-6,
/// MISTS-TILE-3, MISTS-TILE-1: a cursed graveyard brings a ghost to every foggy tile around
/// it; each turn ends with a face-down tile beside it (the team's choice of
/// cell); a face-down tile curses the road and the fog it touches; a
/// face-up tile needs a face-up neighbour; the face-down tile that fills
/// the 8th cell closes the graveyard and buries the guard placed this turn.
#[test]
fn mists_curse_1_face_down_tiles_around_a_cursed_graveyard() {
    let order = ["50", "12", "17", "13", "38", "14a", "38", "14b", "55", "23a", "40", "32"];
    let mut g = solo(5, &order);
    tile(&mut g, 0, -1, 2);
    assert_eq!(
        (ghosts_at(&g, 0, -1), ghosts_at(&g, 1, 0)),
        ((1, 0), (2, 0)),
        "its own fog's ghost, and one on the foggy quarter"
    );
    let LegalMoves::PlaceFaceDown { cells } = g.legal_moves() else { panic!("a face-down tile") };
    assert_eq!(cells, [Pos::new(0, -2), Pos::new(-1, -1), Pos::new(1, -1), Pos::new(-1, 0)]);
    let away = g.decide(Seat(0), &Command::PlaceFaceDown { x: 3, y: 3 }).unwrap_err();
    assert_eq!((away.code(), away.rule()), ("face_down_cell", "MISTS-CURSE-1"));
    play(&mut g, Command::PlaceFaceDown { x: 1, y: -1 });
    let view = g.view();
    assert_eq!((view.face_down.clone(), view.head.current_tile), (vec![Pos::new(1, -1)], Some("mists/17")));
    let quarter_fog = view.fog.iter().find(|bank| bank.tiles.contains(&Pos::new(1, 0))).unwrap();
    assert_eq!(quarter_fog.state, FogState::Lost, "MISTS-AMB-15: fog beside a face-down tile never closes");
    let road = view.features.iter().find(|f| f.kind == Kind::Road && f.head.tiles == [Pos::new(1, 0)]).unwrap();
    assert!(road.cursed && !road.head.complete, "MISTS-CURSE-2: the quarter's road is cursed");
    assert!(view.head.remaining.iter().any(|t| t.tile == "mists/12"), "the face-down tile still counts as unseen");
    place_south(&mut g, None);
    play(&mut g, Command::PlaceFaceDown { x: 1, y: -2 });
    let lonely = g.decide(Seat(0), &Command::PlaceTile { x: 2, y: -2, rotation: 0 }).unwrap_err();
    assert_eq!(
        (lonely.code(), lonely.rule()),
        ("not_adjacent", "MISTS-TILE-1"),
        "MISTS-TILE-3: face-down neighbours only"
    );
    for cell in [Pos::new(0, -2), Pos::new(-1, -1), Pos::new(-1, -2)] {
        place_south(&mut g, None);
        play(&mut g, Command::PlaceFaceDown { x: cell.x, y: cell.y });
    }
    assert!(!g.view().graveyards[0].closed);
    place_south(&mut g, Some(Colour::Red));
    let view = g.view();
    assert_eq!(view.face_down.len(), 6, "the last cell was the only one: no choice to ask for");
    assert!(view.graveyards[0].closed, "MISTS-GRAVE-1: 8 tiles around, face up or down");
    assert_eq!(view.buried.first().map(|b| b.colour), Some(Colour::Red), "the guard placed this turn is buried");
    assert_eq!(view.graveyards[0].ghosts, 0, "no ghost ever goes on a cursed graveyard");
}

/// MISTS-PLACE-1, MISTS-PLACE-2, MISTS-PLACE-3, MISTS-SETUP-2,
/// MISTS-TERM-8, MISTS-COMP-2: a guard of one of your colours with one in
/// supply, on a road, city or castle of the tile just placed, never on fog
/// or a field, never into an occupied feature.
#[test]
fn mists_place_2_where_a_guard_may_stand() {
    let mut g = game_with(Options::at_level(2, 1), &["18", "40"]);
    place(&mut g, -1, 0, 1);
    let refuse = |g: &GameState, region: u8, colour: Colour| {
        g.decide(g.head.seats.current(), &Command::PlaceGuard { region, colour }).unwrap_err()
    };
    let foreign = refuse(&g, 0, Colour::Blue);
    assert_eq!((foreign.code(), foreign.rule()), ("not_your_colour", "MISTS-PLACE-1"), "the active player's supply");
    assert_eq!(refuse(&g, 3, Colour::Red).to_string(), "a guard cannot be placed on a fog");
    assert_eq!(refuse(&g, 1, Colour::Red).rule(), "MISTS-PLACE-2");
    assert_eq!(refuse(&g, 9, Colour::Red).code(), "no_such_region");
    guard(&mut g, 0, Colour::Red);
    place(&mut g, -2, 0, 0);
    let occupied = refuse(&g, 0, Colour::Blue);
    assert_eq!((occupied.code(), occupied.rule()), ("feature_occupied", "MISTS-PLACE-3"));
    guard(&mut g, 1, Colour::Yellow);
    let colours: Vec<(Colour, u8, u8)> = g.view().colours.iter().map(|c| (c.colour, c.seat, c.supply)).collect();
    assert_eq!(colours, [(Colour::Red, 0, 2), (Colour::Green, 0, 3), (Colour::Blue, 1, 3), (Colour::Yellow, 1, 2)]);

    let mut g = solo(1, &["20", "22", "38", "38", "55"]);
    for _ in 0..3 {
        place_south(&mut g, Some(Colour::Red));
        if g.head.phase == Phase::Scoring {
            play(&mut g, Command::ScorePoints { feature: None });
        }
    }
    let LegalMoves::PlaceTile { placements, .. } = g.legal_moves() else { panic!() };
    let spot = placements.iter().find(|p| !p.guards.is_empty()).unwrap();
    place(&mut g, spot.pos.x, spot.pos.y, spot.rotation.quarter_turns());
    assert_eq!(g.colour(Colour::Red).map(|c| c.supply), Some(0), "three red guards stand");
    let none = refuse(&g, spot.guards[0].region, Colour::Red);
    assert_eq!((none.code(), none.rule()), ("no_guard_left", "MISTS-PLACE-1"));
}

/// MISTS-TURN-1 and the spec's decision points: the active player takes the
/// team's choices; with `team_decisions` any seated player may, and the
/// first valid command wins. Tile and guard stay the active player's.
#[test]
fn mists_turn_1_team_choices_by_any_seated_player() {
    let team = Options { team_decisions: true, ..Options::at_level(2, 1) };
    let mut g = game_with(team, &["17", "38", "40", "38"]);
    let not_yours = g.decide(Seat(1), &Command::PlaceTile { x: -1, y: 0, rotation: 1 }).unwrap_err();
    assert_eq!((not_yours.code(), not_yours.rule()), ("not_your_turn", "MISTS-TURN-1"));
    place(&mut g, -1, 0, 1);
    assert_eq!(g.status(), Status::ToMove(Seat(0)), "the guard step is the active player's");
    guard(&mut g, 0, Colour::Red);
    tile(&mut g, -1, 1, 0);
    place(&mut g, -2, 1, 3);
    guard(&mut g, 0, Colour::Green);
    place(&mut g, -2, 0, 3);
    assert_eq!(g.status(), Status::TeamToMove { active: Seat(1), seats: vec![Seat(0), Seat(1)] });
    assert_eq!(g.view().head.deciders, [0, 1]);
    g.play(Seat(0), &Command::ScorePoints { feature: None }).unwrap();
    assert_eq!(score(&g), 8);

    let g = joined_road(2, 1, [Colour::Red, Colour::Green]);
    let active_only = g.decide(Seat(0), &Command::ScorePoints { feature: None }).unwrap_err();
    assert_eq!(active_only.code(), "not_your_turn", "without the option only the active player decides");
}

/// Resignation (a service rule): a player who leaves is skipped and his
/// guards stay; the next player takes the turn over where it stands; with
/// nobody left the team has lost (MISTS-COMP-4: a game needs a player).
#[test]
fn resignation_hands_the_turn_on_and_the_last_one_loses() {
    let mut g = game_with(Options::at_level(2, 1), &["17", "40", "38"]);
    place(&mut g, -1, 0, 1);
    guard(&mut g, 0, Colour::Red);
    g.resign(Seat(1)).unwrap();
    assert_eq!(g.head.seats.current(), Seat(1).next(2), "seat 1 left: the tile passed to seat 0");
    let LegalMoves::PlaceTile { tile, .. } = g.legal_moves() else { panic!() };
    assert_eq!(tile.id(), "mists/40");
    g.resign(Seat(0)).unwrap();
    assert_eq!(g.status(), Status::Over(Outcome::Defeat { rule: "MISTS-COMP-4" }));
    assert!(stands(&g, -1, 0, 0, Colour::Red), "the guards stay where they stood");
}

/// MISTS-COMP-3, MISTS-AMB-12, MISTS-AMB-13, MISTS-AMB-19: every level's
/// parameters come from the one table, shown in the view; the piles are
/// sizes only.
#[test]
fn mists_amb_13_levels_come_from_the_table() {
    for level in LEVELS {
        let g = GameState::new_game(
            Options::at_level(2, level.level),
            TileOrder::Seeded { seed: crate::rng::Seed::from_u64(1) },
        )
        .unwrap()
        .0;
        let view = g.view();
        assert_eq!(view.level, level);
        assert_eq!(u32::from(view.ghosts.bank) + view.ghosts.in_play + u32::from(view.ghosts.in_box), 15);
        let expected = if level.piles == 3 { vec![19, 20, 20] } else { vec![usize::from(level.tiles) - 1] };
        assert_eq!(view.piles.sizes, expected, "one tile is drawn");
        assert_eq!(view.dogs.len(), if level.dogs.is_some() { 2 } else { 0 });
    }
}

/// Every rule id of the specification is cited by a test of this rule set.
#[test]
fn every_mists_rule_is_cited_by_a_test() {
    let tests = [
        include_str!("tests.rs"),
        include_str!("properties.rs"),
        include_str!("tiles.rs"),
        include_str!("levels.rs"),
        include_str!("colours.rs"),
    ]
    .concat();
    let missing = crate::properties::uncited(include_str!("../../../../docs/rules/mists.md"), "MISTS-", &tests);
    assert!(missing.is_empty(), "rules without a test: {missing:?}");
}
