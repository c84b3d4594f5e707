//! The delivery workers: threads on every instance, each with a database
//! connection of its own, that claim due deliveries from the outbox
//! ([`storage::webhooks::claim`], `FOR UPDATE SKIP LOCKED`), make one
//! attempt and record it. A claim is a lease: a worker that dies leaves
//! its delivery to be claimed again once the lease has run out, so a
//! message may come twice (with the same `webhook-id`, as Standard
//! Webhooks allows) but is never lost. A worker looks whenever a new
//! delivery is announced (from any instance) and every [`LOOK_EVERY`] for
//! retries that fell due.
//!
//! The workers are shared fairly ([`Shares`]): an endpoint has one attempt
//! in flight at a time (across instances), one account at most
//! [`ACCOUNT_SHARE`] on an instance, and endpoints that were slow lately
//! at most half of an instance's workers. Among the deliveries those
//! allow, the one due longest goes first. An account whose endpoints
//! answer slowly thus delays its own deliveries, not everyone's.

use super::WebhookSettings;
use super::sender::{Sender, Sent};
use crate::live::Doorbell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use storage::webhooks::{self as stored, Attempt, Claimed, Eligible};
use storage::{DbPool, StorageError};

/// How often an idle worker looks for due retries, and how long it waits
/// after a failure (the database away).
const LOOK_EVERY: Duration = Duration::from_secs(1);

/// How much longer than an attempt's timeout its claim lasts: time to
/// record the outcome. A worker that dies leaves its delivery to be
/// claimed again after the timeout and this.
const LEASE_MARGIN: Duration = Duration::from_secs(5);

/// The longest wait between two attempts of one delivery.
const MAX_RETRY_DELAY: Duration = Duration::from_secs(3600);

/// The most attempts to one account's endpoints that an instance makes at
/// once.
const ACCOUNT_SHARE: usize = 2;

/// An attempt that takes longer than this marks its endpoint slow, for
/// [`SLOW_FOR`] after it.
const SLOW_ATTEMPT: Duration = Duration::from_secs(2);
const SLOW_FOR: Duration = Duration::from_secs(600);

/// How long ended deliveries stay in the log.
const KEEP_ENDED_DAYS: i32 = 7;

/// How often a worker forgets old ended deliveries, and how many at most.
const FORGET_EVERY: Duration = Duration::from_secs(600);
const FORGET_AT_MOST: i64 = 1000;

/// The running workers; dropping this stops them (each finishes the
/// attempt it is making).
pub struct DeliveryWorkers {
    stop: Arc<AtomicBool>,
    doorbell: Arc<Doorbell>,
    threads: Vec<JoinHandle<()>>,
}

/// Starts `settings.workers` workers on the connections of `pool`, woken
/// by `doorbell`.
pub fn start(pool: DbPool, settings: &WebhookSettings, doorbell: Arc<Doorbell>) -> std::io::Result<DeliveryWorkers> {
    let stop = Arc::new(AtomicBool::new(false));
    let sender = Arc::new(Sender::new(settings.timeout, settings.allow_private));
    let shares = Arc::new(Mutex::new(Shares::new(settings.workers)));
    let threads = (0..settings.workers)
        .map(|n| {
            let worker = Worker {
                pool: pool.clone(),
                settings: settings.clone(),
                sender: Arc::clone(&sender),
                shares: Arc::clone(&shares),
            };
            let (stop, doorbell) = (Arc::clone(&stop), Arc::clone(&doorbell));
            std::thread::Builder::new().name(format!("webhook-worker-{n}")).spawn(move || worker.run(&stop, &doorbell))
        })
        .collect::<std::io::Result<_>>()?;
    Ok(DeliveryWorkers { stop, doorbell, threads })
}

impl Drop for DeliveryWorkers {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Release);
        self.doorbell.ring();
        for thread in self.threads.drain(..) {
            // A worker that panicked has nothing left to stop.
            let _ = thread.join();
        }
    }
}

/// What this instance's workers are attempting: by account, and how many
/// of the attempts go to slow endpoints.
struct Shares {
    by_account: HashMap<i64, usize>,
    slow: usize,
    slow_limit: usize,
}

impl Shares {
    /// The shares of `workers` workers: half of them (at least one) may
    /// attempt slow endpoints.
    fn new(workers: usize) -> Shares {
        Shares { by_account: HashMap::new(), slow: 0, slow_limit: (workers / 2).max(1) }
    }

    /// The accounts that have their share of attempts in flight.
    fn accounts_at_share(&self) -> Vec<i64> {
        self.by_account
            .iter()
            .filter(|(_, attempts)| **attempts >= ACCOUNT_SHARE)
            .map(|(account, _)| *account)
            .collect()
    }

    fn take(&mut self, claimed: &Claimed) {
        *self.by_account.entry(claimed.account_id).or_default() += 1;
        self.slow += usize::from(claimed.slow);
    }

    fn give_back(&mut self, claimed: &Claimed) {
        if let Some(attempts) = self.by_account.get_mut(&claimed.account_id) {
            *attempts -= 1;
            if *attempts == 0 {
                self.by_account.remove(&claimed.account_id);
            }
        }
        self.slow -= usize::from(claimed.slow);
    }
}

/// A claimed delivery, counted in its account's share until dropped.
struct Share<'a> {
    claimed: Claimed,
    shares: &'a Mutex<Shares>,
}

impl Drop for Share<'_> {
    fn drop(&mut self) {
        self.shares.lock().unwrap_or_else(PoisonError::into_inner).give_back(&self.claimed);
    }
}

struct Worker {
    pool: DbPool,
    settings: WebhookSettings,
    sender: Arc<Sender>,
    shares: Arc<Mutex<Shares>>,
}

impl Worker {
    fn run(&self, stop: &AtomicBool, doorbell: &Doorbell) {
        let mut forgot = Instant::now();
        while !stop.load(Ordering::Acquire) {
            let seen = doorbell.rings();
            match self.deliver_one() {
                Ok(true) => {}
                Ok(false) => doorbell.wait(seen, LOOK_EVERY),
                Err(error) => {
                    tracing::error!(%error, "a webhook worker failed");
                    std::thread::sleep(LOOK_EVERY);
                }
            }
            if forgot.elapsed() >= FORGET_EVERY {
                forgot = Instant::now();
                if let Err(error) = self.forget_ended() {
                    tracing::warn!(%error, "cannot forget old webhook deliveries");
                }
            }
        }
    }

    /// Claims, attempts and records one due delivery; false when none was
    /// due.
    fn deliver_one(&self) -> Result<bool, StorageError> {
        let mut conn = storage::connect(&self.pool)?;
        let Some(share) = self.claim(&mut conn)? else {
            return Ok(false);
        };
        let claimed = &share.claimed;
        let _span =
            tracing::info_span!("webhook attempt", delivery = %claimed.id, endpoint = %claimed.endpoint_id).entered();
        // The attempt holds no connection: a slow endpoint keeps none busy.
        drop(conn);
        let began = Instant::now();
        let sent = self.sender.send(claimed);
        let slow_for = (began.elapsed() > SLOW_ATTEMPT).then_some(SLOW_FOR.as_secs_f64());
        let attempt = self.outcome(claimed, &sent);
        let mut conn = storage::connect(&self.pool)?;
        if stored::record(&mut conn, claimed, &attempt, slow_for)? {
            tracing::warn!(endpoint = %claimed.endpoint_id, "disabled a webhook endpoint that keeps failing");
        }
        tracing::debug!(delivery = %claimed.id, attempt = claimed.attempts, ?sent, "webhook attempt");
        Ok(true)
    }

    /// Claims a due delivery that this instance's shares allow, counted in
    /// them until the share is dropped. Claims on one instance take turns,
    /// so that each sees the shares the one before took.
    fn claim(&self, conn: &mut storage::DbConn) -> Result<Option<Share<'_>>, StorageError> {
        let mut shares = self.shares.lock().unwrap_or_else(PoisonError::into_inner);
        let accounts_at_share = shares.accounts_at_share();
        let eligible = Eligible { accounts_at_share: &accounts_at_share, slow: shares.slow < shares.slow_limit };
        let lease = self.settings.timeout + LEASE_MARGIN;
        let Some(claimed) = stored::claim(conn, lease.as_secs_f64(), &eligible)? else {
            return Ok(None);
        };
        shares.take(&claimed);
        Ok(Some(Share { claimed, shares: &self.shares }))
    }

    fn outcome<'a>(&self, claimed: &Claimed, sent: &'a Sent) -> Attempt<'a> {
        let (status, error) = match sent {
            Sent::Acknowledged(status) => return Attempt::Delivered { status: i32::from(*status) },
            Sent::Refused { status, error } => (Some(i32::from(*status)), error.as_str()),
            Sent::Unreachable(error) => (None, error.as_str()),
        };
        let attempts = u32::try_from(claimed.attempts).unwrap_or(u32::MAX);
        let retry_in = (attempts < self.settings.max_attempts)
            .then(|| retry_delay(self.settings.retry_base, attempts, jitter()).as_secs_f64());
        let disable_after = i32::try_from(self.settings.disable_after).unwrap_or(i32::MAX);
        Attempt::Failed { status, error, retry_in, disable_after }
    }

    fn forget_ended(&self) -> Result<(), StorageError> {
        let mut conn = storage::connect(&self.pool)?;
        let forgotten = stored::forget_ended(&mut conn, KEEP_ENDED_DAYS, FORGET_AT_MOST)?;
        if forgotten > 0 {
            tracing::info!(forgotten, "forgot webhook deliveries that ended a week ago");
        }
        Ok(())
    }
}

/// The wait after failed attempt `attempt` (from 1): `base` doubled per
/// attempt, at most [`MAX_RETRY_DELAY`], scaled by `jitter` (0.5 to 1) so
/// that deliveries failing together do not retry together.
fn retry_delay(base: Duration, attempt: u32, jitter: f64) -> Duration {
    let doubled = base.saturating_mul(1 << attempt.saturating_sub(1).min(20));
    doubled.min(MAX_RETRY_DELAY).mul_f64(jitter.clamp(0.5, 1.0))
}

/// A random factor from 0.5 to 1.
fn jitter() -> f64 {
    // Without randomness (never seen) the delay is the longest.
    let random = getrandom::u32().unwrap_or(u32::MAX);
    0.5 + f64::from(random) / f64::from(u32::MAX) / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_back_off_exponentially_up_to_an_hour() {
        let base = Duration::from_secs(5);
        let delays: Vec<u64> = (1..=12).map(|n| retry_delay(base, n, 1.0).as_secs()).collect();
        assert_eq!(delays, [5, 10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600, 3600]);
        assert_eq!(retry_delay(base, 1, 0.5), Duration::from_millis(2500));
        assert_eq!(retry_delay(base, 40, 1.0), MAX_RETRY_DELAY);
    }

    fn claimed(account_id: i64, slow: bool) -> Claimed {
        Claimed { account_id, slow, ..super::super::sender::tests::claimed(Vec::new()) }
    }

    #[test]
    fn an_account_at_its_share_waits_and_slow_endpoints_take_half_the_workers() {
        let mut shares = Shares::new(8);
        assert_eq!(shares.slow_limit, 4);
        let (first, second, other) = (claimed(1, true), claimed(1, false), claimed(2, true));
        shares.take(&first);
        assert!(shares.accounts_at_share().is_empty());
        shares.take(&second);
        shares.take(&other);
        assert_eq!((shares.accounts_at_share(), shares.slow), (vec![1], 2));
        shares.give_back(&first);
        assert!(shares.accounts_at_share().is_empty());
        shares.give_back(&second);
        shares.give_back(&other);
        assert!(shares.by_account.is_empty());
        assert_eq!(shares.slow, 0);
        assert_eq!(Shares::new(1).slow_limit, 1, "a lone worker may still serve a slow endpoint");
    }

    #[test]
    fn jitter_stays_between_half_and_one() {
        assert!((0..100).map(|_| jitter()).all(|j| (0.5..=1.0).contains(&j)));
    }
}
