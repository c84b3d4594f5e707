//! Rule scenarios of `docs/rules/inns-cathedrals.md`, each built from a
//! fixed tile order.

use super::*;

/// A game with Inns & Cathedrals (every part) whose draw order is `tiles`.
fn ic_game(players: u8, tiles: &[&str]) -> GameState {
    let options = Options { inns_cathedrals: Some(InnsCathedrals::default()), ..Options::for_players(players) };
    GameState::new_game(options, fixed(tiles)).unwrap().0
}

fn large(g: &mut GameState, region: u8) {
    play(g, Command::PlaceFigure { region, figure: Figure::LargeFollower });
}

/// The only scoring of `g`'s log: what it was worth, complete or not, and for whom.
fn only_scoring(g: &GameState) -> (u32, bool, Vec<Seat>) {
    let [scoring] = g.head.scorings.as_slice() else { panic!("one scoring: {:?}", g.head.scorings) };
    (scoring.value.points, scoring.value.complete, scoring.scorers.clone())
}

/// IC-SETUP-1, IC-SETUP-2, IC-SETUP-3, IC-COMP-2, IC-SCOPE-1, IC-TILE-1:
/// the 18 land tiles join the supply, every player (six with the pink set)
/// holds 7 followers and a large follower, and each part can be left out.
#[test]
fn ic_setup_18_tiles_and_a_large_follower_each() {
    let seed = Seed::from_u64(6);
    let options = Options { inns_cathedrals: Some(InnsCathedrals::default()), ..Options::for_players(6) };
    let (g, _) = GameState::new_game(options.clone(), TileOrder::Seeded { seed }).unwrap();
    assert_eq!(g.bag.remaining() + 1, 71 + 18, "the first tile is drawn");
    assert_eq!(g.players.len(), 6);
    assert!(g.players.iter().all(|p| p.supply == [FOLLOWERS, 1, 0, 0, 0, 0, 0]));
    let tiles_only = InnsCathedrals { large_followers: false, ..InnsCathedrals::default() };
    let options = Options { inns_cathedrals: Some(tiles_only), ..options };
    let (g, _) = GameState::new_game(options, TileOrder::Seeded { seed }).unwrap();
    assert!(g.players.iter().all(|p| p.supply == [FOLLOWERS, 0, 0, 0, 0, 0, 0]));
    let json: Options = serde_json::from_str(r#"{"players": 2, "inns_cathedrals": {}}"#).unwrap();
    assert_eq!(json.inns_cathedrals(), InnsCathedrals::default(), "every part defaults to on");
    let mut g = game(2, &["inns-cathedrals/straight-road-inn"]);
    place(&mut g, 1, 0, 0);
    let refused = g.decide(Seat(0), &Command::PlaceFigure { region: 0, figure: Figure::LargeFollower }).unwrap_err();
    assert_eq!((refused.code(), refused.rule()), ("not_in_game", "IC-SCOPE-1"));
}

/// IC-INN-1, IC-AMB-1: a completed road with inns scores 2 per tile,
/// however many inns stand by it.
#[test]
fn ic_inn_1_a_completed_road_with_inns_scores_two_per_tile() {
    let mut g = ic_game(2, &["inns-cathedrals/straight-road-inn", "inns-cathedrals/city-corner-road-inn", "base/A"]);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 0);
    place(&mut g, -1, 0, 3); // the road from its inn ends at the start tile's west end
    skip(&mut g);
    place(&mut g, 2, 0, 1); // the monastery ends the road in the east
    skip(&mut g);
    assert_eq!(only_scoring(&g), (8, true, vec![Seat(0)]), "4 tiles, 2 inns: 2 each");
    assert!(g.head.scorings[0].value.inn);
    assert_eq!(scores(&g), vec![8, 0]);
}

/// IC-INN-2, IC-END-1, IC-AMB-2, IC-LARGE-4: a road with an inn still open
/// at the end scores 0, listed for its follower, who goes home.
#[test]
fn ic_inn_2_an_open_road_with_an_inn_scores_nothing_at_the_end() {
    let mut g = ic_game(2, &["inns-cathedrals/straight-road-inn"]);
    place(&mut g, 1, 0, 0);
    large(&mut g, 0);
    assert_eq!(g.head.phase, Phase::Finished);
    assert_eq!(only_scoring(&g), (0, false, vec![Seat(0)]));
    assert_eq!(scores(&g), vec![0, 0]);
    assert_eq!(g.players[0].supply, [FOLLOWERS, 1, 0, 0, 0, 0, 0], "the large follower went home");
    let view = g.view();
    assert!(view.scorings[0].inn && view.scorings[0].head.points == 0);
}

/// IC-TILE-4, IC-AMB-3: the inn of the three-way junction stands by its east road
/// only; the west road, open at the end, scores as a plain road.
#[test]
fn ic_tile_4_the_inn_belongs_to_one_road_of_a_junction() {
    let mut g = ic_game(2, &["inns-cathedrals/three-way-inn"]);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 1); // the west road, joined to the start tile's road
    assert_eq!(only_scoring(&g), (2, false, vec![Seat(0)]));
    assert!(!g.head.scorings[0].value.inn);
}

/// IC-CATH-1, IC-CATH-3: a completed city with a cathedral scores 3 per
/// tile (and shield); to a farmer it is one completed city.
#[test]
fn ic_cath_1_a_completed_cathedral_city_scores_three_per_tile() {
    let mut g = ic_game(2, &["inns-cathedrals/cathedral", "base/E", "base/E", "base/E"]);
    place(&mut g, 0, -1, 0);
    follower(&mut g, 0);
    place(&mut g, 0, -2, 2); // a city cap closing the cathedral's north side
    follower(&mut g, 1); // a farmer beside the city
    place(&mut g, 1, -1, 3);
    skip(&mut g);
    place(&mut g, -1, -1, 1); // the last side: the city is complete
    skip(&mut g);
    assert_eq!(g.head.phase, Phase::Finished);
    let city = &g.head.scorings[0];
    assert_eq!((city.value.tiles, city.value.cathedral, city.value.points), (5, true, 15));
    let field = &g.head.scorings[1];
    assert_eq!((field.value.terrain, field.value.cities, field.value.points), (Terrain::Field, 1, 3));
    assert_eq!(scores(&g), vec![15, 3]);
}

/// IC-CATH-2: a city with a cathedral still open at the end scores 0.
/// IC-AMB-6: the cathedral's city reaches all four sides of its tile, so a
/// completed cathedral city has at least five tiles.
#[test]
fn ic_cath_2_an_open_cathedral_city_scores_nothing_at_the_end() {
    let cathedral = tables().tile(Tile::from_id("inns-cathedrals/cathedral").unwrap().0).unwrap();
    assert_eq!(cathedral.regions[0].slots.len(), 12);
    let mut g = ic_game(2, &["inns-cathedrals/cathedral"]);
    place(&mut g, 0, -1, 0);
    follower(&mut g, 0);
    assert_eq!(only_scoring(&g), (0, false, vec![Seat(0)]));
    assert!(g.view().features.iter().any(|f| f.cathedral && f.kind == Terrain::City));
}

/// The road of the large follower scenarios: seat 0's large follower on
/// the start tile's road, seat 1's `figure` on a road of its own, joined by
/// the next two tiles; the road stays open (5 tiles).
fn joined_road(options: Options, figure: Figure) -> GameState {
    let tiles = ["base/U", "base/V", "base/V", "base/V"];
    let mut g = GameState::new_game(options, fixed(&tiles)).unwrap().0;
    place(&mut g, 1, 0, 0);
    let LegalMoves::PlaceFigure { options, .. } = g.legal_moves() else { panic!("a figure may go on the tile") };
    assert!(options.iter().all(|o| o.figures.contains(&Figure::LargeFollower)), "anywhere a follower may go");
    large(&mut g, 0);
    place(&mut g, 1, 1, 3);
    play(&mut g, Command::PlaceFigure { region: 0, figure });
    place(&mut g, 2, 0, 0);
    skip(&mut g);
    place(&mut g, 2, 1, 1);
    skip(&mut g);
    g
}

/// IC-LARGE-1, IC-LARGE-2, IC-LARGE-3: the large follower is placed like a
/// follower and weighs two: against one follower it takes the road alone,
/// and its owner scores the road once.
#[test]
fn ic_large_2_the_large_follower_weighs_two_and_scores_once() {
    let options = Options { inns_cathedrals: Some(InnsCathedrals::default()), ..Options::for_players(2) };
    let g = joined_road(options, Figure::Follower);
    assert_eq!(g.head.phase, Phase::Finished);
    assert_eq!(only_scoring(&g), (5, false, vec![Seat(0)]));
    assert_eq!(scores(&g), vec![5, 0]);
}

/// IC-WITH-1: with Abbey & Mayor, a wagon weighs one against the large
/// follower's two.
#[test]
fn ic_with_1_a_wagon_weighs_one_against_a_large_follower() {
    let options = Options {
        inns_cathedrals: Some(InnsCathedrals::default()),
        abbey_mayor: Some(AbbeyMayor { wagons: true, ..AbbeyMayor::NONE }),
        ..Options::for_players(2)
    };
    let g = joined_road(options, Figure::Wagon);
    assert_eq!(only_scoring(&g), (5, false, vec![Seat(0)]));
}

/// IC-LARGE-1, IC-SETUP-2: one large follower each; it never stands on the
/// river. IC-WITH-2: no river tile has an inn. IC-AMB-7: there is no abbot.
#[test]
fn ic_large_1_one_each_and_never_on_the_river() {
    let mut g = ic_game(2, &["base/U", "base/U", "base/U"]);
    place(&mut g, 1, 0, 0);
    large(&mut g, 1); // a farmer
    place(&mut g, -1, 0, 0);
    skip(&mut g);
    place(&mut g, 2, 0, 0);
    let refused = g.decide(Seat(0), &Command::PlaceFigure { region: 0, figure: Figure::LargeFollower }).unwrap_err();
    assert_eq!(refused, RuleError::Figure(FigureRefusal::NoneLeft(Figure::LargeFollower)));
    assert_eq!(refused.rule(), "IC-SETUP-2");
    let options =
        Options { inns_cathedrals: Some(InnsCathedrals::default()), river: Some(River {}), ..Options::for_players(2) };
    let order = TileOrder::Fixed { tiles: vec![], bonus: vec!["river/straight".into()], any_mix: true, piles: vec![] };
    let mut g = GameState::new_game(options, order).unwrap().0;
    place(&mut g, 1, 0, 0);
    let refused = g.decide(Seat(0), &Command::PlaceFigure { region: 0, figure: Figure::LargeFollower }).unwrap_err();
    assert_eq!(refused.rule(), "RIVER-FIG-1");
    let t = tables();
    let river = t.river_stack().into_iter().chain([t.spring.unwrap(), t.lake.unwrap()]);
    assert!(river.into_iter().all(|tile| (0..4).all(|region| !t.marks(tile, region).inn)));
    assert!(serde_json::from_str::<Figure>(r#""abbot""#).is_err());
}

/// IC-TILE-2, IC-TILE-3, IC-COMP-1: the monastery ends the two roads on
/// its tile; the crossroads between two city caps ends its roads and
/// leaves four fields.
#[test]
fn ic_tile_2_monastery_and_crossroads_end_their_roads() {
    let mut g = ic_game(2, &["inns-cathedrals/monastery-road", "inns-cathedrals/city-caps-crossroads"]);
    place(&mut g, 1, 0, 0);
    let features = |g: &GameState, x, y| {
        let tile = g.head.table.board.get(Pos::new(x, y)).unwrap();
        let regions = tables().tile(tile.tile).unwrap().regions.len() as u8;
        (0..regions).map(|r| g.head.table.features.feature_of(tile.segment(r))).collect::<Vec<_>>()
    };
    let start = features(&g, 0, 0);
    let monastery = features(&g, 1, 0);
    assert_eq!(monastery[1], start[1], "the west road joins the start tile's road");
    assert_ne!(monastery[2], monastery[1], "the monastery ends both roads");
    skip(&mut g);
    place(&mut g, -1, 0, 0);
    let crossroads = features(&g, -1, 0);
    assert_eq!(crossroads[3], start[1], "its east road joins the start tile's road");
    assert_ne!(crossroads[2], crossroads[3], "the crossroads ends both roads");
    let fields = &crossroads[4..];
    assert!(fields.iter().enumerate().all(|(i, f)| !fields[..i].contains(f)), "four fields");
}

/// IC-AMB-4: a large farmer weighs two in a field: two fields, each with
/// a farmer, joined round a road's end.
#[test]
fn ic_amb_4_a_large_farmer_weighs_two() {
    let mut g = ic_game(2, &["base/E", "base/U", "base/U", "base/A"]);
    place(&mut g, 0, -1, 2); // closes the start tile's city
    skip(&mut g);
    place(&mut g, 1, 0, 0);
    large(&mut g, 1); // the field north of the road, beside the city
    place(&mut g, -1, 0, 0);
    follower(&mut g, 2); // the field south of the road
    place(&mut g, 2, 0, 1); // the road ends at a monastery: the fields join round it
    skip(&mut g);
    let field = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::Field).unwrap();
    assert_eq!((field.value.points, field.scorers.clone()), (3, vec![Seat(1)]));
}

#[test]
fn every_inns_cathedrals_rule_is_cited_by_a_test() {
    assert_every_rule_cited(include_str!("../../../../../docs/rules/inns-cathedrals.md"), "IC-");
}
