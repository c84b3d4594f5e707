//! Sessions: signing in gives a device a short-lived access token and a
//! rotating refresh token (`auth::refresh`: made from the session's salt
//! and generation). Presenting a refresh token that was already replaced,
//! however long ago, revokes its whole session, since someone else holds
//! the current one (OAuth 2.0 Security BCP, refresh token rotation). Every access token names its session, and a request
//! is refused once that session is revoked: every revocation is announced
//! to all instances, which refuse the session as soon as they hear it;
//! each instance trusts what it read of a session for
//! [`SESSION_CHECK_INTERVAL`], so a sign-out holds on every instance
//! within that bound even if the announcement is lost.

use super::accounts::{AccountError, account_view};
use super::{Caller, Service, random_hex, stored_hash};
use crate::auth::password;
use crate::auth::refresh;
use api::model::{Credentials, Token};
use chrono::{DateTime, Utc};
use lru::LruCache;
use std::num::NonZeroUsize;
use std::sync::{LazyLock, Mutex};
use std::time::{Duration, Instant};
use storage::sessions::{self, Rotation};
use storage::{self, accounts};

/// How long an instance trusts what it read of a session: the bound on
/// how late a revocation takes effect there.
pub const SESSION_CHECK_INTERVAL: Duration = Duration::from_secs(5);

/// Sessions whose state an instance remembers.
const REMEMBERED_SESSIONS: NonZeroUsize = match NonZeroUsize::new(16_384) {
    Some(count) => count,
    None => NonZeroUsize::MIN,
};

/// Compared against when the username is unknown, so that both failures
/// take as long.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| password::hash("not a real password").unwrap_or_default());

/// What this instance last read of sessions: live or not, and when.
pub(crate) struct SessionChecks {
    interval: Duration,
    read: Mutex<LruCache<i64, (Instant, bool)>>,
}

impl SessionChecks {
    /// Trusting each reading for `interval`.
    pub(crate) fn new(interval: Duration) -> SessionChecks {
        SessionChecks { interval, read: Mutex::new(LruCache::new(REMEMBERED_SESSIONS)) }
    }

    /// Whether `session` is live, if it was read within the interval before `now`.
    fn recalled(&self, session: i64, now: Instant) -> Option<bool> {
        let mut read = self.read.lock().ok()?;
        read.get(&session).filter(|(at, _)| now.saturating_duration_since(*at) < self.interval).map(|(_, live)| *live)
    }

    fn remember(&self, session: i64, live: bool, now: Instant) {
        if let Ok(mut read) = self.read.lock() {
            read.put(session, (now, live));
        }
    }
}

/// A new session's salt.
fn new_salt() -> Result<String, AccountError> {
    random_hex::<16>().map_err(|e| AccountError::Crypto(e.to_string()))
}

fn timestamp(seconds: u64) -> DateTime<Utc> {
    DateTime::from_timestamp(i64::try_from(seconds).unwrap_or(i64::MAX), 0).unwrap_or(DateTime::<Utc>::MAX_UTC)
}

impl Service {
    /// Signs in at `now` (seconds since the epoch): a new session's tokens.
    pub fn login(&self, credentials: &Credentials, now: u64) -> Result<Token, AccountError> {
        // The connection goes back before the slow password check.
        let found = accounts::by_username(&mut storage::connect(&self.pool)?, &credentials.username)?;
        let hash = found.as_ref().map_or(DUMMY_HASH.as_str(), |a| a.password_hash.as_str());
        let matches = password::verify(&credentials.password, hash);
        let account = found.filter(|_| matches).ok_or(AccountError::BadCredentials)?;
        let salt = new_salt()?;
        let expires_at = timestamp(now + self.keys.session_ttl_seconds);
        let mut conn = storage::connect(&self.pool)?;
        match sessions::start(&mut conn, account.id, &salt, timestamp(now), expires_at)? {
            Some(session) => self.tokens(account, session, self.keys.refresh.token(session, 0, &salt), now),
            // Suspended, or deleted since it was read (checked with its row locked).
            None => match accounts::by_id(&mut conn, account.id)?.map(|a| a.suspension(timestamp(now))) {
                Some(Err(until)) => Err(AccountError::Suspended { until }),
                _ => Err(AccountError::BadCredentials),
            },
        }
    }

    /// Exchanges a refresh token at `now` for the session's next tokens;
    /// one presented again after its exchange ends the session.
    pub fn refresh(&self, refresh_token: &str, now: u64) -> Result<Token, AccountError> {
        let expires_at = timestamp(now + self.keys.session_ttl_seconds);
        let mut conn = storage::connect(&self.pool)?;
        let rotation = match refresh::parse(refresh_token) {
            Some(presented) => {
                let made = |salt: &str| self.keys.refresh.made(&presented, salt);
                let named = (presented.session, presented.generation);
                sessions::rotate(&mut conn, named, made, timestamp(now), expires_at)?
            }
            // A token stored before tokens were made from sessions.
            None => sessions::rotate_stored(
                &mut conn,
                &stored_hash(refresh_token),
                &new_salt()?,
                timestamp(now),
                expires_at,
            )?,
        };
        match rotation {
            Rotation::Rotated { session, account, generation, salt } => {
                let account = accounts::by_id(&mut conn, account)?.ok_or(AccountError::InvalidRefreshToken)?;
                self.tokens(account, session, self.keys.refresh.token(session, generation, &salt), now)
            }
            Rotation::Reused { session } => {
                self.forget_sessions(&[session]);
                Err(AccountError::RefreshTokenReused)
            }
            Rotation::Refused => Err(AccountError::InvalidRefreshToken),
        }
    }

    fn tokens(
        &self,
        account: accounts::Account,
        session: i64,
        refresh_token: String,
        now: u64,
    ) -> Result<Token, AccountError> {
        let (access_token, _) = self
            .keys
            .issue(account.id, &account.username, session, now)
            .map_err(|e| AccountError::Crypto(e.to_string()))?;
        Ok(Token {
            access_token,
            token_type: "Bearer".into(),
            expires_in: self.keys.ttl_seconds,
            refresh_token,
            refresh_expires_in: self.keys.session_ttl_seconds,
            account: account_view(account),
        })
    }

    /// Signs the caller's device out: its session ends on every instance.
    pub fn sign_out(&self, caller: &Caller) -> Result<(), AccountError> {
        let session = caller.session.ok_or(AccountError::SessionEnded)?;
        sessions::revoke(&mut storage::connect(&self.pool)?, caller.account_id, session, Utc::now())?;
        self.forget_sessions(&[session]);
        Ok(())
    }

    /// Signs every device of the caller out, this one too.
    pub fn sign_out_everywhere(&self, caller: &Caller) -> Result<(), AccountError> {
        let revoked = sessions::revoke_all(&mut storage::connect(&self.pool)?, caller.account_id, None, Utc::now())?;
        self.forget_sessions(&revoked);
        Ok(())
    }

    /// Notes that `revoked` sessions ended, once that has committed: this
    /// instance refuses them at once, and the others as soon as they hear
    /// the announcement (should it be lost, within
    /// [`SESSION_CHECK_INTERVAL`]).
    pub(crate) fn forget_sessions(&self, revoked: &[i64]) {
        self.hub.announce_revoked(revoked);
    }

    /// Whether `session` is live, if this instance read it lately or
    /// heard it revoked; `None`: ask [`Service::session_live`].
    pub fn session_recalled(&self, session: i64) -> Option<bool> {
        if self.hub.revoked(session) {
            return Some(false);
        }
        self.sessions.recalled(session, Instant::now())
    }

    /// Whether `session` of `account` is live, read from the database.
    pub fn session_live(&self, account: i64, session: i64) -> Result<bool, AccountError> {
        let now = Instant::now();
        let live = sessions::live_account(&mut storage::connect(&self.pool)?, session, Utc::now())? == Some(account);
        self.sessions.remember(session, live, now);
        Ok(live)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reading_is_trusted_for_the_interval_only() {
        let checks = SessionChecks::new(Duration::from_secs(5));
        let start = Instant::now();
        assert_eq!(checks.recalled(1, start), None);
        checks.remember(1, true, start);
        assert_eq!(checks.recalled(1, start + Duration::from_secs(4)), Some(true));
        assert_eq!(checks.recalled(1, start + Duration::from_secs(5)), None);
        checks.remember(1, false, start);
        assert_eq!(checks.recalled(1, start), Some(false));
        let never = SessionChecks::new(Duration::ZERO);
        never.remember(2, true, start);
        assert_eq!(never.recalled(2, start), None, "a zero interval reads every time");
    }

    #[test]
    fn every_session_gets_its_own_salt() {
        let salt = new_salt().unwrap();
        assert_eq!(salt.len(), 32);
        assert_ne!(new_salt().unwrap(), salt);
    }
}
