//! Registration and the caller's account.

use super::{Caller, Service};
use crate::auth::password;
use api::model::{Account, AccountUpdate, Credentials, PasswordChange};
use chrono::Utc;
use storage::{self, StorageError, accounts};

/// Why an account use case failed.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    /// Username outside the rules.
    #[error("a username has 3 to 32 characters: letters, digits, '_' and '-'")]
    InvalidUsername,
    /// Password outside the rules.
    #[error("a password has 8 to 128 characters")]
    InvalidPassword,
    /// Someone has the name (case-insensitive).
    #[error("that username is taken")]
    UsernameTaken,
    /// Unknown user or wrong password (deliberately not told apart).
    #[error("unknown username or wrong password")]
    BadCredentials,
    /// A password change named the wrong current password.
    #[error("the current password is wrong")]
    WrongPassword,
    /// A display name outside the rules.
    #[error("a display name has 1 to 40 characters, none of them control characters, and no spaces at either end")]
    InvalidDisplayName,
    /// The refresh token is unknown, or its session has ended.
    #[error("the refresh token is unknown or its session has ended: sign in again")]
    InvalidRefreshToken,
    /// A refresh token was presented again after its exchange.
    #[error("the refresh token was used before, so its session is ended: sign in again")]
    RefreshTokenReused,
    /// The access token's session was signed out.
    #[error("the session was signed out: sign in again")]
    SessionEnded,
    /// The token's account no longer exists.
    #[error("the account no longer exists")]
    Gone,
    /// A moderator suspended the account: until then (none: until they
    /// reinstate it) it cannot sign in.
    #[error("{}", suspended(*.until))]
    Suspended {
        /// When the suspension ends, if it has an end.
        until: Option<chrono::DateTime<chrono::Utc>>,
    },
    /// The database failed.
    #[error(transparent)]
    Storage(StorageError),
    /// Hashing or signing failed.
    #[error("credential processing failed: {0}")]
    Crypto(String),
}

impl From<StorageError> for AccountError {
    fn from(e: StorageError) -> Self {
        match e {
            StorageError::Conflict(_) => AccountError::UsernameTaken,
            other => AccountError::Storage(other),
        }
    }
}

fn suspended(until: Option<chrono::DateTime<chrono::Utc>>) -> String {
    match until {
        Some(until) => format!("this account is suspended until {}", until.to_rfc3339()),
        None => "this account is suspended until a moderator reinstates it".into(),
    }
}

fn valid_username(name: &str) -> bool {
    (3..=32).contains(&name.chars().count()) && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

fn valid_password(password: &str) -> bool {
    (8..=128).contains(&password.chars().count())
}

fn valid_display_name(name: &str) -> bool {
    (1..=40).contains(&name.chars().count()) && !name.chars().any(char::is_control) && name.trim() == name
}

pub(crate) fn account_view(account: accounts::Account) -> Account {
    Account {
        id: account.id,
        username: account.username,
        display_name: account.display_name,
        profile_hidden: account.profile_hidden,
        created_at: account.created_at,
    }
}

impl Service {
    /// Registers an account.
    pub fn register(&self, credentials: &Credentials) -> Result<Account, AccountError> {
        if !valid_username(&credentials.username) {
            return Err(AccountError::InvalidUsername);
        }
        if !valid_password(&credentials.password) {
            return Err(AccountError::InvalidPassword);
        }
        let hash = password::hash(&credentials.password).map_err(|e| AccountError::Crypto(e.to_string()))?;
        let mut conn = storage::connect(&self.pool)?;
        Ok(account_view(accounts::create(&mut conn, &credentials.username, &hash)?))
    }

    /// The caller's account.
    pub fn me(&self, caller: &Caller) -> Result<Account, AccountError> {
        let mut conn = storage::connect(&self.pool)?;
        accounts::by_id(&mut conn, caller.account_id)?.map(account_view).ok_or(AccountError::Gone)
    }

    /// Changes the caller's account as `update` says.
    pub fn update_me(&self, caller: &Caller, update: &AccountUpdate) -> Result<Account, AccountError> {
        let name = update.display_name.as_ref().map(Option::as_deref);
        if name.flatten().is_some_and(|name| !valid_display_name(name)) {
            return Err(AccountError::InvalidDisplayName);
        }
        let change = accounts::AccountChange { display_name: name, profile_hidden: update.profile_hidden };
        let mut conn = storage::connect(&self.pool)?;
        accounts::change(&mut conn, caller.account_id, change)?.map(account_view).ok_or(AccountError::Gone)
    }

    /// Changes the caller's password; every other session of the account
    /// is signed out.
    pub fn change_password(&self, caller: &Caller, change: &PasswordChange) -> Result<(), AccountError> {
        if !valid_password(&change.new_password) {
            return Err(AccountError::InvalidPassword);
        }
        // The connection goes back before the slow password checks.
        let account =
            accounts::by_id(&mut storage::connect(&self.pool)?, caller.account_id)?.ok_or(AccountError::Gone)?;
        if !password::verify(&change.current_password, &account.password_hash) {
            return Err(AccountError::WrongPassword);
        }
        let hash = password::hash(&change.new_password).map_err(|e| AccountError::Crypto(e.to_string()))?;
        let mut conn = storage::connect(&self.pool)?;
        let revoked = accounts::set_password(&mut conn, caller.account_id, &hash, caller.session, Utc::now())?;
        self.forget_sessions(&revoked);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn username_and_password_rules() {
        assert!(valid_username("ada_lovelace-2"));
        assert!(!valid_username("ad"));
        assert!(!valid_username("a".repeat(33).as_str()));
        assert!(!valid_username("ada lovelace"));
        assert!(!valid_username("ádá"));
        assert!(valid_password("12345678"));
        assert!(!valid_password("1234567"));
        assert!(!valid_password(&"x".repeat(129)));
        assert!(valid_display_name("Ada L."));
        assert!(valid_display_name("Ádá 🏰"));
        assert!(!valid_display_name(""));
        assert!(!valid_display_name(" Ada"));
        assert!(!valid_display_name("Ada\n"));
        assert!(!valid_display_name(&"x".repeat(41)));
    }
}
