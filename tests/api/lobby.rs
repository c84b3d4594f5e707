//! Creating, listing, joining, leaving and starting games.

use crate::support::spawn_app;
use serde_json::json;

#[actix_web::test]
async fn create_join_leave_start_and_seat_rules() {
    let app = spawn_app().await;
    let (ada, bob, cy) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    let id = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    let path = |action: &str| format!("/v1/games/{id}/{action}");

    let not_ready = app.call("POST", &path("start"), Some(&ada), None).await;
    assert_eq!((not_ready.status, not_ready.code()), (409, "not_ready"));
    assert_eq!(app.call("POST", &path("join"), Some(&ada), None).await.code(), "already_joined");
    assert_eq!(app.call("POST", &path("leave"), Some(&bob), None).await.code(), "not_joined");
    assert_eq!(app.call("POST", &path("join"), Some(&bob), None).await.status, 200);
    assert_eq!(app.call("POST", &path("join"), Some(&cy), None).await.code(), "game_full");
    assert_eq!(app.call("POST", &path("leave"), Some(&bob), None).await.status, 200);
    assert_eq!(app.call("POST", &path("join"), Some(&cy), None).await.status, 200);
    let not_owner = app.call("POST", &path("start"), Some(&cy), None).await;
    assert_eq!((not_owner.status, not_owner.code()), (403, "not_owner"));

    let started = app.call("POST", &path("start"), Some(&ada), None).await;
    assert_eq!(started.status, 200, "{started:?}");
    assert_eq!(started.body["status"], "active");
    assert_eq!(started.body["seq"], 2, "game_created and the first draw");
    let seats: Vec<u64> =
        started.body["players"].as_array().unwrap().iter().map(|p| p["seat"].as_u64().unwrap()).collect();
    assert_eq!(seats, vec![0, 1]);
    assert_eq!(started.body["state"]["step"], "place_tile");
    assert_eq!(app.call("POST", &path("join"), Some(&bob), None).await.code(), "not_open");
    assert_eq!(app.call("POST", &path("start"), Some(&ada), None).await.code(), "not_open");
}

#[actix_web::test]
async fn list_filters_and_cursor_pagination() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let mut ids = Vec::new();
    for _ in 0..5 {
        ids.push(app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await);
    }
    let theirs = app.create_game(&bob, json!({"ruleset": "classic", "options": {"players": 3}})).await;
    app.call("POST", &format!("/v1/games/{}/join", ids[0]), Some(&bob), None).await;
    app.call("POST", &format!("/v1/games/{}/start", ids[0]), Some(&ada), None).await;

    let mine = app.call("GET", "/v1/games?mine=true&limit=50", Some(&bob), None).await;
    let mine: Vec<&str> = mine.body["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap()).collect();
    assert_eq!(mine, vec![theirs.as_str(), ids[0].as_str()]);

    let open = app.call("GET", "/v1/games?open=true&limit=50", Some(&bob), None).await;
    assert_eq!(open.body["games"].as_array().unwrap().len(), 5, "the started game is not open");

    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let query = match &cursor {
            Some(c) => format!("/v1/games?limit=2&cursor={c}"),
            None => "/v1/games?limit=2".to_owned(),
        };
        let page = app.call("GET", &query, Some(&ada), None).await;
        assert_eq!(page.status, 200, "{page:?}");
        seen.extend(page.body["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap().to_owned()));
        match page.body["next_cursor"].as_str() {
            Some(next) => cursor = Some(next.to_owned()),
            None => break,
        }
    }
    assert_eq!(seen.len(), 6, "every game exactly once");
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 6);
    let bad = app.call("GET", "/v1/games?cursor=nonsense", Some(&ada), None).await;
    assert_eq!((bad.status, bad.code()), (400, "invalid_cursor"));
}

#[actix_web::test]
async fn rulesets_and_tile_catalog() {
    let app = spawn_app().await;
    let rulesets = app.call("GET", "/v1/rulesets", None, None).await;
    assert_eq!(rulesets.body[0]["id"], "classic");
    let co_operative: Vec<&str> = rulesets
        .body
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["co_operative"] == true)
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(co_operative, ["mists"], "only Mists is played together, unrated");
    let tiles = app.call("GET", "/v1/rulesets/classic/tiles", None, None).await;
    let d = tiles.body["tiles"].as_array().unwrap().iter().find(|t| t["id"] == "base/D").unwrap();
    assert_eq!(d["edges"], "CCC FRF FFF FRF");
    assert_eq!(d["regions"][1]["slots"], json!(["E1", "W1"]));
    assert_eq!(d["regions"][2]["attributes"]["touches"], json!([0]));
    assert_eq!(app.call("GET", "/v1/rulesets/chess/tiles", None, None).await.code(), "ruleset_not_found");
}

#[actix_web::test]
async fn health_ready_and_docs() {
    let app = spawn_app().await;
    assert_eq!(app.call("GET", "/healthz", None, None).await.status, 200);
    assert_eq!(app.call("GET", "/readyz", None, None).await.status, 200);
    let doc = app.call("GET", "/openapi.json", None, None).await;
    assert_eq!(doc.body["openapi"], "3.1.0");
    let ui = app.call_raw("GET", "/docs/", None, None, "").await;
    assert_eq!(ui.status, 200);
    assert!(ui.content_type.starts_with("text/html"));
}

/// A player who hides their profile is listed to others only in open
/// games: their running and finished games are their history. They and
/// their opponents still find those games in the list.
#[actix_web::test]
async fn a_hidden_profiles_games_are_listed_to_others_only_while_open() {
    let app = spawn_app().await;
    let (ada, bob, cyd) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    let hide = |hidden: bool| json!({"profile_hidden": hidden});
    assert_eq!(app.call("PATCH", "/v1/me", Some(&ada), Some(hide(true))).await.status, 200);
    let running = app.started_game(&ada, &bob).await;
    let open = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    let listed = |token: String| {
        let app = &app;
        async move {
            let page = app.call("GET", "/v1/games?limit=50", Some(&token), None).await;
            let games = page.body["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap().to_owned());
            games.collect::<Vec<String>>()
        }
    };
    let both = [open.as_str(), running.as_str()];
    assert_eq!(listed(cyd.clone()).await, [open.as_str()], "only the open game");
    assert_eq!(listed(bob.clone()).await, both, "an opponent sees their game");
    assert_eq!(listed(ada.clone()).await, both, "its owner sees everything");
    assert_eq!(app.call("PATCH", "/v1/me", Some(&ada), Some(hide(false))).await.status, 200);
    assert_eq!(listed(cyd).await, both, "shown again");
}
