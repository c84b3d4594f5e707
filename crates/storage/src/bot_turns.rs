//! The bot workers' queue: the games whose next decision is a bot's
//! (`games.bot_to_move`, written by every append). A worker claims one
//! game at a time by locking its row, so that across instances a game gets
//! one decision at a time, and a worker that dies lets go of its claim with
//! its connection.

use super::schema::games;
use super::{DbConn, StorageError};
use diesel::prelude::*;
use uuid::Uuid;

/// One claimed game.
#[derive(QueryableByName)]
struct Claimed {
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    id: Uuid,
}

/// Claims a game where a bot is to move, locked until the end of the
/// current transaction; `None` when no bot waits, or every waiting game is
/// claimed by another worker. Fair across accounts: every creator's
/// longest-waiting game comes before anyone's second, and among those the
/// one that has waited longest first (a game waits from its last change).
pub fn claim(conn: &mut DbConn) -> Result<Option<Uuid>, StorageError> {
    let claimed: Option<Claimed> = diesel::sql_query(
        "SELECT games.id FROM games \
         JOIN (SELECT id, row_number() OVER (PARTITION BY owner_id ORDER BY updated_at, id) AS turn \
               FROM games WHERE bot_to_move) AS waiting ON waiting.id = games.id \
         WHERE games.bot_to_move \
         ORDER BY waiting.turn, games.updated_at, games.id \
         LIMIT 1 FOR UPDATE OF games SKIP LOCKED",
    )
    .get_result(conn)
    .optional()?;
    Ok(claimed.map(|c| c.id))
}

/// Takes `game` out of the queue: no bot can move in it after all.
pub fn dismiss(conn: &mut DbConn, game: Uuid) -> Result<(), StorageError> {
    diesel::update(games::table.find(game)).set(games::bot_to_move.eq(false)).execute(conn)?;
    Ok(())
}
