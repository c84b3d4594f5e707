//! Loading a game: its row, its players and its state rebuilt from the log;
//! who may read it; what its notices and views say.

use super::Caller;
use super::cache::{ReplayCache, Rows, Snapshot};
use super::live::{Notice, Unannounced};
use super::log::LogSummary;
use super::notifications;
use super::results::Settlement;
use api::Internal;
use api::hosting::{HostedGame, Recorded};
use api::model::{Access, EventRecord, Game, GamePlayer, GameStatus, RatedResult, RulesetId, SeatOrder, Spectators};
use chrono::{DateTime, Utc};
use engine::bot::Level;
use engine::seat::Seat;
use serde_json::value::RawValue;
use std::sync::Arc;
use storage::games::{self as stored, EventRow, GameRow, NewEvent, PlayerRow};
use storage::{DbConn, StorageError};
use uuid::Uuid;

/// A game as read from storage, its log replayed.
pub(super) struct LoadedGame {
    pub row: GameRow,
    pub players: Vec<PlayerRow>,
    /// The game's rule set.
    pub ruleset: RulesetId,
    /// What the service keeps of the log besides the state.
    pub log: Arc<LogSummary>,
    /// Present once the game has started.
    pub state: Option<Arc<Snapshot>>,
}

impl LoadedGame {
    /// Reads game `id` and replays its log (the part `cache` does not
    /// hold yet).
    pub fn load(conn: &mut DbConn, cache: &ReplayCache, id: Uuid) -> Result<Option<LoadedGame>, StorageError> {
        let Some(rows) = cache.rows(conn, id)? else {
            return Ok(None);
        };
        LoadedGame::from_rows(conn, cache, rows).map(Some)
    }

    /// The game of `row` and `players`, its log replayed from `conn`.
    pub fn from_rows(
        conn: &mut DbConn,
        cache: &ReplayCache,
        (row, players): (GameRow, Vec<PlayerRow>),
    ) -> Result<LoadedGame, StorageError> {
        let ruleset = ruleset_of(&row)?;
        let (log, state) = cache.replayed(conn, (&row, &players), ruleset)?;
        Ok(LoadedGame { row, players, ruleset, log, state })
    }

    /// Game `id` as this instance last read it, if its row there is one
    /// `wanted`, without asking the database: maybe outdated, so only a
    /// change conditioned on its version (an append) may act on it.
    pub fn last_read(cache: &ReplayCache, id: Uuid, wanted: impl FnOnce(&GameRow) -> bool) -> Option<LoadedGame> {
        let (rows, (log, state)) = cache.last_read(id, wanted)?;
        let (row, players) = Rows::clone(&rows);
        let ruleset = ruleset_of(&row).ok()?;
        Some(LoadedGame { row, players, ruleset, log, state })
    }

    /// Game `id` as this instance last read it, if that is the game's
    /// `version` now (the database's answer, asked by the caller): as
    /// current as [`LoadedGame::load`], without a connection from the pool.
    pub fn checked(cache: &ReplayCache, id: Uuid, version: i64) -> Option<LoadedGame> {
        let game = LoadedGame::last_read(cache, id, |row| row.version == version)?;
        cache.count_checked();
        Some(game)
    }

    /// A copy of the state for a change to play on; `None` before the start.
    pub fn state_to_change(&self) -> Option<Box<dyn HostedGame>> {
        self.state.as_ref().map(|state| state.duplicate())
    }

    /// Whether `caller` may read the game (spectator policy).
    pub fn readable_by(&self, caller: &Caller) -> bool {
        readable(&self.row, &self.players, caller)
    }

    /// The seat `caller` plays now: their own, or in a single-seat game
    /// the first seat that may decide.
    pub fn seat_of(&self, caller: &Caller) -> Option<Seat> {
        if self.row.single_seat {
            let status = self.state.as_ref()?.status();
            return (caller.account_id == self.row.owner_id).then(|| status.deciders().first().copied()).flatten();
        }
        self.players
            .iter()
            .find(|p| p.account_id == caller.account_id)
            .and_then(|p| p.seat)
            .and_then(|seat| u8::try_from(seat).ok())
            .map(Seat)
    }

    /// Whether the game is over (nothing is secret any more).
    pub fn finished(&self) -> bool {
        self.row.status == GameStatus::Finished.as_str()
    }

    /// The API view for `viewer`, with the public game state and the clock.
    pub fn view<E: From<StorageError> + From<Internal>>(&self, viewer: &Caller) -> Result<Game, E> {
        let mut game = game_view::<E>(&self.row, &self.players, self.state.as_deref(), viewer)?;
        if let Some(seed) = self.log.created.as_ref().and_then(|created| self.ruleset.seed(created)) {
            game.seed = self.finished().then(|| seed.to_string());
        }
        game.clock = self.clock(Utc::now())?;
        Ok(game)
    }

    /// A game about to be started or imported: `row` and the seats
    /// `players` hold (their `seat` set), nothing logged yet.
    pub fn unplayed(row: GameRow, players: Vec<PlayerRow>) -> Result<LoadedGame, StorageError> {
        let ruleset = ruleset_of(&row)?;
        Ok(LoadedGame { row, players, ruleset, log: Arc::default(), state: None })
    }

    /// The change that appends `rows` to the game for `occasion` and
    /// leaves it at `state`: the one way every append (a start, a move, a
    /// bot's, a timeout, an import) learns what it writes besides its
    /// events.
    pub fn change(&self, occasion: Occasion, state: &dyn HostedGame, rows: &[NewEvent]) -> Change {
        let seats = self.seat_holders(state.seats());
        let accounts: Vec<i64> = seats.iter().map(|holder| holder.account).collect();
        let decisions = self.log.decisions(rows, &accounts);
        let seq = self.row.last_seq + rows.len() as i32;
        Change::after(&self.row, seq, state, occasion, &seats, &decisions)
    }

    /// Appends `events`, a move made as account `actor`, leaving the game
    /// at `state` ([`LoadedGame::change`], then [`Change::append`]), in the
    /// transaction on `conn`.
    pub fn append_move(
        &self,
        conn: &mut DbConn,
        state: &dyn HostedGame,
        events: Vec<Recorded>,
        actor: i64,
    ) -> Result<Written, StorageError> {
        let rows = to_rows(events, Some(actor));
        self.change(Occasion::Move, state, &rows).append(conn, &self.row, &rows)
    }

    /// Who holds each seat.
    pub fn seat_holders(&self, seats: u8) -> Vec<Holder> {
        if self.row.single_seat {
            return vec![Holder { account: self.row.owner_id, bot: false }; usize::from(seats)];
        }
        let mut seated: Vec<&PlayerRow> = self.players.iter().filter(|p| p.seat.is_some()).collect();
        seated.sort_by_key(|p| p.seat);
        seated.iter().map(|p| Holder::of(p)).collect()
    }
}

/// Who holds a seat: an account, played by a bot or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Holder {
    /// The account.
    pub account: i64,
    /// Whether the service's bot plays it.
    pub bot: bool,
}

impl Holder {
    /// The holder that `player` is.
    pub fn of(player: &PlayerRow) -> Holder {
        Holder { account: player.account_id, bot: player.bot.is_some() }
    }
}

/// A stored event as clients may see it, with its `effects`: secrets
/// hidden unless `reveal`.
pub(super) fn record(
    ruleset: RulesetId,
    row: &EventRow,
    reveal: bool,
    effects: Box<RawValue>,
) -> Result<EventRecord, StorageError> {
    let event =
        ruleset.show(&row.payload, reveal).map_err(|e| StorageError::corrupt_by(format!("event {}", row.seq), e))?;
    Ok(EventRecord {
        ruleset,
        seq: row.seq,
        actor_id: row.actor_id,
        created_at: row.created_at,
        automatic: row.automatic,
        event,
        effects,
        event_type: row.event_type.clone(),
    })
}

/// Why events are appended, as far as who is told of them goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Occasion {
    /// The game starts: every player hears it.
    Start,
    /// A move (a command, a bot's, a resignation, a timeout).
    Move,
    /// A game played elsewhere is imported whole: nobody is told.
    Import,
}

/// What an append writes besides its events: the status it leaves the
/// game at, the accounts that decide next, whether a bot is to move, the
/// notice for live streams and bot workers, the notifications for the
/// webhook outbox (the same the notice carries to account streams), and
/// what the game's end settles on its players' profiles.
pub(super) struct Change {
    status: GameStatus,
    to_move: Vec<i64>,
    bot_to_move: bool,
    notice: Notice,
    notifications: Vec<(i64, &'static str)>,
    settlement: Option<Settlement>,
}

impl Change {
    /// An append for `occasion` to game `base` that leaves it at `seq`
    /// and `state`; `seats` holds each seat's holder, and `decisions` how
    /// many decisions of its own each seat has made then.
    fn after(
        base: &GameRow,
        seq: i32,
        state: &dyn HostedGame,
        occasion: Occasion,
        seats: &[Holder],
        decisions: &[usize],
    ) -> Change {
        let status = state.status();
        let holder = |seat: &Seat| seats.get(usize::from(seat.0));
        let deciders: Vec<&Holder> = status.deciders().iter().filter_map(holder).collect();
        let mut to_move: Vec<i64> = deciders.iter().map(|h| h.account).collect();
        to_move.sort_unstable();
        to_move.dedup();
        let bot_to_move = status.active().as_ref().and_then(holder).is_some_and(|h| h.bot);
        let (notifications, settlement) = match occasion {
            Occasion::Import => (Vec::new(), None),
            Occasion::Start | Occasion::Move => {
                let players: Vec<i64> = seats.iter().map(|h| h.account).collect();
                let humans_to_move: Vec<i64> = deciders.iter().filter(|h| !h.bot).map(|h| h.account).collect();
                let started = occasion == Occasion::Start;
                let notifications =
                    notifications::of_append(started, status.is_over(), &players, &humans_to_move, &base.to_move);
                let settlement = status.outcome().and_then(|outcome| {
                    let people: Vec<(Option<i64>, usize)> = seats
                        .iter()
                        .enumerate()
                        .map(|(seat, h)| ((!h.bot).then_some(h.account), decisions.get(seat).copied().unwrap_or(0)))
                        .collect();
                    Settlement::of(base, outcome, state.team_level(), &people)
                });
                (notifications, settlement)
            }
        };
        let outbox = notifications.iter().map(|n| (n.account, n.kind.as_str())).collect();
        let notice = Notice { game: Some(base.id), seq, notifications, bot_to_move, ..Notice::default() };
        Change {
            status: if status.is_over() { GameStatus::Finished } else { GameStatus::Active },
            to_move,
            bot_to_move,
            notice,
            notifications: outbox,
            settlement,
        }
    }

    /// Appends `rows` to `base`'s game with this change
    /// ([`stored::append`]); a game that ends is settled in the same
    /// transaction.
    #[tracing::instrument(name = "append", skip_all, fields(game = %base.id, seq = base.last_seq))]
    pub fn append(&self, conn: &mut DbConn, base: &GameRow, rows: &[NewEvent]) -> Result<Written, StorageError> {
        let update = stored::GameUpdate {
            status: self.status.as_str(),
            to_move: &self.to_move,
            bot_to_move: self.bot_to_move,
            notifications: &self.notifications,
        };
        let sent_us = Utc::now().timestamp_micros();
        let appended = match &self.settlement {
            None => stored::append(conn, base, rows, &update),
            Some(settlement) => storage::transaction(conn, |conn| {
                let appended = stored::append(conn, base, rows, &update)?;
                settlement.apply(conn, appended.changed)?;
                Ok(appended)
            }),
        }?;
        let notice = Notice { sent_us, deliveries: appended.deliveries, ..self.notice.clone() };
        let notice = serde_json::to_string(&notice).map_err(|e| StorageError::Unencodable(e.to_string()))?;
        Ok(Written {
            events: appended.events,
            changed: appended.changed,
            row: appended.row.filter(|_| self.settlement.is_none()),
            notice: Unannounced(notice),
        })
    }
}

/// What [`Change::append`] wrote.
pub(super) struct Written {
    /// The stored events, in order.
    pub events: Vec<EventRow>,
    /// The game's new change time.
    pub changed: DateTime<Utc>,
    /// The game's row after the append, when it is known for sure
    /// ([`stored::Appended::row`]); never for a game just settled, which
    /// the settlement changes again.
    pub row: Option<GameRow>,
    /// The notice to announce once the append has committed (which also
    /// wakes the delivery workers if the append wrote deliveries).
    pub notice: Unannounced,
}

/// The notice of a change that hands the turn of game `game`, at `seq`,
/// to a bot without an append: for the bot workers only (it names nobody,
/// and no event for streams).
pub(super) fn bot_turn_notice(game: Uuid, seq: i32) -> Result<String, Internal> {
    let sent_us = Utc::now().timestamp_micros();
    let notice = Notice { game: Some(game), seq, bot_to_move: true, sent_us, ..Notice::default() };
    serde_json::to_string(&notice).map_err(|e| Internal::serializing("a notice", &e))
}

/// Whether `caller` may read a game: open to spectators, or one of its own.
pub(super) fn readable(row: &GameRow, players: &[PlayerRow], caller: &Caller) -> bool {
    row.spectators != Spectators::Players.as_str()
        || row.owner_id == caller.account_id
        || players.iter().any(|p| p.account_id == caller.account_id)
}

/// The rule set of a stored game.
pub(super) fn ruleset_of(row: &GameRow) -> Result<RulesetId, StorageError> {
    ruleset_of_name(row.id, &row.ruleset)
}

/// The rule set named `name` in the row of game `id`.
pub(super) fn ruleset_of_name(id: Uuid, name: &str) -> Result<RulesetId, StorageError> {
    RulesetId::parse(name).ok_or_else(|| StorageError::corrupt(format!("game {id}: bad ruleset")))
}

/// The API view of a stored game for `viewer` (the revealed seed and the
/// clock are filled by [`LoadedGame::view`]).
pub(super) fn game_view<E: From<StorageError> + From<Internal>>(
    row: &GameRow,
    players: &[PlayerRow],
    state: Option<&Snapshot>,
    viewer: &Caller,
) -> Result<Game, E> {
    let corrupt = |what: &str| StorageError::corrupt(format!("game {}: bad {what}", row.id));
    Ok(Game {
        id: row.id,
        ruleset: ruleset_of(row)?,
        status: GameStatus::parse(&row.status).ok_or_else(|| corrupt("status"))?,
        options: row.options.clone(),
        custom: row.custom,
        single_seat: row.single_seat,
        seat_order: if row.seat_order == "join_order" { SeatOrder::JoinOrder } else { SeatOrder::Shuffled },
        spectators: if row.spectators == "players" { Spectators::Players } else { Spectators::Public },
        access: if row.join_code.is_some() { Access::Invite } else { Access::Open },
        join_code: row.join_code.clone().filter(|_| row.owner_id == viewer.account_id),
        imported: row.imported,
        rated: row.rated,
        rated_result: row
            .rated_result
            .as_deref()
            .map(|r| RatedResult::parse(r).ok_or_else(|| corrupt("rated result")))
            .transpose()?,
        to_move: row.to_move.clone(),
        your_turn: row.to_move.contains(&viewer.account_id),
        clock: None,
        seed_commitment: row.seed_commitment.clone(),
        seed: None,
        seats: u8::try_from(row.seats).map_err(|_| corrupt("seats"))?,
        owner_id: row.owner_id,
        players: players
            .iter()
            .map(|p| GamePlayer {
                account_id: p.account_id,
                username: p.username.clone(),
                seat: p.seat.and_then(|s| u8::try_from(s).ok()),
                bot: p.bot.as_deref().and_then(Level::parse),
            })
            .collect(),
        seq: row.last_seq,
        created_at: row.created_at,
        updated_at: row.updated_at,
        state: state.map(|state| state.view()).transpose()?,
    })
}

/// Events ready to store, appended by `actor`'s request.
pub(super) fn to_rows(events: Vec<Recorded>, actor: Option<i64>) -> Vec<NewEvent> {
    events
        .into_iter()
        .map(|event| NewEvent {
            event_type: event.event_type,
            payload: event.payload,
            actor_id: actor,
            automatic: event.automatic,
        })
        .collect()
}
