//! Rule scenarios of `docs/rules/discovery.md` and the rule book
//! (`../shared/seeds/000_*`), each built from a fixed tile order; the rule
//! book's worked examples are reproduced with the catalog's tiles.

use super::records::ScoringKind;
use super::state::Phase;
use super::tiles::tables;
use super::*;
use crate::geometry::{Pos, RegionRef};
use crate::order::TileOrder;
use crate::prelude::*;
use crate::refusal::{CommonError, FigureRefusal};
use crate::ruleset::Refusal;
use crate::scenario::{self, play};
use crate::seat::Seat;
use crate::setup::SetupError;
use crate::status::Outcome;

/// A fixed draw order of these tile ids (the `discovery/` prefix left out).
fn fixed(tiles: &[&str]) -> TileOrder {
    scenario::fixed("discovery", tiles)
}

/// A game of `options` whose draw order is `tiles`.
fn game_with(options: Options, tiles: &[&str]) -> GameState {
    GameState::new_game(options, fixed(tiles)).unwrap().0
}

/// A 2-player game whose draw order is `tiles`.
fn game(tiles: &[&str]) -> GameState {
    game_with(Options::for_players(2), tiles)
}

fn place(g: &mut GameState, x: i32, y: i32, rotation: u8) {
    play(g, Command::PlaceTile { x, y, rotation, tile: None });
}

fn figure(g: &mut GameState, region: u8) {
    play(g, Command::PlaceFigure { region });
}

fn skip(g: &mut GameState) {
    if matches!(g.head.phase, Phase::Acting { .. }) {
        play(g, Command::SkipFigure);
    }
}

/// Places the current tile at its first legal placement.
fn place_anywhere(g: &mut GameState) {
    let LegalMoves::PlaceTile { placements, .. } = g.legal_moves() else { panic!("expected a tile to place") };
    let first = &placements[0];
    place(g, first.pos.x, first.pos.y, first.rotation.quarter_turns());
}

/// Takes the figure at (x, y, region) back; returns the points it scored.
fn recall(g: &mut GameState, x: i32, y: i32, region: u8) -> u32 {
    let seat = g.head.seats.current();
    let before = g.head.seats.scores()[usize::from(seat.0)];
    g.play(seat, &Command::RecallFigure { x, y, region }).unwrap_or_else(|e| panic!("recall ({x}, {y}) {region}: {e}"));
    g.head.seats.scores()[usize::from(seat.0)] - before
}

/// What taking the figure at (x, y, region) back would score now, as the
/// legal moves offer it.
fn offered(g: &GameState, x: i32, y: i32, region: u8) -> Option<u32> {
    let LegalMoves::PlaceFigure { recall, .. } = g.legal_moves() else { return None };
    recall.iter().find(|r| r.at == RegionRef { x, y, region }).map(|r| r.points)
}

/// The view of the area holding region `region` of the tile at (x, y).
fn area(g: &GameState, x: i32, y: i32, region: u8) -> FeatureView {
    g.view()
        .features
        .into_iter()
        .find(|f| f.head.regions.contains(&RegionRef { x, y, region }))
        .unwrap_or_else(|| panic!("no area at ({x}, {y}) {region}"))
}

/// DISC-SETUP-1: a custom order holds each tile at most as often as the box
/// (it has one `lowland-full`), unless the creator asks for any mix; a log
/// written before the check still replays.
#[test]
fn disc_setup_1_custom_orders_come_from_the_box() {
    let order = |any_mix| TileOrder::Fixed {
        tiles: vec!["discovery/lowland-full".into(); 2],
        bonus: vec![],
        any_mix,
        piles: vec![],
    };
    let beyond = GameState::new_game(Options::for_players(2), order(false)).unwrap_err();
    let expected = SetupError::BeyondBox { tile: "discovery/lowland-full".into(), listed: 2, in_box: 1 };
    assert_eq!((GameState::setup_rule(&beyond), &beyond), ("DISC-SETUP-1", &expected));
    assert_eq!(beyond.to_string(), "the order lists 2 of discovery/lowland-full, the box holds 1");
    let (_, mut log) = GameState::new_game(Options::for_players(2), order(true)).expect("any mix, asked for");
    log[0] = Event::GameCreated { options: Options::for_players(2), tile_order: order(false) };
    assert!(GameState::replay(&log).is_ok(), "an order of an older log is not checked again");
}

/// DISC-SETUP-1/2, DISC-COMP-2, DISC-COMP-3, DISC-SETUP-3, DISC-AMB-9: the
/// start tile at the origin, 4 figures each, 2 to 5 players, a configurable
/// first seat, the first tile drawn.
#[test]
fn disc_setup_start_tile_figures_and_players() {
    let g = game(&["water-full"]);
    assert_eq!(Tile(g.head.table.board.tiles()[0].tile).id(), "discovery/start");
    assert_eq!(g.head.table.board.tiles()[0].pos, Pos::new(0, 0));
    assert!(g.supplies.iter().all(|n| *n == FIGURES) && g.head.seats.scores().iter().all(|s| *s == 0));
    assert_eq!(g.head.phase, Phase::PlacingTile { tile: Tile::from_id("discovery/water-full") });
    let order = || fixed(&[]);
    assert_eq!(GameState::new_game(Options::for_players(1), order()).unwrap_err(), SetupError::PlayerCount(1));
    assert_eq!(GameState::new_game(Options::for_players(6), order()).unwrap_err(), SetupError::PlayerCount(6));
    assert_eq!(GameState::setup_rule(&SetupError::PlayerCount(6)), "DISC-COMP-3");
    let mut options = Options::for_players(3);
    options.start_player = 2;
    assert_eq!(game_with(options, &["water-full"]).head.seats.current(), Seat(2));
    let seeded =
        GameState::new_game(Options::for_players(2), TileOrder::Seeded { seed: crate::rng::Seed::from_u64(1) });
    assert_eq!(seeded.unwrap().0.bag.remaining(), 82, "DISC-COMP-1: 83 drawable tiles, one drawn");
    let start =
        TileOrder::Fixed { tiles: vec!["discovery/start".into()], bonus: vec![], any_mix: false, piles: vec![] };
    assert_eq!(GameState::new_game(Options::for_players(2), start).unwrap_err(), SetupError::TileOrder);
}

/// DISC-TILE-1/2/4: a tile shares a full side with the board and continues
/// every terrain slot by slot; where it fits it must be placed.
#[test]
fn disc_tile_placement_must_touch_and_match() {
    let mut g = game(&["water-full", "lowland-full"]);
    let refused = |g: &GameState, x, y, rotation| {
        g.decide(Seat(0), &Command::PlaceTile { x, y, rotation, tile: None }).unwrap_err()
    };
    assert_eq!(refused(&g, 1, 1, 0).rule(), "DISC-TILE-1", "corner contact is not enough");
    assert_eq!(refused(&g, 0, 0, 0).code(), "cell_occupied");
    assert_eq!(refused(&g, 0, 1, 0).rule(), "DISC-TILE-2", "water against the start's lowland");
    assert_eq!(refused(&g, 0, -1, 5), RuleError::Common(CommonError::InvalidRotation(5)));
    assert_eq!(g.decide(Seat(0), &Command::SkipFigure).unwrap_err().code(), "wrong_step", "DISC-TILE-4");
    place(&mut g, 0, -1, 0);
    assert_eq!(g.head.phase, Phase::Acting { placed: Some(1) });
}

/// DISC-TURN-1, DISC-TURN-2, DISC-PLACE-1/2, DISC-TERM-5: after the tile one action: a
/// figure on the tile just placed (its role by the terrain), never also a
/// figure taken back; nothing is scored when an area closes.
#[test]
fn disc_turn_1_one_action_after_the_tile() {
    let mut g = game(&["bays3-lll-on-m", "water-full", "water-full", "water-full"]);
    place(&mut g, 0, 1, 0); // closes a two-tile lowland with the start's bay
    assert!(g.head.scorings.is_empty(), "DISC-TURN-2: closing scores nothing");
    let not_here = g.decide(Seat(0), &Command::PlaceFigure { region: 7 }).unwrap_err();
    assert_eq!((not_here.code(), not_here.rule()), ("no_such_region", "DISC-PLACE-2"));
    figure(&mut g, 0);
    assert_eq!(g.view().figures[0].role, Role::Explorer);
    assert_eq!((g.head.seats.current(), g.supplies[0]), (Seat(1), FIGURES - 1));
    place(&mut g, 0, -1, 0);
    figure(&mut g, 0); // a sailor on the water beside the start's bay
    assert_eq!(g.view().figures[1].role, Role::Sailor);
    place(&mut g, 1, -1, 0);
    // Seat 0 may take his explorer back or place a figure, not both.
    let LegalMoves::PlaceFigure { options, recall: back, .. } = g.legal_moves() else { panic!() };
    assert!(options.is_empty(), "the new water joins seat 1's sailor");
    assert_eq!(back.iter().map(|r| (r.at, r.points)).collect::<Vec<_>>(), [(RegionRef { x: 0, y: 1, region: 0 }, 2)]);
    assert_eq!(recall(&mut g, 0, 1, 0), 2);
    assert_eq!(g.head.seats.current(), Seat(1), "one action per turn");
}

/// DISC-PLACE-3, DISC-PLACE-4: no figure into an occupied area, however far
/// the figure stands, the player's own included; separately occupied areas
/// may be joined later.
#[test]
fn disc_place_3_no_figure_into_an_occupied_area() {
    let mut g = game(&["water-full", "diag-m-w", "water-full", "water-full"]);
    place(&mut g, 0, -1, 0);
    figure(&mut g, 0); // seat 0: a sailor on the start's bay and the new water
    place(&mut g, 1, -1, 0); // its water joins the sailor's, its mountain is free
    let err = g.decide(Seat(1), &Command::PlaceFigure { region: 1 }).unwrap_err();
    assert_eq!(err, RuleError::Figure(FigureRefusal::Occupied { region: 1, terrain: Terrain::Water }));
    assert_eq!(err.rule(), "DISC-PLACE-3");
    assert!(g.decide(Seat(1), &Command::PlaceFigure { region: 0 }).is_ok());
    skip(&mut g);
    place(&mut g, -1, -1, 0);
    let own = g.decide(Seat(0), &Command::PlaceFigure { region: 0 }).unwrap_err();
    assert_eq!(own.code(), "feature_occupied", "not even the player's own");
}

/// DISC-RET-1, DISC-RET-2, DISC-RET-3, DISC-RET-4, DISC-RET-5, DISC-EDGE-6:
/// any own figure may be taken back, open or closed, one per turn; it
/// scores alone, others stay; the area is free again.
#[test]
fn disc_ret_taking_back_scores_each_figure_alone() {
    let mut g = game(&["water-full", "lowland-full", "water-full", "water-full", "water-full"]);
    place(&mut g, 0, -1, 0);
    figure(&mut g, 0); // seat 0: sailor, water with 1 town on its shore
    place(&mut g, 0, 1, 0);
    figure(&mut g, 0); // seat 1: explorer
    place(&mut g, 1, -1, 0);
    let foreign = g.decide(Seat(0), &Command::RecallFigure { x: 0, y: 1, region: 0 }).unwrap_err();
    assert_eq!((foreign.code(), foreign.rule()), ("not_your_figure", "DISC-RET-1"));
    assert_eq!(recall(&mut g, 0, -1, 0), 1, "DISC-RET-2: open water, 1 town");
    let scored = g.view().scorings[0].head.clone();
    let again = g.decide(Seat(0), &Command::RecallFigure { x: 0, y: -1, region: 0 }).unwrap_err();
    assert_eq!(again.code(), "not_your_turn", "DISC-RET-3: one figure per turn, then the turn passes");
    assert_eq!(g.supplies[0], FIGURES, "back in supply");
    assert_eq!(g.view().figures.len(), 1, "DISC-RET-4: the other figure stays");
    place(&mut g, 2, -1, 0);
    skip(&mut g);
    place(&mut g, -1, -1, 0);
    figure(&mut g, 0); // DISC-RET-5: the water is free again
    assert_eq!(g.view().figures.iter().filter(|f| f.role == Role::Sailor).count(), 1);
    let later = g.view().scorings[0].head.clone();
    assert_eq!((later.feature, &later.tiles), (scored.feature, &scored.tiles), "the water as it was then");
    let water = g.view().features.into_iter().find(|f| f.head.tiles.contains(&Pos::new(2, -1))).unwrap();
    assert!(water.head.tiles.len() > scored.tiles.len(), "though it grew since");
}

/// DISC-SCORE-LOW-1, DISC-EDGE-1, DISC-TERM-3, DISC-SCORE-NOTE-1 and the
/// rule book's lowland examples: an open lowland of 4 tiles is worth 4, a
/// closed one (no segment faces an empty cell) of 5 tiles 10, a closed one
/// of two tiles 2, as much as it was worth open; a figure taken back from
/// an area closed this turn scores the closed value.
#[test]
fn disc_score_low_1_lowlands_of_the_rule_book() {
    let mut g = game(&["lowland-full", "bays3-lll-on-m", "bays3-lll-on-w", "water-full", "bay-l-on-w", "water-full"]);
    place(&mut g, 0, 1, 0);
    figure(&mut g, 0); // seat 0: explorer on the centre of a plus
    place(&mut g, 1, 1, 1);
    skip(&mut g);
    place(&mut g, 0, 2, 0);
    let open = area(&g, 0, 1, 0);
    assert_eq!((open.head.tiles.len(), open.head.complete, open.head.value), (4, false, 4));
    assert_eq!(offered(&g, 0, 1, 0), Some(4), "open: 1 per tile");
    skip(&mut g);
    place(&mut g, 0, -1, 0);
    skip(&mut g);
    place(&mut g, -1, 1, 1); // seat 0 closes the lowland...
    let closed = area(&g, 0, 1, 0);
    assert_eq!((closed.head.tiles.len(), closed.head.complete, closed.head.value), (5, true, 10));
    assert_eq!(recall(&mut g, 0, 1, 0), 10, "...and takes his explorer back: 2 per tile");
    let scoring = g.view().scorings.pop().unwrap();
    assert_eq!(
        (scoring.kind, scoring.terrain, scoring.closed, scoring.head.tiles.len()),
        (ScoringKind::TakenBack, Terrain::Lowland, true, 5)
    );

    let mut g = game(&["bays3-lll-on-m", "water-full", "water-full"]);
    place(&mut g, 0, 1, 0);
    figure(&mut g, 0);
    place(&mut g, 0, -1, 0);
    skip(&mut g);
    assert_eq!(area(&g, 0, 1, 0).head.value, 2, "open, two tiles");
    place(&mut g, 1, -1, 0);
    let small = area(&g, 0, 1, 0);
    assert_eq!((small.head.complete, small.small), (true, true));
    assert_eq!(recall(&mut g, 0, 1, 0), 2, "DISC-EDGE-2: a closed two-tile lowland, 2 points");
}

/// DISC-SCORE-MTN-1/2, DISC-EDGE-4, DISC-AMB-3 and the rule book's mountain
/// examples: 4 towns (1 in the mountains, 3 in adjacent lowlands) are worth
/// 4 open and 8 closed; a closed mountain keeps counting new towns of its
/// lowlands.
#[test]
fn disc_score_mtn_1_mountains_of_the_rule_book() {
    let tiles = ["split-llmw-town", "band-w-bays-l-2towns", "diag-l-w-town", "bay-m-on-w", "water-full"];
    let mut g = game(&tiles);
    place(&mut g, 1, 0, 1); // the start's mountain band continues east; a lowland town beside it
    figure(&mut g, 1); // seat 0: brigand
    place(&mut g, 0, 1, 0); // a lowland town joins the start's lowland, which borders the mountain
    skip(&mut g);
    place(&mut g, 2, 0, 2); // another town in the eastern lowland
    let mountain = area(&g, 1, 0, 1);
    assert_eq!((mountain.counted_towns, mountain.towns, mountain.head.complete), (4, 1, false));
    assert_eq!(offered(&g, 1, 0, 1), Some(4), "open: 1 per town");
    skip(&mut g);
    place(&mut g, -1, 0, 1); // seat 1 closes the mountain with a bay that adds no town
    skip(&mut g);
    assert!(area(&g, 1, 0, 1).head.complete);
    place(&mut g, 0, -1, 0);
    assert_eq!(recall(&mut g, 1, 0, 1), 8, "closed: 2 per town");
}

/// DISC-SCORE-MTN-1, DISC-SCORE-MTN-2, DISC-AMB-2: a closed mountain of two
/// tiles counts 1 per town, its own and those its adjacent lowland gains
/// after it closed (the rule book's 4).
#[test]
fn disc_score_mtn_1_two_tile_mountain_counts_towns_once() {
    let tiles =
        ["bay-m-on-w-town", "bay-m-on-l", "diag-l-w-town", "bay-l-on-w-town", "bays3-lll-on-w-town", "lowland-full"];
    let mut g = game(&tiles);
    place(&mut g, 0, -1, 0);
    skip(&mut g);
    place(&mut g, 0, -2, 2); // seat 1 closes a two-tile mountain
    figure(&mut g, 0);
    let closed = area(&g, 0, -2, 0);
    assert_eq!((closed.head.complete, closed.counted_towns), (true, 1), "closed with its own town");
    for (x, y, rotation) in [(1, -2, 2), (-1, -2, 1), (0, -3, 1)] {
        place(&mut g, x, y, rotation); // three lowland towns join the mountain's lowland
        skip(&mut g);
    }
    let mountain = area(&g, 0, -2, 0);
    assert_eq!((mountain.small, mountain.counted_towns, mountain.head.value), (true, 4, 4));
    place(&mut g, 0, 1, 0);
    assert_eq!(recall(&mut g, 0, -2, 0), 4, "1 per town");
}

/// DISC-SCORE-WAT-1, DISC-SCORE-WAT-2, DISC-AMB-1 and the rule book's water
/// examples: open water with 2 towns on its shores is worth 2; closed water
/// of 4 tiles with 3 towns 7 (tiles + towns), and stays 7; closed two-tile
/// water 1 per town.
#[test]
fn disc_score_wat_1_waters_of_the_rule_book() {
    let mut g = game(&["water-full", "diag-m-w-town", "water-full"]);
    place(&mut g, 0, -1, 0);
    figure(&mut g, 0);
    place(&mut g, 1, -1, 0);
    skip(&mut g);
    place(&mut g, -1, -1, 0);
    assert_eq!(recall(&mut g, 0, -1, 0), 2, "open: 1 per town on its shores");

    let mut g = game(&["bay-m-on-w", "bays3-www-on-m-town", "band-m-bays-w-town", "water-full", "water-full"]);
    place(&mut g, 0, -1, 3);
    figure(&mut g, 1); // seat 0: sailor on water open to the north and east
    place(&mut g, 0, -2, 1);
    skip(&mut g);
    place(&mut g, 1, -1, 3); // seat 0 closes it: 4 tiles, 3 towns
    let water = area(&g, 0, -1, 1);
    assert_eq!((water.head.complete, water.head.tiles.len(), water.counted_towns), (true, 4, 3));
    assert_eq!(water.towns, 0, "DISC-TERM-2: shore towns lie in land areas and are counted there");
    let in_land: u32 = (g.head.table.board.tiles().iter())
        .flat_map(|placed| tables().regions(placed.tile))
        .filter(|region| region.terrain != Terrain::Water)
        .map(|region| region.towns)
        .sum();
    let listed: u32 = g.view().features.iter().map(|feature| feature.towns).sum();
    assert_eq!((listed, in_land), (3, 3), "every town on the board counted once");
    skip(&mut g);
    place_anywhere(&mut g);
    skip(&mut g);
    place_anywhere(&mut g);
    assert_eq!(area(&g, 0, -1, 1).head.value, 7, "a closed water neither grows nor gains towns");
    assert_eq!(recall(&mut g, 0, -1, 1), 7, "DISC-AMB-1: tiles + towns");

    let mut g = game(&["bays3-www-on-m", "lowland-full", "lowland-full"]);
    place(&mut g, 0, -1, 0);
    figure(&mut g, 2);
    place(&mut g, 0, 1, 0);
    skip(&mut g);
    place(&mut g, 1, 1, 0);
    assert_eq!(recall(&mut g, 0, -1, 2), 1, "a closed two-tile water: 1 per town");
}

/// DISC-EDGE-3, DISC-PLACE-4 and the rule book's example: two sailors of
/// different players on waters joined later each score the whole water.
#[test]
fn disc_edge_3_two_sailors_on_joined_waters_score_4_each() {
    let tiles = ["diag-m-w-town", "bay-m-on-w-town", "diag-l-w-town", "water-full", "lowland-full", "water-full"];
    let mut g = game(&tiles);
    place(&mut g, 0, -1, 0);
    figure(&mut g, 1); // seat 0: sailor on water with 2 towns (the start's bay's and this one's)
    place(&mut g, -1, 0, 1);
    figure(&mut g, 1); // seat 1: sailor on water of its own, 1 town
    place(&mut g, -2, 0, 2); // a second town on seat 1's water
    skip(&mut g);
    place(&mut g, -1, -1, 0); // seat 1 joins the two waters
    skip(&mut g);
    let water = area(&g, 0, 0, 0);
    assert_eq!((water.head.figures.to_vec(), water.counted_towns, water.head.complete), (vec![1, 1], 4, false));
    place(&mut g, 0, 1, 0);
    assert_eq!(recall(&mut g, 0, -1, 1), 4);
    place(&mut g, -1, -2, 0);
    assert_eq!(recall(&mut g, -1, 0, 1), 4, "the other sailor scores the same");
}

/// DISC-END-1, DISC-END-2, DISC-EDGE-5, DISC-WIN-1, DISC-AMB-4, DISC-AMB-7:
/// the last tile's turn still has its action; then every figure still out
/// scores its area as if open; the finished view shows where it stood.
#[test]
fn disc_end_2_final_scoring_counts_every_area_as_open() {
    let mut g = game(&["lowland-full", "bays3-lll-on-m", "bays3-lll-on-w", "water-full", "bay-l-on-w"]);
    place(&mut g, 0, 1, 0);
    figure(&mut g, 0);
    for (x, y, rotation) in [(1, 1, 1), (0, 2, 0), (0, -1, 0)] {
        place(&mut g, x, y, rotation);
        skip(&mut g);
    }
    place(&mut g, -1, 1, 1); // the last tile closes the 5-tile lowland
    assert_eq!(g.head.phase, Phase::Acting { placed: Some(5) }, "DISC-AMB-7: the last turn's action step");
    assert_eq!(offered(&g, 0, 1, 0), Some(10), "DISC-EDGE-5: taken back now, the closed value");
    figure(&mut g, 1); // and a sailor on the last tile's water, worth nothing
    assert_eq!(g.head.phase, Phase::Finished);
    let scorings = g.view().scorings;
    let explorer = scorings.iter().find(|s| s.terrain == Terrain::Lowland).unwrap();
    assert_eq!(
        (explorer.kind, explorer.closed, explorer.area_closed, explorer.head.points),
        (ScoringKind::Final, false, true, 5),
        "5 tiles as if open, though the lowland was closed"
    );
    assert_eq!(g.view().figures.len(), 2, "the finished view shows where they stood");
    assert!(g.figures.is_empty() && g.supplies.iter().all(|n| *n == FIGURES), "all home");
    let supplies: Vec<u8> = g.view().players.iter().map(|p| p.supply.follower).collect();
    assert_eq!(supplies, vec![FIGURES - 2, FIGURES], "the view: seat 0's explorer and sailor stand on the board");
    assert_eq!(g.view().head.outcome, Some(Outcome::Winners { seats: vec![Seat(0)], places: vec![1, 2] }));
}

/// A board whose whole rim is water: the start tile ringed by three tiles
/// that show only water outwards; a tile without water then fits nowhere.
fn water_rimmed(rest: &[&str]) -> GameState {
    let mut tiles = vec!["bay-m-on-w", "bay-m-on-w", "bay-l-on-w"];
    tiles.extend(rest);
    let mut g = game(&tiles);
    for (x, y, rotation) in [(1, 0, 3), (-1, 0, 1), (0, 1, 0)] {
        place(&mut g, x, y, rotation);
        skip(&mut g);
    }
    g
}

/// DISC-TILE-3, DISC-AMB-12: a drawn tile that fits nowhere leaves the game
/// and the player draws again; when it was the last tile the game ends at
/// once, without an action step.
#[test]
fn disc_amb_12_unplaceable_tiles_leave_the_game() {
    let g = water_rimmed(&["mountain-full", "water-full"]);
    assert_eq!(g.head.discarded, vec![Tile::from_id("discovery/mountain-full").unwrap()]);
    assert_eq!(
        (g.head.seats.current(), g.head.phase),
        (Seat(1), Phase::PlacingTile { tile: Tile::from_id("discovery/water-full") })
    );
    assert_eq!(g.view().head.discarded, vec!["discovery/mountain-full"]);
    let water = Tile::from_id("discovery/water-full").unwrap();
    let fits = g.decide(Seat(1), &Command::DiscardTile { tile: water }).unwrap_err();
    assert_eq!((fits.code(), fits.rule()), ("tile_fits", "DISC-TILE-3"), "a tile that fits is placed");

    let g = water_rimmed(&["mountain-full"]);
    assert_eq!(g.head.phase, Phase::Finished, "the last tile fitted nowhere: the game is over");
    assert_eq!(g.view().head.turn, 4);
}

/// A game with the hand of two whose supply is `tiles`, dealt in seat order.
fn hand_game(players: u8, tiles: &[&str]) -> GameState {
    let mut options = Options::for_players(players);
    options.hand_of_two = true;
    game_with(options, tiles)
}

fn tile(id: &str) -> Tile {
    Tile::from_id(&format!("discovery/{id}")).unwrap()
}

fn place_from_hand(g: &mut GameState, id: &str, x: i32, y: i32, rotation: u8) {
    let seat = g.head.seats.current();
    g.play(seat, &Command::PlaceTile { x, y, rotation, tile: Some(tile(id)) })
        .unwrap_or_else(|e| panic!("place {id} at ({x}, {y}) r{rotation}: {e}"));
}

/// DISC-EXP-HAND-1, DISC-AMB-10: two face-up tiles dealt to each seat in
/// seat order; the player names the hand tile he places and draws a
/// replacement; refusals name the hand rule.
#[test]
fn disc_exp_hand_1_place_one_of_two_face_up_tiles() {
    let mut g = hand_game(2, &["water-full", "lowland-full", "mountain-full", "diag-m-l", "bay-m-on-l"]);
    assert_eq!(
        g.hands,
        vec![vec![tile("water-full"), tile("lowland-full")], vec![tile("mountain-full"), tile("diag-m-l")]]
    );
    let view = g.view();
    assert_eq!(view.players[1].hand, vec![tile("mountain-full"), tile("diag-m-l")], "hands are public");
    assert_eq!((view.step, view.head.current_tile), (Step::PlaceTile, None));
    let LegalMoves::PlaceTile { tiles, placements } = g.legal_moves() else { panic!() };
    assert_eq!(tiles.len(), 2);
    assert!(
        placements.iter().any(|p| p.tile == tile("water-full"))
            && placements.iter().any(|p| p.tile == tile("lowland-full"))
    );
    let unnamed = g.decide(Seat(0), &Command::PlaceTile { x: 0, y: 1, rotation: 0, tile: None }).unwrap_err();
    assert_eq!((unnamed.code(), unnamed.rule()), ("tile_required", "DISC-EXP-HAND-1"));
    let foreign = g.decide(Seat(0), &Command::PlaceTile { x: 0, y: 1, rotation: 0, tile: Some(tile("mountain-full")) });
    assert_eq!(foreign.unwrap_err(), RuleError::NotInHand(tile("mountain-full")));
    assert_eq!(RuleError::NotInHand(tile("mountain-full")).rule(), "DISC-EXP-HAND-1");
    place_from_hand(&mut g, "lowland-full", 0, 1, 0);
    assert_eq!(g.hands[0], vec![tile("water-full"), tile("bay-m-on-l")], "a replacement drawn face up");
    let mut plain = game(&["water-full"]);
    let named = plain.decide(Seat(0), &Command::PlaceTile { x: 0, y: -1, rotation: 0, tile: Some(tile("water-full")) });
    assert_eq!(named.unwrap_err(), RuleError::NoHand);
    place(&mut plain, 0, -1, 0);
}

/// DISC-EXP-HAND-3, DISC-AMB-11: when no hand tile fits the player removes
/// one of his choice and draws a replacement; a removal is refused while a
/// hand tile fits.
#[test]
fn disc_exp_hand_3_remove_a_hand_tile_when_none_fits() {
    let tiles = [
        "bay-m-on-w",
        "bay-l-on-w",
        "bay-m-on-w",
        "mountain-full",
        "water-full",
        "lowland-full",
        "water-full",
        "water-full",
    ];
    let mut g = hand_game(2, &tiles);
    let fits = g.decide(Seat(0), &Command::DiscardTile { tile: tile("bay-m-on-w") }).unwrap_err();
    assert_eq!((fits.code(), fits.rule()), ("hand_tile_fits", "DISC-EXP-HAND-3"));
    place_from_hand(&mut g, "bay-m-on-w", 1, 0, 3);
    skip(&mut g);
    place_from_hand(&mut g, "bay-m-on-w", -1, 0, 1);
    skip(&mut g);
    place_from_hand(&mut g, "bay-l-on-w", 0, 1, 0); // the rim is all water now
    skip(&mut g);
    assert_eq!((g.head.seats.current(), g.head.phase), (Seat(1), Phase::DiscardingTile));
    assert_eq!(g.view().step, Step::DiscardTile);
    let LegalMoves::DiscardTile { tiles } = g.legal_moves() else { panic!("{:?}", g.legal_moves()) };
    assert_eq!(
        tiles,
        vec![tile("lowland-full"), tile("mountain-full")]
            .into_iter()
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
    );
    let place = g.decide(Seat(1), &Command::PlaceTile { x: 0, y: -1, rotation: 0, tile: Some(tile("mountain-full")) });
    assert_eq!(place.unwrap_err().code(), "wrong_step");
    g.play(Seat(1), &Command::DiscardTile { tile: tile("mountain-full") }).unwrap();
    assert_eq!(g.hands[1], vec![tile("lowland-full"), tile("water-full")], "a replacement, then the tile step again");
    assert_eq!(g.head.phase, Phase::PlacingTile { tile: None });
    assert_eq!(g.head.discarded, vec![tile("mountain-full")]);
}

/// DISC-EXP-HAND-2, DISC-AMB-6, DISC-AMB-11: a lone hand tile that fits
/// nowhere is removed without asking; a player with an empty hand still has
/// his action step; the game ends when the supply and every hand are empty.
#[test]
fn disc_exp_hand_2_the_game_ends_when_every_tile_is_placed() {
    let mut g = hand_game(2, &["bay-m-on-w", "bay-l-on-w", "bay-m-on-w", "mountain-full", "water-full"]);
    place_from_hand(&mut g, "bay-m-on-w", 1, 0, 3);
    skip(&mut g);
    place_from_hand(&mut g, "bay-m-on-w", -1, 0, 1);
    figure(&mut g, 0); // seat 1: a brigand on the start's mountain band, now closed (3 tiles)
    place_from_hand(&mut g, "bay-l-on-w", 0, 1, 0);
    skip(&mut g);
    // Seat 1's mountain tile fits nowhere and is removed; with no supply left
    // his turn is an action step alone.
    assert_eq!((g.head.seats.current(), g.head.phase), (Seat(1), Phase::Acting { placed: None }));
    assert!(g.hands[1].is_empty() && g.head.discarded == vec![tile("mountain-full")]);
    let none = g.decide(Seat(1), &Command::PlaceFigure { region: 0 }).unwrap_err();
    assert_eq!((none.code(), none.rule()), ("no_tile_placed", "DISC-PLACE-2"));
    assert_eq!(recall(&mut g, -1, 0, 0), 2, "closed, 1 town: 2");
    assert_eq!(g.head.phase, Phase::PlacingTile { tile: None }, "seat 0 still holds a tile");
    place_from_hand(&mut g, "water-full", 0, -1, 0);
    skip(&mut g);
    assert_eq!(g.head.phase, Phase::Finished);
}

/// DISC-EXP-EQ-1, DISC-EXP-EQ-2, DISC-AMB-5: `supply mod players` tiles are set aside face up
/// before anything else: 83 tiles give 1, 2, 3 and 3 for 2 to 5 players.
#[test]
fn disc_exp_eq_1_tiles_set_aside_for_equal_turns() {
    for (players, aside) in [(2, 1), (3, 2), (4, 3), (5, 3)] {
        let mut options = Options::for_players(players);
        options.equal_turns = true;
        let seed = crate::rng::Seed::from_u64(u64::from(players));
        let (g, events) = GameState::new_game(options, TileOrder::Seeded { seed }).unwrap();
        assert_eq!(g.set_aside.len(), aside, "{players} players");
        assert_eq!(events.iter().filter(|e| matches!(e, Event::TileSetAside { .. })).count(), aside);
        assert_eq!(g.view().set_aside.len(), aside, "face up");
        assert_eq!(g.bag.remaining() + 1, 83 - aside, "one drawn");
        assert_eq!((83 - aside) % usize::from(players), 0);
    }
    let mut options = Options::for_players(2);
    options.equal_turns = true;
    let g = game_with(options, &["mountain-full", "water-full", "lowland-full"]);
    assert_eq!(
        (g.set_aside.clone(), g.bag.remaining()),
        (vec![tile("mountain-full")], 1),
        "fixed orders too: the first"
    );
    // 83 mod 3 is 2, whatever the length of a custom order (4 mod 3 is 1).
    let mut options = Options::for_players(3);
    options.equal_turns = true;
    let order = ["mountain-full", "water-full", "lowland-full", "diag-m-l"];
    let (g, log) = GameState::new_game(options.clone(), fixed(&order)).unwrap();
    assert_eq!((g.set_aside.clone(), g.bag.remaining()), (vec![tile("mountain-full"), tile("water-full")], 1));
    assert_eq!(GameState::verify(&log).map(|(state, _)| state), Ok(g));
    // A log written when a custom order set aside its length mod players
    // still replays, with the tile it set aside.
    let old = [
        GameState::creation(options, fixed(&order)),
        Event::TileSetAside { tile: tile("mountain-full") },
        Event::TileDrawn { tile: tile("water-full") },
    ];
    let replayed = GameState::replay(&old).expect("an old log replays");
    assert_eq!((replayed.set_aside.clone(), replayed.bag.remaining()), (vec![tile("mountain-full")], 2));
    assert_eq!(replayed.head.phase, Phase::PlacingTile { tile: Some(tile("water-full")) });
    assert!(GameState::verify(&old).is_err(), "an import follows the rule");
}

/// DISC-AMB-13, DISC-AMB-2: a one-tile inland lake is closed from the start;
/// a sailor may go there and scores 1 per town on its shore (none here).
#[test]
fn disc_amb_13_a_sailor_on_an_inland_lake() {
    let mut g = game(&["lake-llmm", "water-full", "water-full"]);
    place(&mut g, 0, 1, 0);
    let LegalMoves::PlaceFigure { options, .. } = g.legal_moves() else { panic!() };
    assert!(options.iter().any(|o| o.region == 4 && o.terrain == Terrain::Water), "the lake is offered");
    figure(&mut g, 4);
    let lake = area(&g, 0, 1, 4);
    assert_eq!((lake.head.complete, lake.small, lake.head.tiles.len(), lake.head.value), (true, true, 1, 0));
    place(&mut g, 0, -1, 0);
    skip(&mut g);
    place(&mut g, 1, -1, 0);
    assert_eq!(recall(&mut g, 0, 1, 4), 0);
}

/// Resignation: the player is skipped and cannot win; his figures stay and
/// score at the end; his hand leaves the game; with one player left the
/// game ends.
#[test]
fn resignation_skips_the_seat_and_clears_its_hand() {
    let mut g = hand_game(3, &["water-full", "lowland-full", "mountain-full", "diag-m-l", "bay-m-on-l", "water-full"]);
    g.play(Seat(1), &Command::SkipFigure).unwrap_err();
    let events = g.resign(Seat(1)).unwrap();
    assert_eq!(events, vec![Event::PlayerResigned { seat: Seat(1) }]);
    assert!(g.hands[1].is_empty() && g.head.discarded == vec![tile("mountain-full"), tile("diag-m-l")]);
    place_from_hand(&mut g, "water-full", 0, -1, 0);
    skip(&mut g);
    assert_eq!(g.head.seats.current(), Seat(2), "seat 1 is skipped");
    g.resign(Seat(2)).unwrap();
    assert_eq!(g.head.phase, Phase::Finished);
    assert_eq!(g.view().head.outcome, Some(Outcome::Winners { seats: vec![Seat(0)], places: vec![1, 2, 2] }));
}

/// Every rule id of the specification is cited by a test of this rule set.
#[test]
fn every_discovery_rule_is_cited_by_a_test() {
    let tests = [include_str!("tests.rs"), include_str!("tiles.rs"), include_str!("properties.rs")].concat();
    let missing = crate::properties::uncited(include_str!("../../../../docs/rules/discovery.md"), "DISC-", &tests);
    assert!(missing.is_empty(), "rules without a test: {missing:?}");
}
