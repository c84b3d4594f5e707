//! Analyses of finished games: asked for once per game, made by the bot
//! workers in steps, each step appending the decisions it judged. The
//! steps queue with the bots' turns, fair across accounts by the workers'
//! time they take (the askers' `bot_shares`, as in [`super::bot_turns`]).

use super::schema::analyses;
use super::{DbConn, StorageError};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

/// An analysis as stored.
#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = analyses)]
pub struct AnalysisRow {
    /// The game analysed.
    pub game_id: Uuid,
    /// Who asked for it.
    pub requested_by: i64,
    /// When.
    pub requested_at: DateTime<Utc>,
    /// The log index the next step starts at.
    pub next_index: i32,
    /// The decisions judged so far, as a JSON list.
    pub decisions: serde_json::Value,
    /// When the last step ended the analysis.
    pub done_at: Option<DateTime<Utc>>,
    /// Whether it ended because the engine refused the game's log.
    pub failed: bool,
}

/// Asks for the analysis of `game` on behalf of `account`, unless it was
/// asked for already; whether this asked. The asker gets a share of the
/// workers if it has none.
pub fn request(conn: &mut DbConn, game: Uuid, account: i64) -> Result<bool, StorageError> {
    diesel::sql_query("INSERT INTO bot_shares (account_id) VALUES ($1) ON CONFLICT (account_id) DO NOTHING")
        .bind::<diesel::sql_types::BigInt, _>(account)
        .execute(conn)?;
    let asked = diesel::insert_into(analyses::table)
        .values((analyses::game_id.eq(game), analyses::requested_by.eq(account)))
        .on_conflict_do_nothing()
        .execute(conn)?;
    Ok(asked == 1)
}

/// The analysis of `game`, if it was asked for.
pub fn find(conn: &mut DbConn, game: Uuid) -> Result<Option<AnalysisRow>, StorageError> {
    Ok(analyses::table.find(game).select(AnalysisRow::as_select()).first(conn).optional()?)
}

/// How many analyses `account` asked for that are not done yet.
pub fn waiting_for(conn: &mut DbConn, account: i64) -> Result<i64, StorageError> {
    Ok(analyses::table
        .filter(analyses::requested_by.eq(account).and(analyses::done_at.is_null()))
        .count()
        .get_result(conn)?)
}

/// A claimed step of an analysis.
#[derive(QueryableByName)]
pub struct Claimed {
    /// The game analysed.
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    pub game: Uuid,
    /// Who asked for it, whose share the step is charged to.
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    pub asker: i64,
    /// The log index the step starts at.
    #[diesel(sql_type = diesel::sql_types::Integer)]
    pub next_index: i32,
}

/// Claims the analysis not yet done whose asker's turn starts earliest in
/// virtual time (then the one asked for first), locked with the asker's
/// share until the end of the current transaction, and starts the asker's
/// turn; [`super::bot_turns::charge`] ends it. `None` when none waits, or
/// every waiting one or its asker is claimed by another worker.
pub fn claim(conn: &mut DbConn) -> Result<Option<Claimed>, StorageError> {
    Ok(diesel::sql_query(
        "WITH clock AS (SELECT coalesce(max(started), 0) AS now FROM bot_shares), \
             next AS (SELECT analyses.game_id AS game, analyses.requested_by AS asker, analyses.next_index, \
                     greatest(share.finish, clock.now) AS start \
                 FROM analyses JOIN bot_shares share ON share.account_id = analyses.requested_by, clock \
                 WHERE analyses.done_at IS NULL \
                 ORDER BY greatest(share.finish, clock.now), share.finish, analyses.requested_at, analyses.game_id \
                 LIMIT 1 FOR UPDATE OF analyses, share SKIP LOCKED), \
             started AS (UPDATE bot_shares SET started = next.start, finish = next.start FROM next \
                 WHERE bot_shares.account_id = next.asker) \
         SELECT game, asker, next_index FROM next",
    )
    .get_result(conn)
    .optional()?)
}

/// Records a step of the analysis of `game`: the `decisions` it judged
/// (a JSON list) follow the earlier ones, and the next step starts at log
/// index `next`; `None` ends the analysis.
pub fn record(
    conn: &mut DbConn,
    game: Uuid,
    decisions: serde_json::Value,
    next: Option<i32>,
) -> Result<(), StorageError> {
    diesel::sql_query(
        "UPDATE analyses SET decisions = decisions || $2, next_index = coalesce($3, next_index), \
             done_at = CASE WHEN $3 IS NULL THEN now() END \
         WHERE game_id = $1",
    )
    .bind::<diesel::sql_types::Uuid, _>(game)
    .bind::<diesel::sql_types::Jsonb, _>(decisions)
    .bind::<diesel::sql_types::Nullable<diesel::sql_types::Integer>, _>(next)
    .execute(conn)?;
    Ok(())
}

/// Ends the analysis of `game` as failed: the engine refused its log, so
/// no later step could make it.
pub fn fail(conn: &mut DbConn, game: Uuid) -> Result<(), StorageError> {
    diesel::update(analyses::table.find(game))
        .set((analyses::done_at.eq(diesel::dsl::now), analyses::failed.eq(true)))
        .execute(conn)?;
    Ok(())
}
