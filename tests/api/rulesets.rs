//! Every hosted rule set through the same API, with no code for any one of
//! them: what holds for all holds for a new one as soon as it is registered.

use crate::support::{Reply, TestApp, spawn_app};
use serde_json::{Value, json};

/// A small deterministic generator (the test picks moves, not the engine).
struct Picker(u64);

impl Picker {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Plays random legal commands (from `commands` of the legal moves) until
/// the game is over; every response must name `ruleset`. Returns the last
/// command's reply.
pub async fn play_to_the_end(app: &TestApp, game: &str, tokens: &[&str], ruleset: &Value, picker: u64) -> Reply {
    let mut picker = Picker(picker);
    let mut last = None;
    for _ in 0..2000 {
        let view = app.call("GET", &format!("/v1/games/{game}"), Some(tokens[0]), None).await;
        assert_eq!(view.body["ruleset"], *ruleset);
        assert_eq!(view.body["state"]["ruleset"], *ruleset, "the view names its rule set");
        let state = &view.body["state"];
        if !state["outcome"].is_null() {
            return last.expect("a move was played");
        }
        let seat = state["deciders"][0].as_u64().expect("someone decides") as usize;
        let token = tokens[seat.min(tokens.len() - 1)];
        let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(token), None).await;
        assert_eq!((legal.status, &legal.body["ruleset"]), (200, ruleset), "{legal:?}");
        let commands = legal.body["commands"].as_array().expect("the decider's commands");
        assert!(!commands.is_empty(), "a decision offers at least one command: {legal:?}");
        assert!(legal.body["moves"]["step"].is_string(), "the moves name their step");
        let command = &commands[picker.below(commands.len())];
        let body = json!({"ruleset": ruleset, "expected_seq": legal.body["seq"], "command": command});
        let reply = app.call("POST", &format!("/v1/games/{game}/commands"), Some(token), Some(body)).await;
        assert_eq!(reply.status, 200, "{command} after {legal:?}: {reply:?}");
        assert_eq!(reply.body["ruleset"], *ruleset);
        assert_eq!(reply.body["state"]["ruleset"], *ruleset);
        for event in reply.body["events"].as_array().expect("events") {
            assert_eq!(event["ruleset"], *ruleset, "every event record names its rule set");
        }
        let automatic: Vec<bool> =
            reply.body["events"].as_array().unwrap().iter().map(|e| e["automatic"].as_bool().unwrap()).collect();
        assert_eq!(automatic.first(), Some(&false), "a command's first event records the choice");
        last = Some(reply);
    }
    panic!("the game must end");
}

/// One test for all: each registered rule set is created, started, played
/// to the end by random legal commands, exported and imported to the same
/// final state, its whole log naming it; a command of another rule set is
/// refused. Each is played with its fewest players (a solo game where the
/// rule set allows one) and with three.
#[actix_web::test]
async fn every_rule_set_plays_exports_and_imports_alike() {
    let app = spawn_app().await;
    let players = [app.user("ada").await, app.user("bob").await, app.user("cyd").await];
    let rulesets = app.call("GET", "/v1/rulesets", None, None).await;
    let rulesets = rulesets.body.as_array().expect("rule sets").clone();
    assert!(rulesets.len() >= 2);
    for (n, ruleset) in rulesets.iter().enumerate() {
        let fewest = ruleset["min_players"].as_u64().unwrap() as usize;
        let mut seat_counts = vec![fewest, 3.max(fewest)];
        seat_counts.dedup();
        for seats in seat_counts {
            let tokens: Vec<&str> = players.iter().take(seats).map(String::as_str).collect();
            play_export_import(&app, &rulesets, ruleset, &tokens, (n * 10 + seats) as u64).await;
        }
    }
}

/// Creates, starts and plays a game of `ruleset` for `tokens`, then checks
/// its log, export and import.
async fn play_export_import(app: &TestApp, rulesets: &[Value], ruleset: &Value, tokens: &[&str], picker: u64) {
    let id = &ruleset["id"];
    let body = json!({"ruleset": id, "options": {"players": tokens.len()}, "seat_order": "join_order"});
    let game = app.create_game(tokens[0], body).await;
    for token in &tokens[1..] {
        assert_eq!(app.call("POST", &format!("/v1/games/{game}/join"), Some(token), None).await.status, 200);
    }
    let started = app.call("POST", &format!("/v1/games/{game}/start"), Some(tokens[0]), None).await;
    assert_eq!((started.status, &started.body["state"]["ruleset"]), (200, id), "{started:?}");

    let other = rulesets.iter().map(|r| &r["id"]).find(|other| *other != id).unwrap();
    let foreign = json!({"ruleset": other, "expected_seq": started.body["seq"], "command": {"type": "place_tile"}});
    let refused = app.call("POST", &format!("/v1/games/{game}/commands"), Some(tokens[0]), Some(foreign)).await;
    assert_eq!((refused.status, refused.code()), (422, "wrong_ruleset"));

    let last = play_to_the_end(app, &game, tokens, id, picker).await;
    let outcome = &last.body["state"]["outcome"];
    match outcome["result"].as_str() {
        Some("winners") => assert!(!outcome["seats"].as_array().unwrap().is_empty(), "{outcome}"),
        Some("victory" | "defeat") => assert!(outcome["rule"].is_string(), "a team outcome names its rule: {outcome}"),
        _ => panic!("an outcome: {outcome}"),
    }
    let log = app.call("GET", &format!("/v1/games/{game}/events"), Some(tokens[tokens.len() - 1]), None).await;
    let events = log.body["events"].as_array().unwrap();
    assert!(events.iter().all(|e| e["ruleset"] == *id));
    assert!(events.iter().any(|e| e["automatic"] == true), "chance's draws are automatic");

    let export = app.call("GET", &format!("/v1/games/{game}/export"), Some(tokens[0]), None).await;
    assert_eq!((export.status, &export.body["ruleset"]), (200, id));
    let imported = app.call("POST", "/v1/games/import", Some(tokens[0]), Some(export.body.clone())).await;
    assert_eq!(imported.status, 201, "{imported:?}");
    let original = app.call("GET", &format!("/v1/games/{game}"), Some(tokens[0]), None).await;
    assert_eq!(imported.body["state"], original.body["state"], "the import replays to the same final state");
    let copy = imported.body["id"].as_str().unwrap();
    let copied = app.call("GET", &format!("/v1/games/{copy}/events"), Some(tokens[0]), None).await;
    let flags = |page: &Value| -> Vec<Value> {
        page["events"].as_array().unwrap().iter().map(|e| e["automatic"].clone()).collect()
    };
    assert_eq!(flags(&copied.body), flags(&log.body), "the import marks the same events automatic");
}

/// MISTS-SETUP-4: a custom Mists game may give its three piles; the view
/// shows them, and piles that are not the level's name the rule.
#[actix_web::test]
async fn a_custom_mists_game_gives_its_piles() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let piles = json!([["mists/17"], ["mists/09", "mists/03"], ["mists/04"]]);
    let body =
        json!({"ruleset": "mists", "options": {"players": 1, "level": 3}, "tile_piles": piles, "single_seat": true});
    let game = app.create_game(&ada, body).await;
    let started = app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await;
    assert_eq!(started.status, 200, "{started:?}");
    let state = &started.body["state"];
    assert_eq!((&state["piles"]["sizes"], &state["tiles_left"]), (&json!([0, 2, 1]), &json!(3)), "{state}");
    assert_eq!(state["current_tile"], "mists/17");
    let two =
        json!({"ruleset": "mists", "options": {"players": 1, "level": 3}, "tile_piles": [["mists/17"], ["mists/09"]]});
    let refused = app.call("POST", "/v1/games", Some(&ada), Some(two)).await;
    assert_eq!((refused.status, refused.code(), &refused.body["rule"]), (422, "invalid_game", &json!("MISTS-SETUP-4")));
}

/// Documents that change only with a release (issue 57) are built once and
/// served as bytes: a strong `ETag` that `If-None-Match` answers with 304,
/// a `Cache-Control`, and gzip to clients that take it.
#[actix_web::test]
async fn documents_carry_a_tag_a_lifetime_and_gzip() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    for path in [
        "/v1/rulesets",
        "/v1/rulesets/classic/tiles",
        "/v1/rulesets/classic/tiles/base/D.svg",
        "/openapi.json",
        "/rules/base",
        "/commands",
        "/docs/",
        "/docs/swagger-ui-bundle.js",
        "/docs/openapi-3.0.json",
    ] {
        let first = app.call_with("GET", path, &ada, &[], None).await;
        assert_eq!(first.status, 200, "{path}");
        assert_eq!(first.headers.get("cache-control").unwrap(), "public, max-age=300", "{path}");
        assert!(first.headers.get("content-encoding").is_none(), "{path}: identity unless asked");
        let etag = first.headers.get("etag").expect("an ETag").to_str().unwrap().to_owned();
        assert!(etag.starts_with('"') && etag.len() > 10, "{path}: a strong tag, {etag}");
        let again = app.call_with("GET", path, &ada, &[("If-None-Match", &etag)], None).await;
        assert_eq!(again.status, 304, "{path}");
        assert_eq!(again.headers.get("etag").unwrap().to_str().unwrap(), etag, "{path}");
        let zipped = app.call_with("GET", path, &ada, &[("Accept-Encoding", "gzip")], None).await;
        assert_eq!(zipped.headers.get("content-encoding").unwrap(), "gzip", "{path}");
        assert_eq!(zipped.headers.get("etag").unwrap().to_str().unwrap(), etag, "{path}: one tag, either encoding");
    }
    let missing = app.call_with("GET", "/v1/rulesets/classic/tiles/base/Nope.svg", &ada, &[], None).await;
    assert_eq!((missing.status, missing.code()), (404, "tile_not_found"), "a missing tile is no document");
    let missing = app.call_with("GET", "/docs/nothing.js", &ada, &[], None).await;
    assert_eq!((missing.status, missing.code()), (404, "no_route"), "nor is a file Swagger UI lacks");
}
