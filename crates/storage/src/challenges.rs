//! Challenges: invitations of named accounts to a game, and rematches.

use super::schema::{accounts, challenged, challenges};
use super::{DbConn, StorageError, taken};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use serde_json::Value;
use uuid::Uuid;

/// A stored challenge.
#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = challenges)]
pub struct ChallengeRow {
    /// Its id.
    pub id: Uuid,
    /// Who challenges.
    pub challenger_id: i64,
    /// The game to create, as the API's `CreateGame`.
    pub game: Value,
    /// Every seat in order (`{"account": id}` or `{"bot": level}`).
    pub seating: Value,
    /// The finished game a rematch follows.
    pub rematch_of: Option<Uuid>,
    /// `pending`, `accepted`, `declined` or `cancelled`.
    pub status: String,
    /// The game created once every challenged account accepted.
    pub game_id: Option<Uuid>,
    /// When it was made.
    pub created_at: DateTime<Utc>,
    /// When a pending challenge expires.
    pub expires_at: DateTime<Utc>,
    /// Its last change.
    pub updated_at: DateTime<Utc>,
}

/// A challenged account and its answer.
#[derive(Clone, Debug, Queryable)]
pub struct ChallengedRow {
    /// The account.
    pub account_id: i64,
    /// Its username.
    pub username: String,
    /// Whether it has accepted.
    pub accepted: bool,
}

/// Inserts `challenge` and its `challenged` accounts; a second pending
/// rematch of one game is a conflict.
pub fn insert(conn: &mut DbConn, challenge: &ChallengeRow, challenged_accounts: &[i64]) -> Result<(), StorageError> {
    conn.transaction(|conn| {
        diesel::insert_into(challenges::table)
            .values(challenge)
            .execute(conn)
            .map_err(taken("a rematch is pending"))?;
        let rows: Vec<_> = challenged_accounts
            .iter()
            .map(|account| (challenged::challenge_id.eq(challenge.id), challenged::account_id.eq(account)))
            .collect();
        diesel::insert_into(challenged::table).values(rows).execute(conn)?;
        Ok(())
    })
}

/// The challenge `id`, locked until the end of the transaction.
pub fn lock(conn: &mut DbConn, id: Uuid) -> Result<Option<ChallengeRow>, StorageError> {
    Ok(challenges::table.find(id).select(ChallengeRow::as_select()).for_update().first(conn).optional()?)
}

/// The challenge `id`.
pub fn get(conn: &mut DbConn, id: Uuid) -> Result<Option<ChallengeRow>, StorageError> {
    Ok(challenges::table.find(id).select(ChallengeRow::as_select()).first(conn).optional()?)
}

/// The accounts challenge `id` challenges, with their names and answers.
pub fn challenged_of(conn: &mut DbConn, id: Uuid) -> Result<Vec<ChallengedRow>, StorageError> {
    Ok(challenged::table
        .inner_join(accounts::table)
        .filter(challenged::challenge_id.eq(id))
        .order(challenged::account_id.asc())
        .select((challenged::account_id, accounts::username, challenged::accepted))
        .load(conn)?)
}

/// Records that `account` accepts challenge `id`; whether it is challenged.
pub fn accept(conn: &mut DbConn, id: Uuid, account: i64) -> Result<bool, StorageError> {
    let updated =
        diesel::update(challenged::table.find((id, account))).set(challenged::accepted.eq(true)).execute(conn)?;
    Ok(updated > 0)
}

/// Ends challenge `id` with `status`, and the game it made.
pub fn close(conn: &mut DbConn, id: Uuid, status: &str, game: Option<Uuid>) -> Result<(), StorageError> {
    diesel::update(challenges::table.find(id))
        .set((challenges::status.eq(status), challenges::game_id.eq(game), challenges::updated_at.eq(Utc::now())))
        .execute(conn)?;
    Ok(())
}

/// The pending challenges `account` made or is challenged by, unexpired
/// at `now`, newest first, at most `limit`.
pub fn pending_of(
    conn: &mut DbConn,
    account: i64,
    now: DateTime<Utc>,
    limit: i64,
) -> Result<Vec<ChallengeRow>, StorageError> {
    let challenged_by = challenged::table.filter(challenged::account_id.eq(account)).select(challenged::challenge_id);
    Ok(challenges::table
        .filter(challenges::status.eq("pending").and(challenges::expires_at.gt(now)))
        .filter(challenges::challenger_id.eq(account).or(challenges::id.eq_any(challenged_by)))
        .order((challenges::created_at.desc(), challenges::id.desc()))
        .limit(limit)
        .select(ChallengeRow::as_select())
        .load(conn)?)
}

/// An account's side of challenges.
#[derive(Clone, Copy, Debug)]
pub enum Side {
    /// The challenges it made.
    Made(i64),
    /// The challenges made to it.
    Received(i64),
}

/// How many of the pending challenges on `side` are unexpired at `now`,
/// counted up to `cap`.
pub fn count_pending(conn: &mut DbConn, side: Side, now: DateTime<Utc>, cap: u32) -> Result<u32, StorageError> {
    let pending = challenges::table
        .filter(challenges::status.eq("pending").and(challenges::expires_at.gt(now)))
        .select(challenges::id)
        .limit(i64::from(cap))
        .into_boxed();
    let ids: Vec<Uuid> = match side {
        Side::Made(account) => pending.filter(challenges::challenger_id.eq(account)),
        Side::Received(account) => pending.filter(
            challenges::id
                .eq_any(challenged::table.filter(challenged::account_id.eq(account)).select(challenged::challenge_id)),
        ),
    }
    .load(conn)?;
    Ok(u32::try_from(ids.len()).unwrap_or(u32::MAX))
}

/// The pending rematch of `game`, locked; one that expired by `now` is
/// closed first (so that another can be proposed).
pub fn pending_rematch(
    conn: &mut DbConn,
    game: Uuid,
    now: DateTime<Utc>,
) -> Result<Option<ChallengeRow>, StorageError> {
    diesel::update(challenges::table)
        .filter(challenges::rematch_of.eq(game).and(challenges::status.eq("pending")))
        .filter(challenges::expires_at.le(now))
        .set((challenges::status.eq("cancelled"), challenges::updated_at.eq(now)))
        .execute(conn)?;
    Ok(challenges::table
        .filter(challenges::rematch_of.eq(game).and(challenges::status.eq("pending")))
        .select(ChallengeRow::as_select())
        .for_update()
        .first(conn)
        .optional()?)
}

/// Closes every pending challenge of `account` (it is deleted): those it
/// made are cancelled, those it is challenged by declined. Returns their ids.
pub fn close_all_of(conn: &mut DbConn, account: i64) -> Result<Vec<Uuid>, StorageError> {
    let now = Utc::now();
    let mut closed: Vec<Uuid> = diesel::update(challenges::table)
        .filter(challenges::challenger_id.eq(account).and(challenges::status.eq("pending")))
        .set((challenges::status.eq("cancelled"), challenges::updated_at.eq(now)))
        .returning(challenges::id)
        .get_results(conn)?;
    let challenged_by = challenged::table.filter(challenged::account_id.eq(account)).select(challenged::challenge_id);
    closed.extend(
        diesel::update(challenges::table)
            .filter(challenges::id.eq_any(challenged_by).and(challenges::status.eq("pending")))
            .set((challenges::status.eq("declined"), challenges::updated_at.eq(now)))
            .returning(challenges::id)
            .get_results::<Uuid>(conn)?,
    );
    Ok(closed)
}

/// Forgets `account`'s challenges that ended before `before`.
pub fn forget_ended(conn: &mut DbConn, account: i64, before: DateTime<Utc>) -> Result<(), StorageError> {
    diesel::delete(challenges::table)
        .filter(challenges::challenger_id.eq(account))
        .filter(challenges::status.ne("pending").or(challenges::expires_at.le(before)))
        .filter(challenges::updated_at.lt(before))
        .execute(conn)?;
    Ok(())
}
