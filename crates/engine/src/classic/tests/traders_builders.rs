//! Rule scenarios of `docs/rules/traders-builders.md`, each built from a
//! fixed tile order.

use super::*;

/// Options with Traders & Builders (every part) for two players.
fn tb_options() -> Options {
    Options { traders_builders: Some(TradersBuilders::default()), ..Options::for_players(2) }
}

/// A game of `options` whose draw order is `tiles`.
fn game_of(options: Options, tiles: &[&str]) -> GameState {
    GameState::new_game(options, fixed(tiles)).unwrap().0
}

fn figure(g: &mut GameState, region: u8, figure: Figure) {
    play(g, Command::PlaceFigure { region, figure });
}

/// TB-SETUP-1, TB-SETUP-2, TB-SCOPE-1, TB-COMP-2: the 24 land tiles join
/// the supply, every player holds a builder and a pig, and each part can be
/// left out.
#[test]
fn tb_setup_24_tiles_a_builder_and_a_pig_each() {
    let seed = Seed::from_u64(8);
    let (g, _) = GameState::new_game(tb_options(), TileOrder::Seeded { seed }).unwrap();
    assert_eq!(g.bag.remaining() + 1, 71 + 24, "the first tile is drawn");
    assert!(g.players.iter().all(|p| p.supply == [FOLLOWERS, 0, 0, 0, 1, 1, 0] && p.goods.is_empty()));
    let json: Options = serde_json::from_str(r#"{"players": 2, "traders_builders": {"pigs": false}}"#).unwrap();
    assert_eq!(json.traders_builders(), TradersBuilders { pigs: false, ..TradersBuilders::default() });
    let mut g = game_of(json, &["base/U", "base/U"]);
    place(&mut g, 1, 0, 0);
    follower(&mut g, 1);
    place(&mut g, 2, 0, 0);
    let refused = g.decide(Seat(1), &Command::PlaceFigure { region: 1, figure: Figure::Pig }).unwrap_err();
    assert_eq!((refused.code(), refused.rule()), ("not_in_game", "TB-SCOPE-1"));
}

/// TB-GOODS-1, TB-GOODS-2, TB-GOODS-3, TB-END-1, TB-AMB-3, TB-COMP-1: the
/// player who completes a city takes its goods though no follower of theirs
/// is in it; the city scores as ever; at the end the most wine scores 10; a
/// city still open gives no goods.
#[test]
fn tb_goods_1_the_player_who_completes_a_city_takes_its_goods() {
    let tiles = ["traders-builders/city-band-wine", "base/E", "traders-builders/city-corner-grain"];
    let mut g = game_of(tb_options(), &tiles);
    place(&mut g, 0, -1, 1); // the band runs north from the start tile's city
    follower(&mut g, 0);
    place(&mut g, 0, -2, 2); // seat 1 closes the city
    skip(&mut g);
    assert_eq!(g.players[1].goods, Goods { wine: 1, grain: 0, cloth: 0 });
    assert_eq!(scores(&g), vec![6, 0], "3 tiles, 2 each, for the knight");
    let before = g.before();
    place(&mut g, -1, -1, 0); // a grain city left open
    follower(&mut g, 0);
    assert_eq!(g.head.phase, Phase::Finished);
    assert_eq!(g.players[0].goods, Goods::default(), "TB-AMB-3: no goods for an open city");
    let view = g.view();
    assert_eq!(view.goods_scorings, [GoodsScoring { good: Good::Wine, tokens: 1, scorers: vec![1], points: 10 }]);
    assert_eq!(view.players[1].goods.wine, 1);
    assert_eq!(scores(&g), vec![6 + 1, 10], "the open grain city scores 1 for its knight");
    let effects = g.effects(before, &Event::FigurePlaced { region: 0, figure: Figure::Follower });
    assert!(effects.iter().any(|e| matches!(e, Effect::GoodsScored { scoring } if scoring.good == Good::Wine)));
}

/// TB-BUILD-1, TB-BUILD-2, TB-BUILD-3, TB-BUILD-4, TB-TURN-1, TB-TURN-2,
/// TB-AMB-1, TB-AMB-2, TB-WITH-2: the builder joins its owner's road (here
/// held by a large follower); the turn it is placed gives nothing; a later
/// tile extending the road gives a second turn, which gives no third; with
/// no tile left there is none; the builder counts for nothing and goes home
/// at the end.
#[test]
fn tb_build_2_extending_the_builders_road_gives_a_second_turn() {
    let options = Options { inns_cathedrals: Some(InnsCathedrals::default()), ..tb_options() };
    let mut g = game_of(options, &["base/U"; 8]);
    place(&mut g, 1, 0, 0);
    let field = g.decide(Seat(0), &Command::PlaceFigure { region: 1, figure: Figure::Builder }).unwrap_err();
    assert_eq!(field.rule(), "TB-BUILD-1", "a builder never goes on a field");
    let alone = g.decide(Seat(0), &Command::PlaceFigure { region: 0, figure: Figure::Builder }).unwrap_err();
    assert_eq!((alone.code(), alone.rule()), ("no_own_follower", "TB-BUILD-1"));
    figure(&mut g, 0, Figure::LargeFollower);
    place(&mut g, -1, 0, 0); // seat 1 extends the road: it has no builder
    skip(&mut g);
    assert_eq!(g.current(), Seat(0));
    place(&mut g, 2, 0, 0);
    let LegalMoves::PlaceFigure { options, .. } = g.legal_moves() else { panic!("a figure step") };
    let road = options.iter().find(|o| o.region == 0).expect("the road takes the builder");
    assert_eq!(road.figures, [Figure::Builder], "the road is occupied: only the builder joins");
    figure(&mut g, 0, Figure::Builder);
    assert_eq!(g.current(), Seat(1), "TB-AMB-2: the builder's own tile gives no second turn");
    place(&mut g, -2, 0, 0);
    skip(&mut g);
    place(&mut g, 3, 0, 0); // extends the builder's road
    skip(&mut g);
    assert_eq!(g.current(), Seat(0), "a second turn");
    assert!(g.view().second_turn);
    place(&mut g, 4, 0, 0); // extends it again
    skip(&mut g);
    assert_eq!(g.current(), Seat(1), "no third turn");
    assert!(!g.view().second_turn);
    place(&mut g, -3, 0, 0);
    skip(&mut g);
    place(&mut g, 5, 0, 0); // the last tile extends it: no tile is left for a second turn
    skip(&mut g);
    assert_eq!(g.head.phase, Phase::Finished);
    let road = &g.head.scorings[0];
    assert_eq!((road.value.tiles, road.scorers.clone()), (9, vec![Seat(0)]));
    assert_eq!(g.players[0].supply, [FOLLOWERS, 1, 0, 0, 1, 1, 0], "the builder went home");
}

/// TB-PIG-1, TB-PIG-2, TB-PIG-3: the pig joins its owner's farmer; in the
/// final scoring the farmer's owner gets 4 a city; the pig stays to the end.
#[test]
fn tb_pig_2_a_pig_adds_one_a_city_to_its_owners_farmers() {
    let mut g = game_of(tb_options(), &["base/E", "base/U", "base/U", "base/U"]);
    place(&mut g, 0, -1, 2); // closes the start tile's city
    skip(&mut g);
    place(&mut g, 1, 0, 0);
    let alone = g.decide(Seat(1), &Command::PlaceFigure { region: 1, figure: Figure::Pig }).unwrap_err();
    assert_eq!((alone.code(), alone.rule()), ("no_own_follower", "TB-PIG-1"));
    follower(&mut g, 1); // seat 1's farmer beside the city
    place(&mut g, -1, 0, 0);
    let pig = g.decide(Seat(0), &Command::PlaceFigure { region: 1, figure: Figure::Pig }).unwrap_err();
    assert_eq!(pig.rule(), "TB-PIG-1", "another player's farmer is not enough");
    skip(&mut g);
    place(&mut g, 2, 0, 0);
    figure(&mut g, 1, Figure::Pig);
    assert_eq!(g.head.phase, Phase::Finished);
    let field = g.head.scorings.iter().find(|s| s.value.terrain == Terrain::Field).unwrap();
    assert_eq!((field.value.cities, field.value.points, field.pig), (1, 4, true));
    assert_eq!(g.view().scorings.last().map(|s| s.pig), Some(true));
    assert!(g.final_figures.iter().any(|f| f.kind == Figure::Pig), "it stood there to the end");
}

/// TB-WITH-1, TB-AMB-4: with Abbey & Mayor, a barn placed on a field pays
/// its farmers' owner 1 more a city for a pig there (8 for two cities); the
/// pig stays while the farmer goes home; at the end the barn scores as
/// ever.
#[test]
fn tb_with_1_a_pig_adds_to_a_barn_scoring() {
    let options = Options { abbey_mayor: Some(AbbeyMayor { barns: true, ..AbbeyMayor::NONE }), ..tb_options() };
    let mut g = two_cities_and_a_field_in(options, &["base/U", "base/B", "base/B"], true);
    place(&mut g, -1, 0, 0);
    skip(&mut g);
    place(&mut g, 2, -1, 0); // joins blue's field
    figure(&mut g, 0, Figure::Pig);
    place(&mut g, 1, -2, 0);
    barn(&mut g, Corner::SW);
    let scoring = g.head.scorings.iter().find(|s| s.time == ScoringTime::BarnPlaced).unwrap();
    assert_eq!((scoring.value.points, scoring.pig, scoring.scorers.clone()), (8, true, vec![Seat(1)]));
    assert_eq!(g.head.phase, Phase::Finished);
    let last = g.head.scorings.last().unwrap();
    assert_eq!((last.time, last.value.points, last.pig), (ScoringTime::Final, 8, false));
    assert_eq!(scores(&g), vec![8, 8]);
    assert_eq!(g.players[1].supply[Figure::Pig.index()], 1, "the pig went home at the end");
}

/// TB-WITH-3: with The River, the land tiles (Traders & Builders' among
/// them) come after the lake; no builder stands on the river.
#[test]
fn tb_with_3_the_river_first_then_the_land_tiles() {
    let options = Options { river: Some(River {}), ..tb_options() };
    let (g, _) = GameState::new_game(options.clone(), TileOrder::Seeded { seed: Seed::from_u64(9) }).unwrap();
    assert_eq!(g.view().head.tiles_left, 10 + 1 + 71 + 24 - 1);
    let order = TileOrder::Fixed { tiles: vec![], bonus: vec!["river/bridge".into()], any_mix: true, piles: vec![] };
    let mut g = GameState::new_game(options, order).unwrap().0;
    place(&mut g, 1, 0, 0);
    let river = g.decide(Seat(0), &Command::PlaceFigure { region: 1, figure: Figure::Builder }).unwrap_err();
    assert_eq!(river.rule(), "RIVER-FIG-1");
}

#[test]
fn every_traders_builders_rule_is_cited_by_a_test() {
    assert_every_rule_cited(include_str!("../../../../../docs/rules/traders-builders.md"), "TB-");
}
