//! Loading a game: its row, its players and its state rebuilt from the log.

use super::Caller;
use super::model::{Game, GamePlayer, GameStatus, RulesetId, SeatOrder};
use crate::engine::classic::{Event, GameState, Options};
use crate::engine::players::Seat;
use crate::storage::games::{self as stored, EventRow, GameRow, NewEvent, PlayerRow};
use crate::storage::{DbConn, StorageError};
use uuid::Uuid;

/// A game as read from storage, its log replayed.
pub(super) struct LoadedGame {
    pub row: GameRow,
    pub players: Vec<PlayerRow>,
    /// Present once the game has started.
    pub state: Option<GameState>,
}

impl LoadedGame {
    /// Reads and replays game `id`.
    pub fn load(conn: &mut DbConn, id: Uuid) -> Result<Option<LoadedGame>, StorageError> {
        let Some(row) = stored::get(conn, id)? else {
            return Ok(None);
        };
        let players = stored::players(conn, id)?;
        let events = stored::events(conn, id, 0, i64::from(row.last_seq))?;
        let state = replay(&events)?;
        Ok(Some(LoadedGame { row, players, state }))
    }

    /// The seat `caller` plays now: their own, or in a single-seat game
    /// the seat to move.
    pub fn seat_of(&self, caller: &Caller) -> Option<Seat> {
        if self.row.single_seat {
            let state = self.state.as_ref()?;
            return (caller.account_id == self.row.owner_id).then_some(state.current);
        }
        self.players
            .iter()
            .find(|p| p.account_id == caller.account_id)
            .and_then(|p| p.seat)
            .and_then(|seat| u8::try_from(seat).ok())
            .map(Seat)
    }

    /// The API view; `with_state` adds the public game state.
    pub fn view(&self, with_state: bool) -> Result<Game, StorageError> {
        game_view(&self.row, &self.players, self.state.as_ref().filter(|_| with_state))
    }
}

/// Rebuilds the state from stored events; `None` before the start.
pub(super) fn replay(rows: &[EventRow]) -> Result<Option<GameState>, StorageError> {
    if rows.is_empty() {
        return Ok(None);
    }
    let events = rows
        .iter()
        .map(|row| serde_json::from_value::<Event>(row.payload.clone()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| StorageError::Corrupt(format!("unreadable event: {e}")))?;
    GameState::replay(&events).map(Some).map_err(|e| StorageError::Corrupt(e.to_string()))
}

/// The API view of a stored game.
pub(super) fn game_view(row: &GameRow, players: &[PlayerRow], state: Option<&GameState>) -> Result<Game, StorageError> {
    let corrupt = |what: &str| StorageError::Corrupt(format!("game {}: bad {what}", row.id));
    let options: Options = serde_json::from_value(row.options.clone()).map_err(|_| corrupt("options"))?;
    Ok(Game {
        id: row.id,
        ruleset: RulesetId::parse(&row.ruleset).ok_or_else(|| corrupt("ruleset"))?,
        status: GameStatus::parse(&row.status).ok_or_else(|| corrupt("status"))?,
        options,
        custom: row.custom,
        single_seat: row.single_seat,
        seat_order: if row.seat_order == "join_order" { SeatOrder::JoinOrder } else { SeatOrder::Shuffled },
        seats: u8::try_from(row.seats).map_err(|_| corrupt("seats"))?,
        owner_id: row.owner_id,
        players: players
            .iter()
            .map(|p| GamePlayer {
                account_id: p.account_id,
                username: p.username.clone(),
                seat: p.seat.and_then(|s| u8::try_from(s).ok()),
            })
            .collect(),
        seq: row.last_seq,
        created_at: row.created_at,
        updated_at: row.updated_at,
        state: state.map(GameState::view),
    })
}

/// Events ready to store, with the account that caused them.
pub(super) fn to_rows(events: &[Event], actor: Option<i64>) -> Result<Vec<NewEvent>, StorageError> {
    events
        .iter()
        .map(|event| {
            Ok(NewEvent {
                event_type: event.type_name().to_owned(),
                payload: serde_json::to_value(event).map_err(|e| StorageError::Corrupt(e.to_string()))?,
                actor_id: actor,
            })
        })
        .collect()
}

/// The status a game has once its state is `state`.
pub(super) fn status_of(state: &GameState) -> GameStatus {
    if state.phase == crate::engine::classic::Phase::Finished { GameStatus::Finished } else { GameStatus::Active }
}
