//! Creating, listing, joining, leaving and starting games.

use super::games::{LoadedGame, Occasion, game_view, readable, to_rows};
use super::quotas::{QuotaError, QuotaExceeded};
use super::{
    Caller, Idempotency, IdempotencyError, Outcome, Service, known, random_bytes, random_hex, remember, remembered,
};
use crate::cursor;
use api::Internal;
use api::hosting::{InvalidForRuleset, SetupFailure};
use api::model::{Access, CreateGame, Game, GamePage, GameStatus, RulesetId, SeatOrder, Spectators, TimeControl};
use chrono::{DateTime, Utc};
use engine::bot::Level;
use engine::order::TileOrder;
use engine::rng::{GameRng, Seed};
use std::collections::HashMap;
use storage::games::{self as stored, GameRow, ListFilter};
use storage::{self, DbConn, JsonText, StorageError};
use uuid::Uuid;

/// Why a lobby use case failed.
#[derive(Debug, thiserror::Error)]
pub enum LobbyError {
    /// No such game.
    #[error("no such game")]
    NotFound,
    /// Options are not valid for the rule set.
    #[error(transparent)]
    InvalidBody(#[from] InvalidForRuleset),
    /// A single-seat game needs a fixed tile order.
    #[error("single_seat needs a fixed tile_order (a custom game)")]
    SingleSeatNeedsOrder,
    /// Options or tile order describe no playable game, by `rule`.
    #[error("invalid game: {detail}")]
    InvalidGame {
        /// What is wrong.
        detail: String,
        /// The rule it breaks.
        rule: &'static str,
    },
    /// The log of an import is not one the rules and its seed produce.
    #[error("not an importable game: {detail}")]
    InvalidImport {
        /// What is wrong.
        detail: String,
        /// The rule it breaks, if a move or the set-up is illegal.
        rule: Option<&'static str>,
    },
    /// The creator cannot leave: they cancel the game instead.
    #[error("the creator cannot leave their own game: cancel it instead")]
    CreatorCannotLeave,
    /// An invite-only game, and the code is missing or wrong.
    #[error("this game is invite-only: join with its code")]
    InvitationRequired,
    /// The draw supply was given both as one order and as piles.
    #[error("give the draw supply as tile_order or as tile_piles, not both")]
    OrderAndPiles,
    /// Single-seat games have no clock.
    #[error("a single-seat game has no clock")]
    SingleSeatClock,
    /// A rated game with something that makes it unratable.
    #[error("this game cannot be rated: {0}")]
    Unratable(&'static str),
    /// A time out of range.
    #[error("clock times are 1 s to 30 days, increments up to a day")]
    InvalidClock,
    /// Only the creator may do this.
    #[error("only the game's creator may do this")]
    NotOwner,
    /// The game has started or finished.
    #[error("the game is no longer open")]
    NotOpen,
    /// Every seat is taken.
    #[error("every seat is taken")]
    Full,
    /// The caller sits at the game already.
    #[error("you have joined this game already")]
    AlreadyJoined,
    /// The caller does not sit at the game.
    #[error("you have not joined this game")]
    NotJoined,
    /// Single-seat games take no other players.
    #[error("the creator plays every seat of this game")]
    SingleSeat,
    /// Not every seat is taken.
    #[error("{joined} of {seats} seats are taken")]
    NotReady {
        /// Players seated.
        joined: usize,
        /// Seats.
        seats: usize,
    },
    /// The caller's token names no account.
    #[error("the token's account no longer exists")]
    UnknownAccount,
    /// The `Idempotency-Key` was used before for a different request.
    #[error("this Idempotency-Key was used for a different request")]
    KeyReused,
    /// The account holds as many games of a kind as its quota allows.
    #[error(transparent)]
    Quota(QuotaExceeded),
    /// The list cursor is not one this service gave out.
    #[error("invalid cursor")]
    InvalidCursor,
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// This service failed.
    #[error(transparent)]
    Internal(#[from] Internal),
}

/// Largest page of the game list.
pub const MAX_PAGE: i64 = 100;

/// How many of an account's games its stream watches for lost
/// announcements (the most recently changed).
const STANDINGS: i64 = 100;

/// Where one of an account's games stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The game.
    pub game: Uuid,
    /// Its last sequence number.
    pub seq: i32,
    /// Whether it is over.
    pub over: bool,
    /// Whether the account decides now.
    pub deciding: bool,
}

impl Service {
    /// Creates a game; the creator takes a seat. With an idempotency key, a
    /// retry gets the first response and creates nothing.
    pub fn create_game(
        &self,
        caller: &Caller,
        request: CreateGame,
        idempotency: Option<Idempotency>,
    ) -> Result<Outcome<Game>, LobbyError> {
        let mut conn = storage::connect(&self.pool)?;
        if !known(&mut conn, caller)? {
            return Err(LobbyError::UnknownAccount);
        }
        if let Some(replayed) = remembered(&mut conn, caller, idempotency.as_ref())? {
            return Ok(replayed);
        }
        let new = new_game_row(caller.account_id, request)?;
        let game = storage::transaction(&mut conn, |conn| {
            self.quotas.check_seat(conn, caller.account_id)?;
            let row = stored::create(conn, &new, true)?;
            let game = game_view::<LobbyError>(&row, &stored::players(conn, row.id)?, None, caller)?;
            remember(conn, caller, idempotency.as_ref(), 201, &game)?;
            Ok::<_, LobbyError>(game)
        });
        match game {
            Err(LobbyError::Storage(StorageError::Conflict(_))) if idempotency.is_some() => {
                remembered(&mut conn, caller, idempotency.as_ref())?.ok_or(LobbyError::Storage(StorageError::Conflict(
                    "a request with this Idempotency-Key is in progress",
                )))
            }
            other => other.map(Outcome::Fresh),
        }
    }

    /// Lists the games `caller` may read, newest first, `limit` at a time
    /// (from a standby, if there is a fit one).
    pub fn list_games(&self, caller: &Caller, query: &GameQuery, cursor: Option<&str>) -> Result<GamePage, LobbyError> {
        let after = cursor.map(parse_cursor).transpose()?;
        let limit = query.limit.clamp(1, MAX_PAGE);
        let filter = ListFilter {
            status: query.status.map(GameStatus::as_str),
            ruleset: query.ruleset.map(RulesetId::as_str),
            member: query.mine.then_some(caller.account_id),
            after,
            limit: limit + 1,
        };
        self.read_behind(|conn| {
            let mut rows = stored::list(conn, &filter, caller.account_id)?;
            let more = rows.len() as i64 > limit;
            rows.truncate(limit as usize);
            let next_cursor = more.then(|| rows.last().map(|r| cursor::format(r.created_at, r.id))).flatten();
            Ok(GamePage { games: views(conn, &rows, caller)?, next_cursor })
        })
    }

    /// The caller's games: those where they decide now first, then the
    /// most recently changed; `limit` at a time, after `cursor`.
    pub fn my_games(
        &self,
        caller: &Caller,
        status: Option<GameStatus>,
        cursor: Option<&str>,
        limit: i64,
    ) -> Result<GamePage, LobbyError> {
        let after = cursor.map(parse_seated_cursor).transpose()?;
        // Cancelled games only when asked for.
        let statuses: Vec<&str> = match status {
            Some(status) => vec![status.as_str()],
            None => GameStatus::ALL.iter().filter(|s| **s != GameStatus::Cancelled).map(|s| s.as_str()).collect(),
        };
        let limit = limit.clamp(1, MAX_PAGE);
        let mut conn = storage::connect(&self.pool)?;
        let mut rows = stored::seated_games(&mut conn, caller.account_id, &statuses, after, limit + 1)?;
        let more = rows.len() as i64 > limit;
        rows.truncate(limit as usize);
        let next_cursor = more
            .then(|| {
                rows.last().map(|r| format_seated_cursor(r.to_move.contains(&caller.account_id), r.updated_at, r.id))
            })
            .flatten();
        Ok(GamePage { games: views(&mut conn, &rows, caller)?, next_cursor })
    }

    /// Where the caller's running and finished games stand, most recently
    /// changed first (at most `STANDINGS`), from the primary: what its
    /// account stream compares with the notices it heard, to make up for
    /// announcements that were lost.
    pub fn standings(&self, caller: &Caller) -> Result<Vec<Standing>, LobbyError> {
        let mut conn = storage::connect(&self.pool)?;
        let statuses = [GameStatus::Active.as_str(), GameStatus::Finished.as_str()];
        let rows = stored::seated_games(&mut conn, caller.account_id, &statuses, None, STANDINGS)?;
        Ok(rows
            .into_iter()
            .map(|row| Standing {
                game: row.id,
                seq: row.last_seq,
                over: row.status == GameStatus::Finished.as_str(),
                deciding: row.to_move.contains(&caller.account_id),
            })
            .collect())
    }

    /// Cancels an open game (creator only): nobody can join or start it.
    pub fn cancel(&self, caller: &Caller, id: Uuid) -> Result<Game, LobbyError> {
        self.in_open_game(caller, id, Joining::No, |conn, row| {
            if row.owner_id != caller.account_id {
                return Err(LobbyError::NotOwner);
            }
            Ok(stored::cancel(conn, id)?)
        })
    }

    /// One game with its public state at version `min_seq` or later (if
    /// the game has it), and its ETag.
    pub fn game(&self, caller: &Caller, id: Uuid, min_seq: i32) -> Result<(Game, String), LobbyError> {
        self.read_game(
            id,
            min_seq,
            || LobbyError::NotFound,
            |conn, rows| viewed(&LoadedGame::from_rows(conn, &self.cache, rows)?, caller),
        )
    }

    /// [`Service::game`] as this instance last read it, when that is the
    /// game's `version` now (asked on the HTTP worker); `None` otherwise:
    /// then [`Service::game`] answers.
    pub fn game_at(&self, caller: &Caller, id: Uuid, version: i64) -> Option<Result<(Game, String), LobbyError>> {
        LoadedGame::checked(&self.cache, id, version).map(|loaded| viewed(&loaded, caller))
    }

    /// The ETag of a game the caller may read, at version `min_seq` or
    /// later, without replaying it (for conditional requests).
    pub fn game_etag(&self, caller: &Caller, id: Uuid, min_seq: i32) -> Result<String, LobbyError> {
        self.read_game(
            id,
            min_seq,
            || LobbyError::NotFound,
            |_, (row, players)| {
                if !readable(&row, &players, caller) {
                    return Err(LobbyError::NotFound);
                }
                Ok(super::play::etag(&row))
            },
        )
    }

    /// Takes a seat at an open game; an invite-only one needs its `code`.
    pub fn join(&self, caller: &Caller, id: Uuid, code: Option<&str>) -> Result<Game, LobbyError> {
        self.in_open_game(caller, id, Joining::Yes, |conn, row| {
            if row.single_seat {
                return Err(LobbyError::SingleSeat);
            }
            if row.join_code.as_deref().is_some_and(|expected| code != Some(expected)) {
                return Err(LobbyError::InvitationRequired);
            }
            let players = stored::players(conn, id)?;
            if players.iter().any(|p| p.account_id == caller.account_id) {
                return Err(LobbyError::AlreadyJoined);
            }
            if players.len() >= usize::try_from(row.seats).unwrap_or(0) {
                return Err(LobbyError::Full);
            }
            self.quotas.check_seat(conn, caller.account_id)?;
            stored::add_player(conn, id, caller.account_id).map_err(|e| match e {
                StorageError::Conflict(_) => LobbyError::AlreadyJoined,
                other => other.into(),
            })
        })
    }

    /// Seats a bot of `level` at an open game (creator only).
    pub fn add_bot(&self, caller: &Caller, id: Uuid, level: Level) -> Result<Game, LobbyError> {
        self.in_open_game(caller, id, Joining::No, |conn, row| {
            if row.owner_id != caller.account_id {
                return Err(LobbyError::NotOwner);
            }
            if row.single_seat {
                return Err(LobbyError::SingleSeat);
            }
            if row.rated {
                return Err(LobbyError::Unratable("rated games are played between people, without bots"));
            }
            if stored::players(conn, id)?.len() >= usize::try_from(row.seats).unwrap_or(0) {
                return Err(LobbyError::Full);
            }
            self.quotas.check_bot(conn, caller.account_id, Some(id))?;
            stored::add_bot(conn, id, level.as_str())?;
            Ok(())
        })
    }

    /// Leaves an open game; the creator cannot leave their own game.
    pub fn leave(&self, caller: &Caller, id: Uuid) -> Result<Game, LobbyError> {
        self.in_open_game(caller, id, Joining::No, |conn, row| {
            if row.owner_id == caller.account_id {
                return Err(LobbyError::CreatorCannotLeave);
            }
            if !stored::remove_player(conn, id, caller.account_id)? {
                return Err(LobbyError::NotJoined);
            }
            Ok(())
        })
    }

    /// Starts a full game (creator only): draws a fresh seed, orders the
    /// seats, and writes the creation event and the first draw (a bot to
    /// move first is left to the bot workers).
    pub fn start(&self, caller: &Caller, id: Uuid) -> Result<Game, LobbyError> {
        self.in_open_game(caller, id, Joining::No, |conn, row| {
            if row.owner_id != caller.account_id {
                return Err(LobbyError::NotOwner);
            }
            let players = stored::players(conn, id)?;
            let seats = usize::try_from(row.seats).unwrap_or(0);
            if !row.single_seat && players.len() < seats {
                return Err(LobbyError::NotReady { joined: players.len(), seats });
            }
            begin(conn, row, players, caller.account_id)
        })
    }

    /// Runs `change` on the open game `id` inside a transaction holding its
    /// row lock, then returns the game as it is afterwards. A game closed
    /// to the caller is answered like an unknown id, but one that is open
    /// to joining.
    fn in_open_game(
        &self,
        caller: &Caller,
        id: Uuid,
        joining: Joining,
        change: impl FnOnce(&mut DbConn, &stored::GameRow) -> Result<(), LobbyError>,
    ) -> Result<Game, LobbyError> {
        let mut conn = storage::connect(&self.pool)?;
        if !known(&mut conn, caller)? {
            return Err(LobbyError::UnknownAccount);
        }
        storage::transaction(&mut conn, |conn| {
            let row = stored::lock(conn, id)?.ok_or(LobbyError::NotFound)?;
            let open = row.status == GameStatus::Open.as_str();
            let closed = row.spectators == Spectators::Players.as_str();
            if closed && !(open && joining == Joining::Yes) && !readable(&row, &stored::players(conn, id)?, caller) {
                return Err(LobbyError::NotFound);
            }
            if !open {
                return Err(LobbyError::NotOpen);
            }
            change(conn, &row)
        })?;
        let loaded = LoadedGame::load(&mut conn, &self.cache, id)?.ok_or(LobbyError::NotFound)?;
        loaded.view(caller)
    }
}

/// Whether a lobby change takes a seat (outsiders may join open games
/// closed to spectators).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Joining {
    Yes,
    No,
}

/// Filters of the game list.
#[derive(Clone, Debug, Default)]
pub struct GameQuery {
    /// Only games with this status (all but cancelled ones by default).
    pub status: Option<GameStatus>,
    /// Only games of this rule set.
    pub ruleset: Option<RulesetId>,
    /// Only games the caller sits at.
    pub mine: bool,
    /// Page size.
    pub limit: i64,
}

/// `loaded`'s view for `caller` with its ETag; not found for a caller
/// who may not read it.
fn viewed(loaded: &LoadedGame, caller: &Caller) -> Result<(Game, String), LobbyError> {
    if !loaded.readable_by(caller) {
        return Err(LobbyError::NotFound);
    }
    Ok((loaded.view::<LobbyError>(caller)?, super::play::etag(&loaded.row)))
}

/// The lobby views of `rows` for `caller` (their players read in one query).
fn views(conn: &mut DbConn, rows: &[GameRow], caller: &Caller) -> Result<Vec<Game>, LobbyError> {
    let ids: Vec<Uuid> = rows.iter().map(|row| row.id).collect();
    let mut players: HashMap<Uuid, Vec<stored::PlayerRow>> = HashMap::new();
    for (game, player) in stored::players_of(conn, &ids)? {
        players.entry(game).or_default().push(player);
    }
    rows.iter().map(|row| game_view(row, players.get(&row.id).map_or(&[], Vec::as_slice), None, caller)).collect()
}

impl From<SetupFailure> for LobbyError {
    fn from(e: SetupFailure) -> Self {
        match e {
            SetupFailure::Invalid(e) => LobbyError::InvalidBody(e),
            SetupFailure::Setup { error, rule } => LobbyError::InvalidGame { detail: error.to_string(), rule },
            SetupFailure::Internal(e) => LobbyError::Internal(e),
        }
    }
}

impl From<QuotaError> for LobbyError {
    fn from(e: QuotaError) -> Self {
        match e {
            QuotaError::Exceeded(exceeded) => LobbyError::Quota(exceeded),
            QuotaError::Storage(e) => LobbyError::Storage(e),
        }
    }
}

impl From<IdempotencyError> for LobbyError {
    fn from(e: IdempotencyError) -> Self {
        match e {
            IdempotencyError::Reused => LobbyError::KeyReused,
            IdempotencyError::Storage(e) => LobbyError::Storage(e),
        }
    }
}

/// The row of a new game that `owner` creates as `request` says, once
/// the request is checked: its options and tile order set a game up, and
/// a rated game can be rated.
pub(super) fn new_game_row(owner: i64, request: CreateGame) -> Result<GameRow, LobbyError> {
    let custom = request.tile_order.is_some() || request.tile_piles.is_some() || request.bonus_tile_order.is_some();
    if request.single_seat && !custom {
        return Err(LobbyError::SingleSeatNeedsOrder);
    }
    if request.single_seat && request.clock.is_some() {
        return Err(LobbyError::SingleSeatClock);
    }
    if request.clock.is_some_and(|clock| !clock.is_valid()) {
        return Err(LobbyError::InvalidClock);
    }
    let clock =
        request.clock.map(serde_json::to_value).transpose().map_err(|e| StorageError::Unencodable(e.to_string()))?;
    let join_code = match request.access {
        Access::Open => None,
        Access::Invite => Some(join_code()?),
    };
    let (tiles, piles) = match (request.tile_order, request.tile_piles) {
        (Some(_), Some(_)) => return Err(LobbyError::OrderAndPiles),
        (None, Some(piles)) => (piles.concat(), piles.iter().map(Vec::len).collect()),
        (order, None) => (order.unwrap_or_default(), Vec::new()),
    };
    let fixed = TileOrder::Fixed {
        tiles,
        bonus: request.bonus_tile_order.unwrap_or_default(),
        any_mix: request.any_tile_mix,
        piles,
    };
    // Check options and order now rather than at the start.
    let (state, _) = request.ruleset.start(&request.options, fixed.clone())?;
    if request.rated {
        ratable(custom, request.clock, state.team_level())?;
    }
    let tile_order =
        if custom { Some(JsonText::of(&fixed).map_err(|e| StorageError::Unencodable(e.to_string()))?) } else { None };
    let now = Utc::now();
    Ok(GameRow {
        id: Uuid::new_v4(),
        ruleset: request.ruleset.as_str().into(),
        options: request.options,
        tile_order,
        custom,
        single_seat: request.single_seat,
        seat_order: match request.seat_order {
            SeatOrder::Shuffled => "shuffled".into(),
            SeatOrder::JoinOrder => "join_order".into(),
        },
        seats: i16::from(state.seats()),
        owner_id: owner,
        status: GameStatus::Open.as_str().into(),
        spectators: request.spectators.as_str().into(),
        imported: false,
        join_code,
        clock,
        to_move: Vec::new(),
        seed_commitment: None,
        rated: request.rated,
        rated_result: None,
        version: 0,
        // Set by the database.
        last_seq: 0,
        created_at: now,
        updated_at: now,
    })
}

/// Who takes a seat of a game created already full (by a challenge, a
/// rematch or a match of seeks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum SeatTaker {
    /// An account.
    Account(i64),
    /// A new bot of this level.
    Bot(Level),
}

/// Creates the game `create` asks for, owned by `owner`, with its seats
/// taken in the order of `seating`, and starts it, in the transaction on
/// `conn`; returns its id.
pub(super) fn start_full(
    conn: &mut DbConn,
    owner: i64,
    create: CreateGame,
    seating: &[SeatTaker],
) -> Result<Uuid, LobbyError> {
    let new = new_game_row(owner, create)?;
    let game = new.id;
    stored::create(conn, &new, false)?;
    let mut order = Vec::with_capacity(seating.len());
    for taker in seating {
        order.push(match taker {
            SeatTaker::Account(account) => {
                stored::add_player(conn, game, *account)?;
                *account
            }
            SeatTaker::Bot(level) => stored::add_bot(conn, game, level.as_str())?,
        });
    }
    // The row as the seats left it (an append checks its version).
    let row = stored::lock(conn, game)?.ok_or(StorageError::Misuse("a game just created is gone"))?;
    let mut players = stored::players(conn, game)?;
    players.sort_by_key(|p| order.iter().position(|account| *account == p.account_id));
    begin(conn, &row, players, owner)?;
    Ok(game)
}

/// Starts the open game `row` whose seats `players` hold (in the order
/// they take them unless its seats are shuffled), for `actor`: draws a
/// fresh seed, orders the seats, and appends the creation event and the
/// first draw (a bot to move first is left to the bot workers). `row` must
/// be the game's row as it is now (locked).
fn begin(conn: &mut DbConn, row: &GameRow, mut players: Vec<stored::PlayerRow>, actor: i64) -> Result<(), LobbyError> {
    let id = row.id;
    let seed = fresh_seed()?;
    if row.seat_order == "shuffled" && !row.single_seat {
        GameRng::for_seats(seed).shuffle(&mut players);
    }
    let assignment: Vec<(i64, i16)> = players.iter().zip(0..).map(|(p, seat)| (p.account_id, seat)).collect();
    stored::assign_seats(conn, id, &assignment)?;
    for (player, seat) in players.iter_mut().zip(0..) {
        player.seat = Some(seat);
    }
    let game = LoadedGame::unplayed(row.clone(), players)?;
    let order = match &row.tile_order {
        Some(fixed) => fixed.parse().map_err(|e| StorageError::corrupt_by("a fixed tile order", e))?,
        None => TileOrder::Seeded { seed },
    };
    let (state, events) = game.ruleset.start(&row.options, order)?;
    let rows = to_rows(events, Some(actor));
    let change = game.change(Occasion::Start, state.as_ref(), &rows);
    change.append(conn, row, &rows)?.notice.announce_on_commit(conn)?;
    if row.tile_order.is_none() {
        stored::set_commitment(conn, id, &seed.commitment())?;
    }
    Ok(())
}

/// Whether a game may be rated: a competitive rule set (not a
/// co-operative one, which has a `level`), the box's tiles in a random
/// order, and every seat played by its own player to the end.
fn ratable(custom: bool, clock: Option<TimeControl>, level: Option<u8>) -> Result<(), LobbyError> {
    if level.is_some() {
        return Err(LobbyError::Unratable("co-operative games keep team records instead of ratings"));
    }
    if custom {
        return Err(LobbyError::Unratable("a custom tile order makes a game unrated"));
    }
    if clock.and_then(TimeControl::on_timeout).is_some() {
        return Err(LobbyError::Unratable("in a rated game a timed-out seat resigns: leave out on_timeout"));
    }
    Ok(())
}

/// A fresh 256-bit seed.
fn fresh_seed() -> Result<Seed, Internal> {
    random_bytes().map(Seed)
}

/// A fresh join code: 10 hex digits (40 bits).
fn join_code() -> Result<String, Internal> {
    random_hex::<5>()
}

fn parse_cursor(cursor: &str) -> Result<(DateTime<Utc>, Uuid), LobbyError> {
    cursor::parse(cursor).ok_or(LobbyError::InvalidCursor)
}

/// The cursor of the caller's games after one where they decide or not
/// (`1.` or `0.`), changed at `changed`, with `id`.
fn format_seated_cursor(decides: bool, changed: DateTime<Utc>, id: Uuid) -> String {
    format!("{}.{}", u8::from(decides), cursor::format(changed, id))
}

fn parse_seated_cursor(cursor: &str) -> Result<stored::SeatedCursor, LobbyError> {
    let decides = match cursor.split_once('.') {
        Some(("1", _)) => true,
        Some(("0", _)) => false,
        _ => return Err(LobbyError::InvalidCursor),
    };
    let (changed, id) = parse_cursor(&cursor[2..])?;
    Ok((decides, changed, id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seated_cursors_round_trip() {
        let changed = DateTime::from_timestamp_micros(1_700_000_000_123_456).unwrap();
        let id = Uuid::new_v4();
        for decides in [true, false] {
            assert_eq!(
                parse_seated_cursor(&format_seated_cursor(decides, changed, id)).unwrap(),
                (decides, changed, id)
            );
        }
        for bad in ["2.1.x", "1", "", "1.notacursor"] {
            assert!(matches!(parse_seated_cursor(bad), Err(LobbyError::InvalidCursor)), "{bad}");
        }
    }

    #[test]
    fn cursors_round_trip() {
        let created = DateTime::from_timestamp_micros(1_700_000_000_123_456).unwrap();
        let id = Uuid::new_v4();
        let cursor = cursor::format(created, id);
        assert_eq!(parse_cursor(&cursor).unwrap(), (created, id));
        assert!(matches!(parse_cursor("garbage"), Err(LobbyError::InvalidCursor)));
        assert!(matches!(parse_cursor("12.notauuid"), Err(LobbyError::InvalidCursor)));
    }
}
