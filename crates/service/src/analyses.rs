//! Analyses of finished games: asked for by whoever may read the game,
//! made by the bot workers in steps of about [`STEP_TIME`] off the
//! request path (fair across accounts with the bots' turns, charged to
//! the asker), read as they grow; the asker hears when one is done
//! (`analysis_ready`, on its stream and by webhook). Only people's
//! decisions are judged, not bots'. A log the engine refuses ends its
//! analysis as failed: the log never changes, so a retry could not help.

use super::bots::decision_seed;
use super::games::LoadedGame;
use super::live::announce;
use super::notifications::{Notification, Subject};
use super::{Caller, PlayError, Service};
use api::model::{Analysis, AnalysisStatus, JudgedDecision};
use api::notifications::NotificationKind;
use engine::analysis::accuracy;
use engine::seat::Seat;
use std::time::{Duration, Instant};
use storage::analyses::{self as stored, AnalysisRow};
use storage::games as stored_games;
use storage::{DbConn, bot_turns};
use uuid::Uuid;

/// How long a worker judges decisions in one step, at least one, before
/// the queue's next turn (a decision takes about 80 ms of one core in the
/// base game). A bot that comes to move meanwhile ends the step after the
/// decision being judged.
const STEP_TIME: Duration = Duration::from_millis(250);

/// Analyses one account may wait for at once.
const MOST_WAITING: i64 = 3;

impl Service {
    /// Asks for the analysis of the finished game `id` on the caller's
    /// behalf, unless it was asked for already (by anyone); the analysis
    /// as it stands, and whether this asked for it.
    pub fn request_analysis(&self, caller: &Caller, id: Uuid) -> Result<(Analysis, bool), PlayError> {
        let game = self.readable(caller, id)?;
        if !game.finished() {
            return Err(PlayError::NotFinished);
        }
        let mut conn = storage::connect(&self.pool)?;
        let asked = storage::transaction(&mut conn, |conn| {
            if stored::find(conn, id)?.is_some() {
                return Ok::<_, PlayError>(false);
            }
            let waiting = stored::waiting_for(conn, caller.account_id)?;
            if waiting >= MOST_WAITING {
                return Err(PlayError::TooManyAnalyses(waiting));
            }
            Ok(stored::request(conn, id, caller.account_id)?)
        })?;
        if asked {
            self.hub.bot_turns().ring();
        }
        Ok((analysis_of(&game, &mut conn)?, asked))
    }

    /// The analysis of game `id` as it stands, for whoever may read the game.
    pub fn analysis(&self, caller: &Caller, id: Uuid) -> Result<Analysis, PlayError> {
        let game = self.readable(caller, id)?;
        analysis_of(&game, &mut storage::connect(&self.pool)?)
    }

    /// Makes the next step of the analysis that is next in fair order:
    /// judges more decisions for about [`STEP_TIME`], or until a bot is to
    /// move, and records them, then charges the time it took to the
    /// asker. Whether an analysis waited.
    pub(super) fn analyse_step(&self) -> Result<bool, PlayError> {
        let began = Instant::now();
        let mut conn = storage::connect(&self.pool)?;
        let asker = storage::transaction(&mut conn, |conn| {
            let Some(claimed) = stored::claim(conn)? else {
                return Ok::<_, PlayError>(None);
            };
            let game = LoadedGame::load(conn, &self.cache, claimed.game)?.ok_or(PlayError::NotFound)?;
            let log: Vec<serde_json::Value> = stored_games::events(conn, game.row.id, 0, i64::from(game.row.last_seq))?
                .into_iter()
                .map(|row| row.payload)
                .collect();
            let bots: Vec<Seat> = game
                .players
                .iter()
                .filter(|p| p.bot.is_some())
                .filter_map(|p| Some(Seat(u8::try_from(p.seat?).ok()?)))
                .collect();
            let seed_of = |index: usize| decision_seed(game.row.id, i32::try_from(index + 1).unwrap_or(i32::MAX));
            let from = usize::try_from(claimed.next_index).unwrap_or(0);
            // At least one decision a step, however long it takes; the
            // step ends early once a bot is to move (or anything else
            // rings the workers' bell): bots go first.
            let bell = self.hub.bot_turns();
            let rung = bell.rings();
            let keep_going = &mut |judged| judged == 0 || (began.elapsed() < STEP_TIME && bell.rings() == rung);
            let next = match game.ruleset.analyse(&log, from, keep_going, &seed_of, &|seat| !bots.contains(&seat)) {
                Ok((decisions, next)) => {
                    let decisions = serde_json::to_value(decisions)
                        .map_err(|e| api::Internal::serializing("judged decisions", &e))?;
                    let next = next.map(|index| i32::try_from(index).unwrap_or(i32::MAX));
                    stored::record(conn, claimed.game, decisions, next)?;
                    next
                }
                // The log does not change, so neither would the refusal.
                Err(refused) => {
                    tracing::error!(game = %claimed.game, error = ?refused, "an analysis failed");
                    stored::fail(conn, claimed.game)?;
                    None
                }
            };
            if next.is_none() {
                let about = Subject::Analysis { game: claimed.game };
                announce(conn, &[Notification::about(claimed.asker, NotificationKind::AnalysisReady, about)])?;
            }
            Ok(Some(claimed.asker))
        })?;
        let Some(asker) = asker else { return Ok(false) };
        bot_turns::charge(&mut conn, asker, began.elapsed().as_secs_f64())?;
        Ok(true)
    }
}

/// The analysis of `game` as stored, with each seat's accuracy so far.
fn analysis_of(game: &LoadedGame, conn: &mut DbConn) -> Result<Analysis, PlayError> {
    let row: AnalysisRow = stored::find(conn, game.row.id)?.ok_or(PlayError::NoAnalysis)?;
    let decisions: Vec<JudgedDecision> =
        serde_json::from_value(row.decisions).map_err(|e| api::Internal::caused("reading a stored analysis", e))?;
    let seats = accuracy(decisions.iter().map(|d| (Seat(d.seat), d.label, d.best_value - d.made_value)));
    let status = match (row.done_at, decisions.is_empty()) {
        (Some(_), _) if row.failed => AnalysisStatus::Failed,
        (Some(_), _) => AnalysisStatus::Done,
        (None, true) => AnalysisStatus::Queued,
        (None, false) => AnalysisStatus::Running,
    };
    Ok(Analysis {
        ruleset: game.ruleset,
        game_id: row.game_id,
        status,
        requested_at: row.requested_at,
        done_at: row.done_at,
        decisions,
        seats,
    })
}
