//! Rating arithmetic, by the `skillratings` crate: Glicko-2 for games of
//! two players, Weng-Lin (a Bayesian rating for free-for-all games, as
//! OpenSkill) for three to five. Each game is one rating period.

use api::profiles::Pool;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use skillratings::{MultiTeamOutcome, Outcomes};
use std::collections::HashMap;
use storage::ratings::{PoolRow, Skill};
use uuid::Uuid;

/// Rated games an account plays in a pool before its rating counts as
/// established: until then it is provisional and on no leaderboard.
pub const PROVISIONAL_GAMES: i32 = 10;

/// Distinct opponents an account must have met in a pool's rated games
/// to be on its leaderboard (besides [`PROVISIONAL_GAMES`] games).
pub const LEADERBOARD_OPPONENTS: i32 = 5;

/// A rated game that ends while a seat has made fewer decisions (commands)
/// of its own than this is aborted: nothing recorded, no rating changed.
pub const ABORT_BELOW_DECISIONS: usize = 2;

/// Rated games of a rule set that two accounts may finish together within
/// 24 hours and have counted; later ones that day count for records only.
pub const PAIRING_GAMES_PER_DAY: i64 = 3;

/// A pool's rating arithmetic (the pools are the API's, [`Pool`]).
pub trait Rating {
    /// The rating of an account that has played no rated game in the pool.
    fn initial(self) -> Skill;
    /// The ratings after a game whose players had `before` and took
    /// `places` (1 for the winners; tied players share a place), in the
    /// same order. A duel with other than two players changes nothing.
    fn rate(self, before: &[Skill], places: &[u8]) -> Vec<Skill>;
}

impl Rating for Pool {
    fn initial(self) -> Skill {
        match self {
            Pool::Duel => {
                let start = Glicko2Rating::new();
                Skill { rating: start.rating, deviation: start.deviation, volatility: start.volatility }
            }
            Pool::Multiplayer => {
                let start = WengLinRating::new();
                Skill { rating: start.rating, deviation: start.uncertainty, volatility: 0.0 }
            }
        }
    }

    fn rate(self, before: &[Skill], places: &[u8]) -> Vec<Skill> {
        match self {
            Pool::Duel => match (before, places) {
                ([one, two], [place_one, place_two]) => {
                    let outcome = match place_one.cmp(place_two) {
                        std::cmp::Ordering::Less => Outcomes::WIN,
                        std::cmp::Ordering::Equal => Outcomes::DRAW,
                        std::cmp::Ordering::Greater => Outcomes::LOSS,
                    };
                    let (one, two) = glicko2(&glicko(*one), &glicko(*two), &outcome, &Glicko2Config::new());
                    vec![from_glicko(one), from_glicko(two)]
                }
                _ => before.to_vec(),
            },
            Pool::Multiplayer => {
                let teams: Vec<[WengLinRating; 1]> = before
                    .iter()
                    .map(|skill| [WengLinRating { rating: skill.rating, uncertainty: skill.deviation }])
                    .collect();
                let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
                    .iter()
                    .zip(places)
                    .map(|(team, place)| (&team[..], MultiTeamOutcome::new(usize::from(*place))))
                    .collect();
                weng_lin_multi_team(&ranked, &WengLinConfig::new())
                    .iter()
                    .zip(before)
                    .map(|(team, before)| match team.first() {
                        Some(after) => Skill { rating: after.rating, deviation: after.uncertainty, volatility: 0.0 },
                        None => *before,
                    })
                    .collect()
            }
        }
    }
}

/// A rated game's row as rated again: the account, the game, its rating
/// before and its state after.
pub type Rerated = (i64, Uuid, f64, Skill);

/// Rates again, in order, the rated games of one pool that `rows` hold
/// (grouped by game, in the order they were rated), from `start`: each
/// account's rating before the first of them (none: the pool's initial
/// rating). A game that had players whose history is erased (deleted
/// accounts) cannot be rated again: it keeps the change it recorded for
/// the others, applied to where they stand now. Returns every row as
/// rated again and each account's rating after the last.
pub fn rerate(pool: Pool, start: &HashMap<i64, Skill>, rows: &[PoolRow]) -> (Vec<Rerated>, HashMap<i64, Skill>) {
    let mut now: HashMap<i64, Skill> = start.clone();
    let mut rerated = Vec::with_capacity(rows.len());
    for game in rows.chunk_by(|a, b| a.game_id == b.game_id) {
        let before: Vec<Skill> =
            game.iter().map(|row| now.get(&row.account_id).copied().unwrap_or_else(|| pool.initial())).collect();
        let complete = game.first().is_some_and(|row| usize::try_from(row.players).ok() == Some(game.len()));
        let after: Vec<Skill> = if complete {
            let places: Vec<u8> = game.iter().map(|row| u8::try_from(row.place).unwrap_or(u8::MAX)).collect();
            pool.rate(&before, &places)
        } else {
            game.iter()
                .zip(&before)
                .map(|(row, before)| Skill {
                    rating: before.rating + (row.rating - row.rating_before),
                    deviation: row.deviation,
                    volatility: row.volatility,
                })
                .collect()
        };
        for ((row, before), after) in game.iter().zip(before).zip(after) {
            now.insert(row.account_id, after);
            rerated.push((row.account_id, row.game_id, before.rating, after));
        }
    }
    (rerated, now)
}

fn glicko(skill: Skill) -> Glicko2Rating {
    Glicko2Rating { rating: skill.rating, deviation: skill.deviation, volatility: skill.volatility }
}

fn from_glicko(rating: Glicko2Rating) -> Skill {
    Skill { rating: rating.rating, deviation: rating.deviation, volatility: rating.volatility }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skill(rating: f64, deviation: f64) -> Skill {
        Skill { rating, deviation, volatility: 0.06 }
    }

    /// The library's published example: two new players, one wins.
    #[test]
    fn a_first_duel_moves_both_new_players_as_the_library_documents() {
        let start = Pool::Duel.initial();
        let after = Pool::Duel.rate(&[start, start], &[1, 2]);
        assert_eq!((after[0].rating.round(), after[0].deviation.round()), (1662.0, 290.0));
        assert_eq!((after[1].rating.round(), after[1].deviation.round()), (1338.0, 290.0));
        assert_eq!(after[0].volatility, 0.059_999_675_372_338_14);
        let draw = Pool::Duel.rate(&[start, start], &[1, 1]);
        assert_eq!(draw[0].rating.round(), 1500.0);
    }

    /// Glickman's example player (1500, deviation 200) beats a 1400 and
    /// loses to a 1550 and a 1700, one game at a time: the library's
    /// published values after the first game and after the third.
    #[test]
    fn a_sequence_of_duels_gives_the_library_reference_values() {
        let mut player = skill(1500.0, 200.0);
        let first = Pool::Duel.rate(&[player, skill(1400.0, 30.0)], &[1, 2]);
        assert_eq!((first[0].rating.round(), first[0].deviation.round()), (1564.0, 175.0));
        assert_eq!((first[1].rating.round(), first[1].deviation.round()), (1398.0, 32.0));
        player = first[0];
        player = Pool::Duel.rate(&[skill(1550.0, 100.0), player], &[1, 2])[1];
        player = Pool::Duel.rate(&[player, skill(1700.0, 300.0)], &[2, 1])[0];
        assert_eq!((player.rating.round(), player.deviation.round()), (1464.0, 152.0));
        assert_eq!(player.volatility, 0.059_997_514_049_860_735);
    }

    /// The library's published values for two players of 24 (deviation
    /// 2) as a multi-team game; more players, the winner gains most.
    #[test]
    fn multiplayer_ratings_follow_weng_lin() {
        let even = Skill { rating: 24.0, deviation: 2.0, volatility: 0.0 };
        let after = Pool::Multiplayer.rate(&[even, even], &[1, 2]);
        assert_eq!(after[0].rating, 24.305_987_072_319_287);
        assert_eq!(after[1].rating, 23.694_012_927_680_713);
        let start = Pool::Multiplayer.initial();
        assert_eq!((start.rating, start.deviation), (25.0, 25.0 / 3.0));
        let after = Pool::Multiplayer.rate(&[start; 4], &[3, 1, 2, 4]);
        assert!(after[1].rating > after[2].rating && after[2].rating > after[0].rating);
        assert!(after[0].rating > after[3].rating && after.iter().all(|a| a.deviation < start.deviation));
    }

    #[test]
    fn pools_by_player_count_and_name() {
        assert_eq!(Pool::of(2), Pool::Duel);
        assert_eq!(Pool::of(5), Pool::Multiplayer);
        for pool in Pool::ALL {
            assert_eq!(Pool::parse(pool.as_str()), Some(pool));
        }
    }

    fn row(account: i64, game: u128, place: i16, change: (f64, f64), players: i16) -> PoolRow {
        PoolRow {
            account_id: account,
            game_id: Uuid::from_u128(game),
            place,
            rating_before: change.0,
            rating: change.1,
            deviation: 100.0,
            volatility: 0.06,
            players,
        }
    }

    /// Two games rated again in order: the second starts where the first
    /// left its players. A game whose other player's history is erased
    /// keeps its recorded change, applied where its player stands now.
    #[test]
    fn rerating_follows_the_games_in_order_and_keeps_what_cannot_be_rated_again() {
        let start = Pool::Duel.initial();
        let rows = [
            row(1, 1, 1, (0.0, 0.0), 2),
            row(2, 1, 2, (0.0, 0.0), 2),
            row(2, 2, 1, (0.0, 0.0), 2),
            row(3, 2, 2, (0.0, 0.0), 2),
            row(3, 3, 1, (1400.0, 1410.0), 2),
        ];
        let earlier = Skill { rating: 1700.0, deviation: 80.0, volatility: 0.06 };
        let (rerated, after) = rerate(Pool::Duel, &HashMap::from([(3, earlier)]), &rows);
        let first = Pool::Duel.rate(&[start, start], &[1, 2]);
        let second = Pool::Duel.rate(&[first[1], earlier], &[1, 2]);
        assert_eq!(rerated.len(), 5);
        assert_eq!((rerated[2].0, rerated[2].2, rerated[2].3), (2, first[1].rating, second[0]));
        assert_eq!(after[&1], first[0]);
        assert_eq!(after[&2], second[0]);
        let kept = after[&3];
        assert_eq!((kept.rating, kept.deviation), (second[1].rating + 10.0, 100.0), "the recorded change, moved");
    }
}
