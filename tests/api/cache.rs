//! The replay cache only accelerates: an instance whose cache is current,
//! one whose cache is several events behind (the moves were made through
//! another instance), a cold one and one without a cache give the same
//! views and legal moves.

use crate::support::{TestApp, spawn_app, spawn_instance};
use serde_json::{Value, json};

/// The game as `token` sees it on `app`: its view and its legal moves.
async fn seen(app: &TestApp, game: &str, token: &str) -> (Value, Value) {
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(token), None).await;
    let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(token), None).await;
    assert_eq!((view.status, legal.status), (200, 200), "{view:?} {legal:?}");
    (view.body, legal.body)
}

async fn assert_alike(reference: &TestApp, others: &[&TestApp], game: &str, token: &str, when: &str) {
    let expected = seen(reference, game, token).await;
    for (n, other) in others.iter().enumerate() {
        assert_eq!(seen(other, game, token).await, expected, "instance {n} differs {when}");
    }
}

#[actix_web::test]
async fn cold_warm_and_behind_caches_answer_like_a_full_replay() {
    let playing = spawn_app().await;
    let behind = spawn_instance(&playing, 1000).await;
    let uncached = spawn_instance(&playing, 0).await;
    let (ada, bob) = (playing.user("ada").await, playing.user("bob").await);
    let tokens = [ada.clone(), bob.clone()];
    let body = json!({"ruleset": "hunters-gatherers", "options": {"players": 2}, "seat_order": "join_order"});
    let game = playing.create_game(&ada, body).await;
    assert_eq!(playing.call("POST", &format!("/v1/games/{game}/join"), Some(&bob), None).await.status, 200);
    assert_alike(&uncached, &[&playing, &behind], &game, &ada, "before the start").await;
    assert_eq!(playing.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await.status, 200);
    for decision in 0..60 {
        let (view, _) = seen(&playing, &game, &ada).await;
        let Some(seat) = view["state"]["current_player"].as_u64() else { break };
        let token = &tokens[seat as usize];
        if decision % 7 == 0 {
            // The second instance reads only now and then: its cache falls behind.
            assert_alike(&uncached, &[&playing, &behind], &game, token, &format!("at decision {decision}")).await;
        }
        let (_, legal) = seen(&playing, &game, token).await;
        let command = legal["commands"][0].clone();
        let reply = playing
            .call(
                "POST",
                &format!("/v1/games/{game}/commands"),
                Some(token),
                Some(json!({"ruleset": "hunters-gatherers", "expected_seq": legal["seq"], "command": command})),
            )
            .await;
        assert_eq!(reply.status, 200, "{reply:?}");
    }
    let cold = spawn_instance(&playing, 1000).await;
    for token in &tokens {
        assert_alike(&uncached, &[&playing, &behind, &cold], &game, token, "at the end").await;
    }
}
