//! Ratings, records and leaderboards: rated games settle in the
//! transaction of their last event, by resignation or timeout alike;
//! unrated ones only count in records; co-operative ones keep team
//! records; hidden profiles stay hidden. Fair play: a rated game that ends
//! before each seat made two decisions is aborted, repeated pairings and a
//! deleted opponent rate nobody, leaderboards want distinct opponents, and
//! a rated game in progress gets no hints.

use crate::support::{TestApp, spawn_app};
use serde_json::{Value, json};
use std::time::Duration;

/// A started rated 2-player base game: `a` in seat 0, `b` in seat 1.
pub async fn rated_duel(app: &TestApp, a: &str, b: &str, clock: Option<Value>) -> String {
    let mut body = json!({"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order", "rated": true});
    if let Some(clock) = clock {
        body["clock"] = clock;
    }
    let id = app.create_game(a, body).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{id}/join"), Some(b), None).await.status, 200);
    let started = app.call("POST", &format!("/v1/games/{id}/start"), Some(a), None).await;
    assert_eq!(started.status, 200, "{started:?}");
    assert_eq!(started.body["rated"], true);
    id
}

pub async fn resign(app: &TestApp, game: &str, token: &str) {
    let reply = app.call("POST", &format!("/v1/games/{game}/resign"), Some(token), None).await;
    assert_eq!(reply.status, 200, "{reply:?}");
}

async fn profile(app: &TestApp, name: &str, token: &str) -> Value {
    let reply = app.call("GET", &format!("/v1/players/{name}"), Some(token), None).await;
    assert_eq!(reply.status, 200, "{reply:?}");
    reply.body
}

/// The caller's rating in `ruleset`'s `pool`, from their profile.
pub async fn rating(app: &TestApp, name: &str, token: &str, ruleset: &str, pool: &str) -> Value {
    let profile = profile(app, name, token).await;
    let rulesets = profile["rulesets"].as_array().unwrap();
    let of_ruleset = rulesets.iter().find(|r| r["ruleset"] == ruleset).expect("a record of the rule set");
    of_ruleset["ratings"].as_array().unwrap().iter().find(|r| r["pool"] == pool).expect("a rating").clone()
}

#[actix_web::test]
async fn a_rated_duel_ended_by_resignation_rates_both_players_with_glicko_2() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = rated_duel(&app, &ada, &bob, None).await;
    app.play_decisions(&game, &[&ada, &bob], 2).await;
    resign(&app, &game, &bob).await;
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await;
    assert_eq!(view.body["rated_result"], "counted", "{view:?}");

    let winner = rating(&app, "ada", &ada, "classic", "duel").await;
    let loser = rating(&app, "bob", &ada, "classic", "duel").await;
    // Two new players, one game: the library's published example.
    assert_eq!(winner["rating"].as_f64().unwrap().round(), 1662.0, "{winner}");
    assert_eq!(winner["deviation"].as_f64().unwrap().round(), 290.0);
    assert_eq!(loser["rating"].as_f64().unwrap().round(), 1338.0, "{loser}");
    assert_eq!(
        (winner["games"].clone(), winner["wins"].clone(), winner["provisional"].clone()),
        (json!(1), json!(1), json!(true))
    );
    assert_eq!((loser["losses"].clone(), loser["best"].clone()), (json!(1), json!(1500.0)));

    let record = &profile(&app, "bob", &bob).await["rulesets"][0];
    assert_eq!(
        (record["ruleset"].clone(), record["games"].clone(), record["losses"].clone()),
        (json!("classic"), json!(1), json!(1))
    );

    let history = app.call("GET", "/v1/players/ADA/rating-history", Some(&bob), None).await;
    assert_eq!(history.status, 200, "{history:?}");
    let change = &history.body["changes"][0];
    assert_eq!((change["game_id"].as_str(), change["place"].clone()), (Some(game.as_str()), json!(1)));
    assert_eq!((change["rating_before"].clone(), change["pool"].clone()), (json!(1500.0), json!("duel")));
    assert_eq!(history.body["next_cursor"], Value::Null);
}

#[actix_web::test]
async fn a_rated_game_lost_on_time_is_rated_when_the_timeout_is_claimed() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = rated_duel(&app, &ada, &bob, Some(json!({"kind": "per_move", "seconds": 2}))).await;
    app.play_decisions(&game, &[&ada, &bob], 2).await;
    // Usually Ada's turn again; Bob's if a figure step of his was skipped
    // for want of a place (the deal is random): the other one claims.
    let ada_to_move = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await.body["your_turn"] == true;
    let ((claimer, token), loser) = if ada_to_move { (("bob", &bob), "ada") } else { (("ada", &ada), "bob") };
    actix_web::rt::time::sleep(Duration::from_millis(2_200)).await;
    let claimed = app.call("POST", &format!("/v1/games/{game}/claim-timeout"), Some(token), None).await;
    assert_eq!(claimed.status, 204, "{claimed:?}");
    let winner = rating(&app, claimer, token, "classic", "duel").await;
    assert_eq!(winner["rating"].as_f64().unwrap().round(), 1662.0, "the claimer wins: {winner}");
    assert_eq!(rating(&app, loser, token, "classic", "duel").await["losses"], 1);
}

#[actix_web::test]
async fn three_players_are_rated_in_the_multiplayer_pool_and_unrated_games_only_count_in_records() {
    let app = spawn_app().await;
    let (ada, bob, cyd) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    let body =
        json!({"ruleset": "hunters-gatherers", "options": {"players": 3}, "seat_order": "join_order", "rated": true});
    let game = app.create_game(&ada, body).await;
    for token in [&bob, &cyd] {
        assert_eq!(app.call("POST", &format!("/v1/games/{game}/join"), Some(token), None).await.status, 200);
    }
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await.status, 200);
    app.play_decisions(&game, &[&ada, &bob, &cyd], 2).await;
    resign(&app, &game, &cyd).await;
    resign(&app, &game, &bob).await;
    let first = rating(&app, "ada", &ada, "hunters-gatherers", "multiplayer").await;
    let bobs = rating(&app, "bob", &ada, "hunters-gatherers", "multiplayer").await;
    let cyds = rating(&app, "cyd", &ada, "hunters-gatherers", "multiplayer").await;
    // The seat that stayed wins; the resigned ones are placed by their
    // scores (a turn each may have scored): the last loses ground, the
    // one in the middle holds it at most.
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await.body;
    let places: Vec<i64> =
        view["state"]["outcome"]["places"].as_array().unwrap().iter().map(|p| p.as_i64().unwrap()).collect();
    let (middle, last) = if places[2] >= places[1] { (&bobs, &cyds) } else { (&cyds, &bobs) };
    assert_eq!(places[0], 1, "{view}");
    assert!(first["rating"].as_f64().unwrap() > 25.0, "{first}");
    assert!(last["rating"].as_f64().unwrap() < 25.0, "{places:?}: {last}");
    assert!(middle["rating"].as_f64().unwrap() < first["rating"].as_f64().unwrap(), "{middle}");
    assert!(first["deviation"].as_f64().unwrap() < 25.0 / 3.0);

    let unrated = app.started_game(&ada, &bob).await;
    resign(&app, &unrated, &ada).await;
    let profile = profile(&app, "ada", &ada).await;
    let classic = profile["rulesets"].as_array().unwrap().iter().find(|r| r["ruleset"] == "classic").unwrap();
    assert_eq!((classic["games"].clone(), classic["losses"].clone()), (json!(1), json!(1)));
    assert_eq!(classic["ratings"], json!([]), "an unrated game rates nobody");
}

#[actix_web::test]
async fn games_that_cannot_be_rated_are_refused() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let refused = [
        json!({"ruleset": "mists", "options": {"players": 2}, "rated": true}),
        json!({"ruleset": "classic", "options": {"players": 2}, "rated": true, "tile_order": ["base/U"]}),
        json!({"ruleset": "classic", "options": {"players": 2}, "rated": true,
               "clock": {"kind": "per_move", "seconds": 60, "on_timeout": "greedy"}}),
    ];
    for body in refused {
        let reply = app.call("POST", "/v1/games", Some(&ada), Some(body.clone())).await;
        assert_eq!((reply.status, reply.code()), (422, "unratable_game"), "{body}: {reply:?}");
    }
    let game = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}, "rated": true})).await;
    let bot = app.call("POST", &format!("/v1/games/{game}/bots"), Some(&ada), Some(json!({"level": "greedy"}))).await;
    assert_eq!((bot.status, bot.code()), (422, "unratable_game"), "{bot:?}");
}

#[actix_web::test]
async fn a_co_operative_game_keeps_team_records_by_level() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let body = json!({"ruleset": "mists", "options": {"players": 2, "level": 3}, "seat_order": "join_order"});
    let game = app.create_game(&ada, body).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/join"), Some(&bob), None).await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await.status, 200);
    resign(&app, &game, &ada).await;
    resign(&app, &game, &bob).await;
    for name in ["ada", "bob"] {
        let mists = &profile(&app, name, &ada).await["rulesets"][0];
        assert_eq!(mists["ruleset"], "mists");
        assert_eq!(mists["team_records"], json!([{"level": 3, "wins": 0, "losses": 1}]), "{mists}");
        assert_eq!(mists["highest_level_won"], Value::Null);
        assert_eq!(mists["ratings"], json!([]));
    }
}

#[actix_web::test]
async fn leaderboards_list_established_ratings_met_against_enough_opponents_and_hidden_profiles_stay_hidden() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let board = |query: &'static str| {
        let app = &app;
        async move { app.call("GET", &format!("/v1/leaderboards/classic/duel{query}"), None, None).await }
    };
    // Three rated games, as many as one pair has counted a day: Ada wins two.
    for round in 0..3 {
        let game = rated_duel(&app, &ada, &bob, None).await;
        app.play_decisions(&game, &[&ada, &bob], 2).await;
        resign(&app, &game, if round == 1 { &ada } else { &bob }).await;
    }
    assert_eq!(board("").await.body["entries"], json!([]), "provisional ratings are left off");
    // Ten games against four opponents are not enough; five are.
    app.execute_sql("UPDATE ratings SET games = 10, opponents = 4");
    assert_eq!(board("").await.body["entries"], json!([]), "too few distinct opponents");
    app.execute_sql("UPDATE ratings SET opponents = 5");
    let first = board("?limit=1").await;
    assert_eq!(first.status, 200, "{first:?}");
    assert_eq!(
        (first.body["entries"][0]["username"].clone(), first.body["entries"][0]["rank"].clone()),
        (json!("ada"), json!(1))
    );
    let cursor = first.body["next_cursor"].as_str().unwrap().to_owned();
    let second = app.call("GET", &format!("/v1/leaderboards/classic/duel?limit=1&cursor={cursor}"), None, None).await;
    assert_eq!(
        (second.body["entries"][0]["username"].clone(), second.body["entries"][0]["rank"].clone()),
        (json!("bob"), json!(2))
    );
    assert_eq!(second.body["next_cursor"], Value::Null);
    let forged = format!("/v1/leaderboards/classic/duel?cursor={}.0.1", i64::MAX);
    let refused = app.call("GET", &forged, None, None).await;
    assert_eq!((refused.status, refused.code()), (400, "invalid_cursor"), "a rank that would wrap: {refused:?}");
    let history = app.call("GET", "/v1/players/bob/rating-history?limit=2", None, None).await.body;
    assert_eq!(history["changes"].as_array().unwrap().len(), 2);
    let cursor = history["next_cursor"].as_str().unwrap();
    let rest = app.call("GET", &format!("/v1/players/bob/rating-history?limit=10&cursor={cursor}"), None, None).await;
    assert_eq!(rest.body["changes"].as_array().unwrap().len(), 1);

    let hidden = app.call("PATCH", "/v1/me", Some(&bob), Some(json!({"profile_hidden": true}))).await;
    assert_eq!((hidden.status, hidden.body["profile_hidden"].clone()), (200, json!(true)));
    let refused = app.call("GET", "/v1/players/bob", Some(&ada), None).await;
    assert_eq!((refused.status, refused.code()), (403, "profile_hidden"));
    assert_eq!(profile(&app, "bob", &bob).await["hidden"], true, "its owner sees it");
    let entries = board("").await.body["entries"].clone();
    assert_eq!(entries.as_array().unwrap().len(), 1);
    assert_eq!(entries[0]["username"], "ada");

    let unknown = app.call("GET", "/v1/players/nobody", None, None).await;
    assert_eq!((unknown.status, unknown.code()), (404, "player_not_found"));
    let no_ruleset = app.call("GET", "/v1/leaderboards/chess/duel", None, None).await;
    assert_eq!((no_ruleset.status, no_ruleset.code()), (404, "ruleset_not_found"));
}

/// A player's classic record: games, wins and losses, if any.
async fn classic_record(app: &TestApp, name: &str, token: &str) -> Option<(Value, Value, Value)> {
    let profile = profile(app, name, token).await;
    let classic = profile["rulesets"].as_array().unwrap().iter().find(|r| r["ruleset"] == "classic")?.clone();
    let duel = classic["ratings"].as_array().unwrap().iter().find(|r| r["pool"] == "duel").map(|r| r["games"].clone());
    Some((classic["games"].clone(), classic["wins"].clone(), duel.unwrap_or(Value::Null)))
}

/// Found: a main account farmed 25 wins in 16 s from fresh accounts that
/// resigned at once. Such games are aborted now: no record, no rating.
#[actix_web::test]
async fn a_rated_game_resigned_before_each_seat_made_two_decisions_is_aborted() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let at_once = rated_duel(&app, &ada, &bob, None).await;
    resign(&app, &at_once, &bob).await;
    let after_one = rated_duel(&app, &ada, &bob, None).await;
    app.play_decisions(&after_one, &[&ada, &bob], 1).await;
    resign(&app, &after_one, &bob).await;
    for game in [&at_once, &after_one] {
        let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await.body;
        assert_eq!((view["status"].clone(), view["rated_result"].clone()), (json!("finished"), json!("aborted")));
    }
    assert_eq!(classic_record(&app, "ada", &ada).await, None, "no record of a win, no rating");
    assert_eq!(app.call("GET", "/v1/players/ada/rating-history", Some(&ada), None).await.body["changes"], json!([]));

    let timed = rated_duel(&app, &ada, &bob, Some(json!({"kind": "per_move", "seconds": 1}))).await;
    actix_web::rt::time::sleep(Duration::from_millis(1_200)).await;
    let claimed = app.call("POST", &format!("/v1/games/{timed}/claim-timeout"), Some(&bob), None).await;
    assert_eq!(claimed.status, 204, "{claimed:?}");
    let view = app.call("GET", &format!("/v1/games/{timed}"), Some(&bob), None).await.body;
    assert_eq!(view["rated_result"], "aborted", "a first move never made: {view}");
    assert_eq!(classic_record(&app, "bob", &bob).await, None);
}

/// More than three rated games of a pair in a day count for records only.
#[actix_web::test]
async fn a_pairs_fourth_rated_game_in_a_day_counts_for_records_only() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let mut results = Vec::new();
    for _ in 0..4 {
        let game = rated_duel(&app, &ada, &bob, None).await;
        app.play_decisions(&game, &[&ada, &bob], 2).await;
        resign(&app, &game, &bob).await;
        let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await.body;
        results.push(view["rated_result"].clone());
    }
    assert_eq!(results, [json!("counted"), json!("counted"), json!("counted"), json!("repeated_pairing")]);
    assert_eq!(classic_record(&app, "ada", &ada).await, Some((json!(4), json!(4), json!(3))));
}

/// Found: deleting the opponent's account mid-game handed over a rated
/// win. It is a resignation for the records now, and rates nobody.
#[actix_web::test]
async fn an_opponent_who_deletes_their_account_mid_game_gives_a_win_on_record_but_no_rating() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = rated_duel(&app, &ada, &bob, None).await;
    app.play_decisions(&game, &[&ada, &bob], 2).await;
    let deleted = app.call("DELETE", "/v1/me", Some(&bob), Some(json!({"password": "correct horse battery"}))).await;
    assert_eq!(deleted.status, 204, "{deleted:?}");
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await.body;
    assert_eq!((view["status"].clone(), view["rated_result"].clone()), (json!("finished"), json!("account_deleted")));
    assert_eq!(classic_record(&app, "ada", &ada).await, Some((json!(1), json!(1), Value::Null)));
}

/// Found: the hint endpoint answered the player to move in a rated game
/// with the strongest bot's choice.
#[actix_web::test]
async fn a_rated_game_in_progress_gets_no_hints_and_an_unrated_one_does() {
    let app = spawn_app().await;
    let (ada, bob, cyd) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    let rated = rated_duel(&app, &ada, &bob, None).await;
    for token in [&ada, &bob, &cyd] {
        let hint = app.call("GET", &format!("/v1/games/{rated}/hint?level=random"), Some(token), None).await;
        assert_eq!((hint.status, hint.code()), (403, "no_engine_help"), "{hint:?}");
    }
    let unrated = app.started_game(&ada, &bob).await;
    let hint = app.call("GET", &format!("/v1/games/{unrated}/hint?level=random"), Some(&ada), None).await;
    assert_eq!(hint.status, 200, "{hint:?}");
}
