//! Untrusted input, generated and mutated, for every hosted rule set:
//! commands as JSON, and whole logs as an import brings them. Whatever
//! comes, the answer is a refusal or a move, never a panic; validation
//! and play agree; a command that validation accepts plays as one of the
//! legal commands does, and every legal command validates; a mutated log
//! is refused at or after its first change, or is a legal game that
//! replays to the same state.
//!
//! Cases per rule set: `UNTRUSTED_CASES` (default 2,000 commands and 300
//! logs; docs/PERFORMANCE.md has a run of millions).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use carcassonne_api::hosting::{CommandError, HostedGame, LogRefusal, Recorded};
use carcassonne_api::registry::RulesetId;
use engine::order::TileOrder;
use engine::rng::{GameRng, Seed};
use engine::seat::Seat;
use serde_json::{Value, json};

fn cases() -> usize {
    std::env::var("UNTRUSTED_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(2_000)
}

fn pick<'a, T>(rng: &mut GameRng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len() as u32) as usize]
}

/// A new seeded game of `ruleset` for 2 to 4 players (as the rule set allows).
fn new_game(ruleset: RulesetId, rng: &mut GameRng) -> (Box<dyn HostedGame>, Vec<Value>) {
    let seed = Seed::from_u64(u64::from(rng.below(u32::MAX)));
    for players in [2 + rng.below(3), 2, 1] {
        if let Ok((game, events)) = ruleset.start(&json!({ "players": players }), TileOrder::Seeded { seed }) {
            return (game, payloads(events));
        }
    }
    panic!("{}: no game for 1 to 4 players", ruleset.as_str());
}

fn payloads(events: Vec<Recorded>) -> Vec<Value> {
    events.into_iter().map(|event| event.payload).collect()
}

fn legal_commands(game: &dyn HostedGame) -> Vec<Value> {
    serde_json::from_str::<Vec<Value>>(game.legal_commands().unwrap().get()).unwrap()
}

/// A random value of any JSON type, nested at most `depth` deep.
fn any_value(rng: &mut GameRng, depth: u32) -> Value {
    match rng.below(if depth == 0 { 5 } else { 7 }) {
        0 => Value::Null,
        1 => json!(rng.below(2) == 0),
        2 => json!(any_number(rng)),
        3 => json!(-1.5e300),
        4 => json!(pick(rng, &["", "follower", "place_tile", "x", "\u{1F3F0}", &"z".repeat(300)])),
        5 => Value::Array((0..rng.below(3)).map(|_| any_value(rng, depth - 1)).collect()),
        _ => {
            let mut object = serde_json::Map::new();
            for _ in 0..rng.below(3) {
                object.insert(
                    pick(rng, &["type", "x", "y", "region", "figure", "tile", "n"]).to_string(),
                    any_value(rng, depth - 1),
                );
            }
            Value::Object(object)
        }
    }
}

fn any_number(rng: &mut GameRng) -> i64 {
    *pick(rng, &[-1, 0, 1, 2, 3, 4, 5, 7, 255, 256, 65_535, -32_769, i64::from(i32::MAX) + 1, i64::MAX, i64::MIN])
}

/// `value` changed a little: one field's value replaced, dropped or
/// added, or its type swapped for another command's.
fn mutated(rng: &mut GameRng, value: &Value, types: &[String]) -> Value {
    let mut value = value.clone();
    let Some(object) = value.as_object_mut() else { return any_value(rng, 2) };
    let keys: Vec<String> = object.keys().cloned().collect();
    match rng.below(6) {
        0 if !keys.is_empty() => {
            object.remove(pick(rng, &keys));
        }
        1 => {
            object.insert(pick(rng, &["extra", "figure", "tile", "region", "rotation"]).to_string(), any_value(rng, 1));
        }
        2 if !types.is_empty() => {
            object.insert("type".into(), json!(pick(rng, types)));
        }
        3 if !keys.is_empty() => {
            let key = pick(rng, &keys).clone();
            let near = match object[&key].as_i64() {
                Some(n) => n + i64::from(rng.below(5)) - 2,
                None => any_number(rng),
            };
            object.insert(key, json!(near));
        }
        _ if !keys.is_empty() => {
            let key = pick(rng, &keys).clone();
            object.insert(key, any_value(rng, 1));
        }
        _ => return any_value(rng, 2),
    }
    value
}

/// What playing `command` for `seat` on a copy of `game` records, or its
/// refusal's code.
fn outcome(game: &dyn HostedGame, seat: Seat, command: &Value) -> Result<Vec<Value>, String> {
    let mut copy = game.duplicate();
    match copy.play(seat, command) {
        Ok(events) => Ok(payloads(events)),
        Err(CommandError::Internal(e)) => panic!("{command}: an internal failure: {e}"),
        Err(e) => Err(e.to_string()),
    }
}

#[test]
fn generated_commands_are_refused_or_played_as_a_legal_command_is() {
    for ruleset in RulesetId::all() {
        let rng = &mut GameRng::new(Seed::from_u64(11));
        let (mut game, _) = new_game(ruleset, rng);
        let (mut accepted, mut refused) = (0, 0);
        for case in 0..cases() {
            if game.status().is_over() {
                game = new_game(ruleset, rng).0;
            }
            let legal = legal_commands(&*game);
            let seat = game.status().deciders().first().copied().unwrap_or(Seat(0));
            let types: Vec<String> = legal.iter().filter_map(|c| c["type"].as_str().map(str::to_owned)).collect();
            // Every legal command validates (one per case, in turn).
            let listed = &legal[case % legal.len()];
            assert!(game.check(seat, listed).is_ok(), "{}: listed {listed} does not validate", ruleset.as_str());
            let command = if rng.below(8) == 0 {
                any_value(rng, 3)
            } else {
                let base = pick(rng, &legal).clone();
                mutated(rng, &base, &types)
            };
            let someone = if rng.below(6) == 0 { Seat(rng.below(6) as u8) } else { seat };
            let checked = game.check(someone, &command);
            let played = outcome(&*game, someone, &command);
            assert_eq!(checked.is_ok(), played.is_ok(), "{}: {command} validates and plays alike", ruleset.as_str());
            if let Ok(events) = played {
                accepted += 1;
                let same = legal.iter().any(|c| outcome(&*game, someone, c).ok().as_ref() == Some(&events));
                assert!(same, "{}: {command} was accepted but plays as no legal command", ruleset.as_str());
            } else {
                refused += 1;
            }
            game.play(seat, pick(rng, &legal)).unwrap();
        }
        assert!(
            refused > accepted / 10 && accepted > 0,
            "{}: {accepted} accepted, {refused} refused",
            ruleset.as_str()
        );
    }
}

/// `log` with one change: an event's field changed, dropped or added, an
/// event removed, repeated or swapped with another, or the log cut short;
/// and where the first change is.
fn broken_log(rng: &mut GameRng, log: &[Value]) -> (Vec<Value>, usize) {
    let mut broken = log.to_vec();
    let i = 1 + rng.below(log.len() as u32 - 1) as usize;
    let j = 1 + rng.below(log.len() as u32 - 1) as usize;
    match rng.below(5) {
        0 => {
            broken.remove(i);
        }
        1 => broken.insert(i, log[j].clone()),
        2 => broken.swap(i, j),
        3 => broken.truncate(i),
        _ => broken[i] = mutated(rng, &log[i], &[]),
    }
    let first = broken.iter().zip(log).position(|(a, b)| a != b).unwrap_or(broken.len().min(log.len()));
    (broken, first)
}

#[test]
fn mutated_logs_are_refused_where_they_change_or_replay_as_legal_games() {
    let logs = (cases() / 7).max(10);
    for ruleset in RulesetId::all() {
        let rng = &mut GameRng::new(Seed::from_u64(13));
        let mut log = Vec::new();
        let mut refused = 0;
        for case in 0..logs {
            if case % 50 == 0 {
                // A new game, played some way in.
                let (mut game, events) = new_game(ruleset, rng);
                log = events;
                for _ in 0..(20 + rng.below(200)) {
                    let Some(command) = legal_commands(&*game).first().cloned() else { break };
                    let seat = game.status().deciders().first().copied().unwrap_or(Seat(0));
                    log.extend(payloads(game.play(seat, &command).unwrap()));
                }
                assert!(ruleset.verify(&log).is_ok(), "{}: the engine's own log verifies", ruleset.as_str());
            }
            let (broken, first) = broken_log(rng, &log);
            match ruleset.verify(&broken) {
                Ok((verified, _)) => {
                    let replayed = ruleset.replay(&mut broken.iter()).unwrap();
                    assert_eq!(replayed.view().unwrap().get(), verified.view().unwrap().get(), "{}", ruleset.as_str());
                }
                Err(refusal @ (LogRefusal::Invalid { .. } | LogRefusal::Forged { .. })) => {
                    let index = match &refusal {
                        LogRefusal::Invalid { index, .. } => *index,
                        LogRefusal::Forged { error, .. } => error.index(),
                        LogRefusal::Internal(_) => unreachable!(),
                    };
                    assert!(index >= first, "{}: {refusal} before the change at {first}", ruleset.as_str());
                    refused += 1;
                }
                Err(other) => panic!("{}: {other}", ruleset.as_str()),
            }
        }
        assert!(refused > logs / 2, "{}: most broken logs are refused ({refused} of {logs})", ruleset.as_str());
    }
}
