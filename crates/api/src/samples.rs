//! Legal moves along real games, for the tests of grouping here and of the
//! API document in the HTTP crate (feature `test-support`).
#![allow(clippy::unwrap_used, reason = "test support: a failure is the point")]

use crate::grouping::group;
use crate::hosting::HostedGame;
use crate::model::RulesetId;
use engine::order::TileOrder;
use engine::rng::Seed;
use serde_json::{Value, json};

/// `moves` grouped ([`group`]).
pub fn grouped(moves: Value) -> Value {
    let raw = serde_json::value::to_raw_value(&moves).unwrap();
    serde_json::from_str(group(&raw).unwrap().get()).unwrap()
}

/// The legal moves along a game of every rule set (and Abbey & Mayor),
/// each player taking the first legal command.
pub fn moves_along_games() -> Vec<(RulesetId, Value)> {
    let abbey_mayor = json!({"players": 2, "abbey_mayor": {}});
    let games = RulesetId::all().map(|ruleset| (ruleset, json!({"players": 2}))).chain([(classic(), abbey_mayor)]);
    let mut all = Vec::new();
    for (ruleset, options) in games {
        let (mut game, _) = ruleset.start(&options, TileOrder::Seeded { seed: Seed([7; 32]) }).unwrap();
        for _ in 0..60 {
            all.push((ruleset, serde_json::from_str(game.legal_moves().unwrap().get()).unwrap()));
            if !play_first_legal(game.as_mut()) {
                break;
            }
        }
    }
    all
}

fn classic() -> RulesetId {
    RulesetId::parse("classic").unwrap()
}

fn play_first_legal(game: &mut dyn HostedGame) -> bool {
    let Some(seat) = game.status().active() else {
        return false;
    };
    let commands: Vec<Value> = serde_json::from_str(game.legal_commands().unwrap().get()).unwrap();
    commands.first().is_some_and(|command| game.play(seat, command).is_ok())
}
