//! Legal moves, commands, validation, resignation and the public log.

use super::cache::{ReplayCache, Rows, Snapshot};
use super::games::{Change, LoadedGame, Occasion, Written, record, to_rows};
use super::live::{Hub, Unannounced};
use super::log::{LogReader, LogSummary, replay};
use super::{Caller, Idempotency, IdempotencyError, Outcome, Service, known, remember, remembered};
use api::Internal;
use api::hosting::{CommandError, HostedGame, Illegal, InvalidForRuleset, Recorded};
use api::model::{CommandResult, EventPage, LegalForms, LegalMovesResponse, Representation, RulesetId, Validation};
use engine::seat::Seat;
use serde_json::value::RawValue;
use std::sync::Arc;
use storage::games::{self as stored, EventRow, GameRow, NewEvent, PlayerRow};
use storage::{self, DbConn, StorageError};
use uuid::Uuid;

/// Why a play use case failed.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// No such game, or one closed to the caller (the two are not told
    /// apart, so that a closed game's existence is not disclosed).
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
    /// `If-Match` does not name the game's current ETag.
    #[error("If-Match {sent} is not the game's current ETag {current}")]
    PreconditionFailed {
        /// What the client sent.
        sent: String,
        /// The current ETag.
        current: String,
    },
    /// Neither `expected_seq` nor `If-Match` was sent.
    #[error("send expected_seq in the body or the game's ETag in If-Match")]
    PreconditionRequired,
    /// Somebody else decides now (hints).
    #[error("it is seat {active}'s turn")]
    NotYourTurn {
        /// The seat to move.
        active: u8,
    },
    /// The game is over (hints).
    #[error("the game is over")]
    Over,
    /// A rated game runs: no hints until it ends (README "Fair play").
    #[error("this rated game is in progress: no engine help until it ends")]
    NoEngineHelp,
    /// The game has no time control.
    #[error("this game has no clock")]
    NoClock,
    /// The caller's seat was handed to a bot when its time ran out.
    #[error("a bot plays your seat since your time ran out")]
    HandedToBot,
    /// A seat that has resigned claims nothing.
    #[error("you have resigned from this game")]
    Resigned,
    /// A player cannot claim their own time.
    #[error("your own time is running: only another player may claim it")]
    OwnTime,
    /// The seat to move still has time.
    #[error("the seat to move has {remaining_ms} ms left")]
    TimeNotUp {
        /// What is left.
        remaining_ms: i64,
    },
    /// No event with this sequence number.
    #[error("no event {at}: the log holds events 1 to {last}")]
    NoSuchSeq {
        /// What was asked for.
        at: i32,
        /// The last event.
        last: i32,
    },
    /// Only finished games can be exported or analysed.
    #[error("the game is not finished")]
    NotFinished,
    /// Nobody asked for the game's analysis yet.
    #[error("nobody asked for this game's analysis yet: POST it")]
    NoAnalysis,
    /// The caller waits for as many analyses as one may.
    #[error("you wait for {0} analyses already: ask again when one is done")]
    TooManyAnalyses(i64),
    /// The caller's token names no account.
    #[error("the token's account no longer exists")]
    UnknownAccount,
    /// The `Idempotency-Key` was used before for a different request.
    #[error("this Idempotency-Key was used for a different request")]
    KeyReused,
    /// The command names another rule set than the game's.
    #[error("this game is played by rule set {game}, not {sent}")]
    WrongRuleset {
        /// The game's rule set.
        game: RulesetId,
        /// The one the request named.
        sent: RulesetId,
    },
    /// The command is not one of the game's rule set.
    #[error(transparent)]
    InvalidCommand(#[from] InvalidForRuleset),
    /// The rules forbid the command.
    #[error(transparent)]
    Illegal(#[from] Illegal),
    /// The database failed, or another append won the race.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// This service failed.
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<IdempotencyError> for PlayError {
    fn from(e: IdempotencyError) -> Self {
        match e {
            IdempotencyError::Reused => PlayError::KeyReused,
            IdempotencyError::Storage(e) => PlayError::Storage(e),
        }
    }
}

impl From<CommandError> for PlayError {
    fn from(e: CommandError) -> Self {
        match e {
            CommandError::Invalid(e) => PlayError::InvalidCommand(e),
            CommandError::Illegal(e) => PlayError::Illegal(e),
            CommandError::Internal(e) => PlayError::Internal(e),
        }
    }
}

/// What a command must be based on.
#[derive(Clone, Debug, Default)]
pub enum Precondition {
    /// `expected_seq` from the body.
    Seq(i32),
    /// `If-Match` from the headers.
    ETag(String),
    /// Nothing: refused for commands, fine for resignation.
    #[default]
    None,
}

/// Most events one page of the log holds.
pub const MAX_EVENTS_PAGE: i64 = 1000;

/// A game's entity tag: its last sequence number and its last change.
pub fn etag(row: &GameRow) -> String {
    etag_of(row.last_seq, row.updated_at)
}

fn etag_of(seq: i32, updated_at: chrono::DateTime<chrono::Utc>) -> String {
    format!("\"{seq}.{}\"", updated_at.timestamp_micros())
}

/// The game version a tag of `etag` names (quoted or not), if it is one.
pub fn etag_seq(tag: &str) -> Option<i32> {
    tag.trim_matches('"').split_once('.')?.0.parse().ok()
}

impl Service {
    /// The caller's legal moves now in the `forms` asked for, or why there
    /// are none.
    pub fn legal_moves(
        &self,
        caller: &Caller,
        id: Uuid,
        forms: LegalForms,
    ) -> Result<(LegalMovesResponse, String), PlayError> {
        legal_moves_of(&self.readable(caller, id)?, caller, forms)
    }

    /// [`Service::legal_moves`] as this instance last read the game, when
    /// that is its `version` now (asked on the HTTP worker); `None`
    /// otherwise: then [`Service::legal_moves`] answers.
    pub fn legal_moves_at(
        &self,
        caller: &Caller,
        id: Uuid,
        version: i64,
        forms: LegalForms,
    ) -> Option<Result<(LegalMovesResponse, String), PlayError>> {
        let game = LoadedGame::checked(&self.cache, id, version)?;
        Some(if game.readable_by(caller) { legal_moves_of(&game, caller, forms) } else { Err(PlayError::NotFound) })
    }

    /// Checks `command` of `ruleset` for the caller without applying it.
    pub fn validate(
        &self,
        caller: &Caller,
        id: Uuid,
        ruleset: RulesetId,
        command: &serde_json::Value,
    ) -> Result<Validation, PlayError> {
        let game = self.readable(caller, id)?;
        same_ruleset(&game, ruleset)?;
        let (state, seat) = playing(&game, caller)?;
        Ok(match state.check(seat, command) {
            Ok(()) => Validation { legal: true, code: None, rule: None, detail: None },
            Err(CommandError::Illegal(e)) => Validation {
                legal: false,
                code: Some(e.code.into()),
                rule: Some(e.rule.into()),
                detail: Some(e.reason),
            },
            Err(CommandError::Invalid(e)) => return Err(e.into()),
            Err(CommandError::Internal(e)) => return Err(e.into()),
        })
    }

    /// Applies the caller's command of `ruleset` if the precondition holds
    /// and the rules allow it; chance then deals the next tile. The result
    /// holds the state after it unless the submission asks for a minimal
    /// representation.
    #[tracing::instrument(name = "command", skip_all, fields(game = %id, account = caller.account_id))]
    pub fn command(
        &self,
        caller: &Caller,
        id: Uuid,
        ruleset: RulesetId,
        command: &serde_json::Value,
        submission: Submission,
    ) -> Result<Outcome<(CommandResult, String)>, PlayError> {
        if matches!(submission.precondition, Precondition::None) {
            return Err(PlayError::PreconditionRequired);
        }
        self.act(caller, id, submission, |state, seat, game| {
            same_ruleset(game, ruleset)?;
            Ok(state.play(seat, command)?)
        })
    }

    /// Resigns the caller's seat (every seat in a single-seat game).
    #[tracing::instrument(name = "resign", skip_all, fields(game = %id, account = caller.account_id))]
    pub fn resign(&self, caller: &Caller, id: Uuid) -> Result<CommandResult, PlayError> {
        let outcome = self.act(caller, id, Submission::default(), |state, seat, game| {
            let mut events = state.resign(seat)?;
            // In a single-seat game the caller holds every seat.
            while let Some(&next) = state.status().deciders().first().filter(|_| game.row.single_seat) {
                events.extend(state.resign(next)?);
            }
            Ok(events)
        })?;
        match outcome {
            Outcome::Fresh((result, _)) => Ok(result),
            Outcome::Replayed { .. } => Err(Internal::new("a resignation was answered as remembered").into()),
        }
    }

    /// The log after `after`, at most `limit` events, with their effects:
    /// public while the game runs, whole (seed included) once it is over.
    /// Read where the game has reached `after` and `min_seq` at least (if
    /// it has).
    pub fn events(
        &self,
        caller: &Caller,
        id: Uuid,
        after: i32,
        min_seq: i32,
        limit: i64,
    ) -> Result<EventPage, PlayError> {
        self.read_game(
            id,
            after.max(min_seq),
            || PlayError::NotFound,
            |conn, rows| self.read_from(conn, rows, caller, &mut LogReader::new(id, after), limit),
        )
    }

    /// The events after the last one `reader` read, at most `limit`, with
    /// their effects (as [`Service::events`]), from the primary (live
    /// streams read what was just announced); `reader` moves past them.
    /// A reader that has read before derives the effects from the state it
    /// keeps; a new one replays the log up to where it starts.
    pub fn read(&self, caller: &Caller, reader: &mut LogReader, limit: i64) -> Result<EventPage, PlayError> {
        let mut conn = storage::connect(&self.pool)?;
        let rows = self.cache.rows(&mut conn, reader.game)?.ok_or(PlayError::NotFound)?;
        self.read_from(&mut conn, rows, caller, reader, limit)
    }

    /// [`Service::read`] on the game of `row` and `players`, from `conn`.
    fn read_from(
        &self,
        conn: &mut DbConn,
        (row, players): (GameRow, Vec<PlayerRow>),
        caller: &Caller,
        reader: &mut LogReader,
        limit: i64,
    ) -> Result<EventPage, PlayError> {
        if !super::games::readable(&row, &players, caller) {
            return Err(PlayError::NotFound);
        }
        let ruleset = super::games::ruleset_of(&row)?;
        let finished = row.status == api::model::GameStatus::Finished.as_str();
        let limit = limit.clamp(1, MAX_EVENTS_PAGE);
        if reader.state.is_none() {
            // A reader that starts where this instance last read the game
            // (a stream opened at the tip, a poller of the log's end)
            // starts from that state, not from a replay.
            let cached = LoadedGame::last_read(&self.cache, reader.game, |row| row.last_seq == reader.seq);
            reader.state = cached.and_then(|game| game.state_to_change());
        }
        let rows = match reader.state {
            Some(_) => stored::events(conn, reader.game, reader.seq, limit)?,
            // The events the state is built from, then the page.
            None => {
                let mut rows = stored::events(conn, reader.game, 0, i64::from(reader.seq) + limit)?;
                let page = rows.split_off(rows.len().min(reader.seq as usize));
                reader.state = replay(ruleset, &rows)?;
                page
            }
        };
        let mut events = Vec::with_capacity(rows.len());
        for row in &rows {
            let effects = reader.follow(ruleset, row)?;
            events.push(record(ruleset, row, finished, effects)?);
        }
        Ok(EventPage { events, last_seq: row.last_seq })
    }

    /// A game the caller may read.
    pub(super) fn readable(&self, caller: &Caller, id: Uuid) -> Result<LoadedGame, PlayError> {
        let mut conn = storage::connect(&self.pool)?;
        let game = LoadedGame::load(&mut conn, &self.cache, id)?.ok_or(PlayError::NotFound)?;
        if game.readable_by(caller) { Ok(game) } else { Err(PlayError::NotFound) }
    }

    /// Lets `act` play for the caller's seat (chance dealing after it) and
    /// appends its events to the game version it played on, remembering
    /// the response under the idempotency key in the same transaction (a
    /// bot that decides next is left to the bot workers). It plays first
    /// on the game as this instance last read it, when the precondition
    /// names that version: the append, conditioned on the version, proves
    /// it current without a read. Anything else (a refusal, another
    /// version) goes the long way: the game read again, the precondition
    /// checked against it.
    fn act(
        &self,
        caller: &Caller,
        id: Uuid,
        submission: Submission,
        act: impl Fn(&mut dyn HostedGame, Seat, &LoadedGame) -> Result<Vec<Recorded>, PlayError>,
    ) -> Result<Outcome<(CommandResult, String)>, PlayError> {
        let mut conn = storage::connect(&self.pool)?;
        let idempotency = submission.idempotency.as_ref();
        if let Some(replayed) = remembered(&mut conn, caller, idempotency)? {
            return Ok(replayed);
        }
        let last_read = LoadedGame::last_read(&self.cache, id, |row| submission.precondition.met_by(row));
        let quick = last_read.and_then(|game| {
            let change = self.prepare(caller, game, &submission, &act).ok()?;
            match self.append(&mut conn, caller, change, idempotency) {
                Err(PlayError::Storage(StorageError::Conflict(_))) => None,
                appended => Some(appended.map(Acted::Appended)),
            }
        });
        let acted = match quick {
            Some(appended) => appended?,
            // Based on no version (a resignation): the game's row is locked
            // from the read to the append, so that no bot moves in between.
            None if matches!(submission.precondition, Precondition::None) => storage::transaction(&mut conn, |conn| {
                stored::lock(conn, id)?;
                self.act_on_read(conn, caller, id, &submission, &act)
            })?,
            None => self.act_on_read(&mut conn, caller, id, &submission, &act)?,
        };
        Ok(acted.committed(&self.cache, &self.hub))
    }

    /// [`Service::act`] the long way: the game read, the caller's seat and
    /// the precondition checked, then played on and appended.
    fn act_on_read(
        &self,
        conn: &mut DbConn,
        caller: &Caller,
        id: Uuid,
        submission: &Submission,
        act: &impl Fn(&mut dyn HostedGame, Seat, &LoadedGame) -> Result<Vec<Recorded>, PlayError>,
    ) -> Result<Acted, PlayError> {
        let idempotency = submission.idempotency.as_ref();
        // A seat proves the account (seats refer to accounts): only a
        // caller without one is looked up, to tell a stale token apart.
        let seated = LoadedGame::load(conn, &self.cache, id)?
            .filter(|g| g.readable_by(caller))
            .ok_or(PlayError::NotFound)
            .and_then(|game| Ok((playing(&game, caller)?.1, game)));
        let game = match seated {
            Err(PlayError::NotFound | PlayError::NotAPlayer | PlayError::NotStarted) if !known(conn, caller)? => {
                return Err(PlayError::UnknownAccount);
            }
            other => other?.1,
        };
        if let Some(unmet) = submission.precondition.unmet_by(&game.row) {
            // A retry that lost the race to its own first attempt finds the
            // game moved on by that attempt: answer with its response.
            return remembered(conn, caller, idempotency)?.map(Acted::Replayed).ok_or(unmet);
        }
        let last = game.row.last_seq;
        let change = self.prepare(caller, game, submission, act)?;
        match self.append(conn, caller, change, idempotency) {
            // A retry that raced its first attempt gets the first response.
            Err(PlayError::Storage(StorageError::Conflict(_))) if idempotency.is_some() => {
                remembered(conn, caller, idempotency)?
                    .map(Acted::Replayed)
                    .ok_or(PlayError::Stale { expected: last, actual: -1 })
            }
            appended => appended.map(Acted::Appended),
        }
    }

    /// Plays `act` for the caller's seat on `game`: what to append, and
    /// the response to give once it is appended.
    fn prepare(
        &self,
        caller: &Caller,
        game: LoadedGame,
        submission: &Submission,
        act: &impl Fn(&mut dyn HostedGame, Seat, &LoadedGame) -> Result<Vec<Recorded>, PlayError>,
    ) -> Result<Prepared, PlayError> {
        let seat = playing(&game, caller)?.1;
        let mut state = game.state_to_change().ok_or(PlayError::NotStarted)?;
        let recorded = act(state.as_mut(), seat, &game)?;
        let effects = recorded.iter().map(|event| event.effects.clone()).collect();
        let rows = to_rows(recorded, Some(caller.account_id));
        let state = Snapshot::after(state, game.state.as_deref());
        let status = state.status();
        let change = game.change(Occasion::Move, &**state, &rows);
        // Built only when asked for; kept in the snapshot for later reads.
        let view = match submission.representation {
            Representation::Full => Some(state.view()?),
            Representation::Minimal => None,
        };
        Ok(Prepared { game, rows, effects, change, current_player: status.active().map(|seat| seat.0), view, state })
    }

    /// Appends a prepared change (with its remembered response, under the
    /// idempotency key, in one transaction).
    fn append(
        &self,
        conn: &mut DbConn,
        caller: &Caller,
        prepared: Prepared,
        idempotency: Option<&Idempotency>,
    ) -> Result<Appended, PlayError> {
        let Prepared { game, rows, effects, change, current_player, view, state } = prepared;
        let finished = state.status().is_over();
        let append = |conn: &mut DbConn| {
            let Written { events: stored, changed, row, notice } = change.append(conn, &game.row, &rows)?;
            let seq = game.row.last_seq + stored.len() as i32;
            let result = CommandResult {
                ruleset: game.ruleset,
                seq,
                events: stored
                    .iter()
                    .zip(effects.iter().cloned())
                    .map(|(row, effects)| record(game.ruleset, row, finished, effects))
                    .collect::<Result<_, _>>()?,
                current_player,
                state: view,
            };
            remember(conn, caller, idempotency, 200, &result)?;
            Ok::<_, PlayError>(((result, etag_of(seq, changed)), stored, row, notice))
        };
        // The append is one statement; a remembered response commits with it.
        let (response, stored, row, notice) = match idempotency {
            Some(_) => storage::transaction(conn, append),
            None => append(conn),
        }?;
        let rows = row.map(|row| Arc::new((row, game.players)));
        Ok(Appended { response, id: game.row.id, log: game.log, stored, rows, state, notice })
    }
}

/// The legal moves of `game` for `caller` in `forms`, with the game's ETag.
fn legal_moves_of(
    game: &LoadedGame,
    caller: &Caller,
    forms: LegalForms,
) -> Result<(LegalMovesResponse, String), PlayError> {
    let your_seat = game.seat_of(caller);
    let mut response = LegalMovesResponse {
        ruleset: game.ruleset,
        seq: game.row.last_seq,
        current_player: None,
        your_seat: your_seat.map(|s| s.0),
        moves: None,
        commands: None,
        grouped: None,
        detail: None,
    };
    match &game.state {
        None => response.detail = Some("the game has not started".into()),
        Some(state) => {
            let status = state.status();
            response.current_player = status.active().map(|seat| seat.0);
            response.detail = match (status.active(), your_seat) {
                (None, _) => Some("the game is over".into()),
                (Some(_), None) => Some("you are not playing this game".into()),
                (Some(_), Some(seat)) if status.may_act(seat) => {
                    if forms.moves() {
                        response.moves = Some(state.moves()?);
                    }
                    if forms.commands() {
                        response.commands = Some(state.commands()?);
                    }
                    if forms.grouped() {
                        response.grouped = Some(state.grouped()?);
                    }
                    None
                }
                (Some(active), Some(_)) => Some(format!("it is seat {}'s turn", active.0)),
            };
        }
    }
    Ok((response, etag(&game.row)))
}

/// What acting came to: the first answer to a retried request, or a change
/// appended in a transaction that may still be open.
enum Acted {
    Replayed(Outcome<(CommandResult, String)>),
    Appended(Appended),
}

/// A change appended, not yet known to the replay cache.
struct Appended {
    response: (CommandResult, String),
    id: Uuid,
    log: Arc<LogSummary>,
    stored: Vec<EventRow>,
    /// The game's row and players after it, when known for sure.
    rows: Option<Arc<Rows>>,
    state: Arc<Snapshot>,
    notice: Unannounced,
}

impl Acted {
    /// The answer, once the change is committed; the cache is left at the
    /// state played on, the game's state now, and the append announced
    /// (never before the commit: a change that does not commit must not be
    /// served from the cache, nor a stream sent to read it).
    fn committed(self, cache: &ReplayCache, hub: &Hub) -> Outcome<(CommandResult, String)> {
        match self {
            Acted::Replayed(outcome) => outcome,
            Acted::Appended(Appended { response, id, log, stored, rows, state, notice }) => {
                cache.appended(id, &log, &stored, state, rows);
                hub.announce(notice);
                Outcome::Fresh(response)
            }
        }
    }
}

/// A change played, not yet appended.
struct Prepared {
    /// The game it was played on.
    game: LoadedGame,
    /// Its events.
    rows: Vec<NewEvent>,
    /// What the rules derived from each of them.
    effects: Vec<Box<RawValue>>,
    /// What the append writes besides them.
    change: Change,
    /// The seat to move after it.
    current_player: Option<u8>,
    /// The public view after it, when the response holds it.
    view: Option<Arc<RawValue>>,
    /// The state after it.
    state: Arc<Snapshot>,
}

impl Precondition {
    /// Whether the game at `row` is the version the precondition names
    /// (no precondition names any version).
    fn met_by(&self, row: &GameRow) -> bool {
        self.unmet_by(row).is_none()
    }

    /// Why the game at `row` is not the version the precondition names.
    fn unmet_by(&self, row: &GameRow) -> Option<PlayError> {
        match self {
            Precondition::Seq(expected) if *expected != row.last_seq => {
                Some(PlayError::Stale { expected: *expected, actual: row.last_seq })
            }
            Precondition::ETag(sent) if *sent != etag(row) && sent != "*" => {
                Some(PlayError::PreconditionFailed { sent: sent.clone(), current: etag(row) })
            }
            _ => None,
        }
    }
}

/// How a change was sent, besides the change itself (by default: based on
/// no version, without a key, answered in full).
#[derive(Default)]
pub struct Submission {
    /// The game state it was made for.
    pub precondition: Precondition,
    /// The key that makes its retries safe.
    pub idempotency: Option<Idempotency>,
    /// How much its response holds.
    pub representation: Representation,
}

/// Refuses a request that names another rule set than the game's.
fn same_ruleset(game: &LoadedGame, sent: RulesetId) -> Result<(), PlayError> {
    if sent == game.ruleset { Ok(()) } else { Err(PlayError::WrongRuleset { game: game.ruleset, sent }) }
}

/// The started state and the caller's seat in it, which the caller plays
/// (not a bot that took it over when its time ran out).
fn playing<'a>(game: &'a LoadedGame, caller: &Caller) -> Result<(&'a dyn HostedGame, Seat), PlayError> {
    let state = game.state.as_deref().ok_or(PlayError::NotStarted)?;
    let seat = game.seat_of(caller).ok_or(PlayError::NotAPlayer)?;
    if game.players.iter().any(|p| p.account_id == caller.account_id && p.bot.is_some()) {
        return Err(PlayError::HandedToBot);
    }
    Ok((&**state, seat))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_etag_names_its_version() {
        let tag = etag_of(57, chrono::Utc::now());
        assert_eq!((etag_seq(&tag), etag_seq(tag.trim_matches('"'))), (Some(57), Some(57)));
        assert_eq!((etag_seq("\"*\""), etag_seq("\"x.1\"")), (None, None));
    }
}
