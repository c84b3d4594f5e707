//! Checked import: an imported log is decided again move by move, and its
//! draws dealt again from its seed or fixed order; forged logs are refused
//! with a 422 problem that names the event (and the rule, for an illegal move).

use crate::support::{Reply, TestApp, spawn_app};
use engine::classic::{GameState, Options};
use engine::order::TileOrder;
use engine::prelude::*;
use engine::rng::Seed;
use serde_json::{Value, json};

/// A single-seat custom game: `commands` played in order, then the first
/// legal command until the end.
async fn custom_game(app: &TestApp, token: &str, options: Value, tiles: &[&str], commands: &[Value]) -> String {
    let body = json!({"ruleset": "classic", "options": options, "tile_order": tiles, "single_seat": true});
    let game = app.create_game(token, body).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/start"), Some(token), None).await.status, 200);
    let mut scripted = commands.iter();
    loop {
        let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(token), None).await;
        let Some(first) = legal.body["commands"].get(0) else {
            return game;
        };
        let command = scripted.next().unwrap_or(first);
        let body = json!({"ruleset": "classic", "expected_seq": legal.body["seq"], "command": command});
        let reply = app.call("POST", &format!("/v1/games/{game}/commands"), Some(token), Some(body)).await;
        assert_eq!(reply.status, 200, "{command}: {reply:?}");
    }
}

/// The export of a finished game.
async fn export(app: &TestApp, token: &str, game: &str) -> Value {
    let export = app.call("GET", &format!("/v1/games/{game}/export"), Some(token), None).await;
    assert_eq!(export.status, 200, "{export:?}");
    export.body
}

/// Imports `export` with `forge` applied to its events.
async fn import_forged(app: &TestApp, token: &str, export: &Value, forge: impl FnOnce(&mut Vec<Value>)) -> Reply {
    let mut forged = export.clone();
    forge(forged["events"].as_array_mut().unwrap());
    app.call("POST", "/v1/games/import", Some(token), Some(forged)).await
}

/// Position of the first event of `kind`.
fn first(events: &[Value], kind: &str) -> usize {
    events.iter().position(|e| e["type"] == kind).unwrap_or_else(|| panic!("no {kind}"))
}

fn assert_refused(reply: &Reply, seq: usize, rule: Option<&str>) {
    assert_eq!((reply.status, reply.code()), (422, "invalid_import"), "{reply:?}");
    assert_eq!(reply.content_type, "application/problem+json");
    let detail = reply.body["detail"].as_str().unwrap();
    let named = format!("event {seq}");
    let at = detail.find(&named).unwrap_or_else(|| panic!("names event {seq}: {detail}"));
    assert!(!detail[at + named.len()..].starts_with(|c: char| c.is_ascii_digit()), "names event {seq}: {detail}");
    assert_eq!(reply.body["rule"].as_str(), rule, "{detail}");
}

/// AM-WAGON-3: a custom game with a wagon that scores a road and moves on
/// (the scenario of the engine's wagon test), played to its end.
async fn wagon_game(app: &TestApp, token: &str) -> String {
    let options =
        json!({"players": 2, "abbey_mayor": {"land_tiles": false, "mayors": false, "abbeys": false, "barns": false}});
    let commands = [
        json!({"type": "place_tile", "x": -1, "y": 0, "rotation": 3}),
        json!({"type": "skip_figure"}),
        json!({"type": "place_tile", "x": 1, "y": 0, "rotation": 0}),
        json!({"type": "place_figure", "region": 3, "figure": "wagon"}),
        json!({"type": "move_wagon", "x": 0, "y": 0, "region": 0}),
    ];
    custom_game(app, token, options, &["base/A", "base/X", "base/U"], &commands).await
}

#[actix_web::test]
async fn forged_custom_game_logs_are_refused() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let game = wagon_game(&app, &ada).await;
    let export = export(&app, &ada, &game).await;
    let events: Vec<Value> = export["events"].as_array().unwrap().clone();
    assert!(events.iter().any(|e| e["type"] == "wagon_moved"), "{events:?}");
    let genuine = app.call("POST", "/v1/games/import", Some(&ada), Some(export.clone())).await;
    assert_eq!(genuine.status, 201, "the genuine log imports: {genuine:?}");

    // A changed draw: the fixed order deals base/X second, not base/U.
    let drawn = events.iter().enumerate().filter(|(_, e)| e["type"] == "tile_drawn").nth(1).unwrap().0;
    let reply = import_forged(&app, &ada, &export, |events| events[drawn]["tile"] = json!("base/U")).await;
    assert_refused(&reply, drawn + 1, None);

    // A figure on a region the tile does not have.
    let wagon = first(&events, "figure_placed");
    let reply = import_forged(&app, &ada, &export, |events| events[wagon]["region"] = json!(9)).await;
    assert_refused(&reply, wagon + 1, Some("BASE-PLACE-2"));

    // A wagon moved beyond its tile and the 8 around it.
    let moved = first(&events, "wagon_moved");
    let reply = import_forged(&app, &ada, &export, |events| events[moved]["x"] = json!(7)).await;
    assert_refused(&reply, moved + 1, Some("AM-WAGON-3"));

    // A score-bearing event out of order: the wagon placed before its tile.
    let reply = import_forged(&app, &ada, &export, |events| events.swap(wagon - 1, wagon)).await;
    assert_refused(&reply, wagon, Some("BASE-TURN-1"));

    // Events after the end.
    let reply = import_forged(&app, &ada, &export, |events| events.push(json!({"type": "figure_skipped"}))).await;
    assert_refused(&reply, events.len() + 1, Some("BASE-END-1"));

    // Not even an event of the rule set.
    let reply = import_forged(&app, &ada, &export, |events| events[1] = json!({"type": "fly"})).await;
    assert_refused(&reply, 2, None);
}

/// A seeded game's draws are dealt again from the revealed seed: a changed
/// draw is refused, and so is a log cut before the end.
#[actix_web::test]
async fn forged_seeded_game_logs_are_refused() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let resigned = app.call("POST", &format!("/v1/games/{game}/resign"), Some(&bob), None).await;
    assert_eq!(resigned.status, 200);
    let export = export(&app, &ada, &game).await;
    let events: Vec<Value> = export["events"].as_array().unwrap().clone();
    assert_eq!(events[0]["tile_order"]["kind"], "seeded", "the export reveals the seed");

    let other = if events[1]["tile"] == "base/U" { "base/V" } else { "base/U" };
    let reply = import_forged(&app, &ada, &export, |events| events[1]["tile"] = json!(other)).await;
    assert_refused(&reply, 2, None);

    // Another seed, one that deals another first tile.
    let seed = (0..)
        .map(Seed::from_u64)
        .find(|seed| {
            let (_, dealt) = GameState::new_game(Options::for_players(2), TileOrder::Seeded { seed: *seed }).unwrap();
            serde_json::to_value(&dealt[1]).unwrap() != events[1]
        })
        .unwrap();
    let reply =
        import_forged(&app, &ada, &export, |events| events[0]["tile_order"]["seed"] = json!(seed.to_string())).await;
    assert_refused(&reply, 2, None);

    let reply = import_forged(&app, &ada, &export, |events| events.truncate(2)).await;
    assert_eq!((reply.status, reply.code()), (422, "invalid_import"), "an unfinished game: {reply:?}");
}

/// Hole 7: an import is custom, or carries a seed commitment, as its own
/// creation event says, whatever the export's `custom` flag claims.
#[actix_web::test]
async fn an_import_takes_custom_and_commitment_from_the_log_not_the_flag() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let fixed = custom_game(&app, &ada, json!({"players": 2}), &["base/A", "base/U"], &[]).await;
    let mut export_fixed = export(&app, &ada, &fixed).await;
    export_fixed["custom"] = json!(false);
    let imported = app.call("POST", "/v1/games/import", Some(&ada), Some(export_fixed)).await;
    assert_eq!(imported.status, 201, "{imported:?}");
    assert_eq!((&imported.body["custom"], &imported.body["seed_commitment"]), (&json!(true), &Value::Null));

    let bob = app.user("bob").await;
    let seeded = app.started_game(&ada, &bob).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{seeded}/resign"), Some(&bob), None).await.status, 200);
    let mut export_seeded = export(&app, &ada, &seeded).await;
    export_seeded["custom"] = json!(true);
    let imported = app.call("POST", "/v1/games/import", Some(&ada), Some(export_seeded)).await;
    assert_eq!(imported.status, 201, "{imported:?}");
    assert_eq!(imported.body["custom"], false);
    assert_eq!(imported.body["seed_commitment"].as_str().map(str::len), Some(64));
}
