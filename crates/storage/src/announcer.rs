//! Announcing appends after they commit. A `NOTIFY` inside the appending
//! transaction holds PostgreSQL's one server-wide notification lock from
//! the commit's start until it is flushed, so notifying commits run one
//! at a time (docs/SCALING.md). Instead, each instance queues the notices
//! of its committed appends, and a thread of its own sends whatever has
//! queued meanwhile in one statement, several notices to a payload: the
//! lock is taken once per batch, by a transaction that writes nothing.
//! An idle instance announces a notice at once; a busy one sends a batch
//! every [`BATCH_INTERVAL`] at most, so that announcing costs the database
//! a bounded number of statements however many appends there are.
//!
//! A notice can be lost: the instance dies between a commit and its
//! announcement, or the database refuses the batch twice. Nothing reads a
//! notice as the truth: live streams re-read their log when they hear
//! nothing for a while, and the workers look for work every second.

use super::games::NOTICE_CHANNEL;
use postgres::{Client, NoTls, Statement};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

/// The statement that announces a batch: the channel, then the payloads.
const ANNOUNCE: &str = "SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload";

/// The longest payload sent: PostgreSQL refuses one of 8,000 bytes or more.
const PAYLOAD_LIMIT: usize = 7_900;

/// The least time between the starts of two batches: at most 200
/// statements a second per instance, each carrying every notice queued
/// meanwhile. What it adds to a stream's delay under load: this at most.
pub const BATCH_INTERVAL: Duration = Duration::from_millis(5);

/// Queues notices for the thread that announces them; cheap to clone.
#[derive(Clone, Debug)]
pub struct Announcer {
    queue: Sender<Queued>,
}

/// What the announcing thread is handed.
#[derive(Debug)]
enum Queued {
    /// A notice to announce.
    Notice(String),
    /// A wish to hear once everything queued before has been sent.
    Flush(Sender<()>),
}

impl Announcer {
    /// An announcer sending to the database at `url` from a thread of its
    /// own, which ends once every clone of the announcer is dropped.
    pub fn start(url: String) -> std::io::Result<Announcer> {
        let (queue, queued) = mpsc::channel();
        std::thread::Builder::new().name("game-announcer".into()).spawn(move || announce_queued(&url, &queued))?;
        Ok(Announcer { queue })
    }

    /// Announces `notice` (a JSON object) on [`NOTICE_CHANNEL`] soon, after
    /// every notice queued before it. Call it once the change it tells of
    /// has committed.
    pub fn announce(&self, notice: String) {
        if self.queue.send(Queued::Notice(notice)).is_err() {
            tracing::warn!("the announcer has stopped; streams will catch up without the notice");
        }
    }

    /// Waits until every notice queued before has been sent (or given up
    /// on): for a short-lived process, before it exits.
    pub fn flush(&self) {
        let (done, flushed) = mpsc::channel();
        if self.queue.send(Queued::Flush(done)).is_ok() {
            // An error: the thread ended, and took the queue with it.
            let _ = flushed.recv();
        }
    }
}

/// Sends every notice queued, a batch at a time, until the queue closes.
fn announce_queued(url: &str, queued: &Receiver<Queued>) {
    let mut connection = None;
    let mut last_batch: Option<Instant> = None;
    while let Ok(first) = queued.recv() {
        if let Some(wait) = last_batch.and_then(|last| (last + BATCH_INTERVAL).checked_duration_since(Instant::now())) {
            std::thread::sleep(wait);
        }
        last_batch = Some(Instant::now());
        let mut notices = Vec::new();
        let mut flushes = Vec::new();
        for item in std::iter::once(first).chain(queued.try_iter()) {
            match item {
                Queued::Notice(notice) => notices.push(notice),
                Queued::Flush(done) => flushes.push(done),
            }
        }
        let payloads = payloads(&notices);
        // Once more on a new connection if the first one failed.
        for attempt in 1..=2 {
            match send(url, &mut connection, &payloads) {
                Ok(()) => break,
                Err(e) if attempt == 1 => tracing::debug!(error = %e, "announcing failed; reconnecting"),
                Err(e) => tracing::warn!(error = %e, notices = notices.len(), "notices lost; streams will catch up"),
            }
        }
        for done in flushes {
            // A waiter that left no longer cares.
            let _ = done.send(());
        }
    }
}

/// A connection to announce on, with [`ANNOUNCE`] prepared on it (a
/// query sent as text would be parsed and planned for every batch, in a
/// round trip of its own).
struct Announcing {
    client: Client,
    announce: Statement,
}

/// Sends `payloads` on `connection`, connected first if it is not.
fn send(url: &str, connection: &mut Option<Announcing>, payloads: &[String]) -> Result<(), postgres::Error> {
    if payloads.is_empty() {
        return Ok(());
    }
    let connected = match connection.take() {
        Some(connected) if !connected.client.is_closed() => connected,
        _ => {
            let mut client = Client::connect(url, NoTls)?;
            let announce = client.prepare(ANNOUNCE)?;
            Announcing { client, announce }
        }
    };
    let Announcing { client, announce } = connection.insert(connected);
    client.execute(&*announce, &[&NOTICE_CHANNEL, &payloads])?;
    Ok(())
}

/// The notices as JSON arrays of at most [`PAYLOAD_LIMIT`] bytes each, in
/// order; a notice too long for any payload is left out (its readers
/// catch up without it).
fn payloads(notices: &[String]) -> Vec<String> {
    let mut payloads: Vec<String> = Vec::new();
    let mut current = String::from("[");
    for notice in notices {
        if notice.len() + 2 > PAYLOAD_LIMIT {
            tracing::warn!(bytes = notice.len(), "a notice too long to announce");
            continue;
        }
        if current.len() + notice.len() + 1 > PAYLOAD_LIMIT {
            current.push(']');
            payloads.push(std::mem::replace(&mut current, String::from("[")));
        }
        if current.len() > 1 {
            current.push(',');
        }
        current.push_str(notice);
    }
    if current.len() > 1 {
        current.push(']');
        payloads.push(current);
    }
    payloads
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Notices go out in order, as JSON arrays within the payload limit;
    /// one too long for any payload is left out.
    #[test]
    fn notices_are_batched_in_order_within_the_limit() {
        let notice = |n: usize| format!("{{\"seq\":{n},\"pad\":\"{}\"}}", "x".repeat(1_000));
        let mut notices: Vec<String> = (0..20).map(notice).collect();
        notices.insert(3, format!("\"{}\"", "y".repeat(PAYLOAD_LIMIT)));
        let sent = payloads(&notices);
        assert!(sent.iter().all(|p| p.len() <= PAYLOAD_LIMIT));
        let mut seqs = Vec::new();
        for payload in &sent {
            let batch: Vec<serde_json::Value> = serde_json::from_str(payload).unwrap();
            assert!(batch.len() > 1, "several notices to a payload");
            seqs.extend(batch.iter().map(|n| n["seq"].as_u64().unwrap()));
        }
        assert_eq!(seqs, (0..20).collect::<Vec<u64>>());
        assert_eq!(payloads(&[]), Vec::<String>::new());
    }
}
