//! Seats, turn order and figure supplies: what every rule set shares about
//! players, whatever their figures are called.

use super::features::SegmentId;
use serde::{Deserialize, Serialize};

/// A player's seat, 0-based, in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(transparent)]
#[schema(value_type = u8)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat after this one in a game of `players`, wrapping around.
    pub fn next(self, players: u8) -> Seat {
        Seat((self.0 + 1) % players.max(1))
    }
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

/// Players whose figures on a feature are the most numerous (weighted by
/// `strength`), every tied player included (BASE-SCORE-MAJ-1). Empty when
/// no figure has strength.
pub fn majority<K: Copy>(
    figures: impl Iterator<Item = PlacedFigure<K>>,
    players: usize,
    strength: impl Fn(K) -> u32,
) -> Vec<Seat> {
    let mut totals = vec![0u32; players];
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

/// The seat after `seat` in turn order whose player has not resigned
/// (`resigned` by seat); if all have, simply the next seat.
pub fn next_playing(seat: Seat, resigned: &[bool]) -> Seat {
    let players = u8::try_from(resigned.len()).unwrap_or(u8::MAX);
    let mut next = seat.next(players);
    for _ in 0..players {
        if resigned.get(usize::from(next.0)) == Some(&false) {
            return next;
        }
        next = next.next(players);
    }
    seat.next(players)
}

/// Seats with the highest score among the players who did not resign;
/// tied seats share the victory. `standings` holds (score, resigned) by seat.
pub fn leaders(standings: &[(u32, bool)]) -> Vec<Seat> {
    let best = standings.iter().filter(|(_, resigned)| !resigned).map(|(score, _)| *score).max().unwrap_or(0);
    standings
        .iter()
        .enumerate()
        .filter(|(_, (score, resigned))| !resigned && *score == best)
        .map(|(seat, _)| Seat(seat as u8))
        .collect()
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
}
