//! Time controls: clocks in the view, claims before and after the deadline,
//! a timed-out seat resigned or handed to a bot, replay of a timed-out game.

use crate::support::{TestApp, spawn_app};
use serde_json::{Value, json};
use std::time::Duration;

/// A started 2-player base game of `a` (seat 0) and `b` with `clock`.
async fn game_with_clock(app: &TestApp, a: &str, b: &str, players: u8, clock: Value) -> String {
    let body =
        json!({"ruleset": "classic", "options": {"players": players}, "seat_order": "join_order", "clock": clock});
    let id = app.create_game(a, body).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{id}/join"), Some(b), None).await.status, 200);
    id
}

async fn start(app: &TestApp, game: &str, token: &str) -> Value {
    let reply = app.call("POST", &format!("/v1/games/{game}/start"), Some(token), None).await;
    assert_eq!(reply.status, 200, "{reply:?}");
    reply.body
}

/// Waits until the deadline of a 1-second clock has passed.
async fn wait_out_one_second() {
    actix_web::rt::time::sleep(Duration::from_millis(1_200)).await;
}

#[actix_web::test]
async fn a_claim_before_the_deadline_is_refused_and_after_it_the_seat_resigns() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = game_with_clock(&app, &ada, &bob, 2, json!({"kind": "per_move", "seconds": 1})).await;
    let started = start(&app, &game, &ada).await;
    let clock = &started["clock"];
    assert_eq!(clock["control"]["kind"], "per_move");
    assert_eq!(clock["seats"][0]["running"], true, "seat 0 thinks: {clock}");
    assert_eq!(clock["seats"][1]["remaining_ms"], 1000, "seat 1's time does not run");
    assert!(clock["seats"][0]["deadline"].is_string());
    let claim = |token: String| {
        let app = &app;
        let path = format!("/v1/games/{game}/claim-timeout");
        async move { app.call("POST", &path, Some(&token), None).await }
    };
    let own = claim(ada.clone()).await;
    assert_eq!((own.status, own.code()), (409, "own_time"));
    let early = claim(bob.clone()).await;
    if early.status == 409 {
        assert_eq!(early.code(), "time_not_up");
    }
    wait_out_one_second().await;
    if early.status != 204 {
        assert_eq!(claim(bob.clone()).await.status, 204);
    }
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&bob), None).await.body;
    assert_eq!(view["status"], "finished");
    assert_eq!(view["state"]["outcome"]["seats"], json!([1]), "the claimer wins");
    let log = app.call("GET", &format!("/v1/games/{game}/events"), Some(&bob), None).await.body;
    let last = log["events"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["event"]["type"], "player_resigned");
    assert_eq!(
        last["actor_id"],
        app.call("GET", "/v1/me", Some(&bob), None).await.body["id"],
        "appended by the claimer"
    );
    // Replay gives the same state: the export re-imports to it.
    let export = app.call("GET", &format!("/v1/games/{game}/export"), Some(&bob), None).await.body;
    let imported = app.call("POST", "/v1/games/import", Some(&bob), Some(export)).await;
    assert_eq!(imported.status, 201);
    assert_eq!(imported.body["state"], view["state"]);
}

#[actix_web::test]
async fn in_a_three_player_game_the_timed_out_seat_is_skipped_and_play_goes_on() {
    let app = spawn_app().await;
    let (ada, bob, cyd) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    let game =
        game_with_clock(&app, &ada, &bob, 3, json!({"kind": "fischer", "initial_seconds": 1, "increment_seconds": 0}))
            .await;
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/join"), Some(&cyd), None).await.status, 200);
    start(&app, &game, &ada).await;
    wait_out_one_second().await;
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/claim-timeout"), Some(&cyd), None).await.status, 204);
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&cyd), None).await.body;
    assert_eq!(view["status"], "active");
    assert_eq!(view["state"]["players"][0]["resigned"], true);
    assert_eq!(view["state"]["current_player"], 1);
    assert_eq!(view["clock"]["seats"][1]["running"], true);
}

#[actix_web::test]
async fn a_timed_out_seat_can_be_handed_to_a_bot() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let clock = json!({"kind": "per_move", "seconds": 1, "on_timeout": "greedy"});
    let game = game_with_clock(&app, &ada, &bob, 2, clock).await;
    start(&app, &game, &ada).await;
    wait_out_one_second().await;
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/claim-timeout"), Some(&bob), None).await.status, 204);
    let view = app.my_turn_or_over(&game, &bob).await;
    assert_eq!(view["status"], "active", "nobody resigned");
    assert_eq!(view["players"][0]["bot"], "greedy", "{}", view["players"]);
    assert_eq!(view["state"]["current_player"], 1, "the bot has moved for seat 0");
}

#[actix_web::test]
async fn clocks_are_refused_out_of_range_and_for_single_seat_games() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let zero = json!({"ruleset": "classic", "options": {"players": 2}, "clock": {"kind": "per_move", "seconds": 0}});
    assert_eq!(app.call("POST", "/v1/games", Some(&ada), Some(zero)).await.code(), "invalid_clock");
    let solo = json!({"ruleset": "classic", "options": {"players": 2}, "single_seat": true, "tile_order": ["base/U"],
        "clock": {"kind": "per_move", "seconds": 60}});
    assert_eq!(app.call("POST", "/v1/games", Some(&ada), Some(solo)).await.code(), "single_seat_clock");
    let untimed = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    let bob = app.user("bob").await;
    assert_eq!(app.call("POST", &format!("/v1/games/{untimed}/join"), Some(&bob), None).await.status, 200);
    start(&app, &untimed, &ada).await;
    assert_eq!(
        app.call("POST", &format!("/v1/games/{untimed}/claim-timeout"), Some(&bob), None).await.code(),
        "no_clock"
    );
}

/// Hole 4: a claim that hands a timed-out seat to a bot races the seat's
/// own move at the deadline. Exactly one of the two wins, in every one of
/// 30 games raced at once (the race was lost in 4 of 10 before), and the
/// seat is a bot's exactly when the claim won.
#[actix_web::test]
async fn a_claim_and_the_players_move_at_the_deadline_never_both_win() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let clock = json!({"kind": "per_move", "seconds": 1, "on_timeout": "greedy"});
    let mut games = Vec::new();
    for _ in 0..30 {
        games.push(game_with_clock(&app, &ada, &bob, 2, clock.clone()).await);
    }
    let started = futures_util::future::join_all(games.iter().map(|game| start(&app, game, &ada))).await;
    assert!(started.iter().all(|view| view["state"]["current_player"] == 0), "Ada, seat 0, moves first");
    let mut moves = Vec::new();
    for game in &games {
        let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&ada), None).await;
        moves.push(
            json!({"ruleset": "classic", "expected_seq": legal.body["seq"], "command": legal.body["commands"][0]}),
        );
    }
    wait_out_one_second().await;
    let races = games.iter().zip(&moves).map(|(game, command)| {
        let (app, ada, bob) = (&app, &ada, &bob);
        async move {
            futures_util::future::join(
                app.call("POST", &format!("/v1/games/{game}/claim-timeout"), Some(bob), None),
                app.call("POST", &format!("/v1/games/{game}/commands"), Some(ada), Some(command.clone())),
            )
            .await
        }
    });
    let outcomes = futures_util::future::join_all(races).await;
    let mut claims_won = 0;
    for (game, (claim, command)) in games.iter().zip(&outcomes) {
        let won = (claim.status == 204, command.status == 200);
        assert!(won == (true, false) || won == (false, true), "{game}: claim {claim:?}, move {command:?}");
        assert_eq!(if won.0 { command.status } else { claim.status }, 409, "the loser is told the game moved on");
        let view = app.call("GET", &format!("/v1/games/{game}"), Some(&bob), None).await.body;
        let seat_of_ada = view["players"].as_array().unwrap().iter().find(|p| p["seat"] == 0).unwrap().clone();
        assert_eq!(seat_of_ada["bot"] == "greedy", won.0, "{game}: {seat_of_ada}");
        claims_won += usize::from(won.0);
    }
    // Both outcomes happen; which one is up to the race.
    eprintln!("claims won {claims_won} of {}", games.len());
}

/// A claim sent with an `Idempotency-Key` and retried gets its first
/// answer, even once the game is over; without a key, a claim on a game
/// that is over says so.
#[actix_web::test]
async fn a_retried_claim_is_answered_as_the_first_was() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = game_with_clock(&app, &ada, &bob, 2, json!({"kind": "per_move", "seconds": 1})).await;
    start(&app, &game, &ada).await;
    wait_out_one_second().await;
    let path = format!("/v1/games/{game}/claim-timeout");
    let headers = [("Idempotency-Key", "claim-1")];
    let first = app.call_with("POST", &path, &bob, &headers, None).await;
    assert_eq!(first.status, 204, "{first:?}");
    let retry = app.call_with("POST", &path, &bob, &headers, None).await;
    assert_eq!(retry.status, 204, "{retry:?}");
    assert_eq!(retry.headers.get("idempotent-replayed").unwrap(), "true");
    let unkeyed = app.call("POST", &path, Some(&bob), None).await;
    assert_eq!((unkeyed.status, unkeyed.code()), (409, "game_over"));
}

/// A seat that has resigned claims nobody's time.
#[actix_web::test]
async fn a_player_who_resigned_cannot_claim() {
    let app = spawn_app().await;
    let (ada, bob, cyd) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    let game = game_with_clock(&app, &ada, &bob, 3, json!({"kind": "per_move", "seconds": 1})).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/join"), Some(&cyd), None).await.status, 200);
    start(&app, &game, &ada).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/resign"), Some(&cyd), None).await.status, 200);
    wait_out_one_second().await;
    let path = format!("/v1/games/{game}/claim-timeout");
    let refused = app.call("POST", &path, Some(&cyd), None).await;
    assert_eq!((refused.status, refused.code()), (409, "resigned"));
    assert_eq!(app.call("POST", &path, Some(&bob), None).await.status, 204, "a player still in may");
}
