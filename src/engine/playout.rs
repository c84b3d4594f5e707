//! Random complete games: every move drawn uniformly from the legal ones.
//! Used by the property tests and the benchmarks of every rule set, and
//! usable as the weakest possible bot.

use super::players::Seat;
use super::rng::GameRng;

/// What a rule set's game state offers to a player that only knows the rules.
pub trait Playable {
    /// A command of this rule set.
    type Command: Copy;
    /// An event of this rule set.
    type Event;
    /// Why a command is refused.
    type Error;
    /// The seat to move.
    fn to_move(&self) -> Seat;
    /// Every legal command of the seat to move.
    fn legal_commands(&self) -> Vec<Self::Command>;
    /// Decides and applies a command, chance included.
    fn play(&mut self, seat: Seat, command: &Self::Command) -> Result<Vec<Self::Event>, Self::Error>;
}

/// One legal command of the player to move, uniformly chosen.
pub fn random_command<G: Playable>(state: &G, rng: &mut GameRng) -> Option<G::Command> {
    let commands = state.legal_commands();
    let n = u32::try_from(commands.len()).ok()?;
    (n > 0).then(|| commands[rng.below(n) as usize])
}

/// Plays random legal commands until nobody can move, appending the events
/// to `log`; `None` if a chosen command was refused (a bug).
pub fn play_out<G: Playable>(state: &mut G, log: &mut Vec<G::Event>, rng: &mut GameRng) -> Option<()> {
    while let Some(command) = random_command(state, rng) {
        log.extend(state.play(state.to_move(), &command).ok()?);
    }
    Some(())
}
