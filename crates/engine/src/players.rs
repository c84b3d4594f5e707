//! Seats, turn order and figure supplies: what every rule set shares about
//! players, whatever their figures are called.

use super::board::SegmentId;
use super::refusal::CommonError;
use super::seat::Seat;
use super::setup::SetupError;
use super::status::{Outcome, Status};
use serde::Serialize;
use std::ops::RangeInclusive;

/// A player's public standing, the head of every rule set's player view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Standing {
    /// Seat, 0-based.
    pub seat: u8,
    /// Points.
    pub score: u32,
    /// Whether the player resigned.
    pub resigned: bool,
}

/// A figure on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedFigure<K> {
    /// Whose figure it is.
    pub owner: Seat,
    /// What figure it is (rule-set specific).
    pub kind: K,
    /// The segment it stands on.
    pub segment: SegmentId,
}

/// How many figures of `kind` `owner` has among `figures`.
pub fn held<K: PartialEq>(figures: &[PlacedFigure<K>], owner: Seat, kind: K) -> u8 {
    u8::try_from(figures.iter().filter(|f| f.owner == owner && f.kind == kind).count()).unwrap_or(u8::MAX)
}

/// Players whose figures on a feature are the most numerous (weighted by
/// `strength`), every tied player included (BASE-SCORE-MAJ-1). Empty when
/// no figure has strength.
pub fn majority<K: Copy>(
    figures: impl Iterator<Item = PlacedFigure<K>>,
    players: usize,
    strength: impl Fn(K) -> u32,
) -> Vec<Seat> {
    // On the stack for every rule set's table: bots weigh majorities in
    // every position they rate.
    let (mut on_stack, mut on_heap) = ([0u32; 8], Vec::new());
    let totals: &mut [u32] = if players <= on_stack.len() {
        &mut on_stack[..players]
    } else {
        on_heap.resize(players, 0);
        &mut on_heap
    };
    for figure in figures {
        if let Some(total) = totals.get_mut(usize::from(figure.owner.0)) {
            *total += strength(figure.kind);
        }
    }
    let best = totals.iter().copied().max().unwrap_or(0);
    if best == 0 {
        return Vec::new();
    }
    totals.iter().enumerate().filter(|(_, t)| **t == best).map(|(seat, _)| Seat(seat as u8)).collect()
}

/// Who plays, whose turn it is, who resigned and everyone's score: the
/// turn order every competitive rule set shares. A resigned player is
/// skipped in turn order and cannot win; his figures stay and still score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seats {
    current: Seat,
    scores: Vec<u32>,
    resigned: Vec<bool>,
}

impl Seats {
    /// `players` seats with no points, `start` to move first; `allowed`
    /// is the rule set's player count.
    pub fn new(players: u8, start: u8, allowed: RangeInclusive<u8>) -> Result<Seats, SetupError> {
        if !allowed.contains(&players) {
            return Err(SetupError::PlayerCount(players));
        }
        if start >= players {
            return Err(SetupError::StartPlayer(start));
        }
        let count = usize::from(players);
        Ok(Seats { current: Seat(start), scores: vec![0; count], resigned: vec![false; count] })
    }

    /// Number of seats.
    pub fn count(&self) -> u8 {
        u8::try_from(self.scores.len()).unwrap_or(u8::MAX)
    }

    /// The seat whose turn it is.
    pub fn current(&self) -> Seat {
        self.current
    }

    /// Hands the turn (or a decision within it) to `seat`.
    pub fn set_current(&mut self, seat: Seat) {
        self.current = seat;
    }

    /// Passes the turn to the next seat that has not resigned.
    pub fn pass(&mut self) {
        self.current = self.next_playing(self.current);
    }

    /// Points by seat.
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    /// Adds `points` to `seat`'s score.
    pub fn award(&mut self, seat: Seat, points: u32) {
        if let Some(score) = self.scores.get_mut(usize::from(seat.0)) {
            *score += points;
        }
    }

    /// Whether `seat` has resigned (or does not exist).
    pub fn has_resigned(&self, seat: Seat) -> bool {
        self.resigned.get(usize::from(seat.0)) != Some(&false)
    }

    /// How many players have not resigned.
    pub fn playing(&self) -> usize {
        self.resigned.iter().filter(|r| !**r).count()
    }

    /// The seat after `seat` in turn order whose player has not resigned;
    /// if all have, simply the next seat.
    pub fn next_playing(&self, seat: Seat) -> Seat {
        let players = self.count();
        let mut next = seat.next(players);
        for _ in 0..players {
            if !self.has_resigned(next) {
                return next;
            }
            next = next.next(players);
        }
        seat.next(players)
    }

    /// Whether `seat` may act now in a game that is `over` or not: only the
    /// seat whose turn it is, and only before the end.
    pub fn check_turn(&self, seat: Seat, over: bool) -> Result<(), CommonError> {
        if over {
            return Err(CommonError::GameOver);
        }
        if seat != self.current {
            return Err(CommonError::NotYourTurn { actor: seat, current: self.current });
        }
        Ok(())
    }

    /// Whether `seat` may resign now: at any time before the end, to the
    /// player to move and to the others alike.
    pub fn check_resign(&self, seat: Seat, over: bool) -> Result<(), CommonError> {
        if over {
            return Err(CommonError::GameOver);
        }
        if self.has_resigned(seat) {
            return Err(CommonError::NotPlaying(seat));
        }
        Ok(())
    }

    /// Records that `seat` resigned; returns whether fewer than two players
    /// remain (the game then ends).
    pub fn resign(&mut self, seat: Seat) -> Result<bool, &'static str> {
        let resigned = self.resigned.get_mut(usize::from(seat.0)).ok_or("no such seat")?;
        if std::mem::replace(resigned, true) {
            return Err("seat already resigned");
        }
        Ok(self.playing() < 2)
    }

    /// Seats with the highest score among the players who did not resign;
    /// tied seats share the victory.
    pub fn leaders(&self) -> Vec<Seat> {
        let standing = || self.scores.iter().zip(&self.resigned).zip(0..).filter(|((_, resigned), _)| !**resigned);
        let best = standing().map(|((score, _), _)| *score).max().unwrap_or(0);
        standing().filter(|((score, _), _)| **score == best).map(|(_, seat)| Seat(seat)).collect()
    }

    /// Each seat's place, by seat: one more than the number of seats that
    /// did better. A seat that did not resign does better than one that
    /// did, and among either, a higher score does better.
    pub fn places(&self) -> Vec<u8> {
        let standing = |seat: usize| (!self.resigned[seat], self.scores[seat]);
        (0..self.scores.len())
            .map(|seat| {
                let better = (0..self.scores.len()).filter(|other| standing(*other) > standing(seat)).count();
                u8::try_from(better + 1).unwrap_or(u8::MAX)
            })
            .collect()
    }

    /// `seat`'s points minus the best other seat's among those who did
    /// not resign, with `scores` in place of the seats' own (a projection).
    pub fn margin(&self, scores: &[u32], seat: Seat) -> i32 {
        let own = scores.get(usize::from(seat.0)).copied().unwrap_or(0);
        let best_other = (0..self.count())
            .map(Seat)
            .filter(|other| *other != seat && !self.has_resigned(*other))
            .filter_map(|other| scores.get(usize::from(other.0)).copied())
            .max()
            .unwrap_or(0);
        i32::try_from(i64::from(own) - i64::from(best_other)).unwrap_or(0)
    }

    /// The status of a competitive game: the seat whose turn it is, or
    /// once `over` the leaders as winners (ties share the victory).
    pub fn status(&self, over: bool) -> Status {
        if over {
            Status::Over(Outcome::Winners { seats: self.leaders(), places: self.places() })
        } else {
            Status::ToMove(self.current)
        }
    }

    /// The public standing of every seat, for views.
    pub fn standings(&self) -> impl Iterator<Item = Standing> + '_ {
        self.scores.iter().zip(&self.resigned).zip(0..).map(|((score, resigned), seat)| Standing {
            seat,
            score: *score,
            resigned: *resigned,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn on(owner: u8) -> PlacedFigure<()> {
        PlacedFigure { owner: Seat(owner), kind: (), segment: SegmentId(0) }
    }

    /// BASE-SCORE-MAJ-1: all players tied for most figures score.
    #[test]
    fn base_score_maj_1_ties_share_full_points() {
        let figures = [on(0), on(2), on(2), on(0), on(1)];
        assert_eq!(majority(figures.into_iter(), 3, |_| 1), vec![Seat(0), Seat(2)]);
        assert_eq!(majority([on(1)].into_iter(), 3, |_| 1), vec![Seat(1)]);
        assert!(majority([on(1)].into_iter(), 3, |_| 0).is_empty());
    }

    #[test]
    fn seats_wrap_around() {
        assert_eq!(Seat(2).next(3), Seat(0));
        assert_eq!(Seat(0).next(3), Seat(1));
    }

    /// Resigned seats are skipped in turn order and cannot win; the game
    /// ends when fewer than two players remain.
    #[test]
    fn resigned_seats_are_skipped_and_cannot_win() {
        let mut seats = Seats::new(3, 0, 2..=5).unwrap();
        seats.award(Seat(1), 10);
        assert_eq!(seats.resign(Seat(1)), Ok(false));
        assert_eq!(seats.next_playing(Seat(0)), Seat(2));
        assert_eq!(seats.leaders(), vec![Seat(0), Seat(2)]);
        assert_eq!(seats.resign(Seat(1)), Err("seat already resigned"));
        assert_eq!(seats.check_resign(Seat(1), false), Err(CommonError::NotPlaying(Seat(1))));
        assert_eq!(seats.resign(Seat(2)), Ok(true));
        assert_eq!(Seats::new(6, 0, 2..=5), Err(SetupError::PlayerCount(6)));
        assert_eq!(Seats::new(2, 2, 2..=5), Err(SetupError::StartPlayer(2)));
    }

    /// Places rank by score, ties sharing one; a resigned seat comes after
    /// every seat that played on, whatever its score.
    #[test]
    fn places_rank_by_score_and_put_resigned_seats_last() {
        let mut seats = Seats::new(5, 0, 2..=5).unwrap();
        for (seat, points) in [(0, 12), (1, 30), (2, 12), (3, 5), (4, 40)] {
            seats.award(Seat(seat), points);
        }
        seats.resign(Seat(4)).unwrap();
        assert_eq!(seats.places(), vec![2, 1, 2, 4, 5]);
        assert_eq!(seats.status(true), Status::Over(Outcome::Winners { seats: vec![Seat(1)], places: seats.places() }));
    }
}
