//! Games, their seats and their event logs.

use super::schema::{accounts, events, game_players, game_setups, games};
use super::{DbConn, JsonText, StorageError, taken};
use chrono::{DateTime, SubsecRound, Utc};
use diesel::dsl::SqlTypeOf;
use diesel::pg::Pg;
use diesel::prelude::*;
use serde_json::Value;
use uuid::Uuid;

/// A stored game (lobby data; the play state lives in its events): its row
/// of `games`, which play changes, and of `game_setups`, fixed when it was
/// created. Inserted as is, except what the database or later statements
/// set (sequence number, timestamps, players to move, seed commitment,
/// rated result, version).
#[derive(Clone, Debug)]
pub struct GameRow {
    /// Game id.
    pub id: Uuid,
    /// Rule set id.
    pub ruleset: String,
    /// Public options, as the rule set reads them.
    pub options: Value,
    /// Fixed draw order of a custom game (secret), parsed only to start it.
    pub tile_order: Option<JsonText>,
    /// Whether the creator fixed the tile order.
    pub custom: bool,
    /// Whether one account plays every seat.
    pub single_seat: bool,
    /// `shuffled` or `join_order`.
    pub seat_order: String,
    /// Number of seats.
    pub seats: i16,
    /// Creator.
    pub owner_id: i64,
    /// `open`, `active`, `finished` or `cancelled`.
    pub status: String,
    /// Sequence number of the last event (0 before the start).
    pub last_seq: i32,
    /// Creation time.
    pub created_at: DateTime<Utc>,
    /// Last change.
    pub updated_at: DateTime<Utc>,
    /// Who may read it: `public` (anyone signed in) or `players`.
    pub spectators: String,
    /// Whether it was imported from an export.
    pub imported: bool,
    /// Invite-only games: the code joining needs.
    pub join_code: Option<String>,
    /// The time control, if any (JSON of the API's `TimeControl`).
    pub clock: Option<Value>,
    /// Accounts that decide now (refreshed with every append).
    pub to_move: Vec<i64>,
    /// SHA-256 of a seeded game's seed, once started.
    pub seed_commitment: Option<String>,
    /// Whether the game counts for its players' ratings.
    pub rated: bool,
    /// What a finished rated game did to the ratings (`counted`,
    /// `aborted`, ...); none while it runs and for unrated games.
    pub rated_result: Option<String>,
    /// Moves with every change of its rows, its players or their names
    /// (database triggers move it): two reads with the same version read
    /// the same rows.
    pub version: i64,
}

/// The columns of `games` in a [`GameRow`]: those play changes.
#[derive(Queryable, Selectable)]
#[diesel(table_name = games)]
pub struct PlayRow {
    id: Uuid,
    ruleset: String,
    seats: i16,
    owner_id: i64,
    status: String,
    last_seq: i32,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    spectators: String,
    to_move: Vec<i64>,
    rated: bool,
    rated_result: Option<String>,
    version: i64,
}

/// The columns of `game_setups` in a [`GameRow`]: those fixed when the
/// game was created.
#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = game_setups)]
pub struct SetupRow {
    game_id: Uuid,
    options: Value,
    tile_order: Option<JsonText>,
    custom: bool,
    single_seat: bool,
    seat_order: String,
    imported: bool,
    join_code: Option<String>,
    clock: Option<Value>,
    #[diesel(skip_insertion)]
    seed_commitment: Option<String>,
}

/// The columns of `games` a new game is inserted with.
#[derive(Insertable)]
#[diesel(table_name = games)]
struct NewGame<'a> {
    id: Uuid,
    ruleset: &'a str,
    seats: i16,
    owner_id: i64,
    status: &'a str,
    spectators: &'a str,
    rated: bool,
}

/// A [`GameRow`] is read from `games` joined with `game_setups`.
impl Selectable<Pg> for GameRow {
    type SelectExpression = (PlayColumns, SetupColumns);

    fn construct_selection() -> Self::SelectExpression {
        (<PlayRow as Selectable<Pg>>::construct_selection(), <SetupRow as Selectable<Pg>>::construct_selection())
    }
}

/// The columns of a [`PlayRow`].
type PlayColumns = <PlayRow as Selectable<Pg>>::SelectExpression;
/// The columns of a [`SetupRow`].
type SetupColumns = <SetupRow as Selectable<Pg>>::SelectExpression;

impl Queryable<(SqlTypeOf<PlayColumns>, SqlTypeOf<SetupColumns>), Pg> for GameRow {
    type Row = (PlayRow, SetupRow);

    fn build((play, setup): Self::Row) -> diesel::deserialize::Result<Self> {
        Ok(GameRow::from_parts(play, setup))
    }
}

impl GameRow {
    /// The game whose rows are `play` and `setup`.
    fn from_parts(play: PlayRow, setup: SetupRow) -> GameRow {
        GameRow {
            id: play.id,
            ruleset: play.ruleset,
            options: setup.options,
            tile_order: setup.tile_order,
            custom: setup.custom,
            single_seat: setup.single_seat,
            seat_order: setup.seat_order,
            seats: play.seats,
            owner_id: play.owner_id,
            status: play.status,
            last_seq: play.last_seq,
            created_at: play.created_at,
            updated_at: play.updated_at,
            spectators: play.spectators,
            imported: setup.imported,
            join_code: setup.join_code,
            clock: setup.clock,
            to_move: play.to_move,
            seed_commitment: setup.seed_commitment,
            rated: play.rated,
            rated_result: play.rated_result,
            version: play.version,
        }
    }
}

/// What an append leaves the game at, written in the same statement as the
/// new sequence number.
pub struct GameUpdate<'a> {
    /// `active` or `finished`.
    pub status: &'a str,
    /// Accounts that decide next.
    pub to_move: &'a [i64],
    /// Whether a bot decides next (the bot workers' queue).
    pub bot_to_move: bool,
    /// The notifications the append causes: which account hears of what
    /// kind. Each is written to the webhook outbox for every enabled
    /// endpoint of its account that wants its kind, in the append's
    /// statement (no event without its deliveries, and no delivery
    /// without its event).
    pub notifications: &'a [(i64, &'a str)],
}

/// An account at a game.
#[derive(Clone, Debug, Queryable)]
pub struct PlayerRow {
    /// Account id.
    pub account_id: i64,
    /// Its username.
    pub username: String,
    /// Seat, once the game has started.
    pub seat: Option<i16>,
    /// When it joined.
    pub joined_at: DateTime<Utc>,
    /// The level of the bot that plays the seat, if a bot does.
    pub bot: Option<String>,
}

/// One stored event.
#[derive(Clone, Debug, Queryable, QueryableByName, Selectable)]
#[diesel(table_name = events)]
pub struct EventRow {
    /// Position in the log, from 1.
    pub seq: i32,
    /// Event type (`tile_placed`, ...).
    pub event_type: String,
    /// The whole event, secret parts included.
    pub payload: Value,
    /// Account that sent the command it belongs to; none for chance.
    pub actor_id: Option<i64>,
    /// When it was stored.
    pub created_at: DateTime<Utc>,
    /// Whether it follows from the rules rather than records a choice.
    pub automatic: bool,
}

/// An event to append.
pub struct NewEvent {
    /// Event type.
    pub event_type: String,
    /// The whole event.
    pub payload: Value,
    /// Account that sent the command it belongs to.
    pub actor_id: Option<i64>,
    /// Whether it follows from the rules rather than records a choice.
    pub automatic: bool,
}

/// Inserts a game with its creator seated; returns it as stored.
pub fn create(conn: &mut DbConn, game: &GameRow, seat_owner: bool) -> Result<GameRow, StorageError> {
    conn.transaction(|conn| {
        let new = NewGame {
            id: game.id,
            ruleset: &game.ruleset,
            seats: game.seats,
            owner_id: game.owner_id,
            status: &game.status,
            spectators: &game.spectators,
            rated: game.rated,
        };
        let play = diesel::insert_into(games::table).values(new).returning(PlayRow::as_returning()).get_result(conn)?;
        let setup = SetupRow {
            game_id: game.id,
            options: game.options.clone(),
            tile_order: game.tile_order.clone(),
            custom: game.custom,
            single_seat: game.single_seat,
            seat_order: game.seat_order.clone(),
            imported: game.imported,
            join_code: game.join_code.clone(),
            clock: game.clock.clone(),
            seed_commitment: None,
        };
        // Stored as given: nothing of it has a default the database sets.
        diesel::insert_into(game_setups::table).values(&setup).execute(conn)?;
        let row = GameRow::from_parts(play, setup);
        if seat_owner {
            diesel::insert_into(game_players::table)
                .values((game_players::game_id.eq(game.id), game_players::account_id.eq(game.owner_id)))
                .execute(conn)?;
        }
        Ok(row)
    })
}

/// The game with `id`.
pub fn get(conn: &mut DbConn, id: Uuid) -> Result<Option<GameRow>, StorageError> {
    Ok(games::table.find(id).inner_join(game_setups::table).select(GameRow::as_select()).first(conn).optional()?)
}

/// The game with `id`, locked until the end of the current transaction.
pub fn lock(conn: &mut DbConn, id: Uuid) -> Result<Option<GameRow>, StorageError> {
    Ok(games::table
        .find(id)
        .inner_join(game_setups::table)
        .select(GameRow::as_select())
        .for_update()
        .first(conn)
        .optional()?)
}

/// The columns of a [`PlayerRow`]. The name is read by the account's key
/// (a correlated sub-select), never by a join that the planner may turn
/// into hashing every account.
macro_rules! player_columns {
    () => {
        (
            game_players::account_id,
            accounts::table
                .filter(accounts::id.eq(game_players::account_id))
                .select(accounts::username)
                .single_value()
                .assume_not_null(),
            game_players::seat,
            game_players::joined_at,
            game_players::bot,
        )
    };
}

/// The order of a game's players: seats once started, else joining.
macro_rules! player_order {
    () => {
        (game_players::seat.asc(), game_players::joined_at.asc(), game_players::account_id.asc())
    };
}

/// The accounts at a game, in seat order once started, else in join order.
pub fn players(conn: &mut DbConn, id: Uuid) -> Result<Vec<PlayerRow>, StorageError> {
    Ok(game_players::table
        .filter(game_players::game_id.eq(id))
        .order(player_order!())
        .select(player_columns!())
        .load(conn)?)
}

/// The game with `id` and its players (as [`players`] orders them), in one
/// round trip.
pub fn with_players(conn: &mut DbConn, id: Uuid) -> Result<Option<(GameRow, Vec<PlayerRow>)>, StorageError> {
    let rows: Vec<(GameRow, Option<PlayerRow>)> = games::table
        .inner_join(game_setups::table)
        .left_join(game_players::table)
        .filter(games::id.eq(id))
        .order(player_order!())
        .select((GameRow::as_select(), player_columns!().nullable()))
        .load(conn)?;
    let mut rows = rows.into_iter();
    Ok(rows.next().map(|(game, first)| {
        let players = first.into_iter().chain(rows.filter_map(|(_, player)| player)).collect();
        (game, players)
    }))
}

/// The version of game `id` ([`GameRow::version`]), if there is such a
/// game: what a read asks before it uses rows it kept.
pub fn version(conn: &mut DbConn, id: Uuid) -> Result<Option<i64>, StorageError> {
    Ok(games::table.find(id).select(games::version).first(conn).optional()?)
}

diesel::define_sql_function! {
    /// The elements of an array, as rows.
    fn unnest(values: diesel::sql_types::Array<diesel::sql_types::Uuid>) -> diesel::sql_types::Uuid;
}

/// The players of each of `games`, by game, each in [`players`] order.
pub fn players_of(conn: &mut DbConn, games: &[Uuid]) -> Result<Vec<(Uuid, PlayerRow)>, StorageError> {
    // The ids behind a sub-select: one plan per connection (see
    // `seated_games`).
    let listed = diesel::dsl::array(diesel::select(unnest(games)));
    Ok(game_players::table
        .filter(game_players::game_id.eq_any(listed))
        .order((game_players::game_id.asc(), player_order!()))
        .select((game_players::game_id, player_columns!()))
        .load(conn)?)
}

/// Which games to list.
pub struct ListFilter {
    /// Only games with this status; all but cancelled ones when `None`.
    pub status: Option<&'static str>,
    /// Only games of this rule set.
    pub ruleset: Option<&'static str>,
    /// Only games this account sits at.
    pub member: Option<i64>,
    /// Continue after this (created_at, id), newest first.
    pub after: Option<(DateTime<Utc>, Uuid)>,
    /// Page size.
    pub limit: i64,
}

/// Games, newest first; games closed to spectators only for their players,
/// and a player who hides their profile is listed to others only in open
/// games (which they post to find opponents): their games are their
/// history.
pub fn list(conn: &mut DbConn, filter: &ListFilter, viewer: i64) -> Result<Vec<GameRow>, StorageError> {
    let viewers_games = game_players::table.filter(game_players::account_id.eq(viewer)).select(game_players::game_id);
    let hidden_player = game_players::table
        .inner_join(accounts::table)
        .filter(game_players::game_id.eq(games::id))
        .filter(accounts::profile_hidden);
    let listed_to_all = games::spectators
        .eq("public")
        .and(games::status.eq("open").or(diesel::dsl::not(diesel::dsl::exists(hidden_player))));
    let mut query = games::table
        .inner_join(game_setups::table)
        .select(GameRow::as_select())
        .filter(games::id.eq_any(viewers_games).or(listed_to_all))
        .into_boxed();
    query = match filter.status {
        Some(status) => query.filter(games::status.eq(status)),
        None => query.filter(games::status.ne("cancelled")),
    };
    if let Some(ruleset) = filter.ruleset {
        query = query.filter(games::ruleset.eq(ruleset));
    }
    if let Some(account) = filter.member {
        let mine = game_players::table.filter(game_players::account_id.eq(account)).select(game_players::game_id);
        query = query.filter(games::id.eq_any(mine));
    }
    if let Some((created, id)) = filter.after {
        query = query.filter(ListedBefore { created, id });
    }
    Ok(query.order((games::created_at.desc(), games::id.desc())).limit(filter.limit).load(conn)?)
}

/// `(games.created_at, games.id) < ($1, $2)`: the games listed after a
/// cursor. A row comparison, which the index on (created_at DESC, id DESC)
/// answers directly (the same condition spelled with OR is not). Its own
/// expression rather than a raw SQL fragment, because diesel prepares and
/// keeps no statement that holds one: every page would be parsed and
/// planned anew.
#[derive(Debug, Clone, Copy, diesel::query_builder::QueryId, diesel::expression::ValidGrouping)]
struct ListedBefore {
    created: DateTime<Utc>,
    id: Uuid,
}

impl Expression for ListedBefore {
    type SqlType = diesel::sql_types::Bool;
}

/// Wherever the columns of `games` can be named (it names two).
impl<QS> AppearsOnTable<QS> for ListedBefore where games::id: AppearsOnTable<QS> {}

impl diesel::query_builder::QueryFragment<diesel::pg::Pg> for ListedBefore {
    fn walk_ast<'b>(&'b self, mut out: diesel::query_builder::AstPass<'_, 'b, diesel::pg::Pg>) -> QueryResult<()> {
        out.push_sql("(games.created_at, games.id) < (");
        out.push_bind_param::<diesel::sql_types::Timestamptz, _>(&self.created)?;
        out.push_sql(", ");
        out.push_bind_param::<diesel::sql_types::Uuid, _>(&self.id)?;
        out.push_sql(")");
        Ok(())
    }
}

/// Where a page of an account's games starts: after the game that sorts
/// as (the account decides there, last change, id).
pub type SeatedCursor = (bool, DateTime<Utc>, Uuid);

/// The games `account` sits at with one of `statuses`: those where it
/// decides now first, then the most recently changed; after `after`, at
/// most `limit`. One statement whatever is asked (two with a cursor), so
/// that the connection prepares and plans it once.
pub fn seated_games(
    conn: &mut DbConn,
    account: i64,
    statuses: &[&str],
    after: Option<SeatedCursor>,
    limit: i64,
) -> Result<Vec<GameRow>, StorageError> {
    // The account behind a sub-select, so that PostgreSQL cannot see it
    // while planning. A prepared statement keeps its generic plan only while
    // that costs no more than a plan for the actual value; an account with
    // fewer games than the average always looks cheaper, so the statement
    // would be planned anew on every execution (0.3-0.9 ms, against 0.05 ms
    // to run it). Hidden, every account costs the same and the plan is made
    // once per connection.
    let hidden_account = diesel::select(account.into_sql::<diesel::sql_types::BigInt>()).single_value();
    let seated = game_players::table
        .filter(game_players::account_id.nullable().eq(hidden_account))
        .select(game_players::game_id);
    let mut query = games::table
        .inner_join(game_setups::table)
        .select(GameRow::as_select())
        .filter(games::id.eq_any(seated))
        .filter(games::status.eq_any(statuses))
        .into_boxed();
    if let Some((decides, changed, id)) = after {
        query = query.filter(SeatedBefore { account, decides, changed, id });
    }
    Ok(query
        .order((games::to_move.contains(vec![account]).desc(), games::updated_at.desc(), games::id.desc()))
        .limit(limit)
        .load(conn)?)
}

/// `(games.to_move @> ARRAY[account], games.updated_at, games.id) <
/// (decides, changed, id)`: the games listed after a cursor of
/// [`seated_games`], whose order is that tuple, descending.
#[derive(Debug, Clone, Copy, diesel::query_builder::QueryId, diesel::expression::ValidGrouping)]
struct SeatedBefore {
    account: i64,
    decides: bool,
    changed: DateTime<Utc>,
    id: Uuid,
}

impl Expression for SeatedBefore {
    type SqlType = diesel::sql_types::Bool;
}

/// Wherever the columns of `games` can be named (it names three).
impl<QS> AppearsOnTable<QS> for SeatedBefore where games::id: AppearsOnTable<QS> {}

impl diesel::query_builder::QueryFragment<diesel::pg::Pg> for SeatedBefore {
    fn walk_ast<'b>(&'b self, mut out: diesel::query_builder::AstPass<'_, 'b, diesel::pg::Pg>) -> QueryResult<()> {
        use diesel::sql_types::{BigInt, Bool, Timestamptz, Uuid as SqlUuid};
        out.push_sql("(games.to_move @> ARRAY[");
        out.push_bind_param::<BigInt, _>(&self.account)?;
        out.push_sql("]::bigint[], games.updated_at, games.id) < (");
        out.push_bind_param::<Bool, _>(&self.decides)?;
        out.push_sql(", ");
        out.push_bind_param::<Timestamptz, _>(&self.changed)?;
        out.push_sql(", ");
        out.push_bind_param::<SqlUuid, _>(&self.id)?;
        out.push_sql(")");
        Ok(())
    }
}

/// Locks `account`'s row until the end of the current transaction (its
/// quotas are counted one request at a time). The lock leaves the row's
/// key alone: a transaction that seats the account meanwhile (a match or
/// a challenge that another request completes) checks its key without
/// waiting, so that the two never wait on each other.
pub fn lock_account(conn: &mut DbConn, account: i64) -> Result<(), StorageError> {
    accounts::table.find(account).select(accounts::id).for_no_key_update().first::<i64>(conn).optional()?;
    Ok(())
}

/// How many games with `status` `account` sits at, counted up to `cap`.
pub fn count_seated(conn: &mut DbConn, account: i64, status: &str, cap: u32) -> Result<u32, StorageError> {
    let ids: Vec<Uuid> = game_players::table
        .inner_join(games::table)
        .filter(game_players::account_id.eq(account).and(games::status.eq(status)))
        .select(games::id)
        .limit(i64::from(cap))
        .load(conn)?;
    Ok(u32::try_from(ids.len()).unwrap_or(u32::MAX))
}

/// The open or running games `account` created with a bot seated, at most
/// `cap` of them.
pub fn bot_games(conn: &mut DbConn, account: i64, cap: u32) -> Result<Vec<Uuid>, StorageError> {
    let bots = diesel::alias!(game_players as bots);
    let with_bot = bots
        .filter(bots.field(game_players::game_id).eq(games::id))
        .filter(bots.field(game_players::bot).is_not_null());
    Ok(game_players::table
        .inner_join(games::table)
        .filter(game_players::account_id.eq(account).and(games::owner_id.eq(account)))
        .filter(games::status.eq_any(["open", "active"]))
        .filter(diesel::dsl::exists(with_bot))
        .select(games::id)
        .limit(i64::from(cap))
        .load(conn)?)
}

/// Seats `account` at `game`; a second join is a conflict.
pub fn add_player(conn: &mut DbConn, game: Uuid, account: i64) -> Result<(), StorageError> {
    diesel::insert_into(game_players::table)
        .values((game_players::game_id.eq(game), game_players::account_id.eq(account)))
        .execute(conn)
        .map_err(taken("already joined"))?;
    touch(conn, game)
}

/// Seats a new bot of `level` at `game`: an account of its own (no
/// usable password, a username people cannot register) and its seat.
/// Returns the bot's account.
pub fn add_bot(conn: &mut DbConn, game: Uuid, level: &str) -> Result<i64, StorageError> {
    let username = format!("bot:{level}:{}", &Uuid::new_v4().simple().to_string()[..8]);
    let account = super::accounts::create(conn, &username, "!")?;
    diesel::insert_into(game_players::table)
        .values((game_players::game_id.eq(game), game_players::account_id.eq(account.id), game_players::bot.eq(level)))
        .execute(conn)?;
    touch(conn, game)?;
    Ok(account.id)
}

/// Removes `account` from `game`; returns whether it was there.
pub fn remove_player(conn: &mut DbConn, game: Uuid, account: i64) -> Result<bool, StorageError> {
    let removed = diesel::delete(
        game_players::table.filter(game_players::game_id.eq(game).and(game_players::account_id.eq(account))),
    )
    .execute(conn)?;
    touch(conn, game)?;
    Ok(removed > 0)
}

/// Gives each account its seat.
pub fn assign_seats(conn: &mut DbConn, game: Uuid, seats: &[(i64, i16)]) -> Result<(), StorageError> {
    for (account, seat) in seats {
        diesel::update(game_players::table.find((game, account))).set(game_players::seat.eq(seat)).execute(conn)?;
    }
    Ok(())
}

/// Games with a log (started ones), by id after `after`, at most
/// `limit`: each game's id, rule set and last sequence number.
pub fn with_logs_after(
    conn: &mut DbConn,
    after: Option<Uuid>,
    limit: i64,
) -> Result<Vec<(Uuid, String, i32)>, StorageError> {
    let mut query = games::table.filter(games::last_seq.gt(0)).into_boxed();
    if let Some(after) = after {
        query = query.filter(games::id.gt(after));
    }
    Ok(query.order(games::id.asc()).limit(limit).select((games::id, games::ruleset, games::last_seq)).load(conn)?)
}

/// Events with `seq > after`, at most `limit`, in order.
pub fn events(conn: &mut DbConn, game: Uuid, after: i32, limit: i64) -> Result<Vec<EventRow>, StorageError> {
    Ok(events::table
        .filter(events::game_id.eq(game).and(events::seq.gt(after)))
        .order(events::seq.asc())
        .limit(limit)
        .select(EventRow::as_select())
        .load(conn)?)
}

/// The channel on which appends are announced (`NOTIFY`), for the live
/// streams of every instance.
pub const NOTICE_CHANNEL: &str = "carcassonne_events";

/// Why an append lost: another one came first.
const MOVED_ON: &str = "the game has moved on: reload and retry";

/// Appends `new` to `base`'s game in one statement, so in one round trip
/// and atomically: if the game is no longer the version `base` holds
/// (another append got there first, or its players changed) the version
/// check fails and nothing is written (a conflict, never a gap or a
/// duplicate). It sets the status and who decides next, and writes the
/// webhook deliveries of `update`'s notifications. It announces nothing,
/// neither to streams nor to delivery workers: the caller has the append
/// announced once it has committed
/// ([`Announcer`](super::announcer::Announcer)), so that appends commit
/// without PostgreSQL's notification lock.
pub fn append(
    conn: &mut DbConn,
    base: &GameRow,
    new: &[NewEvent],
    update: &GameUpdate<'_>,
) -> Result<Appended, StorageError> {
    let count = i32::try_from(new.len()).map_err(|_| StorageError::Misuse("too many events in one append"))?;
    if count == 0 {
        return Err(StorageError::Misuse("an append needs an event"));
    }
    // Stored to the microsecond: the value returned is the one stored.
    let now = Utc::now().trunc_subsecs(6);
    let statement = AppendStatement {
        game: base.id,
        expected_seq: base.last_seq,
        expected_change: base.updated_at,
        last_seq: base.last_seq + count,
        now,
        update,
        event_types: new.iter().map(|event| event.event_type.as_str()).collect(),
        payloads: new.iter().map(|event| &event.payload).collect(),
        actors: new.iter().map(|event| event.actor_id).collect(),
        automatic: new.iter().map(|event| event.automatic).collect(),
        notified: update.notifications.iter().map(|(account, _)| *account).collect(),
        notification_kinds: update.notifications.iter().map(|(_, kind)| *kind).collect(),
    };
    let rows: Vec<(EventRow, bool, i64)> = statement.load(conn).map_err(taken(MOVED_ON))?;
    let Some(&(_, deliveries, version)) = rows.first() else {
        return Err(StorageError::Conflict(MOVED_ON));
    };
    let mut events: Vec<EventRow> = rows.into_iter().map(|(event, ..)| event).collect();
    events.sort_by_key(|row| row.seq);
    let row = (version == base.version + 1).then(|| GameRow {
        last_seq: base.last_seq + count,
        updated_at: now,
        status: update.status.to_owned(),
        to_move: update.to_move.to_vec(),
        version,
        ..base.clone()
    });
    Ok(Appended { events, changed: now, deliveries, row })
}

/// Notes what game `id`, rated and just finished, did to its players'
/// ratings (in the transaction of its last append).
pub fn set_rated_result(conn: &mut DbConn, id: Uuid, result: &str) -> Result<(), StorageError> {
    diesel::update(games::table.find(id)).set(games::rated_result.eq(result)).execute(conn)?;
    Ok(())
}

/// What [`change_rated_result`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum ResultChange {
    /// The game had the result expected, and has the new one now.
    Changed,
    /// The game has another result (or none), and keeps it.
    Was(Option<String>),
    /// No such game.
    Unknown,
}

/// Changes game `id`'s rated result from `from` to `to` at `now` (a new
/// version of the game).
pub fn change_rated_result(
    conn: &mut DbConn,
    id: Uuid,
    from: &str,
    to: &str,
    now: DateTime<Utc>,
) -> Result<ResultChange, StorageError> {
    let changed = diesel::update(games::table.find(id).filter(games::rated_result.eq(from)))
        .set((games::rated_result.eq(to), games::updated_at.eq(now)))
        .execute(conn)?;
    if changed > 0 {
        return Ok(ResultChange::Changed);
    }
    let found: Option<Option<String>> = games::table.find(id).select(games::rated_result).first(conn).optional()?;
    Ok(found.map_or(ResultChange::Unknown, ResultChange::Was))
}

/// What [`append`] wrote.
#[derive(Debug)]
pub struct Appended {
    /// The stored events, in order.
    pub events: Vec<EventRow>,
    /// The game's new change time.
    pub changed: DateTime<Utc>,
    /// Whether webhook deliveries were written (the delivery workers are
    /// to be woken once the append has committed).
    pub deliveries: bool,
    /// The game's row as the append's update left it, when that update
    /// moved the version `base` holds by one, so that the row was `base`'s
    /// before it; `None` when it had moved otherwise since (a statement
    /// later in the same transaction may still move it on).
    pub row: Option<GameRow>,
}

/// The statement of [`append`], with its values. A statement of its own
/// rather than `sql_query`, because diesel prepares and keeps no statement
/// of raw SQL: every command would have PostgreSQL parse and plan it anew.
struct AppendStatement<'a> {
    game: Uuid,
    expected_seq: i32,
    expected_change: DateTime<Utc>,
    last_seq: i32,
    now: DateTime<Utc>,
    update: &'a GameUpdate<'a>,
    event_types: Vec<&'a str>,
    payloads: Vec<&'a Value>,
    actors: Vec<Option<i64>>,
    automatic: Vec<bool>,
    notified: Vec<i64>,
    notification_kinds: Vec<&'a str>,
}

impl diesel::query_builder::QueryId for AppendStatement<'_> {
    type QueryId = AppendStatement<'static>;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl diesel::query_builder::Query for AppendStatement<'_> {
    type SqlType = (
        diesel::dsl::SqlTypeOf<diesel::dsl::AsSelect<EventRow, diesel::pg::Pg>>,
        diesel::sql_types::Bool,
        diesel::sql_types::BigInt,
    );
}

impl<Conn> RunQueryDsl<Conn> for AppendStatement<'_> {}

impl diesel::query_builder::QueryFragment<diesel::pg::Pg> for AppendStatement<'_> {
    fn walk_ast<'b>(&'b self, mut out: diesel::query_builder::AstPass<'_, 'b, diesel::pg::Pg>) -> QueryResult<()> {
        use diesel::sql_types::{Array, BigInt, Bool, Integer, Jsonb, Nullable, Text, Timestamptz, Uuid as SqlUuid};
        out.push_sql("WITH moved AS (UPDATE games SET last_seq = ");
        out.push_bind_param::<Integer, _>(&self.last_seq)?;
        out.push_sql(", updated_at = ");
        out.push_bind_param::<Timestamptz, _>(&self.now)?;
        out.push_sql(", status = ");
        out.push_bind_param::<Text, _>(&self.update.status)?;
        out.push_sql(", to_move = ");
        out.push_bind_param::<Array<BigInt>, _>(&self.update.to_move)?;
        out.push_sql(", bot_to_move = ");
        out.push_bind_param::<Bool, _>(&self.update.bot_to_move)?;
        out.push_sql(" WHERE id = ");
        out.push_bind_param::<SqlUuid, _>(&self.game)?;
        out.push_sql(" AND last_seq = ");
        out.push_bind_param::<Integer, _>(&self.expected_seq)?;
        out.push_sql(" AND updated_at = ");
        out.push_bind_param::<Timestamptz, _>(&self.expected_change)?;
        // The outbox: a data-modifying CTE runs whether or not it is read.
        // Whether it wrote anything (only accounts with webhooks have
        // deliveries) comes back with each event row, and so does the
        // version the update left the game at.
        out.push_sql(
            " RETURNING id, version), outbox AS (INSERT INTO webhook_deliveries (id, endpoint_id, kind, game_id, seq) \
             SELECT gen_random_uuid(), endpoint.id, notified.kind, moved.id, ",
        );
        out.push_bind_param::<Integer, _>(&self.last_seq)?;
        out.push_sql(" FROM moved, unnest(");
        out.push_bind_param::<Array<BigInt>, _>(&self.notified)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Text>, _>(&self.notification_kinds)?;
        out.push_sql(
            ") AS notified (account, kind) JOIN webhook_endpoints endpoint \
             ON endpoint.account_id = notified.account AND endpoint.enabled AND notified.kind = ANY (endpoint.kinds) \
             RETURNING 1) INSERT INTO events (game_id, seq, event_type, payload, actor_id, automatic) \
             SELECT moved.id, ",
        );
        out.push_bind_param::<Integer, _>(&self.expected_seq)?;
        out.push_sql(" + new.n, new.event_type, new.payload, new.actor_id, new.automatic FROM moved, unnest(");
        out.push_bind_param::<Array<Text>, _>(&self.event_types)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Jsonb>, _>(&self.payloads)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Nullable<BigInt>>, _>(&self.actors)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Bool>, _>(&self.automatic)?;
        out.push_sql(
            ") WITH ORDINALITY AS new (event_type, payload, actor_id, automatic, n) \
             RETURNING seq, event_type, payload, actor_id, created_at, automatic, EXISTS (SELECT FROM outbox), \
             (SELECT version FROM moved)",
        );
        Ok(())
    }
}

/// Cancels an open game.
pub fn cancel(conn: &mut DbConn, game: Uuid) -> Result<(), StorageError> {
    diesel::update(games::table.find(game))
        .set((games::status.eq("cancelled"), games::updated_at.eq(Utc::now())))
        .execute(conn)?;
    Ok(())
}

/// Records a started game's seed commitment.
pub fn set_commitment(conn: &mut DbConn, game: Uuid, commitment: &str) -> Result<(), StorageError> {
    diesel::update(game_setups::table.find(game)).set(game_setups::seed_commitment.eq(commitment)).execute(conn)?;
    Ok(())
}

/// Hands `account`'s seat at `base`'s game to a bot of `level` (a
/// timed-out seat), if the game is still the version `base` holds, like an
/// append (else a conflict, and nothing changes): the seat's player cannot
/// move and be replaced both. The bot decides next, so the game joins the
/// bot workers' queue; `notice` is announced on [`NOTICE_CHANNEL`].
pub fn hand_to_bot(
    conn: &mut DbConn,
    base: &GameRow,
    account: i64,
    level: &str,
    notice: &str,
) -> Result<(), StorageError> {
    conn.transaction(|conn| {
        let moved = diesel::update(games::table.find(base.id))
            .filter(games::last_seq.eq(base.last_seq).and(games::updated_at.eq(base.updated_at)))
            .set((games::updated_at.eq(Utc::now()), games::bot_to_move.eq(true)))
            .execute(conn)?;
        if moved == 0 {
            return Err(StorageError::Conflict(MOVED_ON));
        }
        diesel::update(game_players::table.find((base.id, account))).set(game_players::bot.eq(level)).execute(conn)?;
        announce(conn, notice)
    })
}

/// Announces `notice` on [`NOTICE_CHANNEL`] when the transaction commits
/// (a change that is not an append: a bot taking a seat, a challenge).
pub fn announce(conn: &mut DbConn, notice: &str) -> Result<(), StorageError> {
    diesel::sql_query("SELECT pg_notify($1, $2)")
        .bind::<diesel::sql_types::Text, _>(NOTICE_CHANNEL)
        .bind::<diesel::sql_types::Text, _>(notice)
        .execute(conn)?;
    Ok(())
}

/// Marks a change of `game` besides its log (its players): appends based
/// on the version before it fail.
fn touch(conn: &mut DbConn, game: Uuid) -> Result<(), StorageError> {
    diesel::update(games::table.find(game)).set(games::updated_at.eq(Utc::now())).execute(conn)?;
    Ok(())
}
