//! Registration, sign-in and the caller's account.

use super::model::{Account, Credentials, Token};
use super::{Caller, Service};
use crate::auth::password;
use std::sync::LazyLock;
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
    /// The token's account no longer exists.
    #[error("the account no longer exists")]
    Gone,
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

/// Compared against when the username is unknown, so that both failures
/// take as long.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| password::hash("not a real password").unwrap_or_default());

fn valid_username(name: &str) -> bool {
    (3..=32).contains(&name.chars().count()) && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

fn valid_password(password: &str) -> bool {
    (8..=128).contains(&password.chars().count())
}

fn account_view(account: accounts::Account) -> Account {
    Account { id: account.id, username: account.username, created_at: account.created_at }
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

    /// Signs in: a token valid from `now` (seconds since the epoch).
    pub fn login(&self, credentials: &Credentials, now: u64) -> Result<Token, AccountError> {
        // The connection goes back before the slow password check.
        let found = accounts::by_username(&mut storage::connect(&self.pool)?, &credentials.username)?;
        let hash = found.as_ref().map_or(DUMMY_HASH.as_str(), |a| a.password_hash.as_str());
        let matches = password::verify(&credentials.password, hash);
        let account = found.filter(|_| matches).ok_or(AccountError::BadCredentials)?;
        let (access_token, _) =
            self.keys.issue(account.id, &account.username, now).map_err(|e| AccountError::Crypto(e.to_string()))?;
        Ok(Token {
            access_token,
            token_type: "Bearer".into(),
            expires_in: self.keys.ttl_seconds,
            account: account_view(account),
        })
    }

    /// The caller's account.
    pub fn me(&self, caller: &Caller) -> Result<Account, AccountError> {
        let mut conn = storage::connect(&self.pool)?;
        accounts::by_id(&mut conn, caller.account_id)?.map(account_view).ok_or(AccountError::Gone)
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
    }
}
