//! Ratings, records and leaderboards: rated games settle in the
//! transaction of their last event, by resignation or timeout alike;
//! unrated ones only count in records; co-operative ones keep team
//! records; hidden profiles stay hidden.

use crate::support::{TestApp, spawn_app};
use serde_json::{Value, json};
use std::time::Duration;

/// A started rated 2-player base game: `a` in seat 0, `b` in seat 1.
async fn rated_duel(app: &TestApp, a: &str, b: &str, clock: Option<Value>) -> String {
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

async fn resign(app: &TestApp, game: &str, token: &str) {
    let reply = app.call("POST", &format!("/v1/games/{game}/resign"), Some(token), None).await;
    assert_eq!(reply.status, 200, "{reply:?}");
}

async fn profile(app: &TestApp, name: &str, token: &str) -> Value {
    let reply = app.call("GET", &format!("/v1/players/{name}"), Some(token), None).await;
    assert_eq!(reply.status, 200, "{reply:?}");
    reply.body
}

/// The caller's rating in `ruleset`'s `pool`, from their profile.
async fn rating(app: &TestApp, name: &str, token: &str, ruleset: &str, pool: &str) -> Value {
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
    resign(&app, &game, &bob).await;

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
    let game = rated_duel(&app, &ada, &bob, Some(json!({"kind": "per_move", "seconds": 1}))).await;
    actix_web::rt::time::sleep(Duration::from_millis(1_200)).await;
    let claimed = app.call("POST", &format!("/v1/games/{game}/claim-timeout"), Some(&bob), None).await;
    assert_eq!(claimed.status, 204, "{claimed:?}");
    let winner = rating(&app, "bob", &bob, "classic", "duel").await;
    assert_eq!(winner["rating"].as_f64().unwrap().round(), 1662.0, "the claimer wins: {winner}");
    assert_eq!(rating(&app, "ada", &bob, "classic", "duel").await["losses"], 1);
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
    resign(&app, &game, &cyd).await;
    resign(&app, &game, &bob).await;
    let first = rating(&app, "ada", &ada, "hunters-gatherers", "multiplayer").await;
    let second = rating(&app, "bob", &ada, "hunters-gatherers", "multiplayer").await;
    let third = rating(&app, "cyd", &ada, "hunters-gatherers", "multiplayer").await;
    // Both resigned seats share the last place: Weng-Lin moves them alike.
    assert!(first["rating"].as_f64().unwrap() > 25.0, "{first}");
    assert_eq!(second["rating"], third["rating"]);
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
async fn leaderboards_list_established_ratings_best_first_and_hidden_profiles_stay_hidden() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let board = |query: &'static str| {
        let app = &app;
        async move { app.call("GET", &format!("/v1/leaderboards/classic/duel{query}"), None, None).await }
    };
    // Ten rated games make a rating established; Ada wins seven, losing
    // every third.
    for round in 0..10 {
        let game = rated_duel(&app, &ada, &bob, None).await;
        resign(&app, &game, if round % 3 == 2 { &ada } else { &bob }).await;
        let listed = board("").await.body["entries"].as_array().unwrap().len();
        assert_eq!(listed, if round < 9 { 0 } else { 2 }, "provisional ratings are left off (round {round})");
    }
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
    let history = app.call("GET", "/v1/players/bob/rating-history?limit=4", None, None).await.body;
    assert_eq!(history["changes"].as_array().unwrap().len(), 4);
    let cursor = history["next_cursor"].as_str().unwrap();
    let rest = app.call("GET", &format!("/v1/players/bob/rating-history?limit=10&cursor={cursor}"), None, None).await;
    assert_eq!(rest.body["changes"].as_array().unwrap().len(), 6);

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
