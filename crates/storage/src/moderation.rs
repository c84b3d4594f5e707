//! The moderation log: every moderator's action, kept for good (who, when,
//! what, on which account or game, why, and what it changed).

use super::schema::moderation_log;
use super::{DbConn, StorageError};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

/// One action to record.
#[derive(Clone, Debug, Insertable)]
#[diesel(table_name = moderation_log)]
pub struct NewEntry<'a> {
    /// Who acted (as the operator named themselves).
    pub moderator: &'a str,
    /// What was done (`suspend`, `void`, ...).
    pub action: &'a str,
    /// The account acted on, if any.
    pub account_id: Option<i64>,
    /// The game acted on, if any.
    pub game_id: Option<Uuid>,
    /// Why.
    pub reason: &'a str,
    /// What it changed, for the record.
    pub detail: serde_json::Value,
}

/// A recorded action.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = moderation_log)]
pub struct Entry {
    /// Its number, in the order recorded.
    pub id: i64,
    /// When.
    pub at: DateTime<Utc>,
    /// Who acted.
    pub moderator: String,
    /// What was done.
    pub action: String,
    /// The account acted on, if any.
    pub account_id: Option<i64>,
    /// The game acted on, if any.
    pub game_id: Option<Uuid>,
    /// Why.
    pub reason: String,
    /// What it changed.
    pub detail: serde_json::Value,
}

/// Records `entry` (in the transaction of the action it records).
pub fn record(conn: &mut DbConn, entry: &NewEntry<'_>) -> Result<(), StorageError> {
    diesel::insert_into(moderation_log::table).values(entry).execute(conn)?;
    Ok(())
}

/// The latest `limit` entries, newest first; only those about `account`
/// when one is given.
pub fn latest(conn: &mut DbConn, account: Option<i64>, limit: i64) -> Result<Vec<Entry>, StorageError> {
    let mut query = moderation_log::table.select(Entry::as_select()).into_boxed();
    if let Some(account) = account {
        query = query.filter(moderation_log::account_id.eq(account));
    }
    Ok(query.order(moderation_log::id.desc()).limit(limit).load(conn)?)
}
