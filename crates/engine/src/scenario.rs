//! Helpers of the rule sets' rule-book scenarios (`<rule set>/tests.rs`).

use crate::order::TileOrder;
use crate::ruleset::RuleSet;

/// Plays `command` for the seat that decides now and returns the events it
/// added; a refusal fails the test, naming its code and rule.
pub(crate) fn play<G: RuleSet>(game: &mut G, command: G::Command) -> Vec<G::Event> {
    let seat = game.to_move().expect("someone decides");
    match game.play(seat, &command) {
        Ok(events) => events,
        Err(e) => panic!("{command:?} refused: {e} ({}, {})", e.code(), e.rule()),
    }
}

/// Every seat's score.
pub(crate) fn scores<G: RuleSet>(game: &G) -> Vec<u32> {
    game.head().seats().scores().to_vec()
}

/// A fixed draw order of the tiles `<family>/<id>` for each of `ids`, with
/// no second supply; any mix (scenarios are puzzles, not the box).
pub(crate) fn fixed(family: &str, ids: &[&str]) -> TileOrder {
    TileOrder::Fixed {
        tiles: ids.iter().map(|id| format!("{family}/{id}")).collect(),
        bonus: Vec::new(),
        any_mix: true,
        piles: Vec::new(),
    }
}
