//! Bot seats and hints through the API.

use crate::support::{Setup, TestApp, spawn_app, spawn_app_set_up, spawn_instance};
use serde_json::{Value, json};

/// Seats a bot of `level` at `game` as `token`.
async fn add_bot(app: &TestApp, game: &str, token: &str, level: &str) -> crate::support::Reply {
    app.call("POST", &format!("/v1/games/{game}/bots"), Some(token), Some(json!({"level": level}))).await
}

/// Plays the first legal command whenever `token` is to move, until the
/// game is over; bots move by themselves, in the background. Returns the
/// finished game.
async fn play_until_over(app: &TestApp, game: &str, token: &str) -> Value {
    for _ in 0..500 {
        let view = app.my_turn_or_over(game, token).await;
        if view["status"] == "finished" {
            return view;
        }
        let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(token), None).await;
        let command =
            legal.body["commands"].get(0).cloned().unwrap_or_else(|| panic!("my turn after a bot: {legal:?}"));
        let body = json!({"ruleset": view["ruleset"], "expected_seq": legal.body["seq"], "command": command});
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
    let finished = play_until_over(&app, &game, &ada).await;
    assert!(finished["state"]["outcome"].is_object(), "{finished}");
    let events = log(&app, &game, &ada).await;
    let bot_id = bot["account_id"].clone();
    let by_bot = |kind: &str| events.iter().filter(|e| e["actor_id"] == bot_id && e["event"]["type"] == kind).count();
    let bot_turns = by_bot("tile_placed");
    // About half of the 71 tiles.
    assert!(bot_turns >= 30, "the bot made its own choices: {bot_turns}");
    // The bot's appends, like the person's, left the instance's cache
    // current. A read can fall between a commit and the cache's update (the
    // bot worker and the reads run side by side), but were the bot's
    // appends not cached, the first read after each bot's turn would catch
    // up on events.
    let (caught_up, hits) = (app.cache_lookups("topped_up").await, app.cache_lookups("hit").await);
    assert!(caught_up * 2 < bot_turns as u64 && hits > 100, "caught up {caught_up} for {bot_turns}, hits {hits}");
    let export = app.call("GET", &format!("/v1/games/{game}/export"), Some(&ada), None).await;
    let imported = app.call("POST", "/v1/games/import", Some(&ada), Some(export.body)).await;
    assert_eq!(imported.status, 201, "a bot's moves are legal moves: {imported:?}");
}

/// The creator seats two bots, starts, and resigns at once: the
/// resignation answers with its own events only, and the bots play the rest
/// by themselves.
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
    let types: Vec<&Value> = resigned.body["events"].as_array().unwrap().iter().map(|e| &e["event"]["type"]).collect();
    assert_eq!(types, [&json!("player_resigned")], "no bot moved inside the request");
    let view = app.wait_for(&game, &ada, |view| view["status"] == "finished").await;
    let winners = view["state"]["outcome"]["seats"].as_array().unwrap();
    let players = view["players"].as_array().unwrap();
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

/// A hint goes on with the rest of the turn (a tile's figure decision,
/// legal once the tile is placed) and ranks as many others as `top` asks
/// for, each a different legal command; `top` is 1 to 5.
#[actix_web::test]
async fn hints_say_the_rest_of_the_turn_and_rank_others() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let path = |query: &str| format!("/v1/games/{game}/hint?{query}");
    for top in ["0", "6", "x"] {
        let refused = app.call("GET", &path(&format!("top={top}")), Some(&ada), None).await;
        assert_eq!((refused.status, refused.code()), (400, "invalid_query"), "top={top}");
    }
    let random = app.call("GET", &path("level=random&top=3"), Some(&ada), None).await;
    assert_eq!(random.body["others"], json!([]), "random ranks nothing");
    let hint = app.call("GET", &path("level=greedy&top=3"), Some(&ada), None).await;
    assert_eq!(hint.status, 200, "{hint:?}");
    let others = hint.body["others"].as_array().unwrap();
    assert_eq!(others.len(), 2, "{hint:?}");
    let mut commands = vec![hint.body["command"].clone()];
    for other in others {
        assert!(other["value"].as_f64().unwrap() <= hint.body["value"].as_f64().unwrap(), "{hint:?}");
        assert!(!commands.contains(&other["command"]), "{hint:?}");
        commands.push(other["command"].clone());
        let check = json!({"ruleset": "classic", "command": other["command"]});
        let verdict = app.call("POST", &format!("/v1/games/{game}/commands/validate"), Some(&ada), Some(check)).await;
        assert_eq!(verdict.body["legal"], true, "{other}");
    }
    assert_eq!(hint.body["command"]["type"], "place_tile");
    let then = hint.body["then"].as_array().unwrap();
    assert_eq!(then.len(), 1, "the figure decision follows the tile: {hint:?}");
    let body = json!({"ruleset": "classic", "expected_seq": hint.body["seq"], "command": hint.body["command"]});
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/commands"), Some(&ada), Some(body)).await.status, 200);
    let check = json!({"ruleset": "classic", "command": then[0]});
    let verdict = app.call("POST", &format!("/v1/games/{game}/commands/validate"), Some(&ada), Some(check)).await;
    assert_eq!(verdict.body["legal"], true, "{then:?}");
    let figure = app.call("GET", &path("level=greedy"), Some(&ada), None).await;
    assert_eq!(figure.body["then"], json!([]), "the figure ends the turn: chance deals next");
}

/// Starts a game of `token`'s with `bots` bots (two or more) of `level`
/// and resigns at once, so that only bots play on; returns the game.
pub async fn all_bot_game(app: &TestApp, token: &str, bots: u8, level: &str) -> String {
    let body = json!({"ruleset": "classic", "options": {"players": bots + 1}});
    let game = app.create_game(token, body).await;
    for _ in 0..bots {
        assert_eq!(add_bot(app, &game, token, level).await.status, 200);
    }
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/start"), Some(token), None).await.status, 200);
    let resigned = app.call("POST", &format!("/v1/games/{game}/resign"), Some(token), None).await;
    assert_eq!(resigned.status, 200, "{resigned:?}");
    game
}

/// Bots are driven from the database, by any instance: games left by an
/// instance without bot workers (as after a crash) are played to their end
/// by another instance's worker, and nothing waits for a read to resume
/// them.
#[actix_web::test]
async fn any_instance_drives_the_bots_of_games_another_left() {
    let idle = spawn_app_set_up(Setup { bot_workers: 0, ..Setup::default() }).await;
    let ada = idle.user("ada").await;
    let games = [all_bot_game(&idle, &ada, 2, "random").await, all_bot_game(&idle, &ada, 2, "greedy").await];
    let waiting = idle.call("GET", &format!("/v1/games/{}", games[0]), Some(&ada), None).await;
    assert_eq!(waiting.body["status"], "active", "no worker on this instance");
    let working = spawn_instance(&idle, Setup::default()).await;
    for game in &games {
        let finished = idle.wait_for(game, &ada, |view| view["status"] == "finished").await;
        assert!(finished["state"]["outcome"].is_object(), "{finished}");
    }
    let log = log(&working, &games[1], &ada).await;
    let seqs: Vec<i64> = log.iter().map(|e| e["seq"].as_i64().unwrap()).collect();
    assert_eq!(seqs, (1..=seqs.len() as i64).collect::<Vec<_>>(), "no gap, no duplicate");
}

/// Workers share the bots' time fairly across accounts: the account whose
/// bots took the least worker time goes first however many games another
/// keeps waiting, an account's bots take one worker at a time, and a game
/// one worker holds is skipped by the others.
#[actix_web::test]
async fn bot_turns_are_claimed_by_time_taken_and_one_account_at_a_time() {
    use diesel::Connection;
    use storage::{bot_turns, connect};
    let app = spawn_app_set_up(Setup { bot_workers: 0, ..Setup::default() }).await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let mut adas = Vec::new();
    for _ in 0..3 {
        adas.push(all_bot_game(&app, &ada, 2, "random").await);
    }
    let bobs = all_bot_game(&app, &bob, 2, "random").await;
    let pool = app.database_pool(3);
    let (mut first, mut second, mut third) =
        (connect(&pool).unwrap(), connect(&pool).unwrap(), connect(&pool).unwrap());
    bot_turns::enlist(&mut first).unwrap();
    let game = |claimed: Option<bot_turns::Claimed>| claimed.map(|c| c.game.to_string());
    let owners = first
        .transaction(|first| {
            let adas_turn = bot_turns::claim(first)?.unwrap();
            assert_eq!(adas_turn.game.to_string(), adas[0], "the longest-waiting game");
            second.transaction(|second| {
                let bobs_turn = bot_turns::claim(second)?.unwrap();
                assert_eq!(bobs_turn.game.to_string(), bobs, "Ada's bots hold a worker already");
                assert_eq!(game(third.transaction(bot_turns::claim)?), None, "both accounts are served");
                Ok::<_, storage::StorageError>((adas_turn.owner, bobs_turn.owner))
            })
        })
        .unwrap();
    bot_turns::charge(&mut first, owners.0, 5.0).unwrap();
    bot_turns::charge(&mut first, owners.1, 0.5).unwrap();
    for _ in 0..2 {
        let claimed = first.transaction(bot_turns::claim).unwrap();
        assert_eq!(game(claimed), Some(bobs.clone()), "Bob's bots took less time than Ada's");
        bot_turns::charge(&mut first, owners.1, 0.5).unwrap();
    }
}
