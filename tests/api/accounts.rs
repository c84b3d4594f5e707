//! Registration, sign-in and tokens.

use crate::support::{Reply, SECRET, TestApp, spawn_app, spawn_second_instance, spawn_without_database};
use serde_json::json;
use service::auth::TokenKeys;

#[actix_web::test]
async fn register_login_and_me() {
    let app = spawn_app().await;
    let credentials = json!({"username": "Ada", "password": "correct horse battery"});
    let reply = app.call("POST", "/v1/accounts", None, Some(credentials.clone())).await;
    assert_eq!(reply.status, 201);
    assert_eq!(reply.body["username"], "Ada");
    let login = app
        .call("POST", "/v1/auth/login", None, Some(json!({"username": "ada", "password": "correct horse battery"})))
        .await;
    assert_eq!(login.status, 200, "usernames are case-insensitive");
    assert_eq!(login.body["token_type"], "Bearer");
    let token = login.body["access_token"].as_str().unwrap();
    let me = app.call("GET", "/v1/me", Some(token), None).await;
    assert_eq!((me.status, me.body["username"].as_str()), (200, Some("Ada")));
    assert_eq!(me.body["id"], reply.body["id"]);
}

#[actix_web::test]
async fn bad_credentials_and_taken_names() {
    let app = spawn_app().await;
    app.user("ada").await;
    let wrong = app
        .call("POST", "/v1/auth/login", None, Some(json!({"username": "ada", "password": "wrong horse battery"})))
        .await;
    assert_eq!((wrong.status, wrong.code()), (401, "bad_credentials"));
    let unknown =
        app.call("POST", "/v1/auth/login", None, Some(json!({"username": "nobody", "password": "whatever123"}))).await;
    assert_eq!((unknown.status, unknown.code()), (401, "bad_credentials"));
    assert_eq!(wrong.body["detail"], unknown.body["detail"], "no hint which part was wrong");
    let taken = app
        .call("POST", "/v1/accounts", None, Some(json!({"username": "ADA", "password": "correct horse battery"})))
        .await;
    assert_eq!((taken.status, taken.code()), (409, "username_taken"));
    let short = app
        .call("POST", "/v1/accounts", None, Some(json!({"username": "bo", "password": "correct horse battery"})))
        .await;
    assert_eq!((short.status, short.code()), (422, "invalid_username"));
    let weak = app.call("POST", "/v1/accounts", None, Some(json!({"username": "bob", "password": "short"}))).await;
    assert_eq!((weak.status, weak.code()), (422, "invalid_password"));
}

#[actix_web::test]
async fn missing_malformed_expired_and_tampered_tokens_get_401() {
    let app = spawn_app().await;
    let token = app.user("ada").await;
    let missing = app.call("GET", "/v1/me", None, None).await;
    assert_eq!((missing.status, missing.code()), (401, "missing_token"));
    assert_eq!(missing.content_type, "application/problem+json");
    let garbage = app.call("GET", "/v1/me", Some("not.a.jwt"), None).await;
    assert_eq!((garbage.status, garbage.code()), (401, "invalid_token"));
    let mut tampered = token.clone();
    tampered.insert(tampered.len() / 2, 'x');
    assert_eq!(app.call("GET", "/v1/me", Some(&tampered), None).await.code(), "invalid_token");
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs();
    let (expired, _) = app.keys.issue(1, "ada", 1, now - 7200).unwrap();
    let reply = app.call("GET", "/v1/me", Some(&expired), None).await;
    assert_eq!((reply.status, reply.code()), (401, "expired_token"));
    let foreign = TokenKeys::new(&[b'x'; 32], 60).unwrap().issue(1, "ada", 1, now).unwrap().0;
    assert_eq!(app.call("GET", "/v1/me", Some(&foreign), None).await.code(), "invalid_token");
    assert!(SECRET.len() >= 32);
}

#[actix_web::test]
async fn database_down_is_503_not_500() {
    let app = spawn_without_database().await;
    assert_eq!(app.call("GET", "/healthz", None, None).await.status, 200);
    let ready = app.call("GET", "/readyz", None, None).await;
    assert_eq!((ready.status, ready.code()), (503, "database_unavailable"));
    assert_eq!(ready.headers.get("retry-after").map(|v| v.to_str().unwrap()), Some("1"), "hole 5: say when to retry");
    let register = app
        .call("POST", "/v1/accounts", None, Some(json!({"username": "ada", "password": "correct horse battery"})))
        .await;
    assert_eq!(register.status, 503);
    assert!(!register.body["detail"].as_str().unwrap().contains("nonexistent"), "no internals leak");
}

/// Signs `username` in once more: a new device's tokens (access, refresh).
async fn sign_in(app: &TestApp, username: &str) -> (String, String) {
    let credentials = json!({"username": username, "password": "correct horse battery"});
    let reply = app.call("POST", "/v1/auth/login", None, Some(credentials)).await;
    assert_eq!(reply.status, 200, "{reply:?}");
    tokens(&reply)
}

fn tokens(reply: &Reply) -> (String, String) {
    let text = |name: &str| reply.body[name].as_str().unwrap_or_default().to_owned();
    (text("access_token"), text("refresh_token"))
}

async fn refresh(app: &TestApp, refresh_token: &str) -> Reply {
    app.call("POST", "/v1/auth/refresh", None, Some(json!({"refresh_token": refresh_token}))).await
}

#[actix_web::test]
async fn a_refresh_token_works_once_and_its_reuse_ends_the_session() {
    let app = spawn_app().await;
    app.user("ada").await;
    let (access, first) = sign_in(&app, "ada").await;
    assert!(first.ends_with(&format!(".0.{}", &first[first.len() - 64..])), "session.generation.mac: {first}");
    let rotated = refresh(&app, &first).await;
    assert_eq!(rotated.status, 200, "{rotated:?}");
    assert_eq!(
        (rotated.body["expires_in"].as_u64(), rotated.body["account"]["username"].as_str()),
        (Some(3600), Some("ada"))
    );
    let (next_access, second) = tokens(&rotated);
    assert_ne!(second, first, "each refresh gives a new refresh token");
    assert_eq!(app.call("GET", "/v1/me", Some(&next_access), None).await.status, 200);
    assert_eq!(
        app.call("GET", "/v1/me", Some(&access), None).await.status,
        200,
        "the session's older access token lives on"
    );

    // The replaced token again: someone else holds the session.
    let reused = refresh(&app, &first).await;
    assert_eq!((reused.status, reused.code()), (401, "refresh_token_reused"));
    let after = refresh(&app, &second).await;
    assert_eq!((after.status, after.code()), (401, "invalid_refresh_token"), "the whole family is revoked");
    let revoked = app.call("GET", "/v1/me", Some(&next_access), None).await;
    assert_eq!((revoked.status, revoked.code()), (401, "revoked_token"));
    let unknown = refresh(&app, &"0".repeat(64)).await;
    assert_eq!((unknown.status, unknown.code()), (401, "invalid_refresh_token"));
    let malformed = app.call("POST", "/v1/auth/refresh", None, Some(json!({"refresh_token": 7}))).await;
    assert_eq!((malformed.status, malformed.code()), (400, "invalid_body"));
}

/// Found: a refresh token 22 rotations old was refused without revoking
/// its session, while one a rotation old revoked it. Every token a session
/// had is recognised now, however old.
#[actix_web::test]
async fn a_refresh_token_reused_at_any_age_ends_the_session() {
    let app = spawn_app().await;
    app.user("ada").await;
    let (_, first) = sign_in(&app, "ada").await;
    let mut current = first.clone();
    for _ in 0..22 {
        let rotated = refresh(&app, &current).await;
        assert_eq!(rotated.status, 200, "{rotated:?}");
        current = tokens(&rotated).1;
    }
    let reused = refresh(&app, &first).await;
    assert_eq!((reused.status, reused.code()), (401, "refresh_token_reused"));
    let after = refresh(&app, &current).await;
    assert_eq!((after.status, after.code()), (401, "invalid_refresh_token"), "the session is revoked");

    // A token of another session, or of a generation not yet reached, or
    // with a changed MAC, is only unknown: it ends nothing.
    let (_, other) = sign_in(&app, "ada").await;
    let session = other.split('.').next().unwrap();
    let mac = &other[other.len() - 64..];
    let ahead = format!("{session}.5.{mac}");
    let flipped = format!("{session}.0.{}{}", if mac.starts_with('0') { '1' } else { '0' }, &mac[1..]);
    for forged in [ahead, flipped, format!("{}.0.{mac}", session.parse::<i64>().unwrap() + 1)] {
        let refused = refresh(&app, &forged).await;
        assert_eq!((refused.status, refused.code()), (401, "invalid_refresh_token"), "{forged}");
    }
    assert_eq!(refresh(&app, &other).await.status, 200, "the session lives on");
}

/// A session started before tokens were made from sessions keeps its
/// stored token until its next refresh, which moves it to the new kind;
/// its stored token presented again then ends it.
#[actix_web::test]
async fn a_stored_refresh_token_of_an_older_session_still_refreshes_once() {
    let app = spawn_app().await;
    app.user("ada").await;
    let stored = "a".repeat(64);
    app.execute_sql(&format!(
        "WITH s AS (INSERT INTO sessions (account_id, expires_at) \
                    SELECT id, now() + interval '1 day' FROM accounts WHERE username = 'ada' RETURNING id) \
         INSERT INTO refresh_tokens (token_hash, session_id) \
         SELECT encode(sha256('{stored}'::bytea), 'hex'), id FROM s"
    ));
    let rotated = refresh(&app, &stored).await;
    assert_eq!(rotated.status, 200, "{rotated:?}");
    let (access, next) = tokens(&rotated);
    assert!(next.contains(".1."), "the new kind, at generation 1: {next}");
    assert_eq!(app.call("GET", "/v1/me", Some(&access), None).await.status, 200);
    let reused = refresh(&app, &stored).await;
    assert_eq!((reused.status, reused.code()), (401, "refresh_token_reused"));
    assert_eq!(refresh(&app, &next).await.code(), "invalid_refresh_token");
}

#[actix_web::test]
async fn signing_out_ends_one_device_and_everywhere_ends_all() {
    let app = spawn_app().await;
    app.user("ada").await;
    let (phone, phone_refresh) = sign_in(&app, "ada").await;
    let (laptop, laptop_refresh) = sign_in(&app, "ada").await;
    assert_eq!(app.call("POST", "/v1/auth/logout", Some(&phone), None).await.status, 204);
    assert_eq!(app.call("GET", "/v1/me", Some(&phone), None).await.code(), "revoked_token");
    assert_eq!(refresh(&app, &phone_refresh).await.code(), "invalid_refresh_token");
    assert_eq!(app.call("GET", "/v1/me", Some(&laptop), None).await.status, 200, "the other device stays");

    let (tablet, _) = sign_in(&app, "ada").await;
    assert_eq!(app.call("POST", "/v1/auth/logout-all", Some(&tablet), None).await.status, 204);
    for token in [&laptop, &tablet] {
        assert_eq!(app.call("GET", "/v1/me", Some(token), None).await.code(), "revoked_token");
    }
    assert_eq!(refresh(&app, &laptop_refresh).await.code(), "invalid_refresh_token");
    assert_eq!(app.call("POST", "/v1/auth/logout", Some(&tablet), None).await.code(), "revoked_token");
}

#[actix_web::test]
async fn a_password_change_signs_the_other_devices_out() {
    let app = spawn_app().await;
    app.user("ada").await;
    let (here, _) = sign_in(&app, "ada").await;
    let (there, there_refresh) = sign_in(&app, "ada").await;
    let change = |current: &str, new: &str| json!({"current_password": current, "new_password": new});
    let wrong =
        app.call("PUT", "/v1/me/password", Some(&here), Some(change("wrong horse battery", "battery staple"))).await;
    assert_eq!((wrong.status, wrong.code()), (403, "wrong_password"));
    let weak = app.call("PUT", "/v1/me/password", Some(&here), Some(change("correct horse battery", "short"))).await;
    assert_eq!((weak.status, weak.code()), (422, "invalid_password"));
    let changed =
        app.call("PUT", "/v1/me/password", Some(&here), Some(change("correct horse battery", "battery staple"))).await;
    assert_eq!(changed.status, 204, "{changed:?}");
    assert_eq!(app.call("GET", "/v1/me", Some(&here), None).await.status, 200, "this device stays signed in");
    assert_eq!(app.call("GET", "/v1/me", Some(&there), None).await.code(), "revoked_token");
    assert_eq!(refresh(&app, &there_refresh).await.code(), "invalid_refresh_token");
    let old = json!({"username": "ada", "password": "correct horse battery"});
    assert_eq!(app.call("POST", "/v1/auth/login", None, Some(old)).await.code(), "bad_credentials");
    let new = json!({"username": "ada", "password": "battery staple"});
    assert_eq!(app.call("POST", "/v1/auth/login", None, Some(new)).await.status, 200);
}

#[actix_web::test]
async fn the_account_has_a_display_name() {
    let app = spawn_app().await;
    let token = app.user("ada").await;
    assert_eq!(app.call("GET", "/v1/me", Some(&token), None).await.body["display_name"], json!(null));
    let named = app.call("PATCH", "/v1/me", Some(&token), Some(json!({"display_name": "Ada L."}))).await;
    assert_eq!((named.status, named.body["display_name"].as_str()), (200, Some("Ada L.")));
    assert_eq!(app.call("GET", "/v1/me", Some(&token), None).await.body["display_name"], "Ada L.");
    let kept = app.call("PATCH", "/v1/me", Some(&token), Some(json!({"profile_hidden": false}))).await;
    assert_eq!(kept.body["display_name"], "Ada L.", "a field left out stays as it is");
    let listed = app.call("PATCH", "/v1/me", Some(&token), Some(json!([null, null]))).await;
    assert_eq!((listed.status, listed.code()), (400, "invalid_body"), "a body is an object, not a list of fields");
    for bad in [json!(""), json!(" Ada"), json!("a\u{7}b"), json!("x".repeat(41))] {
        let reply = app.call("PATCH", "/v1/me", Some(&token), Some(json!({"display_name": bad}))).await;
        assert_eq!((reply.status, reply.code()), (422, "invalid_display_name"), "{bad}");
    }
    let cleared = app.call("PATCH", "/v1/me", Some(&token), Some(json!({"display_name": null}))).await;
    assert_eq!((cleared.status, &cleared.body["display_name"]), (200, &json!(null)));
}

#[actix_web::test]
async fn a_sign_out_on_one_instance_holds_on_another() {
    let first = spawn_app().await;
    let second = spawn_second_instance(&first).await;
    first.user("ada").await;
    let (access, refresh_token) = sign_in(&first, "ada").await;
    assert_eq!(first.call("POST", "/v1/auth/logout", Some(&access), None).await.status, 204);
    let elsewhere = second.call("GET", "/v1/me", Some(&access), None).await;
    assert_eq!((elsewhere.status, elsewhere.code()), (401, "revoked_token"));
    assert_eq!(refresh(&second, &refresh_token).await.code(), "invalid_refresh_token");
}

/// Found: after `DELETE /v1/me` answered on one instance, another that
/// had read the session lately accepted game creations for up to 5 s.
/// Revocations are announced now: well inside that interval (here 200 ms
/// after the answer), the other instance refuses the token.
#[actix_web::test]
async fn a_deleted_or_signed_out_session_is_refused_by_other_instances_at_once() {
    let first = spawn_app().await;
    let second = spawn_second_instance(&first).await;
    let (ada, bob) = (first.user("ada").await, first.user("bob").await);
    let game = json!({"ruleset": "classic", "options": {"players": 2}});
    for token in [&ada, &bob] {
        let created = second.call("POST", "/v1/games", Some(token), Some(game.clone())).await;
        assert_eq!(created.status, 201, "the second instance has read the session: {created:?}");
    }
    let deleted = first.call("DELETE", "/v1/me", Some(&ada), Some(json!({"password": "correct horse battery"}))).await;
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(first.call("POST", "/v1/auth/logout", Some(&bob), None).await.status, 204);
    actix_web::rt::time::sleep(std::time::Duration::from_millis(200)).await;
    for token in [&ada, &bob] {
        let refused = second.call("POST", "/v1/games", Some(token), Some(game.clone())).await;
        assert_eq!((refused.status, refused.code()), (401, "revoked_token"), "{refused:?}");
    }
}

#[actix_web::test]
async fn a_deleted_account_leaves_its_games_and_its_logs_stay() {
    let app = spawn_app().await;
    let (ada, bob, cy) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    let id = app.call("GET", "/v1/me", Some(&ada), None).await.body["id"].as_i64().unwrap();
    // A finished game (Bob resigned), a running 3-player game, Ada's own
    // open game and Bob's open game that Ada joined.
    let finished = app.started_game(&ada, &bob).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{finished}/resign"), Some(&bob), None).await.status, 200);
    let three = json!({"ruleset": "classic", "options": {"players": 3}, "seat_order": "join_order"});
    let running = app.create_game(&bob, three).await;
    for token in [&ada, &cy] {
        assert_eq!(app.call("POST", &format!("/v1/games/{running}/join"), Some(token), None).await.status, 200);
    }
    assert_eq!(app.call("POST", &format!("/v1/games/{running}/start"), Some(&bob), None).await.status, 200);
    let own = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    let joined = app.create_game(&bob, json!({"ruleset": "classic", "options": {"players": 3}})).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{joined}/join"), Some(&ada), None).await.status, 200);
    let log_before = app.call("GET", &format!("/v1/games/{finished}/events"), Some(&bob), None).await.body;

    let wrong = app.call("DELETE", "/v1/me", Some(&ada), Some(json!({"password": "wrong horse battery"}))).await;
    assert_eq!((wrong.status, wrong.code()), (403, "wrong_password"));
    let deleted = app.call("DELETE", "/v1/me", Some(&ada), Some(json!({"password": "correct horse battery"}))).await;
    assert_eq!(deleted.status, 204, "{deleted:?}");

    assert_eq!(app.call("GET", "/v1/me", Some(&ada), None).await.code(), "revoked_token");
    let again = json!({"username": "ada", "password": "correct horse battery"});
    assert_eq!(app.call("POST", "/v1/auth/login", None, Some(again)).await.code(), "bad_credentials");
    let name = format!("deleted player #{id}");
    let erased = json!({"username": name, "password": ""});
    assert_eq!(app.call("POST", "/v1/auth/login", None, Some(erased)).await.status, 401);

    // The finished game's log is as it was; it exports and imports.
    let log_after = app.call("GET", &format!("/v1/games/{finished}/events"), Some(&bob), None).await.body;
    assert_eq!(log_after, log_before);
    let view = app.call("GET", &format!("/v1/games/{finished}"), Some(&bob), None).await.body;
    assert!(view["players"].as_array().unwrap().iter().any(|p| p["username"] == name.as_str()), "{view}");
    let record = app.call("GET", &format!("/v1/games/{finished}/export"), Some(&bob), None).await;
    assert_eq!(record.status, 200);
    let imported = app.call("POST", "/v1/games/import", Some(&bob), Some(record.body)).await;
    assert_eq!((imported.status, imported.body["status"].as_str()), (201, Some("finished")), "{imported:?}");

    // The running game goes on without Ada's seat; the open ones let her go.
    let running_view = app.call("GET", &format!("/v1/games/{running}"), Some(&bob), None).await.body;
    assert_eq!(running_view["status"], "active", "the two others play on");
    assert_eq!(app.call("GET", &format!("/v1/games/{own}"), Some(&bob), None).await.body["status"], "cancelled");
    let joined_view = app.call("GET", &format!("/v1/games/{joined}"), Some(&bob), None).await.body;
    assert_eq!(joined_view["players"].as_array().unwrap().len(), 1, "{joined_view}");
    // The name is free again.
    let anew = json!({"username": "ada", "password": "another horse battery"});
    assert_eq!(app.call("POST", "/v1/accounts", None, Some(anew)).await.status, 201);
}

/// A deletion's first transaction takes the account out of its open games
/// with its sessions, seeks and challenges: should the instance die right
/// after it, no open game is left owned by, or seating, a deleted account.
#[actix_web::test]
async fn closing_an_account_ends_its_open_games_in_the_same_transaction() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let id = app.call("GET", "/v1/me", Some(&ada), None).await.body["id"].as_i64().unwrap();
    let own = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    let joined = app.create_game(&bob, json!({"ruleset": "classic", "options": {"players": 3}})).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{joined}/join"), Some(&ada), None).await.status, 200);
    let mut conn = storage::connect(&app.database_pool(1)).unwrap();
    storage::accounts::close(&mut conn, id, std::time::SystemTime::now().into()).unwrap();
    // Nothing else of the deletion ran.
    assert_eq!(app.call("GET", &format!("/v1/games/{own}"), Some(&bob), None).await.body["status"], "cancelled");
    let joined_view = app.call("GET", &format!("/v1/games/{joined}"), Some(&bob), None).await.body;
    assert_eq!(joined_view["players"].as_array().unwrap().len(), 1, "{joined_view}");
}
