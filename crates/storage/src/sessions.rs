//! Sessions: one per signed-in device, each refreshed by a token made
//! from its salt and generation (the service's `auth::refresh`). Sessions
//! started before that kind of token keep a family of stored ones (by
//! their SHA-256) until their next refresh.

use super::schema::{accounts, refresh_tokens, sessions};
use super::{DbConn, StorageError};
use chrono::{DateTime, TimeDelta, Utc};
use diesel::dsl::not;
use diesel::prelude::*;

/// Sessions one account keeps: signing in once more ends the oldest.
pub const SESSIONS_PER_ACCOUNT: i64 = 50;

/// What presenting a refresh token did.
#[derive(Debug, PartialEq, Eq)]
pub enum Rotation {
    /// It was the session's current token: the session is at `generation`
    /// now, and its token is the one of that generation.
    Rotated {
        /// The session.
        session: i64,
        /// Its account.
        account: i64,
        /// Its new generation.
        generation: i32,
        /// Its salt.
        salt: String,
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

/// Starts a session of `account` with salt `salt` at generation 0, valid
/// until `expires_at`; ends the account's oldest sessions beyond
/// [`SESSIONS_PER_ACCOUNT`] and forgets sessions that ended a day ago.
/// None when the account may not sign in at `now` (deleted or suspended,
/// checked with its row locked, so that no session starts after a
/// suspension or a deletion revoked the others).
pub fn start(
    conn: &mut DbConn,
    account: i64,
    salt: &str,
    now: DateTime<Utc>,
    expires_at: DateTime<Utc>,
) -> Result<Option<i64>, StorageError> {
    conn.transaction(|conn| {
        let may_sign_in = accounts::table
            .find(account)
            .filter(accounts::deleted_at.is_null())
            .filter(super::suspension::not_suspended(now))
            .select(accounts::id)
            .for_share()
            .first::<i64>(conn)
            .optional()?;
        if may_sign_in.is_none() {
            return Ok(None);
        }
        diesel::delete(sessions::table.filter(sessions::expires_at.lt(now - TimeDelta::days(1)))).execute(conn)?;
        let session = diesel::insert_into(sessions::table)
            .values((sessions::account_id.eq(account), sessions::expires_at.eq(expires_at), sessions::salt.eq(salt)))
            .returning(sessions::id)
            .get_result(conn)?;
        let kept: Vec<i64> = sessions::table
            .filter(sessions::account_id.eq(account))
            .order(sessions::created_at.desc())
            .limit(SESSIONS_PER_ACCOUNT)
            .select(sessions::id)
            .load(conn)?;
        diesel::delete(sessions::table.filter(sessions::account_id.eq(account)).filter(not(sessions::id.eq_any(kept))))
            .execute(conn)?;
        Ok(Some(session))
    })
}

/// Presents the token of `session` at `generation` at `now`, where `made`
/// tells whether the token was made for the session's salt: when the
/// session is live and at that generation, it moves to the next and lasts
/// until `expires_at`; when it is past it, the token was replaced before,
/// and the session is revoked. Concurrent presentations are serialised.
pub fn rotate(
    conn: &mut DbConn,
    (session, generation): (i64, i32),
    made: impl FnOnce(&str) -> bool,
    now: DateTime<Utc>,
    expires_at: DateTime<Utc>,
) -> Result<Rotation, StorageError> {
    conn.transaction(|conn| {
        let found: Option<(i64, Option<String>, i32, bool)> = sessions::table
            .find(session)
            .select((
                sessions::account_id,
                sessions::salt,
                sessions::generation,
                sessions::revoked_at.is_null().and(sessions::expires_at.gt(now)),
            ))
            .for_update()
            .first(conn)
            .optional()?;
        let Some((account, Some(salt), current, live)) = found else { return Ok(Rotation::Refused) };
        if !made(&salt) || !live || generation > current {
            return Ok(Rotation::Refused);
        }
        if generation < current {
            diesel::update(sessions::table.find(session)).set(sessions::revoked_at.eq(now)).execute(conn)?;
            return Ok(Rotation::Reused { session });
        }
        diesel::update(sessions::table.find(session))
            .set((
                sessions::generation.eq(current + 1),
                sessions::refreshed_at.eq(now),
                sessions::expires_at.eq(expires_at),
            ))
            .execute(conn)?;
        Ok(Rotation::Rotated { session, account, generation: current + 1, salt })
    })
}

/// Presents a stored refresh token of a session started before tokens
/// were made from sessions, by its hash `old_hash`, at `now`: when it is a
/// live session's current token, the session moves to the new kind (salt
/// `salt`, generation 1) and lasts until `expires_at`; when it was
/// replaced before, the session is revoked.
pub fn rotate_stored(
    conn: &mut DbConn,
    old_hash: &str,
    salt: &str,
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
        diesel::update(sessions::table.find(session))
            .set((
                sessions::salt.eq(salt),
                sessions::generation.eq(1),
                sessions::refreshed_at.eq(now),
                sessions::expires_at.eq(expires_at),
            ))
            .execute(conn)?;
        Ok(Rotation::Rotated { session, account, generation: 1, salt: salt.to_owned() })
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
