//! What browser clients need: CORS for allowed origins only, and stream
//! tickets for `EventSource`, which cannot send `Authorization`.

use crate::support::{PATIENCE, loose_limits, spawn_app, spawn_app_with};
use carcassonne::config::CorsOrigins;
use serde_json::Value;

const ALLOWED: &str = "https://play.example";

/// A preflight from an allowed origin is answered for every route; actual
/// responses name the origin and expose the headers clients read.
#[actix_web::test]
async fn allowed_origins_get_preflights_and_exposed_headers() {
    let limits = carcassonne::config::HttpLimits { cors: CorsOrigins::List(vec![ALLOWED.into()]), ..loose_limits() };
    let app = spawn_app_with(limits).await;
    let preflight = [
        ("Origin", ALLOWED),
        ("Access-Control-Request-Method", "POST"),
        ("Access-Control-Request-Headers", "authorization, content-type, idempotency-key"),
    ];
    for path in ["/v1/games", "/v1/games/00000000-0000-0000-0000-000000000000/commands", "/v1/auth/login"] {
        let (status, headers) = app.head_of("OPTIONS", path, &preflight).await;
        assert_eq!(status, 200, "{path}");
        assert_eq!(headers.get("access-control-allow-origin").unwrap(), ALLOWED);
        let methods = headers.get("access-control-allow-methods").unwrap().to_str().unwrap().to_owned();
        assert!(methods.contains("POST"), "{methods}");
    }
    let (status, headers) = app.head_of("GET", "/v1/rulesets", &[("Origin", ALLOWED)]).await;
    assert_eq!(status, 200);
    assert_eq!(headers.get("access-control-allow-origin").unwrap(), ALLOWED);
    let exposed = headers.get("access-control-expose-headers").unwrap().to_str().unwrap().to_lowercase();
    for name in ["etag", "idempotent-replayed", "ratelimit", "retry-after"] {
        assert!(exposed.contains(name), "{name} in {exposed}");
    }
    let (_, refused) = app.head_of("OPTIONS", "/v1/games", &[("Origin", "https://evil.example"), preflight[1]]).await;
    assert!(refused.get("access-control-allow-origin").is_none(), "another origin is not allowed");
}

/// With no origin configured (the default behind `DATABASE_URL`), no
/// response carries CORS headers.
#[actix_web::test]
async fn without_origins_no_cors_headers_are_sent() {
    let app = spawn_app().await;
    let (_, headers) = app.head_of("GET", "/v1/rulesets", &[("Origin", ALLOWED)]).await;
    assert!(headers.get("access-control-allow-origin").is_none());
}

/// A ticket opens its stream once; used again, expired or for another
/// game it is refused.
#[actix_web::test]
async fn stream_tickets_open_one_stream_once() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let other = app.started_game(&bob, &ada).await;
    let ticket = |game: String| {
        let (app, ada) = (&app, ada.clone());
        async move {
            let reply = app.call("POST", &format!("/v1/games/{game}/stream-ticket"), Some(&ada), None).await;
            assert_eq!(reply.status, 201, "{reply:?}");
            assert_eq!(
                reply.body["url"],
                format!("/v1/games/{game}/stream?ticket={}", reply.body["ticket"].as_str().unwrap())
            );
            reply.body["ticket"].as_str().unwrap().to_owned()
        }
    };
    let first = ticket(game.clone()).await;
    let path = format!("/v1/games/{game}/stream?ticket={first}");
    let (status, headers) = app.head_of("GET", &path, &[]).await;
    assert_eq!((status, headers.get("content-type").unwrap().to_str().unwrap()), (200, "text/event-stream"));
    let (reused, _) = app.head_of("GET", &path, &[]).await;
    assert_eq!(reused, 401, "a ticket opens one stream");

    let for_other = ticket(other.clone()).await;
    let (wrong, _) = app.head_of("GET", &format!("/v1/games/{game}/stream?ticket={for_other}"), &[]).await;
    assert_eq!(wrong, 403, "a ticket is for one game's stream");

    let late = ticket(game.clone()).await;
    app.execute_sql("UPDATE stream_tickets SET expires_at = now() - interval '1 second'");
    let (expired, _) = app.head_of("GET", &format!("/v1/games/{game}/stream?ticket={late}"), &[]).await;
    assert_eq!(expired, 401, "an expired ticket is refused");

    let mine = app.call("POST", "/v1/me/stream-ticket", Some(&ada), None).await;
    let url = mine.body["url"].as_str().unwrap().to_owned();
    assert_eq!(app.head_of("GET", &url, &[]).await.0, 200, "the account stream opens with its ticket");
    assert_eq!(app.head_of("GET", "/v1/me/stream", &[]).await.0, 401, "and not without one");
    let (refused, _) = app.head_of("GET", &format!("/v1/games/{game}/stream?ticket={}", "0".repeat(64)), &[]).await;
    assert_eq!(refused, 401);
}

/// Boards and tiles as SVG pictures; the catalog gives every region the
/// anchor the pictures draw its pieces at.
#[actix_web::test]
async fn boards_and_tiles_are_served_as_pictures() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let (status, headers) = app.head_of("GET", &format!("/v1/games/{game}/board.svg"), &[]).await;
    assert_eq!((status, headers.get("content-type").unwrap().to_str().unwrap()), (200, "image/svg+xml"));
    assert_eq!(app.head_of("GET", &format!("/v1/games/{game}/board.svg?at=1"), &[]).await.0, 200);
    let missing = app.call("GET", &format!("/v1/games/{game}/board.svg?at=99"), None, None).await;
    assert_eq!((missing.status, missing.code()), (404, "no_such_seq"));
    let open = app.create_game(&ada, serde_json::json!({"ruleset": "classic", "options": {"players": 2}})).await;
    assert_eq!(app.call("GET", &format!("/v1/games/{open}/board.svg"), None, None).await.code(), "not_started");

    let (status, headers) = app.head_of("GET", "/v1/rulesets/classic/tiles/base/D.svg", &[]).await;
    assert_eq!((status, headers.get("content-type").unwrap().to_str().unwrap()), (200, "image/svg+xml"));
    let unknown = app.call("GET", "/v1/rulesets/classic/tiles/base/ZZ.svg", None, None).await;
    assert_eq!((unknown.status, unknown.code()), (404, "tile_not_found"));
    let catalog = app.call("GET", "/v1/rulesets/mists/tiles", None, None).await;
    for tile in catalog.body["tiles"].as_array().unwrap() {
        for region in tile["regions"].as_array().unwrap() {
            let (x, y) = (region["anchor"]["x"].as_f64().unwrap(), region["anchor"]["y"].as_f64().unwrap());
            assert!((0.0..=100.0).contains(&x) && (0.0..=100.0).contains(&y), "{}: {region}", tile["id"]);
        }
    }
}

/// A refusal links to its rule on the rules pages the service serves; the
/// tile geometry and the web page are served too.
#[actix_web::test]
async fn refusals_link_to_their_rule_and_the_pages_are_served() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let occupied = serde_json::json!({"ruleset": "classic", "expected_seq": 2,
        "command": {"type": "place_tile", "x": 0, "y": 0, "rotation": 0}});
    let refused = app.call("POST", &format!("/v1/games/{game}/commands"), Some(&ada), Some(occupied)).await;
    assert_eq!(refused.body["rule_url"], "/rules/base#BASE-TILE-1", "{refused:?}");
    let (status, page) = app.text_of("/rules/base").await;
    assert_eq!(status, 200);
    assert!(page.contains(r#"id="BASE-TILE-1""#), "the rule is an anchor on its page");
    for path in ["/rules", "/rules/abbey-mayor", "/rules/hunters-gatherers", "/rules/discovery", "/rules/mists"] {
        assert_eq!(app.text_of(path).await.0, 200, "{path}");
    }
    let (status, format) = app.text_of("/format").await;
    assert!(status == 200 && format.contains("N0"), "the tile geometry");
    let (status, play) = app.text_of("/play").await;
    assert!(status == 200 && play.contains(r#"src="/play/app.js""#), "the web page");
    let (_, root) = app.text_of("/").await;
    assert!(root.contains(r#"src="/play/app.js""#), "/ leads to the page");
    let (status, docs) = app.text_of("/docs").await;
    assert!(status == 200 && docs.contains("swagger"), "/docs leads to /docs/: {status}");
}

/// `HEAD` answers wherever `GET` does, with the same status and headers
/// and no body; on a live stream it answers at once instead of holding
/// the stream open.
#[actix_web::test]
async fn head_answers_wherever_get_does() {
    let app = spawn_app().await;
    for path in
        ["/", "/play", "/play/app.js", "/docs", "/docs/", "/v1/rulesets", "/v1/rulesets/classic/tiles/base/D.svg"]
    {
        let (get, got) = app.head_of("GET", path, &[]).await;
        let (head, headed) = app.head_of("HEAD", path, &[]).await;
        assert_eq!(head, get, "{path}");
        assert_eq!(headed.get("content-type"), got.get("content-type"), "{path}");
        assert_eq!(headed.get("content-length"), got.get("content-length"), "{path}: the length the body has");
        let reply = app.call_raw("HEAD", path, None, None, "").await;
        assert_eq!(reply.body, Value::Null, "{path}: no body");
    }
    assert_eq!(app.head_of("HEAD", "/v1/nothing-here", &[]).await.0, 404);
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let ticket = app.call("POST", &format!("/v1/games/{game}/stream-ticket"), Some(&ada), None).await;
    let path = format!("/v1/games/{game}/stream?ticket={}", ticket.body["ticket"].as_str().unwrap());
    let streamed = tokio::time::timeout(PATIENCE, app.call_raw("HEAD", &path, None, None, "")).await;
    let streamed = streamed.expect("a HEAD on a stream answers at once");
    assert_eq!((streamed.status, streamed.content_type.as_str()), (200, "text/event-stream"));
}

/// Every command variant of every rule set has an example: on the
/// `/commands` page and in the API document.
#[actix_web::test]
async fn every_rule_set_has_command_examples() {
    let app = spawn_app().await;
    let (status, page) = app.text_of("/commands").await;
    assert_eq!(status, 200);
    let doc = app.call("GET", "/openapi.json", None, None).await.body;
    let schemas = &doc["components"]["schemas"];
    for (prefix, first) in
        [("Classic", "place_tile"), ("Hg", "place_tile"), ("Disc", "place_tile"), ("Mists", "place_tile")]
    {
        let union = &schemas[format!("{prefix}Command")]["oneOf"];
        let variants: Vec<&str> = union.as_array().unwrap().iter().map(|v| v["$ref"].as_str().unwrap()).collect();
        let with_example = variants
            .iter()
            .filter(|r| !schemas[r.trim_start_matches("#/components/schemas/")]["example"].is_null())
            .count();
        assert_eq!(with_example, variants.len(), "{prefix}: every variant has an example");
        assert!(page.contains(&format!("<code>{first}</code>")), "{prefix} on the page");
    }
}
