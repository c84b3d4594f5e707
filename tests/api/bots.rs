//! Bot seats and hints through the API.

use crate::support::{TestApp, spawn_app};
use serde_json::{Value, json};

/// Seats a bot of `level` at `game` as `token`.
async fn add_bot(app: &TestApp, game: &str, token: &str, level: &str) -> crate::support::Reply {
    app.call("POST", &format!("/v1/games/{game}/bots"), Some(token), Some(json!({"level": level}))).await
}

/// Plays the first legal command whenever `token` is to move, until the
/// game is over; bots move by themselves. Returns the finished game.
async fn play_until_over(app: &TestApp, game: &str, token: &str) -> Value {
    for _ in 0..500 {
        let view = app.call("GET", &format!("/v1/games/{game}"), Some(token), None).await;
        if view.body["status"] == "finished" {
            return view.body;
        }
        let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(token), None).await;
        let command =
            legal.body["commands"].get(0).cloned().unwrap_or_else(|| panic!("my turn after a bot: {legal:?}"));
        let body = json!({"ruleset": view.body["ruleset"], "expected_seq": legal.body["seq"], "command": command});
        let reply = app.call("POST", &format!("/v1/games/{game}/commands"), Some(token), Some(body)).await;
        assert_eq!(reply.status, 200, "{reply:?}");
    }
    panic!("the game must end");
}

/// The whole log, in order.
async fn log(app: &TestApp, game: &str, token: &str) -> Vec<Value> {
    let page = app.call("GET", &format!("/v1/games/{game}/events?limit=1000"), Some(token), None).await;
    page.body["events"].as_array().expect("events").clone()
}

/// A person and a greedy bot: the person's commands alone bring the game
/// to its end; every command the bot's account appended is a choice the
/// rules accept (the finished game re-imports, deciding every move again).
#[actix_web::test]
async fn a_person_plays_a_bot_to_the_end_with_their_own_commands_only() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let game = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    let seated = add_bot(&app, &game, &ada, "greedy").await;
    assert_eq!(seated.status, 200, "{seated:?}");
    let bot = &seated.body["players"][1];
    assert_eq!(bot["bot"], "greedy");
    assert!(bot["username"].as_str().unwrap().starts_with("bot:greedy:"), "{bot}");
    assert!(seated.body["players"][0].get("bot").is_none(), "people have no level");
    let started = app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await;
    assert_eq!(started.status, 200, "{started:?}");
    let me = app.call("GET", "/v1/me", Some(&ada), None).await.body["id"].clone();
    let deciders = &started.body["state"]["deciders"];
    let my_seat =
        started.body["players"].as_array().unwrap().iter().find(|p| p["account_id"] == me).unwrap()["seat"].clone();
    assert_eq!(deciders[0], my_seat, "a bot to move first has moved before the start answers");

    let finished = play_until_over(&app, &game, &ada).await;
    assert!(finished["state"]["outcome"].is_object(), "{finished}");
    // The bot's appends, like the person's, left the instance's cache
    // current: no read had to catch up on events.
    assert_eq!(app.cache_lookups("topped_up").await, 0);
    assert!(app.cache_lookups("hit").await > 0);
    let events = log(&app, &game, &ada).await;
    let bot_id = bot["account_id"].clone();
    let by_bot = events.iter().filter(|e| e["actor_id"] == bot_id && e["automatic"] == false).count();
    // About half of the 71 tiles, each with a figure step unless it was skipped.
    assert!(by_bot >= 35, "the bot made its own choices: {by_bot}");
    let export = app.call("GET", &format!("/v1/games/{game}/export"), Some(&ada), None).await;
    let imported = app.call("POST", "/v1/games/import", Some(&ada), Some(export.body)).await;
    assert_eq!(imported.status, 201, "a bot's moves are legal moves: {imported:?}");
}

/// The creator seats two bots, starts, and resigns at once: the bots play
/// the rest by themselves before the resignation answers.
#[actix_web::test]
async fn two_bots_finish_a_game_whose_creator_only_watches() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let game = app.create_game(&ada, json!({"ruleset": "hunters-gatherers", "options": {"players": 3}})).await;
    for level in ["mcts", "random"] {
        assert_eq!(add_bot(&app, &game, &ada, level).await.status, 200);
    }
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await.status, 200);
    let resigned = app.call("POST", &format!("/v1/games/{game}/resign"), Some(&ada), None).await;
    assert_eq!(resigned.status, 200, "{resigned:?}");
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await;
    assert_eq!(view.body["status"], "finished", "{}", view.body["state"]["deciders"]);
    let winners = view.body["state"]["outcome"]["seats"].as_array().unwrap();
    let players = view.body["players"].as_array().unwrap();
    let winner = players.iter().find(|p| p["seat"] == winners[0]).unwrap();
    assert!(winner["bot"].is_string(), "a bot won: {winner}");
}

/// A co-operative game with a bot teammate reaches victory or defeat.
#[actix_web::test]
async fn a_bot_teammate_plays_the_co_operative_game() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let options = json!({"players": 2, "level": 6});
    let game = app.create_game(&ada, json!({"ruleset": "mists", "options": options})).await;
    assert_eq!(add_bot(&app, &game, &ada, "greedy").await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await.status, 200);
    let finished = play_until_over(&app, &game, &ada).await;
    let result = finished["state"]["outcome"]["result"].as_str().unwrap();
    assert!(["victory", "defeat"].contains(&result), "{finished}");
}

/// Only the creator seats bots, only at open seats of a game others may
/// join; levels are checked.
#[actix_web::test]
async fn only_the_creator_seats_bots_at_open_seats() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    assert_eq!(add_bot(&app, &game, &bob, "greedy").await.code(), "not_owner");
    let bad = add_bot(&app, &game, &ada, "grandmaster").await;
    assert_eq!((bad.status, bad.code()), (400, "invalid_body"), "{bad:?}");
    assert_eq!(add_bot(&app, &game, &ada, "random").await.status, 200);
    let full = add_bot(&app, &game, &ada, "random").await;
    assert_eq!((full.status, full.code()), (409, "game_full"));
    let custom =
        json!({"ruleset": "classic", "options": {"players": 2}, "single_seat": true, "tile_order": ["base/U"]});
    let solo = app.create_game(&ada, custom).await;
    assert_eq!(add_bot(&app, &solo, &ada, "random").await.code(), "single_seat");
    let started = app.started_game(&ada, &bob).await;
    assert_eq!(add_bot(&app, &started, &ada, "random").await.code(), "not_open");
}

/// A hint is a legal command for the player to move, at every level; the
/// other player, an outsider and a game not started get refusals.
#[actix_web::test]
async fn hints_go_to_the_player_to_move_and_are_legal() {
    let app = spawn_app().await;
    let (ada, bob, eve) = (app.user("ada").await, app.user("bob").await, app.user("eve").await);
    let open = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    assert_eq!(app.call("GET", &format!("/v1/games/{open}/hint"), Some(&ada), None).await.code(), "not_started");
    let game = app.started_game(&ada, &bob).await;
    for level in ["random", "greedy", "mcts"] {
        let hint = app.call("GET", &format!("/v1/games/{game}/hint?level={level}"), Some(&ada), None).await;
        assert_eq!(hint.status, 200, "{hint:?}");
        assert_eq!(
            (&hint.body["ruleset"], &hint.body["level"], &hint.body["seq"]),
            (&json!("classic"), &json!(level), &json!(2))
        );
        assert!(hint.body["value"].is_number());
        assert!(hint.headers.contains_key("ratelimit"), "hints are rate limited");
        let check = json!({"ruleset": "classic", "command": hint.body["command"]});
        let verdict = app.call("POST", &format!("/v1/games/{game}/commands/validate"), Some(&ada), Some(check)).await;
        assert_eq!(verdict.body["legal"], true, "{level}: {hint:?}");
    }
    let other = app.call("GET", &format!("/v1/games/{game}/hint"), Some(&bob), None).await;
    assert_eq!((other.status, other.code()), (409, "not_your_turn"));
    assert_eq!(app.call("GET", &format!("/v1/games/{game}/hint"), Some(&eve), None).await.code(), "not_a_player");
    let bad = app.call("GET", &format!("/v1/games/{game}/hint?level=oracle"), Some(&ada), None).await;
    assert_eq!(bad.status, 400, "{bad:?}");
}
