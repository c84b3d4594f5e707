//! Registration, sign-in and tokens.

use crate::support::{SECRET, spawn_app, spawn_without_database};
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
    let (expired, _) = app.keys.issue(1, "ada", now - 7200).unwrap();
    let reply = app.call("GET", "/v1/me", Some(&expired), None).await;
    assert_eq!((reply.status, reply.code()), (401, "expired_token"));
    let foreign = TokenKeys::new(&[b'x'; 32], 60).unwrap().issue(1, "ada", now).unwrap().0;
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
