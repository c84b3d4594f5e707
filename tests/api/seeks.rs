//! Quick pairing: seeks that fit start a game, oldest first within their
//! rating ranges and pools; two instances racing match each seek once.

use crate::support::{Stream, TestApp, spawn_app, spawn_second_instance};
use futures_util::future::join_all;
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};

async fn seek(app: &TestApp, token: &str, body: Value) -> Value {
    let reply = app.call("POST", "/v1/seeks", Some(token), Some(body)).await;
    assert_eq!(reply.status, 201, "{reply:?}");
    reply.body
}

fn classic(extra: Value) -> Value {
    let mut body = json!({"ruleset": "classic", "options": {"players": 2}});
    body.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
    body
}

#[actix_web::test]
async fn two_seeks_that_fit_start_a_game_and_each_seeker_hears_it() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let mut adas_notices = Stream::open(&app, "/v1/me/stream", &ada, None).await;
    let first = seek(&app, &ada, classic(json!({"rated": true}))).await;
    assert_eq!((first["status"].clone(), first["rating"].clone()), (json!("open"), json!(1500.0)));
    let second =
        seek(&app, &bob, classic(json!({"rated": true, "options": {"players": 2, "small_city_exception": false}})))
            .await;
    assert_eq!(second["status"], "matched", "the same game once its options are read: {second}");
    let game = second["game_id"].as_str().unwrap();
    let path = format!("/v1/seeks/{}", first["id"].as_str().unwrap());
    let ada_seek = app.call("GET", &path, Some(&ada), None).await.body;
    assert_eq!((ada_seek["status"].as_str(), ada_seek["game_id"].as_str()), (Some("matched"), Some(game)));
    // game_started (and your_turn, if Ada's seat moves first), then seek_matched.
    let mut heard = adas_notices.take(2).await;
    if heard[1].event == "your_turn" {
        heard.extend(adas_notices.take(1).await);
    }
    let kinds: Vec<&str> = heard.iter().map(|e| e.event.as_str()).collect();
    assert_eq!((kinds.first(), kinds.last()), (Some(&"game_started"), Some(&"seek_matched")), "{kinds:?}");
    let matched = heard.last().unwrap();
    assert_eq!(matched.data, json!({"seek": first["id"], "game": game}));
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&bob), None).await.body;
    assert_eq!((view["status"].clone(), view["rated"].clone()), (json!("active"), json!(true)));
    assert_eq!(view["players"].as_array().unwrap().len(), 2);
    assert_eq!(app.call("GET", "/v1/seeks", Some(&bob), None).await.body[0]["id"], second["id"]);
}

#[actix_web::test]
async fn seeks_match_only_within_their_pool_and_rating_ranges_oldest_first() {
    let app = spawn_app().await;
    let names = ["ada", "bob", "cyd", "dan", "eve"];
    let mut tokens = Vec::new();
    for name in names {
        tokens.push(app.user(name).await);
    }
    let [ada, bob, cyd, dan, eve] = &tokens[..] else { unreachable!() };
    // Ada (1500) accepts nobody above 1400; Bob (1500) fits nobody yet.
    seek(&app, ada, classic(json!({"rated": true, "rating_range": {"max": 1400}}))).await;
    assert_eq!(seek(&app, bob, classic(json!({"rated": true}))).await["status"], "open", "outside Ada's range");
    // Another pool: unrated, or a clock.
    assert_eq!(seek(&app, cyd, classic(json!({}))).await["status"], "open");
    let clocked = classic(json!({"rated": true, "clock": {"kind": "per_move", "seconds": 60}}));
    assert_eq!(seek(&app, cyd, clocked).await["status"], "open");
    // Dan fits both Bob and Eve's future seek: the oldest, Bob, is his.
    let dans = seek(&app, dan, classic(json!({"rated": true}))).await;
    assert_eq!(dans["status"], "matched", "{dans}");
    let game = app.call("GET", &format!("/v1/games/{}", dans["game_id"].as_str().unwrap()), Some(dan), None).await.body;
    let players: HashSet<&str> =
        game["players"].as_array().unwrap().iter().map(|p| p["username"].as_str().unwrap()).collect();
    assert_eq!(players, HashSet::from(["bob", "dan"]));
    assert_eq!(seek(&app, eve, classic(json!({"rated": true}))).await["status"], "open", "Ada still excludes Eve");
}

/// Found: a deleted account's open seek was still matched, into a rated
/// game against "deleted player #N" whose turn never came.
#[actix_web::test]
async fn a_deleted_accounts_seek_is_cancelled_with_it_and_never_matched() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    seek(&app, &ada, classic(json!({"rated": true}))).await;
    let deleted = app.call("DELETE", "/v1/me", Some(&ada), Some(json!({"password": "correct horse battery"}))).await;
    assert_eq!(deleted.status, 204, "{deleted:?}");
    let bobs = seek(&app, &bob, classic(json!({"rated": true}))).await;
    assert_eq!((bobs["status"].clone(), bobs["game_id"].clone()), (json!("open"), Value::Null), "{bobs}");
    let games = app.call("GET", "/v1/me/games", Some(&bob), None).await;
    assert_eq!(games.body["games"], json!([]), "{games:?}");
}

#[actix_web::test]
async fn refused_and_cancelled_seeks_say_why() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let refused = [
        (json!({"ruleset": "mists", "options": {"players": 1}}), 422, "seek_players"),
        (classic(json!({"rating_range": {"min": 1600, "max": 1500}})), 422, "invalid_rating_range"),
        (classic(json!({"expires_in_seconds": 5})), 422, "invalid_expiry"),
        (json!({"ruleset": "classic", "options": {"players": 7}}), 422, "invalid_game"),
        (json!({"ruleset": "mists", "options": {"players": 2}, "rated": true}), 422, "unratable_game"),
        (classic(json!({"colour": "red"})), 400, "invalid_body"),
        (classic(json!({"rating_range": [1400, 1600]})), 400, "invalid_body"),
    ];
    for (body, status, code) in refused {
        let reply = app.call("POST", "/v1/seeks", Some(&ada), Some(body.clone())).await;
        assert_eq!((reply.status, reply.code()), (status, code), "{body}: {reply:?}");
    }
    let mut open = Vec::new();
    for players in [2, 3, 4] {
        open.push(seek(&app, &ada, json!({"ruleset": "classic", "options": {"players": players}})).await);
    }
    let fourth = app.call("POST", "/v1/seeks", Some(&ada), Some(classic(json!({"rated": true})))).await;
    assert_eq!((fourth.status, fourth.code()), (409, "too_many_seeks"));
    let path = format!("/v1/seeks/{}", open[0]["id"].as_str().unwrap());
    assert_eq!(app.call("GET", &path, Some(&bob), None).await.code(), "seek_not_found", "one's own only");
    let cancelled = app.call("POST", &format!("{path}/cancel"), Some(&ada), None).await;
    assert_eq!((cancelled.status, cancelled.body["status"].clone()), (200, json!("cancelled")));
    let again = app.call("POST", &format!("{path}/cancel"), Some(&ada), None).await;
    assert_eq!((again.status, again.code()), (409, "seek_closed"));
    assert_eq!(app.call("GET", &path, Some(&ada), None).await.body["status"], "cancelled");
    // A cancelled seek is matched with nobody.
    let bobs = seek(&app, &bob, classic(json!({}))).await;
    assert_eq!(bobs["status"], "open");
}

#[actix_web::test]
async fn two_instances_racing_match_every_seek_into_exactly_one_game() {
    let first = spawn_app().await;
    let second = spawn_second_instance(&first).await;
    let mut tokens = Vec::new();
    for n in 0..16 {
        tokens.push(first.user(&format!("seeker{n}")).await);
    }
    let sent = tokens.iter().enumerate().map(|(n, token)| {
        let app = if n % 2 == 0 { &first } else { &second };
        seek(app, token, json!({"ruleset": "classic", "options": {"players": 2}, "rated": true}))
    });
    let made = join_all(sent).await;
    let mut games: HashMap<String, usize> = HashMap::new();
    for (token, made) in tokens.iter().zip(&made) {
        let path = format!("/v1/seeks/{}", made["id"].as_str().unwrap());
        let now = first.call("GET", &path, Some(token), None).await.body;
        assert_eq!(now["status"], "matched", "no seek is left open or lost: {now}");
        *games.entry(now["game_id"].as_str().unwrap().to_owned()).or_default() += 1;
    }
    assert_eq!(games.len(), 8, "{games:?}");
    assert!(games.values().all(|seekers| *seekers == 2), "each game holds two of the seeks: {games:?}");
    for (token, made) in tokens.iter().zip(&made) {
        let mine = first.call("GET", "/v1/me/games", Some(token), None).await.body;
        assert_eq!(mine["games"].as_array().unwrap().len(), 1, "one seek, one game");
        let game = first.call("GET", &format!("/v1/seeks/{}", made["id"].as_str().unwrap()), Some(token), None).await;
        assert_eq!(mine["games"][0]["id"], game.body["game_id"]);
    }
}

#[actix_web::test]
async fn accounts_seeking_twice_while_others_match_them_neither_wait_on_each_other_nor_fail() {
    let first = spawn_app().await;
    let second = spawn_second_instance(&first).await;
    let mut tokens = Vec::new();
    for n in 0..10 {
        tokens.push(first.user(&format!("seeker{n}")).await);
    }
    // Each account seeks twice at once: a match seating an account whose
    // other seek is being made must not deadlock with it.
    let sent = tokens.iter().chain(&tokens).enumerate().map(|(n, token)| {
        let app = if n % 2 == 0 { &first } else { &second };
        let body = json!({"ruleset": "classic", "options": {"players": 2}});
        async move { (token, app.call("POST", "/v1/seeks", Some(token), Some(body)).await) }
    });
    let made = join_all(sent).await;
    let mut games: HashMap<String, Vec<String>> = HashMap::new();
    let mut open_by = HashSet::new();
    for (token, reply) in &made {
        assert_eq!(reply.status, 201, "{reply:?}");
        let path = format!("/v1/seeks/{}", reply.body["id"].as_str().unwrap());
        let now = first.call("GET", &path, Some(token), None).await.body;
        match now["game_id"].as_str() {
            Some(game) => games.entry(game.to_owned()).or_default().push(token.to_string()),
            None => {
                open_by.insert(token.to_string());
            }
        }
    }
    assert!(open_by.len() <= 1, "only one account's seeks can be left without a partner");
    for (game, seekers) in &games {
        assert_eq!(seekers.len(), 2, "{game}: {seekers:?}");
        assert_ne!(seekers[0], seekers[1], "{game}: an account never plays itself");
    }
}
