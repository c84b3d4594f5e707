//! What every rule set's game state holds alike.

use super::effects::appended;
use super::order::TileOrder;
use super::players::Seats;
use super::table::Table;

/// The head of every rule set's game state: its options, the board, the
/// seats, the step of the turn and what happened so far. `P` is the rule
/// set's steps of a turn, `T` its tile type and `S` its scoring record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Head<O, P, T, S> {
    /// Options the game was created with.
    pub options: O,
    /// Whether the creator fixed the tile order.
    pub custom: bool,
    /// Placed tiles and their features.
    pub table: Table,
    /// Turn order, resignations and scores.
    pub seats: Seats,
    /// The step of the turn.
    pub phase: P,
    /// Turns completed so far.
    pub turn: u32,
    /// Tiles taken out of play: drawn but fitting nowhere, or left in a
    /// resigned player's hand.
    pub discarded: Vec<T>,
    /// Every scoring so far, in order.
    pub scorings: Vec<S>,
}

impl<O, P, T, S> Head<O, P, T, S> {
    /// A game at its start, dealt by `order`: nothing played, discarded or
    /// scored yet.
    pub fn new(options: O, order: &TileOrder, table: Table, seats: Seats, phase: P) -> Self {
        Head {
            options,
            custom: order.is_custom(),
            table,
            seats,
            phase,
            turn: 0,
            discarded: Vec::new(),
            scorings: Vec::new(),
        }
    }
}

impl<O, P, T: Copy, S> Head<O, P, T, S> {
    /// The scorings made since `before` (the same game, earlier).
    pub fn scorings_since<'a>(&'a self, before: &Self) -> &'a [S] {
        appended(&before.scorings, &self.scorings)
    }

    /// The tiles taken out of play since `before`, but none when the event
    /// that led here names its tile itself (`named`: a discard event).
    pub fn discarded_since(&self, before: &Self, named: bool) -> Vec<T> {
        if named { Vec::new() } else { appended(&before.discarded, &self.discarded).to_vec() }
    }
}
