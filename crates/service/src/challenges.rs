//! Challenges: an account invites named accounts to a game with its rule
//! set, options and clock; when every one of them has accepted, the game
//! is created and started in the same transaction. A rematch is a
//! challenge from a finished game's player to its other players, with the
//! same options and the seats rotated. The challenged hear of a challenge
//! on their account stream and webhooks (`challenged`), and everyone in it
//! of its end (`challenge_declined`, `challenge_cancelled`; an accepted one
//! starts its game: `game_started`).

use super::games::readable;
use super::live::announce;
use super::lobby::{SeatTaker, new_game_row, start_full};
use super::notifications::{Notification, NotificationKind, Subject};
use super::quotas::QuotaError;
use super::{Caller, LobbyError, Service, known};
use api::Internal;
use api::challenges::{Challenge, ChallengeList, ChallengePlayer, ChallengeStatus, ChallengedPlayer, NewChallenge};
use api::model::{CreateGame, GameStatus, SeatOrder};
use chrono::{DateTime, TimeDelta, Utc};
use engine::bot::Level;
use serde_json::Value;
use storage::challenges::{self as stored, ChallengeRow, Side};
use storage::games as games_stored;
use storage::{self, DbConn, StorageError};
use uuid::Uuid;

/// Pending challenges an account may have made at once.
pub const PENDING_CHALLENGES: u32 = 10;
/// Pending challenges an account may have received at once, from anyone:
/// a crowd of accounts cannot bury one player in challenges.
pub const RECEIVED_CHALLENGES: u32 = 20;
/// How long a challenge waits for its answers when not told: a day.
const DEFAULT_EXPIRY_SECONDS: u32 = 86_400;
/// The longest a challenge may wait: a week.
const MAX_EXPIRY_SECONDS: u32 = 604_800;
/// The shortest a challenge may wait: a minute.
const MIN_EXPIRY_SECONDS: u32 = 60;
/// Ended challenges are kept this long, then forgotten.
const KEPT_DAYS: i64 = 7;

/// Why a challenge use case failed.
#[derive(Debug, thiserror::Error)]
pub enum ChallengeError {
    /// No such challenge among those the caller is part of.
    #[error("no such challenge")]
    NotFound,
    /// The caller named themselves.
    #[error("you cannot challenge yourself")]
    ChallengeYourself,
    /// A named account does not exist (or was deleted).
    #[error("no player is called {0:?}")]
    UnknownPlayer(String),
    /// The same account named twice.
    #[error("{0:?} is named twice")]
    NamedTwice(String),
    /// The game's seats are not the challenger and the challenged.
    #[error("the game has {seats} seats: challenge {} other players, not {challenged}", seats - 1)]
    SeatsMismatch {
        /// Seats of the game.
        seats: usize,
        /// Accounts challenged.
        challenged: usize,
    },
    /// A challenged game is played by several accounts.
    #[error("a challenge is to a game of several players: single_seat does not apply")]
    SingleSeat,
    /// The expiry is out of range.
    #[error("a challenge expires after 60 s to a week")]
    InvalidExpiry,
    /// The game in the challenge is not a `CreateGame`.
    #[error("invalid game: {0}")]
    InvalidGame(String),
    /// The challenge was answered, cancelled or expired.
    #[error("the challenge is {0}")]
    Closed(&'static str),
    /// The caller is not challenged by it (the challenger cannot accept).
    #[error("only a challenged player may accept or decline")]
    NotChallenged,
    /// The caller did not make it.
    #[error("only the challenger may cancel a challenge")]
    NotChallenger,
    /// The caller has as many pending challenges as allowed.
    #[error("you have {0} pending challenges, the most allowed: cancel one or wait for answers")]
    TooMany(u32),
    /// A challenged account has as many pending challenges as it may
    /// receive.
    #[error("{0:?} has {RECEIVED_CHALLENGES} pending challenges, the most one may receive: try again later")]
    TooManyReceived(String),
    /// The game cannot be played again.
    #[error("no rematch: {0}")]
    NoRematch(&'static str),
    /// The game the challenge would create is refused.
    #[error(transparent)]
    Lobby(#[from] LobbyError),
    /// The caller's token names no account.
    #[error("the token's account no longer exists")]
    UnknownAccount,
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// This service failed.
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl From<QuotaError> for ChallengeError {
    fn from(e: QuotaError) -> Self {
        ChallengeError::Lobby(e.into())
    }
}

/// What answering a rematch proposal came to.
pub enum Rematch {
    /// A new proposal, to the game's other players.
    Proposed(Challenge),
    /// The proposal that was there: the caller's own, or accepted by this one.
    Existing(Challenge),
}

impl Service {
    /// Challenges the accounts `new` names to its game.
    pub fn challenge(&self, caller: &Caller, new: NewChallenge) -> Result<Challenge, ChallengeError> {
        let mut conn = storage::connect(&self.pool)?;
        let challenger =
            storage::accounts::by_id(&mut conn, caller.account_id)?.ok_or(ChallengeError::UnknownAccount)?;
        let create: CreateGame =
            serde_json::from_value(new.game.clone()).map_err(|e| ChallengeError::InvalidGame(e.to_string()))?;
        if create.single_seat {
            return Err(ChallengeError::SingleSeat);
        }
        let seats = usize::try_from(new_game_row(caller.account_id, create)?.seats).unwrap_or(0);
        let expiry = new.expires_in_seconds.unwrap_or(DEFAULT_EXPIRY_SECONDS);
        if !(MIN_EXPIRY_SECONDS..=MAX_EXPIRY_SECONDS).contains(&expiry) {
            return Err(ChallengeError::InvalidExpiry);
        }
        // Bounded before any name is looked up.
        if new.players.is_empty() || new.players.len() + 1 != seats {
            return Err(ChallengeError::SeatsMismatch { seats, challenged: new.players.len() });
        }
        let mut challenged: Vec<(i64, &str)> = Vec::new();
        for name in &new.players {
            let account = storage::accounts::by_username(&mut conn, name)?
                .filter(|account| account.deleted_at.is_none())
                .ok_or_else(|| ChallengeError::UnknownPlayer(name.clone()))?;
            if account.id == challenger.id {
                return Err(ChallengeError::ChallengeYourself);
            }
            if challenged.iter().any(|(id, _)| *id == account.id) {
                return Err(ChallengeError::NamedTwice(name.clone()));
            }
            challenged.push((account.id, name));
        }
        let seated: Vec<i64> = std::iter::once(challenger.id).chain(challenged.iter().map(|(id, _)| *id)).collect();
        let seating: Vec<SeatTaker> = seated.iter().copied().map(SeatTaker::Account).collect();
        let now = Utc::now();
        let row = ChallengeRow {
            id: Uuid::new_v4(),
            challenger_id: challenger.id,
            game: new.game,
            seating: encode(&seating)?,
            rematch_of: None,
            status: "pending".into(),
            game_id: None,
            created_at: now,
            expires_at: now + TimeDelta::seconds(i64::from(expiry)),
            updated_at: now,
        };
        storage::transaction(&mut conn, |conn| {
            // Every account's row, in one order: concurrent challenges
            // count each one's pending challenges in turn, and never wait
            // on each other in a circle.
            let mut accounts = seated.clone();
            accounts.sort_unstable();
            for account in accounts {
                games_stored::lock_account(conn, account)?;
            }
            self.quotas.check_seat(conn, challenger.id)?;
            if stored::count_pending(conn, Side::Made(challenger.id), now, PENDING_CHALLENGES)? >= PENDING_CHALLENGES {
                return Err(ChallengeError::TooMany(PENDING_CHALLENGES));
            }
            for (account, name) in &challenged {
                if stored::count_pending(conn, Side::Received(*account), now, RECEIVED_CHALLENGES)?
                    >= RECEIVED_CHALLENGES
                {
                    return Err(ChallengeError::TooManyReceived((*name).to_owned()));
                }
            }
            stored::forget_ended(conn, challenger.id, now - TimeDelta::days(KEPT_DAYS))?;
            let challenged = &seated[1..];
            stored::insert(conn, &row, challenged)?;
            let challenge = Subject::Challenge { challenge: row.id };
            let told: Vec<Notification> = challenged
                .iter()
                .map(|account| Notification::about(*account, NotificationKind::Challenged, challenge))
                .collect();
            announce(conn, &told)?;
            view(conn, &row, now)
        })
    }

    /// The caller's pending challenges, to it and from it.
    pub fn challenges(&self, caller: &Caller) -> Result<ChallengeList, ChallengeError> {
        let mut conn = storage::connect(&self.pool)?;
        let now = Utc::now();
        let rows = stored::pending_of(&mut conn, caller.account_id, now, 2 * i64::from(PENDING_CHALLENGES) + 100)?;
        let mut list = ChallengeList { incoming: Vec::new(), outgoing: Vec::new() };
        for row in &rows {
            let challenge = view(&mut conn, row, now)?;
            if row.challenger_id == caller.account_id {
                list.outgoing.push(challenge);
            } else {
                list.incoming.push(challenge);
            }
        }
        Ok(list)
    }

    /// One challenge the caller is part of.
    pub fn challenge_of(&self, caller: &Caller, id: Uuid) -> Result<Challenge, ChallengeError> {
        let mut conn = storage::connect(&self.pool)?;
        let row = stored::get(&mut conn, id)?.ok_or(ChallengeError::NotFound)?;
        let challenge = view(&mut conn, &row, Utc::now())?;
        if !part_of(&challenge, caller) {
            return Err(ChallengeError::NotFound);
        }
        Ok(challenge)
    }

    /// Accepts a challenge to the caller; the last acceptance creates and
    /// starts its game.
    pub fn accept_challenge(&self, caller: &Caller, id: Uuid) -> Result<Challenge, ChallengeError> {
        self.answer(caller, id, |conn, row, challenge, now| self.accept(conn, caller, row, challenge, now))
    }

    /// Declines a challenge to the caller: it ends, and everyone in it hears.
    pub fn decline_challenge(&self, caller: &Caller, id: Uuid) -> Result<Challenge, ChallengeError> {
        self.answer(caller, id, |conn, row, challenge, now| {
            if !challenge.challenged.iter().any(|p| p.account_id == caller.account_id) {
                return Err(ChallengeError::NotChallenged);
            }
            end(conn, row, challenge, caller, "declined", NotificationKind::ChallengeDeclined, now)
        })
    }

    /// Cancels a challenge the caller made: it ends, and the challenged hear.
    pub fn cancel_challenge(&self, caller: &Caller, id: Uuid) -> Result<Challenge, ChallengeError> {
        self.answer(caller, id, |conn, row, challenge, now| {
            if challenge.challenger.account_id != caller.account_id {
                return Err(ChallengeError::NotChallenger);
            }
            end(conn, row, challenge, caller, "cancelled", NotificationKind::ChallengeCancelled, now)
        })
    }

    /// Proposes a rematch of the finished game `game` to its other players:
    /// the same rule set, options and clock, the seats rotated by one
    /// (seat 1 moves first). A rematch already proposed is answered
    /// instead: a player it challenges accepts it by asking for one too.
    pub fn rematch(&self, caller: &Caller, game: Uuid) -> Result<Rematch, ChallengeError> {
        let mut conn = storage::connect(&self.pool)?;
        if !known(&mut conn, caller)? {
            return Err(ChallengeError::UnknownAccount);
        }
        let (row, players) = self
            .cache
            .rows(&mut conn, game)?
            .filter(|(row, players)| readable(row, players, caller))
            .ok_or(ChallengeError::Lobby(LobbyError::NotFound))?;
        if !players.iter().any(|p| p.account_id == caller.account_id && p.bot.is_none()) {
            return Err(ChallengeError::NoRematch("only the game's players may ask for one"));
        }
        if row.status != GameStatus::Finished.as_str() {
            return Err(ChallengeError::NoRematch("the game is not over"));
        }
        if row.single_seat || row.imported || row.custom {
            return Err(ChallengeError::NoRematch("only a game of several players with the box's tiles"));
        }
        let now = Utc::now();
        storage::transaction(&mut conn, |conn| {
            if let Some(pending) = stored::pending_rematch(conn, game, now)? {
                let challenge = view(conn, &pending, now)?;
                if challenge.challenged.iter().any(|p| p.account_id == caller.account_id && !p.accepted) {
                    return Ok(Rematch::Existing(self.accept(conn, caller, &pending, &challenge, now)?));
                }
                return Ok(Rematch::Existing(challenge));
            }
            let mut seated: Vec<&games_stored::PlayerRow> = players.iter().filter(|p| p.seat.is_some()).collect();
            seated.sort_by_key(|p| p.seat);
            seated.rotate_left(1);
            let seating: Vec<SeatTaker> = seated
                .iter()
                .map(|p| match p.bot.as_deref().and_then(Level::parse) {
                    Some(level) => SeatTaker::Bot(level),
                    None => SeatTaker::Account(p.account_id),
                })
                .collect();
            let challenged: Vec<i64> = seating
                .iter()
                .filter_map(|seat| match seat {
                    SeatTaker::Account(account) if *account != caller.account_id => Some(*account),
                    _ => None,
                })
                .collect();
            let clock: Option<Value> = row.clock.clone();
            let create = serde_json::json!({
                "ruleset": row.ruleset, "options": row.options, "clock": clock, "rated": row.rated,
                "spectators": row.spectators, "seat_order": SeatOrder::JoinOrder,
            });
            let pending = ChallengeRow {
                id: Uuid::new_v4(),
                challenger_id: caller.account_id,
                game: create,
                seating: encode(&seating)?,
                rematch_of: Some(game),
                status: "pending".into(),
                game_id: None,
                created_at: now,
                expires_at: now + TimeDelta::seconds(i64::from(DEFAULT_EXPIRY_SECONDS)),
                updated_at: now,
            };
            self.quotas.check_seat(conn, caller.account_id)?;
            stored::insert(conn, &pending, &challenged)?;
            if challenged.is_empty() {
                self.start_challenged(conn, &pending)?;
            } else {
                let about = Subject::Challenge { challenge: pending.id };
                let told: Vec<Notification> =
                    challenged.iter().map(|a| Notification::about(*a, NotificationKind::Challenged, about)).collect();
                announce(conn, &told)?;
            }
            let row = stored::get(conn, pending.id)?.ok_or(ChallengeError::NotFound)?;
            Ok(Rematch::Proposed(view(conn, &row, now)?))
        })
    }

    /// Runs `answer` on the pending challenge `id`, locked, that the caller
    /// is part of; returns the challenge as it is afterwards.
    fn answer(
        &self,
        caller: &Caller,
        id: Uuid,
        answer: impl FnOnce(&mut DbConn, &ChallengeRow, &Challenge, DateTime<Utc>) -> Result<Challenge, ChallengeError>,
    ) -> Result<Challenge, ChallengeError> {
        let mut conn = storage::connect(&self.pool)?;
        storage::transaction(&mut conn, |conn| {
            let row = stored::lock(conn, id)?.ok_or(ChallengeError::NotFound)?;
            let now = Utc::now();
            let challenge = view(conn, &row, now)?;
            if !part_of(&challenge, caller) {
                return Err(ChallengeError::NotFound);
            }
            if challenge.status != ChallengeStatus::Pending {
                return Err(ChallengeError::Closed(challenge.status.as_str()));
            }
            answer(conn, &row, &challenge, now)
        })
    }

    /// The caller accepts the pending challenge `row` (locked); the last
    /// acceptance creates and starts its game.
    fn accept(
        &self,
        conn: &mut DbConn,
        caller: &Caller,
        row: &ChallengeRow,
        challenge: &Challenge,
        now: DateTime<Utc>,
    ) -> Result<Challenge, ChallengeError> {
        if !stored::accept(conn, row.id, caller.account_id)? {
            return Err(ChallengeError::NotChallenged);
        }
        self.quotas.check_seat(conn, caller.account_id)?;
        let others_accepted = challenge.challenged.iter().all(|p| p.accepted || p.account_id == caller.account_id);
        if others_accepted {
            self.start_challenged(conn, row)?;
        }
        let row = stored::get(conn, row.id)?.ok_or(ChallengeError::NotFound)?;
        view(conn, &row, now)
    }
}

impl Service {
    /// Creates and starts the game of challenge `row`, every answer in,
    /// and closes the challenge with it. A game with bots (a rematch of
    /// one) counts against its challenger's quota of games with bots.
    fn start_challenged(&self, conn: &mut DbConn, row: &ChallengeRow) -> Result<(), ChallengeError> {
        let corrupt = |e: serde_json::Error| StorageError::corrupt_by(format!("challenge {}", row.id), e);
        let create: CreateGame = serde_json::from_value(row.game.clone()).map_err(corrupt)?;
        let seating: Vec<SeatTaker> = serde_json::from_value(row.seating.clone()).map_err(corrupt)?;
        if seating.iter().any(|taker| matches!(taker, SeatTaker::Bot(_))) {
            self.quotas.check_bot(conn, row.challenger_id, None)?;
        }
        let game = start_full(conn, row.challenger_id, create, &seating)?;
        stored::close(conn, row.id, "accepted", Some(game))?;
        Ok(())
    }
}

/// Ends the pending challenge `row` with `status`, told as `kind` to
/// everyone in it but `caller`.
fn end(
    conn: &mut DbConn,
    row: &ChallengeRow,
    challenge: &Challenge,
    caller: &Caller,
    status: &'static str,
    kind: NotificationKind,
    now: DateTime<Utc>,
) -> Result<Challenge, ChallengeError> {
    stored::close(conn, row.id, status, None)?;
    let about = Subject::Challenge { challenge: row.id };
    let told: Vec<Notification> = std::iter::once(challenge.challenger.account_id)
        .chain(challenge.challenged.iter().map(|p| p.account_id))
        .filter(|account| *account != caller.account_id)
        .map(|account| Notification::about(account, kind, about))
        .collect();
    announce(conn, &told)?;
    let row = stored::get(conn, row.id)?.ok_or(ChallengeError::NotFound)?;
    view(conn, &row, now)
}

/// Whether `caller` is the challenger or challenged.
fn part_of(challenge: &Challenge, caller: &Caller) -> bool {
    challenge.challenger.account_id == caller.account_id
        || challenge.challenged.iter().any(|p| p.account_id == caller.account_id)
}

/// The API view of challenge `row` at `now`.
fn view(conn: &mut DbConn, row: &ChallengeRow, now: DateTime<Utc>) -> Result<Challenge, ChallengeError> {
    let challenger = storage::accounts::by_id(conn, row.challenger_id)?
        .ok_or_else(|| StorageError::corrupt(format!("challenge {}: no challenger", row.id)))?;
    let challenged = stored::challenged_of(conn, row.id)?
        .into_iter()
        .map(|p| ChallengedPlayer { account_id: p.account_id, username: p.username, accepted: p.accepted })
        .collect();
    Ok(Challenge {
        id: row.id,
        challenger: ChallengePlayer { account_id: challenger.id, username: challenger.username },
        challenged,
        status: status_of(row, now),
        game: row.game.clone(),
        game_id: row.game_id,
        rematch_of: row.rematch_of,
        created_at: row.created_at,
        expires_at: row.expires_at,
    })
}

fn encode(seating: &[SeatTaker]) -> Result<Value, Internal> {
    serde_json::to_value(seating).map_err(|e| Internal::serializing("a seating", &e))
}

/// Where the stored challenge `row` stands at `now`.
fn status_of(row: &ChallengeRow, now: DateTime<Utc>) -> ChallengeStatus {
    match row.status.as_str() {
        "accepted" => ChallengeStatus::Accepted,
        "declined" => ChallengeStatus::Declined,
        "cancelled" => ChallengeStatus::Cancelled,
        _ if row.expires_at <= now => ChallengeStatus::Expired,
        _ => ChallengeStatus::Pending,
    }
}
