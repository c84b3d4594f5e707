//! Sessions: one per signed-in device, each a family of rotating refresh
//! tokens stored by their SHA-256.

use super::schema::{refresh_tokens, sessions};
use super::{DbConn, StorageError};
use chrono::{DateTime, TimeDelta, Utc};
use diesel::dsl::not;
use diesel::prelude::*;

/// Sessions one account keeps: signing in once more ends the oldest.
pub const SESSIONS_PER_ACCOUNT: i64 = 50;

/// Replaced refresh tokens a session remembers, to recognise their reuse;
/// an older one is only unknown.
pub const REMEMBERED_ROTATIONS: i64 = 20;

/// What presenting a refresh token did.
#[derive(Debug, PartialEq, Eq)]
pub enum Rotation {
    /// It was the session's current token: `new` replaces it.
    Rotated {
        /// The session.
        session: i64,
        /// Its account.
        account: i64,
    },
    /// It had been replaced already: someone else holds the current one,
    /// so the session is revoked.
    Reused {
        /// The session revoked.
        session: i64,
    },
    /// Unknown, or its session has ended.
    Refused,
}

/// Starts a session of `account` with its first refresh token, valid
/// until `expires_at`; ends the account's oldest sessions beyond
/// [`SESSIONS_PER_ACCOUNT`] and forgets sessions that ended a day ago.
pub fn start(
    conn: &mut DbConn,
    account: i64,
    token_hash: &str,
    expires_at: DateTime<Utc>,
) -> Result<i64, StorageError> {
    conn.transaction(|conn| {
        diesel::delete(sessions::table.filter(sessions::expires_at.lt(Utc::now() - TimeDelta::days(1))))
            .execute(conn)?;
        let session = diesel::insert_into(sessions::table)
            .values((sessions::account_id.eq(account), sessions::expires_at.eq(expires_at)))
            .returning(sessions::id)
            .get_result(conn)?;
        diesel::insert_into(refresh_tokens::table)
            .values((refresh_tokens::token_hash.eq(token_hash), refresh_tokens::session_id.eq(session)))
            .execute(conn)?;
        let kept: Vec<i64> = sessions::table
            .filter(sessions::account_id.eq(account))
            .order(sessions::created_at.desc())
            .limit(SESSIONS_PER_ACCOUNT)
            .select(sessions::id)
            .load(conn)?;
        diesel::delete(sessions::table.filter(sessions::account_id.eq(account)).filter(not(sessions::id.eq_any(kept))))
            .execute(conn)?;
        Ok(session)
    })
}

/// Presents the refresh token `old_hash` at `now`: when it is a live
/// session's current token, `new_hash` replaces it and the session lasts
/// until `expires_at`; when it was replaced before, its session is
/// revoked. Concurrent presentations of one token are serialised.
pub fn rotate(
    conn: &mut DbConn,
    old_hash: &str,
    new_hash: &str,
    now: DateTime<Utc>,
    expires_at: DateTime<Utc>,
) -> Result<Rotation, StorageError> {
    conn.transaction(|conn| {
        let found: Option<(i64, Option<DateTime<Utc>>)> = refresh_tokens::table
            .find(old_hash)
            .select((refresh_tokens::session_id, refresh_tokens::rotated_at))
            .for_update()
            .first(conn)
            .optional()?;
        let Some((session, rotated_at)) = found else { return Ok(Rotation::Refused) };
        let live: Option<i64> = sessions::table
            .find(session)
            .filter(sessions::revoked_at.is_null().and(sessions::expires_at.gt(now)))
            .select(sessions::account_id)
            .for_update()
            .first(conn)
            .optional()?;
        let Some(account) = live else { return Ok(Rotation::Refused) };
        if rotated_at.is_some() {
            diesel::update(sessions::table.find(session)).set(sessions::revoked_at.eq(now)).execute(conn)?;
            return Ok(Rotation::Reused { session });
        }
        diesel::update(refresh_tokens::table.find(old_hash)).set(refresh_tokens::rotated_at.eq(now)).execute(conn)?;
        diesel::insert_into(refresh_tokens::table)
            .values((
                refresh_tokens::token_hash.eq(new_hash),
                refresh_tokens::session_id.eq(session),
                refresh_tokens::issued_at.eq(now),
            ))
            .execute(conn)?;
        diesel::update(sessions::table.find(session))
            .set((sessions::refreshed_at.eq(now), sessions::expires_at.eq(expires_at)))
            .execute(conn)?;
        let remembered: Vec<String> = refresh_tokens::table
            .filter(refresh_tokens::session_id.eq(session))
            .order(refresh_tokens::issued_at.desc())
            .limit(REMEMBERED_ROTATIONS + 1)
            .select(refresh_tokens::token_hash)
            .load(conn)?;
        diesel::delete(
            refresh_tokens::table
                .filter(refresh_tokens::session_id.eq(session))
                .filter(not(refresh_tokens::token_hash.eq_any(remembered))),
        )
        .execute(conn)?;
        Ok(Rotation::Rotated { session, account })
    })
}

/// The account of session `id` if it is live at `now`: not revoked, not
/// expired.
pub fn live_account(conn: &mut DbConn, id: i64, now: DateTime<Utc>) -> Result<Option<i64>, StorageError> {
    Ok(sessions::table
        .find(id)
        .filter(sessions::revoked_at.is_null().and(sessions::expires_at.gt(now)))
        .select(sessions::account_id)
        .first(conn)
        .optional()?)
}

/// Revokes session `id` of `account`.
pub fn revoke(conn: &mut DbConn, account: i64, id: i64, now: DateTime<Utc>) -> Result<(), StorageError> {
    diesel::update(
        sessions::table
            .filter(sessions::id.eq(id).and(sessions::account_id.eq(account)))
            .filter(sessions::revoked_at.is_null()),
    )
    .set(sessions::revoked_at.eq(now))
    .execute(conn)?;
    Ok(())
}

/// Revokes every session of `account` but `except`; the sessions revoked.
pub fn revoke_all(
    conn: &mut DbConn,
    account: i64,
    except: Option<i64>,
    now: DateTime<Utc>,
) -> Result<Vec<i64>, StorageError> {
    Ok(diesel::update(
        sessions::table
            .filter(sessions::account_id.eq(account))
            .filter(sessions::revoked_at.is_null())
            .filter(sessions::id.ne(except.unwrap_or(0))),
    )
    .set(sessions::revoked_at.eq(now))
    .returning(sessions::id)
    .get_results(conn)?)
}
