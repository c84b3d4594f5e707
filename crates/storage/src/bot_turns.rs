//! The bot workers' queue: the games whose next decision is a bot's
//! (`games.bot_to_move`, written by every append). A worker claims one
//! game at a time by locking its row, so that across instances a game gets
//! one decision at a time, and a worker that dies lets go of its claim with
//! its connection.
//!
//! The queue is fair across accounts by the workers' time they take
//! (start-time fair queueing, `bot_shares`): an account whose bots took
//! little time lately goes before one whose bots took much, however many
//! games either has waiting. Virtual time is the worker time spent: a
//! turn starts at its account's finish, or at the latest start of any
//! account if that is later (an idle account saves no credit), and the
//! earliest start goes first.

use super::schema::games;
use super::{DbConn, StorageError};
use diesel::prelude::*;
use uuid::Uuid;

/// A claimed game.
#[derive(QueryableByName)]
pub struct Claimed {
    /// The game.
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    pub game: Uuid,
    /// Its owner, whose share the turn is charged to.
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    pub owner: i64,
}

/// Gives every account that owns a game waiting for a bot its share, if
/// it has none yet. Outside the claim's transaction: a new share is then
/// visible to every worker at once.
pub fn enlist(conn: &mut DbConn) -> Result<(), StorageError> {
    diesel::sql_query(
        "INSERT INTO bot_shares (account_id) SELECT DISTINCT owner_id FROM games WHERE bot_to_move \
         ON CONFLICT (account_id) DO NOTHING",
    )
    .execute(conn)?;
    Ok(())
}

/// Claims the game where a bot is to move whose owner's turn starts
/// earliest in virtual time (then the account with the earlier finish,
/// then the game that has waited longest, from its last change), locked
/// with its owner's share until the end of the current transaction, and
/// starts the owner's turn. `None` when no bot waits, or every waiting
/// game or its owner is claimed by another worker. [`charge`] ends the
/// turn.
pub fn claim(conn: &mut DbConn) -> Result<Option<Claimed>, StorageError> {
    Ok(diesel::sql_query(
        "WITH clock AS (SELECT coalesce(max(started), 0) AS now FROM bot_shares), \
             next AS (SELECT games.id AS game, games.owner_id AS owner, greatest(share.finish, clock.now) AS start \
                 FROM games JOIN bot_shares share ON share.account_id = games.owner_id, clock \
                 WHERE games.bot_to_move \
                 ORDER BY greatest(share.finish, clock.now), share.finish, games.updated_at, games.id \
                 LIMIT 1 FOR UPDATE OF games, share SKIP LOCKED), \
             started AS (UPDATE bot_shares SET started = next.start, finish = next.start FROM next \
                 WHERE bot_shares.account_id = next.owner) \
         SELECT game, owner FROM next",
    )
    .get_result(conn)
    .optional()?)
}

/// Ends the turn [`claim`] started for `owner`: it took `seconds` of a
/// worker's time.
pub fn charge(conn: &mut DbConn, owner: i64, seconds: f64) -> Result<(), StorageError> {
    diesel::sql_query("UPDATE bot_shares SET finish = started + $2 WHERE account_id = $1")
        .bind::<diesel::sql_types::BigInt, _>(owner)
        .bind::<diesel::sql_types::Double, _>(seconds)
        .execute(conn)?;
    Ok(())
}

/// Claims `game` if a bot is still to move in it and no other worker has
/// it: the next decision of a turn under way, which goes on without
/// queueing again.
pub fn claim_game(conn: &mut DbConn, game: Uuid) -> Result<Option<Uuid>, StorageError> {
    Ok(games::table
        .find(game)
        .filter(games::bot_to_move)
        .select(games::id)
        .for_update()
        .skip_locked()
        .get_result(conn)
        .optional()?)
}

/// Takes `game` out of the queue: no bot can move in it after all.
pub fn dismiss(conn: &mut DbConn, game: Uuid) -> Result<(), StorageError> {
    diesel::update(games::table.find(game)).set(games::bot_to_move.eq(false)).execute(conn)?;
    Ok(())
}
