//! Deleting an account. Its personal data goes, but no game's log
//! changes: its seats stay, under a name no one can register
//! (`deleted player #<id>`), so every game stays replayable and importable. First
//! the account is closed in one transaction (no more sign-ins, its
//! sessions revoked on every instance, its seeks, challenges, webhook
//! endpoints and open games gone: its own cancelled, others' left); then
//! its seats in running games resign, so that the other players' games go
//! on without waiting for it.
//! A rated game it leaves rates nobody (README "Ratings").

use super::accounts::AccountError;
use super::{Caller, LobbyError, PlayError, Service};
use crate::auth::password;
use chrono::Utc;
use std::collections::HashSet;
use storage::{self, StorageError, accounts, games};
use uuid::Uuid;

/// Games read per round while leaving them.
const PAGE: i64 = 100;

/// A failure that stops the deletion: the database's, not a refusal of one
/// game (a seat resigned before, a game that ended meanwhile).
trait Stopping {
    fn stopping(self) -> Result<(), StorageError>;
}

impl<T> Stopping for Result<T, LobbyError> {
    fn stopping(self) -> Result<(), StorageError> {
        match self {
            Err(LobbyError::Storage(e)) => Err(e),
            _ => Ok(()),
        }
    }
}

impl<T> Stopping for Result<T, PlayError> {
    fn stopping(self) -> Result<(), StorageError> {
        match self {
            Err(PlayError::Storage(e)) => Err(e),
            _ => Ok(()),
        }
    }
}

impl Service {
    /// Deletes the caller's account, confirmed by its `password`.
    pub fn delete_account(&self, caller: &Caller, password: &str) -> Result<(), AccountError> {
        // The connection goes back before the slow password check.
        let account =
            accounts::by_id(&mut storage::connect(&self.pool)?, caller.account_id)?.ok_or(AccountError::Gone)?;
        if !password::verify(password, &account.password_hash) {
            return Err(AccountError::WrongPassword);
        }
        // Before leaving the games: their ends are told to no endpoint of
        // its, and rate nobody.
        let revoked = accounts::close(&mut storage::connect(&self.pool)?, caller.account_id, Utc::now())?;
        self.forget_sessions(&revoked);
        self.leave_every_game(caller)?;
        accounts::erase(&mut storage::connect(&self.pool)?, caller.account_id)?;
        Ok(())
    }

    /// Resigns the caller's seats in running games, each as its own request
    /// would (and cancels or leaves an open game that a request racing the
    /// close still seated it at).
    pub(super) fn leave_every_game(&self, caller: &Caller) -> Result<(), StorageError> {
        let mut done: HashSet<Uuid> = HashSet::new();
        loop {
            let mut conn = storage::connect(&self.pool)?;
            let seated = games::seated_games(&mut conn, caller.account_id, &["open", "active"], None, PAGE)?;
            drop(conn);
            let left: Vec<_> = seated.into_iter().filter(|game| done.insert(game.id)).collect();
            if left.is_empty() {
                return Ok(());
            }
            for game in left {
                match game.status.as_str() {
                    "open" if game.owner_id == caller.account_id => self.cancel(caller, game.id).stopping()?,
                    "open" => self.leave(caller, game.id).stopping()?,
                    _ => self.resign(caller, game.id).stopping()?,
                }
            }
        }
    }
}
