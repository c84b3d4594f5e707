//! The delivery workers: threads on every instance, each with a database
//! connection of its own, that claim due deliveries from the outbox
//! ([`storage::webhooks::claim`], `FOR UPDATE SKIP LOCKED`), make one
//! attempt and record it. A claim is a lease: a worker that dies leaves
//! its delivery to be claimed again once the lease has run out, so a
//! message may come twice (with the same `webhook-id`, as Standard
//! Webhooks allows) but is never lost. A worker looks whenever a new
//! delivery is announced (from any instance) and every [`LOOK_EVERY`] for
//! retries that fell due.

use super::WebhookSettings;
use super::sender::{Sender, Sent};
use crate::live::Doorbell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use storage::webhooks::{self as stored, Attempt, Claimed};
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
    let threads = (0..settings.workers)
        .map(|n| {
            let worker = Worker { pool: pool.clone(), settings: settings.clone(), sender: Arc::clone(&sender) };
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

struct Worker {
    pool: DbPool,
    settings: WebhookSettings,
    sender: Arc<Sender>,
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
        let lease = self.settings.timeout + LEASE_MARGIN;
        let Some(claimed) = stored::claim(&mut conn, lease.as_secs_f64())? else {
            return Ok(false);
        };
        // The attempt holds no connection: a slow endpoint keeps none busy.
        drop(conn);
        let sent = self.sender.send(&claimed);
        let attempt = self.outcome(&claimed, &sent);
        let mut conn = storage::connect(&self.pool)?;
        if stored::record(&mut conn, &claimed, &attempt)? {
            tracing::warn!(endpoint = %claimed.endpoint_id, "disabled a webhook endpoint that keeps failing");
        }
        tracing::debug!(delivery = %claimed.id, attempt = claimed.attempts, ?sent, "webhook attempt");
        Ok(true)
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

    #[test]
    fn jitter_stays_between_half_and_one() {
        assert!((0..100).map(|_| jitter()).all(|j| (0.5..=1.0).contains(&j)));
    }
}
