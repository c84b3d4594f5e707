//! Stream tickets: single use, short-lived, stored by their SHA-256.

use super::schema::stream_tickets;
use super::{DbConn, StorageError};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

/// Stores a ticket (by its hash) for `account` and the stream of `game`
/// (`None`: the account's own), valid until `expires_at`; forgets tickets
/// that expired an hour ago.
pub fn issue(
    conn: &mut DbConn,
    ticket_hash: &str,
    account: i64,
    game: Option<Uuid>,
    expires_at: DateTime<Utc>,
) -> Result<(), StorageError> {
    diesel::delete(
        stream_tickets::table.filter(stream_tickets::expires_at.lt(Utc::now() - chrono::TimeDelta::hours(1))),
    )
    .execute(conn)?;
    diesel::insert_into(stream_tickets::table)
        .values((
            stream_tickets::ticket_hash.eq(ticket_hash),
            stream_tickets::account_id.eq(account),
            stream_tickets::game_id.eq(game),
            stream_tickets::expires_at.eq(expires_at),
        ))
        .execute(conn)?;
    Ok(())
}

/// Uses the ticket with this hash if it is unused and unexpired: its
/// account and game (`None` for an account stream). Used at most once,
/// whichever instance asks.
pub fn redeem(conn: &mut DbConn, ticket_hash: &str) -> Result<Option<(i64, Option<Uuid>)>, StorageError> {
    let now = Utc::now();
    Ok(diesel::update(
        stream_tickets::table.filter(
            stream_tickets::ticket_hash
                .eq(ticket_hash)
                .and(stream_tickets::used_at.is_null())
                .and(stream_tickets::expires_at.gt(now)),
        ),
    )
    .set(stream_tickets::used_at.eq(now))
    .returning((stream_tickets::account_id, stream_tickets::game_id))
    .get_result(conn)
    .optional()?)
}
