//! Hostile clients: forged and misused tokens, slow bodies, password
//! guessing, oversized heads, retries racing their first attempt. Each
//! case names the hole it closes (issue "Hold under attack and failure").

use crate::support::{SECRET, loose_limits, spawn_app, spawn_app_with};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use carcassonne::config::{HttpLimits, RateLimits, TrustedProxies};
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde_json::{Value, json};
use std::io::{Read, Write};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs()
}

/// A token of `claims` signed with the test secret under `alg`.
fn signed(alg: Algorithm, claims: &Value) -> String {
    jsonwebtoken::encode(&Header::new(alg), claims, &EncodingKey::from_secret(SECRET)).unwrap()
}

/// Every protected write of the API, for a game `game` (some need a body).
fn writes(game: &str) -> Vec<(String, Option<Value>)> {
    let command = json!({"ruleset": "classic", "expected_seq": 2, "command": {"type": "skip_figure"}});
    vec![
        ("/v1/games".into(), Some(json!({"ruleset": "classic", "options": {"players": 2}}))),
        (format!("/v1/games/{game}/join"), None),
        (format!("/v1/games/{game}/leave"), None),
        (format!("/v1/games/{game}/start"), None),
        (format!("/v1/games/{game}/commands"), Some(command)),
        (format!("/v1/games/{game}/resign"), None),
        (
            "/v1/games/import".into(),
            Some(json!({
                "format": "carcassonne-game", "version": 1, "ruleset": "classic", "engine_version": "0",
                "game_id": "00000000-0000-0000-0000-000000000000", "options": {}, "custom": false,
                "players": [], "events": []
            })),
        ),
    ]
}

/// The JWT attack list: none of these tokens is accepted, on reads or on
/// any write; a valid token for an account that does not exist (a database
/// reset with the secret kept) gets 401 too, never 500 (holes 3 and 4).
#[actix_web::test]
async fn forged_and_misused_tokens_get_401_everywhere() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let t = now();
    let claims = json!({"sub": "1", "name": "ada", "iat": t, "exp": t + 600});
    let none = format!("{}.{}.", B64.encode(r#"{"alg":"none","typ":"JWT"}"#), B64.encode(claims.to_string()));
    let mut tampered = signed(Algorithm::HS256, &claims);
    tampered.replace_range(tampered.len() - 4.., "AAAA");
    let forged: Vec<(&str, String)> = vec![
        ("alg none", none),
        (
            "wrong key",
            jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &EncodingKey::from_secret(&[7; 32])).unwrap(),
        ),
        ("algorithm confusion (HS512)", signed(Algorithm::HS512, &claims)),
        ("expired", signed(Algorithm::HS256, &json!({"sub": "1", "name": "ada", "iat": t - 7200, "exp": t - 3600}))),
        (
            "not yet valid",
            signed(Algorithm::HS256, &json!({"sub": "1", "name": "ada", "iat": t, "nbf": t + 3600, "exp": t + 7200})),
        ),
        ("tampered", tampered),
        (
            "exp as a string",
            signed(Algorithm::HS256, &json!({"sub": "1", "name": "ada", "iat": t, "exp": (t + 600).to_string()})),
        ),
        ("no exp", signed(Algorithm::HS256, &json!({"sub": "1", "name": "ada", "iat": t}))),
        ("huge", format!("{}.{}.{}", "A".repeat(2000), "B".repeat(3000), "C".repeat(1000))),
        (
            "subject not a number",
            signed(Algorithm::HS256, &json!({"sub": "ada", "name": "ada", "iat": t, "exp": t + 600})),
        ),
    ];
    for (attack, token) in &forged {
        let reply = app.call("GET", "/v1/me", Some(token), None).await;
        assert_eq!(reply.status, 401, "{attack}: {reply:?}");
        assert!(matches!(reply.code(), "invalid_token" | "expired_token"), "{attack}");
        let write = app
            .call("POST", "/v1/games", Some(token), Some(json!({"ruleset": "classic", "options": {"players": 2}})))
            .await;
        assert_eq!(write.status, 401, "{attack} on a write");
    }
    // Signed with the key but naming no session: refused like a signed-out one.
    let (ghost, _) = app.keys.issue(999_999, "ghost", 999_999, t).unwrap();
    for (path, body) in writes(&game) {
        let reply = app.call("POST", &path, Some(&ghost), body).await;
        assert_eq!((reply.status, reply.code()), (401, "revoked_token"), "POST {path}: {reply:?}");
    }
    assert_eq!(app.call("GET", "/v1/me", Some(&ghost), None).await.status, 401);
}

/// Sends `head` and `body` on a raw connection and returns what comes
/// back before the server closes it (or `wait` passes).
fn raw_exchange(address: &str, head: &str, body: &[u8], wait: Duration) -> String {
    let address = address.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    stream.set_read_timeout(Some(wait)).unwrap();
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(body).unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer).into_owned()
}

/// Hole 1: a body that never arrives gets 408 and the connection is closed
/// when the body deadline passes, instead of being held open.
#[actix_web::test]
async fn a_slow_body_is_timed_out() {
    let limits = HttpLimits { body_timeout: Duration::from_millis(300), ..loose_limits() };
    let app = spawn_app_with(limits).await;
    let head =
        "POST /v1/accounts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    let answer = actix_web::rt::task::spawn_blocking({
        let address = app.address.clone();
        move || raw_exchange(&address, head, b"{\"username\":", Duration::from_secs(10))
    })
    .await
    .unwrap();
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("request_timeout") && answer.to_lowercase().contains("connection: close"), "{answer}");
}

/// Hole 8 (431): a request head over the limit gets a problem document.
#[actix_web::test]
async fn an_oversized_head_gets_a_431_problem() {
    let app = spawn_app().await;
    let big = "x".repeat(9_000);
    let reply = app.call_with("GET", "/v1/rulesets", "t", &[("X-Padding", &big)], None).await;
    assert_eq!((reply.status, reply.code()), (431, "headers_too_large"));
    assert_eq!(reply.content_type, "application/problem+json");
}

/// Hole 2: password guessing is limited per username and per client
/// address: 429 with `Retry-After` and the `RateLimit` fields, and the right
/// password does not get through while the limit holds.
#[actix_web::test]
async fn password_guessing_is_rate_limited() {
    let rates = RateLimits {
        login_per_account: 5,
        auth_per_address: 1_000,
        commands_per_account: 1_000,
        ..loose_limits().rates
    };
    let app = spawn_app_with(HttpLimits { rates, ..loose_limits() }).await;
    app.user("ada").await; // one sign-in used
    let mut statuses = Vec::new();
    for _ in 0..20 {
        let guess =
            app.call("POST", "/v1/auth/login", None, Some(json!({"username": "ada", "password": "wrong guess"}))).await;
        statuses.push(guess.status);
    }
    assert_eq!(statuses.iter().filter(|s| **s == 401).count(), 4, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|s| **s == 429).count(), 16);
    let right = app
        .call("POST", "/v1/auth/login", None, Some(json!({"username": "ADA", "password": "correct horse battery"})))
        .await;
    assert_eq!((right.status, right.code()), (429, "rate_limited"), "the same account, whatever its case");
    let retry: u64 = right.headers.get("retry-after").unwrap().to_str().unwrap().parse().unwrap();
    assert!((1..=12).contains(&retry), "one sign-in every 12 s: {retry}");
    assert_eq!(right.headers.get("ratelimit-policy").unwrap(), "\"login\";q=5;w=60");
    assert!(right.headers.get("ratelimit").unwrap().to_str().unwrap().starts_with("\"login\";r=0;"));

    let rates = RateLimits {
        login_per_account: 1_000,
        auth_per_address: 3,
        commands_per_account: 1_000,
        ..loose_limits().rates
    };
    let app = spawn_app_with(HttpLimits { rates, ..loose_limits() }).await;
    let register = |name: &str| json!({"username": name, "password": "correct horse battery"});
    let mut statuses = Vec::new();
    for name in ["ann", "ben", "cat", "dan"] {
        statuses.push(app.call("POST", "/v1/accounts", None, Some(register(name))).await.status);
    }
    assert_eq!(statuses, [201, 201, 201, 429], "three per minute from one address");
}

/// Behind a trusted proxy, per-address limits count the client it names
/// (the rightmost `X-Forwarded-For` entry it did not add itself); from
/// any other peer the header means nothing.
#[actix_web::test]
async fn behind_a_trusted_proxy_limits_count_the_client_it_names() {
    let rates = RateLimits { auth_per_address: 2, ..loose_limits().rates };
    let proxied = HttpLimits { rates, proxies: TrustedProxies::parse("127.0.0.1").unwrap(), ..loose_limits() };
    let register = |app: &'static str, n: usize| json!({"username": format!("{app}-player{n}"), "password": "correct horse battery"});
    let app = spawn_app_with(proxied.clone()).await;
    let mut statuses = Vec::new();
    for (n, forwarded) in
        ["198.51.100.1", "198.51.100.1", "6.6.6.6, 198.51.100.1", "198.51.100.2", "2001:db8::1", "2001:db8::2"]
            .into_iter()
            .enumerate()
    {
        let headers = [("x-forwarded-for", forwarded)];
        statuses.push(app.call_headed("POST", "/v1/accounts", None, &headers, Some(register("p", n))).await.status);
    }
    assert_eq!(statuses, [201, 201, 429, 201, 201, 201], "a forged entry is no escape; IPv6 counts by /64");
    let third = app
        .call_headed("POST", "/v1/accounts", None, &[("x-forwarded-for", "2001:db8::3")], Some(register("p", 9)))
        .await;
    assert_eq!(third.status, 429, "the same /64");

    let direct = spawn_app_with(HttpLimits { proxies: TrustedProxies::default(), ..proxied }).await;
    let mut statuses = Vec::new();
    for (n, forwarded) in ["198.51.100.1", "198.51.100.2", "198.51.100.3"].into_iter().enumerate() {
        let headers = [("x-forwarded-for", forwarded)];
        statuses.push(direct.call_headed("POST", "/v1/accounts", None, &headers, Some(register("d", n))).await.status);
    }
    assert_eq!(statuses, [201, 201, 429], "an untrusted peer is the client");
}

/// Commands per account are limited too.
#[actix_web::test]
async fn commands_are_rate_limited_per_account() {
    let rates = RateLimits {
        login_per_account: 1_000,
        auth_per_address: 10_000,
        commands_per_account: 2,
        ..loose_limits().rates
    };
    let app = spawn_app_with(HttpLimits { rates, ..loose_limits() }).await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let stale = json!({"ruleset": "classic", "expected_seq": 99, "command": {"type": "skip_figure"}});
    let mut statuses = Vec::new();
    for _ in 0..3 {
        statuses.push(
            app.call("POST", &format!("/v1/games/{game}/commands"), Some(&ada), Some(stale.clone())).await.status,
        );
    }
    assert_eq!(statuses, [409, 409, 429]);
}

/// Hole 6: a retry racing its first attempt with the same
/// `Idempotency-Key` gets the first attempt's response, never a 409.
#[actix_web::test]
async fn an_idempotent_retry_racing_its_first_attempt_gets_its_response() {
    let app = spawn_app_with(loose_limits()).await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    for round in 0..30 {
        let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await;
        if !view.body["state"]["outcome"].is_null() {
            break;
        }
        let token = if view.body["state"]["current_player"] == 0 { &ada } else { &bob };
        let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(token), None).await;
        let command = &legal.body["commands"][0];
        let body = json!({"ruleset": "classic", "expected_seq": legal.body["seq"], "command": command});
        let key = format!("race-{round}");
        let headers = [("Idempotency-Key", key.as_str())];
        let path = format!("/v1/games/{game}/commands");
        let (first, second) = futures_util::future::join(
            app.call_with("POST", &path, token, &headers, Some(body.clone())),
            app.call_with("POST", &path, token, &headers, Some(body.clone())),
        )
        .await;
        assert_eq!((first.status, second.status), (200, 200), "round {round}: {first:?} {second:?}");
        assert_eq!(first.body, second.body, "the same response twice");
        let replayed = [&first, &second].iter().filter(|r| r.headers.contains_key("idempotent-replayed")).count();
        assert_eq!(replayed, 1, "one applied, one replayed");
    }
}

/// Hole 5: text PostgreSQL cannot store (a NUL character) is a 400
/// problem wherever it is sent, never a 500.
#[actix_web::test]
async fn a_nul_character_is_a_400_on_every_input() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let nul = "ad\u{0}a";
    let sent: Vec<(&str, String, Option<&str>, Value)> = vec![
        ("POST", "/v1/auth/login".into(), None, json!({"username": nul, "password": "correct horse battery"})),
        ("POST", "/v1/accounts".into(), None, json!({"username": nul, "password": "correct horse battery"})),
        ("POST", "/v1/accounts".into(), None, json!({"username": "ann", "password": format!("pass{nul}word")})),
        ("POST", "/v1/games".into(), Some(&ada), json!({"ruleset": "classic", "options": {"players": 2, "x\u{0}": 1}})),
        (
            "POST",
            "/v1/games".into(),
            Some(&ada),
            json!({"ruleset": "classic", "options": {"players": 2}, "tile_order": [nul]}),
        ),
        (
            "POST",
            format!("/v1/games/{game}/commands"),
            Some(&ada),
            json!({"ruleset": "classic", "expected_seq": 2, "command": {"type": nul}}),
        ),
    ];
    for (method, path, token, body) in sent {
        let reply = app.call(method, &path, token, Some(body.clone())).await;
        assert_eq!((reply.status, reply.code()), (400, "invalid_text"), "{method} {path} {body}: {reply:?}");
    }
    for query in ["/v1/games?cursor=%00", "/v1/me/games?cursor=1.%00", &format!("/v1/games/{game}/join?code=%00")] {
        let method = if query.contains("join") { "POST" } else { "GET" };
        let reply = app.call(method, query, Some(&ada), None).await;
        assert_eq!((reply.status, reply.code()), (400, "invalid_text"), "{query}: {reply:?}");
    }
}

/// Hole 6: on a game closed to spectators, every route answers an outsider
/// exactly as it answers an unknown id; only joining an open one is
/// possible (that is how its players come in).
#[actix_web::test]
async fn an_outsider_cannot_tell_a_players_only_game_from_none() {
    let app = spawn_app().await;
    let (ada, bob, eve) = (app.user("ada").await, app.user("bob").await, app.user("eve").await);
    let closed = |players: u8| json!({"ruleset": "classic", "options": {"players": players}, "spectators": "players"});
    let started = app.create_game(&ada, closed(2)).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{started}/join"), Some(&bob), None).await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{started}/start"), Some(&ada), None).await.status, 200);
    let open = app.create_game(&ada, closed(3)).await;
    let unknown = "00000000-0000-4000-8000-000000000000";
    let routes = |game: &str| -> Vec<(&'static str, String, Option<Value>)> {
        vec![
            ("POST", format!("/v1/games/{game}/leave"), None),
            ("POST", format!("/v1/games/{game}/cancel"), None),
            ("POST", format!("/v1/games/{game}/start"), None),
            ("POST", format!("/v1/games/{game}/bots"), Some(json!({"level": "random"}))),
            ("POST", format!("/v1/games/{game}/resign"), None),
            ("POST", format!("/v1/games/{game}/claim-timeout"), None),
            ("POST", format!("/v1/games/{game}/stream-ticket"), None),
            (
                "POST",
                format!("/v1/games/{game}/commands/validate"),
                Some(json!({"ruleset": "classic", "command": {"type": "skip_figure"}})),
            ),
            ("GET", format!("/v1/games/{game}/hint"), None),
            ("GET", format!("/v1/games/{game}/export"), None),
            ("GET", format!("/v1/games/{game}/board.svg"), None),
            ("POST", format!("/v1/games/{game}/analysis"), None),
            ("GET", format!("/v1/games/{game}/analysis"), None),
        ]
    };
    for game in [&started, &open] {
        let mut routes_of_game = routes(game);
        if game == &started {
            routes_of_game.push(("POST", format!("/v1/games/{game}/join"), None));
        }
        for ((method, path, body), (_, unknown_path, _)) in routes_of_game.into_iter().zip(routes(unknown)) {
            let reply = app.call(method, &path, Some(&eve), body.clone()).await;
            let expected = app.call(method, &unknown_path, Some(&eve), body).await;
            assert_eq!((reply.status, reply.code()), (expected.status, expected.code()), "{method} {path}");
            assert_eq!(reply.status, 404, "{method} {path}");
        }
    }
    let joined = app.call("POST", &format!("/v1/games/{open}/join"), Some(&eve), None).await;
    assert_eq!(joined.status, 200, "an open game closed to spectators can still be joined: {joined:?}");
}
