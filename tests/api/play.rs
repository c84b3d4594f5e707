//! Playing through the API: complete games, races, turn order, hidden
//! information.

use crate::support::{Reply, TestApp, spawn_app};
use engine::classic::{Event, GameState};
use engine::hg;
use engine::order::TileOrder;
use engine::prelude::*;
use serde_json::{Value, json};

/// Plays the current turn of `game` with the first legal move (a figure
/// whenever one is offered, the last kind listed), as whichever token holds
/// the seat to move.
async fn play_turn(app: &TestApp, game: &str, tokens: &[&str]) -> Option<Reply> {
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(tokens[0]), None).await;
    let seat = view.body["state"]["current_player"].as_u64()? as usize;
    let token = tokens[seat.min(tokens.len() - 1)];
    let moves = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(token), None).await;
    assert_eq!(moves.status, 200);
    let seq = moves.body["seq"].clone();
    let m = &moves.body["moves"];
    let command = match m["step"].as_str()? {
        // A placement that allows a barn (Abbey & Mayor) if any, else the first.
        "place_tile" => {
            let placements = m["placements"].as_array()?;
            let p = placements.iter().find(|p| p.get("barn_corners").is_some()).unwrap_or(&placements[0]);
            json!({"type": "place_tile", "x": p["x"], "y": p["y"], "rotation": p["rotation"]})
        }
        "place_figure" if m.get("barn_corners").is_some() => {
            json!({"type": "place_barn", "corner": m["barn_corners"][0]})
        }
        "place_figure" => match m["options"].as_array().and_then(|o| o.first()) {
            // The last figure offered: a mayor where one may go.
            Some(option) => {
                let figure = option["figures"].as_array().and_then(|f| f.last()).cloned();
                json!({"type": "place_figure", "region": option["region"], "figure": figure})
            }
            None => json!({"type": "skip_figure"}),
        },
        // Abbey & Mayor: an abbey into the first hole, else draw or pass.
        step @ ("choose_tile" | "last_abbeys") => match m["abbey"].as_array().and_then(|a| a.first()) {
            Some(hole) => json!({"type": "place_abbey", "x": hole["x"], "y": hole["y"]}),
            None if step == "choose_tile" => json!({"type": "draw_tile"}),
            None => json!({"type": "pass_abbey"}),
        },
        "move_wagon" => match m["targets"].as_array().and_then(|t| t.first()) {
            Some(t) => json!({"type": "move_wagon", "x": t["x"], "y": t["y"], "region": t["region"]}),
            None => json!({"type": "return_wagon"}),
        },
        _ => return None,
    };
    let reply = app
        .call(
            "POST",
            &format!("/v1/games/{game}/commands"),
            Some(token),
            Some(json!({"ruleset": moves.body["ruleset"], "expected_seq": seq, "command": command})),
        )
        .await;
    assert_eq!(reply.status, 200, "{reply:?} after {moves:?}");
    Some(reply)
}

/// Every public event of a game.
async fn public_log(app: &TestApp, game: &str, token: &str) -> Vec<Value> {
    let reply = app.call("GET", &format!("/v1/games/{game}/events?after=0&limit=1000"), Some(token), None).await;
    assert_eq!(reply.status, 200);
    reply.body["events"].as_array().unwrap().clone()
}

/// The engine's state for a public log: the draws are public, so the
/// order of the tiles drawn so far can be rebuilt from them.
fn replay_public(log: &[Value]) -> GameState {
    let mut events: Vec<Event> = log.iter().map(|e| serde_json::from_value(e["event"].clone()).unwrap()).collect();
    let drawn: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::TileDrawn { tile } | Event::TileDiscarded { tile } => Some(tile.id().to_owned()),
            _ => None,
        })
        .collect();
    let Event::GameCreated { options, .. } = events[0].clone() else { panic!("first event") };
    events[0] = Event::GameCreated {
        options,
        tile_order: TileOrder::Fixed { tiles: drawn, bonus: vec![], any_mix: false, piles: vec![] },
    };
    GameState::replay(&events).unwrap()
}

#[actix_web::test]
async fn a_complete_base_game_through_the_api_alone() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let mut turns = 0;
    let mut bodies = String::new();
    while let Some(reply) = play_turn(&app, &game, &[&ada, &bob]).await {
        if reply.body["state"]["step"] != "finished" {
            bodies.push_str(&reply.body.to_string());
        }
        turns += 1;
        assert!(turns < 400, "the game must end");
    }
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await;
    assert_eq!(view.body["status"], "finished");
    let state = &view.body["state"];
    assert_eq!((state["step"].as_str(), state["tiles_left"].as_u64()), (Some("finished"), Some(0)));
    assert!(!state["outcome"]["seats"].as_array().unwrap().is_empty(), "BASE-WIN-1: {}", state["outcome"]);

    let log = public_log(&app, &game, &ada).await;
    let seqs: Vec<i64> = log.iter().map(|e| e["seq"].as_i64().unwrap()).collect();
    assert_eq!(seqs, (1..=log.len() as i64).collect::<Vec<_>>(), "no gap, no duplicate");
    assert_eq!(view.body["seq"].as_u64(), Some(log.len() as u64));
    let engine = replay_public(&log);
    let scores: Vec<u64> = state["players"].as_array().unwrap().iter().map(|p| p["score"].as_u64().unwrap()).collect();
    assert_eq!(scores, engine.view().players.iter().map(|p| u64::from(p.standing.score)).collect::<Vec<_>>());
    assert!(scores.iter().sum::<u64>() > 0);

    let finished = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&ada), None).await;
    assert_eq!(finished.body["detail"], "the game is over");
    assert!(!bodies.contains("\"seed\""), "no response before the end reveals the seed");
}

/// AM-SETUP-2/3 through the API: a complete game with Abbey & Mayor's land
/// tiles, mayors and barns.
#[actix_web::test]
async fn a_complete_game_with_abbey_and_mayor_through_the_api() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let body = json!({"ruleset": "classic", "options": {"players": 2, "abbey_mayor": {}}, "seat_order": "join_order"});
    let game = app.create_game(&ada, body).await;
    app.call("POST", &format!("/v1/games/{game}/join"), Some(&bob), None).await;
    let started = app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await;
    assert_eq!(started.body["state"]["tiles_left"], 82, "83 drawable tiles, one drawn");
    assert_eq!(started.body["state"]["players"][0]["supply"]["mayor"], 1);
    let mut turns = 0;
    while play_turn(&app, &game, &[&ada, &bob]).await.is_some() {
        turns += 1;
        assert!(turns < 400, "the game must end");
    }
    let log = public_log(&app, &game, &ada).await;
    let engine = replay_public(&log);
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await;
    let scores: Vec<u64> =
        view.body["state"]["players"].as_array().unwrap().iter().map(|p| p["score"].as_u64().unwrap()).collect();
    assert_eq!(scores, engine.view().players.iter().map(|p| u64::from(p.standing.score)).collect::<Vec<_>>());
    assert!(log.iter().any(|e| e["event"]["tile"].as_str().is_some_and(|t| t.starts_with("abbey-mayor/"))));
    assert!(log.iter().any(|e| e["event"]["figure"] == "mayor"), "mayors were placed");
    assert!(log.iter().any(|e| e["event"]["type"] == "barn_placed"), "barns were placed");
    let barns = view.body["state"]["barns"].as_array().unwrap();
    assert_eq!(barns.len(), 2, "each player's barn stays on the board: {barns:?}");
}

#[actix_web::test]
async fn racing_commands_one_wins_one_conflicts() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let moves = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&ada), None).await;
    let seq = moves.body["seq"].as_i64().unwrap();
    let placements = moves.body["moves"]["placements"].as_array().unwrap().clone();
    let send = |p: Value| {
        let (address, ada, game) = (app.address.clone(), ada.clone(), game.clone());
        actix_web::rt::spawn(async move {
            let body = json!({"ruleset": "classic", "expected_seq": seq, "command": {"type": "place_tile", "x": p["x"], "y": p["y"], "rotation": p["rotation"]}});
            let client = awc::Client::default();
            let mut response = client
                .post(format!("{address}/v1/games/{game}/commands"))
                .insert_header(("Authorization", format!("Bearer {ada}")))
                .send_json(&body)
                .await
                .unwrap();
            let body: Value = response.json().limit(1 << 24).await.unwrap_or(Value::Null);
            (response.status().as_u16(), body["code"].as_str().unwrap_or("").to_owned())
        })
    };
    let first = send(placements[0].clone());
    let second = send(placements[placements.len() - 1].clone());
    let mut outcomes = vec![first.await.unwrap(), second.await.unwrap()];
    outcomes.sort();
    assert_eq!(outcomes, vec![(200, String::new()), (409, "stale_sequence".to_owned())]);
    let log = public_log(&app, &game, &ada).await;
    let seqs: Vec<i64> = log.iter().map(|e| e["seq"].as_i64().unwrap()).collect();
    assert_eq!(seqs, (1..=log.len() as i64).collect::<Vec<_>>());
    assert_eq!(log.iter().filter(|e| e["event"]["type"] == "tile_placed").count(), 1);
}

#[actix_web::test]
async fn only_the_seated_player_to_move_may_act() {
    let app = spawn_app().await;
    let (ada, bob, cy) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    let game = app.started_game(&ada, &bob).await;
    let command = json!({"ruleset": "classic", "expected_seq": 2, "command": {"type": "skip_figure"}});
    let path = format!("/v1/games/{game}/commands");
    let stranger = app.call("POST", &path, Some(&cy), Some(command.clone())).await;
    assert_eq!((stranger.status, stranger.code()), (403, "not_a_player"));
    let moves = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&bob), None).await;
    let p = &moves.body["moves"];
    assert!(p.is_null(), "not bob's turn");
    assert_eq!(moves.body["detail"], "it is seat 0's turn");
    let ada_moves = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&ada), None).await;
    let first = &ada_moves.body["moves"]["placements"][0];
    let place = json!({"ruleset": "classic", "expected_seq": 2, "command": {"type": "place_tile", "x": first["x"], "y": first["y"], "rotation": first["rotation"]}});
    let wrong = app.call("POST", &path, Some(&bob), Some(place.clone())).await;
    assert_eq!((wrong.status, wrong.code(), wrong.body["rule"].as_str()), (422, "not_your_turn", Some("BASE-TURN-1")));
    let spectator = app.call("GET", &format!("/v1/games/{game}"), Some(&cy), None).await;
    assert_eq!(spectator.status, 200, "anyone signed in may watch");
    let validate = app
        .call(
            "POST",
            &format!("/v1/games/{game}/commands/validate"),
            Some(&ada),
            Some(json!({"ruleset": "classic", "command": place["command"]})),
        )
        .await;
    assert_eq!(validate.body, json!({"legal": true, "code": null, "rule": null, "detail": null}));
    let mismatch = json!({"ruleset": "classic", "command": {"type": "place_tile", "x": 0, "y": 0, "rotation": 0}});
    let verdict = app.call("POST", &format!("/v1/games/{game}/commands/validate"), Some(&ada), Some(mismatch)).await;
    assert_eq!((verdict.body["legal"].as_bool(), verdict.body["code"].as_str()), (Some(false), Some("cell_occupied")));
    assert_eq!(
        app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await.body["seq"],
        2,
        "validation changes nothing"
    );
    assert_eq!(app.call("POST", &path, Some(&ada), Some(place)).await.status, 200);
}

#[actix_web::test]
async fn custom_single_seat_game_is_flagged_and_hides_its_order() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let order = json!(["base/E", "base/U", "base/C", "base/B"]);
    let body = json!({"ruleset": "classic", "options": {"players": 2}, "tile_order": order, "single_seat": true});
    let game = app.create_game(&ada, body).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{game}/join"), Some(&bob), None).await.code(), "single_seat");
    let started = app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await;
    assert_eq!(started.status, 200, "{started:?}");
    assert_eq!((started.body["custom"].as_bool(), started.body["state"]["custom"].as_bool()), (Some(true), Some(true)));
    let log = public_log(&app, &game, &bob).await;
    assert_eq!(log[0]["event"]["tile_order"], json!({"kind": "secret", "custom": true, "commitment": null}));
    let remaining: Vec<&str> =
        started.body["state"]["remaining"].as_array().unwrap().iter().map(|r| r["tile"].as_str().unwrap()).collect();
    assert_eq!(remaining, vec!["base/B", "base/C", "base/U"], "counts in catalog order, not draw order");
    while play_turn(&app, &game, &[&ada]).await.is_some() {}
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&bob), None).await;
    assert_eq!(view.body["status"], "finished");
}

#[actix_web::test]
async fn resigning_ends_a_two_player_game() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let reply = app.call("POST", &format!("/v1/games/{game}/resign"), Some(&bob), None).await;
    assert_eq!(reply.status, 200, "{reply:?}");
    assert_eq!(reply.body["events"][0]["event"], json!({"type": "player_resigned", "seat": 1}));
    assert_eq!(reply.body["state"]["outcome"], json!({"result": "winners", "seats": [0], "places": [1, 2]}));
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await;
    assert_eq!(view.body["status"], "finished");
    let again = app.call("POST", &format!("/v1/games/{game}/resign"), Some(&ada), None).await;
    assert_eq!((again.status, again.code()), (422, "game_over"));
}

/// Issue 6: a complete Hunters & Gatherers game through the API alone; the
/// revealed log replays to the same final scores and huts were placed.
#[actix_web::test]
async fn a_complete_hunters_and_gatherers_game_through_the_api() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let body = json!({"ruleset": "hunters-gatherers", "options": {"players": 2}, "seat_order": "join_order"});
    let game = app.create_game(&ada, body).await;
    app.call("POST", &format!("/v1/games/{game}/join"), Some(&bob), None).await;
    let started = app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await;
    let state = &started.body["state"];
    assert_eq!((state["tiles_left"].as_u64(), state["bonus_tiles_left"].as_u64()), (Some(77), Some(16)));
    assert_eq!(state["players"][0]["supply"], json!({"follower": 5, "hut": 3}));
    let mut turns = 0;
    while play_turn(&app, &game, &[&ada, &bob]).await.is_some() {
        turns += 1;
        assert!(turns < 400, "the game must end");
    }
    let log = public_log(&app, &game, &ada).await;
    let events: Vec<hg::Event> = log.iter().map(|e| serde_json::from_value(e["event"].clone()).unwrap()).collect();
    let engine = hg::GameState::replay(&events).expect("the revealed log replays");
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await;
    let scores: Vec<u64> =
        view.body["state"]["players"].as_array().unwrap().iter().map(|p| p["score"].as_u64().unwrap()).collect();
    assert_eq!(scores, engine.view().players.iter().map(|p| u64::from(p.standing.score)).collect::<Vec<_>>());
    assert!(log.iter().any(|e| e["event"]["figure"] == "hut"), "huts were placed");
    assert_eq!(view.body["state"]["step"], "finished");
    let export = app.call("GET", &format!("/v1/games/{game}/export"), Some(&bob), None).await;
    assert_eq!(export.body["ruleset"], "hunters-gatherers");
    let imported = app.call("POST", "/v1/games/import", Some(&bob), Some(export.body.clone())).await;
    assert_eq!(imported.status, 201, "{imported:?}");
    assert_eq!(imported.body["state"], view.body["state"], "the import replays to the identical final state");
    let mut mislabelled = export.body.clone();
    mislabelled["ruleset"] = json!("classic");
    let refused = app.call("POST", "/v1/games/import", Some(&bob), Some(mislabelled)).await;
    assert_eq!(refused.status / 100, 4, "a log of another rule set is refused: {refused:?}");
    let wrong = app
        .call(
            "POST",
            &format!("/v1/games/{game}/commands/validate"),
            Some(&ada),
            Some(json!({"ruleset": "hunters-gatherers", "command": {"type": "place_abbey", "x": 0, "y": 0}})),
        )
        .await;
    assert_eq!((wrong.status, wrong.code()), (400, "invalid_body"), "a classic command is no command here");
}

/// HG-MENHIR-1 through the API: a custom game with both supplies fixed;
/// closing the start tile's menhir forest deals the menhir tile to the
/// same player; the public log and view hide both orders.
#[actix_web::test]
async fn a_menhir_turn_from_a_fixed_bonus_supply() {
    let app = spawn_app().await;
    let ada = app.user("ada").await;
    let tiles = json!(["hg/menhir-2sides", "hg/menhir-2sides", "hg/menhir-2sides", "hg/meadow-deer"]);
    let body = json!({"ruleset": "hunters-gatherers", "options": {"players": 2}, "tile_order": tiles,
        "bonus_tile_order": ["hg/bonus-fire", "hg/bonus-raft"], "single_seat": true});
    let game = app.create_game(&ada, body).await;
    let started = app.call("POST", &format!("/v1/games/{game}/start"), Some(&ada), None).await;
    assert_eq!(started.status, 200, "{started:?}");
    let path = format!("/v1/games/{game}/commands");
    for (x, y, rotation) in [(1, 0, 3), (0, 1, 1), (1, 1, 0)] {
        let seq = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await.body["seq"].clone();
        let place = json!({"ruleset": "hunters-gatherers", "expected_seq": seq, "command": {"type": "place_tile", "x": x, "y": y, "rotation": rotation}});
        let placed = app.call("POST", &path, Some(&ada), Some(place)).await;
        assert_eq!(placed.status, 200, "{placed:?}");
        if placed.body["state"]["step"] == "place_figure" {
            let skip = json!({"ruleset": "hunters-gatherers", "expected_seq": placed.body["seq"], "command": {"type": "skip_figure"}});
            assert_eq!(app.call("POST", &path, Some(&ada), Some(skip)).await.status, 200);
        }
    }
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await;
    let state = &view.body["state"];
    assert_eq!((state["menhir_turn"].as_bool(), state["current_tile"].as_str()), (Some(true), Some("hg/bonus-fire")));
    assert_eq!((state["current_player"].as_u64(), state["bonus_tiles_left"].as_u64()), (Some(0), Some(1)));
    let moves = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&ada), None).await;
    assert_eq!(
        (moves.body["moves"]["step"].as_str(), moves.body["moves"]["menhir"].as_bool()),
        (Some("place_tile"), Some(true))
    );
    let log = public_log(&app, &game, &ada).await;
    assert_eq!(log[0]["event"]["tile_order"], json!({"kind": "secret", "custom": true, "commitment": null}));
}

/// Legal moves and the game view come gzip-compressed to clients that take
/// it (every browser), and the same JSON, byte for byte, uncompressed to
/// the others; each reader's own (`your_turn` differs), also when asked
/// again and the body comes from the memo. Bodies under 1 KB (the waiting
/// player's legal moves) go uncompressed: gzip would not pay.
#[actix_web::test]
async fn legal_moves_and_views_are_compressed_for_clients_that_take_gzip() {
    use std::io::Read;
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    for path in [format!("/v1/games/{game}/legal-moves"), format!("/v1/games/{game}")] {
        for reader in [&ada, &bob, &ada, &bob] {
            let (plain_headers, plain) = app.raw_get(&path, reader, &[]).await;
            assert!(plain_headers.get("content-encoding").is_none());
            let (headers, gzipped) = app.raw_get(&path, reader, &[("Accept-Encoding", "gzip, deflate, br")]).await;
            assert_eq!(headers.get("vary").unwrap(), "accept-encoding");
            assert_eq!(headers.get("etag"), plain_headers.get("etag"));
            if plain.len() < 1024 {
                assert!(headers.get("content-encoding").is_none(), "{path}: {} bytes go as they are", plain.len());
                assert_eq!(gzipped, plain);
                continue;
            }
            assert_eq!(headers.get("content-encoding").unwrap(), "gzip", "{path}");
            assert!(gzipped.len() * 2 < plain.len(), "{path}: {} of {} bytes", gzipped.len(), plain.len());
            let mut json = Vec::new();
            flate2::read::GzDecoder::new(gzipped.as_slice()).read_to_end(&mut json).unwrap();
            assert_eq!(String::from_utf8(json).unwrap(), String::from_utf8(plain).unwrap(), "{path}");
        }
    }
}

/// `include=commands` sends only the compact form (one ready command per
/// choice, no figure options per placement), `include=moves` only the
/// moves; both are the default's own halves. `include=grouped` sends only
/// the moves grouped per cell, every placement in one group. Anything else
/// is a 400.
#[actix_web::test]
async fn legal_moves_can_be_asked_in_one_form() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let path = format!("/v1/games/{game}/legal-moves");
    let all = app.call("GET", &path, Some(&ada), None).await;
    assert_eq!(all.status, 200);
    assert!(all.body["moves"].is_object() && all.body["commands"].is_array(), "{}", all.body);
    let commands = app.call("GET", &format!("{path}?include=commands"), Some(&ada), None).await;
    assert_eq!(commands.status, 200);
    assert_eq!(commands.body["commands"], all.body["commands"]);
    assert!(commands.body["moves"].is_null(), "{}", commands.body);
    assert!(commands.body.to_string().len() < all.body.to_string().len());
    let moves = app.call("GET", &format!("{path}?include=moves"), Some(&ada), None).await;
    assert_eq!(moves.body["moves"], all.body["moves"]);
    assert!(moves.body["commands"].is_null(), "{}", moves.body);
    let both = app.call("GET", &format!("{path}?include=all"), Some(&ada), None).await;
    assert_eq!(both.body, all.body);
    assert!(all.body["grouped"].is_null(), "{}", all.body);
    let grouped = app.call("GET", &format!("{path}?include=grouped"), Some(&ada), None).await;
    assert_eq!(grouped.status, 200);
    assert!(grouped.body["moves"].is_null() && grouped.body["commands"].is_null(), "{}", grouped.body);
    let groups = grouped.body["grouped"]["placements"].as_array().unwrap();
    let rotations: usize = groups.iter().map(|group| group["rotations"].as_array().unwrap().len()).sum();
    let placements = all.body["moves"]["placements"].as_array().unwrap().len();
    assert_eq!(rotations, placements, "every placement is in one group");
    assert!(groups.len() < placements, "{} groups for {placements} placements", groups.len());
    let bad = app.call("GET", &format!("{path}?include=everything"), Some(&ada), None).await;
    assert_eq!((bad.status, bad.body["code"].as_str()), (400, Some("invalid_query")));
}

/// RFC 7240: `Prefer: return=minimal` leaves the state out of a command's
/// response (null) and says so in `Preference-Applied`; without it the
/// state is there. Both say who moves next.
#[actix_web::test]
async fn a_command_can_ask_for_a_response_without_the_state() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let commands = format!("/v1/games/{game}/commands");
    let moves = app.call("GET", &format!("/v1/games/{game}/legal-moves"), Some(&ada), None).await;
    let p = &moves.body["moves"]["placements"][0];
    let place = json!({"ruleset": "classic", "expected_seq": moves.body["seq"],
                       "command": {"type": "place_tile", "x": p["x"], "y": p["y"], "rotation": p["rotation"]}});
    let minimal = app.call_with("POST", &commands, &ada, &[("Prefer", "return=minimal")], Some(place)).await;
    assert_eq!(minimal.status, 200, "{minimal:?}");
    assert_eq!(minimal.headers.get("preference-applied").and_then(|v| v.to_str().ok()), Some("return=minimal"));
    assert_eq!(minimal.body["state"], Value::Null);
    assert_eq!(minimal.body["current_player"], 0, "the placer decides on a figure next");
    assert_eq!(minimal.body["events"][0]["event"]["type"], "tile_placed");
    let skip = json!({"ruleset": "classic", "expected_seq": minimal.body["seq"], "command": {"type": "skip_figure"}});
    let full = app.call("POST", &commands, Some(&ada), Some(skip)).await;
    assert_eq!(full.status, 200, "{full:?}");
    assert!(full.headers.get("preference-applied").is_none());
    assert_eq!(full.body["current_player"], 1);
    assert_eq!(full.body["state"]["current_player"], 1, "{}", full.body["state"]);
}

/// Issue 31: every event says what the rules derived from it, the same in
/// a command's response, the log and `state_at`: the points of the
/// `scored` effects add up to the final scores, and a feature completed
/// with figures on it sends them home in the same event.
#[actix_web::test]
async fn every_event_says_what_followed_from_it() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let game = app.started_game(&ada, &bob).await;
    let mut answered = std::collections::BTreeMap::new();
    while let Some(reply) = play_turn(&app, &game, &[&ada, &bob]).await {
        for record in reply.body["events"].as_array().unwrap() {
            answered.insert(record["seq"].as_i64().unwrap(), record["effects"].clone());
        }
    }
    let log = public_log(&app, &game, &ada).await;
    assert_eq!(log[0]["effects"], json!([]), "the creation has no effects");
    let mut scores = [0, 0];
    for record in &log {
        if let Some(effects) = answered.get(&record["seq"].as_i64().unwrap()) {
            assert_eq!(&record["effects"], effects, "the log and the response agree on {record}");
        }
        let effects = record["effects"].as_array().unwrap();
        let mut sends_home = false;
        for effect in effects {
            match effect["type"].as_str().unwrap() {
                "scored" => {
                    let scorers = effect["scoring"]["scorers"].as_array().unwrap();
                    for seat in scorers {
                        scores[seat.as_u64().unwrap() as usize] += effect["scoring"]["points"].as_u64().unwrap();
                    }
                    sends_home |= effect["scoring"]["time"] == "completed" && !scorers.is_empty();
                }
                "figures_returned" => assert!(!effect["figures"].as_array().unwrap().is_empty()),
                other => panic!("a base game has no {other} effect"),
            }
        }
        let returned = effects.iter().any(|e| e["type"] == "figures_returned");
        assert_eq!(returned, sends_home, "figures go home with a completed feature's scoring: {record}");
    }
    let view = app.call("GET", &format!("/v1/games/{game}"), Some(&ada), None).await;
    let finals: Vec<u64> =
        view.body["state"]["players"].as_array().unwrap().iter().map(|p| p["score"].as_u64().unwrap()).collect();
    assert_eq!(scores.to_vec(), finals);

    let scored = log.iter().find(|r| r["effects"].as_array().unwrap().iter().any(|e| e["type"] == "scored")).unwrap();
    let seq = scored["seq"].as_i64().unwrap();
    let at = app.call("GET", &format!("/v1/games/{game}/state?at={seq}"), Some(&bob), None).await;
    assert_eq!(at.status, 200, "{at:?}");
    assert_eq!((&at.body["event"]["seq"], &at.body["event"]["effects"]), (&scored["seq"], &scored["effects"]));
}
