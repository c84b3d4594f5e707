//! Request rates per client: sign-ins per username, sign-ins and
//! registrations per client address; commands, hints, new games, imports
//! and joins with a code per account, and joins with a code per game (GCRA
//! limiters from `governor`). A client over its rate gets 429 with `Retry-After`;
//! every answer of a limited route carries the IETF `RateLimit` and
//! `RateLimit-Policy` fields (draft-ietf-httpapi-ratelimit-headers).

use super::client_addr::ClientAddr;
use super::error_kind::ErrorKind;
use super::problem::ApiError;
use crate::config::RateLimits;
use actix_web::HttpResponse;
use actix_web::http::header::{HeaderName, HeaderValue};
use governor::clock::{Clock, DefaultClock};
use governor::middleware::StateInformationMiddleware;
use governor::state::keyed::HashMapStateStore;
use governor::{Quota, RateLimiter};
use std::hash::Hash;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;
use uuid::Uuid;

/// Keys a limiter remembers before it forgets the idle ones.
const MAX_KEYS: usize = 100_000;

/// One limit: `quota` requests per `window`, per key.
struct Limiter<K: Hash + Eq + Clone> {
    /// Its name in the `RateLimit` fields.
    name: &'static str,
    quota: u32,
    window: Duration,
    limiter: RateLimiter<K, HashMapStateStore<K>, DefaultClock, StateInformationMiddleware>,
}

/// What a limited route may still do, for the `RateLimit` fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Allowance {
    policy: String,
    state: String,
}

impl Allowance {
    /// Adds the `RateLimit` and `RateLimit-Policy` fields to a response.
    pub fn apply_to(&self, response: &mut HttpResponse) {
        for (name, value) in [("ratelimit-policy", &self.policy), ("ratelimit", &self.state)] {
            if let Ok(value) = HeaderValue::from_str(value) {
                response.headers_mut().insert(HeaderName::from_static(name), value);
            }
        }
    }
}

impl<K: Hash + Eq + Clone> Limiter<K> {
    fn new(name: &'static str, quota: u32, window: Duration) -> Limiter<K> {
        let burst = NonZeroU32::new(quota).unwrap_or(NonZeroU32::MIN);
        let period = window / burst.get();
        let per_request = Quota::with_period(period).unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN));
        let limiter =
            RateLimiter::hashmap(per_request.allow_burst(burst)).with_middleware::<StateInformationMiddleware>();
        Limiter { name, quota, window, limiter }
    }

    fn policy(&self) -> String {
        format!("\"{}\";q={};w={}", self.name, self.quota, self.window.as_secs())
    }

    /// Counts a request for `key`: what is left, or 429.
    fn check(&self, key: &K) -> Result<Allowance, ApiError> {
        if self.limiter.len() > MAX_KEYS {
            self.limiter.retain_recent();
        }
        match self.limiter.check_key(key) {
            Ok(snapshot) => {
                let left = snapshot.remaining_burst_capacity();
                // Seconds until the whole quota is available again.
                let reset = (self.window * self.quota.saturating_sub(left) / self.quota).as_secs();
                Ok(Allowance { policy: self.policy(), state: format!("\"{}\";r={left};t={reset}", self.name) })
            }
            Err(not_until) => {
                let wait = not_until.wait_time_from(DefaultClock::default().now()).as_secs().max(1);
                Err(ApiError::new(
                    ErrorKind::RateLimited,
                    format!("too many requests ({} per {} s); retry in {wait} s", self.quota, self.window.as_secs()),
                )
                .with_header("Retry-After", wait.to_string())
                .with_header("RateLimit-Policy", self.policy())
                .with_header("RateLimit", format!("\"{}\";r=0;t={wait}", self.name)))
            }
        }
    }
}

/// The limiters of one server.
pub struct RateLimiters {
    login_by_account: Limiter<String>,
    auth_by_address: Limiter<IpAddr>,
    commands_by_account: Limiter<i64>,
    hints_by_account: Limiter<i64>,
    games_by_account: Limiter<i64>,
    imports_by_account: Limiter<i64>,
    join_codes_by_account: Limiter<i64>,
    join_codes_by_game: Limiter<Uuid>,
    webhook_pings_by_account: Limiter<i64>,
}

impl RateLimiters {
    /// Limiters with the configured rates.
    pub fn new(rates: &RateLimits) -> RateLimiters {
        let minute = Duration::from_secs(60);
        RateLimiters {
            login_by_account: Limiter::new("login", rates.login_per_account, minute),
            auth_by_address: Limiter::new("auth", rates.auth_per_address, minute),
            commands_by_account: Limiter::new("commands", rates.commands_per_account, Duration::from_secs(1)),
            hints_by_account: Limiter::new("hints", rates.hints_per_account, minute),
            games_by_account: Limiter::new("games", rates.games_per_account, minute),
            imports_by_account: Limiter::new("imports", rates.imports_per_account, minute),
            join_codes_by_account: Limiter::new("join_codes", rates.join_codes, minute),
            join_codes_by_game: Limiter::new("join_codes_per_game", rates.join_codes, minute),
            webhook_pings_by_account: Limiter::new("webhook_pings", rates.webhook_pings, minute),
        }
    }

    /// A sign-in for `username` from `client`.
    pub fn login(&self, client: ClientAddr, username: &str) -> Result<Allowance, ApiError> {
        self.address(client)?;
        self.login_by_account.check(&username.to_lowercase())
    }

    /// A password change (or an account's deletion) of `account` from
    /// `client`: counted with the sign-ins, since each checks a password.
    pub fn password_change(&self, client: ClientAddr, account: i64) -> Result<Allowance, ApiError> {
        self.address(client)?;
        // '#' is in no username: an account's key cannot be a name's.
        self.login_by_account.check(&format!("#{account}"))
    }

    /// A registration, or a token refresh, from `client`.
    pub fn register(&self, client: ClientAddr) -> Result<Allowance, ApiError> {
        self.address(client)
    }

    /// A command of `account`.
    pub fn command(&self, account: i64) -> Result<Allowance, ApiError> {
        self.commands_by_account.check(&account)
    }

    /// A hint for `account`.
    pub fn hint(&self, account: i64) -> Result<Allowance, ApiError> {
        self.hints_by_account.check(&account)
    }

    /// A new game of `account`.
    pub fn new_game(&self, account: i64) -> Result<Allowance, ApiError> {
        self.games_by_account.check(&account)
    }

    /// An import of `account`.
    pub fn import(&self, account: i64) -> Result<Allowance, ApiError> {
        self.imports_by_account.check(&account)
    }

    /// A test ping of `account` (a request the service makes).
    pub fn webhook_ping(&self, account: i64) -> Result<Allowance, ApiError> {
        self.webhook_pings_by_account.check(&account)
    }

    /// A join of `game` by `account` with a code: counted for both, so that
    /// neither many accounts nor many games make guessing codes faster.
    pub fn join_code(&self, account: i64, game: Uuid) -> Result<Allowance, ApiError> {
        self.join_codes_by_game.check(&game)?;
        self.join_codes_by_account.check(&account)
    }

    fn address(&self, client: ClientAddr) -> Result<Allowance, ApiError> {
        self.auth_by_address.check(&client.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A quota of 3 per minute lets 3 requests pass, then says when to retry.
    #[test]
    fn a_key_over_its_quota_gets_429_with_retry_after() {
        let limiter = Limiter::<i64>::new("test", 3, Duration::from_secs(60));
        let states: Vec<String> = (0..3).map(|_| limiter.check(&1).unwrap().state).collect();
        assert_eq!(states, ["\"test\";r=2;t=20", "\"test\";r=1;t=40", "\"test\";r=0;t=60"]);
        let refused = limiter.check(&1).unwrap_err();
        assert_eq!(refused.problem().status, 429);
        assert!(limiter.check(&2).is_ok(), "other keys are not affected");
        assert_eq!(limiter.policy(), "\"test\";q=3;w=60");
    }
}
