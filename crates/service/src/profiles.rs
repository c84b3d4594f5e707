//! Profiles, rating histories and leaderboards: what finished games left
//! on their players (`results`), as others may see it. A profile
//! is public unless its account hides it; its owner always sees it.

use super::ratings::{LEADERBOARD_OPPONENTS, PROVISIONAL_GAMES};
use super::{Caller, Service};
use crate::cursor;
use api::model::RulesetId;
use api::profiles::{
    LeaderboardEntry, LeaderboardPage, Pool, Profile, RatingChangeView, RatingHistoryPage, RatingView, RulesetProfile,
    TeamRecord,
};
use std::collections::BTreeMap;
use storage::ratings::{self as stored, RatingRow};
use storage::{self, StorageError};

/// Largest page of a rating history or a leaderboard.
pub const MAX_PROFILE_PAGE: i64 = 100;

/// Why a profile use case failed.
#[derive(Debug, thiserror::Error)]
pub enum ProfileError {
    /// No such player (or a deleted one).
    #[error("no such player")]
    NotFound,
    /// The player hides their profile.
    #[error("this player keeps their profile to themselves")]
    Hidden,
    /// The page cursor is not one this service gave out.
    #[error("invalid cursor")]
    InvalidCursor,
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

impl Service {
    /// The profile of the player named `username`, as `caller` may see it.
    pub fn profile(&self, caller: &Caller, username: &str) -> Result<Profile, ProfileError> {
        let mut conn = storage::connect(&self.pool)?;
        let owner = visible_player(&mut conn, caller, username)?;
        let records = stored::game_records_of(&mut conn, owner.id)?;
        let ratings = stored::ratings_of(&mut conn, owner.id)?;
        let teams = stored::team_records_of(&mut conn, owner.id)?;
        let mut rulesets: BTreeMap<&str, RulesetProfile> = BTreeMap::new();
        for record in &records {
            if let Some(profile) = entry(&mut rulesets, &record.ruleset) {
                (profile.games, profile.wins, profile.losses, profile.draws) =
                    (record.games, record.wins, record.losses, record.draws);
            }
        }
        for rating in &ratings {
            if let (Some(profile), Some(pool)) = (entry(&mut rulesets, &rating.ruleset), Pool::parse(&rating.pool)) {
                profile.ratings.push(rating_view(pool, rating));
            }
        }
        for team in &teams {
            if let (Some(profile), Ok(level)) = (entry(&mut rulesets, &team.ruleset), u8::try_from(team.level)) {
                profile.team_records.push(TeamRecord { level, wins: team.wins, losses: team.losses });
                if team.wins > 0 {
                    profile.highest_level_won = profile.highest_level_won.max(Some(level));
                }
            }
        }
        Ok(Profile {
            account_id: owner.id,
            username: owner.username,
            display_name: owner.display_name,
            hidden: owner.profile_hidden,
            rulesets: rulesets.into_values().collect(),
        })
    }

    /// The rating changes of the player named `username`, newest first,
    /// `limit` at a time after `cursor`.
    pub fn rating_history(
        &self,
        caller: &Caller,
        username: &str,
        cursor: Option<&str>,
        limit: i64,
    ) -> Result<RatingHistoryPage, ProfileError> {
        let after = cursor.map(|c| cursor::parse(c).ok_or(ProfileError::InvalidCursor)).transpose()?;
        let limit = limit.clamp(1, MAX_PROFILE_PAGE);
        let mut conn = storage::connect(&self.pool)?;
        let owner = visible_player(&mut conn, caller, username)?;
        let mut rows = stored::history(&mut conn, owner.id, after, limit + 1)?;
        let more = rows.len() as i64 > limit;
        rows.truncate(limit as usize);
        let next_cursor = more.then(|| rows.last().map(|r| cursor::format(r.created_at, r.game_id))).flatten();
        let changes = rows
            .into_iter()
            .filter_map(|row| {
                Some(RatingChangeView {
                    game_id: row.game_id,
                    ruleset: RulesetId::parse(&row.ruleset)?,
                    pool: Pool::parse(&row.pool)?,
                    place: u8::try_from(row.place).ok()?,
                    rating_before: row.rating_before,
                    rating: row.rating,
                    deviation: row.deviation,
                    at: row.created_at,
                })
            })
            .collect();
        Ok(RatingHistoryPage { changes, next_cursor })
    }

    /// The leaderboard of `ruleset`'s `pool`: established ratings of
    /// players who show their profile, best first, `limit` at a time
    /// after `cursor` (from a standby, if there is a fit one).
    pub fn leaderboard(
        &self,
        ruleset: RulesetId,
        pool: Pool,
        cursor: Option<&str>,
        limit: i64,
    ) -> Result<LeaderboardPage, ProfileError> {
        let after = cursor.map(|c| parse_rank_cursor(c).ok_or(ProfileError::InvalidCursor)).transpose()?;
        let limit = limit.clamp(1, MAX_PROFILE_PAGE);
        let position = after.map(|(_, rating, account)| (rating, account));
        let mut rows = self.read_behind(|conn| {
            let established = stored::Established { games: PROVISIONAL_GAMES, opponents: LEADERBOARD_OPPONENTS };
            let page = (position, limit + 1);
            stored::leaderboard(conn, ruleset.as_str(), pool.as_str(), established, page, chrono::Utc::now())
                .map_err(ProfileError::from)
        })?;
        let more = rows.len() as i64 > limit;
        rows.truncate(limit as usize);
        let first_rank = after.map_or(1, |(rank, ..)| rank + 1);
        let entries: Vec<LeaderboardEntry> = rows
            .into_iter()
            .zip(first_rank..)
            .map(|((rating, username, display_name), rank)| LeaderboardEntry {
                rank,
                account_id: rating.account_id,
                username,
                display_name,
                rating: rating.rating,
                deviation: rating.deviation,
                games: rating.games,
            })
            .collect();
        let next_cursor =
            more.then(|| entries.last().map(|e| format_rank_cursor(e.rank, e.rating, e.account_id))).flatten();
        Ok(LeaderboardPage { ruleset, pool, entries, next_cursor })
    }
}

/// The part of a profile for `ruleset`, made empty if it is not there
/// yet; none for a rule set this service no longer hosts.
fn entry<'m, 'a>(
    rulesets: &'m mut BTreeMap<&'a str, RulesetProfile>,
    ruleset: &'a str,
) -> Option<&'m mut RulesetProfile> {
    let id = RulesetId::parse(ruleset)?;
    Some(rulesets.entry(ruleset).or_insert_with(|| RulesetProfile {
        ruleset: id,
        games: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        ratings: Vec::new(),
        team_records: Vec::new(),
        highest_level_won: None,
    }))
}

fn rating_view(pool: Pool, row: &RatingRow) -> RatingView {
    RatingView {
        pool,
        rating: row.rating,
        deviation: row.deviation,
        provisional: row.games < PROVISIONAL_GAMES,
        best: row.best,
        games: row.games,
        wins: row.wins,
        losses: row.losses,
        draws: row.draws,
        updated_at: row.updated_at,
    }
}

/// The player named `username`, if `caller` may see their profile.
fn visible_player(
    conn: &mut storage::DbConn,
    caller: &Caller,
    username: &str,
) -> Result<storage::accounts::Account, ProfileError> {
    let player = storage::accounts::by_username(conn, username)?
        .filter(|account| account.deleted_at.is_none())
        .ok_or(ProfileError::NotFound)?;
    if player.profile_hidden && player.id != caller.account_id {
        return Err(ProfileError::Hidden);
    }
    Ok(player)
}

/// The highest rank a cursor may name: the next page's ranks count on
/// from it without overflowing.
const MAX_RANK: i64 = i64::MAX - 2 * MAX_PROFILE_PAGE;

/// A leaderboard position: the rank, rating and account of the last entry
/// of a page.
type RankCursor = (i64, f64, i64);

/// `<rank>.<rating's bits as hex>.<account>`: exact, so that the next page
/// starts right after the entry.
fn format_rank_cursor(rank: i64, rating: f64, account: i64) -> String {
    format!("{rank}.{:x}.{account}", rating.to_bits())
}

fn parse_rank_cursor(cursor: &str) -> Option<RankCursor> {
    let mut parts = cursor.split('.');
    let rank: i64 = parts.next()?.parse().ok().filter(|rank| (1..=MAX_RANK).contains(rank))?;
    let rating = f64::from_bits(u64::from_str_radix(parts.next()?, 16).ok()?);
    let account: i64 = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((rank, rating, account))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_cursors_round_trip_exactly_and_garbage_is_none() {
        let rating = 1_662.313_725_490_196;
        assert_eq!(parse_rank_cursor(&format_rank_cursor(20, rating, 7)), Some((20, rating, 7)));
        let wrapping = format!("{}.0.1", i64::MAX);
        for bad in ["", "1", "0.0.1", "1.zz.1", "1.0.1.1", &wrapping] {
            assert_eq!(parse_rank_cursor(bad), None, "{bad}");
        }
    }
}
