//! The replay cache only accelerates: an instance whose cache is current,
//! one whose cache is several events behind (the moves were made through
//! another instance), a cold one and one without a cache give the same
//! views and legal moves; the metrics show which lookups each made.

use crate::support::{Setup, TestApp, VersionChecks, spawn_app, spawn_instance};
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
    let behind = spawn_instance(&playing, Setup::default()).await;
    let uncached = spawn_instance(&playing, Setup { cached_games: 0, ..Setup::default() }).await;
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
    let cold = spawn_instance(&playing, Setup::default()).await;
    for token in &tokens {
        assert_alike(&uncached, &[&playing, &behind, &cold], &game, token, "at the end").await;
    }
    // The cached instances did use their caches; the uncached one replayed every time.
    assert!(playing.cache_lookups("hit").await > 0);
    // Its own commands left its cache current: it never had to catch up.
    assert_eq!(playing.cache_lookups("topped_up").await, 0);
    assert!(behind.cache_lookups("topped_up").await > 0);
    assert_eq!(uncached.cache_lookups("hit").await + uncached.cache_lookups("topped_up").await, 0);
    assert!(uncached.cache_lookups("miss").await > 0);
}

/// A command made for the version an instance last read is appended
/// without reading the game again, on condition that the game is still at
/// that version. When it has moved on meanwhile (an append through another
/// instance, or a change of its players, which adds no event) the append
/// is refused and the command goes the long way: one made for an old
/// version is refused as stale and applies nothing, one made for the
/// current version is applied, and one from a player whose seat a bot has
/// taken over meanwhile is refused.
#[actix_web::test]
async fn commands_made_on_an_outdated_cached_version_go_the_long_way() {
    let first = spawn_app().await;
    let second = spawn_instance(&first, Setup::default()).await;
    let (ada, bob) = (first.user("ada").await, first.user("bob").await);
    let game = first.started_game(&ada, &bob).await;
    let commands = format!("/v1/games/{game}/commands");
    let (_, legal) = seen(&first, &game, &ada).await;
    assert_eq!(seen(&second, &game, &ada).await.1, legal);
    let placements = legal["moves"]["placements"].as_array().unwrap();
    let place = |p: &Value, seq: &Value| {
        json!({"ruleset": "classic", "expected_seq": seq,
               "command": {"type": "place_tile", "x": p["x"], "y": p["y"], "rotation": p["rotation"]}})
    };
    let placed = second.call("POST", &commands, Some(&ada), Some(place(&placements[0], &legal["seq"]))).await;
    assert_eq!(placed.status, 200, "{placed:?}");
    // The first instance still holds the version before the placement.
    let late = first.call("POST", &commands, Some(&ada), Some(place(placements.last().unwrap(), &legal["seq"]))).await;
    assert_eq!((late.status, late.code()), (409, "stale_sequence"), "{late:?}");
    let skip = |seq: &Value| json!({"ruleset": "classic", "expected_seq": seq, "command": {"type": "skip_figure"}});
    let skipped = first.call("POST", &commands, Some(&ada), Some(skip(&placed.body["seq"]))).await;
    assert_eq!(skipped.status, 200, "{skipped:?}");
    // Bob's turn, read by the first instance; then a bot takes his seat over
    // (as a clock's hand-over does) without a new event.
    let (_, legal) = seen(&first, &game, &bob).await;
    first.execute_sql(&format!("UPDATE game_players SET bot = 'random' WHERE game_id = '{game}' AND seat = 1"));
    first.execute_sql(&format!(
        "UPDATE games SET updated_at = updated_at + interval '1 second', bot_to_move = true WHERE id = '{game}'"
    ));
    let p = &legal["moves"]["placements"][0];
    let refused = first.call("POST", &commands, Some(&bob), Some(place(p, &legal["seq"]))).await;
    // Judged on the players as they are now, not as the first instance
    // last read them: the seat is the bot's, which plays it, and then it
    // is Ada's turn.
    assert_eq!((refused.status, refused.code()), (409, "handed_to_bot"), "{refused:?}");
    first.my_turn_or_over(&game, &ada).await;
    let (view, _) = seen(&first, &game, &ada).await;
    assert_eq!(view["state"]["current_player"], 0, "{}", view["state"]);
    let log = first.call("GET", &format!("/v1/games/{game}/events"), Some(&ada), None).await;
    let events = log.body["events"].as_array().unwrap();
    assert_eq!(events.iter().filter(|e| e["event"]["type"] == "tile_placed").count(), 2, "{events:?}");
    let seqs: Vec<i64> = events.iter().map(|e| e["seq"].as_i64().unwrap()).collect();
    assert_eq!(seqs, (1..=seqs.len() as i64).collect::<Vec<_>>());
}

/// `GET /metrics`: Prometheus text with every request's route, method and
/// status, the pool and the cache.
#[actix_web::test]
async fn metrics_count_requests_by_route() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let game = app.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    assert_eq!(app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await.status, 200);
    let reply = app.call_raw("GET", "/metrics", None, None, "").await;
    assert_eq!(reply.status, 200);
    assert!(reply.content_type.starts_with("text/plain"), "{}", reply.content_type);
    let (_, text) = app.text_of("/metrics").await;
    for expected in [
        r#"http_request_duration_seconds_count{route="/v1/games/{id}",method="GET",status="200"} 1"#,
        r#"http_request_duration_seconds_count{route="/v1/accounts",method="POST",status="201"} 1"#,
        "# TYPE db_pool_connections gauge",
        "# TYPE replay_cache_games gauge",
        "# TYPE live_stream_subscribers gauge",
    ] {
        assert!(text.contains(expected), "{expected} missing from:\n{text}");
    }
}

/// `live_notice_lag_seconds` counts the notices this instance heard, each
/// from its append to its arrival (issue 14).
#[actix_web::test]
async fn metrics_measure_how_long_notices_take() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let heard = |text: &str| {
        text.lines()
            .find_map(|line| line.strip_prefix("live_notice_lag_seconds_count "))
            .and_then(|count| count.trim().parse::<u64>().ok())
            .unwrap_or(0)
    };
    // The listener may still be connecting: every start sends a notice.
    let mut count = 0;
    for _ in 0..100 {
        app.started_game(&ada, &bob).await;
        actix_web::rt::time::sleep(std::time::Duration::from_millis(20)).await;
        count = heard(&app.text_of("/metrics").await.1);
        if count > 0 {
            break;
        }
    }
    assert!(count > 0, "no notice was heard");
    let text = app.text_of("/metrics").await.1;
    assert!(text.contains("# TYPE live_notice_lag_seconds histogram"), "{text}");
    assert!(text.contains("live_notice_lag_seconds_bucket{le=\"+Inf\"}"), "{text}");
}

/// An instance that kept a game's rows asks the database only for the
/// game's version (its HTTP worker asks, and answers from the cache
/// without the pool: `checked`), and reads the rows again whenever
/// anything they hold changed, whoever changed it: the game's row, a
/// seat, a player's name. The changes here are made in SQL, behind every
/// instance's back. The instance's own append leaves it the rows after it.
#[actix_web::test]
async fn kept_rows_serve_only_the_version_they_were_read_at() {
    let app = spawn_app().await;
    let (ada, bob, cyd) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    let game = app.started_game(&ada, &bob).await;
    let view = |token: String| {
        let (app, path) = (&app, format!("/v1/games/{game}"));
        async move { app.call("GET", &path, Some(&token), None).await }
    };
    let rows_reads = || async { (app.metric(&rows_read("checked")).await, app.metric(&rows_read("read")).await) };
    assert_eq!(view(ada.clone()).await.status, 200);
    let (checked, read) = rows_reads().await;
    assert_eq!(view(ada.clone()).await.body["players"][1]["username"], "bob");
    assert_eq!(rows_reads().await, (checked + 1, read), "the unchanged game's rows were kept");

    let legal = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&ada), None).await;
    let command =
        json!({"ruleset": "classic", "expected_seq": legal.body["seq"], "command": legal.body["commands"][0]});
    let played = app.call("POST", &format!("/v1/games/{game}/commands"), Some(&ada), Some(command)).await;
    assert_eq!(played.status, 200, "{played:?}");
    assert_eq!(view(ada.clone()).await.body["seq"], played.body["seq"]);
    assert_eq!(rows_reads().await, (checked + 3, read), "the rows the append left");

    app.execute_sql("UPDATE accounts SET username = 'robert' WHERE username = 'bob'");
    assert_eq!(view(ada.clone()).await.body["players"][1]["username"], "robert", "a player's new name");
    app.execute_sql(&format!("UPDATE game_players SET bot = 'greedy' WHERE game_id = '{game}' AND seat = 1"));
    assert_eq!(view(ada.clone()).await.body["players"][1]["bot"], "greedy", "a seat handed to a bot");
    assert_eq!(view(cyd.clone()).await.status, 200, "a public game");
    app.execute_sql(&format!("UPDATE games SET spectators = 'players' WHERE id = '{game}'"));
    assert_eq!(view(cyd.clone()).await.status, 404, "closed to spectators");
    assert_eq!(rows_reads().await.1, read + 3, "one whole read per change");
}

/// The metric of game rows reads that ended as `result`.
fn rows_read(result: &str) -> String {
    format!("game_rows_reads_total{{result=\"{result}\"}}")
}

/// A worker that cannot ask a game's version (its database never answers)
/// still answers every read, the pooled way, as an instance whose workers
/// ask does from its cache.
#[actix_web::test]
async fn reads_go_the_pooled_way_when_a_worker_cannot_ask_the_version() {
    let app = spawn_app().await;
    let cut_off = spawn_instance(&app, Setup { version_checks: VersionChecks::Unreachable, ..Setup::default() }).await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    for round in 0..3 {
        assert_alike(&app, &[&cut_off], &game, &ada, &format!("in round {round}")).await;
    }
    assert_eq!(cut_off.metric(&rows_read("checked")).await, 0, "no worker answered from its cache");
    assert!(cut_off.metric(&rows_read("kept")).await >= 4, "the pool asked the version instead");
    assert!(app.metric(&rows_read("checked")).await >= 4, "the other instance's workers answered");
}
