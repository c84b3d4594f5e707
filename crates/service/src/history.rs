//! History: the state at any past event, and exporting and importing
//! finished games.

use super::games::{LoadedGame, Occasion, to_rows};
use super::lobby::LobbyError;
use super::log::{LogReader, replay};
use super::play::PlayError;
use super::{Caller, Service};
use api::Internal;
use api::hosting::{HostedGame, LogRefusal};
use api::model::{EventPage, ExportedPlayer, Game, GameExport, GameStatus, Spectators, StateAt};
use chrono::Utc;
use storage::games::{self as stored, GameRow};
use storage::{self, DbConn};
use uuid::Uuid;

/// The state of `game` right after event `at` (1 ..= its last sequence
/// number), replayed from the stored log.
fn after(conn: &mut DbConn, game: &LoadedGame, at: i32) -> Result<Box<dyn HostedGame>, PlayError> {
    if !(1..=game.row.last_seq).contains(&at) {
        return Err(PlayError::NoSuchSeq { at, last: game.row.last_seq });
    }
    let events = stored::events(conn, game.row.id, 0, i64::from(at))?;
    replay(game.ruleset, &events)?.ok_or(PlayError::NotStarted)
}

/// The export format's name and version.
pub const EXPORT_FORMAT: &str = "carcassonne-game";
/// The export format's version.
pub const EXPORT_VERSION: u32 = 1;

impl Service {
    /// The public state right after event `at` (1 ..= the last sequence
    /// number), and that event with its effects.
    pub fn state_at(&self, caller: &Caller, id: Uuid, at: i32) -> Result<StateAt, PlayError> {
        let mut reader = LogReader::new(id, at - 1);
        let EventPage { mut events, last_seq } = self.read(caller, &mut reader, 1)?;
        let (Some(event), Some(state)) = (events.pop().filter(|_| at >= 1), reader.state.as_deref()) else {
            return Err(PlayError::NoSuchSeq { at, last: last_seq });
        };
        let view = state.view().map_err(|e| Internal::serializing("a view", &e))?;
        Ok(StateAt { ruleset: event.ruleset, seq: at, last_seq, state: view, event })
    }

    /// The board as an SVG picture, now or right after event `at`.
    pub fn board_svg(&self, caller: &Caller, id: Uuid, at: Option<i32>) -> Result<String, PlayError> {
        let game = self.readable(caller, id)?;
        match at {
            Some(at) => Ok(after(&mut storage::connect(&self.pool)?, &game, at)?.board_svg()),
            None => Ok(game.state.as_deref().ok_or(PlayError::NotStarted)?.board_svg()),
        }
    }

    /// A finished game as a self-contained record.
    pub fn export(&self, caller: &Caller, id: Uuid) -> Result<GameExport, PlayError> {
        let game = self.readable(caller, id)?;
        if !game.finished() {
            return Err(PlayError::NotFinished);
        }
        let view = game.view::<PlayError>(caller)?;
        let mut players: Vec<ExportedPlayer> = game
            .players
            .iter()
            .filter_map(|p| Some(ExportedPlayer { seat: u8::try_from(p.seat?).ok()?, username: p.username.clone() }))
            .collect();
        if game.row.single_seat {
            let owner = game.players.iter().find(|p| p.account_id == game.row.owner_id);
            let name = owner.map_or_else(String::new, |p| p.username.clone());
            players = (0..view.seats).map(|seat| ExportedPlayer { seat, username: name.clone() }).collect();
        }
        Ok(GameExport {
            format: EXPORT_FORMAT.into(),
            version: EXPORT_VERSION,
            ruleset: view.ruleset,
            engine_version: env!("CARGO_PKG_VERSION").into(),
            game_id: game.row.id,
            options: view.options,
            custom: view.custom,
            players,
            events: stored::events(&mut storage::connect(&self.pool)?, id, 0, i64::from(game.row.last_seq))?
                .into_iter()
                .map(|row| row.payload)
                .collect(),
        })
    }

    /// Imports an export as a new finished game owned by the caller; its
    /// log replays to the exported final state.
    #[tracing::instrument(name = "import", skip_all, fields(account = caller.account_id))]
    pub fn import(&self, caller: &Caller, export: GameExport) -> Result<Game, LobbyError> {
        let mut conn = storage::connect(&self.pool)?;
        if !super::known(&mut conn, caller)? {
            return Err(LobbyError::UnknownAccount);
        }
        if export.format != EXPORT_FORMAT || export.version != EXPORT_VERSION {
            let detail = format!("expected format {EXPORT_FORMAT} version {EXPORT_VERSION}");
            return Err(LobbyError::InvalidImport { detail, rule: None });
        }
        let (state, events) = export.ruleset.verify(&export.events).map_err(|refusal| match refusal {
            LogRefusal::Invalid { .. } => LobbyError::InvalidImport { detail: refusal.to_string(), rule: None },
            LogRefusal::Forged { ref error, rule } => LobbyError::InvalidImport { detail: error.to_string(), rule },
            LogRefusal::Internal(e) => LobbyError::Internal(e),
        })?;
        if !state.status().is_over() {
            let detail = "the log ends before the game does: only finished games can be imported".into();
            return Err(LobbyError::InvalidImport { detail, rule: None });
        }
        let options = export.events.first().and_then(|created| export.ruleset.options(created)).ok_or_else(|| {
            LobbyError::InvalidImport { detail: "the log does not start with game_created".into(), rule: None }
        })?;
        // Custom or seeded, and the seed's commitment, as the log's own
        // creation event says (the export's `custom` flag is not trusted).
        let seed = export.events.first().and_then(|created| export.ruleset.seed(created));
        let now = Utc::now();
        let row = GameRow {
            id: Uuid::new_v4(),
            ruleset: export.ruleset.as_str().into(),
            options,
            tile_order: None,
            custom: seed.is_none(),
            single_seat: true,
            seat_order: "join_order".into(),
            seats: i16::from(state.seats()),
            owner_id: caller.account_id,
            status: GameStatus::Open.as_str().into(),
            last_seq: 0,
            created_at: now,
            updated_at: now,
            spectators: Spectators::Public.as_str().into(),
            imported: true,
            join_code: None,
            clock: None,
            to_move: Vec::new(),
            seed_commitment: None,
            rated: false,
            rated_result: None,
            version: 0,
        };
        let rows = to_rows(events, None);
        let change = LoadedGame::unplayed(row.clone(), Vec::new())?.change(Occasion::Import, state.as_ref(), &rows);
        storage::transaction(&mut conn, |conn| {
            let created = stored::create(conn, &row, true)?;
            change.append(conn, &created, &rows)?.notice.announce_on_commit(conn)?;
            if let Some(seed) = seed {
                stored::set_commitment(conn, row.id, &seed.commitment())?;
            }
            Ok::<_, LobbyError>(())
        })?;
        let loaded = LoadedGame::load(&mut conn, &self.cache, row.id)?.ok_or(LobbyError::NotFound)?;
        loaded.view(caller)
    }
}
