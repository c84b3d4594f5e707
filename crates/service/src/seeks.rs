//! Quick pairing: a seek asks for a game of a rule set, options, clock and
//! rating range with whoever else asks for the same. Seeks of one pool
//! (equal rule set, options, clock and rated) are matched oldest first
//! while the pool's advisory lock is held, so that instances that race
//! take turns: no seek is matched twice or lost. A full match's game is
//! created and started in the same transaction, and each seeker hears
//! `seek_matched` (with `game_started`).

use super::live::announce;
use super::lobby::{SeatTaker, new_game_row, start_full};
use super::notifications::{Notification, NotificationKind, Subject};
use super::ratings::Rating;
use super::{Caller, LobbyError, Service, known};
use api::Internal;
use api::model::{CreateGame, NewSeek, RatingRange};
use api::profiles::Pool;
use api::seeks::{Seek, SeekStatus};
use chrono::{DateTime, TimeDelta, Utc};
use engine::order::TileOrder;
use engine::rng::Seed;
use storage::seeks::{self as stored, SeekRow};
use storage::{self, DbConn, StorageError};
use uuid::Uuid;

/// Open seeks an account may have at once.
pub const OPEN_SEEKS: u32 = 3;
/// How long a seek waits when not told: ten minutes.
const DEFAULT_EXPIRY_SECONDS: u32 = 600;
/// The shortest and longest a seek may wait: 30 s to an hour.
const EXPIRY_SECONDS: std::ops::RangeInclusive<u32> = 30..=3_600;
/// The open seeks of a pool a match looks at, oldest first.
const MATCH_WINDOW: i64 = 200;
/// Seeks are listed, then forgotten, after a day.
const KEPT_HOURS: i64 = 24;

/// Why a seek use case failed.
#[derive(Debug, thiserror::Error)]
pub enum SeekError {
    /// No such seek of the caller's.
    #[error("no such seek")]
    NotFound,
    /// The seek was matched, cancelled or has expired.
    #[error("the seek is {0}")]
    Closed(&'static str),
    /// A seek is for a game of several players.
    #[error("a seek is for a game of two to five players")]
    Players,
    /// The rating range is empty or not finite.
    #[error("the rating range is empty or not finite")]
    InvalidRange,
    /// The expiry is out of range.
    #[error("a seek waits 30 s to an hour")]
    InvalidExpiry,
    /// The caller has as many open seeks as allowed.
    #[error("you have {0} open seeks, the most allowed")]
    TooMany(u32),
    /// The game the seek asks for is refused.
    #[error(transparent)]
    Lobby(#[from] LobbyError),
    /// The caller's token names no account.
    #[error("the token's account no longer exists")]
    UnknownAccount,
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// This service failed.
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<super::quotas::QuotaError> for SeekError {
    fn from(e: super::quotas::QuotaError) -> Self {
        SeekError::Lobby(e.into())
    }
}

impl Service {
    /// Makes a seek and matches it at once if others fit.
    pub fn seek(&self, caller: &Caller, new: NewSeek) -> Result<Seek, SeekError> {
        let mut conn = storage::connect(&self.pool)?;
        if !known(&mut conn, caller)? {
            return Err(SeekError::UnknownAccount);
        }
        let range = new.rating_range.unwrap_or_default();
        if !range.is_valid() {
            return Err(SeekError::InvalidRange);
        }
        let expiry = new.expires_in_seconds.unwrap_or(DEFAULT_EXPIRY_SECONDS);
        if !EXPIRY_SECONDS.contains(&expiry) {
            return Err(SeekError::InvalidExpiry);
        }
        // The options as the rule set reads them, defaults filled in, so
        // that equal games make equal pools.
        let (_, created) =
            new.ruleset.start(&new.options, TileOrder::Seeded { seed: Seed([0; 32]) }).map_err(LobbyError::from)?;
        let options = created
            .first()
            .and_then(|event| new.ruleset.options(&event.payload))
            .ok_or_else(|| Internal::new("a game's first event names no options"))?;
        let game = serde_json::json!({
            "ruleset": new.ruleset, "options": options, "clock": new.clock, "rated": new.rated,
        });
        let create: CreateGame =
            serde_json::from_value(game.clone()).map_err(|e| Internal::serializing("a seek's game", &e))?;
        let seats = usize::try_from(new_game_row(caller.account_id, create)?.seats).unwrap_or(0);
        if !(2..=5).contains(&seats) {
            return Err(SeekError::Players);
        }
        let pool = game.to_string();
        let rating_pool = Pool::of(seats);
        let rating =
            storage::ratings::rating_of(&mut conn, caller.account_id, new.ruleset.as_str(), rating_pool.as_str())?
                .unwrap_or(rating_pool.initial().rating);
        let now = Utc::now();
        let row = SeekRow {
            id: Uuid::new_v4(),
            account_id: caller.account_id,
            pool,
            game,
            rating,
            min_rating: range.min,
            max_rating: range.max,
            status: "open".into(),
            game_id: None,
            created_at: now,
            expires_at: now + TimeDelta::seconds(i64::from(expiry)),
        };
        storage::transaction(&mut conn, |conn| {
            self.quotas.check_seat(conn, caller.account_id)?;
            if stored::count_open(conn, caller.account_id, now, OPEN_SEEKS)? >= OPEN_SEEKS {
                return Err(SeekError::TooMany(OPEN_SEEKS));
            }
            stored::forget_before(conn, caller.account_id, now - TimeDelta::hours(KEPT_HOURS))?;
            stored::insert(conn, &row)?;
            stored::lock_pool(conn, &row.pool)?;
            let open = stored::open_in(conn, &row.pool, now, MATCH_WINDOW)?;
            if let Some(group) = fitting(&row, &open, seats) {
                start_matched(conn, &group)?;
            }
            let row = stored::get(conn, row.id)?.ok_or(SeekError::NotFound)?;
            Ok(view(&row, now))
        })
    }

    /// The caller's seeks of the last day, newest first.
    pub fn seeks(&self, caller: &Caller) -> Result<Vec<Seek>, SeekError> {
        let mut conn = storage::connect(&self.pool)?;
        let now = Utc::now();
        let rows = stored::of_account(&mut conn, caller.account_id, now - TimeDelta::hours(KEPT_HOURS), 100)?;
        Ok(rows.iter().map(|row| view(row, now)).collect())
    }

    /// One of the caller's seeks.
    pub fn seek_of(&self, caller: &Caller, id: Uuid) -> Result<Seek, SeekError> {
        let mut conn = storage::connect(&self.pool)?;
        let row =
            stored::get(&mut conn, id)?.filter(|row| row.account_id == caller.account_id).ok_or(SeekError::NotFound)?;
        Ok(view(&row, Utc::now()))
    }

    /// Cancels one of the caller's open seeks; the seek as it is then.
    pub fn cancel_seek(&self, caller: &Caller, id: Uuid) -> Result<Seek, SeekError> {
        let mut conn = storage::connect(&self.pool)?;
        let row =
            stored::get(&mut conn, id)?.filter(|row| row.account_id == caller.account_id).ok_or(SeekError::NotFound)?;
        storage::transaction(&mut conn, |conn| {
            // The pool's lock first, as a match takes it: a seek being
            // matched now is either matched or cancelled, never both.
            stored::lock_pool(conn, &row.pool)?;
            if stored::cancel(conn, id, caller.account_id)? {
                return Ok(());
            }
            let now = stored::get(conn, id)?.ok_or(SeekError::NotFound)?;
            Err(SeekError::Closed(match status_of(&now, Utc::now()) {
                SeekStatus::Matched => "matched",
                SeekStatus::Cancelled => "cancelled",
                SeekStatus::Expired | SeekStatus::Open => "expired",
            }))
        })?;
        let row = stored::get(&mut conn, id)?.ok_or(SeekError::NotFound)?;
        Ok(view(&row, Utc::now()))
    }
}

/// The seeks to match with `new` into a game of `seats`: `new` and the
/// oldest of `open` that fit it and each other, of different accounts;
/// none until there are enough.
fn fitting<'a>(new: &'a SeekRow, open: &'a [SeekRow], seats: usize) -> Option<Vec<&'a SeekRow>> {
    let mut group = vec![new];
    for candidate in open {
        if group.len() == seats {
            break;
        }
        if candidate.id != new.id && group.iter().all(|member| fit(member, candidate)) {
            group.push(candidate);
        }
    }
    // Oldest first: the oldest seeker creates the game.
    group.sort_by_key(|seek| (seek.created_at, seek.id));
    (group.len() == seats).then_some(group)
}

/// Whether two seeks may play each other: different accounts, each
/// rating within the other's range.
fn fit(a: &SeekRow, b: &SeekRow) -> bool {
    let range = |seek: &SeekRow| RatingRange { min: seek.min_rating, max: seek.max_rating };
    a.account_id != b.account_id && range(a).holds(b.rating) && range(b).holds(a.rating)
}

/// Creates and starts the game of the matched `group` (oldest first; the
/// oldest seeker creates it), marks the seeks matched and tells each
/// seeker.
fn start_matched(conn: &mut DbConn, group: &[&SeekRow]) -> Result<(), SeekError> {
    let Some(oldest) = group.first() else {
        return Ok(());
    };
    let create: CreateGame = serde_json::from_value(oldest.game.clone())
        .map_err(|e| StorageError::corrupt_by(format!("seek {}", oldest.id), e))?;
    let seating: Vec<SeatTaker> = group.iter().map(|seek| SeatTaker::Account(seek.account_id)).collect();
    let game = start_full(conn, oldest.account_id, create, &seating)?;
    let ids: Vec<Uuid> = group.iter().map(|seek| seek.id).collect();
    stored::matched(conn, &ids, game)?;
    let told: Vec<Notification> = group
        .iter()
        .map(|seek| {
            Notification::about(seek.account_id, NotificationKind::SeekMatched, Subject::Seek { seek: seek.id, game })
        })
        .collect();
    announce(conn, &told)?;
    Ok(())
}

fn view(row: &SeekRow, now: DateTime<Utc>) -> Seek {
    Seek {
        id: row.id,
        status: status_of(row, now),
        game: row.game.clone(),
        rating: row.rating,
        rating_range: RatingRange { min: row.min_rating, max: row.max_rating },
        game_id: row.game_id,
        created_at: row.created_at,
        expires_at: row.expires_at,
    }
}

/// Where the stored seek `row` stands at `now`.
fn status_of(row: &SeekRow, now: DateTime<Utc>) -> SeekStatus {
    match row.status.as_str() {
        "matched" => SeekStatus::Matched,
        "cancelled" => SeekStatus::Cancelled,
        _ if row.expires_at <= now => SeekStatus::Expired,
        _ => SeekStatus::Open,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seek(account: i64, rating: f64, range: (Option<f64>, Option<f64>), age: i64) -> SeekRow {
        let created_at = DateTime::from_timestamp(1_700_000_000 + age, 0).unwrap_or_default();
        SeekRow {
            id: Uuid::new_v4(),
            account_id: account,
            pool: String::new(),
            game: serde_json::Value::Null,
            rating,
            min_rating: range.0,
            max_rating: range.1,
            status: "open".into(),
            game_id: None,
            created_at,
            expires_at: created_at,
        }
    }

    #[test]
    fn the_oldest_fitting_seeks_of_other_accounts_are_matched() {
        let open = [
            seek(1, 1500.0, (None, Some(1400.0)), 0),
            seek(2, 1500.0, (None, None), 1),
            seek(3, 1900.0, (None, None), 2),
            seek(4, 1500.0, (None, None), 3),
        ];
        let new = seek(2, 1600.0, (Some(1450.0), Some(1700.0)), 4);
        // Account 1 does not accept 1600; account 2 is the seeker itself;
        // account 3 is out of the seeker's range.
        let group = fitting(&new, &open, 2).unwrap();
        assert_eq!(group.iter().map(|s| s.account_id).collect::<Vec<_>>(), [4, 2]);
        assert!(fitting(&new, &open[..3], 2).is_none(), "nobody fits yet");
        let fifth = seek(5, 1500.0, (None, None), 5);
        let three = fitting(&fifth, &open, 3).unwrap();
        assert_eq!(three.iter().map(|s| s.account_id).collect::<Vec<_>>(), [2, 3, 5], "1 accepts none above 1400");
    }

    #[test]
    fn rating_ranges_hold_their_bounds() {
        assert!(RatingRange { min: Some(1.0), max: Some(2.0) }.holds(2.0));
        assert!(!RatingRange { min: Some(1.0), max: None }.holds(0.5));
        assert!(!RatingRange { min: Some(2.0), max: Some(1.0) }.is_valid());
        assert!(!RatingRange { min: Some(f64::NAN), max: None }.is_valid());
    }
}
