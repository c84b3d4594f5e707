//! Accounts.

use super::schema::{accounts, game_players, games, idempotency_keys, sessions, stream_tickets};
use super::{DbConn, StorageError, taken};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

/// A stored account.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = accounts)]
pub struct Account {
    /// Account id.
    pub id: i64,
    /// Username as registered.
    pub username: String,
    /// argon2id PHC string.
    pub password_hash: String,
    /// When it was registered.
    pub created_at: DateTime<Utc>,
    /// What other players see instead of the username, when set.
    pub display_name: Option<String>,
    /// When it was deleted (its personal data erased).
    pub deleted_at: Option<DateTime<Utc>>,
    /// Whether it keeps its profile to itself.
    pub profile_hidden: bool,
    /// When a moderator suspended it, if it is suspended.
    pub suspended_at: Option<DateTime<Utc>>,
    /// Until when it is suspended (none: until reinstated).
    pub suspended_until: Option<DateTime<Utc>>,
    /// Whether a moderator took it off the leaderboards.
    pub unlisted: bool,
}

impl Account {
    /// Whether it is suspended at `now`: the end of its suspension, or
    /// `None` for one without an end; `Ok(())` when it is not.
    pub fn suspension(&self, now: DateTime<Utc>) -> Result<(), Option<DateTime<Utc>>> {
        match (self.suspended_at, self.suspended_until) {
            (Some(_), None) => Err(None),
            (Some(_), Some(until)) if until > now => Err(Some(until)),
            _ => Ok(()),
        }
    }
}

/// A change to an account: each part left `None` stays as it is.
#[derive(Clone, Copy, Debug, Default, AsChangeset)]
#[diesel(table_name = accounts)]
pub struct AccountChange<'a> {
    /// The new display name; `Some(None)` clears it.
    pub display_name: Option<Option<&'a str>>,
    /// Whether the profile is hidden.
    pub profile_hidden: Option<bool>,
}

/// Registers an account; a taken username (case-insensitive) is a conflict.
pub fn create(conn: &mut DbConn, username: &str, password_hash: &str) -> Result<Account, StorageError> {
    diesel::insert_into(accounts::table)
        .values((accounts::username.eq(username), accounts::password_hash.eq(password_hash)))
        .returning(Account::as_returning())
        .get_result(conn)
        .map_err(taken("username taken"))
}

/// The account named `username` (case-insensitive).
pub fn by_username(conn: &mut DbConn, username: &str) -> Result<Option<Account>, StorageError> {
    diesel::define_sql_function!(fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text);
    Ok(accounts::table
        .filter(lower(accounts::username).eq(username.to_lowercase()))
        .select(Account::as_select())
        .first(conn)
        .optional()?)
}

/// Whether an account with `id` exists.
pub fn exists(conn: &mut DbConn, id: i64) -> Result<bool, StorageError> {
    Ok(diesel::select(diesel::dsl::exists(accounts::table.find(id))).get_result(conn)?)
}

/// The account with `id`.
pub fn by_id(conn: &mut DbConn, id: i64) -> Result<Option<Account>, StorageError> {
    Ok(accounts::table.find(id).select(Account::as_select()).first(conn).optional()?)
}

/// Replaces the password hash of account `id` and, in the same
/// transaction, revokes its sessions but `keep`; the sessions revoked.
pub fn set_password(
    conn: &mut DbConn,
    id: i64,
    password_hash: &str,
    keep: Option<i64>,
    now: DateTime<Utc>,
) -> Result<Vec<i64>, StorageError> {
    conn.transaction(|conn| {
        diesel::update(accounts::table.find(id)).set(accounts::password_hash.eq(password_hash)).execute(conn)?;
        super::sessions::revoke_all(conn, id, keep, now)
    })
}

/// Changes account `id` as `change` says; the account as stored after it.
pub fn change(conn: &mut DbConn, id: i64, change: AccountChange<'_>) -> Result<Option<Account>, StorageError> {
    if change.display_name.is_none() && change.profile_hidden.is_none() {
        return by_id(conn, id);
    }
    Ok(diesel::update(accounts::table.find(id))
        .set(change)
        .returning(Account::as_returning())
        .get_result(conn)
        .optional()?)
}

/// The name a deleted account `id` goes by: outside the username rules, so
/// that no one can register it.
pub fn deleted_name(id: i64) -> String {
    format!("deleted player #{id}")
}

/// Closes account `id` at `now`, at once and in one transaction, before
/// its running games are left: it is marked deleted (games ending from now
/// on do not rate against it) and can no longer sign in; it is
/// `withdraw`n from play, and its webhook endpoints are deleted. Returns
/// the sessions revoked, for the instances to refuse them.
pub fn close(conn: &mut DbConn, id: i64, now: DateTime<Utc>) -> Result<Vec<i64>, StorageError> {
    conn.transaction(|conn| {
        let revoked = withdraw(conn, id, now, |conn| {
            diesel::update(accounts::table.find(id))
                .set((accounts::password_hash.eq(""), accounts::deleted_at.eq(Some(now))))
                .execute(conn)?;
            Ok(())
        })?;
        super::webhooks::delete_endpoints_of(conn, id)?;
        Ok(revoked)
    })
}

/// Suspends account `id` at `now` until `until` (none: until reinstated),
/// in one transaction: it can no longer sign in, and it is `withdraw`n
/// from play. Returns the sessions revoked, for the instances to refuse
/// them.
pub fn suspend(
    conn: &mut DbConn,
    id: i64,
    until: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> Result<Vec<i64>, StorageError> {
    conn.transaction(|conn| {
        withdraw(conn, id, now, |conn| {
            diesel::update(accounts::table.find(id))
                .set((accounts::suspended_at.eq(Some(now)), accounts::suspended_until.eq(until)))
                .execute(conn)?;
            Ok(())
        })
    })
}

/// Ends account `id`'s suspension; whether it was suspended.
pub fn reinstate(conn: &mut DbConn, id: i64) -> Result<bool, StorageError> {
    let ended = diesel::update(accounts::table.find(id).filter(accounts::suspended_at.is_not_null()))
        .set((accounts::suspended_at.eq(None::<DateTime<Utc>>), accounts::suspended_until.eq(None::<DateTime<Utc>>)))
        .execute(conn)?;
    Ok(ended > 0)
}

/// Takes account `id` off the leaderboards (`unlisted`), or puts it back;
/// whether that changed anything.
pub fn set_unlisted(conn: &mut DbConn, id: i64, unlisted: bool) -> Result<bool, StorageError> {
    let changed = diesel::update(accounts::table.find(id).filter(accounts::unlisted.ne(unlisted)))
        .set(accounts::unlisted.eq(unlisted))
        .execute(conn)?;
    Ok(changed > 0)
}

/// Withdraws account `id` from play at `now`, in the caller's transaction,
/// `mark`ing its row as it goes (the mark is what keeps it from signing in
/// again): its open seeks are cancelled (each under its pool's matching
/// lock, so that no match seats it meanwhile), its open games cancelled or
/// left, its sessions revoked (returned) and its pending challenges ended.
fn withdraw(
    conn: &mut DbConn,
    id: i64,
    now: DateTime<Utc>,
    mark: impl FnOnce(&mut DbConn) -> Result<(), StorageError>,
) -> Result<Vec<i64>, StorageError> {
    // The pools' locks and the open games' rows before the account's
    // row, as a match and a join take them.
    super::seeks::cancel_all_of(conn, id)?;
    leave_open_games(conn, id, now)?;
    mark(conn)?;
    let revoked = super::sessions::revoke_all(conn, id, None, now)?;
    super::challenges::close_all_of(conn, id)?;
    Ok(revoked)
}

/// Takes account `id` out of every open game, as part of withdrawing it at
/// `now`: its own are cancelled, and its seats in others' given up. The
/// games' rows are locked in one order, before [`withdraw`] marks the
/// account's row (as a join takes them: the game, then the account).
fn leave_open_games(conn: &mut DbConn, id: i64, now: DateTime<Utc>) -> Result<(), StorageError> {
    let seated = game_players::table.filter(game_players::account_id.eq(id)).select(game_players::game_id);
    let open: Vec<(Uuid, i64)> = games::table
        .filter(games::status.eq("open"))
        .filter(games::owner_id.eq(id).or(games::id.eq_any(seated)))
        .select((games::id, games::owner_id))
        .order(games::id)
        .for_update()
        .load(conn)?;
    let (own, others): (Vec<_>, Vec<_>) = open.into_iter().partition(|(_, owner)| *owner == id);
    let own: Vec<Uuid> = own.into_iter().map(|(game, _)| game).collect();
    let others: Vec<Uuid> = others.into_iter().map(|(game, _)| game).collect();
    diesel::update(games::table.filter(games::id.eq_any(&own)))
        .set((games::status.eq("cancelled"), games::updated_at.eq(now)))
        .execute(conn)?;
    diesel::delete(
        game_players::table.filter(game_players::game_id.eq_any(&others).and(game_players::account_id.eq(id))),
    )
    .execute(conn)?;
    diesel::update(games::table.filter(games::id.eq_any(&others))).set(games::updated_at.eq(now)).execute(conn)?;
    Ok(())
}

/// Erases the personal data of account `id`, [`close`]d before: its name
/// becomes [`deleted_name`], its display name goes, and so do its
/// sessions, stream tickets, remembered responses, records and ratings.
/// The row stays, so that its seats in every game keep their log.
pub fn erase(conn: &mut DbConn, id: i64) -> Result<(), StorageError> {
    conn.transaction(|conn| {
        diesel::update(accounts::table.find(id))
            .set((accounts::username.eq(deleted_name(id)), accounts::display_name.eq(None::<String>)))
            .execute(conn)?;
        diesel::delete(sessions::table.filter(sessions::account_id.eq(id))).execute(conn)?;
        diesel::delete(stream_tickets::table.filter(stream_tickets::account_id.eq(id))).execute(conn)?;
        diesel::delete(idempotency_keys::table.filter(idempotency_keys::account_id.eq(id))).execute(conn)?;
        super::ratings::erase_of(conn, id)
    })
}

/// Those of `ids` whose accounts are deleted (or being deleted).
pub fn deleted_among(conn: &mut DbConn, ids: &[i64]) -> Result<Vec<i64>, StorageError> {
    Ok(accounts::table
        .filter(accounts::id.eq_any(ids).and(accounts::deleted_at.is_not_null()))
        .select(accounts::id)
        .load(conn)?)
}
