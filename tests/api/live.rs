//! Live play: streams across instances, conditional requests,
//! idempotency, history, fair randomness, spectators.

use crate::support::{Setup, Stream, TestApp, spawn_app, spawn_instance, spawn_second_instance};
use engine::bag::TileBag;
use engine::catalog::TileIdx;
use engine::prelude::*;
use engine::rng::Seed;
use serde_json::{Value, json};

/// Plays the first legal move for whoever is to move; returns the reply body.
pub(crate) async fn first_move(app: &TestApp, game: &str, tokens: &[&str]) -> Value {
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(tokens[0]), None).await;
    let token = tokens[view.body["state"]["current_player"].as_u64().unwrap() as usize];
    let moves = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(token), None).await;
    let m = &moves.body["moves"];
    let command = if m["step"] == "place_tile" {
        let p = &m["placements"][0];
        json!({"type": "place_tile", "x": p["x"], "y": p["y"], "rotation": p["rotation"]})
    } else {
        json!({"type": "skip_figure"})
    };
    let body = json!({"ruleset": moves.body["ruleset"], "expected_seq": moves.body["seq"], "command": command});
    let reply = app.call("POST", &format!("/v1/games/{game}/commands"), Some(token), Some(body)).await;
    assert_eq!(reply.status, 200, "{reply:?}");
    reply.body
}

#[actix_web::test]
async fn a_command_on_one_instance_reaches_a_stream_on_another() {
    let a = spawn_app().await;
    let b = spawn_second_instance(&a).await;
    let (ada, bob) = (a.user("ada").await, a.user("bob").await);
    let game = a.started_game(&ada, &bob).await;
    let other = a.started_game(&ada, &bob).await;
    let mut stream = Stream::open(&b, &format!("/v1/games/{game}/stream"), &bob, None).await;
    let backlog = stream.take(2).await;
    // A move in another game wakes the stream and must not lose its place.
    first_move(&a, &other, &[&ada, &bob]).await;
    assert_eq!(backlog.iter().map(|e| e.event.as_str()).collect::<Vec<_>>(), ["game_created", "tile_drawn"]);
    assert_eq!(backlog[0].data["event"]["tile_order"]["kind"], "secret", "streams hide the order too");
    let reply = first_move(&a, &game, &[&ada, &bob]).await;
    let sent = reply["events"].as_array().unwrap().len();
    let live = stream.take(sent).await;
    assert_eq!(live[0].event, "tile_placed");
    assert_eq!(live[0].id.as_deref(), Some("3"));
    assert_eq!(live.last().unwrap().data["seq"], reply["seq"]);
    let effects = |records: Vec<&Value>| records.into_iter().map(|r| r["effects"].clone()).collect::<Vec<_>>();
    assert_eq!(
        effects(live.iter().map(|e| &e.data).collect()),
        effects(reply["events"].as_array().unwrap().iter().collect()),
        "the stream's events say what followed from them, as the response does"
    );
}

/// A stream on an instance that hears no notice at all (as if every
/// announcement were lost: their instance died after the commit) still
/// delivers every event, by reading the log whenever it has been idle for
/// its keep-alive interval.
#[actix_web::test]
async fn a_stream_catches_up_on_appends_it_never_heard_of() {
    let a = spawn_app().await;
    let mut limits = crate::support::loose_limits();
    limits.streams.keep_alive = std::time::Duration::from_millis(300);
    let deaf = spawn_instance(&a, Setup { limits, notices: false, ..Setup::default() }).await;
    let (ada, bob) = (a.user("ada").await, a.user("bob").await);
    let game = a.started_game(&ada, &bob).await;
    let mut stream = Stream::open(&deaf, &format!("/v1/games/{game}/stream"), &bob, None).await;
    assert_eq!(stream.take(2).await.len(), 2, "the backlog");
    let reply = first_move(&a, &game, &[&ada, &bob]).await;
    let sent = reply["events"].as_array().unwrap().len();
    // Bounded so that a stream that never catches up fails (its
    // keep-alive comments would keep `take` waiting for ever).
    let caught_up = actix_web::rt::time::timeout(std::time::Duration::from_secs(20), stream.take(sent))
        .await
        .expect("the stream caught up");
    assert_eq!(caught_up[0].id.as_deref(), Some("3"));
    assert_eq!(caught_up.last().unwrap().data["seq"], reply["seq"], "every event, none heard of");
}

/// Two more instances on `first`'s database: one whose streams keep alive
/// (and catch up) every 300 ms, and one whose appends are never announced,
/// as if it died after each commit.
async fn listener_and_mute(first: &TestApp) -> (TestApp, TestApp) {
    let mut limits = crate::support::loose_limits();
    limits.streams.keep_alive = std::time::Duration::from_millis(300);
    let listener = spawn_instance(first, Setup { limits, ..Setup::default() }).await;
    let mute = spawn_instance(first, Setup { notices: false, ..Setup::default() }).await;
    (listener, mute)
}

/// The same while other games' notices keep arriving: the stream reads
/// its log every keep-alive interval however busy the instance is, not
/// only after a quiet one.
#[actix_web::test]
async fn a_stream_catches_up_while_other_games_keep_it_busy() {
    let a = spawn_app().await;
    let (listener, mute) = listener_and_mute(&a).await;
    let (ada, bob) = (a.user("ada").await, a.user("bob").await);
    let (game, busy) = (a.started_game(&ada, &bob).await, a.started_game(&ada, &bob).await);
    let mut stream = Stream::open(&listener, &format!("/v1/games/{game}/stream"), &bob, None).await;
    assert_eq!(stream.take(2).await.len(), 2, "the backlog");
    let reply = first_move(&mute, &game, &[&ada, &bob]).await;
    let sent = reply["events"].as_array().unwrap().len();
    // Moves in another game, announced, every 100 ms: never a quiet
    // keep-alive interval on the listening instance.
    let keep_busy = async {
        loop {
            first_move(&a, &busy, &[&ada, &bob]).await;
            actix_web::rt::time::sleep(std::time::Duration::from_millis(100)).await;
        }
    };
    let caught_up = actix_web::rt::time::timeout(std::time::Duration::from_secs(20), async {
        futures_util::future::select(Box::pin(keep_busy), Box::pin(stream.take(sent))).await
    })
    .await
    .expect("the stream caught up");
    // The busy game never ends the race: its loop has no end.
    let futures_util::future::Either::Right((events, _)) = caught_up;
    assert_eq!(events.last().unwrap().data["seq"], reply["seq"], "every event, none heard of");
}

#[actix_web::test]
async fn a_resumed_stream_delivers_exactly_the_missed_events() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let mut stream = Stream::open(&app, &format!("/v1/games/{game}/stream"), &ada, None).await;
    let seen = stream.take(2).await;
    drop(stream);
    let last_seen: i32 = seen.last().unwrap().id.as_ref().unwrap().parse().unwrap();
    for _ in 0..3 {
        first_move(&app, &game, &[&ada, &bob]).await;
    }
    let total = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await.body["seq"].as_i64().unwrap();
    let mut resumed = Stream::open(&app, &format!("/v1/games/{game}/stream"), &ada, Some(last_seen)).await;
    let missed = resumed.take((total - i64::from(last_seen)) as usize).await;
    let ids: Vec<i64> = missed.iter().map(|e| e.id.as_ref().unwrap().parse().unwrap()).collect();
    assert_eq!(ids, (i64::from(last_seen) + 1..=total).collect::<Vec<_>>(), "no gap, no repeat");
    let page = app.call("GET", &format!("/v1/games/{game}/events?after={last_seen}"), Some(&ada), None).await;
    let logged: Vec<&Value> = page.body["events"].as_array().unwrap().iter().collect();
    let streamed: Vec<&Value> = missed.iter().map(|e| &e.data).collect();
    assert_eq!(streamed, logged, "a resumed stream derives the same effects as the log");
    let also_by_query =
        Stream::open(&app, &format!("/v1/games/{game}/stream?after={last_seen}"), &ada, None).await.take(1).await;
    assert_eq!(also_by_query[0].id, missed[0].id);
}

#[actix_web::test]
async fn account_stream_announces_start_turns_and_end() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let body = json!({"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"});
    let game = app.create_game(&ada, body).await;
    app.call("POST", &format!("/v1/games/{game}/join"), Some(&bob), None).await;
    let mut notices = Stream::open(&app, "/v1/me/stream", &bob, None).await;
    app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await;
    let started = notices.take(1).await;
    assert_eq!((started[0].event.as_str(), started[0].data["game"].as_str()), ("game_started", Some(game.as_str())));
    first_move(&app, &game, &[&ada, &bob]).await; // Ada places a tile
    first_move(&app, &game, &[&ada, &bob]).await; // and skips the figure: Bob's turn
    assert_eq!(notices.take(1).await[0].event, "your_turn");
    app.call("POST", &format!("/v1/games/{game}/resign"), Some(&ada), None).await;
    assert_eq!(notices.take(1).await[0].event, "game_over");
}

/// An account stream hears of its games' appends whose announcement was
/// lost (made by an instance that never announces) when it next looks up
/// the account's games, every keep-alive interval: the turn, then the end.
#[actix_web::test]
async fn an_account_stream_catches_up_on_turns_it_never_heard_of() {
    let app = spawn_app().await;
    let (listener, mute) = listener_and_mute(&app).await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let mut notices = Stream::open(&listener, "/v1/me/stream", &bob, None).await;
    first_move(&mute, &game, &[&ada, &bob]).await; // Ada places a tile
    let turn = first_move(&mute, &game, &[&ada, &bob]).await; // and skips the figure: Bob's turn
    // Bounded: keep-alive comments would keep `take` waiting for ever.
    let within = std::time::Duration::from_secs(20);
    let heard = actix_web::rt::time::timeout(within, notices.take(1)).await.expect("the turn, caught up");
    assert_eq!((heard[0].event.as_str(), &heard[0].data["seq"]), ("your_turn", &turn["seq"]));
    assert_eq!(heard[0].data["game"], game.as_str());
    let resigned = mute.call("POST", &format!("/v1/games/{game}/resign"), Some(&bob), None).await;
    assert_eq!(resigned.status, 200, "{resigned:?}");
    let over = actix_web::rt::time::timeout(within, notices.take(1)).await.expect("the end, caught up");
    assert_eq!(over[0].event, "game_over", "and nothing twice in between");
}

#[actix_web::test]
async fn etags_304_and_if_match() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let path = format!("/v1/games/{game}");
    let etag = app.header("GET", &path, &ada, &[]).await;
    let unchanged = app.call_with("GET", &path, &ada, &[("If-None-Match", &etag)], None).await;
    assert_eq!((unchanged.status, unchanged.body.clone()), (304, Value::Null));
    let moves = app.call_with("GET", &format!("{path}/legal-moves"), &ada, &[("If-None-Match", &etag)], None).await;
    assert_eq!(moves.status, 304);

    let p =
        app.call("GET", &format!("{path}/legal-moves"), Some(&ada), None).await.body["moves"]["placements"][0].clone();
    let place = json!({"ruleset": "classic", "command": {"type": "place_tile", "x": p["x"], "y": p["y"], "rotation": p["rotation"]}});
    let commands = format!("{path}/commands");
    let stale = app.call_with("POST", &commands, &ada, &[("If-Match", "\"1.0\"")], Some(place.clone())).await;
    assert_eq!((stale.status, stale.code()), (412, "precondition_failed"));
    let missing = app.call("POST", &commands, Some(&ada), Some(place.clone())).await;
    assert_eq!((missing.status, missing.code()), (428, "precondition_required"));
    let applied = app.call_with("POST", &commands, &ada, &[("If-Match", &etag)], Some(place)).await;
    assert_eq!(applied.status, 200, "{applied:?}");
    let changed = app.call_with("GET", &path, &ada, &[("If-None-Match", &etag)], None).await;
    assert_eq!(changed.status, 200, "a new state is sent in full");
}

#[actix_web::test]
async fn idempotent_retries_return_the_first_response_and_apply_once() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let create = json!({"ruleset": "classic", "options": {"players": 2}});
    let first =
        app.call_with("POST", "/v1/games", &ada, &[("Idempotency-Key", "create-1")], Some(create.clone())).await;
    let again = app.call_with("POST", "/v1/games", &ada, &[("Idempotency-Key", "create-1")], Some(create)).await;
    assert_eq!((first.status, again.status), (201, 201));
    assert_eq!(first.body, again.body);
    let mine = app.call("GET", "/v1/games?mine=true", Some(&ada), None).await;
    assert_eq!(mine.body["games"].as_array().unwrap().len(), 1, "created once");

    let game = app.started_game(&ada, &bob).await;
    let moves = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&ada), None).await;
    let p = &moves.body["moves"]["placements"][0];
    let body = json!({"ruleset": "classic", "expected_seq": 2, "command": {"type": "place_tile", "x": p["x"], "y": p["y"], "rotation": p["rotation"]}});
    let commands = format!("/v1/games/{game}/commands");
    let key = [("Idempotency-Key", "move-7")];
    let first = app.call_with("POST", &commands, &ada, &key, Some(body.clone())).await;
    let retry = app.call_with("POST", &commands, &ada, &key, Some(body)).await;
    assert_eq!((first.status, retry.status), (200, 200));
    assert_eq!(first.body, retry.body, "the identical response");
    let log = app.call("GET", &format!("/v1/games/{game}/events"), Some(&ada), None).await;
    let placed = log.body["events"].as_array().unwrap().iter().filter(|e| e["event"]["type"] == "tile_placed").count();
    assert_eq!(placed, 1, "applied once");
    let other = json!({"ruleset": "classic", "expected_seq": 3, "command": {"type": "skip_figure"}});
    let reused = app.call_with("POST", &commands, &ada, &key, Some(other)).await;
    assert_eq!((reused.status, reused.code()), (422, "idempotency_key_reused"));
}

#[actix_web::test]
async fn the_revealed_seed_matches_the_commitment_and_re_derives_the_draws() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let started = app.call("GET", &format!("/v1/games/{game}"), Some(&bob), None).await;
    let commitment = started.body["seed_commitment"].as_str().unwrap().to_owned();
    assert!(started.body["seed"].is_null(), "hidden while the game runs");
    for _ in 0..6 {
        first_move(&app, &game, &[&ada, &bob]).await;
    }
    app.call("POST", &format!("/v1/games/{game}/resign"), Some(&bob), None).await;
    let finished = app.call("GET", &format!("/v1/games/{game}"), Some(&bob), None).await;
    let seed = Seed::from_hex(finished.body["seed"].as_str().unwrap()).unwrap();
    assert_eq!(seed.commitment(), commitment, "the commitment published at the start");
    let log = app.call("GET", &format!("/v1/games/{game}/events"), Some(&bob), None).await;
    assert_eq!(log.body["events"][0]["event"]["tile_order"], json!({"kind": "seeded", "seed": seed.to_string()}));
    let drawn: Vec<&str> = log.body["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| matches!(e["event"]["type"].as_str(), Some("tile_drawn" | "tile_discarded")))
        .map(|e| e["event"]["tile"].as_str().unwrap())
        .collect();
    // BASE-SETUP-2: the supply is every copy of every base tile but the start tile, in catalog order.
    let tiles = engine::classic::GameState::catalog().tiles();
    let supply: Vec<TileIdx> = (0..)
        .zip(tiles)
        .filter(|(_, tile)| tile.id.starts_with("base/"))
        .flat_map(|(i, tile)| std::iter::repeat_n(TileIdx(i), usize::from(tile.count - tile.start)))
        .collect();
    let mut bag = TileBag::shuffled(supply, seed);
    let derived: Vec<&str> = (0..drawn.len())
        .map(|_| {
            let tile = &tiles[usize::from(bag.peek().unwrap().0)];
            bag.advance();
            tile.id.as_str()
        })
        .collect();
    assert_eq!(derived, drawn);
}

#[actix_web::test]
async fn export_import_replays_to_the_same_state_and_history_reads_the_past() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let early = app.call("GET", &format!("/v1/games/{game}/export"), Some(&ada), None).await;
    assert_eq!((early.status, early.code()), (409, "not_finished"));
    for _ in 0..8 {
        first_move(&app, &game, &[&ada, &bob]).await;
    }
    let at_start = app.call("GET", &format!("/v1/games/{game}/state?at=2"), Some(&bob), None).await;
    assert_eq!((at_start.body["seq"].as_i64(), at_start.body["state"]["turn"].as_i64()), (Some(2), Some(0)));
    assert_eq!(at_start.body["state"]["board"].as_array().unwrap().len(), 1);
    let beyond = app.call("GET", &format!("/v1/games/{game}/state?at=999"), Some(&bob), None).await;
    assert_eq!((beyond.status, beyond.code()), (404, "no_such_seq"));
    app.call("POST", &format!("/v1/games/{game}/resign"), Some(&ada), None).await;

    let export = app.call("GET", &format!("/v1/games/{game}/export"), Some(&bob), None).await;
    assert_eq!((export.body["format"].as_str(), export.body["version"].as_u64()), (Some("carcassonne-game"), Some(1)));
    let imported = app.call("POST", "/v1/games/import", Some(&bob), Some(export.body.clone())).await;
    assert_eq!(imported.status, 201, "{imported:?}");
    assert_eq!(imported.body["imported"], true);
    let original = app.call("GET", &format!("/v1/games/{game}"), Some(&bob), None).await;
    assert_eq!(imported.body["state"], original.body["state"], "identical final state");
    let mut tampered = export.body.clone();
    tampered["events"].as_array_mut().unwrap().truncate(5);
    let refused = app.call("POST", "/v1/games/import", Some(&bob), Some(tampered)).await;
    assert_eq!((refused.status, refused.code()), (422, "invalid_import"));
}

#[actix_web::test]
async fn players_only_games_are_closed_to_spectators() {
    let app = spawn_app().await;
    let (ada, bob, eve) = (app.user("ada").await, app.user("bob").await, app.user("eve").await);
    let body = json!({"ruleset": "classic", "options": {"players": 2}, "spectators": "players"});
    let game = app.create_game(&ada, body).await;
    app.call("POST", &format!("/v1/games/{game}/join"), Some(&bob), None).await;
    app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await;
    for path in ["", "/events", "/state?at=1", "/legal-moves", "/stream"] {
        let reply = app.call("GET", &format!("/v1/games/{game}{path}"), Some(&eve), None).await;
        assert_eq!((reply.status, reply.code()), (404, "game_not_found"), "{path}: as if it did not exist");
        if path != "/stream" {
            assert_eq!(
                app.call("GET", &format!("/v1/games/{game}{path}"), Some(&bob), None).await.status,
                200,
                "{path}"
            );
        }
    }
    let mut stream = Stream::open(&app, &format!("/v1/games/{game}/stream"), &bob, None).await;
    assert_eq!(stream.take(1).await[0].event, "game_created", "players may follow it");
    let listed = app.call("GET", "/v1/games", Some(&eve), None).await;
    assert!(listed.body["games"].as_array().unwrap().is_empty());
    let seed_free = app.call("GET", &format!("/v1/games/{game}"), Some(&bob), None).await;
    assert!(seed_free.body["seed"].is_null());
}

/// Issue 32: a game's stream ends with the game: a stream open while the
/// game ends sends the last events, then `game_over` with the outcome, and
/// closes; a stream opened on a finished game does the same at once.
#[actix_web::test]
async fn a_game_stream_ends_with_game_over() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let mut live = Stream::open(&app, &format!("/v1/games/{game}/stream"), &ada, None).await;
    assert_eq!(live.take(2).await.len(), 2, "the backlog");
    let resigned = app.call("POST", &format!("/v1/games/{game}/resign"), Some(&bob), None).await;
    assert_eq!(resigned.status, 200, "{resigned:?}");
    let last = live.take(2).await;
    assert_eq!((last[0].event.as_str(), last[0].id.as_deref()), ("player_resigned", Some("3")));
    let over = json!({"game": game, "seq": 3, "outcome": {"result": "winners", "seats": [0], "places": [1, 2]}});
    assert_eq!((last[1].event.as_str(), &last[1].id, &last[1].data), ("game_over", &None, &over));
    assert!(live.ended().await, "the stream ends after game_over");

    let mut finished = Stream::open(&app, &format!("/v1/games/{game}/stream"), &bob, Some(2)).await;
    let rest = finished.take(2).await;
    assert_eq!(rest.iter().map(|e| e.event.as_str()).collect::<Vec<_>>(), ["player_resigned", "game_over"]);
    assert!(finished.ended().await);
    // Opened at the last event: the state comes from the replay cache.
    let mut at_the_end = Stream::open(&app, &format!("/v1/games/{game}/stream"), &bob, Some(3)).await;
    assert_eq!(at_the_end.take(1).await[0].data, over);
    assert!(at_the_end.ended().await);
}

/// SIGTERM's way out: for its delay the instance still serves, but fails
/// readiness and closes each connection after its response (so that a load
/// balancer takes it out of rotation and keeps no connection to it); then
/// it ends its streams with a reconnect hint and stops.
#[actix_web::test]
async fn a_stopping_instance_drains_then_ends_its_streams_with_a_reconnect_hint() {
    let mut app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let mut events = Stream::open(&app, &format!("/v1/games/{game}/stream"), &bob, None).await;
    assert_eq!(events.take(2).await.len(), 2, "the backlog");
    let mut notices = Stream::open(&app, "/v1/me/stream", &bob, None).await;
    let stopping = actix_web::rt::spawn(app.shutdown().run(std::time::Duration::from_millis(600)));
    actix_web::rt::time::sleep(std::time::Duration::from_millis(100)).await;

    let ready = app.call("GET", "/readyz", None, None).await;
    assert_eq!((ready.status, ready.code()), (503, "shutting_down"));
    let reply = first_move(&app, &game, &[&ada, &bob]).await;
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await;
    assert_eq!(view.status, 200, "still serving while draining");
    assert_eq!(view.headers.get("connection").map(|v| v.to_str().unwrap()), Some("close"));
    let sent = reply["events"].as_array().unwrap().len();
    assert_eq!(events.take(sent).await.last().unwrap().data["seq"], reply["seq"], "streams deliver while draining");

    assert_eq!(events.rest().await, "retry: 500\n\n", "the game stream's last words");
    assert_eq!(notices.rest().await, "retry: 500\n\n", "the account stream's");
    stopping.await.expect("stopped");
    let port = app.address.rsplit(':').next().unwrap();
    assert!(std::net::TcpStream::connect(format!("127.0.0.1:{port}")).is_err(), "no longer accepting");
}

/// Instances started together over a new database migrate it one at a
/// time: every one starts, and the migrations run once.
#[test]
fn instances_starting_together_migrate_one_at_a_time() {
    let (database, url) = crate::support::empty_database();
    let applied: Vec<Vec<String>> = std::thread::scope(|scope| {
        let starts: Vec<_> = (0..4)
            .map(|_| {
                scope.spawn(|| {
                    let pool = storage::pool(&url, 1, std::time::Duration::from_secs(5)).expect("pool");
                    storage::migrate(&mut storage::connect(&pool).expect("connection"))
                })
            })
            .collect();
        starts.into_iter().map(|start| start.join().expect("no panic").expect("migrated")).collect()
    });
    crate::support::drop_database(&database);
    let runs: Vec<usize> = applied.iter().map(Vec::len).filter(|&n| n > 0).collect();
    assert_eq!(runs.len(), 1, "one instance applied the migrations, the others found none left: {applied:?}");
    assert!(runs[0] > 1, "every migration, by the one that ran them");
}

/// Live streams go uncompressed even to a client that takes gzip (an
/// encoder per open stream would cost more memory than the stream itself:
/// issue 57), and so do bodies under 1 KB (setting up an encoder costs more
/// than they save); other answers are still compressed.
#[actix_web::test]
async fn streams_and_small_bodies_are_sent_uncompressed() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let gzip = [("Accept-Encoding", "gzip")];
    let (status, headers) = app.head_of("GET", &format!("/v1/games/{game}/stream"), &gzip).await;
    assert_eq!(status, 200);
    assert_eq!(headers.get("content-type").unwrap(), "text/event-stream");
    assert!(headers.get("content-encoding").is_none(), "{headers:?}");
    let (status, headers) = app.head_of("GET", "/openapi.json", &gzip).await;
    assert_eq!((status, headers.get("content-encoding").map(|v| v.to_str().unwrap())), (200, Some("gzip")));
    for (small, expected) in [("/healthz", 200), ("/v1/games/not-a-game", 400)] {
        let (status, headers) = app.head_of("GET", small, &gzip).await;
        assert_eq!(status, expected, "{small}");
        assert!(headers.get("content-encoding").is_none(), "{small}: {headers:?}");
    }
}
