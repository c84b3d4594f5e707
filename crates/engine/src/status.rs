//! Who decides next, or how a game ended: what every rule set reports of
//! its progress ([`super::ruleset::Rules::status`]).

use super::seat::Seat;
use serde::Serialize;

/// Who decides next, or how the game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// One seat decides.
    ToMove(Seat),
    /// A team decision (co-operative games): any of `seats` may take it
    /// for the team; `active` is the player whose turn it is.
    TeamToMove {
        /// The player whose turn it is.
        active: Seat,
        /// Every seat that may decide.
        seats: Vec<Seat>,
    },
    /// The game is over.
    Over(Outcome),
}

impl Status {
    /// The player whose turn it is; none when the game is over.
    pub fn active(&self) -> Option<Seat> {
        match self {
            Status::ToMove(seat) | Status::TeamToMove { active: seat, .. } => Some(*seat),
            Status::Over(_) => None,
        }
    }

    /// The seats that may send the next command.
    pub fn deciders(&self) -> &[Seat] {
        match self {
            Status::ToMove(seat) => std::slice::from_ref(seat),
            Status::TeamToMove { seats, .. } => seats,
            Status::Over(_) => &[],
        }
    }

    /// Whether `seat` may send the next command.
    pub fn may_act(&self, seat: Seat) -> bool {
        self.deciders().contains(&seat)
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        match self {
            Status::Over(outcome) => Some(outcome),
            Status::ToMove(_) | Status::TeamToMove { .. } => None,
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self, Status::Over(_))
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum Outcome {
    /// A competitive game: the seats with the highest score among those
    /// who did not resign won; tied seats share the victory.
    Winners {
        /// The winning seats, in seat order.
        seats: Vec<Seat>,
        /// Each seat's place, by seat: 1 for the winners, then by score;
        /// tied seats share a place, and seats that resigned come last.
        places: Vec<u8>,
    },
    /// A co-operative game the team won.
    Victory {
        /// The rule id that ended the game.
        rule: &'static str,
    },
    /// A co-operative game the team lost.
    Defeat {
        /// The rule id that ended the game.
        rule: &'static str,
    },
}
