//! What finished games leave on their players' profiles: game records,
//! ratings with their history, and co-operative team records. Written in
//! the transaction of a game's last event; read by profiles and
//! leaderboards.

use super::schema::{accounts, game_records, rating_history, ratings, team_records};
use super::{DbConn, StorageError};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::upsert::excluded;
use uuid::Uuid;

/// One game's result for one player, as records count it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// 1 for a win, else 0.
    pub wins: i32,
    /// 1 for a loss, else 0.
    pub losses: i32,
    /// 1 for a draw, else 0.
    pub draws: i32,
}

/// An account's record of finished games in one rule set.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = game_records)]
pub struct GameRecordRow {
    /// Rule set id.
    pub ruleset: String,
    /// Games finished.
    pub games: i32,
    /// Of which won alone.
    pub wins: i32,
    /// Lost.
    pub losses: i32,
    /// Won shared with others.
    pub draws: i32,
}

/// An account's rating in one pool of a rule set.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = ratings)]
pub struct RatingRow {
    /// The account.
    pub account_id: i64,
    /// Rule set id.
    pub ruleset: String,
    /// `duel` or `multiplayer`.
    pub pool: String,
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Glicko-2's volatility (unused by other systems).
    pub volatility: f64,
    /// Rated games played.
    pub games: i32,
    /// Of which won alone.
    pub wins: i32,
    /// Lost.
    pub losses: i32,
    /// Won shared with others.
    pub draws: i32,
    /// The highest rating reached.
    pub best: f64,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
    /// Distinct opponents in its rated games.
    pub opponents: i32,
}

/// A rating as a rating system holds it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Skill {
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Glicko-2's volatility (0 for other systems).
    pub volatility: f64,
}

/// A rated game's new rating for one of its players.
#[derive(Clone, Copy, Debug)]
pub struct RatingChange {
    /// The player's account.
    pub account: i64,
    /// Its place in the game.
    pub place: i16,
    /// Its rating before the game.
    pub before: f64,
    /// Its rating after it.
    pub after: Skill,
    /// The game's result for it.
    pub tally: Tally,
}

/// One rated game's change to an account's rating.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = rating_history)]
pub struct HistoryRow {
    /// The game.
    pub game_id: Uuid,
    /// Rule set id.
    pub ruleset: String,
    /// `duel` or `multiplayer`.
    pub pool: String,
    /// The account's place in the game.
    pub place: i16,
    /// The rating before the game.
    pub rating_before: f64,
    /// The rating after it.
    pub rating: f64,
    /// The deviation after it.
    pub deviation: f64,
    /// When the game ended.
    pub created_at: DateTime<Utc>,
}

/// An account's team record at one level of a co-operative rule set.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = team_records)]
pub struct TeamRecordRow {
    /// Rule set id.
    pub ruleset: String,
    /// The level.
    pub level: i16,
    /// Games the team won.
    pub wins: i32,
    /// Games the team lost.
    pub losses: i32,
}

/// Adds one finished game to each account's record in `ruleset`.
pub fn record_games(conn: &mut DbConn, ruleset: &str, results: &[(i64, Tally)]) -> Result<(), StorageError> {
    let rows: Vec<_> = results
        .iter()
        .map(|(account, tally)| {
            (
                game_records::account_id.eq(account),
                game_records::ruleset.eq(ruleset),
                game_records::games.eq(1),
                game_records::wins.eq(tally.wins),
                game_records::losses.eq(tally.losses),
                game_records::draws.eq(tally.draws),
            )
        })
        .collect();
    diesel::insert_into(game_records::table)
        .values(rows)
        .on_conflict((game_records::account_id, game_records::ruleset))
        .do_update()
        .set((
            game_records::games.eq(game_records::games + 1),
            game_records::wins.eq(game_records::wins + excluded(game_records::wins)),
            game_records::losses.eq(game_records::losses + excluded(game_records::losses)),
            game_records::draws.eq(game_records::draws + excluded(game_records::draws)),
        ))
        .execute(conn)?;
    Ok(())
}

/// Adds a co-operative game at `level`, won or lost, to each of `accounts`'
/// team records.
pub fn record_team(
    conn: &mut DbConn,
    ruleset: &str,
    level: i16,
    accounts: &[i64],
    won: bool,
) -> Result<(), StorageError> {
    let (wins, losses) = if won { (1, 0) } else { (0, 1) };
    let rows: Vec<_> = accounts
        .iter()
        .map(|account| {
            (
                team_records::account_id.eq(account),
                team_records::ruleset.eq(ruleset),
                team_records::level.eq(level),
                team_records::wins.eq(wins),
                team_records::losses.eq(losses),
            )
        })
        .collect();
    diesel::insert_into(team_records::table)
        .values(rows)
        .on_conflict((team_records::account_id, team_records::ruleset, team_records::level))
        .do_update()
        .set((
            team_records::wins.eq(team_records::wins + excluded(team_records::wins)),
            team_records::losses.eq(team_records::losses + excluded(team_records::losses)),
        ))
        .execute(conn)?;
    Ok(())
}

/// The ratings of `accounts` in `ruleset`'s `pool`, locked until the end of
/// the transaction (games ending at once rate one after the other); an
/// account without one gets `initial`. In account order, which is also
/// the order they are locked in, so that two games never wait on each
/// other.
pub fn lock_ratings(
    conn: &mut DbConn,
    ruleset: &str,
    pool: &str,
    accounts: &[i64],
    initial: Skill,
) -> Result<Vec<RatingRow>, StorageError> {
    let mut accounts = accounts.to_vec();
    accounts.sort_unstable();
    let rows: Vec<_> = accounts
        .iter()
        .map(|account| {
            (
                ratings::account_id.eq(account),
                ratings::ruleset.eq(ruleset),
                ratings::pool.eq(pool),
                ratings::rating.eq(initial.rating),
                ratings::deviation.eq(initial.deviation),
                ratings::volatility.eq(initial.volatility),
                ratings::best.eq(initial.rating),
            )
        })
        .collect();
    diesel::insert_into(ratings::table).values(rows).on_conflict_do_nothing().execute(conn)?;
    Ok(ratings::table
        .filter(ratings::ruleset.eq(ruleset).and(ratings::pool.eq(pool)).and(ratings::account_id.eq_any(&accounts)))
        .order(ratings::account_id.asc())
        .select(RatingRow::as_select())
        .for_update()
        .load(conn)?)
}

/// Stores a rated game's new ratings (locked by [`lock_ratings`]) and
/// their history.
pub fn record_ratings(
    conn: &mut DbConn,
    ruleset: &str,
    pool: &str,
    game: Uuid,
    changes: &[RatingChange],
    now: DateTime<Utc>,
) -> Result<(), StorageError> {
    for change in changes {
        let key = (change.account, ruleset, pool);
        diesel::update(ratings::table.find(key))
            .set((
                ratings::rating.eq(change.after.rating),
                ratings::deviation.eq(change.after.deviation),
                ratings::volatility.eq(change.after.volatility),
                ratings::games.eq(ratings::games + 1),
                ratings::wins.eq(ratings::wins + change.tally.wins),
                ratings::losses.eq(ratings::losses + change.tally.losses),
                ratings::draws.eq(ratings::draws + change.tally.draws),
                ratings::best.eq(greatest(ratings::best, change.after.rating)),
                ratings::updated_at.eq(now),
            ))
            .execute(conn)?;
    }
    let history: Vec<_> = changes
        .iter()
        .map(|change| {
            (
                rating_history::account_id.eq(change.account),
                rating_history::game_id.eq(game),
                rating_history::ruleset.eq(ruleset),
                rating_history::pool.eq(pool),
                rating_history::place.eq(change.place),
                rating_history::rating_before.eq(change.before),
                rating_history::rating.eq(change.after.rating),
                rating_history::deviation.eq(change.after.deviation),
                rating_history::volatility.eq(change.after.volatility),
                rating_history::created_at.eq(now),
            )
        })
        .collect();
    diesel::insert_into(rating_history::table).values(history).execute(conn)?;
    count_opponents(conn, ruleset, pool, &changes.iter().map(|change| change.account).collect::<Vec<_>>())
}

/// Counts anew the distinct opponents `accounts` met in `ruleset`'s `pool`.
fn count_opponents(conn: &mut DbConn, ruleset: &str, pool: &str, accounts: &[i64]) -> Result<(), StorageError> {
    use diesel::sql_types::{Array, BigInt, Text};
    diesel::sql_query(
        "UPDATE ratings r SET opponents = (\
             SELECT count(DISTINCT o.account_id) FROM rating_history h \
             JOIN rating_history o ON o.game_id = h.game_id AND o.account_id <> h.account_id \
             WHERE h.account_id = r.account_id AND h.ruleset = r.ruleset AND h.pool = r.pool) \
         WHERE r.ruleset = $1 AND r.pool = $2 AND r.account_id = ANY($3)",
    )
    .bind::<Text, _>(ruleset)
    .bind::<Text, _>(pool)
    .bind::<Array<BigInt>, _>(accounts)
    .execute(conn)?;
    Ok(())
}

/// One player's row of a rated game, as voiding reads its pool.
#[derive(Clone, Debug, QueryableByName)]
pub struct PoolRow {
    /// The player's account.
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    pub account_id: i64,
    /// The game.
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    pub game_id: Uuid,
    /// Its place in the game.
    #[diesel(sql_type = diesel::sql_types::SmallInt)]
    pub place: i16,
    /// Its rating before the game.
    #[diesel(sql_type = diesel::sql_types::Double)]
    pub rating_before: f64,
    /// Its rating after the game.
    #[diesel(sql_type = diesel::sql_types::Double)]
    pub rating: f64,
    /// Its deviation after the game.
    #[diesel(sql_type = diesel::sql_types::Double)]
    pub deviation: f64,
    /// Its volatility after the game.
    #[diesel(sql_type = diesel::sql_types::Double)]
    pub volatility: f64,
    /// How many players the game had (more than its rows where an account
    /// was deleted and its history erased).
    #[diesel(sql_type = diesel::sql_types::SmallInt)]
    pub players: i16,
}

/// The pool of rated game `game`: its rule set and pool names, if it has
/// a rating history.
pub fn pool_of(conn: &mut DbConn, game: Uuid) -> Result<Option<(String, String)>, StorageError> {
    Ok(rating_history::table
        .filter(rating_history::game_id.eq(game))
        .select((rating_history::ruleset, rating_history::pool))
        .first(conn)
        .optional()?)
}

/// Keeps every rating of the pools from changing until the end of the
/// transaction (games that end meanwhile wait to be rated).
pub fn lock_all(conn: &mut DbConn) -> Result<(), StorageError> {
    diesel::sql_query("LOCK TABLE ratings IN SHARE ROW EXCLUSIVE MODE").execute(conn)?;
    Ok(())
}

/// The rows of rated game `game` and of every later one in its pool, in
/// the order they were rated (the time each game ended, then its id).
pub fn pool_history_from(conn: &mut DbConn, game: Uuid) -> Result<Vec<PoolRow>, StorageError> {
    Ok(diesel::sql_query(
        "WITH v AS (SELECT ruleset, pool, created_at, game_id FROM rating_history WHERE game_id = $1 LIMIT 1) \
         SELECT h.account_id, h.game_id, h.place, h.rating_before, h.rating, h.deviation, h.volatility, \
                g.seats AS players \
         FROM rating_history h JOIN v ON h.ruleset = v.ruleset AND h.pool = v.pool \
              AND (h.created_at, h.game_id) >= (v.created_at, v.game_id) \
         JOIN games g ON g.id = h.game_id \
         ORDER BY h.created_at, h.game_id, h.account_id",
    )
    .bind::<diesel::sql_types::Uuid, _>(game)
    .load(conn)?)
}

/// The ratings of `accounts` in the pool of rated game `game` just before
/// it: each one's state after its last game before it (none: it had
/// played none).
pub fn states_before(conn: &mut DbConn, game: Uuid, accounts: &[i64]) -> Result<Vec<(i64, Skill)>, StorageError> {
    #[derive(QueryableByName)]
    struct State {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        account_id: i64,
        #[diesel(sql_type = diesel::sql_types::Double)]
        rating: f64,
        #[diesel(sql_type = diesel::sql_types::Double)]
        deviation: f64,
        #[diesel(sql_type = diesel::sql_types::Double)]
        volatility: f64,
    }
    let states: Vec<State> = diesel::sql_query(
        "WITH v AS (SELECT ruleset, pool, created_at, game_id FROM rating_history WHERE game_id = $1 LIMIT 1) \
         SELECT DISTINCT ON (h.account_id) h.account_id, h.rating, h.deviation, h.volatility \
         FROM rating_history h JOIN v ON h.ruleset = v.ruleset AND h.pool = v.pool \
              AND (h.created_at, h.game_id) < (v.created_at, v.game_id) \
         WHERE h.account_id = ANY($2) \
         ORDER BY h.account_id, h.created_at DESC, h.game_id DESC",
    )
    .bind::<diesel::sql_types::Uuid, _>(game)
    .bind::<diesel::sql_types::Array<diesel::sql_types::BigInt>, _>(accounts)
    .load(conn)?;
    Ok(states
        .into_iter()
        .map(|s| (s.account_id, Skill { rating: s.rating, deviation: s.deviation, volatility: s.volatility }))
        .collect())
}

/// Rewrites rated games' rows as a recomputation found them: each row
/// (account, game) gets its rating before and its state after.
pub fn rewrite_history(conn: &mut DbConn, rows: &[(i64, Uuid, f64, Skill)]) -> Result<(), StorageError> {
    use diesel::sql_types::{Array, BigInt, Double};
    let column = |f: fn(&(i64, Uuid, f64, Skill)) -> f64| rows.iter().map(f).collect::<Vec<f64>>();
    diesel::sql_query(
        "UPDATE rating_history h SET rating_before = u.before, rating = u.rating, deviation = u.deviation, \
                volatility = u.volatility \
         FROM unnest($1, $2, $3, $4, $5, $6) AS u(account_id, game_id, before, rating, deviation, volatility) \
         WHERE h.account_id = u.account_id AND h.game_id = u.game_id",
    )
    .bind::<Array<BigInt>, _>(rows.iter().map(|r| r.0).collect::<Vec<i64>>())
    .bind::<Array<diesel::sql_types::Uuid>, _>(rows.iter().map(|r| r.1).collect::<Vec<Uuid>>())
    .bind::<Array<Double>, _>(column(|r| r.2))
    .bind::<Array<Double>, _>(column(|r| r.3.rating))
    .bind::<Array<Double>, _>(column(|r| r.3.deviation))
    .bind::<Array<Double>, _>(column(|r| r.3.volatility))
    .execute(conn)?;
    Ok(())
}

/// Takes rated game `game` out of its players' ratings and records in
/// `ruleset`'s `pool`: its history rows go, each player's games and
/// `results` lose it (an account left with no rated game in the pool
/// loses its rating there), and opponents are counted anew.
pub fn unrecord_game(
    conn: &mut DbConn,
    ruleset: &str,
    pool: &str,
    game: Uuid,
    results: &[(i64, Tally)],
) -> Result<(), StorageError> {
    diesel::delete(rating_history::table.filter(rating_history::game_id.eq(game))).execute(conn)?;
    for (account, tally) in results {
        diesel::update(ratings::table.find((account, ruleset, pool)))
            .set((
                ratings::games.eq(ratings::games - 1),
                ratings::wins.eq(ratings::wins - tally.wins),
                ratings::losses.eq(ratings::losses - tally.losses),
                ratings::draws.eq(ratings::draws - tally.draws),
            ))
            .execute(conn)?;
        diesel::update(game_records::table.find((account, ruleset)))
            .set((
                game_records::games.eq(game_records::games - 1),
                game_records::wins.eq(game_records::wins - tally.wins),
                game_records::losses.eq(game_records::losses - tally.losses),
                game_records::draws.eq(game_records::draws - tally.draws),
            ))
            .execute(conn)?;
    }
    let accounts: Vec<i64> = results.iter().map(|(account, _)| *account).collect();
    diesel::delete(
        ratings::table
            .filter(ratings::ruleset.eq(ruleset).and(ratings::pool.eq(pool)))
            .filter(ratings::account_id.eq_any(&accounts).and(ratings::games.le(0))),
    )
    .execute(conn)?;
    diesel::delete(
        game_records::table
            .filter(game_records::ruleset.eq(ruleset))
            .filter(game_records::account_id.eq_any(&accounts).and(game_records::games.le(0))),
    )
    .execute(conn)?;
    count_opponents(conn, ruleset, pool, &accounts)
}

/// Sets the ratings of `skills`' accounts in `ruleset`'s `pool` as a
/// recomputation found them; each one's best becomes the highest of
/// `initial` and the ratings in its history.
pub fn set_skills(
    conn: &mut DbConn,
    ruleset: &str,
    pool: &str,
    skills: &[(i64, Skill)],
    initial: f64,
) -> Result<(), StorageError> {
    for (account, skill) in skills {
        let best = rating_history::table
            .filter(rating_history::account_id.eq(account))
            .filter(rating_history::ruleset.eq(ruleset).and(rating_history::pool.eq(pool)))
            .select(diesel::dsl::max(rating_history::rating))
            .first::<Option<f64>>(conn)?
            .map_or(initial, |best| best.max(initial));
        diesel::update(ratings::table.find((account, ruleset, pool)))
            .set((
                ratings::rating.eq(skill.rating),
                ratings::deviation.eq(skill.deviation),
                ratings::volatility.eq(skill.volatility),
                ratings::best.eq(best),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// How many counted rated games of `ruleset` accounts `a` and `b` both
/// played that ended at `since` or later.
pub fn games_together_since(
    conn: &mut DbConn,
    ruleset: &str,
    (a, b): (i64, i64),
    since: DateTime<Utc>,
) -> Result<i64, StorageError> {
    let (mine, theirs) = diesel::alias!(rating_history as mine, rating_history as theirs);
    Ok(mine
        .inner_join(theirs.on(theirs.field(rating_history::game_id).eq(mine.field(rating_history::game_id))))
        .filter(mine.field(rating_history::account_id).eq(a))
        .filter(theirs.field(rating_history::account_id).eq(b))
        .filter(mine.field(rating_history::ruleset).eq(ruleset))
        .filter(mine.field(rating_history::created_at).ge(since))
        .count()
        .get_result(conn)?)
}

diesel::define_sql_function! {
    /// The larger of two numbers.
    fn greatest(a: diesel::sql_types::Double, b: diesel::sql_types::Double) -> diesel::sql_types::Double;
}

/// `account`'s rating in `ruleset`'s `pool`, if it has one.
pub fn rating_of(conn: &mut DbConn, account: i64, ruleset: &str, pool: &str) -> Result<Option<f64>, StorageError> {
    Ok(ratings::table.find((account, ruleset, pool)).select(ratings::rating).first(conn).optional()?)
}

/// `account`'s game records, by rule set.
pub fn game_records_of(conn: &mut DbConn, account: i64) -> Result<Vec<GameRecordRow>, StorageError> {
    Ok(game_records::table
        .filter(game_records::account_id.eq(account))
        .order(game_records::ruleset.asc())
        .select(GameRecordRow::as_select())
        .load(conn)?)
}

/// `account`'s ratings, by rule set and pool.
pub fn ratings_of(conn: &mut DbConn, account: i64) -> Result<Vec<RatingRow>, StorageError> {
    Ok(ratings::table
        .filter(ratings::account_id.eq(account))
        .order((ratings::ruleset.asc(), ratings::pool.asc()))
        .select(RatingRow::as_select())
        .load(conn)?)
}

/// `account`'s team records, by rule set and level.
pub fn team_records_of(conn: &mut DbConn, account: i64) -> Result<Vec<TeamRecordRow>, StorageError> {
    Ok(team_records::table
        .filter(team_records::account_id.eq(account))
        .order((team_records::ruleset.asc(), team_records::level.asc()))
        .select(TeamRecordRow::as_select())
        .load(conn)?)
}

/// `account`'s rating changes, newest first, after `after` (the time and
/// game of the last one of the page before), at most `limit`.
pub fn history(
    conn: &mut DbConn,
    account: i64,
    after: Option<(DateTime<Utc>, Uuid)>,
    limit: i64,
) -> Result<Vec<HistoryRow>, StorageError> {
    let mut query = rating_history::table
        .filter(rating_history::account_id.eq(account))
        .select(HistoryRow::as_select())
        .into_boxed();
    if let Some((at, game)) = after {
        query = query.filter(
            rating_history::created_at
                .lt(at)
                .or(rating_history::created_at.eq(at).and(rating_history::game_id.lt(game))),
        );
    }
    Ok(query.order((rating_history::created_at.desc(), rating_history::game_id.desc())).limit(limit).load(conn)?)
}

/// A leaderboard row: a rating and its account's names.
pub type LeaderRow = (RatingRow, String, Option<String>);

/// Who may be on a leaderboard: how many rated games, against how many
/// distinct opponents, an account needs at least.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Established {
    /// Rated games in the pool.
    pub games: i32,
    /// Distinct opponents among them.
    pub opponents: i32,
}

/// The established ratings of `ruleset`'s `pool`, best first, of accounts
/// that show their profile and that no moderator suspended (at `now`) or
/// took off the leaderboards; after `after` (the rating and account of
/// the last row of the page before), at most `limit`.
pub fn leaderboard(
    conn: &mut DbConn,
    ruleset: &str,
    pool: &str,
    established: Established,
    (after, limit): (Option<(f64, i64)>, i64),
    now: DateTime<Utc>,
) -> Result<Vec<LeaderRow>, StorageError> {
    let mut query = ratings::table
        .inner_join(accounts::table)
        .filter(ratings::ruleset.eq(ruleset).and(ratings::pool.eq(pool)))
        .filter(ratings::games.ge(established.games).and(ratings::opponents.ge(established.opponents)))
        .filter(accounts::deleted_at.is_null().and(accounts::profile_hidden.eq(false)))
        .filter(accounts::unlisted.eq(false))
        .filter(super::suspension::not_suspended(now))
        .select((RatingRow::as_select(), accounts::username, accounts::display_name))
        .into_boxed();
    if let Some((rating, account)) = after {
        query = query
            .filter(ratings::rating.lt(rating).or(ratings::rating.eq(rating).and(ratings::account_id.gt(account))));
    }
    Ok(query.order((ratings::rating.desc(), ratings::account_id.asc())).limit(limit).load(conn)?)
}

/// Erases what `account`'s games left on its profile (its account is deleted).
pub fn erase_of(conn: &mut DbConn, account: i64) -> Result<(), StorageError> {
    diesel::delete(game_records::table.filter(game_records::account_id.eq(account))).execute(conn)?;
    diesel::delete(ratings::table.filter(ratings::account_id.eq(account))).execute(conn)?;
    diesel::delete(rating_history::table.filter(rating_history::account_id.eq(account))).execute(conn)?;
    diesel::delete(team_records::table.filter(team_records::account_id.eq(account))).execute(conn)?;
    Ok(())
}
