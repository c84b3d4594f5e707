//! Limits on what costs the server (issue "Hold under abuse"): new games,
//! imports and join codes per minute; open, running and bot games per
//! account; open streams per client, for anonymous viewers and in all; and
//! metrics that no request can grow. A limit never refuses the retry of a
//! request that was already applied.

use crate::support::{Setup, TestApp, loose_limits, spawn_app, spawn_app_set_up, spawn_app_with};
use carcassonne::config::{HttpLimits, MetricsAccess, RateLimits, StreamLimits};
use serde_json::{Value, json};
use service::GameQuotas;
use std::time::Duration;

fn two_player_game() -> Value {
    json!({"ruleset": "classic", "options": {"players": 2}})
}

fn rates(change: impl FnOnce(&mut RateLimits)) -> HttpLimits {
    let mut limits = loose_limits();
    change(&mut limits.rates);
    limits
}

/// New games per account and minute: 429 with the `RateLimit` fields once
/// over; the retry of a creation already applied, under its
/// `Idempotency-Key`, still gets its first answer.
#[actix_web::test]
async fn new_games_are_rate_limited_but_a_replayed_creation_is_answered() {
    let app = spawn_app_with(rates(|r| r.games_per_account = 2)).await;
    let ada = app.user("ada").await;
    let create = |key: &'static str| {
        let (app, ada) = (&app, ada.clone());
        async move { app.call_with("POST", "/v1/games", &ada, &[("Idempotency-Key", key)], Some(two_player_game())).await }
    };
    let first = create("game-1").await;
    assert_eq!(first.status, 201, "{first:?}");
    assert_eq!(first.headers.get("ratelimit-policy").unwrap(), "\"games\";q=2;w=60");
    assert_eq!(create("game-2").await.status, 201);
    let third = create("game-3").await;
    assert_eq!((third.status, third.code()), (429, "rate_limited"));
    assert!(third.headers.contains_key("retry-after") && third.headers.contains_key("ratelimit"));
    let retried = create("game-1").await;
    assert_eq!(retried.status, 201, "a replay is never refused: {retried:?}");
    assert_eq!(retried.headers.get("idempotent-replayed").unwrap(), "true");
    assert_eq!(retried.body["id"], first.body["id"]);
    // Another account has its own quota.
    let bob = app.user("bob").await;
    assert_eq!(app.call("POST", "/v1/games", Some(&bob), Some(two_player_game())).await.status, 201);
}

/// The same for commands (hole 9): a client retrying a command that was
/// applied is answered with the first response, never 429.
#[actix_web::test]
async fn a_replayed_command_is_answered_over_the_command_limit() {
    let app = spawn_app_with(rates(|r| r.commands_per_account = 1)).await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&ada), None).await;
    let body = json!({"ruleset": "classic", "expected_seq": legal.body["seq"], "command": legal.body["commands"][0]});
    let path = format!("/v1/games/{game}/commands");
    let headers = [("Idempotency-Key", "move-1")];
    let applied = app.call_with("POST", &path, &ada, &headers, Some(body.clone())).await;
    assert_eq!(applied.status, 200, "{applied:?}");
    for _ in 0..5 {
        let retry = app.call_with("POST", &path, &ada, &headers, Some(body.clone())).await;
        assert_eq!((retry.status, &retry.body), (200, &applied.body), "{retry:?}");
    }
    let fresh = app.call_with("POST", &path, &ada, &[("Idempotency-Key", "move-2")], Some(body)).await;
    assert_eq!((fresh.status, fresh.code()), (429, "rate_limited"), "a new command is still limited");
}

/// Imports per account and minute.
#[actix_web::test]
async fn imports_are_rate_limited() {
    let app = spawn_app_with(rates(|r| r.imports_per_account = 1)).await;
    let ada = app.user("ada").await;
    let export = json!({"format": "carcassonne-game", "version": 1, "ruleset": "classic", "engine_version": "0",
        "game_id": "00000000-0000-0000-0000-000000000000", "options": {}, "custom": false, "players": [], "events": []});
    let first = app.call("POST", "/v1/games/import", Some(&ada), Some(export.clone())).await;
    assert_eq!(first.status, 422, "counted even when refused: {first:?}");
    let second = app.call("POST", "/v1/games/import", Some(&ada), Some(export)).await;
    assert_eq!((second.status, second.code()), (429, "rate_limited"));
    assert_eq!(second.headers.get("ratelimit-policy").unwrap(), "\"imports\";q=1;w=60");
}

/// Join codes cannot be guessed fast (hole 8): joins with a code are
/// counted per account and per game, so neither many accounts nor many
/// tries of one account get far.
#[actix_web::test]
async fn join_code_guesses_are_limited_per_account_and_per_game() {
    let app = spawn_app_with(rates(|r| r.join_codes = 3)).await;
    let ada = app.user("ada").await;
    let body = json!({"ruleset": "classic", "options": {"players": 4}, "access": "invite"});
    let game = app.create_game(&ada, body.clone()).await;
    let guess = |token: String, game: String, code: &'static str| {
        let app = &app;
        async move { app.call("POST", &format!("/v1/games/{game}/join?code={code}"), Some(&token), None).await }
    };
    let eve = app.user("eve").await;
    let mut statuses = Vec::new();
    for code in ["0000000000", "0000000001", "0000000002", "0000000003"] {
        statuses.push(guess(eve.clone(), game.clone(), code).await.status);
    }
    assert_eq!(statuses, [403, 403, 403, 429], "three per minute for one account");
    // Other accounts on the same game: its own count is spent too.
    let mallory = app.user("mallory").await;
    let refused = guess(mallory.clone(), game.clone(), "0000000004").await;
    assert_eq!((refused.status, refused.code()), (429, "rate_limited"));
    assert!(refused.body["detail"].as_str().unwrap().contains("per 60 s"), "{refused:?}");
    // A join without a code is no guess; another game has its own count.
    let other = app.create_game(&ada, body).await;
    assert_eq!(guess(mallory, other, "0000000005").await.status, 403);
}

/// Open and running games per account (hole 3): creating or joining one
/// more is 429 `too_many_games`, naming the quota.
#[actix_web::test]
async fn open_and_running_games_per_account_are_bounded() {
    let quotas = GameQuotas { open_games: 2, active_games: 1, bot_games: 1_000 };
    let app = spawn_app_set_up(Setup { quotas, ..Setup::default() }).await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let first = app.create_game(&ada, two_player_game()).await;
    app.create_game(&ada, two_player_game()).await;
    let third = app.call("POST", "/v1/games", Some(&ada), Some(two_player_game())).await;
    assert_eq!((third.status, third.code()), (429, "too_many_games"), "{third:?}");
    assert_eq!(third.headers.get("ratelimit-policy").unwrap(), "\"open_games\";q=2");
    let bobs = app.create_game(&bob, two_player_game()).await;
    let join = app.call("POST", &format!("/v1/games/{bobs}/join"), Some(&ada), None).await;
    assert_eq!((join.status, join.code()), (429, "too_many_games"), "joining counts too");
    // Started, the first game runs: an open place again, but the one
    // running game allowed is taken.
    assert_eq!(app.call("POST", &format!("/v1/games/{first}/join"), Some(&bob), None).await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{first}/start"), Some(&ada), None).await.status, 200);
    let running = app.call("POST", "/v1/games", Some(&ada), Some(two_player_game())).await;
    assert_eq!((running.status, running.code()), (429, "too_many_games"));
    assert_eq!(running.headers.get("ratelimit-policy").unwrap(), "\"active_games\";q=1");
    // Finished games hold nothing.
    assert_eq!(app.call("POST", &format!("/v1/games/{first}/resign"), Some(&ada), None).await.status, 200);
    assert_eq!(app.call("POST", "/v1/games", Some(&ada), Some(two_player_game())).await.status, 201);
}

/// Games with bots per account (hole 3): seating the first bot of one more
/// game is refused; more bots at a game that has one are not.
#[actix_web::test]
async fn games_with_bots_per_account_are_bounded() {
    let quotas = GameQuotas { open_games: 1_000, active_games: 1_000, bot_games: 1 };
    let app = spawn_app_set_up(Setup { quotas, ..Setup::default() }).await;
    let ada = app.user("ada").await;
    let bot = |game: String| {
        let (app, ada) = (&app, ada.clone());
        async move {
            app.call("POST", &format!("/v1/games/{game}/bots"), Some(&ada), Some(json!({"level": "random"}))).await
        }
    };
    let three = json!({"ruleset": "classic", "options": {"players": 3}});
    let first = app.create_game(&ada, three.clone()).await;
    assert_eq!(bot(first.clone()).await.status, 200);
    assert_eq!(bot(first.clone()).await.status, 200, "a second bot at the same game");
    let second = app.create_game(&ada, three).await;
    let refused = bot(second.clone()).await;
    assert_eq!((refused.status, refused.code()), (429, "too_many_games"));
    assert_eq!(refused.headers.get("ratelimit-policy").unwrap(), "\"bot_games\";q=1");
    // Once the first is over, its place is free.
    assert_eq!(app.call("POST", &format!("/v1/games/{first}/start"), Some(&ada), None).await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{first}/resign"), Some(&ada), None).await.status, 200);
    app.wait_for(&first, &ada, |view| view["status"] == "finished").await;
    assert_eq!(bot(second).await.status, 200);
}

/// Found: rematches of a game with bots started past the quota (12 of
/// 12, with 5 allowed). A rematch seating bots counts like any new game.
#[actix_web::test]
async fn rematches_with_bots_count_against_the_quota_of_games_with_bots() {
    let quotas = GameQuotas { open_games: 1_000, active_games: 1_000, bot_games: 1 };
    let app = spawn_app_set_up(Setup { quotas, ..Setup::default() }).await;
    let ada = app.user("ada").await;
    let game = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    let bot = app.call("POST", &format!("/v1/games/{game}/bots"), Some(&ada), Some(json!({"level": "random"}))).await;
    assert_eq!(bot.status, 200, "{bot:?}");
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/resign"), Some(&ada), None).await.status, 200);
    let first = app.call("POST", &format!("/v1/games/{game}/rematch"), Some(&ada), None).await;
    assert_eq!((first.status, first.body["status"].clone()), (201, json!("accepted")), "{first:?}");
    let second = app.call("POST", &format!("/v1/games/{game}/rematch"), Some(&ada), None).await;
    assert_eq!((second.status, second.code()), (429, "too_many_games"), "{second:?}");
    assert_eq!(second.headers.get("ratelimit-policy").unwrap(), "\"bot_games\";q=1");
}

/// Opens the stream of `game` without a token and returns its status and
/// headers, keeping the connection (and so the stream) while `held` lives.
async fn open_stream(
    app: &TestApp,
    game: &str,
    held: &mut Vec<awc::ClientResponse>,
) -> (u16, awc::http::header::HeaderMap) {
    let client = awc::Client::builder().timeout(Duration::from_secs(3600)).finish();
    let response = client.get(format!("{}/v1/games/{game}/stream", app.address)).send().await.expect("stream");
    let answer = (response.status().as_u16(), response.headers().clone());
    held.push(response);
    answer
}

/// Streams per client address (hole 2): 429 `too_many_streams` and the
/// connection closed; a stream whose client closes its connection gives
/// its place back at once, long before a keep-alive write would fail.
#[actix_web::test]
async fn streams_per_address_are_bounded_and_come_back() {
    let keep_alive = Duration::from_secs(15);
    let streams = StreamLimits { total: 100, anonymous: 100, per_address: 2, per_account: 100, keep_alive };
    let app = spawn_app_with(HttpLimits { streams, ..loose_limits() }).await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let mut held = Vec::new();
    assert_eq!(open_stream(&app, &game, &mut held).await.0, 200);
    assert_eq!(open_stream(&app, &game, &mut held).await.0, 200);
    let (status, headers) = open_stream(&app, &game, &mut held).await;
    assert_eq!(status, 429);
    assert_eq!(headers.get("connection").unwrap(), "close", "a refused stream holds no connection");
    assert_eq!(headers.get("ratelimit-policy").unwrap(), "\"streams_per_address\";q=2");
    // Ordinary requests from the same address are still served.
    assert_eq!(app.call("GET", &format!("/v1/games/{game}"), None, None).await.status, 200);
    held.clear();
    // The server hears the close as soon as it is scheduled: a few tries.
    let mut reopened = Vec::new();
    for _ in 0..40 {
        reopened.clear();
        if open_stream(&app, &game, &mut reopened).await.0 == 200 {
            break;
        }
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(reopened.len(), 1, "the closed streams' places came back within 2 s");
}

/// Anonymous viewers together, and all streams together, are capped below
/// the connection limit: 503 `streams_full` with `Retry-After`; signed-in
/// viewers still get in while only the anonymous room is full.
#[actix_web::test]
async fn anonymous_and_total_streams_are_capped_with_503() {
    let keep_alive = Duration::from_secs(15);
    let streams = StreamLimits { total: 3, anonymous: 1, per_address: 100, per_account: 100, keep_alive };
    let app = spawn_app_with(HttpLimits { streams, ..loose_limits() }).await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let mut held = Vec::new();
    assert_eq!(open_stream(&app, &game, &mut held).await.0, 200);
    let (status, headers) = open_stream(&app, &game, &mut held).await;
    assert_eq!(status, 503, "one anonymous stream at most");
    assert_eq!(headers.get("retry-after").unwrap(), "5");
    let client = awc::Client::builder().timeout(Duration::from_secs(3600)).finish();
    for token in [&ada, &bob] {
        let request = client.get(format!("{}/v1/games/{game}/stream", app.address));
        let response = request.insert_header(("Authorization", format!("Bearer {token}"))).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 200);
        held.push(response);
    }
    let full =
        client.get(format!("{}/v1/me/stream", app.address)).insert_header(("Authorization", format!("Bearer {ada}")));
    let full = full.send().await.unwrap();
    assert_eq!(full.status().as_u16(), 503, "three in all");
}

/// A `Last-Event-ID` that is not a sequence number is 400, not ignored.
#[actix_web::test]
async fn a_last_event_id_that_is_no_sequence_number_is_refused() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    for bad in ["abc", "-1", "1.5", "99999999999"] {
        let reply =
            app.call_with("GET", &format!("/v1/games/{game}/stream"), &ada, &[("Last-Event-ID", bad)], None).await;
        assert_eq!((reply.status, reply.code()), (400, "invalid_last_event_id"), "{bad}");
    }
}

/// Series of `/metrics` (hole 1): their count, and the text.
async fn series(app: &TestApp) -> (usize, String) {
    let (status, text) = app.text_of("/metrics").await;
    assert_eq!(status, 200);
    (text.lines().filter(|line| !line.starts_with('#')).count(), text)
}

/// Made-up methods all count as `other`: no request adds series beyond
/// the closed sets of routes, methods and statuses.
#[actix_web::test]
async fn made_up_methods_add_no_series() {
    let app = spawn_app().await;
    for method in ["GET", "ZZ0", "BREW"] {
        app.head_of(method, "/healthz", &[]).await;
    }
    // The first read of `/metrics` is itself a new series.
    series(&app).await;
    let (before, _) = series(&app).await;
    for n in 0..200 {
        let (status, _) = app.head_of(&format!("ZZ{n}"), "/healthz", &[]).await;
        assert_eq!(status, 405);
    }
    let (after, text) = series(&app).await;
    assert_eq!(after, before, "{text}");
    assert!(text.contains(r#"route="/healthz",method="other",status="405"} 202"#), "{text}");
}

/// Who reads `/metrics` is a setting: off answers 404 like any unknown
/// path; a token is required when set.
#[actix_web::test]
async fn metrics_are_off_or_behind_a_token() {
    let off = spawn_app_with(HttpLimits { metrics: MetricsAccess::Off, ..loose_limits() }).await;
    let reply = off.call("GET", "/metrics", None, None).await;
    assert_eq!((reply.status, reply.code()), (404, "no_route"));
    let token = "a metrics token of some length";
    let guarded = spawn_app_with(HttpLimits { metrics: MetricsAccess::Token(token.into()), ..loose_limits() }).await;
    let refused = guarded.call("GET", "/metrics", None, None).await;
    assert_eq!((refused.status, refused.code()), (401, "invalid_token"));
    let wrong = guarded.call("GET", "/metrics", Some("not the token"), None).await;
    assert_eq!(wrong.status, 401);
    let (status, _) = guarded.head_of("GET", "/metrics", &[("Authorization", &format!("Bearer {token}"))]).await;
    assert_eq!(status, 200);
}
