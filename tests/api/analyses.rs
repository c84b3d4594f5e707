//! Analyses of finished games: asked for once, made by the bot workers,
//! read as they grow.

use crate::support::{Setup, Stream, TestApp, spawn_app, spawn_app_set_up};
use serde_json::{Value, json};

/// A finished two-player base game of `a` and `b` over a short custom
/// order, every decision the first legal command; returns its id.
async fn finished_game(app: &TestApp, a: &str, b: &str) -> String {
    let body = json!({"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order",
                      "tile_order": ["base/U", "base/E", "base/V"]});
    let game = app.create_game(a, body).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/join"), Some(b), None).await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/start"), Some(a), None).await.status, 200);
    for _ in 0..40 {
        let view = app.call("GET", &format!("/v1/games/{game}"), Some(a), None).await;
        if view.body["status"] == "finished" {
            return game;
        }
        let token = if view.body["your_turn"] == true { a } else { b };
        let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(token), None).await;
        let body =
            json!({"ruleset": "classic", "expected_seq": legal.body["seq"], "command": legal.body["commands"][0]});
        assert_eq!(app.call("POST", &format!("/v1/games/{game}/commands"), Some(token), Some(body)).await.status, 200);
    }
    panic!("three tiles end the game within 40 decisions");
}

/// The label the thresholds give `lost` points.
fn label_of(lost: f64) -> &'static str {
    match lost {
        l if l >= 10.0 => "blunder",
        l if l >= 5.0 => "mistake",
        l if l >= 2.0 => "inaccuracy",
        _ => "good",
    }
}

/// Game `game`'s analysis once the workers are done with it, read by
/// `token` (within 2 minutes), after checking each decision judged: a
/// decision, not chance, whose best is never below it, labelled by the
/// thresholds.
async fn done_analysis(app: &TestApp, game: &str, token: &str) -> Value {
    let path = format!("/v1/games/{game}/analysis");
    let mut done = Value::Null;
    for _ in 0..600 {
        let read = app.call("GET", &path, Some(token), None).await;
        assert_eq!(read.status, 200, "{read:?}");
        if read.body["status"] == "done" {
            done = read.body;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    assert_eq!(done["status"], "done", "done within 2 minutes");
    let log = app.call("GET", &format!("/v1/games/{game}/events?after=0&limit=1000"), None, None).await;
    let events = log.body["events"].as_array().unwrap();
    for decision in done["decisions"].as_array().unwrap() {
        let (made, best) = (decision["made_value"].as_f64().unwrap(), decision["best_value"].as_f64().unwrap());
        assert!(best >= made, "{decision}");
        assert_eq!(decision["label"], label_of(best - made), "{decision}");
        let seq = decision["seq"].as_i64().unwrap();
        let event = events.iter().find(|e| e["seq"] == seq).unwrap();
        assert_eq!(event["automatic"], false, "a decision, not chance: {event}");
    }
    done
}

/// Refused before the end; asked for once (by a player; a spectator of a
/// public game then gets it as it stands); made by the workers, every
/// decision of both people judged with its best never below it and its
/// label by the thresholds, each seat summed up; then it stays as it is,
/// and the asker hears that it is done.
#[actix_web::test]
async fn a_finished_game_is_analysed_by_the_workers() {
    let app = spawn_app().await;
    let (ada, bob, eve) = (app.user("ada").await, app.user("bob").await, app.user("eve").await);
    let running = app.started_game(&ada, &bob).await;
    let refused = app.call("POST", &format!("/v1/games/{running}/analysis"), Some(&ada), None).await;
    assert_eq!((refused.status, refused.code()), (409, "not_finished"));
    let game = finished_game(&app, &ada, &bob).await;
    let path = format!("/v1/games/{game}/analysis");
    let none = app.call("GET", &path, Some(&eve), None).await;
    assert_eq!((none.status, none.code()), (404, "no_analysis"));
    assert_eq!(app.call("POST", &path, None, None).await.status, 401);

    let mut notices = Stream::open(&app, "/v1/me/stream", &ada, None).await;
    let asked = app.call("POST", &path, Some(&ada), None).await;
    assert_eq!(asked.status, 202, "{asked:?}");
    assert_eq!((&asked.body["ruleset"], &asked.body["game_id"]), (&json!("classic"), &json!(game)));
    let again = app.call("POST", &path, Some(&eve), None).await;
    assert_eq!(again.status, 200, "asked for once: {again:?}");

    let done = done_analysis(&app, &game, &eve).await;
    let decisions = done["decisions"].as_array().unwrap();
    assert!(decisions.len() >= 3, "tiles and figures with a choice: {done}");
    let seats: Vec<&Value> = done["seats"].as_array().unwrap().iter().map(|s| &s["seat"]).collect();
    assert_eq!(seats, [&json!(0), &json!(1)], "both people: {done}");
    let total: u64 = done["seats"].as_array().unwrap().iter().map(|s| s["decisions"].as_u64().unwrap()).sum();
    assert_eq!(total, decisions.len() as u64);
    let later = app.call("GET", &path, Some(&bob), None).await;
    assert_eq!(later.body, done, "a done analysis no longer changes");
    // The asker hears it is done.
    let ready = notices.take(1).await;
    assert_eq!((ready[0].event.as_str(), &ready[0].data), ("analysis_ready", &json!({"game": game})));
}

/// A co-operative game is analysed alike: the team's decisions, in points
/// of its prospects.
#[actix_web::test]
async fn a_co_operative_game_is_analysed_too() {
    let app = spawn_app().await;
    let eve = app.user("eve").await;
    let game = app.create_game(&eve, json!({"ruleset": "mists", "options": {"players": 1}})).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/start"), Some(&eve), None).await.status, 200);
    for _ in 0..6 {
        let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&eve), None).await;
        let body = json!({"ruleset": "mists", "expected_seq": legal.body["seq"], "command": legal.body["commands"][0]});
        assert_eq!(app.call("POST", &format!("/v1/games/{game}/commands"), Some(&eve), Some(body)).await.status, 200);
    }
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/resign"), Some(&eve), None).await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/analysis"), Some(&eve), None).await.status, 202);
    let done = done_analysis(&app, &game, &eve).await;
    assert!(!done["decisions"].as_array().unwrap().is_empty(), "placements had a choice: {done}");
    assert_eq!(done["seats"][0]["seat"], 0, "{done}");
}

/// One account waits for at most 3 analyses; a co-operative game is
/// analysed too; a players-only game's analysis is closed to others.
#[actix_web::test]
async fn analyses_are_bounded_and_closed_where_the_game_is() {
    // No worker: what is asked for waits.
    let app = spawn_app_set_up(Setup { bot_workers: 0, ..Setup::default() }).await;
    let (ada, bob, eve) = (app.user("ada").await, app.user("bob").await, app.user("eve").await);
    let mut games = Vec::new();
    for _ in 0..4 {
        let game = app.started_game(&ada, &bob).await;
        assert_eq!(app.call("POST", &format!("/v1/games/{game}/resign"), Some(&bob), None).await.status, 200);
        games.push(game);
    }
    for game in &games[..3] {
        let asked = app.call("POST", &format!("/v1/games/{game}/analysis"), Some(&ada), None).await;
        assert_eq!((asked.status, &asked.body["status"]), (202, &json!("queued")), "{asked:?}");
    }
    let fourth = app.call("POST", &format!("/v1/games/{}/analysis", games[3]), Some(&ada), None).await;
    assert_eq!((fourth.status, fourth.code()), (409, "too_many_analyses"));
    let by_bob = app.call("POST", &format!("/v1/games/{}/analysis", games[3]), Some(&bob), None).await;
    assert_eq!(by_bob.status, 202, "another account's own share");

    let solo = json!({"ruleset": "mists", "options": {"players": 1}});
    let mists = app.create_game(&eve, solo).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{mists}/start"), Some(&eve), None).await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{mists}/resign"), Some(&eve), None).await.status, 200);
    let co_operative = app.call("POST", &format!("/v1/games/{mists}/analysis"), Some(&eve), None).await;
    assert_eq!((co_operative.status, &co_operative.body["ruleset"]), (202, &json!("mists")), "{co_operative:?}");

    let private =
        json!({"ruleset": "classic", "options": {"players": 2}, "spectators": "players", "seat_order": "join_order"});
    let closed = app.create_game(&ada, private).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{closed}/join"), Some(&bob), None).await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{closed}/start"), Some(&ada), None).await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{closed}/resign"), Some(&ada), None).await.status, 200);
    let outsider = app.call("POST", &format!("/v1/games/{closed}/analysis"), Some(&eve), None).await;
    assert_eq!((outsider.status, outsider.code()), (404, "game_not_found"));
    assert_eq!(app.call("POST", &format!("/v1/games/{closed}/analysis"), Some(&bob), None).await.status, 202);
    let read = app.call("GET", &format!("/v1/games/{closed}/analysis"), Some(&eve), None).await;
    assert_eq!(read.code(), "game_not_found");
}

/// A stored log that replays but that the engine refuses on checking (its
/// creation names another tile order than the one the tiles came in) ends
/// its analysis as failed, once, and the asker hears that it is over.
#[actix_web::test]
async fn an_analysis_of_a_log_the_engine_refuses_fails_once() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = finished_game(&app, &ada, &bob).await;
    app.execute_sql(&format!(
        "UPDATE events SET payload = jsonb_set(payload, '{{tile_order,tiles}}', '[\"base/E\", \"base/U\", \"base/V\"]') \
         WHERE game_id = '{game}' AND seq = 1"
    ));
    let path = format!("/v1/games/{game}/analysis");
    let mut notices = Stream::open(&app, "/v1/me/stream", &ada, None).await;
    assert_eq!(app.call("POST", &path, Some(&ada), None).await.status, 202);
    let ready = notices.take(1).await;
    assert_eq!((ready[0].event.as_str(), &ready[0].data), ("analysis_ready", &json!({"game": game})));
    let failed = app.call("GET", &path, Some(&bob), None).await;
    assert_eq!((failed.status, &failed.body["status"]), (200, &json!("failed")), "{failed:?}");
    assert!(failed.body["done_at"].is_string(), "{failed:?}");
    assert_eq!(app.call("POST", &path, Some(&bob), None).await.body["status"], "failed", "not asked for again");
}
