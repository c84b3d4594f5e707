//! What every rule set's game state is: an event-sourced state machine.
//! A rule set supplies `decide` (what a command would record, or why it is
//! illegal), `evolve` (one event applied) and `chance` (what the hidden
//! supply deals next); playing, applying and dealing are the same for all.
//! [`random_command`] and [`play_out`] play any rule set at random (property
//! tests, benchmarks, the weakest possible bot).

use super::board::{Board, PlacementProblem};
use super::catalog::TileType;
use super::geometry::{Pos, Rotation, Side};
use super::players::Seat;
use super::rng::GameRng;

/// Refusals every rule set shares: the game's end, turn order, the steps
/// of a turn and the placement rule. Each rule set's error wraps it and
/// names the rule of its own specification.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommonError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// Only the player to move may act.
    #[error("it is seat {current}'s turn, not seat {actor}'s", current = current.0, actor = actor.0)]
    NotYourTurn {
        /// Who asked.
        actor: Seat,
        /// Who is to move.
        current: Seat,
    },
    /// The command belongs to another step of the turn.
    #[error("expected {expected} now")]
    WrongStep {
        /// What the turn needs next.
        expected: &'static str,
    },
    /// Rotations are 0..3 quarter turns.
    #[error("rotation {0} is not 0..3")]
    InvalidRotation(u8),
    /// The cell holds a tile.
    #[error("cell {0} already holds a tile")]
    CellOccupied(Pos),
    /// The cell shares no side with a placed tile.
    #[error("cell {0} does not share a side with a placed tile")]
    NotAdjacent(Pos),
    /// A side's terrain does not continue the neighbour's.
    #[error("the {side:?} side at {pos} does not match the neighbouring tile")]
    EdgeMismatch {
        /// The cell.
        pos: Pos,
        /// The mismatching side (after rotation).
        side: Side,
    },
    /// The tile has no region with this index.
    #[error("the tile has no region {0}")]
    NoSuchRegion(u8),
    /// The seat does not exist or has resigned.
    #[error("seat {} is not playing", .0.0)]
    NotPlaying(Seat),
}

impl CommonError {
    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            CommonError::GameOver => "game_over",
            CommonError::NotYourTurn { .. } => "not_your_turn",
            CommonError::WrongStep { .. } => "wrong_step",
            CommonError::InvalidRotation(_) => "invalid_rotation",
            CommonError::CellOccupied(_) => "cell_occupied",
            CommonError::NotAdjacent(_) => "not_adjacent",
            CommonError::EdgeMismatch { .. } => "edge_mismatch",
            CommonError::NoSuchRegion(_) => "no_such_region",
            CommonError::NotPlaying(_) => "not_playing",
        }
    }
}

/// The placement rule for `tile` at `pos` turned by `rotation`: an empty
/// cell next to the board whose touching sides all continue (`None` is an
/// unknown tile type: it fits nowhere).
pub fn check_placement(board: &Board, tile: Option<&TileType>, pos: Pos, rotation: u8) -> Result<(), CommonError> {
    let turned = Rotation::new(rotation).ok_or(CommonError::InvalidRotation(rotation))?;
    let ty = tile.ok_or(CommonError::NotAdjacent(pos))?;
    board.check(pos, ty, turned).map_err(|problem| match problem {
        PlacementProblem::Occupied => CommonError::CellOccupied(pos),
        PlacementProblem::NotAdjacent => CommonError::NotAdjacent(pos),
        PlacementProblem::Mismatch(side) => CommonError::EdgeMismatch { pos, side },
    })
}

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
