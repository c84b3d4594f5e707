//! Rule scenarios of `docs/rules/hunters-gatherers.md` and the rule book
//! (`../shared/seeds/002_*`), each built from fixed tile orders.

use super::records::ScoringKind;
use super::scoring::hunt;
use super::state::Phase;
use super::tiles::tables;
use super::*;
use crate::geometry::{Pos, RegionRef};
use crate::order::TileOrder;
use crate::prelude::*;
use crate::ruleset::Refusal;
use crate::scenario::{play, scores};
use crate::seat::Seat;
use crate::setup::SetupError;

/// A 2-player game whose regular and menhir supplies are `tiles` and `bonus`.
fn game(tiles: &[&str], bonus: &[&str]) -> GameState {
    let ids = |list: &[&str]| list.iter().map(|id| id.to_string()).collect();
    GameState::new_game(
        Options::for_players(2),
        TileOrder::Fixed { tiles: ids(tiles), bonus: ids(bonus), any_mix: true, piles: vec![] },
    )
    .unwrap()
    .0
}

fn place(g: &mut GameState, x: i32, y: i32, rotation: u8) {
    play(g, Command::PlaceTile { x, y, rotation });
}

fn piece(g: &mut GameState, region: u8, figure: Figure) {
    play(g, Command::PlaceFigure { region, figure });
}

fn skip(g: &mut GameState) {
    if matches!(g.head.phase, Phase::PlacingFigure { .. }) {
        play(g, Command::SkipFigure);
    }
}

/// HG-SETUP-1/2, HG-COMP-2, HG-COMP-3, HG-COMP-4, HG-SETUP-3, HG-AMB-13: the start tile at
/// the origin, 5 figures and 3 huts each (cover tokens are the engine's
/// `covered` list), 2 to 5 players, a configurable first seat, the first
/// regular tile drawn.
#[test]
fn hg_setup_start_tile_and_supplies() {
    let g = game(&["hg/meadow-deer"], &["hg/bonus-fire"]);
    assert_eq!(Tile(g.head.table.board.tiles()[0].tile).id(), "hg/start");
    assert!(g.supplies.iter().all(|supply| *supply == [FIGURES, HUTS]));
    assert!(g.head.seats.scores().iter().all(|score| *score == 0));
    assert_eq!((g.regular.remaining(), g.bonus.remaining()), (0, 1));
    assert_eq!(g.head.phase, Phase::PlacingTile { tile: Tile::from_id("hg/meadow-deer").unwrap() });
    let seed = crate::rng::Seed::from_u64(1);
    let (seeded, _) = GameState::new_game(Options::for_players(3), TileOrder::Seeded { seed }).unwrap();
    assert_eq!((seeded.regular.remaining(), seeded.bonus.remaining()), (77, 16), "HG-COMP-1: 78 regular, 16 menhir");
    let wrong = TileOrder::Fixed { tiles: vec!["hg/bonus-fire".into()], bonus: vec![], any_mix: false, piles: vec![] };
    assert_eq!(
        GameState::new_game(Options::for_players(2), wrong).unwrap_err(),
        SetupError::TileOrder,
        "piles stay apart"
    );
    let order = || TileOrder::Seeded { seed };
    assert_eq!(GameState::new_game(Options::for_players(6), order()).unwrap_err(), SetupError::PlayerCount(6));
    assert_eq!(GameState::new_game(Options::for_players(1), order()).unwrap_err(), SetupError::PlayerCount(1));
    let (second, _) = GameState::new_game(Options { players: 3, start_player: 2 }, order()).unwrap();
    assert_eq!(second.current(), Seat(2));
}

/// HG-TILE-1, HG-TILE-2: a tile shares a side with the board and continues
/// every touching side; a refused placement changes nothing.
#[test]
fn hg_tile_placements_must_touch_and_match() {
    let mut g = game(&["hg/meadow-deer", "hg/meadow-mammoth"], &[]);
    let before = g.clone();
    let far = g.decide(Seat(0), &Command::PlaceTile { x: 2, y: 2, rotation: 0 }).unwrap_err();
    assert_eq!((far.code(), far.rule()), ("not_adjacent", "HG-TILE-1"));
    let forest = g.decide(Seat(0), &Command::PlaceTile { x: 1, y: 0, rotation: 0 }).unwrap_err();
    assert_eq!((forest.code(), forest.rule()), ("edge_mismatch", "HG-TILE-2"));
    assert_eq!(g, before);
    place(&mut g, 0, -1, 0);
}

/// The river west of the start tile's lake: a straight piece without fish
/// at (-1, 0) and a lake with 1 fish at (-2, 0).
const RIVER_5: [&str; 2] = ["hg/straight-forest", "hg/lake1r-fish1-menhir"];

/// HG-SCORE-RIVER-1, HG-PLACE-FISH-1, HG-SCORE-RET-1, HG-TURN-2 (the rule
/// book's 5-point river): 3 tiles + the fish of the lakes at both ends;
/// the fisherman returns, whoever closed the river.
#[test]
fn hg_score_river_1_closed_river_scores_tiles_and_lake_fish() {
    let mut g = game(&RIVER_5, &[]);
    place(&mut g, -1, 0, 0);
    piece(&mut g, 1, Figure::Follower); // seat 0: fisherman
    place(&mut g, -2, 0, 0); // seat 1 closes it at a lake
    skip(&mut g);
    let river = g
        .head
        .scorings
        .iter()
        .find(|s| s.kind == ScoringKind::River)
        .unwrap_or_else(|| panic!("{:?}", g.view().features));
    assert_eq!((river.value.tiles, river.value.fish, river.value.points), (3, 2, 5));
    assert_eq!(river.scorers, vec![Seat(0)]);
    assert_eq!(g.supplies[0][0], FIGURES, "the fisherman came back");
}

/// HG-PLACE-FISH-1, HG-PLACE-HUT-1, HG-EDGE-7, HG-PLACE-2, HG-PLACE-1,
/// HG-TERM-3: a river holds one
/// fisherman, a system one hut; huts and fishermen ignore each other;
/// figures never go on a lake.
#[test]
fn hg_place_fishermen_and_huts_do_not_block_each_other() {
    let mut g = game(
        &["hg/straight-fish1-forest-deer", "hg/straight-fish1-2forests", "hg/meadow-deer", "hg/meadow-mammoth"],
        &[],
    );
    place(&mut g, -1, 0, 0);
    piece(&mut g, 1, Figure::Follower); // seat 0: fisherman on the start river
    place(&mut g, -2, 0, 1);
    let fisher = g.decide(Seat(1), &Command::PlaceFigure { region: 1, figure: Figure::Follower }).unwrap_err();
    assert_eq!((fisher.code(), fisher.rule()), ("feature_occupied", "HG-PLACE-FISH-1"));
    let nowhere = g.decide(Seat(1), &Command::PlaceFigure { region: 9, figure: Figure::Hut }).unwrap_err();
    assert_eq!(nowhere.rule(), "HG-PLACE-1");
    piece(&mut g, 1, Figure::Hut); // seat 1: a hut on the same river
    place(&mut g, 0, -1, 0);
    skip(&mut g);
    assert_eq!(g.figures.len(), 2);
    // HG-TERM-3: a figure's role is where it stands.
    let roles: Vec<_> = g.view().figures.iter().map(|f| serde_json::to_value(f.role).unwrap()).collect();
    assert_eq!(roles, vec!["fisherman", "hut"]);
    let start = g.head.table.board.get(Pos::new(0, 0)).unwrap().segment(4);
    assert!(g.system_has_hut(g.head.table.features.feature_of(start)), "the lake belongs to the hut's system");
}

/// HG-EDGE-1, HG-PLACE-4, HG-SCORE-MAJ-1, HG-WIN-1 (the rule book's 9 points for two
/// fishermen): separately occupied rivers joined by the closing tile; both
/// fishermen score 4 tiles + 5 fish.
#[test]
fn hg_edge_1_two_fishermen_on_a_joined_river_both_score_9() {
    let tiles = [
        "hg/straight-fish1-forest-deer",
        "hg/meadow-deer",
        "hg/forest-3meadows-deer",
        "hg/forest-aurochs",
        "hg/meadow-mammoth",
        "hg/lake1r-fish2-2forests",
        "hg/straight-fish1-2forests",
    ];
    let mut g = game(&tiles, &[]);
    place(&mut g, -1, 0, 0);
    piece(&mut g, 1, Figure::Follower); // seat 0: fisherman on the start river
    place(&mut g, -1, -1, 0);
    skip(&mut g);
    place(&mut g, -2, -1, 3);
    skip(&mut g);
    place(&mut g, -3, -1, 0);
    skip(&mut g);
    place(&mut g, 0, -1, 0);
    skip(&mut g);
    place(&mut g, -3, 0, 1); // seat 1: a lake with 2 fish, its river open to the east
    piece(&mut g, 1, Figure::Follower);
    place(&mut g, -2, 0, 1); // seat 0 joins and closes the river
    skip(&mut g);
    let river = g.head.scorings.iter().find(|s| s.kind == ScoringKind::River).unwrap();
    assert_eq!((river.value.tiles, river.value.fish, river.value.points), (4, 5, 9));
    assert_eq!(river.scorers, vec![Seat(0), Seat(1)]);
    assert_eq!(scores(&g), vec![9, 9]);
    // HG-WIN-1, HG-AMB-13: tied players share the victory.
    assert_eq!(g.head.phase, Phase::Finished);
    assert_eq!(g.head.seats.leaders(), vec![Seat(0), Seat(1)]);
}

/// HG-SCORE-FOREST-1, HG-MENHIR-1, HG-MENHIR-4, HG-TURN-1, HG-PLACE-GATH-1,
/// HG-TERM-4 (the rule book's
/// 8-point forest): four tiles around the start tile's forest close it for
/// 2 per tile; its menhir gives the closing player a menhir tile at once.
#[test]
fn hg_score_forest_1_four_tile_forest_scores_8_and_gives_a_menhir_turn() {
    let mut g =
        game(&["hg/menhir-2sides", "hg/menhir-2sides", "hg/menhir-2sides", "hg/meadow-deer"], &["hg/bonus-fire"]);
    place(&mut g, 1, 0, 3);
    piece(&mut g, 0, Figure::Follower); // seat 0: gatherer
    place(&mut g, 0, 1, 1);
    let gatherer = g.decide(Seat(1), &Command::PlaceFigure { region: 0, figure: Figure::Follower }).unwrap_err();
    assert_eq!((gatherer.code(), gatherer.rule()), ("feature_occupied", "HG-PLACE-GATH-1"));
    skip(&mut g);
    assert_eq!(g.current(), Seat(0));
    place(&mut g, 1, 1, 0); // seat 0 closes the forest
    skip(&mut g);
    let forest = g.head.scorings.iter().find(|s| s.kind == ScoringKind::Forest).unwrap();
    assert_eq!((forest.value.tiles, forest.value.points, forest.scorers.clone()), (4, 8, vec![Seat(0)]));
    let view = g.view();
    let forest = view.scorings.iter().find(|s| s.kind == ScoringKind::Forest).unwrap();
    assert_eq!((forest.pile, forest.head.tiles.len(), forest.head.turn), (Some(Pile::Regular), 4, 2));
    assert!(g.menhir_turn, "the closing player draws a menhir tile");
    assert_eq!(
        (g.current(), g.head.phase),
        (Seat(0), Phase::PlacingTile { tile: Tile::from_id("hg/bonus-fire").unwrap() })
    );
    let LegalMoves::PlaceTile { menhir, .. } = g.legal_moves() else { panic!() };
    assert!(menhir);
    place(&mut g, 0, -1, 0);
    skip(&mut g);
    assert!(!g.menhir_turn);
    assert_eq!((g.current(), g.bonus.remaining()), (Seat(1), 0), "then the next player");
}

/// HG-EDGE-2, HG-SCORE-MAJ-1, HG-END-1, HG-AMB-2 (the rule book's 10-point
/// forest won 2:1): two gatherers on separate pieces joined to another
/// player's one beat it; closing it with the last regular tile still earns
/// the menhir turn, then the game ends with menhir tiles left.
#[test]
fn hg_edge_2_forest_won_two_to_one_scores_10() {
    let tiles = [
        "hg/meadow-deer",
        "hg/meadow-mammoth",
        "hg/menhir-2sides-deer",
        "hg/menhir-2sides-tiger",
        "hg/forest-mammoth",
        "hg/forest-3meadows-deer",
        "hg/forest-deer",
        "hg/menhir-2sides",
        "hg/menhir-3sides",
        "hg/meadow-deer",
    ];
    let mut g = game(&tiles[..9], &["hg/bonus-menhir-mammoth-tiger", "hg/bonus-fire"]);
    for (x, y, rotation) in [(0, -1, 0), (0, -2, 0), (-1, -2, 0), (1, -2, 2)] {
        place(&mut g, x, y, rotation);
        skip(&mut g);
    }
    place(&mut g, -1, -3, 0);
    piece(&mut g, 1, Figure::Follower); // seat 0: gatherer west
    place(&mut g, -1, -4, 2);
    skip(&mut g);
    place(&mut g, 1, -3, 3);
    piece(&mut g, 0, Figure::Follower); // seat 0: gatherer east
    place(&mut g, 0, -4, 3);
    piece(&mut g, 0, Figure::Follower); // seat 1: gatherer north
    place(&mut g, 0, -3, 0); // seat 0 joins and closes the forest
    skip(&mut g);
    let forest = g.head.scorings.iter().find(|s| s.kind == ScoringKind::Forest).unwrap();
    assert_eq!((forest.value.tiles, forest.value.points, forest.scorers.clone()), (5, 10, vec![Seat(0)]));
    assert_eq!(g.supplies.iter().map(|supply| supply[0]).collect::<Vec<_>>(), vec![FIGURES, FIGURES]);
    assert!(g.menhir_turn && g.current() == Seat(0), "HG-AMB-2: a menhir turn after the last regular tile");
    let LegalMoves::PlaceTile { placements, .. } = g.legal_moves() else { panic!() };
    place(&mut g, placements[0].pos.x, placements[0].pos.y, placements[0].rotation.quarter_turns());
    skip(&mut g);
    assert_eq!(g.bonus.remaining(), 1, "menhir tiles may remain");
    assert_eq!(g.head.phase, Phase::Finished, "HG-END-1: the last regular tile was placed");
}

/// HG-FINAL-HUNT-1, HG-EDGE-4 (the rule book's four meadows): aurochs 2;
/// deer, mammoth and tiger 3; deer and two tigers 0; two mammoths, two
/// aurochs, two deer and a tiger 11.
#[test]
fn hg_final_hunt_1_the_four_meadows_of_the_rule_book() {
    let animals = |deer, aurochs, mammoth, tiger| Animals { deer, aurochs, mammoth, tiger };
    let none = Animals::default();
    assert_eq!(hunt(animals(0, 1, 0, 0), none, false).points, 2);
    assert_eq!(hunt(animals(1, 0, 1, 1), none, false).points, 3);
    assert_eq!(hunt(animals(1, 0, 0, 2), none, false).points, 0);
    assert_eq!(hunt(animals(2, 2, 2, 1), none, false).points, 11);
    // HG-MEN-FIRE-1: no tiger eats.
    assert_eq!(hunt(animals(1, 0, 0, 2), none, true).points, 1);
    // HG-MEN-BTRAP-1, HG-AMB-5 (the rule book's 20 points): two mammoths and
    // two aurochs doubled; the tiger eats the plain deer first.
    assert_eq!(hunt(animals(1, 0, 0, 1), animals(0, 2, 2, 0), false).points, 20);
    assert_eq!(hunt(animals(1, 0, 0, 1), animals(1, 2, 2, 0), false).points, 20 + 2, "the doubled deer survives");
}

/// The three tiles that close the start tile's forest into a ring of four
/// (8 points, a menhir): (1, 0), (0, 1), (1, 1).
const RING: [(i32, i32, u8); 3] = [(1, 0, 3), (0, 1, 1), (1, 1, 0)];

/// HG-MEN-CANOE-1, HG-AMB-10, HG-EDGE-6, HG-MEN-2, HG-PLACE-3, HG-AMB-1,
/// HG-EDGE-8 (the rule book's canoe; the menhir turn comes from closing a
/// forest nobody occupies):
/// placed, the canoe pays its player 2 per lake of its river system, 4
/// lakes here, 8 points; a fisherman on the tile then closes a river
/// between two lakes, whose fish both count.
#[test]
fn hg_men_canoe_1_canoe_scores_2_per_lake_of_its_system() {
    let tiles =
        ["hg/lake3r-fish1", "hg/lake1r-fish2-2forests", "hg/menhir-2sides", "hg/menhir-2sides", "hg/menhir-2sides"];
    let mut g = game(&[&tiles[..], &["hg/meadow-deer"]].concat(), &["hg/bonus-canoe"]);
    place(&mut g, -1, 0, 0); // a lake fed by the start tile's river and two more
    skip(&mut g);
    place(&mut g, -2, 0, 1); // a second lake on its west river
    skip(&mut g);
    for (x, y, rotation) in RING {
        place(&mut g, x, y, rotation);
        skip(&mut g);
    }
    assert_eq!((g.current(), g.menhir_turn), (Seat(0), true));
    place(&mut g, -1, -1, 2); // the canoe's lake on the first lake's north river
    let canoe = g.head.scorings.iter().find(|s| s.kind == ScoringKind::Canoe).unwrap();
    assert_eq!((canoe.value.lakes, canoe.value.points, canoe.scorers.clone()), (4, 8, vec![Seat(0)]));
    piece(&mut g, 1, Figure::Follower); // a fisherman on the river it closes
    let river = g.head.scorings.iter().find(|s| s.kind == ScoringKind::River).unwrap();
    assert_eq!((river.value.tiles, river.value.fish, river.value.points), (2, 2, 4));
    assert_eq!(scores(&g), vec![12, 0]);
}

/// HG-MEN-STRAP-1, HG-AMB-3, HG-AMB-4, HG-EDGE-5, HG-TERM-5 (the rule book's small
/// trap): the meadow around the trap holds a mammoth, two deer and a tiger:
/// the tiger eats a deer, the placing player scores 3 + 1 = 4, and those
/// animals are covered for the final scoring; a deer of the same meadow
/// outside the 3x3 area stays.
#[test]
fn hg_men_strap_1_small_trap_scores_4_and_covers_the_animals() {
    let tiles = [
        "hg/menhir-2sides",
        "hg/menhir-2sides",
        "hg/forest-deer",
        "hg/meadow-mammoth",
        "hg/meadow-deer",
        "hg/menhir-2sides-tiger",
        "hg/menhir-2sides-deer",
        "hg/menhir-2sides",
    ];
    let mut g = game(&tiles, &["hg/bonus-small-trap"]);
    for (x, y, rotation) in [(1, 0, 3), (0, 1, 1), (2, 0, 0), (2, 1, 0), (2, 2, 0), (0, 2, 3), (1, 1, 1)] {
        place(&mut g, x, y, rotation);
        skip(&mut g);
    }
    assert!(g.menhir_turn, "the ring of four closed the start tile's forest");
    place(&mut g, 1, 2, 2);
    let trap = g.head.scorings.iter().find(|s| s.kind == ScoringKind::SmallTrap).unwrap();
    assert_eq!((trap.value.points, trap.scorers.clone()), (4, vec![g.current()]));
    assert_eq!(trap.value.animals, Animals { deer: 1, aurochs: 0, mammoth: 1, tiger: 1 });
    let meadow = g.head.table.features.feature_of(g.head.table.board.get(Pos::new(1, 2)).unwrap().segment(1));
    assert_eq!(g.meadow_value(meadow).animals.deer, 1, "only the deer outside the area is left");
    // The view says which pile the trap came from and what it covered.
    let view = g.view();
    let trap = view.scorings.iter().find(|s| s.kind == ScoringKind::SmallTrap).unwrap();
    assert_eq!(trap.pile, Some(Pile::Menhir));
    let covered = Animals { deer: 2, aurochs: 0, mammoth: 1, tiger: 1 };
    let specials: Vec<_> = trap.specials.iter().map(|s| (s.special, s.x, s.y, s.covered)).collect();
    assert_eq!(specials, vec![(Special::SmallTrap, 1, 2, Some(covered))], "tigers ate one of the two deer");
    assert!(trap.head.tiles.iter().all(|p| (p.x - 1).abs() <= 1 && (p.y - 2).abs() <= 1), "{:?}", trap.head.tiles);
    assert!(!trap.head.tiles.is_empty());
}

/// HG-MEN-SHAMAN-1, HG-AMB-11: with the shaman the player first takes one
/// of his figures back (not a hut), then may place it again at once.
#[test]
fn hg_men_shaman_1_shaman_takes_a_figure_back_before_the_piece_step() {
    let mut g =
        game(&["hg/menhir-2sides", "hg/menhir-2sides", "hg/menhir-2sides", "hg/meadow-deer"], &["hg/bonus-shaman"]);
    place(&mut g, 1, 0, 3);
    piece(&mut g, 1, Figure::Follower); // seat 0: a hunter
    place(&mut g, 0, 1, 1);
    skip(&mut g);
    place(&mut g, 1, 1, 0);
    skip(&mut g);
    let LegalMoves::PlaceTile { placements, .. } = g.legal_moves() else { panic!() };
    let spot = &placements[0];
    place(&mut g, spot.pos.x, spot.pos.y, spot.rotation.quarter_turns());
    let LegalMoves::PlaceFigure { recall, .. } = g.legal_moves() else { panic!() };
    assert_eq!(recall, vec![crate::geometry::RegionRef { x: 1, y: 0, region: 1 }]);
    assert_eq!(
        g.decide(Seat(0), &Command::RecallFigure { x: 0, y: 0, region: 0 }).unwrap_err().code(),
        "not_your_figure"
    );
    g.play(Seat(0), &Command::RecallFigure { x: 1, y: 0, region: 1 }).unwrap();
    assert_eq!(g.supplies[0][0], FIGURES, "back in supply, nothing scored");
    assert_eq!(g.decide(Seat(0), &Command::RecallFigure { x: 1, y: 0, region: 1 }).unwrap_err(), RuleError::NoShaman);
    piece(&mut g, 0, Figure::Follower);
    assert_eq!(g.supplies[0][0], FIGURES - 1);
}

/// Three river systems joined by a lake at (-2, 0): the start tile's (a hut
/// of seat 0), a river from a spring at (-2, -1) (a second hut of seat 0
/// if `second_red_hut`) and a river at (-3, 0) (a hut of seat 1); then
/// lakes close it to the west. Plays to the end.
fn three_systems_joined(second_red_hut: bool, extra_lake: bool) -> GameState {
    let mut tiles = vec![
        "hg/straight-fish1-forest-deer",
        "hg/meadow-deer",
        "hg/spring-forest",
        "hg/forest-aurochs",
        "hg/meadow-mammoth",
        "hg/straight-fish1-2forests",
        "hg/lake3r-fish2",
        "hg/lake2r-fish3-forest",
    ];
    if extra_lake {
        tiles.push("hg/lake1r-fish2-2forests");
    }
    let mut g = game(&tiles, &[]);
    place(&mut g, -1, 0, 0);
    piece(&mut g, 1, Figure::Hut); // seat 0: a hut on the start tile's system
    place(&mut g, -1, -1, 0);
    skip(&mut g);
    place(&mut g, -2, -1, 0);
    if second_red_hut {
        piece(&mut g, 2, Figure::Hut); // seat 0: a hut on a river from a spring
    } else {
        skip(&mut g);
    }
    place(&mut g, -3, -1, 0);
    skip(&mut g);
    place(&mut g, 0, -1, 0);
    skip(&mut g);
    place(&mut g, -3, 0, 1);
    piece(&mut g, 1, Figure::Hut); // seat 1: a hut on a third river
    place(&mut g, -2, 0, 3); // seat 0: a lake joins all three
    let hut = g.decide(Seat(0), &Command::PlaceFigure { region: 6, figure: Figure::Hut }).unwrap_err();
    assert_eq!((hut.code(), hut.rule()), ("system_has_hut", "HG-PLACE-HUT-1"));
    skip(&mut g);
    place(&mut g, -4, 0, 0);
    skip(&mut g);
    if extra_lake {
        place(&mut g, -5, 0, 1);
        skip(&mut g);
    }
    assert_eq!(g.head.phase, Phase::Finished);
    g
}

/// HG-FINAL-HUT-1, HG-PLACE-HUT-1, HG-PLACE-HUT-2, HG-PLACE-4, HG-TERM-1
/// (the rule book's 8-point hut scoring): red with two huts beats blue with
/// one and scores every fish of the system, rivers and lakes alike: 8.
#[test]
fn hg_final_hut_1_hut_majority_scores_every_fish_of_the_system() {
    let g = three_systems_joined(true, false);
    let huts = g.head.scorings.iter().find(|s| s.kind == ScoringKind::Huts).unwrap();
    assert_eq!((huts.value.fish, huts.value.points, huts.scorers.clone()), (8, 8, vec![Seat(0)]));
    assert_eq!(scores(&g), vec![8, 0]);
}

/// HG-FINAL-HUT-1, HG-SCORE-MAJ-1 (the rule book's 10-point hut scoring):
/// one hut each on a system with 10 fish: both score 10; the system need
/// not be closed.
#[test]
fn hg_final_hut_1_tied_huts_both_score_10() {
    let g = three_systems_joined(false, true);
    let huts = g.head.scorings.iter().find(|s| s.kind == ScoringKind::Huts).unwrap();
    assert_eq!((huts.value.fish, huts.value.points, huts.scorers.clone()), (10, 10, vec![Seat(0), Seat(1)]));
}

/// HG-FINAL-1, HG-SCORE-2: a fisherman on an open river leaves at the end
/// without points; a closed river without figures scores nobody.
#[test]
fn hg_final_1_figures_on_open_rivers_score_nothing() {
    let mut g = game(&["hg/straight-forest"], &[]);
    place(&mut g, -1, 0, 0);
    piece(&mut g, 1, Figure::Follower);
    assert_eq!(g.head.phase, Phase::Finished);
    assert!(g.head.scorings.is_empty());
    assert_eq!(g.supplies[0][0], FIGURES);
    let mut g = game(&RIVER_5, &[]);
    place(&mut g, -1, 0, 0);
    skip(&mut g);
    place(&mut g, -2, 0, 0);
    skip(&mut g);
    assert!(g.head.scorings.iter().all(|s| s.kind != ScoringKind::River));
}

#[test]
fn every_hunters_gatherers_rule_is_cited_by_a_test() {
    let tests = [include_str!("tests.rs"), include_str!("tiles.rs"), include_str!("properties.rs")].concat();
    let missing =
        crate::properties::uncited(include_str!("../../../../docs/rules/hunters-gatherers.md"), "HG-", &tests);
    assert!(missing.is_empty(), "rules without a test: {missing:?}");
}

/// HG-MEN-BTRAP-1, HG-AMB-6, HG-PLACE-HUNT-1: at the end the animals of the
/// trap's meadow on the 3x3 area around it count double (a mammoth and two
/// deer: 6 + 4), a deer of that meadow outside the area once: 11.
#[test]
fn hg_men_btrap_1_big_trap_doubles_the_animals_around_it() {
    let tiles = [
        "hg/menhir-2sides",
        "hg/menhir-2sides",
        "hg/forest-deer",
        "hg/meadow-mammoth",
        "hg/meadow-deer",
        "hg/forest-mammoth",
        "hg/menhir-2sides-deer",
    ];
    let mut g = game(&tiles, &["hg/bonus-big-trap"]);
    for (x, y, rotation) in [(1, 0, 3), (0, 1, 1), (2, 0, 0)] {
        place(&mut g, x, y, rotation);
        skip(&mut g);
    }
    place(&mut g, 2, 1, 0);
    piece(&mut g, 0, Figure::Follower); // seat 1: a hunter with the mammoth
    let LegalMoves::PlaceTile { placements, .. } = g.legal_moves() else { panic!() };
    let spot = placements.iter().find(|p| p.pos == Pos::new(2, 2) && p.rotation.quarter_turns() == 0).unwrap();
    assert!(spot.figures.is_empty(), "its meadow joins the hunter's: no second hunter");
    place(&mut g, 2, 2, 0);
    assert_eq!(g.current(), Seat(1), "nothing to place: the piece step is skipped");
    place(&mut g, 0, 2, 0);
    skip(&mut g);
    place(&mut g, 1, 1, 1); // closes the ring: a menhir turn with the big trap
    skip(&mut g);
    place(&mut g, 1, 2, 2);
    skip(&mut g);
    assert_eq!(g.head.phase, Phase::Finished);
    let meadow = g.head.scorings.iter().find(|s| s.kind == ScoringKind::Hunters).unwrap();
    assert_eq!(meadow.value.animals, Animals { deer: 5, aurochs: 0, mammoth: 2, tiger: 0 });
    assert_eq!((meadow.value.points, meadow.scorers.clone()), (11, vec![Seat(1)]));
    let view = g.view();
    let meadow = view.scorings.iter().find(|s| s.kind == ScoringKind::Hunters).unwrap();
    let specials: Vec<_> = meadow.specials.iter().map(|s| (s.special, s.x, s.y)).collect();
    assert_eq!((meadow.pile, specials), (None, vec![(Special::BigTrap, 1, 2)]), "the final scoring names the big trap");
    let hunter = view.figures.iter().find(|f| f.role == Role::Hunter).map(|f| f.at);
    assert_eq!(hunter, Some(RegionRef { x: 2, y: 1, region: 0 }), "the finished view shows where the hunter stood");
}

/// HG-MEN-RAFT-1, HG-MENHIR-3: the hut majority of the raft's system also
/// scores 1 per lake; with the menhir supply empty a closed menhir forest
/// earns nothing.
#[test]
fn hg_men_raft_1_raft_adds_a_point_per_lake_for_the_huts() {
    let mut g =
        game(&["hg/menhir-2sides", "hg/menhir-2sides", "hg/menhir-2sides", "hg/meadow-deer"], &["hg/bonus-raft"]);
    for (x, y, rotation) in RING {
        place(&mut g, x, y, rotation);
        skip(&mut g);
    }
    place(&mut g, -1, 0, 0); // the raft's lake on the start tile's river
    piece(&mut g, 6, Figure::Hut);
    place(&mut g, 0, -1, 0);
    skip(&mut g);
    let huts = g.head.scorings.iter().find(|s| s.kind == ScoringKind::Huts).unwrap();
    assert_eq!((huts.value.fish, huts.value.lakes, huts.value.points), (2, 2, 4));
    let view = g.view();
    let huts = view.scorings.iter().find(|s| s.kind == ScoringKind::Huts).unwrap();
    assert_eq!(huts.specials.iter().map(|s| (s.special, s.x, s.y)).collect::<Vec<_>>(), vec![(Special::Raft, -1, 0)]);

    let mut g = game(&["hg/menhir-2sides", "hg/menhir-2sides", "hg/menhir-2sides", "hg/meadow-deer"], &[]);
    for (x, y, rotation) in RING {
        place(&mut g, x, y, rotation);
        skip(&mut g);
    }
    assert_eq!((g.menhir_turn, g.current()), (false, Seat(1)), "no menhir tile left");
}

/// HG-MEN-MUSH-1, HG-AMB-8, HG-MEN-1: a mushroom patch adds 3 to its
/// forest's value and does nothing on placement; plain menhir tiles only
/// carry more animals or fish.
#[test]
fn hg_men_mush_1_mushrooms_add_3_to_their_forest() {
    let mut g = game(
        &["hg/menhir-2sides", "hg/menhir-2sides", "hg/menhir-2sides", "hg/meadow-deer"],
        &["hg/bonus-mushrooms-lake"],
    );
    for (x, y, rotation) in RING {
        place(&mut g, x, y, rotation);
        skip(&mut g);
    }
    let scored = g.head.scorings.len();
    place(&mut g, -1, 0, 2); // its lake's river meets the start tile's: forest to the north and west
    assert_eq!(g.head.scorings.len(), scored, "nothing on placement");
    let forest = g.head.table.features.feature_of(g.head.table.board.get(Pos::new(-1, 0)).unwrap().segment(1));
    let (value, _) = g.forest_value(forest);
    assert_eq!((value.tiles, value.mushrooms, value.points), (1, 1, 2 + 3));
    let plain = Tile::from_id("hg/bonus-forest-mammoth-aurochs").unwrap().0;
    assert!(tables().regions(plain).iter().all(|r| r.special.is_none()));
    assert_eq!(tables().regions(plain)[0].animals, Animals { aurochs: 1, mammoth: 1, ..Animals::default() });
}
