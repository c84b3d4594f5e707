//! Legal moves, commands, validation, resignation and the public log.

use super::games::{LoadedGame, status_of, to_rows};
use super::model::{CommandRequest, CommandResult, EventPage, EventRecord, LegalMovesResponse, Validation};
use super::{Caller, Service};
use crate::engine::classic::{Command, Event, GameState, Phase, RuleError};
use crate::engine::players::Seat;
use crate::storage::games::{self as stored, EventRow};
use crate::storage::{self, StorageError};
use uuid::Uuid;

/// Why a play use case failed.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// No such game.
    #[error("no such game")]
    NotFound,
    /// The game has not started.
    #[error("the game has not started")]
    NotStarted,
    /// The caller has no seat at the game.
    #[error("you are not playing this game")]
    NotAPlayer,
    /// The client's view is out of date.
    #[error("expected_seq is {expected} but the game is at {actual}: reload and retry")]
    Stale {
        /// What the client sent.
        expected: i32,
        /// Where the game is.
        actual: i32,
    },
    /// The rules forbid the command.
    #[error(transparent)]
    Illegal(#[from] RuleError),
    /// The database failed, or another append won the race.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

/// Most events one page of the log holds.
pub const MAX_EVENTS_PAGE: i64 = 1000;

impl Service {
    /// The caller's legal moves now, or why there are none.
    pub fn legal_moves(&self, caller: &Caller, id: Uuid) -> Result<LegalMovesResponse, PlayError> {
        let game = self.load(id)?;
        let your_seat = game.seat_of(caller);
        let mut response = LegalMovesResponse {
            seq: game.row.last_seq,
            current_player: None,
            your_seat: your_seat.map(|s| s.0),
            moves: None,
            reason: None,
        };
        let Some(state) = &game.state else {
            response.reason = Some("the game has not started".into());
            return Ok(response);
        };
        if state.phase == Phase::Finished {
            response.reason = Some("the game is over".into());
            return Ok(response);
        }
        response.current_player = Some(state.current.0);
        match your_seat {
            None => response.reason = Some("you are not playing this game".into()),
            Some(seat) if seat != state.current => {
                response.reason = Some(format!("it is seat {}'s turn", state.current.0));
            }
            Some(_) => response.moves = Some(state.legal_moves()),
        }
        Ok(response)
    }

    /// Checks `command` for the caller without applying it.
    pub fn validate(&self, caller: &Caller, id: Uuid, command: &Command) -> Result<Validation, PlayError> {
        let game = self.load(id)?;
        let (state, seat) = playing(&game, caller)?;
        Ok(match state.decide(seat, command) {
            Ok(_) => Validation { legal: true, code: None, rule: None, reason: None },
            Err(e) => Validation {
                legal: false,
                code: Some(e.code().into()),
                rule: Some(e.rule().into()),
                reason: Some(e.to_string()),
            },
        })
    }

    /// Applies the caller's command if `expected_seq` is current and the
    /// rules allow it; chance then deals the next tile.
    pub fn command(&self, caller: &Caller, id: Uuid, request: &CommandRequest) -> Result<CommandResult, PlayError> {
        self.act(caller, id, Some(request.expected_seq), |state, seat, _| {
            let decided = state.decide(seat, &request.command)?;
            for event in &decided {
                state.evolve(event).map_err(|e| StorageError::Corrupt(e.into()))?;
            }
            Ok(decided)
        })
    }

    /// Resigns the caller's seat (every seat in a single-seat game).
    pub fn resign(&self, caller: &Caller, id: Uuid) -> Result<CommandResult, PlayError> {
        self.act(caller, id, None, |state, seat, single_seat| {
            let mut decided = Vec::new();
            let mut next = Some(seat);
            while let Some(seat) = next {
                let events = state.decide_resign(seat)?;
                for event in &events {
                    state.evolve(event).map_err(|e| StorageError::Corrupt(e.into()))?;
                }
                decided.extend(events);
                // In a single-seat game the caller holds every seat.
                next = (single_seat && state.phase != Phase::Finished).then_some(state.current);
            }
            Ok(decided)
        })
    }

    /// The public log after `after`, at most `limit` events.
    pub fn events(&self, id: Uuid, after: i32, limit: i64) -> Result<EventPage, PlayError> {
        let mut conn = storage::connect(&self.pool)?;
        let row = stored::get(&mut conn, id)?.ok_or(PlayError::NotFound)?;
        let rows = stored::events(&mut conn, id, after.max(0), limit.clamp(1, MAX_EVENTS_PAGE))?;
        Ok(EventPage { events: rows.iter().map(public_record).collect::<Result<_, _>>()?, last_seq: row.last_seq })
    }

    fn load(&self, id: Uuid) -> Result<LoadedGame, PlayError> {
        let mut conn = storage::connect(&self.pool)?;
        LoadedGame::load(&mut conn, id)?.ok_or(PlayError::NotFound)
    }

    /// Loads the game, lets `decide` change the state for the caller's seat,
    /// lets chance deal, and appends everything after the expected sequence
    /// number (another append in between makes it a conflict).
    fn act(
        &self,
        caller: &Caller,
        id: Uuid,
        expected_seq: Option<i32>,
        decide: impl FnOnce(&mut GameState, Seat, bool) -> Result<Vec<Event>, PlayError>,
    ) -> Result<CommandResult, PlayError> {
        let mut conn = storage::connect(&self.pool)?;
        let mut game = LoadedGame::load(&mut conn, id)?.ok_or(PlayError::NotFound)?;
        let seat = playing(&game, caller)?.1;
        let last = game.row.last_seq;
        if let Some(expected) = expected_seq.filter(|e| *e != last) {
            return Err(PlayError::Stale { expected, actual: last });
        }
        let single_seat = game.row.single_seat;
        let state = game.state.as_mut().ok_or(PlayError::NotStarted)?;
        let decided = decide(state, seat, single_seat)?;
        let mut chance = Vec::new();
        state.run_chance(&mut chance);
        let mut rows = to_rows(&decided, Some(caller.account_id))?;
        rows.extend(to_rows(&chance, None)?);
        let seq = stored::append(&mut conn, id, last, &rows, Some(status_of(state).as_str()))?;
        let stored_rows = stored::events(&mut conn, id, last, rows.len() as i64)?;
        Ok(CommandResult {
            seq,
            events: stored_rows.iter().map(public_record).collect::<Result<_, _>>()?,
            state: state.view(),
        })
    }
}

/// The started state and the caller's seat in it.
fn playing<'a>(game: &'a LoadedGame, caller: &Caller) -> Result<(&'a GameState, Seat), PlayError> {
    let state = game.state.as_ref().ok_or(PlayError::NotStarted)?;
    let seat = game.seat_of(caller).ok_or(PlayError::NotAPlayer)?;
    Ok((state, seat))
}

/// A stored event as the public may see it.
fn public_record(row: &EventRow) -> Result<EventRecord, StorageError> {
    let event: Event = serde_json::from_value(row.payload.clone())
        .map_err(|e| StorageError::Corrupt(format!("unreadable event {}: {e}", row.seq)))?;
    Ok(EventRecord { seq: row.seq, actor_id: row.actor_id, created_at: row.created_at, event: event.public() })
}
