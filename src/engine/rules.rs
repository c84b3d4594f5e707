//! What every rule set's game state is: an event-sourced state machine.
//! A rule set supplies `decide` (what a command would record, or why it is
//! illegal), `evolve` (one event applied) and `chance` (what the hidden
//! supply deals next); playing, applying and dealing are the same for all.
//! [`random_command`] and [`play_out`] play any rule set at random (property
//! tests, benchmarks, the weakest possible bot).

use super::players::Seat;
use super::rng::GameRng;

/// An event-sourced rule set.
pub trait Rules {
    /// A command of this rule set.
    type Command: Copy;
    /// An event of this rule set.
    type Event;
    /// Why a command is refused.
    type Error;

    /// The seat to move.
    fn to_move(&self) -> Seat;
    /// Every legal command of the seat to move, in an order that depends
    /// only on the game so far.
    fn legal_commands(&self) -> Vec<Self::Command>;
    /// The events `command` by `seat` would add, or why it is illegal.
    /// Changes nothing.
    fn decide(&self, seat: Seat, command: &Self::Command) -> Result<Vec<Self::Event>, Self::Error>;
    /// Applies one event. Events this engine decided always fit; an error
    /// means the log was written by something else.
    fn evolve(&mut self, event: &Self::Event) -> Result<(), &'static str>;
    /// What chance does next, if it is chance's move.
    fn chance(&self) -> Option<Self::Event>;

    /// Applies events in order; stops at the first that does not fit.
    fn apply(&mut self, events: &[Self::Event]) -> Result<(), &'static str> {
        events.iter().try_for_each(|event| self.evolve(event))
    }

    /// Applies chance events until a player has to decide; appends them.
    fn run_chance(&mut self, events: &mut Vec<Self::Event>) {
        while let Some(event) = self.chance() {
            let applied = self.evolve(&event);
            debug_assert!(applied.is_ok(), "chance dealt an event evolve refuses");
            events.push(event);
        }
    }

    /// Applies events this engine decided (they always fit), then lets
    /// chance deal; returns them all.
    fn commit(&mut self, mut events: Vec<Self::Event>) -> Vec<Self::Event> {
        let applied = self.apply(&events);
        debug_assert!(applied.is_ok(), "decide produced an event evolve refuses");
        self.run_chance(&mut events);
        events
    }

    /// Decides and applies `command`, then lets chance deal. Returns every
    /// new event; on error the state is unchanged.
    fn play(&mut self, seat: Seat, command: &Self::Command) -> Result<Vec<Self::Event>, Self::Error> {
        let decided = self.decide(seat, command)?;
        Ok(self.commit(decided))
    }
}

/// One legal command of the player to move, uniformly chosen.
pub fn random_command<G: Rules>(state: &G, rng: &mut GameRng) -> Option<G::Command> {
    let commands = state.legal_commands();
    let n = u32::try_from(commands.len()).ok()?;
    (n > 0).then(|| commands[rng.below(n) as usize])
}

/// Plays random legal commands until nobody can move, appending the events
/// to `log`; `None` if a chosen command was refused (a bug).
pub fn play_out<G: Rules>(state: &mut G, log: &mut Vec<G::Event>, rng: &mut GameRng) -> Option<()> {
    while let Some(command) = random_command(state, rng) {
        log.extend(state.play(state.to_move(), &command).ok()?);
    }
    Some(())
}
