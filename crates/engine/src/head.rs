//! What every rule set's game state holds alike.

use super::effects::beyond;
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
    /// Every scoring so far, in order (none once records are forgotten:
    /// [`Head::forget_records`]).
    pub scorings: Vec<S>,
    /// Whether scorings are still recorded.
    keeps_records: bool,
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
            keeps_records: true,
        }
    }

    /// Whether scorings are still recorded: a rule set that derives a
    /// costly part of a record computes it only then.
    pub fn keeps_records(&self) -> bool {
        self.keeps_records
    }

    /// Records `scoring`, unless records are forgotten.
    pub fn record(&mut self, scoring: S) {
        if self.keeps_records {
            self.scorings.push(scoring);
        }
    }
}

/// A rule set's steps of a turn, as far as the core needs to know them.
pub trait TurnStep: Copy + PartialEq {
    /// The step of a game that is over.
    const FINISHED: Self;
}

/// What the core reads and changes in every rule set's [`Head`], whatever
/// its types: the seats, whether the game is over, the records.
pub trait Core {
    /// Turn order, resignations and scores.
    fn seats(&self) -> &Seats;
    /// Whether the game is over.
    fn finished(&self) -> bool;
    /// Drops the scoring records and keeps none from now on. No rule reads
    /// them (views and effects do), so the copies bots look ahead in are
    /// cheaper to make and to play in without them.
    fn forget_records(&mut self);
}

impl<O, P: TurnStep, T, S> Core for Head<O, P, T, S> {
    fn seats(&self) -> &Seats {
        &self.seats
    }

    fn finished(&self) -> bool {
        self.phase == P::FINISHED
    }

    fn forget_records(&mut self) {
        self.keeps_records = false;
        self.scorings = Vec::new();
    }
}

/// How many scorings and discards a game had at some point: what
/// [`Head::scorings_since`] and [`Head::discarded_since`] count from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeadMark {
    scorings: usize,
    discarded: usize,
}

impl<O, P, T: Copy, S> Head<O, P, T, S> {
    /// How many scorings and discards the game has now.
    pub fn mark(&self) -> HeadMark {
        HeadMark { scorings: self.scorings.len(), discarded: self.discarded.len() }
    }

    /// The scorings made since `mark` was taken.
    pub fn scorings_since(&self, mark: HeadMark) -> &[S] {
        beyond(&self.scorings, mark.scorings)
    }

    /// The tiles taken out of play since `mark` was taken, but none when
    /// the event that led here names its tile itself (`named`: a discard).
    pub fn discarded_since(&self, mark: HeadMark, named: bool) -> Vec<T> {
        if named { Vec::new() } else { beyond(&self.discarded, mark.discarded).to_vec() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::order::TileOrder;
    use crate::players::Seats;
    use crate::rng::Seed;
    use crate::table::Table;

    impl TurnStep for bool {
        const FINISHED: bool = true;
    }

    /// Records are kept until forgotten; then none, old or new.
    #[test]
    fn a_head_keeps_records_until_it_forgets_them() {
        let order = TileOrder::Seeded { seed: Seed::from_u64(1) };
        let seats = Seats::new(2, 0, 2..=2).unwrap();
        let mut head: Head<(), bool, u8, u32> = Head::new((), &order, Table::new(1, None, 1), seats, false);
        head.record(7);
        assert_eq!(head.scorings, [7]);
        head.forget_records();
        head.record(8);
        assert!(head.scorings.is_empty() && !head.keeps_records());
    }
}
