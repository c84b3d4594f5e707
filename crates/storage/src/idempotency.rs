//! Responses of requests sent with an `Idempotency-Key`, kept for
//! [`KEEP_HOURS`] hours so that a retried request gets the first response.

use super::schema::idempotency_keys;
use super::{DbConn, StorageError};
use diesel::prelude::*;
use serde_json::Value;

/// How long a key is remembered.
pub const KEEP_HOURS: i32 = 24;

/// A remembered response.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = idempotency_keys)]
pub struct Remembered {
    /// Hash of the first request's method, path and body.
    pub request_hash: String,
    /// Its status code.
    pub status: i16,
    /// Its body.
    pub response: Value,
}

fn cutoff() -> chrono::DateTime<chrono::Utc> {
    chrono::Utc::now() - chrono::Duration::hours(i64::from(KEEP_HOURS))
}

/// The unexpired response remembered for `key` of `account`.
pub fn find(conn: &mut DbConn, account: i64, key: &str) -> Result<Option<Remembered>, StorageError> {
    Ok(idempotency_keys::table
        .filter(idempotency_keys::account_id.eq(account))
        .filter(idempotency_keys::key.eq(key))
        .filter(idempotency_keys::created_at.gt(cutoff()))
        .select(Remembered::as_select())
        .first(conn)
        .optional()?)
}

/// Remembers a response (in the caller's transaction, with the change it
/// describes). Forgets expired keys first; a live key is a conflict.
pub fn remember(conn: &mut DbConn, account: i64, key: &str, remembered: &Remembered) -> Result<(), StorageError> {
    diesel::delete(idempotency_keys::table.filter(idempotency_keys::created_at.le(cutoff()))).execute(conn)?;
    let inserted = diesel::insert_into(idempotency_keys::table)
        .values((
            idempotency_keys::account_id.eq(account),
            idempotency_keys::key.eq(key),
            idempotency_keys::request_hash.eq(&remembered.request_hash),
            idempotency_keys::status.eq(remembered.status),
            idempotency_keys::response.eq(&remembered.response),
        ))
        .on_conflict_do_nothing()
        .execute(conn)?;
    if inserted == 0 {
        return Err(StorageError::Conflict("a request with this Idempotency-Key is in progress"));
    }
    Ok(())
}
