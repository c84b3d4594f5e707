//! Bad input of every kind gets the right 4xx problem, never a 5xx.

use crate::support::spawn_app;
use serde_json::json;

#[actix_web::test]
async fn bad_input_gets_4xx_problems() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let commands = format!("/v1/games/{game}/commands");
    let json = "application/json";

    // (method, path, body, content type, status, code)
    type Case<'a> = (&'a str, String, Option<String>, &'a str, u16, &'a str);
    let cases: Vec<Case> = vec![
        ("POST", commands.clone(), Some("{not json".into()), json, 400, "malformed_json"),
        ("POST", commands.clone(), Some(r#"{"ruleset": "classic", "expected_seq": 2, "command": {"type": "skip_figure"}, "extra": 1}"#.into()), json, 400, "invalid_body"),
        ("POST", commands.clone(), Some(r#"{"ruleset": "classic", "expected_seq": "two", "command": {"type": "skip_figure"}}"#.into()), json, 400, "invalid_body"),
        ("POST", commands.clone(), Some(r#"{"ruleset": "classic", "expected_seq": 2, "command": {"type": "fly"}}"#.into()), json, 400, "invalid_body"),
        ("POST", commands.clone(), Some(r#"{"ruleset": "classic", "expected_seq": 2, "command": {"type": "place_tile", "x": 1e20, "y": 0, "rotation": 0}}"#.into()), json, 400, "invalid_body"),
        ("POST", commands.clone(), Some(format!(r#"{{"ruleset": "classic", "expected_seq": 2, "pad": "{}"}}"#, "x".repeat(70_000))), json, 413, "payload_too_large"),
        ("POST", commands.clone(), Some(r#"{"ruleset": "classic", "expected_seq": 2}"#.into()), "text/plain", 415, "unsupported_media_type"),
        ("POST", commands.clone(), Some(r#"{"ruleset": "classic", "expected_seq": 2, "command": {"type": "place_tile", "x": 2147483647, "y": -2147483648, "rotation": 0}}"#.into()), json, 422, "not_adjacent"),
        ("POST", commands.clone(), Some(r#"{"ruleset": "classic", "expected_seq": 2, "command": {"type": "place_tile", "x": 0, "y": 1, "rotation": 9}}"#.into()), json, 422, "invalid_rotation"),
        ("POST", commands.clone(), Some(r#"{"ruleset": "classic", "expected_seq": 2, "command": {"type": "place_figure", "region": 200, "figure": "follower"}}"#.into()), json, 422, "wrong_step"),
        ("POST", commands.clone(), Some(r#"{"ruleset": "classic", "expected_seq": -5, "command": {"type": "skip_figure"}}"#.into()), json, 409, "stale_sequence"),
        ("POST", "/v1/games/00000000-0000-0000-0000-000000000000/commands".into(), Some(r#"{"ruleset": "classic", "expected_seq": 2, "command": {"type": "skip_figure"}}"#.into()), json, 404, "game_not_found"),
        ("GET", "/v1/games/00000000-0000-0000-0000-000000000000".into(), None, json, 404, "game_not_found"),
        ("GET", "/v1/games/not-a-uuid".into(), None, json, 400, "invalid_path"),
        ("GET", format!("/v1/games/{game}/events?after=x"), None, json, 400, "invalid_query"),
        ("GET", "/v1/games?unknown=1".into(), None, json, 400, "invalid_query"),
        ("DELETE", commands.clone(), None, json, 405, "method_not_allowed"),
        ("GET", "/v1/nothing-here".into(), None, json, 404, "no_route"),
        ("POST", "/v1/games".into(), Some(r#"{"ruleset": "classic", "options": {"players": 2}, "tile_order": ["base/Z"]}"#.into()), json, 422, "invalid_game"),
        ("POST", "/v1/games".into(), Some(r#"{"ruleset": "classic", "options": {"players": 2}, "tile_order": ["abbey-mayor/abbey"]}"#.into()), json, 422, "invalid_game"),
        ("POST", "/v1/games".into(), Some(r#"{"ruleset": "checkers", "options": {"players": 2}}"#.into()), json, 400, "invalid_body"),
        ("POST", "/v1/games".into(), Some(r#"{"ruleset": "classic", "options": {"players": 2}, "single_seat": true}"#.into()), json, 422, "single_seat_needs_tile_order"),
        ("POST", "/v1/games".into(), Some(r#"{"ruleset": "classic", "options": {"players": 6}}"#.into()), json, 422, "invalid_game"),
        ("POST", "/v1/games".into(), Some(r#"{"ruleset": "classic", "options": {"players": 2}, "bonus_tile_order": ["hg/bonus-fire"]}"#.into()), json, 422, "invalid_game"),
        ("POST", "/v1/games".into(), Some(r#"{"ruleset": "mists", "options": {"players": 1, "level": 3}, "tile_order": ["mists/17"], "tile_piles": [["mists/17"]]}"#.into()), json, 422, "order_and_piles"),
        ("POST", "/v1/games".into(), Some(r#"{"ruleset": "classic", "options": {"players": 2}, "tile_piles": [["base/U"], ["base/E"]]}"#.into()), json, 422, "invalid_game"),
        ("POST", commands.clone(), Some(r#"{"ruleset": "hunters-gatherers", "expected_seq": 2, "command": {"type": "skip_figure"}}"#.into()), json, 422, "wrong_ruleset"),
    ];
    for (method, path, body, content_type, status, code) in cases {
        let reply = app.call_raw(method, &path, Some(&ada), body.as_deref(), content_type).await;
        assert_eq!((reply.status, reply.code()), (status, code), "{method} {path}: {:?}", reply.body);
        assert_eq!(reply.content_type, "application/problem+json", "{method} {path}");
        assert_eq!(reply.body["type"], format!("urn:carcassonne:problem:{code}"));
        assert_eq!(reply.body["status"], status);
    }
    let wrong_method = app.call("DELETE", &commands, Some(&ada), None).await;
    assert_eq!(
        wrong_method.headers.get("allow").and_then(|v| v.to_str().ok()),
        Some("POST"),
        "405 says what is allowed"
    );
    let games = app.call("PUT", "/v1/games", Some(&ada), None).await;
    assert_eq!(games.headers.get("allow").and_then(|v| v.to_str().ok()), Some("GET, POST"));
    let me = app.call("PUT", "/v1/me", Some(&ada), None).await;
    assert_eq!(me.headers.get("allow").and_then(|v| v.to_str().ok()), Some("GET, PATCH, DELETE"));
    let illegal = app
        .call(
            "POST",
            &commands,
            Some(&ada),
            Some(json!({"ruleset": "classic", "expected_seq": 2, "command": {"type": "place_tile", "x": 0, "y": 0, "rotation": 0}})),
        )
        .await;
    assert_eq!(illegal.body["rule"], "BASE-TILE-1", "illegal moves name their rule");
    assert_eq!(app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await.body["seq"], 2, "nothing applied");
}

/// A custom order holds each tile at most as often as the box, and the
/// refusal names the tile, its copies and the rule; a creator who asks for
/// any mix gets it.
#[actix_web::test]
async fn custom_orders_come_from_the_box_unless_any_mix_is_asked() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let order = json!(["base/A", "base/A", "base/A"]);
    let body = json!({"ruleset": "classic", "options": {"players": 2}, "tile_order": order});
    let refused = app.call("POST", "/v1/games", Some(&ada), Some(body.clone())).await;
    assert_eq!((refused.status, refused.body["code"].as_str()), (422, Some("invalid_game")), "{refused:?}");
    assert_eq!(refused.body["detail"], "invalid game: the order lists 3 of base/A, the box holds 2");
    assert_eq!(
        (refused.body["rule"].as_str(), refused.body["rule_url"].as_str()),
        (Some("BASE-SETUP-2"), Some("/rules/base#BASE-SETUP-2"))
    );
    let mut mixed = body;
    mixed["any_tile_mix"] = json!(true);
    let created = app.call("POST", "/v1/games", Some(&ada), Some(mixed)).await;
    assert_eq!(created.status, 201, "{created:?}");
}

#[actix_web::test]
async fn commands_before_the_start_are_refused() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let game = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    let reply = app
        .call(
            "POST",
            &format!("/v1/games/{game}/commands"),
            Some(&ada),
            Some(json!({"ruleset": "classic", "expected_seq": 0, "command": {"type": "skip_figure"}})),
        )
        .await;
    assert_eq!((reply.status, reply.code()), (409, "not_started"));
    let moves = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&ada), None).await;
    assert_eq!(moves.body["detail"], "the game has not started");
}
