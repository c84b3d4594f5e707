//! Seeks: requests to be paired with other accounts for a game.

use super::schema::seeks;
use super::{DbConn, StorageError};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use serde_json::Value;
use uuid::Uuid;

/// A stored seek.
#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = seeks)]
pub struct SeekRow {
    /// Its id.
    pub id: Uuid,
    /// Who seeks.
    pub account_id: i64,
    /// What seeks must share to be matched (rule set, options, clock, rated).
    pub pool: String,
    /// The game to create, as the API's `CreateGame`.
    pub game: Value,
    /// The seeker's rating when it sought.
    pub rating: f64,
    /// The lowest rating it accepts in the others.
    pub min_rating: Option<f64>,
    /// The highest rating it accepts in the others.
    pub max_rating: Option<f64>,
    /// `open`, `matched` or `cancelled`.
    pub status: String,
    /// The game it was matched into.
    pub game_id: Option<Uuid>,
    /// When it was made.
    pub created_at: DateTime<Utc>,
    /// When an open seek expires.
    pub expires_at: DateTime<Utc>,
}

/// Holds the matching lock of `pool` until the end of the transaction:
/// one transaction at a time matches or cancels the seeks of a pool, on
/// any instance.
pub fn lock_pool(conn: &mut DbConn, pool: &str) -> Result<(), StorageError> {
    diesel::sql_query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")
        .bind::<diesel::sql_types::Text, _>(pool)
        .execute(conn)?;
    Ok(())
}

/// Inserts `seek`.
pub fn insert(conn: &mut DbConn, seek: &SeekRow) -> Result<(), StorageError> {
    diesel::insert_into(seeks::table).values(seek).execute(conn)?;
    Ok(())
}

/// The open seeks of `pool` unexpired at `now`, oldest first, at most `limit`.
pub fn open_in(conn: &mut DbConn, pool: &str, now: DateTime<Utc>, limit: i64) -> Result<Vec<SeekRow>, StorageError> {
    Ok(seeks::table
        .filter(seeks::pool.eq(pool).and(seeks::status.eq("open")).and(seeks::expires_at.gt(now)))
        .order((seeks::created_at.asc(), seeks::id.asc()))
        .limit(limit)
        .select(SeekRow::as_select())
        .load(conn)?)
}

/// Marks `matched` as matched into `game`.
pub fn matched(conn: &mut DbConn, matched: &[Uuid], game: Uuid) -> Result<(), StorageError> {
    diesel::update(seeks::table.filter(seeks::id.eq_any(matched)))
        .set((seeks::status.eq("matched"), seeks::game_id.eq(game)))
        .execute(conn)?;
    Ok(())
}

/// Cancels `account`'s open seek `id`; whether it was open.
pub fn cancel(conn: &mut DbConn, id: Uuid, account: i64) -> Result<bool, StorageError> {
    let cancelled = diesel::update(seeks::table.find(id))
        .filter(seeks::account_id.eq(account).and(seeks::status.eq("open")))
        .set(seeks::status.eq("cancelled"))
        .execute(conn)?;
    Ok(cancelled > 0)
}

/// Cancels every open seek of `account`, each pool's under its matching
/// lock ([`lock_pool`], taken in a fixed order).
pub fn cancel_all_of(conn: &mut DbConn, account: i64) -> Result<(), StorageError> {
    let mut pools: Vec<String> = seeks::table
        .filter(seeks::account_id.eq(account).and(seeks::status.eq("open")))
        .select(seeks::pool)
        .distinct()
        .load(conn)?;
    pools.sort_unstable();
    for pool in &pools {
        lock_pool(conn, pool)?;
    }
    diesel::update(seeks::table.filter(seeks::account_id.eq(account).and(seeks::status.eq("open"))))
        .set(seeks::status.eq("cancelled"))
        .execute(conn)?;
    Ok(())
}

/// The seek `id`.
pub fn get(conn: &mut DbConn, id: Uuid) -> Result<Option<SeekRow>, StorageError> {
    Ok(seeks::table.find(id).select(SeekRow::as_select()).first(conn).optional()?)
}

/// `account`'s seeks made since `since`, newest first, at most `limit`.
pub fn of_account(
    conn: &mut DbConn,
    account: i64,
    since: DateTime<Utc>,
    limit: i64,
) -> Result<Vec<SeekRow>, StorageError> {
    Ok(seeks::table
        .filter(seeks::account_id.eq(account).and(seeks::created_at.ge(since)))
        .order((seeks::created_at.desc(), seeks::id.desc()))
        .limit(limit)
        .select(SeekRow::as_select())
        .load(conn)?)
}

/// How many open seeks `account` has unexpired at `now`, up to `cap`.
pub fn count_open(conn: &mut DbConn, account: i64, now: DateTime<Utc>, cap: u32) -> Result<u32, StorageError> {
    let ids: Vec<Uuid> = seeks::table
        .filter(seeks::account_id.eq(account).and(seeks::status.eq("open")).and(seeks::expires_at.gt(now)))
        .select(seeks::id)
        .limit(i64::from(cap))
        .load(conn)?;
    Ok(u32::try_from(ids.len()).unwrap_or(u32::MAX))
}

/// Forgets `account`'s seeks made before `before`.
pub fn forget_before(conn: &mut DbConn, account: i64, before: DateTime<Utc>) -> Result<(), StorageError> {
    diesel::delete(seeks::table.filter(seeks::account_id.eq(account).and(seeks::created_at.lt(before))))
        .execute(conn)?;
    Ok(())
}
