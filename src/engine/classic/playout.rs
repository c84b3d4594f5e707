//! Random complete games: every move drawn uniformly from the legal ones.
//! Used by the property tests and the benchmarks, and usable as the
//! weakest possible bot.

use super::events::Event;
use super::options::{Options, TileOrder};
use super::state::GameState;
use crate::engine::rng::{GameRng, Seed};

/// Plays a seeded base game with `players` players to the end. The tile
/// order comes from `seed`; the players' choices from a second generator
/// keyed by `choices`. Returns the final state and the whole log.
pub fn random_game(seed: Seed, choices: Seed, players: u8) -> Option<(GameState, Vec<Event>)> {
    random_game_with(Options::for_players(players), seed, choices)
}

/// Like [`random_game`], with any options (expansions included).
pub fn random_game_with(options: Options, seed: Seed, choices: Seed) -> Option<(GameState, Vec<Event>)> {
    let (mut state, mut log) = super::new_game(options, TileOrder::Seeded { seed }).ok()?;
    let mut rng = GameRng::new(choices);
    while let Some(command) = random_command(&state, &mut rng) {
        log.extend(state.play(state.current, &command).ok()?);
    }
    Some((state, log))
}

/// One legal command of the player to move, uniformly chosen.
pub fn random_command(state: &GameState, rng: &mut GameRng) -> Option<super::Command> {
    let commands = state.legal_commands();
    let n = u32::try_from(commands.len()).ok()?;
    (n > 0).then(|| commands[rng.below(n) as usize])
}
