//! Moderation: what an operator does to keep a rated platform fair, from
//! the command line (`carcassonne admin`, README "Moderation"): suspend an
//! account or reinstate it, close it, take it off the leaderboards or put
//! it back, and void a rated game's result. Each action is recorded in
//! the moderation log in the transaction that does it.

use super::ratings::{Rating, rerate};
use super::results::tally;
use super::{Caller, Service};
use api::model::RatedResult;
use api::profiles::Pool;
use chrono::{DateTime, Utc};
use serde_json::json;
use std::collections::{HashMap, HashSet};
use storage::games::{self, ResultChange};
use storage::moderation::{self as log, Entry, NewEntry};
use storage::{self, DbConn, StorageError, accounts, ratings};
use uuid::Uuid;

/// The longest moderator name and reason kept.
pub const MAX_NOTE: usize = 500;

/// Who acts, and why: every action needs both.
#[derive(Clone, Copy, Debug)]
pub struct Moderator<'a> {
    /// Who acts, as the operator names themselves.
    pub name: &'a str,
    /// Why.
    pub reason: &'a str,
}

/// A moderation action that could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum ModerationError {
    /// The moderator's name or the reason is empty or too long.
    #[error("a moderator's name and a reason are required, each at most {MAX_NOTE} characters")]
    MissingNote,
    /// No account has the name.
    #[error("no account is named {0:?}")]
    UnknownAccount(String),
    /// The account was deleted (or closed) already.
    #[error("account {0:?} is deleted")]
    DeletedAccount(String),
    /// No game has the id.
    #[error("no game has the id {0}")]
    UnknownGame(Uuid),
    /// Only a counted result moved ratings, so only it can be voided.
    #[error("game {game}'s result is {result}: only a counted rated result can be voided")]
    NotCounted {
        /// The game.
        game: Uuid,
        /// Its result, as stored (`unrated`: none).
        result: String,
    },
    /// The action would change nothing.
    #[error("nothing to do: {0}")]
    Unchanged(&'static str),
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

/// What voiding a game changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Voided {
    /// The accounts whose result in it went.
    pub players: Vec<i64>,
    /// The rated games after it in its pool, rated again.
    pub rerated_games: usize,
}

impl Service {
    /// Suspends account `username` until `until` (none: until reinstated):
    /// it can no longer sign in, its tokens stop working on every instance
    /// at once, its seeks, challenges and open games go, and its running
    /// games are resigned (so that its opponents are not kept waiting).
    pub fn suspend(
        &self,
        by: Moderator<'_>,
        username: &str,
        until: Option<DateTime<Utc>>,
    ) -> Result<(), ModerationError> {
        let account = self.moderated_account(by, username)?;
        let now = Utc::now();
        let detail = json!({ "until": until });
        let revoked = self.recorded(by, "suspend", Some(account), None, detail, |conn| {
            Ok(accounts::suspend(conn, account, until, now)?)
        })?;
        self.forget_sessions(&revoked);
        self.leave_every_game(&Caller::account(account))?;
        Ok(())
    }

    /// Ends account `username`'s suspension.
    pub fn reinstate(&self, by: Moderator<'_>, username: &str) -> Result<(), ModerationError> {
        let account = self.moderated_account(by, username)?;
        self.recorded(by, "reinstate", Some(account), None, json!({}), |conn| {
            accounts::reinstate(conn, account)?.then_some(()).ok_or(ModerationError::Unchanged("it is not suspended"))
        })
    }

    /// Closes account `username` as its owner deleting it would, without
    /// its password.
    pub fn close_account(&self, by: Moderator<'_>, username: &str) -> Result<(), ModerationError> {
        let account = self.moderated_account(by, username)?;
        let now = Utc::now();
        let revoked = self
            .recorded(by, "close", Some(account), None, json!({}), |conn| Ok(accounts::close(conn, account, now)?))?;
        self.forget_sessions(&revoked);
        self.leave_every_game(&Caller::account(account))?;
        accounts::erase(&mut storage::connect(&self.pool)?, account)?;
        Ok(())
    }

    /// Takes account `username` off the leaderboards (`listed` false), or
    /// puts it back.
    pub fn set_listed(&self, by: Moderator<'_>, username: &str, listed: bool) -> Result<(), ModerationError> {
        let account = self.moderated_account(by, username)?;
        let (action, unchanged) =
            if listed { ("relist", "it is on the leaderboards") } else { ("unlist", "it is off the leaderboards") };
        self.recorded(by, action, Some(account), None, json!({}), |conn| {
            accounts::set_unlisted(conn, account, !listed)?.then_some(()).ok_or(ModerationError::Unchanged(unchanged))
        })
    }

    /// Voids the counted result of rated game `game`: its players' ratings
    /// and records lose it, and every rated game after it in its pool is
    /// rated again, in the order they were rated, without it.
    pub fn void_game(&self, by: Moderator<'_>, game: Uuid) -> Result<Voided, ModerationError> {
        check_note(by)?;
        let now = Utc::now();
        let mut conn = storage::connect(&self.pool)?;
        storage::transaction(&mut conn, |conn| {
            // Games that end meanwhile wait, and are rated after this.
            ratings::lock_all(conn)?;
            let (counted, voided) = (RatedResult::Counted.as_str(), RatedResult::Voided.as_str());
            match games::change_rated_result(conn, game, counted, voided, now)? {
                ResultChange::Changed => {}
                ResultChange::Was(result) => {
                    return Err(ModerationError::NotCounted { game, result: result.unwrap_or("unrated".into()) });
                }
                ResultChange::Unknown => return Err(ModerationError::UnknownGame(game)),
            }
            let voided = unrate(conn, game)?;
            let detail = json!({ "players": voided.players, "rerated_games": voided.rerated_games });
            log::record(conn, &entry(by, "void", None, Some(game), detail))?;
            Ok(voided)
        })
    }

    /// The latest `limit` entries of the moderation log, newest first;
    /// only those about account `username` when one is named.
    pub fn moderation_log(&self, username: Option<&str>, limit: i64) -> Result<Vec<Entry>, ModerationError> {
        let mut conn = storage::connect(&self.pool)?;
        let account = match username {
            Some(name) => Some(
                accounts::by_username(&mut conn, name)?.ok_or_else(|| ModerationError::UnknownAccount(name.into()))?.id,
            ),
            None => None,
        };
        Ok(log::latest(&mut conn, account, limit)?)
    }

    /// The id of account `username`, to be acted on by `by`: it must exist
    /// and not be deleted.
    fn moderated_account(&self, by: Moderator<'_>, username: &str) -> Result<i64, ModerationError> {
        check_note(by)?;
        let account = accounts::by_username(&mut storage::connect(&self.pool)?, username)?
            .ok_or_else(|| ModerationError::UnknownAccount(username.into()))?;
        if account.deleted_at.is_some() {
            return Err(ModerationError::DeletedAccount(username.into()));
        }
        Ok(account.id)
    }

    /// Runs `act` and records it as `action` by `by`, in one transaction.
    fn recorded<T>(
        &self,
        by: Moderator<'_>,
        action: &str,
        account: Option<i64>,
        game: Option<Uuid>,
        detail: serde_json::Value,
        act: impl FnOnce(&mut DbConn) -> Result<T, ModerationError>,
    ) -> Result<T, ModerationError> {
        storage::transaction(&mut storage::connect(&self.pool)?, |conn| {
            let done = act(conn)?;
            log::record(conn, &entry(by, action, account, game, detail))?;
            Ok(done)
        })
    }
}

fn check_note(by: Moderator<'_>) -> Result<(), ModerationError> {
    let fits = |text: &str| !text.trim().is_empty() && text.chars().count() <= MAX_NOTE;
    if fits(by.name) && fits(by.reason) { Ok(()) } else { Err(ModerationError::MissingNote) }
}

fn entry<'a>(
    by: Moderator<'a>,
    action: &'a str,
    account_id: Option<i64>,
    game_id: Option<Uuid>,
    detail: serde_json::Value,
) -> NewEntry<'a> {
    NewEntry { moderator: by.name, action, account_id, game_id, reason: by.reason, detail }
}

/// Takes rated game `game`'s result out of its pool, in the transaction
/// that voids it with every rating locked: its players lose it, and the
/// games after it are rated again from where their players stood before
/// it.
fn unrate(conn: &mut DbConn, game: Uuid) -> Result<Voided, StorageError> {
    // Counted, yet no history: every player's was erased (deleted accounts).
    let Some((ruleset, pool_name)) = ratings::pool_of(conn, game)? else {
        return Ok(Voided { players: Vec::new(), rerated_games: 0 });
    };
    let pool = Pool::parse(&pool_name).ok_or_else(|| StorageError::corrupt(format!("rating pool {pool_name:?}")))?;
    let rows = ratings::pool_history_from(conn, game)?;
    let (own, later): (Vec<_>, Vec<_>) = rows.into_iter().partition(|row| row.game_id == game);
    let places: Vec<u8> = own.iter().map(|row| u8::try_from(row.place).unwrap_or(u8::MAX)).collect();
    let results: Vec<_> =
        own.iter().zip(&places).map(|(row, place)| (row.account_id, tally(*place, &places))).collect();
    let players: Vec<i64> = own.iter().map(|row| row.account_id).collect();
    let mut involved: Vec<i64> = players.iter().chain(later.iter().map(|row| &row.account_id)).copied().collect();
    involved.sort_unstable();
    involved.dedup();
    let start: HashMap<i64, _> = ratings::states_before(conn, game, &involved)?.into_iter().collect();
    let (rerated, after) = rerate(pool, &start, &later);
    let rerated_games = later.iter().map(|row| row.game_id).collect::<HashSet<_>>().len();
    ratings::unrecord_game(conn, &ruleset, &pool_name, game, &results)?;
    ratings::rewrite_history(conn, &rerated)?;
    // Players of the voided game who played no rated game after it stand
    // where they stood before it.
    let skills: Vec<_> = involved
        .iter()
        .map(|account| {
            let skill = after.get(account).or_else(|| start.get(account)).copied().unwrap_or_else(|| pool.initial());
            (*account, skill)
        })
        .collect();
    ratings::set_skills(conn, &ruleset, &pool_name, &skills, pool.initial().rating)?;
    Ok(Voided { players, rerated_games })
}
