//! Webhooks against a local receiver that verifies every signature with
//! the Standard Webhooks library: deliveries of a game's notifications,
//! retries, disabling, two instances sharing the outbox, rotation, and
//! refused targets.

use crate::support::{Setup, TestApp, spawn_app, spawn_app_set_up, spawn_second_instance, test_webhooks};
use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use serde_json::{Value, json};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A message as the receiver got it.
#[derive(Clone, Debug)]
struct Received {
    id: String,
    body: Value,
    /// Whether the signature verified with each secret the receiver knows.
    verified: Vec<bool>,
}

/// A webhook receiver on a loopback port: it answers 500 to its first
/// `failures` requests (every request, with `usize::MAX`), then 204.
struct Receiver {
    url: String,
    secrets: Arc<Mutex<Vec<String>>>,
    received: Arc<Mutex<Vec<Received>>>,
}

impl Receiver {
    async fn start(failures: usize) -> Receiver {
        let secrets = Arc::new(Mutex::new(Vec::<String>::new()));
        let received = Arc::new(Mutex::new(Vec::new()));
        let failures = Arc::new(AtomicUsize::new(failures));
        let (s, r) = (secrets.clone(), received.clone());
        let server = HttpServer::new(move || {
            let (secrets, received, failures) = (s.clone(), r.clone(), failures.clone());
            App::new().default_service(web::to(move |req: HttpRequest, body: web::Bytes| {
                let (secrets, received, failures) = (secrets.clone(), received.clone(), failures.clone());
                async move {
                    let mut headers = http::HeaderMap::new();
                    for name in ["webhook-id", "webhook-timestamp", "webhook-signature"] {
                        if let Some(value) = req.headers().get(name) {
                            headers.insert(name, http::HeaderValue::from_bytes(value.as_bytes()).unwrap());
                        }
                    }
                    let verified = secrets
                        .lock()
                        .unwrap()
                        .iter()
                        .map(|secret| standardwebhooks::Webhook::new(secret).unwrap().verify(&body, &headers).is_ok())
                        .collect();
                    let id =
                        req.headers().get("webhook-id").map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
                    let body = serde_json::from_slice(&body).unwrap_or(Value::Null);
                    received.lock().unwrap().push(Received { id, body, verified });
                    let failing = failures.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| match n {
                        0 => None,
                        usize::MAX => Some(usize::MAX),
                        n => Some(n - 1),
                    });
                    if failing.is_ok() {
                        HttpResponse::InternalServerError().body("not today")
                    } else {
                        HttpResponse::NoContent().finish()
                    }
                }
            }))
        })
        .workers(1)
        .bind("127.0.0.1:0")
        .unwrap();
        let url = format!("http://{}/hooks", server.addrs()[0]);
        actix_web::rt::spawn(server.run());
        Receiver { url, secrets, received }
    }

    fn knows(&self, secret: &str) {
        self.secrets.lock().unwrap().push(secret.to_owned());
    }

    fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }

    /// Waits until `done` holds of what was received (at most 20 s).
    async fn wait_for(&self, done: impl Fn(&[Received]) -> bool) -> Vec<Received> {
        for _ in 0..400 {
            let received = self.received();
            if done(&received) {
                return received;
            }
            actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the receiver never got what was awaited: {:?}", self.received());
    }
}

/// Registers `url` for `token`'s account; the endpoint's id and secret.
async fn register(app: &TestApp, token: &str, url: &str) -> (String, String) {
    let reply = app.call("POST", "/v1/me/webhooks", Some(token), Some(json!({"url": url}))).await;
    assert_eq!(reply.status, 201, "{reply:?}");
    let secret = reply.body["secret"].as_str().unwrap().to_owned();
    (reply.body["endpoint"]["id"].as_str().unwrap().to_owned(), secret)
}

/// An app whose deliveries wait in the outbox: it has no delivery workers.
async fn without_delivery_workers() -> TestApp {
    spawn_app_set_up(Setup {
        webhooks: service::webhooks::WebhookSettings { workers: 0, ..test_webhooks() },
        ..Setup::default()
    })
    .await
}

/// The first page of an endpoint's delivery log.
async fn deliveries(app: &TestApp, token: &str, endpoint: &str) -> Vec<Value> {
    let reply = app.call("GET", &format!("/v1/me/webhooks/{endpoint}/deliveries"), Some(token), None).await;
    assert_eq!(reply.status, 200, "{reply:?}");
    reply.body["deliveries"].as_array().unwrap().clone()
}

/// Waits until every delivery in the log has ended, and returns the log.
async fn settled(app: &TestApp, token: &str, endpoint: &str) -> Vec<Value> {
    for _ in 0..400 {
        let log = deliveries(app, token, endpoint).await;
        if log.iter().all(|d| d["status"] != "pending") {
            return log;
        }
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("deliveries still pending: {:?}", deliveries(app, token, endpoint).await);
}

#[actix_web::test]
async fn a_started_game_is_told_to_the_endpoint_with_verified_signatures() {
    let app = spawn_app().await;
    let receiver = Receiver::start(0).await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let (endpoint, secret) = register(&app, &ada, &receiver.url).await;
    assert!(secret.starts_with("whsec_"), "{secret}");
    receiver.knows(&secret);
    let listed = app.call("GET", "/v1/me/webhooks", Some(&ada), None).await;
    assert_eq!(listed.body.as_array().unwrap().len(), 1);
    assert!(listed.body[0].get("secret").is_none(), "the secret is shown once: {:?}", listed.body);
    let every_kind = [
        "game_started",
        "your_turn",
        "game_over",
        "challenged",
        "challenge_declined",
        "challenge_cancelled",
        "seek_matched",
        "analysis_ready",
    ];
    assert_eq!(listed.body[0]["kinds"], json!(every_kind));

    let game = app.started_game(&ada, &bob).await;
    let received = receiver.wait_for(|r| r.iter().any(|m| m.body["type"] == "game_started")).await;
    let started = received.iter().find(|m| m.body["type"] == "game_started").unwrap();
    assert_eq!(started.body["data"]["game"], json!(game));
    assert!(started.body["timestamp"].is_string());
    assert!(received.iter().all(|m| m.verified == [true]), "{received:?}");

    app.call("POST", &format!("/v1/games/{game}/resign"), Some(&bob), None).await;
    let received = receiver.wait_for(|r| r.iter().any(|m| m.body["type"] == "game_over")).await;
    assert!(received.iter().all(|m| m.verified == [true]), "{received:?}");
    let log = settled(&app, &ada, &endpoint).await;
    assert!(log.iter().all(|d| d["status"] == "delivered" && d["attempts"] == 1 && d["last_status"] == 204), "{log:?}");
    assert_eq!(log.len(), received.len(), "one log entry per message");
    // Bob registered nothing: only Ada's endpoint was written to.
    assert!(received.iter().all(|m| m.body["data"]["game"] == json!(game)));
}

#[actix_web::test]
async fn a_challenge_and_its_decline_are_told_with_the_challenge_id() {
    let app = spawn_app().await;
    let receiver = Receiver::start(0).await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    for token in [&ada, &bob] {
        receiver.knows(&register(&app, token, &receiver.url).await.1);
    }
    let body = json!({"players": ["bob"], "game": {"ruleset": "classic", "options": {"players": 2}}});
    let sent = app.call("POST", "/v1/challenges", Some(&ada), Some(body)).await.body;
    let received = receiver.wait_for(|r| r.iter().any(|m| m.body["type"] == "challenged")).await;
    let challenged = received.iter().find(|m| m.body["type"] == "challenged").unwrap();
    assert_eq!(challenged.body["data"], json!({"challenge": sent["id"]}));
    let path = format!("/v1/challenges/{}/decline", sent["id"].as_str().unwrap());
    assert_eq!(app.call("POST", &path, Some(&bob), None).await.status, 200);
    let received = receiver.wait_for(|r| r.iter().any(|m| m.body["type"] == "challenge_declined")).await;
    let declined = received.iter().find(|m| m.body["type"] == "challenge_declined").unwrap();
    assert_eq!(declined.body["data"], json!({"challenge": sent["id"]}));
    assert_eq!(received.len(), 2, "one message each, to the one concerned: {received:?}");
    assert!(received.iter().all(|m| m.verified.contains(&true)), "{received:?}");
}

#[actix_web::test]
async fn a_receiver_that_fails_twice_gets_the_message_on_the_third_attempt() {
    let app = spawn_app().await;
    let receiver = Receiver::start(2).await;
    let ada = app.user("ada").await;
    let (endpoint, secret) = register(&app, &ada, &receiver.url).await;
    receiver.knows(&secret);
    let ping = app.call("POST", &format!("/v1/me/webhooks/{endpoint}/ping"), Some(&ada), None).await;
    assert_eq!((ping.status, ping.body["kind"].as_str()), (202, Some("ping")), "{ping:?}");
    let received = receiver.wait_for(|r| r.len() == 3).await;
    let id = ping.body["id"].as_str().unwrap();
    assert!(received.iter().all(|m| m.id == id && m.verified == [true]), "the same webhook-id each time: {received:?}");
    let log = settled(&app, &ada, &endpoint).await;
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!((log[0]["status"].as_str(), log[0]["attempts"].as_i64()), (Some("delivered"), Some(3)));
    assert_eq!(log[0]["last_error"], Value::Null);
    actix_web::rt::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(receiver.received().len(), 3, "nothing more after the success");
}

#[actix_web::test]
async fn an_endpoint_that_keeps_failing_is_disabled_and_says_why() {
    let webhooks = service::webhooks::WebhookSettings { max_attempts: 2, disable_after: 2, ..test_webhooks() };
    let app = spawn_app_set_up(Setup { webhooks, ..Setup::default() }).await;
    let receiver = Receiver::start(usize::MAX).await;
    let ada = app.user("ada").await;
    let (endpoint, _) = register(&app, &ada, &receiver.url).await;
    for _ in 0..2 {
        app.call("POST", &format!("/v1/me/webhooks/{endpoint}/ping"), Some(&ada), None).await;
    }
    let log = settled(&app, &ada, &endpoint).await;
    assert_eq!(log.len(), 2);
    for delivery in &log {
        assert_eq!((delivery["status"].as_str(), delivery["attempts"].as_i64()), (Some("failed"), Some(2)));
        assert_eq!(delivery["last_status"], 500);
        assert_eq!(delivery["last_error"], "HTTP 500: not today");
    }
    let shown = app.call("GET", &format!("/v1/me/webhooks/{endpoint}"), Some(&ada), None).await;
    assert_eq!(shown.body["enabled"], false, "{shown:?}");
    assert_eq!(shown.body["disabled_reason"], "2 deliveries in a row failed");
    // A disabled endpoint still takes pings (to check it before enabling it).
    let ping = app.call("POST", &format!("/v1/me/webhooks/{endpoint}/ping"), Some(&ada), None).await;
    let log = settled(&app, &ada, &endpoint).await;
    let pinged = log.iter().find(|d| d["id"] == ping.body["id"]).unwrap();
    assert_eq!((pinged["status"].as_str(), pinged["attempts"].as_i64()), (Some("failed"), Some(2)), "{pinged:?}");
    let enabled =
        app.call("PATCH", &format!("/v1/me/webhooks/{endpoint}"), Some(&ada), Some(json!({"enabled": true}))).await;
    assert_eq!((enabled.body["enabled"].as_bool(), &enabled.body["disabled_reason"]), (Some(true), &Value::Null));
    assert_eq!(enabled.body["failed_in_a_row"], 0);
}

#[actix_web::test]
async fn two_instances_share_the_outbox_and_each_message_comes_once() {
    let first = spawn_app().await;
    let second = spawn_second_instance(&first).await;
    let receiver = Receiver::start(0).await;
    let ada = first.user("ada").await;
    let (endpoint, secret) = register(&first, &ada, &receiver.url).await;
    receiver.knows(&secret);
    let mut ids = Vec::new();
    for n in 0..20 {
        let app = if n % 2 == 0 { &first } else { &second };
        let ping = app.call("POST", &format!("/v1/me/webhooks/{endpoint}/ping"), Some(&ada), None).await;
        ids.push(ping.body["id"].as_str().unwrap().to_owned());
    }
    let log = settled(&first, &ada, &endpoint).await;
    assert!(log.iter().all(|d| d["status"] == "delivered" && d["attempts"] == 1), "{log:?}");
    let received = receiver.received();
    let mut got: Vec<String> = received.iter().map(|m| m.id.clone()).collect();
    got.sort();
    ids.sort();
    assert_eq!(got, ids, "every message exactly once");
    assert!(received.iter().all(|m| m.verified == [true]));
}

#[actix_web::test]
async fn a_rotated_secret_signs_beside_the_previous_one() {
    let app = spawn_app().await;
    let receiver = Receiver::start(0).await;
    let ada = app.user("ada").await;
    let (endpoint, old) = register(&app, &ada, &receiver.url).await;
    let rotated = app.call("POST", &format!("/v1/me/webhooks/{endpoint}/secret"), Some(&ada), None).await;
    assert_eq!(rotated.status, 200, "{rotated:?}");
    let new = rotated.body["secret"].as_str().unwrap().to_owned();
    assert_ne!(new, old);
    receiver.knows(&old);
    receiver.knows(&new);
    app.call("POST", &format!("/v1/me/webhooks/{endpoint}/ping"), Some(&ada), None).await;
    let received = receiver.wait_for(|r| !r.is_empty()).await;
    assert_eq!(received[0].verified, [true, true], "old and new secrets both verify during the rotation");
}

#[actix_web::test]
async fn private_targets_bad_urls_and_too_many_endpoints_are_refused() {
    let webhooks = service::webhooks::WebhookSettings { allow_private: false, ..test_webhooks() };
    let app = spawn_app_set_up(Setup { webhooks, ..Setup::default() }).await;
    let ada = app.user("ada").await;
    let post = |url: &str| json!({"url": url});
    for url in [
        "http://127.0.0.1:8080/hooks",
        "http://localhost/hooks",
        "http://10.0.0.7/",
        "http://192.168.1.1/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::1]/",
        "http://[fe80::1]/",
        "http://[::ffff:10.0.0.1]/",
    ] {
        let reply = app.call("POST", "/v1/me/webhooks", Some(&ada), Some(post(url))).await;
        assert_eq!((reply.status, reply.code()), (422, "webhook_target_refused"), "{url}: {reply:?}");
    }
    for url in ["ftp://example.com/", "example.com/hooks", "https://user:pw@example.com/", "https://example.com/#top"] {
        let reply = app.call("POST", "/v1/me/webhooks", Some(&ada), Some(post(url))).await;
        assert_eq!((reply.status, reply.code()), (422, "invalid_webhook_url"), "{url}: {reply:?}");
    }
    let no_kinds = json!({"url": "https://example.com/hooks", "kinds": []});
    let reply = app.call("POST", "/v1/me/webhooks", Some(&ada), Some(no_kinds)).await;
    assert_eq!((reply.status, reply.code()), (422, "no_notification_kinds"));
    let unknown_kind = json!({"url": "https://example.com/hooks", "kinds": ["chat"]});
    assert_eq!(app.call("POST", "/v1/me/webhooks", Some(&ada), Some(unknown_kind)).await.status, 400);

    let mut endpoints = Vec::new();
    for n in 0..5 {
        let reply =
            app.call("POST", "/v1/me/webhooks", Some(&ada), Some(post(&format!("https://example.com/{n}")))).await;
        assert_eq!(reply.status, 201, "{reply:?}");
        endpoints.push(reply.body["endpoint"]["id"].as_str().unwrap().to_owned());
    }
    let sixth = app.call("POST", "/v1/me/webhooks", Some(&ada), Some(post("https://example.com/6"))).await;
    assert_eq!((sixth.status, sixth.code()), (409, "too_many_webhooks"));
    let moved = json!({"url": "http://127.0.0.1/"});
    let reply = app.call("PATCH", &format!("/v1/me/webhooks/{}", endpoints[0]), Some(&ada), Some(moved)).await;
    assert_eq!((reply.status, reply.code()), (422, "webhook_target_refused"));

    // Another account's endpoint is not found, whatever the method.
    let bob = app.user("bob").await;
    let theirs = format!("/v1/me/webhooks/{}", endpoints[0]);
    assert_eq!(app.call("GET", &theirs, Some(&bob), None).await.code(), "webhook_not_found");
    assert_eq!(app.call("DELETE", &theirs, Some(&bob), None).await.code(), "webhook_not_found");
    assert_eq!(app.call("DELETE", &theirs, Some(&ada), None).await.status, 204);
    assert_eq!(app.call("GET", &theirs, Some(&ada), None).await.status, 404);
}

/// Deliveries share the workers: an endpoint has one attempt in flight at
/// a time, an account at its share is passed over, a slow endpoint goes
/// only while slow ones may, and an attempt's outcome frees its endpoint.
#[actix_web::test]
async fn claims_take_turns_by_endpoint_account_and_speed() {
    use storage::webhooks::{self as stored, Attempt, Eligible};
    let app = without_delivery_workers().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let (first, _) = register(&app, &ada, "http://127.0.0.1:9/first").await;
    let (second, _) = register(&app, &ada, "http://127.0.0.1:9/second").await;
    let (bobs, _) = register(&app, &bob, "http://127.0.0.1:9/bob").await;
    let mut pings = Vec::new();
    for (token, endpoint) in [(&ada, &first), (&ada, &first), (&ada, &second), (&bob, &bobs)] {
        let ping = app.call("POST", &format!("/v1/me/webhooks/{endpoint}/ping"), Some(token), None).await;
        pings.push(ping.body["id"].as_str().unwrap().to_owned());
    }
    let mut conn = storage::connect(&app.database_pool(1)).unwrap();
    let mut claim = |eligible: &Eligible<'_>| stored::claim(&mut conn, 60.0, eligible).unwrap();
    let anyone = Eligible { accounts_at_share: &[], slow: true };
    let claimed = claim(&anyone).unwrap();
    assert_eq!(claimed.id.to_string(), pings[0], "the delivery due longest");
    assert_eq!(claim(&anyone).map(|c| c.id.to_string()), Some(pings[2].clone()), "its endpoint is busy");
    let ada_at_share = [claimed.account_id];
    let others = Eligible { accounts_at_share: &ada_at_share, slow: true };
    assert_eq!(claim(&others).map(|c| c.id.to_string()), Some(pings[3].clone()), "Ada is at her share");
    assert!(claim(&anyone).is_none(), "the second ping waits for its endpoint");
    let mut conn = storage::connect(&app.database_pool(1)).unwrap();
    stored::record(&mut conn, &claimed, &Attempt::Delivered { status: 204 }, Some(600.0)).unwrap();
    let fast_only = Eligible { accounts_at_share: &[], slow: false };
    assert!(stored::claim(&mut conn, 60.0, &fast_only).unwrap().is_none(), "the endpoint was slow");
    let next = stored::claim(&mut conn, 60.0, &anyone).unwrap().unwrap();
    assert_eq!((next.id.to_string(), next.slow), (pings[1].clone(), true), "freed, and slow");
}

#[actix_web::test]
async fn the_delivery_log_pages_newest_first() {
    let app = without_delivery_workers().await;
    let ada = app.user("ada").await;
    let (endpoint, _) = register(&app, &ada, "http://127.0.0.1:9/").await;
    let mut ids = Vec::new();
    for _ in 0..5 {
        let ping = app.call("POST", &format!("/v1/me/webhooks/{endpoint}/ping"), Some(&ada), None).await;
        assert_eq!(ping.body["status"], "pending");
        ids.push(ping.body["id"].as_str().unwrap().to_owned());
    }
    let path = format!("/v1/me/webhooks/{endpoint}/deliveries?limit=2");
    let mut seen = Vec::new();
    let mut page = app.call("GET", &path, Some(&ada), None).await;
    loop {
        seen.extend(page.body["deliveries"].as_array().unwrap().iter().map(|d| d["id"].as_str().unwrap().to_owned()));
        let Some(next) = page.body["next_cursor"].as_str() else { break };
        page = app.call("GET", &format!("{path}&cursor={next}"), Some(&ada), None).await;
    }
    ids.reverse();
    assert_eq!(seen, ids);
    let garbage = format!("{path}&cursor=garbage");
    assert_eq!(app.call("GET", &garbage, Some(&ada), None).await.code(), "invalid_cursor");
    // A well-formed cursor is a position: one from before the first delivery reads nothing.
    let before_all = format!("{path}&cursor=1.{}", uuid::Uuid::new_v4().simple());
    assert_eq!(app.call("GET", &before_all, Some(&ada), None).await.body["deliveries"], json!([]));
    let too_many = format!("/v1/me/webhooks/{endpoint}/deliveries?limit=101");
    assert_eq!(app.call("GET", &too_many, Some(&ada), None).await.code(), "invalid_query");
}

#[actix_web::test]
async fn a_deleted_account_is_told_nothing_more_while_the_others_hear_the_end() {
    use diesel::RunQueryDsl;
    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let app = without_delivery_workers().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    register(&app, &ada, "http://127.0.0.1:9/ada").await;
    register(&app, &bob, "http://127.0.0.1:9/bob").await;
    let game = app.started_game(&ada, &bob).await;
    let deleted = app.call("DELETE", "/v1/me", Some(&ada), Some(json!({"password": "correct horse battery"}))).await;
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(app.call("GET", &format!("/v1/games/{game}"), Some(&bob), None).await.body["status"], "finished");
    let mut conn = storage::connect(&app.database_pool(1)).unwrap();
    let mut count = |sql: &str| diesel::sql_query(sql).get_result::<Count>(&mut conn).unwrap().n;
    assert_eq!(count("SELECT count(*) AS n FROM webhook_endpoints"), 1, "Ada's endpoint went first");
    let over = "SELECT count(*) AS n FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id \
                WHERE d.kind = 'game_over' AND e.url LIKE '%/bob'";
    assert_eq!(count(over), 1, "Bob hears that the game is over");
}

#[actix_web::test]
async fn an_imported_game_tells_nobody() {
    let app = without_delivery_workers().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    app.call("POST", &format!("/v1/games/{game}/resign"), Some(&bob), None).await;
    let export = app.call("GET", &format!("/v1/games/{game}/export"), Some(&ada), None).await;
    let (endpoint, _) = register(&app, &ada, "http://127.0.0.1:9/ada").await;
    let imported = app.call("POST", "/v1/games/import", Some(&ada), Some(export.body)).await;
    assert_eq!(imported.status, 201, "{imported:?}");
    assert_eq!(
        deliveries(&app, &ada, &endpoint).await,
        Vec::<Value>::new(),
        "no game_over for a game played elsewhere"
    );
}

/// An append that writes deliveries says so in its announcement, sent
/// after it commits, and the instances that hear it wake their delivery
/// workers; nothing is sent on the webhook channel inside the append
/// (which would take PostgreSQL's notification lock for every such move).
#[actix_web::test]
async fn an_append_with_deliveries_says_so_in_its_announcement() {
    use diesel::connection::SimpleConnection;
    let app = without_delivery_workers().await;
    let (ada, bob, cyd) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    register(&app, &ada, "http://127.0.0.1:9/ada").await;
    let pool = app.database_pool(1);
    let mut listener = storage::connect(&pool).unwrap();
    listener.batch_execute("LISTEN carcassonne_events; LISTEN carcassonne_webhooks").unwrap();

    let told = app.started_game(&ada, &bob).await;
    let untold = app.started_game(&bob, &cyd).await;
    app.call("POST", &format!("/v1/games/{told}/resign"), Some(&bob), None).await;
    app.call("POST", &format!("/v1/games/{untold}/resign"), Some(&bob), None).await;

    // Each game's start (announced in its transaction) and end (by the
    // announcer), as (game, deliveries), in order.
    let mut notices = Vec::new();
    let mut webhook_channel = 0;
    for _ in 0..400 {
        for heard in listener.notifications_iter() {
            let heard = heard.unwrap();
            if heard.channel == "carcassonne_webhooks" {
                webhook_channel += 1;
                continue;
            }
            let payload: Value = serde_json::from_str(&heard.payload).unwrap();
            for notice in payload.as_array().cloned().unwrap_or_else(|| vec![payload]) {
                notices.push((notice["game"].as_str().unwrap().to_owned(), notice["deliveries"].clone()));
            }
        }
        if notices.len() == 4 {
            break;
        }
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
    let of = |game: &str| notices.iter().filter(|n| n.0 == game).map(|n| n.1.clone()).collect::<Vec<_>>();
    assert_eq!(of(&told), [json!(true), json!(true)], "Ada hears the start and the end: {notices:?}");
    assert_eq!(of(&untold), [json!(false), json!(false)], "nobody in the other game has an endpoint: {notices:?}");
    assert_eq!(webhook_channel, 0, "appends wake the workers only through their announcement");
}
