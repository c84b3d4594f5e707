//! Random complete games of Hunters & Gatherers.

use super::RuleError;
use super::events::{Command, Event};
use super::options::{Options, TileOrder};
use super::state::GameState;
use crate::engine::players::Seat;
use crate::engine::rng::{GameRng, Seed};
use crate::engine::rules::{Rules, play_out};

impl Rules for GameState {
    type Command = Command;
    type Event = Event;
    type Error = RuleError;

    fn to_move(&self) -> Seat {
        self.current
    }

    fn legal_commands(&self) -> Vec<Command> {
        GameState::legal_commands(self)
    }

    fn decide(&self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        GameState::decide(self, seat, command)
    }

    fn evolve(&mut self, event: &Event) -> Result<(), &'static str> {
        GameState::evolve(self, event)
    }

    fn chance(&self) -> Option<Event> {
        GameState::chance(self)
    }
}

/// Plays a seeded game to the end: supplies from `seed`, the players'
/// choices from a generator keyed by `choices`. Returns the final state and
/// the whole log.
pub fn random_game(options: Options, seed: Seed, choices: Seed) -> Option<(GameState, Vec<Event>)> {
    let (mut state, mut log) = super::new_game(options, TileOrder::Seeded { seed }).ok()?;
    play_out(&mut state, &mut log, &mut GameRng::new(choices))?;
    Some((state, log))
}
