//! Rule scenarios of `docs/rules/hunters-gatherers.md` and the rule book
//! (`shared/seeds/002_*`), each built from fixed tile orders.

use super::scoring::hunt;
use super::*;
use crate::engine::geometry::Pos;
use crate::engine::players::Seat;

/// A 2-player game whose regular and menhir supplies are `tiles` and `bonus`.
fn game(tiles: &[&str], bonus: &[&str]) -> GameState {
    let ids = |list: &[&str]| list.iter().map(|id| Tile::from_id(id).unwrap()).collect();
    new_game(Options::for_players(2), TileOrder::Fixed { tiles: ids(tiles), bonus: ids(bonus) }).unwrap().0
}

fn place(g: &mut GameState, x: i32, y: i32, rotation: u8) {
    let seat = g.current;
    g.play(seat, &Command::PlaceTile { x, y, rotation })
        .unwrap_or_else(|e| panic!("place ({x}, {y}) r{rotation}: {e}"));
}

fn piece(g: &mut GameState, region: u8, figure: Figure) {
    let seat = g.current;
    g.play(seat, &Command::PlaceFigure { region, figure }).unwrap_or_else(|e| panic!("{figure:?} on {region}: {e}"));
}

fn skip(g: &mut GameState) {
    if matches!(g.phase, Phase::PlacingFigure { .. }) {
        let seat = g.current;
        g.play(seat, &Command::SkipFigure).unwrap();
    }
}

fn scores(g: &GameState) -> Vec<u32> {
    g.players.iter().map(|p| p.score).collect()
}

/// HG-SETUP-1/2: the start tile at the origin, 5 figures and 3 huts each,
/// the first regular tile drawn.
#[test]
fn hg_setup_start_tile_and_supplies() {
    let g = game(&["hg/meadow-deer"], &["hg/bonus-fire"]);
    assert_eq!(Tile(g.board.tiles()[0].tile).id(), "hg/start");
    assert!(g.players.iter().all(|p| p.supply == [FIGURES, HUTS] && p.score == 0));
    assert_eq!((g.tiles_left(), g.bonus_tiles_left()), (0, 1));
    assert_eq!(g.phase, Phase::PlacingTile { tile: Tile::from_id("hg/meadow-deer").unwrap() });
    let seed = crate::engine::rng::Seed::from_u64(1);
    let (seeded, _) = new_game(Options::for_players(3), TileOrder::Seeded { seed }).unwrap();
    assert_eq!((seeded.tiles_left(), seeded.bonus_tiles_left()), (77, 16), "HG-COMP-1: 78 regular, 16 menhir");
    let wrong = TileOrder::Fixed { tiles: vec![Tile::from_id("hg/bonus-fire").unwrap()], bonus: vec![] };
    assert_eq!(new_game(Options::for_players(2), wrong).unwrap_err(), SetupError::TileOrder, "piles stay apart");
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
    let river =
        g.scorings.iter().find(|s| s.kind == ScoringKind::River).unwrap_or_else(|| panic!("{:?}", g.view().features));
    assert_eq!((river.value.tiles, river.value.fish, river.value.points), (3, 2, 5));
    assert_eq!(river.scorers, vec![Seat(0)]);
    assert_eq!(g.players[0].supply[0], FIGURES, "the fisherman came back");
}

/// HG-PLACE-FISH-1, HG-PLACE-HUT-1, HG-EDGE-7, HG-PLACE-2: a river holds one
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
    piece(&mut g, 1, Figure::Hut); // seat 1: a hut on the same river
    place(&mut g, 0, -1, 0);
    skip(&mut g);
    assert_eq!(g.figures.len(), 2);
    let start = g.board.get(Pos::new(0, 0)).unwrap().segment(4);
    assert!(g.system_has_hut(g.features.feature_of(start)), "the lake belongs to the hut's system");
}

/// HG-EDGE-1, HG-PLACE-4, HG-SCORE-MAJ-1 (the rule book's 9 points for two
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
    let river = g.scorings.iter().find(|s| s.kind == ScoringKind::River).unwrap();
    assert_eq!((river.value.tiles, river.value.fish, river.value.points), (4, 5, 9));
    assert_eq!(river.scorers, vec![Seat(0), Seat(1)]);
    assert_eq!(scores(&g), vec![9, 9]);
}

/// HG-SCORE-FOREST-1, HG-MENHIR-1, HG-MENHIR-4, HG-TURN-1 (the rule book's
/// 8-point forest): four tiles around the start tile's forest close it for
/// 2 per tile; its menhir gives the closing player a menhir tile at once.
#[test]
fn hg_score_forest_1_four_tile_forest_scores_8_and_gives_a_menhir_turn() {
    let mut g =
        game(&["hg/menhir-2sides", "hg/menhir-2sides", "hg/menhir-2sides", "hg/meadow-deer"], &["hg/bonus-fire"]);
    place(&mut g, 1, 0, 3);
    piece(&mut g, 0, Figure::Follower); // seat 0: gatherer
    place(&mut g, 0, 1, 1);
    skip(&mut g);
    assert_eq!(g.current, Seat(0));
    place(&mut g, 1, 1, 0); // seat 0 closes the forest
    skip(&mut g);
    let forest = g.scorings.iter().find(|s| s.kind == ScoringKind::Forest).unwrap();
    assert_eq!((forest.value.tiles, forest.value.points, forest.scorers.clone()), (4, 8, vec![Seat(0)]));
    assert!(g.menhir_turn, "the closing player draws a menhir tile");
    assert_eq!((g.current, g.phase), (Seat(0), Phase::PlacingTile { tile: Tile::from_id("hg/bonus-fire").unwrap() }));
    let LegalMoves::PlaceTile { menhir, .. } = g.legal_moves() else { panic!() };
    assert!(menhir);
    place(&mut g, 0, -1, 0);
    skip(&mut g);
    assert!(!g.menhir_turn);
    assert_eq!((g.current, g.bonus_tiles_left()), (Seat(1), 0), "then the next player");
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
    let forest = g.scorings.iter().find(|s| s.kind == ScoringKind::Forest).unwrap();
    assert_eq!((forest.value.tiles, forest.value.points, forest.scorers.clone()), (5, 10, vec![Seat(0)]));
    assert_eq!(g.players.iter().map(|p| p.supply[0]).collect::<Vec<_>>(), vec![FIGURES, FIGURES]);
    assert!(g.menhir_turn && g.current == Seat(0), "HG-AMB-2: a menhir turn after the last regular tile");
    let LegalMoves::PlaceTile { placements, .. } = g.legal_moves() else { panic!() };
    place(&mut g, placements[0].pos.x, placements[0].pos.y, placements[0].rotation.quarter_turns());
    skip(&mut g);
    assert_eq!(g.bonus_tiles_left(), 1, "menhir tiles may remain");
    assert_eq!(g.phase, Phase::Finished, "HG-END-1: the last regular tile was placed");
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
