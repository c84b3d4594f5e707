//! What players and clients expect around the game: cancelling,
//! invitations, list filters, "my games", anonymous spectating.

use crate::support::spawn_app;
use serde_json::{Value, json};

fn classic(players: u8) -> serde_json::Value {
    json!({"ruleset": "classic", "options": {"players": players}})
}

/// The creator cancels an open game: nobody can join or start it, the
/// default list leaves it out, `status=cancelled` finds it.
#[actix_web::test]
async fn the_creator_cancels_an_open_game() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.create_game(&ada, classic(2)).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/cancel"), Some(&bob), None).await.code(), "not_owner");
    let cancelled = app.call("POST", &format!("/v1/games/{game}/cancel"), Some(&ada), None).await;
    assert_eq!((cancelled.status, &cancelled.body["status"]), (200, &json!("cancelled")), "{cancelled:?}");
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/join"), Some(&bob), None).await.code(), "not_open");
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await.code(), "not_open");
    let listed = app.call("GET", "/v1/games", Some(&ada), None).await;
    assert!(listed.body["games"].as_array().unwrap().iter().all(|g| g["id"] != game.as_str()));
    let cancelled = app.call("GET", "/v1/games?status=cancelled", Some(&ada), None).await;
    assert_eq!(cancelled.body["games"][0]["id"], game.as_str());
    let started = app.started_game(&ada, &bob).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{started}/cancel"), Some(&ada), None).await.code(), "not_open");
}

/// An invite-only game shows its code to its creator only; joining needs it.
#[actix_web::test]
async fn invite_only_games_need_their_code() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let created = app
        .call(
            "POST",
            "/v1/games",
            Some(&ada),
            Some(json!({"ruleset": "classic", "options": {"players": 2}, "access": "invite"})),
        )
        .await;
    assert_eq!((created.status, &created.body["access"]), (201, &json!("invite")));
    let code = created.body["join_code"].as_str().expect("the creator sees the code").to_owned();
    let game = created.body["id"].as_str().unwrap();
    let seen = app.call("GET", &format!("/v1/games/{game}"), Some(&bob), None).await;
    assert!(seen.body.get("join_code").is_none(), "others do not: {}", seen.body);
    let join = |code: Option<&str>| {
        let path = match code {
            Some(code) => format!("/v1/games/{game}/join?code={code}"),
            None => format!("/v1/games/{game}/join"),
        };
        let (app, bob) = (&app, bob.clone());
        async move { app.call("POST", &path, Some(&bob), None).await }
    };
    let refused = join(None).await;
    assert_eq!((refused.status, refused.code()), (403, "invitation_required"));
    assert_eq!(join(Some("0000000000")).await.code(), "invitation_required");
    assert_eq!(join(Some(&code)).await.status, 200);
}

/// Lists filter by status and rule set and show whose turn it is and the
/// seed commitment; "my games" puts the caller's turn first and shows each
/// game's players as the game's own view does.
#[actix_web::test]
async fn lists_filter_and_my_games_put_my_turn_first() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let me = app.call("GET", "/v1/me", Some(&ada), None).await.body["id"].clone();
    let waiting = app.started_game(&bob, &ada).await; // bob is seat 0: bob's turn
    let open = app.create_game(&ada, json!({"ruleset": "discovery", "options": {"players": 2}})).await;
    let mine = app.started_game(&ada, &bob).await; // ada's turn
    let active = app.call("GET", "/v1/games?status=active", Some(&ada), None).await;
    assert_eq!(active.status, 200, "{active:?}");
    let games = active.body["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    for game in games {
        assert_eq!(game["seed_commitment"].as_str().map(str::len), Some(64), "{game}");
        assert_eq!(game["to_move"].as_array().map(Vec::len), Some(1));
        assert_eq!(game["your_turn"], game["to_move"][0] == me);
    }
    let discovery = app.call("GET", "/v1/games?ruleset=discovery", Some(&ada), None).await;
    assert_eq!(discovery.body["games"].as_array().unwrap().len(), 1);
    assert_eq!(discovery.body["games"][0]["id"], open.as_str());
    assert_eq!(app.call("GET", "/v1/games?status=finished", Some(&ada), None).await.body["games"], json!([]));
    assert_eq!(app.call("GET", "/v1/games?status=paused", Some(&ada), None).await.status, 400);

    let my = app.call("GET", "/v1/me/games", Some(&ada), None).await;
    let ids: Vec<&str> = my.body["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap()).collect();
    assert_eq!(ids[0], mine, "my turn first");
    assert_eq!(ids.len(), 3);
    assert!(ids.contains(&waiting.as_str()) && ids.contains(&open.as_str()));
    assert_eq!(my.body["games"][0]["your_turn"], true);
    // Lists read the players of all their games at once; each game's players
    // are the ones (and in the order) its own view shows.
    for game in my.body["games"].as_array().unwrap() {
        let view = app.call("GET", &format!("/v1/games/{}", game["id"].as_str().unwrap()), Some(&ada), None).await;
        assert_eq!(game["players"], view.body["players"], "{game}");
        assert_eq!(game["players"].as_array().map(Vec::len), Some(if game["id"] == open.as_str() { 1 } else { 2 }));
    }
}

/// Public games are readable without an account; players-only ones are not
/// (404 as for an unknown id); writes still need a token.
#[actix_web::test]
async fn anyone_may_watch_public_games_without_an_account() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    for path in ["", "/events", "/state?at=1", "/legal-moves"] {
        let reply = app.call("GET", &format!("/v1/games/{game}{path}"), None, None).await;
        assert_eq!(reply.status, 200, "{path}: {reply:?}");
    }
    let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), None, None).await;
    assert_eq!(legal.body["detail"], "you are not playing this game");
    let listed = app.call("GET", "/v1/games", None, None).await;
    assert_eq!(listed.body["games"][0]["your_turn"], false);
    let body = json!({"ruleset": "classic", "options": {"players": 2}, "spectators": "players"});
    let closed = app.create_game(&ada, body).await;
    assert_eq!(app.call("GET", &format!("/v1/games/{closed}"), None, None).await.code(), "game_not_found");
    assert_eq!(app.call("GET", &format!("/v1/games/{game}"), Some("not-a-token"), None).await.status, 401);
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/resign"), None, None).await.status, 401);
}

/// "My games" pages with a cursor (hole 9): every game once, in the order
/// of one long list, the caller's turn first.
#[actix_web::test]
async fn my_games_page_with_a_cursor() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let mut mine = Vec::new();
    for n in 0..7 {
        mine.push(if n % 2 == 0 {
            app.started_game(&ada, &bob).await
        } else {
            app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await
        });
    }
    let whole = app.call("GET", "/v1/me/games?limit=100", Some(&ada), None).await;
    let order: Vec<Value> = whole.body["games"].as_array().unwrap().iter().map(|g| g["id"].clone()).collect();
    assert_eq!(order.len(), 7);
    assert!(whole.body["next_cursor"].is_null());
    let mut paged = Vec::new();
    let mut path = "/v1/me/games?limit=3".to_owned();
    loop {
        let page = app.call("GET", &path, Some(&ada), None).await;
        assert_eq!(page.status, 200, "{page:?}");
        paged.extend(page.body["games"].as_array().unwrap().iter().map(|g| g["id"].clone()));
        match page.body["next_cursor"].as_str() {
            Some(cursor) => path = format!("/v1/me/games?limit=3&cursor={cursor}"),
            None => break,
        }
    }
    assert_eq!(paged, order, "the pages make the whole list");
    let your_turn: Vec<bool> = whole.body["games"].as_array().unwrap().iter().map(|g| g["your_turn"] == true).collect();
    assert_eq!(your_turn, [true, true, true, true, false, false, false], "Ada moves first in her four started games");
    let bad = app.call("GET", "/v1/me/games?cursor=2.1.x", Some(&ada), None).await;
    assert_eq!((bad.status, bad.code()), (400, "invalid_cursor"), "{bad:?}");
    let forged = app.call("GET", &format!("/v1/me/games?cursor=1.12.{}", "f".repeat(32)), Some(&ada), None).await;
    assert_eq!(forged.status, 200, "a well-formed cursor pages from where it says");
}
