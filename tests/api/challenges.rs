//! Challenges and rematches: every challenged account accepts and the game
//! starts; a decline, a cancel or the expiry ends one; refusals say why.

use crate::support::{Stream, TestApp, spawn_app};
use serde_json::{Value, json};

async fn challenge(app: &TestApp, token: &str, body: Value) -> Value {
    let reply = app.call("POST", "/v1/challenges", Some(token), Some(body)).await;
    assert_eq!(reply.status, 201, "{reply:?}");
    reply.body
}

async fn act(app: &TestApp, token: &str, id: &Value, action: &str) -> crate::support::Reply {
    app.call("POST", &format!("/v1/challenges/{}/{action}", id.as_str().unwrap()), Some(token), None).await
}

#[actix_web::test]
async fn when_every_challenged_player_accepts_the_game_starts() {
    let app = spawn_app().await;
    let (ada, bob, cyd) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    let mut bobs_notices = Stream::open(&app, "/v1/me/stream", &bob, None).await;
    let game =
        json!({"ruleset": "hunters-gatherers", "options": {"players": 3}, "seat_order": "join_order", "rated": true});
    let sent = challenge(&app, &ada, json!({"players": ["BOB", "cyd"], "game": game})).await;
    assert_eq!((sent["status"].clone(), sent["challenger"]["username"].clone()), (json!("pending"), json!("ada")));
    let heard = bobs_notices.take(1).await;
    assert_eq!((heard[0].event.as_str(), &heard[0].data), ("challenged", &json!({"challenge": sent["id"]})));
    let incoming = app.call("GET", "/v1/challenges", Some(&bob), None).await.body;
    assert_eq!(incoming["incoming"][0]["id"], sent["id"]);
    assert_eq!(app.call("GET", "/v1/challenges", Some(&ada), None).await.body["outgoing"][0]["id"], sent["id"]);

    let first = act(&app, &bob, &sent["id"], "accept").await;
    assert_eq!(
        (first.status, first.body["status"].clone(), first.body["game_id"].clone()),
        (200, json!("pending"), Value::Null)
    );
    let last = act(&app, &cyd, &sent["id"], "accept").await;
    assert_eq!((last.status, last.body["status"].clone()), (200, json!("accepted")), "{last:?}");
    let game_id = last.body["game_id"].as_str().unwrap().to_owned();
    let started = bobs_notices.take(1).await;
    assert_eq!((started[0].event.as_str(), started[0].data["game"].as_str()), ("game_started", Some(game_id.as_str())));
    let view = app.call("GET", &format!("/v1/games/{game_id}"), Some(&cyd), None).await.body;
    assert_eq!(
        (view["status"].clone(), view["rated"].clone(), view["owner_id"].clone()),
        (json!("active"), json!(true), sent["challenger"]["account_id"].clone())
    );
    let names: Vec<&str> =
        view["players"].as_array().unwrap().iter().map(|p| p["username"].as_str().unwrap()).collect();
    assert_eq!(names, ["ada", "bob", "cyd"], "seated in the challenge's order");
    assert_eq!(app.call("GET", "/v1/challenges", Some(&ada), None).await.body, json!({"incoming": [], "outgoing": []}));
    let again = act(&app, &cyd, &sent["id"], "accept").await;
    assert_eq!((again.status, again.code()), (409, "challenge_closed"));
}

#[actix_web::test]
async fn a_decline_or_a_cancel_ends_a_challenge_and_the_others_hear_of_it() {
    let app = spawn_app().await;
    let (ada, bob, eve) = (app.user("ada").await, app.user("bob").await, app.user("eve").await);
    let duel = json!({"players": ["bob"], "game": {"ruleset": "classic", "options": {"players": 2}}});
    let mut adas_notices = Stream::open(&app, "/v1/me/stream", &ada, None).await;
    let declined = challenge(&app, &ada, duel.clone()).await;
    assert_eq!(act(&app, &eve, &declined["id"], "accept").await.code(), "challenge_not_found", "outsiders see nothing");
    assert_eq!(act(&app, &ada, &declined["id"], "accept").await.code(), "not_challenged");
    assert_eq!(act(&app, &bob, &declined["id"], "cancel").await.code(), "not_challenger");
    let reply = act(&app, &bob, &declined["id"], "decline").await;
    assert_eq!((reply.status, reply.body["status"].clone()), (200, json!("declined")));
    let heard = adas_notices.take(1).await;
    assert_eq!(
        (heard[0].event.as_str(), &heard[0].data),
        ("challenge_declined", &json!({"challenge": declined["id"]}))
    );
    assert_eq!(act(&app, &bob, &declined["id"], "accept").await.code(), "challenge_closed");

    let mut bobs_notices = Stream::open(&app, "/v1/me/stream", &bob, None).await;
    let cancelled = challenge(&app, &ada, duel.clone()).await;
    assert_eq!(bobs_notices.take(1).await[0].event, "challenged");
    assert_eq!(act(&app, &ada, &cancelled["id"], "cancel").await.body["status"], "cancelled");
    assert_eq!(bobs_notices.take(1).await[0].event, "challenge_cancelled");

    let expiring = challenge(
        &app,
        &ada,
        json!({"players": ["bob"], "expires_in_seconds": 60,
        "game": {"ruleset": "classic", "options": {"players": 2}}}),
    )
    .await;
    app.execute_sql(&format!(
        "UPDATE challenges SET expires_at = now() - interval '1 second' WHERE id = '{}'",
        expiring["id"].as_str().unwrap()
    ));
    let late = act(&app, &bob, &expiring["id"], "accept").await;
    assert_eq!((late.status, late.code()), (409, "challenge_closed"), "{late:?}");
    let path = format!("/v1/challenges/{}", expiring["id"].as_str().unwrap());
    assert_eq!(app.call("GET", &path, Some(&bob), None).await.body["status"], "expired");
}

#[actix_web::test]
async fn challenges_that_cannot_be_played_are_refused() {
    let app = spawn_app().await;
    let (ada, _bob) = (app.user("ada").await, app.user("bob").await);
    let deleted = app.user("dan").await;
    let gone = app.call("DELETE", "/v1/me", Some(&deleted), Some(json!({"password": "correct horse battery"}))).await;
    assert_eq!(gone.status, 204, "{gone:?}");
    let classic = |players: u8| json!({"ruleset": "classic", "options": {"players": players}});
    let refused = [
        (json!({"players": ["ada"], "game": classic(2)}), 422, "challenge_yourself"),
        (json!({"players": ["nobody"], "game": classic(2)}), 422, "unknown_player"),
        (json!({"players": ["deleted player #3"], "game": classic(2)}), 422, "unknown_player"),
        (json!({"players": ["bob", "Bob"], "game": classic(3)}), 422, "duplicate_player"),
        (json!({"players": ["bob"], "game": classic(3)}), 422, "challenge_seats"),
        (json!({"players": ["bob"], "game": classic(9)}), 422, "invalid_game"),
        (json!({"players": ["bob"], "game": classic(2), "expires_in_seconds": 10}), 422, "invalid_expiry"),
        (
            json!({"players": ["bob"], "game": {"ruleset": "mists", "options": {"players": 2}, "rated": true}}),
            422,
            "unratable_game",
        ),
        (json!({"players": ["bob"], "game": {"ruleset": "classic"}}), 400, "invalid_body"),
    ];
    for (body, status, code) in refused {
        let reply = app.call("POST", "/v1/challenges", Some(&ada), Some(body.clone())).await;
        assert_eq!((reply.status, reply.code()), (status, code), "{body}: {reply:?}");
    }
    for _ in 0..10 {
        challenge(&app, &ada, json!({"players": ["bob"], "game": classic(2)})).await;
    }
    let eleventh =
        app.call("POST", "/v1/challenges", Some(&ada), Some(json!({"players": ["bob"], "game": classic(2)}))).await;
    assert_eq!((eleventh.status, eleventh.code()), (409, "too_many_challenges"));
}

/// No crowd buries one player in challenges: 20 pending at once may be
/// received, from anyone; then a challenge naming that player is refused,
/// whoever sends it, until one is answered.
#[actix_web::test]
async fn a_player_receives_at_most_twenty_pending_challenges() {
    let classic = |players: u8| json!({"ruleset": "classic", "options": {"players": players}});
    let app = spawn_app().await;
    let (ada, cyd, dan, bob) =
        (app.user("ada").await, app.user("cyd").await, app.user("dan").await, app.user("bob").await);
    let mut first = Value::Null;
    for token in [&ada, &cyd] {
        for _ in 0..10 {
            let made = challenge(&app, token, json!({"players": ["bob"], "game": classic(2)})).await;
            first = if first.is_null() { made["id"].clone() } else { first };
        }
    }
    let body = json!({"players": ["bob"], "game": classic(2)});
    let refused = app.call("POST", "/v1/challenges", Some(&dan), Some(body.clone())).await;
    assert_eq!((refused.status, refused.code()), (409, "too_many_challenges_received"), "{refused:?}");
    let three = json!({"players": ["ada", "bob"], "game": classic(3)});
    let refused = app.call("POST", "/v1/challenges", Some(&dan), Some(three)).await;
    assert_eq!(refused.code(), "too_many_challenges_received", "any challenge naming Bob");
    assert_eq!(act(&app, &bob, &first, "decline").await.status, 200);
    assert_eq!(app.call("POST", "/v1/challenges", Some(&dan), Some(body)).await.status, 201, "room again");
}

#[actix_web::test]
async fn a_rematch_rotates_the_seats_and_starts_when_the_other_player_asks_too() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let body = json!({"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order", "rated": true});
    let first = app.create_game(&ada, body).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{first}/join"), Some(&bob), None).await.status, 200);
    let path = format!("/v1/games/{first}/rematch");
    assert_eq!(app.call("POST", &path, Some(&ada), None).await.code(), "no_rematch", "not started");
    assert_eq!(app.call("POST", &format!("/v1/games/{first}/start"), Some(&ada), None).await.status, 200);
    assert_eq!(app.call("POST", &path, Some(&ada), None).await.code(), "no_rematch", "not over");
    assert_eq!(app.call("POST", &format!("/v1/games/{first}/resign"), Some(&bob), None).await.status, 200);

    let proposed = app.call("POST", &path, Some(&ada), None).await;
    assert_eq!((proposed.status, proposed.body["rematch_of"].as_str()), (201, Some(first.as_str())), "{proposed:?}");
    assert_eq!(proposed.body["challenged"][0]["username"], "bob");
    let again = app.call("POST", &path, Some(&ada), None).await;
    assert_eq!((again.status, again.body["id"].clone()), (200, proposed.body["id"].clone()), "asked twice: the same");
    let accepted = app.call("POST", &path, Some(&bob), None).await;
    assert_eq!((accepted.status, accepted.body["status"].clone()), (200, json!("accepted")), "{accepted:?}");
    let second = accepted.body["game_id"].as_str().unwrap();
    let view = app.call("GET", &format!("/v1/games/{second}"), Some(&ada), None).await.body;
    let seat_of = |name: &str| {
        view["players"].as_array().unwrap().iter().find(|p| p["username"] == name).unwrap()["seat"].clone()
    };
    assert_eq!((seat_of("bob"), seat_of("ada")), (json!(0), json!(1)), "the seats rotate");
    assert_eq!((view["rated"].clone(), view["status"].clone()), (json!(true), json!("active")));
}

#[actix_web::test]
async fn a_rematch_against_a_bot_starts_at_once() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let body = json!({"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"});
    let first = app.create_game(&ada, body).await;
    let bot = app.call("POST", &format!("/v1/games/{first}/bots"), Some(&ada), Some(json!({"level": "random"}))).await;
    assert_eq!(bot.status, 200, "{bot:?}");
    assert_eq!(app.call("POST", &format!("/v1/games/{first}/start"), Some(&ada), None).await.status, 200);
    assert_eq!(app.call("POST", &format!("/v1/games/{first}/resign"), Some(&ada), None).await.status, 200);
    let rematch = app.call("POST", &format!("/v1/games/{first}/rematch"), Some(&ada), None).await;
    assert_eq!((rematch.status, rematch.body["status"].clone()), (201, json!("accepted")), "{rematch:?}");
    let second = rematch.body["game_id"].as_str().unwrap();
    let view = app.call("GET", &format!("/v1/games/{second}"), Some(&ada), None).await.body;
    let seats: Vec<(Value, Value)> =
        view["players"].as_array().unwrap().iter().map(|p| (p["seat"].clone(), p["bot"].clone())).collect();
    assert!(seats.contains(&(json!(0), json!("random"))) && seats.contains(&(json!(1), Value::Null)), "{seats:?}");
}
