//! What a finished game leaves on its players' profiles, settled in the
//! transaction of its last event: every player's record of games, a rated
//! game's new ratings with their history, and a co-operative game's team
//! records by level.

use super::ratings::{ABORT_BELOW_DECISIONS, PAIRING_GAMES_PER_DAY, Rating};
use api::model::RatedResult;
use api::profiles::Pool;
use chrono::{DateTime, Utc};
use engine::status::Outcome;
use std::collections::HashSet;
use storage::games::GameRow;
use storage::ratings::{self as stored, RatingChange, Tally};
use storage::{DbConn, StorageError};
use uuid::Uuid;

/// What the end of one game settles.
pub(super) struct Settlement {
    game: Uuid,
    ruleset: String,
    rated: bool,
    /// The fewest decisions of its own any seat made.
    fewest_decisions: usize,
    ending: Ending,
}

/// How the game ended, for those who played it in person.
enum Ending {
    /// A competitive game: each person's account and place.
    Placed(Vec<(i64, u8)>),
    /// A co-operative game at `level`, won or lost by the team of `accounts`.
    Team { level: i16, won: bool, accounts: Vec<i64> },
}

impl Settlement {
    /// What the end of game `row` with `outcome` settles: `seats` holds,
    /// by seat, the account of the person who plays it (none where a bot
    /// does) and how many decisions of its own the seat made, and `level`
    /// is the game's co-operative level. Nothing for a single-seat game
    /// (one account played every seat).
    pub fn of(
        row: &GameRow,
        outcome: &Outcome,
        level: Option<u8>,
        seats: &[(Option<i64>, usize)],
    ) -> Option<Settlement> {
        if row.single_seat {
            return None;
        }
        let people: Vec<(usize, i64)> =
            seats.iter().enumerate().filter_map(|(seat, (person, _))| Some((seat, (*person)?))).collect();
        let ending = match outcome {
            Outcome::Winners { places, .. } => Ending::Placed(
                people.iter().filter_map(|(seat, account)| Some((*account, *places.get(*seat)?))).collect(),
            ),
            Outcome::Victory { .. } | Outcome::Defeat { .. } => Ending::Team {
                level: i16::from(level?),
                won: matches!(outcome, Outcome::Victory { .. }),
                accounts: distinct(people.iter().map(|(_, account)| *account)),
            },
        };
        // Rated only while every seat is a different person.
        let rated =
            row.rated && people.len() == seats.len() && distinct(people.iter().map(|p| p.1)).len() == seats.len();
        let fewest_decisions = seats.iter().map(|(_, decisions)| *decisions).min().unwrap_or(0);
        Some(Settlement { game: row.id, ruleset: row.ruleset.clone(), rated, fewest_decisions, ending })
    }

    /// Writes what the game settles at `now`, in the transaction of its
    /// last event: records, and for a rated game its verdict
    /// ([`RatedResult`], kept with the game) and the ratings it moves.
    pub fn apply(&self, conn: &mut DbConn, now: DateTime<Utc>) -> Result<(), StorageError> {
        let placed = match &self.ending {
            Ending::Team { level, won, accounts } if !accounts.is_empty() => {
                return stored::record_team(conn, &self.ruleset, *level, accounts, *won);
            }
            Ending::Team { .. } => return Ok(()),
            Ending::Placed(placed) => placed,
        };
        let accounts: Vec<i64> = placed.iter().map(|(account, _)| *account).collect();
        let deleted = storage::accounts::deleted_among(conn, &accounts)?;
        let verdict = self.judge(conn, &accounts, &deleted, now)?;
        if let Some(verdict) = verdict {
            storage::games::set_rated_result(conn, self.game, verdict.as_str())?;
        }
        if verdict == Some(RatedResult::Aborted) {
            return Ok(());
        }
        let places: Vec<u8> = placed.iter().map(|(_, place)| *place).collect();
        // A deleted account keeps no record (its profile is erased).
        let results: Vec<(i64, Tally)> = placed
            .iter()
            .filter(|(account, _)| !deleted.contains(account))
            .map(|(account, place)| (*account, tally(*place, &places)))
            .collect();
        if !results.is_empty() {
            stored::record_games(conn, &self.ruleset, &results)?;
        }
        if verdict == Some(RatedResult::Counted) { self.rate(conn, placed, now) } else { Ok(()) }
    }

    /// What a competitive game of `accounts` (of which `deleted` are
    /// deleted) does to the ratings at `now`: none for an unrated game.
    fn judge(
        &self,
        conn: &mut DbConn,
        accounts: &[i64],
        deleted: &[i64],
        now: DateTime<Utc>,
    ) -> Result<Option<RatedResult>, StorageError> {
        if !self.rated {
            return Ok(None);
        }
        if self.fewest_decisions < ABORT_BELOW_DECISIONS {
            return Ok(Some(RatedResult::Aborted));
        }
        if !deleted.is_empty() {
            return Ok(Some(RatedResult::AccountDeleted));
        }
        let since = now - chrono::TimeDelta::hours(24);
        for (index, a) in accounts.iter().enumerate() {
            for b in &accounts[index + 1..] {
                if stored::games_together_since(conn, &self.ruleset, (*a, *b), since)? >= PAIRING_GAMES_PER_DAY {
                    return Ok(Some(RatedResult::RepeatedPairing));
                }
            }
        }
        Ok(Some(RatedResult::Counted))
    }

    /// Rates the game's players, who took `placed`.
    fn rate(&self, conn: &mut DbConn, placed: &[(i64, u8)], now: DateTime<Utc>) -> Result<(), StorageError> {
        let pool = Pool::of(placed.len());
        let accounts: Vec<i64> = placed.iter().map(|(account, _)| *account).collect();
        let locked = stored::lock_ratings(conn, &self.ruleset, pool.as_str(), &accounts, pool.initial())?;
        let before = placed
            .iter()
            .map(|(account, _)| {
                let row = locked.iter().find(|row| row.account_id == *account);
                row.map(|r| stored::Skill { rating: r.rating, deviation: r.deviation, volatility: r.volatility })
                    .ok_or(StorageError::Misuse("a rating was not locked"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let places: Vec<u8> = placed.iter().map(|(_, place)| *place).collect();
        let after = pool.rate(&before, &places);
        let changes: Vec<RatingChange> = placed
            .iter()
            .zip(before.iter().zip(after))
            .map(|((account, place), (before, after))| RatingChange {
                account: *account,
                place: i16::from(*place),
                before: before.rating,
                after,
                tally: tally(*place, &places),
            })
            .collect();
        stored::record_ratings(conn, &self.ruleset, pool.as_str(), self.game, &changes, now)
    }
}

/// A result for one who took `place` among `places`: a win alone in first
/// place, a draw in a shared first place, else a loss.
pub(super) fn tally(place: u8, places: &[u8]) -> Tally {
    let first = places.iter().filter(|p| **p == 1).count();
    match (place, first) {
        (1, 1) => Tally { wins: 1, ..Tally::default() },
        (1, _) => Tally { draws: 1, ..Tally::default() },
        _ => Tally { losses: 1, ..Tally::default() },
    }
}

/// `accounts` without repeats, in first-seen order.
fn distinct(accounts: impl Iterator<Item = i64>) -> Vec<i64> {
    let mut seen = HashSet::new();
    accounts.filter(|account| seen.insert(*account)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_first_place_is_a_draw_and_anything_below_a_loss() {
        assert_eq!(tally(1, &[1, 2, 3]), Tally { wins: 1, losses: 0, draws: 0 });
        assert_eq!(tally(1, &[1, 1, 3]), Tally { wins: 0, losses: 0, draws: 1 });
        assert_eq!(tally(3, &[1, 1, 3]), Tally { wins: 0, losses: 1, draws: 0 });
    }
}
