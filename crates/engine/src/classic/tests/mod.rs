//! Rule scenarios of `docs/rules/base.md` and the base rule book
//! (`../shared/seeds/004_*`), each built from a fixed tile order.

use super::records::ScoringTime;
use super::state::Phase;
use super::tiles::tables;
use super::*;
use crate::catalog::Layer;
use crate::geometry::{Corner, Pos, RegionRef, Rotation, Side, Slot};
use crate::order::TileOrder;
use crate::prelude::*;
use crate::refusal::{CommonError, FigureRefusal};
use crate::rng::Seed;
use crate::ruleset::Refusal;
use crate::scenario::{play, scores};
use crate::seat::Seat;
use crate::setup::{ReplayError, SetupError, Unfit};
use crate::status::Outcome;

/// A game whose draw order is `tiles`.
fn game(players: u8, tiles: &[&str]) -> GameState {
    let order = fixed(tiles);
    GameState::new_game(Options::for_players(players), order).unwrap().0
}

/// A fixed draw order of these tile ids (any mix: scenarios are puzzles).
fn fixed(tiles: &[&str]) -> TileOrder {
    TileOrder::Fixed {
        tiles: tiles.iter().map(|id| id.to_string()).collect(),
        bonus: vec![],
        any_mix: true,
        piles: vec![],
    }
}

/// The winners of a finished game (BASE-WIN-1).
fn winners(g: &GameState) -> Vec<u8> {
    match g.view().head.outcome {
        Some(Outcome::Winners { seats, .. }) => seats.iter().map(|seat| seat.0).collect(),
        other => panic!("not a finished competitive game: {other:?}"),
    }
}

fn place(g: &mut GameState, x: i32, y: i32, rotation: u8) -> Vec<Event> {
    play(g, Command::PlaceTile { x, y, rotation })
}

fn follower(g: &mut GameState, region: u8) {
    play(g, Command::PlaceFigure { region, figure: Figure::Follower });
}

fn skip(g: &mut GameState) {
    if matches!(g.head.phase, Phase::PlacingFigure { .. }) {
        play(g, Command::SkipFigure);
    }
}

/// BASE-SETUP-1/3: start tile at the origin, 7 followers, no points, first
/// seat to move with a drawn tile.
#[test]
fn base_setup_start_tile_followers_and_first_draw() {
    let g = game(3, &["base/U"]);
    assert_eq!(g.head.table.board.tiles().len(), 1);
    assert_eq!(g.head.table.board.tiles()[0].pos, Pos::new(0, 0));
    assert_eq!(Tile(g.head.table.board.tiles()[0].tile).id(), "base/D");
    assert!(
        g.head.seats.scores().iter().all(|score| *score == 0) && g.players.iter().all(|p| p.supply[0] == FOLLOWERS)
    );
    assert_eq!(g.current(), Seat(0));
    assert_eq!(g.head.phase, Phase::PlacingTile { tile: Tile::from_id("base/U").unwrap() });
}

/// BASE-SETUP-4 / BASE-AMB-5: the start player is configurable.
#[test]
fn base_setup_4_start_player_option() {
    let mut options = Options::for_players(3);
    options.start_player = 2;
    let order = fixed(&["base/U"]);
    let (g, _) = GameState::new_game(options.clone(), order.clone()).unwrap();
    assert_eq!(g.current(), Seat(2));
    options.start_player = 3;
    assert_eq!(GameState::new_game(options, order).unwrap_err(), SetupError::StartPlayer(3));
}

/// BASE-COMP-3: 2 to 5 players; IC-SCOPE-2: a sixth needs Inns &
/// Cathedrals, a seventh is never seated.
#[test]
fn base_comp_3_player_count() {
    let order = fixed(&[]);
    assert_eq!(GameState::new_game(Options::for_players(1), order.clone()).unwrap_err(), SetupError::PlayerCount(1));
    let six = GameState::new_game(Options::for_players(6), order.clone()).unwrap_err();
    assert_eq!(GameState::setup_rule(&six), "IC-SCOPE-2");
    assert!(GameState::new_game(Options::for_players(5), order.clone()).is_ok());
    let with = |players| Options { inns_cathedrals: Some(InnsCathedrals::NONE), ..Options::for_players(players) };
    assert!(GameState::new_game(with(6), order.clone()).is_ok(), "IC-AMB-5: the pink set without its parts");
    assert_eq!(GameState::new_game(with(7), order).unwrap_err(), SetupError::PlayerCount(7));
}

/// BASE-SETUP-2: a seeded supply holds the 71 other base tiles.
#[test]
fn base_setup_2_seeded_supply() {
    let seed = crate::rng::Seed::from_u64(3);
    let (g, events) = GameState::new_game(Options::for_players(2), TileOrder::Seeded { seed }).unwrap();
    assert_eq!(g.bag.remaining(), 70, "71 minus the first draw");
    assert!(matches!(events[1], Event::TileDrawn { .. }));
    assert!(!g.head.custom);
}

/// Events the rules refuse are never committed quietly: `commit` says
/// which one, and why ([`Unfit`]), in every build.
#[test]
fn a_commit_of_events_the_rules_refuse_says_which_and_why() {
    let mut g = game(2, &["base/E", "base/U"]);
    let placed = g.decide(Seat(0), &g.legal_commands()[0]).unwrap();
    let refused = g.clone().commit([placed.clone(), placed].concat());
    assert!(matches!(refused, Err(Unfit { index: 1, .. })), "the second placement: {refused:?}");
    let noted = g.commit_noting(vec![Event::FigureSkipped]);
    assert!(matches!(noted, Err(Unfit { index: 0, .. })), "no tile placed yet: {noted:?}");
}

/// BASE-TILE-1/2/3 and BASE-TURN-1: illegal placements are refused with
/// the rule they break, and the state does not change.
#[test]
fn base_tile_illegal_placements_are_refused() {
    let mut g = game(2, &["base/E", "base/U"]);
    let before = g.clone();
    let attempt = |x, y, rotation| g.decide(Seat(0), &Command::PlaceTile { x, y, rotation }).unwrap_err();
    assert_eq!(attempt(0, 0, 0), RuleError::Common(CommonError::CellOccupied(Pos::new(0, 0))));
    assert_eq!(attempt(1, 1, 0), RuleError::Common(CommonError::NotAdjacent(Pos::new(1, 1))));
    assert_eq!(attempt(5000, -7, 0), RuleError::Common(CommonError::NotAdjacent(Pos::new(5000, -7))));
    assert_eq!(attempt(0, -1, 0), RuleError::Common(CommonError::EdgeMismatch { pos: Pos::new(0, -1), side: Side::S }));
    assert_eq!(attempt(0, -1, 4), RuleError::Common(CommonError::InvalidRotation(4)));
    assert_eq!(g.play(Seat(1), &Command::SkipFigure).unwrap_err().code(), "not_your_turn");
    assert_eq!(g.play(Seat(0), &Command::SkipFigure).unwrap_err().rule(), "BASE-TURN-1");
    assert_eq!(g, before);
    assert_eq!(
        RuleError::from(CommonError::EdgeMismatch { pos: Pos::new(0, -1), side: Side::S }).rule(),
        "BASE-TILE-3"
    );
}

/// BASE-SCORE-CITY-2, BASE-PLACE-5, BASE-EDGE-6: a follower placed on the
/// city its own tile completes scores 4 for a two-tile city and returns at once.
#[test]
fn base_score_city_2_two_tile_city_scores_four_and_follower_returns() {
    let mut g = game(2, &["base/E", "base/U"]);
    place(&mut g, 0, -1, 2);
    follower(&mut g, 0);
    assert_eq!(scores(&g), vec![4, 0]);
    assert_eq!(g.players[0].supply[0], FOLLOWERS);
    assert!(g.figures.is_empty());
    let scoring = &g.head.scorings[0];
    assert_eq!((scoring.value.tiles, scoring.value.points, scoring.time), (2, 4, ScoringTime::Completed));
    assert_eq!(scoring.scorers, vec![Seat(0)]);
}

/// BASE-AMB-1: the first-edition small-city exception is a game option.
#[test]
fn base_amb_1_small_city_exception_option() {
    let mut options = Options::for_players(2);
    options.small_city_exception = true;
    let order = fixed(&["base/E"]);
    let (mut g, _) = GameState::new_game(options, order).unwrap();
    place(&mut g, 0, -1, 2);
    follower(&mut g, 0);
    assert_eq!(scores(&g), vec![2, 0]);
}

/// BASE-SCORE-2: a completed feature with no follower scores nothing.
#[test]
fn base_score_2_unoccupied_complete_feature_scores_nothing() {
    let mut g = game(2, &["base/E", "base/U"]);
    place(&mut g, 0, -1, 2);
    skip(&mut g);
    assert!(g.head.scorings.is_empty());
    let city = g.view().features.into_iter().find(|f| f.kind == Terrain::City).unwrap();
    assert!(city.head.complete);
    assert_eq!(city.head.value, 4);
}

/// BASE-PLACE-3, BASE-TERM-6, BASE-TERM-7: no follower (here a thief) on a
/// feature already occupied, judged over
/// the whole road after the new tile is joined.
#[test]
fn base_place_3_occupied_feature_is_refused() {
    let mut g = game(2, &["base/U", "base/U", "base/U"]);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 0);
    place(&mut g, 2, 0, 0);
    let err = g.decide(Seat(1), &Command::PlaceFigure { region: 0, figure: Figure::Follower }).unwrap_err();
    assert_eq!(err, RuleError::Figure(FigureRefusal::Occupied { region: 0, terrain: Terrain::Road }));
    assert_eq!(err.rule(), "BASE-PLACE-3");
    let LegalMoves::PlaceFigure { options, .. } = g.legal_moves() else { panic!("figure step expected") };
    assert_eq!(options.iter().map(|o| o.region).collect::<Vec<_>>(), vec![1, 2], "the two fields only");
}

/// BASE-PLACE-4, BASE-SCORE-MAJ-1, BASE-SCORE-RET-1, BASE-SCORE-CITY-1,
/// BASE-FEAT-CITY-1, BASE-EDGE-5: two cities occupied
/// separately are joined; the completing player's opponent and he tie and
/// both score the full 12 (5 tiles, 1 shield).
#[test]
fn base_score_maj_1_joined_city_tie_pays_both() {
    let mut g = game(2, &["base/F", "base/E", "base/N", "base/N"]);
    place(&mut g, 0, -1, 1);
    follower(&mut g, 0);
    place(&mut g, 1, -1, 0);
    follower(&mut g, 0);
    place(&mut g, 0, -2, 2);
    skip(&mut g);
    place(&mut g, 1, -2, 3);
    skip(&mut g);
    let scoring = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::City).unwrap();
    assert_eq!((scoring.value.tiles, scoring.value.shields, scoring.value.points), (5, 1, 12));
    assert_eq!(scoring.scorers, vec![Seat(0), Seat(1)]);
    assert_eq!(scores(&g), vec![12, 12]);
    assert_eq!(winners(&g), vec![0, 1], "BASE-WIN-1: tied totals share the victory");
}

/// BASE-EDGE-9: two followers of one player in a joined city all count
/// and all return.
#[test]
fn base_edge_9_several_followers_of_one_player() {
    let mut g = game(2, &["base/F", "base/U", "base/E", "base/U", "base/N", "base/N"]);
    place(&mut g, 0, -1, 1); // P0 knight on D+F
    follower(&mut g, 0);
    place(&mut g, -1, 0, 0);
    skip(&mut g);
    place(&mut g, 1, -1, 0); // P0 knight on a separate city cap
    follower(&mut g, 0);
    place(&mut g, 1, 0, 0);
    skip(&mut g);
    place(&mut g, 0, -2, 2);
    skip(&mut g);
    place(&mut g, 1, -2, 3); // P1 joins and closes the city
    skip(&mut g);
    let city = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::City).unwrap();
    assert_eq!((city.value.points, city.scorers.clone()), (12, vec![Seat(0)]));
    assert_eq!(scores(&g), vec![12, 0]);
    assert_eq!(g.players[0].supply[0], FOLLOWERS);
}

/// BASE-SCORE-ROAD-1, BASE-EDGE-2: a road loop through one junction counts
/// the junction tile once although two of its segments belong to the loop.
#[test]
fn base_score_road_1_loop_through_a_junction_counts_it_once() {
    let mut g = game(2, &["base/W", "base/V", "base/V", "base/V"]);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 0); // east arm of the junction
    place(&mut g, 2, 0, 0);
    skip(&mut g);
    place(&mut g, 2, 1, 1);
    skip(&mut g);
    place(&mut g, 1, 1, 2);
    skip(&mut g);
    let road = g.head.scorings.iter().find(|s| s.time == ScoringTime::Completed).unwrap();
    assert_eq!((road.value.terrain, road.value.tiles, road.value.points), (Terrain::Road, 4, 4));
    assert_eq!(road.scorers, vec![Seat(0)], "BASE-EDGE-5: completed by the opponent");
    assert_eq!(scores(&g), vec![4, 0]);
}

/// BASE-SCORE-FIELD-1, BASE-SCORE-FIELD-3, BASE-EDGE-12: one completed city pays each of the
/// two fields it borders, both won by the same player.
#[test]
fn base_score_field_3_city_counted_by_two_fields() {
    let mut g = game(2, &["base/E", "base/U", "base/U"]);
    place(&mut g, 0, -1, 2); // closes the 2-tile city
    follower(&mut g, 1); // farmer on the field north of it
    place(&mut g, -1, 0, 0);
    skip(&mut g);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 1); // farmer on the field between city and road
    assert_eq!(g.head.phase, Phase::Finished);
    let fields: Vec<_> = g.head.scorings.iter().filter(|s| s.value.terrain == Terrain::Field).collect();
    assert_eq!(fields.len(), 2);
    assert!(fields.iter().all(|f| f.value.cities == 1 && f.value.points == 3 && f.scorers == vec![Seat(0)]));
    assert_eq!(scores(&g), vec![6, 0]);
}

/// BASE-EDGE-10, BASE-SCORE-FIELD-4, BASE-EDGE-13: fields split by a road do
/// not compete; a field with tied farmers pays both players.
#[test]
fn base_score_field_4_separate_fields_and_tied_farmers() {
    let mut g = game(2, &["base/E", "base/U", "base/U", "base/U"]);
    place(&mut g, 0, -1, 2);
    skip(&mut g);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 1); // P1 farmer north of the road: borders the city
    place(&mut g, -1, 0, 0);
    follower(&mut g, 2); // P0 farmer south of the road: borders nothing
    place(&mut g, 2, 0, 0);
    skip(&mut g);
    assert_eq!(scores(&g), vec![0, 3]);
}

/// BASE-END-2, BASE-END-ROAD-1, BASE-END-CITY-1, BASE-END-MON-1,
/// BASE-EDGE-11: incomplete features score at the end.
#[test]
fn base_end_2_incomplete_features_score_at_the_end() {
    let mut g = game(2, &["base/F", "base/B", "base/U"]);
    place(&mut g, 0, -1, 1);
    follower(&mut g, 0); // city D+F, 1 shield: 2 + 1
    place(&mut g, 0, 1, 0);
    follower(&mut g, 1); // monastery: itself + D + U later = 3
    place(&mut g, 1, 0, 0);
    follower(&mut g, 0); // road D+U: 2
    assert_eq!(g.head.phase, Phase::Finished);
    assert!(g.head.scorings.iter().all(|s| s.time == ScoringTime::Final && !s.value.complete));
    assert_eq!(scores(&g), vec![5, 3]);
    assert!(g.players.iter().all(|p| p.supply[0] == FOLLOWERS));
}

/// BASE-SCORE-MON-1, BASE-DONE-MON-1, BASE-FEAT-MON-1, BASE-SCORE-1: a monastery surrounded by 8 tiles scores 9.
#[test]
fn base_score_mon_1_surrounded_monastery_scores_nine() {
    let ring = [(-1, 1), (1, 1), (-1, 2), (0, 2), (1, 2), (-1, 0), (1, 0)];
    let mut tiles = vec!["base/B"];
    tiles.extend(["base/B"; 5]);
    tiles.extend(["base/U", "base/U"]);
    let mut g = game(2, &tiles);
    place(&mut g, 0, 1, 0);
    follower(&mut g, 1);
    for (i, (x, y)) in ring.iter().enumerate() {
        place(&mut g, *x, *y, 0);
        skip(&mut g);
        if i < ring.len() - 1 {
            assert!(g.head.scorings.is_empty());
        }
    }
    let scoring = &g.head.scorings[0];
    assert_eq!(
        (scoring.value.terrain, scoring.value.points, scoring.time),
        (Terrain::Monastery, 9, ScoringTime::Completed)
    );
    assert_eq!(scores(&g), vec![9, 0]);
}

/// BASE-TURN-2, BASE-PLACE-6, BASE-EDGE-7: a player without followers still
/// plays; the follower his tile returns cannot be used on that tile.
#[test]
fn base_place_6_returned_follower_is_not_reused_in_the_same_turn() {
    let mut tiles = vec!["base/F"];
    tiles.extend(["base/B"; 13]);
    tiles.extend(["base/E", "base/U"]);
    let mut g = game(2, &tiles);
    place(&mut g, 0, -1, 1);
    follower(&mut g, 0); // P0 knight on D+F, still open to the north
    for i in 0..6 {
        place(&mut g, -i, 1, 0); // P1 skips
        skip(&mut g);
        place(&mut g, i + 1, 1, 0); // P0 monk
        follower(&mut g, 1);
    }
    place(&mut g, -6, 1, 0);
    skip(&mut g);
    assert_eq!(g.players[0].supply[0], 0);
    let LegalMoves::PlaceTile { placements, .. } = g.legal_moves() else { panic!() };
    assert!(placements.iter().all(|p| p.figures.is_empty()), "no follower in supply");
    let events = place(&mut g, 0, -2, 2); // closes P0's city
    assert!(events.contains(&Event::FigureSkipped), "figure step skipped: nothing to place");
    assert_eq!(g.players[0].supply[0], 1, "the knight came back after the figure step");
    assert_eq!(g.head.seats.scores()[0], 8, "3 tiles and 1 shield");
}

/// BASE-TILE-4: a tile that fits nowhere is removed and the player draws again.
#[test]
fn base_tile_4_unplaceable_tile_is_discarded_and_replaced() {
    let mut g = game(2, &["base/E", "base/C", "base/U"]);
    place(&mut g, 0, -1, 2);
    let seat = g.current();
    let events = g.play(seat, &Command::SkipFigure).unwrap();
    let c = Tile::from_id("base/C").unwrap();
    let u = Tile::from_id("base/U").unwrap();
    assert_eq!(events, vec![Event::FigureSkipped, Event::TileDiscarded { tile: c }, Event::TileDrawn { tile: u }]);
    assert_eq!(g.head.discarded, vec![c]);
    assert_eq!((g.current(), g.head.phase), (Seat(1), Phase::PlacingTile { tile: u }));
}

/// BASE-END-1, BASE-AMB-7: when the last tile fits nowhere the game ends.
#[test]
fn base_end_1_last_tile_unplaceable_ends_the_game() {
    let mut g = game(2, &["base/E", "base/C"]);
    place(&mut g, 0, -1, 2);
    skip(&mut g);
    assert_eq!(g.head.phase, Phase::Finished);
    assert_eq!(g.bag.remaining(), 0);
    assert_eq!(g.decide(Seat(1), &Command::SkipFigure), Err(RuleError::Common(CommonError::GameOver)));
}

/// BASE-PLACE-1, BASE-PLACE-2: a figure goes on one region of the tile just placed.
#[test]
fn base_place_2_region_must_exist() {
    let mut g = game(2, &["base/U", "base/U"]);
    place(&mut g, 1, 0, 0);
    assert_eq!(
        g.decide(Seat(0), &Command::PlaceFigure { region: 3, figure: Figure::Follower }),
        Err(RuleError::Common(CommonError::NoSuchRegion(3)))
    );
    assert_eq!(g.play(Seat(0), &Command::PlaceTile { x: 2, y: 0, rotation: 0 }).unwrap_err().code(), "wrong_step");
}

/// Hidden information: the public creation event carries neither the seed
/// nor a fixed order.
#[test]
fn public_creation_event_hides_the_tile_order() {
    let seed = crate::rng::Seed::from_u64(99);
    let (_, events) = GameState::new_game(Options::for_players(2), TileOrder::Seeded { seed }).unwrap();
    let json = serde_json::to_string(&GameState::public(&events[0])).unwrap();
    assert!(json.contains("\"type\":\"game_created\""));
    assert!(json.contains("\"kind\":\"secret\""));
    assert!(!json.contains(&seed.to_string()) && !json.contains("seed"));
    assert_eq!(
        GameState::replay(&[GameState::public(&events[0])]).unwrap_err(),
        ReplayError::InvalidGame(SetupError::SecretOrder)
    );
    let g = game(2, &["base/E", "base/C", "base/U"]);
    let view = serde_json::to_string(&g.view()).unwrap();
    assert!(!view.contains("seed"));
}

/// Events round-trip through JSON, and a replayed log gives the same state.
#[test]
fn events_round_trip_and_replay() {
    let mut g = game(2, &["base/E", "base/U", "base/U"]);
    let (_, mut log) = GameState::new_game(g.head.options.clone(), fixed(&["base/E", "base/U", "base/U"])).unwrap();
    for (x, y, r) in [(0, -1, 2), (1, 0, 0), (-1, 0, 0)] {
        log.extend(place(&mut g, x, y, r));
        if matches!(g.head.phase, Phase::PlacingFigure { .. }) {
            log.extend(g.play(g.current(), &Command::SkipFigure).unwrap());
        }
    }
    let json = serde_json::to_string(&log).unwrap();
    let back: Vec<Event> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, log);
    assert_eq!(GameState::replay(&back).unwrap(), g);
    assert_eq!(GameState::replay(&back[1..]).unwrap_err(), ReplayError::NotCreated);
}

/// BASE-TERM-5, BASE-EDGE-3, BASE-AMB-9, BASE-DONE-CITY-1: a ring-shaped
/// city passing through both caps of base/H counts that tile once: 8 tiles
/// and 3 shields make 22, not 24.
#[test]
fn base_edge_3_tile_with_two_segments_of_one_city_counts_once() {
    let mut g = game(2, &["base/G", "base/N", "base/N", "base/H", "base/F", "base/N", "base/M", "base/F"]);
    place(&mut g, 0, 1, 0);
    follower(&mut g, 0);
    for (x, y, r) in [(1, 1, 3), (-1, 1, 2), (1, 2, 0), (-1, 2, 1), (1, 3, 0), (-1, 3, 1)] {
        place(&mut g, x, y, r);
        skip(&mut g);
        assert!(g.head.scorings.is_empty(), "BASE-EDGE-4: the ring is open until its last tile");
    }
    place(&mut g, 0, 3, 0);
    skip(&mut g);
    let city = &g.head.scorings[0];
    assert_eq!((city.value.terrain, city.value.complete), (Terrain::City, true));
    assert_eq!((city.value.tiles, city.value.shields, city.value.points), (8, 3, 22));
    assert!(!g.head.table.board.is_filled(Pos::new(0, 2)), "the hole in the middle does not matter");
    assert_eq!(scores(&g), vec![22, 0]);
}

/// BASE-EDGE-8, BASE-TURN-3, BASE-SCORE-RET-2: one tile closes two cities;
/// both are scored in the same step, one for each player.
#[test]
fn base_edge_8_one_tile_completes_two_features() {
    let mut g = game(2, &["base/U", "base/E", "base/I", "base/U"]);
    place(&mut g, 1, 0, 0);
    skip(&mut g);
    place(&mut g, 1, -1, 3); // P1: city cap facing west
    follower(&mut g, 0);
    place(&mut g, 0, -1, 2); // P0: caps facing south (start city) and east
    follower(&mut g, 0);
    assert_eq!(g.head.scorings.len(), 2);
    assert!(g.head.scorings.iter().all(|s| s.value.points == 4 && s.turn == 2));
    assert_eq!(scores(&g), vec![4, 4], "points are added at once");
}

/// BASE-EDGE-1: a tile touching several tiles must match all of them.
#[test]
fn base_edge_1_all_touching_sides_must_match() {
    let mut g = game(2, &["base/U", "base/E", "base/E"]);
    place(&mut g, 1, 0, 0);
    skip(&mut g);
    place(&mut g, 1, -1, 3); // city facing west into (0, -1)
    skip(&mut g);
    // A cap facing south fits the start tile but shows a field to the east.
    let err = g.decide(Seat(0), &Command::PlaceTile { x: 0, y: -1, rotation: 2 }).unwrap_err();
    assert_eq!(err, RuleError::Common(CommonError::EdgeMismatch { pos: Pos::new(0, -1), side: Side::E }));
}

/// BASE-TERM-1, BASE-TERM-2, BASE-TERM-3, BASE-FEAT-ROAD-1, BASE-DONE-ROAD-1,
/// BASE-AMB-8: the arms of a junction are separate roads joined only over
/// other tiles; a road between a junction and a monastery is complete.
#[test]
fn base_term_3_junction_arms_are_separate_roads() {
    let mut g = game(2, &["base/W", "base/A", "base/U"]);
    place(&mut g, 1, 0, 0); // junction: arms east, south, west (west joins the start road)
    skip(&mut g);
    let view = g.view();
    let roads: Vec<_> = view.features.iter().filter(|f| f.kind == Terrain::Road).collect();
    assert_eq!(roads.len(), 3, "start road + west arm, east arm, south arm");
    assert!(roads.iter().all(|r| !r.head.complete));
    place(&mut g, 1, 1, 2); // monastery whose road runs north into the south arm
    follower(&mut g, 0);
    let road = g.view().features.into_iter().find(|f| f.kind == Terrain::Road && f.head.complete).unwrap();
    assert_eq!((road.head.tiles.len(), road.head.value), (2, 2));
    assert_eq!(road.head.open_slots, 0, "BASE-TERM-4: no slot faces an empty cell");
}

/// BASE-FEAT-FIELD-1, BASE-DONE-FIELD-1, BASE-SCORE-FIELD-2, BASE-END-3,
/// BASE-AMB-2, BASE-AMB-3: fields are never complete, score only at the
/// end, and a city bordered on two tiles counts once for one field.
#[test]
fn base_score_field_2_city_counts_once_per_field() {
    let mut g = game(2, &["base/E", "base/U", "base/U"]);
    place(&mut g, 0, -1, 2);
    skip(&mut g);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 1); // field north of the road, bordering the city on D
    let field = g.view().features.into_iter().find(|f| f.kind == Terrain::Field && *f.head.figures == [0, 1]).unwrap();
    assert!(!field.head.complete);
    assert!(g.head.scorings.is_empty(), "fields are not scored during play");
    place(&mut g, -1, 0, 0);
    skip(&mut g);
    let scoring = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::Field).unwrap();
    assert_eq!((scoring.value.cities, scoring.value.points, scoring.time), (1, 3, ScoringTime::Final));
}

/// BASE-TILE-5, BASE-PLACE-7: there is no way to pass a tile or to take a
/// follower back; the tile step accepts only a placement.
#[test]
fn base_tile_5_the_drawn_tile_must_be_placed() {
    let g = game(2, &["base/U"]);
    assert_eq!(
        g.decide(Seat(0), &Command::SkipFigure),
        Err(RuleError::Common(CommonError::WrongStep { expected: "place_tile" }))
    );
    let follower_now = Command::PlaceFigure { region: 0, figure: Figure::Follower };
    assert_eq!(g.decide(Seat(0), &follower_now).unwrap_err().code(), "wrong_step");
}

/// BASE-SETUP-3, BASE-AMB-4, BASE-COMP-4, BASE-AMB-6: views show seven
/// followers each and zero points at the start; totals are plain integers.
#[test]
fn base_setup_3_view_of_a_new_game() {
    let g = game(4, &["base/U"]);
    let view = g.view();
    assert!(view.players.iter().all(|p| p.supply.follower == 7 && p.standing.score == 0));
    assert_eq!((view.step, view.head.current_player, view.head.tiles_left), (Step::PlaceTile, Some(0), 0));
    assert_eq!(view.head.current_tile, Some("base/U"));
    assert!(view.head.outcome.is_none());
}

/// Test sources of the classic rule set, with the test modules of the
/// shared core it relies on.
fn test_sources() -> String {
    let shared = [include_str!("../../players.rs"), include_str!("../../board.rs"), include_str!("../../catalog.rs")];
    let shared: String = shared.iter().flat_map(|s| s.split("#[cfg(test)]").skip(1)).collect();
    shared
        + include_str!("mod.rs")
        + include_str!("inns_cathedrals.rs")
        + include_str!("traders_builders.rs")
        + include_str!("../properties.rs")
}

/// Every rule of the page `markdown` with ids `prefix*` is cited by a test.
fn assert_every_rule_cited(markdown: &str, prefix: &str) {
    let missing = crate::properties::uncited(markdown, prefix, &test_sources());
    assert!(missing.is_empty(), "rules without a test: {missing:?}");
}

#[test]
fn every_base_rule_is_cited_by_a_test() {
    assert_every_rule_cited(include_str!("../../../../../docs/rules/base.md"), "BASE-");
}

#[test]
fn every_abbey_mayor_rule_is_cited_by_a_test() {
    assert_every_rule_cited(include_str!("../../../../../docs/rules/abbey-mayor.md"), "AM-");
}

#[test]
fn every_river_rule_is_cited_by_a_test() {
    assert_every_rule_cited(include_str!("../../../../../docs/rules/river.md"), "RIVER-");
}

/// Resignation (service rule, not in the rule book): the resigning player
/// is skipped and cannot win; with one player left the game ends.
#[test]
fn resigned_players_are_skipped_and_cannot_win() {
    let mut g = game(3, &["base/U", "base/U", "base/U", "base/U"]);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 0);
    let events = g.resign(Seat(1)).unwrap();
    assert_eq!(events, vec![Event::PlayerResigned { seat: Seat(1) }]);
    assert_eq!(g.decide_resign(Seat(1)), Err(RuleError::Common(CommonError::NotPlaying(Seat(1)))));
    assert_eq!(g.current(), Seat(2), "seat 1 is skipped");
    g.resign(Seat(2)).unwrap();
    assert_eq!(g.head.phase, Phase::Finished);
    assert_eq!(winners(&g), vec![0]);
    assert_eq!(g.head.seats.scores()[0], 2, "final scoring still happens");
    assert_eq!(g.decide_resign(Seat(0)), Err(RuleError::Common(CommonError::GameOver)));
}

/// A game with these parts of Abbey & Mayor whose draw order is `tiles`.
fn game_with(players: u8, parts: AbbeyMayor, tiles: &[&str]) -> GameState {
    let mut options = Options::for_players(players);
    options.abbey_mayor = Some(parts);
    let order = fixed(tiles);
    GameState::new_game(options, order).unwrap().0
}

/// A game with Abbey & Mayor's mayors only.
fn game_with_mayors(players: u8, tiles: &[&str]) -> GameState {
    game_with(players, AbbeyMayor { mayors: true, ..AbbeyMayor::NONE }, tiles)
}

fn mayor(g: &mut GameState, region: u8) {
    let seat = g.current();
    g.play(seat, &Command::PlaceFigure { region, figure: Figure::Mayor })
        .unwrap_or_else(|e| panic!("mayor on {region}: {e}"));
}

/// AM-SETUP-2, AM-SETUP-3, AM-SCOPE-1, AM-COMP-1, AM-COMP-2, AM-SCOPE-2: the
/// expansion's parts are switched separately: 12 more tiles in the supply,
/// one mayor, wagon and barn per player; still 2 to 5 players; no other
/// expansion can be named.
#[test]
fn am_setup_parts_add_tiles_and_mayors() {
    let seed = crate::rng::Seed::from_u64(4);
    let mut options = Options::for_players(2);
    options.abbey_mayor = Some(AbbeyMayor::default());
    let (g, _) = GameState::new_game(options.clone(), TileOrder::Seeded { seed }).unwrap();
    assert_eq!(g.bag.remaining() + 1, 83, "71 + 12 drawable tiles");
    assert!(g.players.iter().all(|p| p.supply == [FOLLOWERS, 0, 1, 1, 0, 0, 1]));
    options.abbey_mayor = Some(AbbeyMayor { land_tiles: true, ..AbbeyMayor::NONE });
    let (g, _) = GameState::new_game(options, TileOrder::Seeded { seed }).unwrap();
    assert!(g.players.iter().all(|p| p.supply == [FOLLOWERS, 0, 0, 0, 0, 0, 0]));
    let base = game(2, &["base/U"]);
    assert_eq!(base.players[0].supply, [FOLLOWERS, 0, 0, 0, 0, 0, 0], "no mayor without the expansion");
    let json: Options = serde_json::from_str(r#"{"players": 2, "abbey_mayor": {}}"#).unwrap();
    assert_eq!(json.expansion(), AbbeyMayor::default(), "every part defaults to on");
    let other = serde_json::from_str::<Options>(r#"{"players": 2, "abbey_mayor": {}, "traders": {}}"#);
    assert!(other.is_err(), "other expansions are out of scope");
    let six = Options { players: 6, ..json };
    let refused = GameState::new_game(six, TileOrder::Seeded { seed }).unwrap_err();
    assert!(matches!(refused, SetupError::Options { rule: "IC-SCOPE-2", .. }), "{refused:?}");
}

/// AM-MAYOR-1, AM-TERM-1, AM-AMB-9: the mayor goes only into a city, and
/// like any follower only into an unoccupied one.
#[test]
fn am_mayor_1_only_into_an_unoccupied_city() {
    let mut g = game_with_mayors(2, &["base/D", "base/F", "base/U"]);
    place(&mut g, 1, 0, 0); // base/D east of the start: a city cap north, a road
    let road = g.decide(Seat(0), &Command::PlaceFigure { region: 1, figure: Figure::Mayor }).unwrap_err();
    assert_eq!(road, RuleError::Figure(FigureRefusal::NotAllowed { figure: Figure::Mayor, terrain: Terrain::Road }));
    mayor(&mut g, 0);
    assert_eq!(g.players[0].supply, [FOLLOWERS, 0, 0, 0, 0, 0, 0]);
    assert_eq!(g.play(Seat(1), &Command::PlaceTile { x: 1, y: -1, rotation: 1 }).map(|_| ()), Ok(()));
    let occupied = g.play(Seat(1), &Command::PlaceFigure { region: 0, figure: Figure::Mayor }).unwrap_err();
    assert_eq!(occupied.rule(), "BASE-PLACE-3", "the usual occupancy rule");
    let LegalMoves::PlaceFigure { options, .. } = g.legal_moves() else { panic!() };
    assert!(options.iter().all(|o| o.terrain == Terrain::Field), "the city is taken: {options:?}");
}

/// AM-MAYOR-2, AM-MAJ-1, AM-MAYOR-4, AM-MAYOR-3 (the rule book's example): a
/// mayor of strength 3 (three shields) beats two knights and takes all 20
/// points, the city's usual value.
#[test]
fn am_mayor_2_mayor_with_three_shields_beats_two_knights_for_20() {
    let tiles = ["base/Q", "base/U", "base/U", "base/G", "base/E", "base/U", "base/U", "base/E", "base/F", "base/F"];
    let mut g = game_with_mayors(2, &tiles);
    place(&mut g, 0, -1, 2); // red: three-sided city (shield) on the start city
    mayor(&mut g, 0);
    place(&mut g, 1, 0, 0);
    skip(&mut g);
    place(&mut g, 2, 0, 0);
    skip(&mut g);
    place(&mut g, 2, -1, 0); // blue: a separate city band
    follower(&mut g, 0);
    place(&mut g, 3, -1, 3); // closes the band's east end
    skip(&mut g);
    place(&mut g, -1, 0, 0);
    skip(&mut g);
    place(&mut g, -2, 0, 0);
    skip(&mut g);
    place(&mut g, -2, -1, 1); // blue: a separate city cap facing east
    follower(&mut g, 0);
    place(&mut g, -1, -1, 0); // joins the cap to the red city
    skip(&mut g);
    place(&mut g, 1, -1, 0); // joins the band and completes the city
    skip(&mut g);
    let city = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::City).unwrap();
    assert_eq!((city.value.tiles, city.value.shields, city.value.points), (7, 3, 20));
    assert_eq!(city.scorers, vec![Seat(0)]);
    assert_eq!(scores(&g), vec![20, 0]);
    assert_eq!(g.players[0].supply, [FOLLOWERS, 0, 1, 0, 0, 0, 0], "the mayor came back");
    assert_eq!(g.players[1].supply, [FOLLOWERS, 0, 1, 0, 0, 0, 0], "both knights came back; blue never used its mayor");
}

/// AM-EDGE-3, AM-AMB-4: a lone mayor in a city without shields has
/// strength 0: nobody scores, the mayor returns.
#[test]
fn am_edge_3_lone_mayor_without_shields_scores_nothing() {
    let mut g = game_with_mayors(2, &["base/E", "base/U"]);
    place(&mut g, 0, -1, 2);
    mayor(&mut g, 0);
    assert_eq!(scores(&g), vec![0, 0]);
    assert!(g.head.scorings[0].scorers.is_empty(), "scored for nobody");
    assert_eq!(g.players[0].supply, [FOLLOWERS, 0, 1, 0, 0, 0, 0]);
}

/// AM-EDGE-4, AM-EDGE-5: a mayor of strength 0 loses to one knight; shields
/// added after the mayor was placed count for it at scoring time.
#[test]
fn am_edge_4_knight_beats_a_shieldless_mayor_and_later_shields_count() {
    let mut g = game_with_mayors(2, &["base/F", "base/E", "base/N", "base/N"]);
    place(&mut g, 0, -1, 1); // a band with a shield on the start city
    follower(&mut g, 0); // red knight
    place(&mut g, 1, -1, 0); // a separate cap without shield
    mayor(&mut g, 0); // blue mayor
    place(&mut g, 0, -2, 2);
    skip(&mut g);
    place(&mut g, 1, -2, 3); // joins both and completes: 1 shield in the city
    skip(&mut g);
    let city = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::City).unwrap();
    assert_eq!(city.value.shields, 1);
    assert_eq!(city.scorers, vec![Seat(0), Seat(1)], "knight 1 vs mayor 1 (the joined city's shield): tie");

    let mut g = game_with_mayors(2, &["base/G", "base/E", "base/N", "base/N"]);
    place(&mut g, 0, -1, 1); // a band without shield
    follower(&mut g, 0);
    place(&mut g, 1, -1, 0);
    mayor(&mut g, 0);
    place(&mut g, 0, -2, 2);
    skip(&mut g);
    place(&mut g, 1, -2, 3);
    skip(&mut g);
    let city = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::City).unwrap();
    assert_eq!((city.value.shields, city.scorers.clone()), (0, vec![Seat(0)]), "strength 1 beats 0");
}

/// AM-END-2: at the end a mayor weighs the shields of its incomplete city.
#[test]
fn am_end_2_mayor_in_an_incomplete_city_at_the_end() {
    let mut g = game_with_mayors(2, &["base/F", "base/U"]);
    place(&mut g, 0, -1, 1);
    mayor(&mut g, 0);
    place(&mut g, 1, 0, 0);
    skip(&mut g);
    let city = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::City).unwrap();
    assert_eq!((city.time, city.value.points, city.scorers.clone()), (ScoringTime::Final, 3, vec![Seat(0)]));
}

/// AM-TILES-1: the bridge tile's shield city also borders the field below,
/// so a farmer there scores both cities once they are complete.
#[test]
fn am_tiles_1_bridge_city_borders_the_field_below() {
    let bridge = Tile::from_id("abbey-mayor/city-bridge").unwrap();
    let t = tables();
    assert_eq!(t.touches(bridge.0, 2), &[0, 1]);
    assert_eq!(t.region_terrain(bridge.0, 3), Some(Terrain::Field), "the inner field under the bridge");
}

/// A game with Abbey & Mayor's abbeys only.
fn game_with_abbeys(tiles: &[&str]) -> GameState {
    game_with(2, AbbeyMayor { abbeys: true, ..AbbeyMayor::NONE }, tiles)
}

/// Builds a hole at (2, 0) at the east end of a road from a monastery
/// through the start tile; seat 1 has a thief on that road.
fn road_into_a_hole(extra: &[&str]) -> GameState {
    let mut tiles = vec!["base/A", "base/U"];
    tiles.extend(["base/B"; 6]);
    tiles.extend(extra);
    let mut g = game_with_abbeys(&tiles);
    place(&mut g, -1, 0, 3); // the road ends at a monastery in the west
    skip(&mut g);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 0); // seat 1: thief on the road
    for (x, y) in [(1, 1), (2, 1), (3, 1), (3, 0), (3, -1), (2, -1)] {
        assert!(!matches!(g.head.phase, Phase::ChoosingTile), "no hole yet");
        place(&mut g, x, y, 0);
        skip(&mut g);
    }
    g
}

/// AM-ABBEY-1, AM-ABBEY-2, AM-TURN-1, AM-ABBEY-7: with a hole on the board
/// a player holding an abbey chooses between abbey and draw; the abbey goes
/// only into a hole and is the whole tile step.
#[test]
fn am_abbey_1_abbey_or_draw_when_a_hole_exists() {
    let mut g = road_into_a_hole(&["base/U", "base/U"]);
    assert_eq!(g.head.phase, Phase::ChoosingTile);
    assert_eq!(g.holes(), vec![Pos::new(2, 0)]);
    assert_eq!((g.view().step, g.view().holes), (Step::ChooseTile, vec![Pos::new(2, 0)]), "the view lists the holes");
    let LegalMoves::ChooseTile { abbey } = g.legal_moves() else { panic!("{:?}", g.legal_moves()) };
    assert_eq!(abbey.iter().map(|p| p.pos).collect::<Vec<_>>(), vec![Pos::new(2, 0)]);
    let wrong = g.decide(Seat(0), &Command::PlaceAbbey { x: 4, y: 0 }).unwrap_err();
    assert_eq!((wrong.code(), wrong.rule()), ("not_a_hole", "AM-ABBEY-1"));
    assert_eq!(g.decide(Seat(0), &Command::PlaceTile { x: 4, y: 0, rotation: 0 }).unwrap_err().code(), "wrong_step");
    let drawn = g.play(Seat(0), &Command::DrawTile).unwrap();
    assert!(matches!(drawn[..], [Event::DrawChosen, Event::TileDrawn { .. }]));
    assert!(g.players[0].abbey, "drawing keeps the abbey");
}

/// AM-ABBEY-3, AM-ABBEY-4, AM-ABBEY-5, AM-ABBEY-6 (the rule book's example):
/// the abbey closes the road it meets, which scores 3 (monastery tile, start
/// tile, road tile; the abbey holds none of it); a monk may go on the abbey.
#[test]
fn am_abbey_4_abbey_closes_a_road_for_3() {
    let mut g = road_into_a_hole(&["base/U"]);
    let events = g.play(Seat(0), &Command::PlaceAbbey { x: 2, y: 0 }).unwrap();
    assert_eq!(events, vec![Event::AbbeyPlaced { x: 2, y: 0 }]);
    let LegalMoves::PlaceFigure { options, .. } = g.legal_moves() else { panic!() };
    assert_eq!(options.iter().map(|o| o.terrain).collect::<Vec<_>>(), vec![Terrain::Abbey]);
    follower(&mut g, 0); // a monk on the abbey
    let road = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::Road).unwrap();
    assert_eq!((road.value.tiles, road.value.points, road.scorers.clone()), (3, 3, vec![Seat(1)]));
    assert!(!g.players[0].abbey);
    let abbey = g.view().features.into_iter().find(|f| f.kind == Terrain::Abbey).unwrap();
    assert_eq!((abbey.head.tiles.len(), abbey.head.value), (8, 8), "abbey + 7 neighbours, incomplete");
}

/// AM-END-1, AM-AMB-3, AM-AMB-12: after the last land tile (abbeys are not
/// part of the supply), players holding an abbey are
/// asked in turn from the next player; a full round without an abbey ends
/// the game.
#[test]
fn am_end_1_last_abbeys_round_after_the_final_tile() {
    let mut g = road_into_a_hole(&[]);
    assert_eq!(g.bag.remaining(), 0);
    assert_eq!((g.head.phase, g.current()), (Phase::LastAbbeys { passes: 0 }, Seat(0)));
    let LegalMoves::LastAbbeys { abbey } = g.legal_moves() else { panic!() };
    assert_eq!(abbey.len(), 1);
    g.play(Seat(0), &Command::PassAbbey).unwrap();
    assert_eq!((g.head.phase, g.current()), (Phase::LastAbbeys { passes: 1 }, Seat(1)), "seat 1 gets its chance");
    g.play(Seat(1), &Command::PlaceAbbey { x: 2, y: 0 }).unwrap();
    skip(&mut g);
    assert_eq!(g.head.phase, Phase::Finished, "no hole left: everybody passes");
    assert_eq!(scores(&g)[1], 3, "its own abbey closed seat 1's road");
}

/// AM-EDGE-1, AM-EDGE-2: a city cap facing the hole is a one-tile city once
/// the abbey closes it (2 points), closed in the same step as the road.
#[test]
fn am_edge_2_abbey_closes_a_one_tile_city_and_a_road_at_once() {
    let mut tiles = vec!["base/A", "base/U"];
    tiles.extend(["base/B"; 5]);
    tiles.extend(["base/E", "base/U"]);
    let mut g = game_with_abbeys(&tiles);
    place(&mut g, -1, 0, 3);
    skip(&mut g);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 0); // seat 1: thief
    for (x, y) in [(1, 1), (2, 1), (3, 1), (3, 0), (3, -1)] {
        place(&mut g, x, y, 0);
        skip(&mut g);
    }
    place(&mut g, 2, -1, 2); // seat 1: a city cap facing the hole below
    follower(&mut g, 0);
    g.play(Seat(0), &Command::PlaceAbbey { x: 2, y: 0 }).unwrap();
    skip(&mut g);
    let city = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::City).unwrap();
    assert_eq!((city.value.tiles, city.value.points), (1, 2));
    assert_eq!(g.head.scorings.len(), 2, "road and city in the same step");
    assert_eq!(scores(&g), vec![0, 5]);
}

/// A game with Abbey & Mayor's wagons only.
fn game_with_wagons(tiles: &[&str]) -> GameState {
    game_with(2, AbbeyMayor { wagons: true, ..AbbeyMayor::NONE }, tiles)
}

fn wagon(g: &mut GameState, region: u8) -> Vec<Event> {
    let seat = g.current();
    g.play(seat, &Command::PlaceFigure { region, figure: Figure::Wagon }).unwrap_or_else(|e| panic!("wagon: {e}"))
}

/// AM-WAGON-1, AM-WAGON-2, AM-WAGON-3, AM-WAGON-10, AM-AMB-10, AM-EDGE-6,
/// AM-WAGON-6, AM-AMB-2, AM-WAGON-8, AM-AMB-1: a wagon on the road its tile
/// completes scores like a follower, then its owner picks a target on its
/// tile or around it (second edition: not necessarily connected):
/// incomplete, unoccupied, never a field and never the road just scored.
/// Moving scores nothing.
#[test]
fn am_wagon_3_wagon_moves_after_its_road_is_scored() {
    let mut g = game_with_wagons(&["base/A", "base/X", "base/U"]);
    place(&mut g, -1, 0, 3); // the road ends at a monastery in the west
    skip(&mut g);
    place(&mut g, 1, 0, 0); // seat 1: a crossroads ends it in the east
    let field = g.decide(Seat(1), &Command::PlaceFigure { region: 4, figure: Figure::Wagon }).unwrap_err();
    assert_eq!(field, RuleError::Figure(FigureRefusal::NotAllowed { figure: Figure::Wagon, terrain: Terrain::Field }));
    wagon(&mut g, 3); // on the west arm: the road is complete
    let road = &g.head.scorings[0];
    assert_eq!((road.value.points, road.scorers.clone()), (3, vec![Seat(1)]), "counts as a follower");
    assert_eq!((g.head.phase, g.current()), (Phase::MovingWagons { active: Seat(1) }, Seat(1)));
    let view = g.view();
    assert_eq!(view.step, Step::MoveWagon);
    let waiting: Vec<(u8, Figure, RegionRef)> = view.waiting_wagons.iter().map(|w| (w.owner, w.figure, w.at)).collect();
    assert_eq!(waiting, vec![(1, Figure::Wagon, RegionRef { x: 1, y: 0, region: 3 })], "the waiting wagon is shown");
    let LegalMoves::MoveWagon { from, targets } = g.legal_moves() else { panic!("{:?}", g.legal_moves()) };
    assert_eq!(from, RegionRef { x: 1, y: 0, region: 3 }, "AM-WAGON-3: where the wagon stood");
    let found: Vec<(i32, i32, u8, Terrain)> = targets.iter().map(|t| (t.x, t.y, t.region, t.terrain)).collect();
    assert_eq!(
        found,
        vec![(0, 0, 0, Terrain::City), (1, 0, 0, Terrain::Road), (1, 0, 1, Terrain::Road), (1, 0, 2, Terrain::Road)],
        "the start city and the open arms; not the completed road, not fields, not the monastery two tiles away"
    );
    let completed = g.decide(Seat(1), &Command::MoveWagon { x: 0, y: 0, region: 1 }).unwrap_err();
    assert_eq!((completed.code(), completed.rule()), ("bad_wagon_target", "AM-WAGON-3"));
    let far = g.decide(Seat(1), &Command::MoveWagon { x: -1, y: 0, region: 2 }).unwrap_err();
    assert_eq!(far.code(), "bad_wagon_target");
    g.play(Seat(1), &Command::MoveWagon { x: 0, y: 0, region: 0 }).unwrap();
    assert_eq!(scores(&g), vec![0, 3], "moving scores nothing");
    assert_eq!(g.figures.len(), 1);
    assert_eq!((g.figures[0].kind, g.figures[0].owner), (Figure::Wagon, Seat(1)));
    assert_eq!((g.current(), g.head.phase), (Seat(0), Phase::PlacingTile { tile: Tile::from_id("base/U").unwrap() }));
}

/// AM-WAGON-4, AM-WAGON-7: a wagon with nowhere to go goes back at once.
#[test]
fn am_wagon_4_wagon_without_target_returns() {
    let mut g = game_with_wagons(&["base/U", "base/E", "base/U"]);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 0); // seat 0: a thief occupies the road
    place(&mut g, 0, -1, 2); // seat 1 closes the start city
    let events = wagon(&mut g, 0);
    assert!(events.contains(&Event::TileDrawn { tile: Tile::from_id("base/U").unwrap() }), "no decision step");
    assert_eq!(g.players[1].supply[Figure::Wagon.index()], 1, "back in supply");
    assert_eq!(scores(&g), vec![0, 4]);
    assert_eq!(g.current(), Seat(0));
}

/// AM-WAGON-5, AM-WAGON-3: two wagons in one completed city decide in turn
/// order from the active player; a wagon that has just moved occupies its
/// target, so the other one, left without a target, goes back.
#[test]
fn am_wagon_5_wagons_decide_in_turn_order_from_the_active_player() {
    let mut g = game_with_wagons(&["base/F", "base/E", "base/N", "base/N", "base/U"]);
    place(&mut g, 0, -1, 1);
    wagon(&mut g, 0); // seat 0's wagon in the city on the start tile
    place(&mut g, 1, -1, 0);
    wagon(&mut g, 0); // seat 1's wagon in a separate city
    place(&mut g, 0, -2, 2);
    skip(&mut g);
    place(&mut g, 1, -2, 3); // seat 1 joins and completes the city
    skip(&mut g);
    assert_eq!(scores(&g), vec![12, 12], "one wagon each: a tie");
    assert_eq!(
        (g.head.phase, g.current()),
        (Phase::MovingWagons { active: Seat(1) }, Seat(1)),
        "the active player first"
    );
    assert_eq!(g.waiting_wagons.len(), 2);
    let events = g.decide(Seat(1), &Command::MoveWagon { x: 0, y: 0, region: 1 }).unwrap(); // onto the start road
    let (events, effects) = g.commit_noting(events).unwrap();
    assert_eq!(events[0], Event::WagonMoved { x: 0, y: 0, region: 1 });
    assert_eq!(g.players[0].supply[Figure::Wagon.index()], 1, "seat 0's wagon had no free target left");
    let [Effect::FiguresReturned { figures }] = &effects[0][..] else { panic!("{:?}", effects[0]) };
    let returned: Vec<(u8, Figure, RegionRef)> = figures.iter().map(|f| (f.owner, f.figure, f.at)).collect();
    assert_eq!(returned, [(0, Figure::Wagon, RegionRef { x: 0, y: -1, region: 0 })], "the return is told");
    assert_eq!((g.current(), g.waiting_wagons.len()), (Seat(0), 0));
    assert!(matches!(g.head.phase, Phase::PlacingTile { .. }));
}

fn barn(g: &mut GameState, corner: Corner) -> Vec<Event> {
    let seat = g.current();
    g.play(seat, &Command::PlaceBarn { corner }).unwrap_or_else(|e| panic!("barn on {corner:?}: {e}"))
}

/// Builds field F north of the start tile: two city caps completed by
/// base/E tiles at (0, -1) and (0, -2)/(0, -3) (cities 1 and 2), whose
/// fields join through a monastery tile at (1, -1). F borders both cities.
/// With `blue_farmer`, seat 1 has a farmer on F. Seat 0 moves next.
fn two_cities_and_a_field(tiles: &[&str], blue_farmer: bool) -> GameState {
    let options =
        Options { abbey_mayor: Some(AbbeyMayor { barns: true, ..AbbeyMayor::NONE }), ..Options::for_players(2) };
    two_cities_and_a_field_in(options, tiles, blue_farmer)
}

/// [`two_cities_and_a_field`] in a game of `options`.
fn two_cities_and_a_field_in(options: Options, tiles: &[&str], blue_farmer: bool) -> GameState {
    let mut all = vec!["base/E", "base/E", "base/E", "base/B"];
    all.extend(tiles);
    let mut g = GameState::new_game(options, fixed(&all)).unwrap().0;
    place(&mut g, 0, -1, 2); // closes city 1, the start tile's cap
    skip(&mut g);
    place(&mut g, 0, -2, 0);
    if blue_farmer {
        follower(&mut g, 1);
    } else {
        skip(&mut g);
    }
    place(&mut g, 0, -3, 2); // closes city 2
    skip(&mut g);
    place(&mut g, 1, -1, 0);
    skip(&mut g);
    g
}

/// AM-BARN-1, AM-BARN-6, AM-BARN-3, AM-EDGE-8 (the rule book's example):
/// red puts the barn where four field corners meet; blue's farmer on that
/// field scores 3 per completed city, 6, and returns; the barn stays and
/// a farmer on another field is unaffected.
#[test]
fn am_barn_6_barn_placed_on_a_field_with_a_farmer_pays_it_6() {
    let mut g = two_cities_and_a_field(&["base/U", "base/B", "base/B", "base/B"], true);
    place(&mut g, -1, 0, 0);
    follower(&mut g, 1); // red farmer on the start tile's north strip
    place(&mut g, 0, 1, 0);
    skip(&mut g);
    let LegalMoves::PlaceTile { placements, .. } = g.legal_moves() else { panic!() };
    let spot = placements.iter().find(|p| p.pos == Pos::new(1, -2) && p.rotation.quarter_turns() == 0).unwrap();
    assert_eq!(spot.barn_corners, vec![Corner::SW], "previewed before placing");
    place(&mut g, 1, -2, 0);
    let LegalMoves::PlaceFigure { barn_corners, .. } = g.legal_moves() else { panic!() };
    assert_eq!(barn_corners, vec![Corner::SW]);
    let events = barn(&mut g, Corner::SW);
    assert_eq!(events[0], Event::BarnPlaced { corner: Corner::SW });
    assert_eq!(scores(&g), vec![0, 6]);
    let scoring = g.head.scorings.last().unwrap();
    assert_eq!((scoring.time, scoring.value.cities, scoring.value.points), (ScoringTime::BarnPlaced, 2, 6));
    assert_eq!(g.players[1].supply[Figure::Follower.index()], FOLLOWERS, "blue's farmer came back");
    assert_eq!(g.players[0].supply[Figure::Follower.index()], FOLLOWERS - 1, "red's farmer elsewhere stays");
    assert_eq!(g.players[0].supply[Figure::Barn.index()], 0);
    let view = g.view();
    assert_eq!(view.barns.len(), 1);
    assert_eq!((view.barns[0].owner, view.barns[0].x, view.barns[0].y, view.barns[0].corner), (0, 1, -2, Corner::SW));
}

/// AM-BARN-7, AM-BARN-4, AM-BARN-9, AM-EDGE-7, AM-BARN-1 (the rule book's
/// examples): a barn on a field without farmers scores nothing; a tile that
/// joins red's and blue's farmers to the barn field pays each 1 per city (2)
/// and sends them home; no farmer may join the barn field; a corner showing
/// city takes no barn; at the end the barn scores 4 per city.
#[test]
fn am_barn_7_farmers_joined_to_a_barn_field_score_1_per_city() {
    let mut g = two_cities_and_a_field(&["base/U", "base/B", "base/B", "base/A"], false);
    place(&mut g, -1, 0, 0);
    follower(&mut g, 1); // red farmer on the start tile's north strip
    place(&mut g, 0, 1, 0);
    follower(&mut g, 0); // blue farmer on the start tile's south field
    place(&mut g, 1, -2, 0);
    barn(&mut g, Corner::SW); // red's barn on F: no farmers there
    assert!(g.head.scorings.is_empty(), "AM-EDGE-7: nothing to score");
    place(&mut g, 1, 0, 1); // blue: a monastery whose field joins F, the strip and the south field
    let farmer = g.decide(Seat(1), &Command::PlaceFigure { region: 1, figure: Figure::Follower }).unwrap_err();
    assert_eq!((farmer.code(), farmer.rule()), ("barn_field", "AM-BARN-4"));
    let city_corner = g.decide(Seat(1), &Command::PlaceBarn { corner: Corner::NW }).unwrap_err();
    assert_eq!((city_corner.code(), city_corner.rule()), ("not_a_barn_corner", "AM-BARN-1"));
    let missing = g.decide(Seat(1), &Command::PlaceBarn { corner: Corner::SE }).unwrap_err();
    assert_eq!(missing, RuleError::NotABarnCorner { corner: Corner::SE, why: "four tiles do not meet there" });
    let LegalMoves::PlaceFigure { options, barn_corners } = g.legal_moves() else { panic!() };
    assert!(barn_corners.is_empty());
    assert!(options.iter().all(|o| o.terrain != Terrain::Field), "{options:?}");
    skip(&mut g);
    let joined = g.head.scorings.iter().find(|s| s.time == ScoringTime::BarnJoined).unwrap();
    assert_eq!((joined.value.cities, joined.value.points, joined.scorers.clone()), (2, 2, vec![Seat(0), Seat(1)]));
    assert_eq!(g.head.phase, Phase::Finished);
    let last = g.head.scorings.last().unwrap();
    assert_eq!((last.time, last.value.points, last.scorers.clone()), (ScoringTime::Final, 8, vec![Seat(0)]));
    assert_eq!(scores(&g), vec![2 + 8, 2]);
    assert!(g.players.iter().all(|p| p.supply[Figure::Follower.index()] == FOLLOWERS));
}

/// AM-EDGE-10, AM-AMB-11, AM-AMB-5: the tile that carries the barn also
/// joins a field with a farmer to the barn's field: the placement scoring
/// at 3 per city applies, and the barn's owner gets nothing.
#[test]
fn am_edge_10_barn_tile_joining_farmers_scores_3_per_city() {
    let mut g = two_cities_and_a_field(&["base/B", "base/B"], false);
    place(&mut g, 1, -3, 0); // red: its field joins city 2's north field only
    follower(&mut g, 0);
    place(&mut g, 1, -2, 0); // blue: joins both fields
    barn(&mut g, Corner::SW);
    assert_eq!(g.head.scorings[0].time, ScoringTime::BarnPlaced);
    assert_eq!((g.head.scorings[0].value.points, g.head.scorings[0].scorers.clone()), (6, vec![Seat(0)]));
    assert!(g.head.scorings.iter().all(|s| s.time != ScoringTime::BarnJoined));
}

/// AM-BARN-2, AM-BARN-5: a field that has a barn takes no second one, and
/// nobody places a second barn of his own.
#[test]
fn am_barn_2_one_barn_per_field_and_per_player() {
    let mut g = two_cities_and_a_field(&["base/B", "base/B", "base/B", "base/B", "base/B"], false);
    place(&mut g, 1, -2, 0);
    barn(&mut g, Corner::SW); // red
    place(&mut g, 2, -1, 0);
    skip(&mut g);
    place(&mut g, 3, -1, 0);
    skip(&mut g);
    place(&mut g, 2, -2, 0); // blue: four field corners meet at its SW corner, on red's barn field
    assert_eq!(g.decide(Seat(1), &Command::PlaceBarn { corner: Corner::SW }), Err(RuleError::FieldHasBarn(Corner::SW)));
    assert_eq!(RuleError::FieldHasBarn(Corner::SW).rule(), "AM-BARN-2");
    let LegalMoves::PlaceFigure { barn_corners, .. } = g.legal_moves() else { panic!() };
    assert!(barn_corners.is_empty());
    skip(&mut g);
    place(&mut g, 3, -2, 0); // red: a free corner again, but no barn left
    assert_eq!(
        g.decide(Seat(0), &Command::PlaceBarn { corner: Corner::SW }),
        Err(RuleError::Figure(FigureRefusal::NoneLeft(Figure::Barn)))
    );
    let used_up = g.decide(Seat(0), &Command::PlaceBarn { corner: Corner::SW }).unwrap_err();
    assert_eq!((used_up.rule(), used_up.to_string().as_str()), ("AM-SETUP-3", "no barn left in supply"));
    let on_region = g.decide(Seat(0), &Command::PlaceFigure { region: 0, figure: Figure::Barn }).unwrap_err();
    assert_eq!(on_region, RuleError::BarnNeedsCorner);
}

/// AM-EDGE-9, AM-AMB-6: two barn fields joined keep both barns; at the
/// end each owner scores 4 per city.
#[test]
fn am_edge_9_two_barns_on_one_field_both_score_4_per_city() {
    let mut g = two_cities_and_a_field(&["base/U", "base/B", "base/B", "base/B", "base/A"], false);
    place(&mut g, -1, 0, 0);
    skip(&mut g);
    place(&mut g, 0, 1, 0);
    skip(&mut g);
    place(&mut g, -1, 1, 0);
    barn(&mut g, Corner::NE); // red, on the start tile's south field
    place(&mut g, 1, -2, 0);
    barn(&mut g, Corner::SW); // blue, on F
    place(&mut g, 1, 0, 1); // red joins both fields
    skip(&mut g);
    assert_eq!(g.head.phase, Phase::Finished);
    let field = g.head.scorings.last().unwrap();
    assert_eq!((field.value.cities, field.value.points, field.scorers.clone()), (2, 8, vec![Seat(0), Seat(1)]));
    assert_eq!(scores(&g), vec![8, 8]);
    let view = g.view();
    let joined = view.features.iter().find(|f| f.barns.iter().sum::<u8>() == 2).unwrap();
    assert_eq!(joined.head.value, 8);
}

/// AM-WAGON-9, AM-TURN-2: at the final scoring a wagon counts as one
/// follower and does not move.
#[test]
fn am_wagon_9_wagon_at_the_end_scores_and_stays_put() {
    let mut g = game_with_wagons(&["base/U"]);
    place(&mut g, 1, 0, 0);
    wagon(&mut g, 0);
    assert_eq!(g.head.phase, Phase::Finished, "no wagon decision at the end");
    let road = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::Road).unwrap();
    assert_eq!((road.time, road.value.points, road.scorers.clone()), (ScoringTime::Final, 2, vec![Seat(0)]));
    assert_eq!(g.players[0].supply[Figure::Wagon.index()], 1);
}

/// AM-TILES-2, AM-TILES-3, AM-TILES-5, AM-AMB-7, AM-AMB-8: the farm
/// adjacencies of the special tiles as the catalog gives them, and the
/// corners they offer a barn.
#[test]
fn am_tiles_special_tiles_split_fields_as_drawn() {
    let t = tables();
    let tile = |id: &str| Tile::from_id(id).unwrap().0;
    let kinds = |id: &str| -> Vec<Terrain> {
        (0..t.tile(tile(id)).unwrap().regions.len() as u8).map(|r| t.region_terrain(tile(id), r).unwrap()).collect()
    };
    // AM-TILES-2: two cities that do not join on the tile.
    assert_eq!(kinds("abbey-mayor/crossed-cities")[..2], [Terrain::City, Terrain::City]);
    assert_eq!(kinds("abbey-mayor/two-cities-two-roads")[..2], [Terrain::City, Terrain::City]);
    // AM-TILES-3: the tunnel road is one region; the fields north of the
    // city are split by it, the field south of the city is not.
    let tunnel = t.tile(tile("abbey-mayor/city-road-tunnel")).unwrap();
    let region = |slot: &str| tunnel.region_at(Rotation::default(), Layer::Terrain, Slot::from_name(slot).unwrap());
    assert_eq!(region("N1"), region("S1"));
    assert_ne!(region("N0"), region("N2"));
    assert_eq!(region("S0"), region("S2"));
    // AM-TILES-5: the road touching the city cuts the field in three; the
    // one beyond the road borders no city.
    let touch = tile("abbey-mayor/city-road-touch-se");
    assert_eq!(kinds("abbey-mayor/city-road-touch-se").iter().filter(|k| **k == Terrain::Field).count(), 3);
    assert_eq!((t.touches(touch, 2), t.touches(touch, 3), t.touches(touch, 4)), (&[0][..], &[0][..], &[][..]));
    // AM-AMB-8: a corner is pure field only where one field region holds
    // both slots: city-three-fields has none (its walls reach the NE and SE
    // corners between two fields), a city cap has its two far corners.
    let pure = |id: &str| -> Vec<Corner> {
        let ty = t.tile(tile(id)).unwrap();
        Corner::ALL.into_iter().filter(|c| ty.corner_region(Rotation::default(), *c).is_some()).collect()
    };
    assert_eq!(pure("abbey-mayor/city-three-fields"), vec![]);
    assert_eq!(pure("base/E"), vec![Corner::SE, Corner::SW]);
    // AM-AMB-7: the abbey shows no field, so it ends fields and takes no barn.
    assert_eq!(kinds("abbey-mayor/abbey"), vec![Terrain::Abbey]);
}

/// AM-TILES-4: a road ending in the middle of the field is a road end.
#[test]
fn am_tiles_4_dead_end_road_closes_a_road() {
    let mut g = game(2, &["base/A", "abbey-mayor/road-dead-end"]);
    place(&mut g, -1, 0, 3); // the road ends at a monastery in the west
    follower(&mut g, 0);
    place(&mut g, 1, 0, 1); // and at the house in the east
    skip(&mut g);
    let road = g.head.scorings.iter().find(|s| s.time == ScoringTime::Completed).unwrap();
    assert_eq!((road.value.terrain, road.value.points, road.scorers.clone()), (Terrain::Road, 3, vec![Seat(0)]));
}

/// AM-TILES-6: the three-way road is one road with three exits, complete
/// only when all three are closed, and its tile counts once.
#[test]
fn am_tiles_6_three_way_road_needs_three_ends() {
    let mut g = game(2, &["base/A", "abbey-mayor/three-way-road", "base/A", "base/A"]);
    place(&mut g, -1, 0, 3);
    skip(&mut g);
    place(&mut g, 1, 0, 0); // arms west (the start road), north and east
    follower(&mut g, 0);
    place(&mut g, 1, -1, 0); // a monastery closes the north arm
    skip(&mut g);
    assert!(g.head.scorings.iter().all(|s| s.time != ScoringTime::Completed), "the east arm is open");
    place(&mut g, 2, 0, 1); // and the east arm
    skip(&mut g);
    let road = g.head.scorings.iter().find(|s| s.time == ScoringTime::Completed).unwrap();
    assert_eq!((road.value.terrain, road.value.tiles, road.scorers.clone()), (Terrain::Road, 5, vec![Seat(1)]));
}

/// BASE-END-2, BASE-SCORE-RET-1: the final scoring returns every figure, and
/// the finished game's view still shows where each stood at the end, with
/// the winners, and the supplies as they stood then (no figure counted
/// twice).
#[test]
fn base_end_2_finished_view_keeps_the_figures_where_they_stood() {
    let mut g = game(2, &["base/U"]);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 0); // a thief on the last tile
    assert_eq!(g.head.phase, Phase::Finished);
    assert!(g.figures.is_empty(), "the final scoring returned it");
    let view = g.view();
    let figures: Vec<(u8, Figure, RegionRef)> = view.figures.iter().map(|f| (f.owner, f.figure, f.at)).collect();
    assert_eq!(figures, vec![(0, Figure::Follower, RegionRef { x: 1, y: 0, region: 0 })]);
    assert_eq!(g.players[0].supply[Figure::Follower.index()], FOLLOWERS, "back home");
    assert_eq!(view.players[0].supply.follower, FOLLOWERS - 1, "the view: on the board, not in supply");
    assert_eq!(
        (view.step, view.head.outcome),
        (Step::Finished, Some(Outcome::Winners { seats: vec![Seat(0)], places: vec![1, 2] }))
    );
    assert_eq!(view.scorings.last().map(|s| (s.time, s.head.points)), Some((ScoringTime::Final, 2)));
}

/// AM-SCOPE-1: a game without a part of Abbey & Mayor refuses its pieces as
/// absent from the game, and its refusals offer only what the game has;
/// AM-SETUP-3: a piece of a part in play that is used up is refused as such.
#[test]
fn am_scope_1_refusals_never_offer_pieces_the_game_does_not_have() {
    let mut g = game(2, &["base/U", "base/U"]);
    place(&mut g, 1, 0, 0);
    let mayor = g.decide(Seat(0), &Command::PlaceFigure { region: 0, figure: Figure::Mayor }).unwrap_err();
    assert_eq!((mayor.code(), mayor.rule()), ("not_in_game", "AM-SCOPE-1"));
    assert_eq!(mayor.to_string(), "there is no mayor in this game");
    let abbey = g.decide(Seat(0), &Command::PlaceAbbey { x: 0, y: 0 }).unwrap_err();
    assert_eq!(abbey.to_string(), "there is no abbey in this game");
    let barn = g.decide(Seat(0), &Command::PlaceBarn { corner: Corner::NW }).unwrap_err();
    assert_eq!(barn, RuleError::NotInGame("barn"));
    let step = g.decide(Seat(0), &Command::PlaceTile { x: 2, y: 0, rotation: 0 }).unwrap_err();
    assert_eq!(step.to_string(), "expected place_figure or skip_figure now");
    assert_eq!(RuleError::from(FigureRefusal::NoneLeft(Figure::Wagon)).rule(), "AM-SETUP-3");
    assert_eq!(RuleError::from(FigureRefusal::NoneLeft(Figure::Follower)).rule(), "BASE-TURN-2");
}

/// A game with The River: `river` is the river stack in draw order (the
/// lake follows it), then `land`.
fn river_game(river: &[&str], land: &[&str]) -> GameState {
    let mut options = Options::for_players(2);
    options.river = Some(River {});
    let order = TileOrder::Fixed {
        tiles: land.iter().map(|id| id.to_string()).collect(),
        bonus: river.iter().map(|id| id.to_string()).collect(),
        any_mix: true,
        piles: vec![],
    };
    GameState::new_game(options, order).unwrap().0
}

/// RIVER-SETUP-1, RIVER-SETUP-2, RIVER-TURN-1, RIVER-PLACE-4, RIVER-AMB-2,
/// RIVER-COMP-1: the spring lies at the origin instead of the start tile;
/// the ten river tiles come first, then the lake, then the 71 land tiles
/// of the base game (the start tile stays out). RIVER-SETUP-3: the
/// players' supplies are the base game's. RIVER-TURN-2, RIVER-AMB-4: while
/// the river runs there is no hole and no river tile is discarded.
/// RIVER-AMB-5: The River has no parts (no forks, no second spring).
#[test]
fn river_setup_1_the_spring_then_the_river_then_the_lake() {
    let mut options = Options::for_players(3);
    options.river = Some(River {});
    let (mut g, _) = GameState::new_game(options, TileOrder::Seeded { seed: Seed::from_u64(11) }).unwrap();
    assert!(g.players.iter().all(|p| p.supply == [FOLLOWERS, 0, 0, 0, 0, 0, 0]));
    assert!(serde_json::from_str::<Options>(r#"{"players": 2, "river": {"forks": true}}"#).is_err());
    let first = g.head.table.board.get(Pos::new(0, 0)).map(|t| Tile(t.tile));
    assert_eq!(first, Tile::from_id("river/spring"));
    assert_eq!(g.view().head.tiles_left, 10 + 1 + 71 - 1, "the first river tile is drawn");
    let mut placed = Vec::new();
    while placed.last() != Some(&"river/lake") {
        let tile = g.current_tile().expect("a tile to place");
        placed.push(tile.id());
        let command = g.legal_commands()[0];
        play(&mut g, command);
        skip(&mut g);
        assert!(g.holes().is_empty() && g.head.discarded.is_empty());
    }
    assert_eq!(placed.len(), 11, "{placed:?}");
    assert!(placed[..10].iter().all(|id| id.starts_with("river/") && *id != "river/spring"), "{placed:?}");
    assert_eq!(g.river, None, "the lake ends the river");
    assert!(g.current_tile().is_some_and(|tile| tile.id().starts_with("base/")), "then the land tiles");
    assert!(g.head.table.board.tiles().iter().all(|t| Some(t.tile) != tables().start), "no start tile");
}

/// RIVER-PLACE-1, RIVER-PLACE-2, RIVER-PLACE-3, RIVER-AMB-1, RIVER-AMB-3,
/// RIVER-SCORE-2:
/// a river tile goes only where the river flows on, even where its sides
/// would match elsewhere; its turns alternate, a straight tile between two
/// turns changing nothing; one field goes round the spring, so banks that
/// reach it are one field.
#[test]
fn river_place_2_the_river_flows_on_and_never_turns_the_same_way_twice() {
    let mut g = river_game(&["river/curve", "river/straight", "river/curve"], &["base/B"]);
    let LegalMoves::PlaceTile { placements, .. } = g.legal_moves() else { panic!("a tile to place") };
    let places: Vec<(Pos, u8)> = placements.iter().map(|p| (p.pos, p.rotation.quarter_turns())).collect();
    assert_eq!(places, [(Pos::new(1, 0), 0), (Pos::new(1, 0), 1)], "to the south or to the north");
    let elsewhere = g.decide(Seat(0), &Command::PlaceTile { x: 0, y: 1, rotation: 0 }).unwrap_err();
    assert_eq!((elsewhere.code(), elsewhere.rule()), ("river_not_continued", "RIVER-PLACE-2"));
    place(&mut g, 1, 0, 0); // turns right, to the south
    skip(&mut g);
    place(&mut g, 1, 1, 1); // straight on to the south
    skip(&mut g);
    let right = g.decide(Seat(0), &Command::PlaceTile { x: 1, y: 2, rotation: 1 }).unwrap_err();
    assert_eq!((right.code(), right.rule()), ("river_turns_twice", "RIVER-PLACE-3"));
    let LegalMoves::PlaceTile { placements, .. } = g.legal_moves() else { panic!("a tile to place") };
    assert_eq!(
        placements.iter().map(|p| (p.pos, p.rotation.quarter_turns())).collect::<Vec<_>>(),
        [(Pos::new(1, 2), 2)]
    );
    place(&mut g, 1, 2, 2); // turns left, to the east
    skip(&mut g);
    assert_eq!(g.current_tile(), Tile::from_id("river/lake"));
    place(&mut g, 2, 2, 0);
    skip(&mut g);
    assert_eq!((g.river, g.current_tile()), (None, Tile::from_id("base/B")));
    let feature = |x, y, region| {
        let tile = g.head.table.board.get(Pos::new(x, y)).unwrap();
        g.head.table.features.feature_of(tile.segment(region))
    };
    assert_eq!(feature(1, 1, 1), feature(1, 1, 2), "the banks are one field: it goes round the spring");
}

/// RIVER-FIG-1, RIVER-FIG-2, RIVER-SCORE-1: no figure on the river; the
/// river is worth nothing; it splits the fields on its banks (here the
/// bridge's road keeps them from meeting round the spring).
#[test]
fn river_fig_1_no_figure_on_the_river() {
    let mut g = river_game(&["river/bridge", "river/straight"], &["base/B"]);
    place(&mut g, 1, 0, 0);
    let LegalMoves::PlaceFigure { options, .. } = g.legal_moves() else { panic!("a figure step") };
    let regions: Vec<(u8, Terrain)> = options.iter().map(|o| (o.region, o.terrain)).collect();
    assert!(!regions.contains(&(1, Terrain::River)) && regions.contains(&(0, Terrain::Road)), "{regions:?}");
    let refused = g.decide(Seat(0), &Command::PlaceFigure { region: 1, figure: Figure::Follower }).unwrap_err();
    assert_eq!((refused.code(), refused.rule()), ("figure_not_allowed", "RIVER-FIG-1"));
    let river = g.view().features.into_iter().find(|f| f.kind == Terrain::River).expect("the river");
    assert_eq!((river.head.value, river.head.tiles.len()), (0, 2));
    skip(&mut g);
    place(&mut g, 2, 0, 0);
    let straight = g.head.table.board.get(Pos::new(2, 0)).unwrap();
    let [north, south] = [1, 2].map(|region| g.head.table.features.feature_of(straight.segment(region)));
    assert_ne!(north, south, "the banks are two fields");
}

mod inns_cathedrals;
mod traders_builders;
