//! Listening for appends and new webhook deliveries made by any instance
//! (`LISTEN`), so that live streams and workers hear of them without
//! another broker. The listening connection
//! blocks until the server sends a notice (diesel's connections can only
//! be polled, so this one is the `postgres` crate's, without TLS).

use super::games::NOTICE_CHANNEL;
use super::webhooks::WEBHOOK_CHANNEL;
use postgres::fallible_iterator::FallibleIterator;
use postgres::{Client, NoTls};
use std::time::Duration;

/// How long the listener waits for a notice before it checks that somebody
/// still wants them; a notice ends the wait at once.
const LIVENESS: Duration = Duration::from_secs(1);

/// What a notice announces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard<'a> {
    /// An append, with its notice (on [`NOTICE_CHANNEL`]).
    Append(&'a str),
    /// New webhook deliveries (on [`WEBHOOK_CHANNEL`]).
    Deliveries,
}

/// Listens on the notice channels of the database at `url` and hands every
/// notice to `deliver` as soon as it arrives, reconnecting after failures,
/// until `deliver` returns false (`None`: nothing arrived, or the
/// connection was lost and notices may have been missed). Blocks: run it
/// on its own thread.
pub fn listen(url: &str, mut deliver: impl FnMut(Option<Heard<'_>>) -> bool) {
    loop {
        match Client::connect(url, NoTls) {
            Ok(mut client) => match client.batch_execute(&format!("LISTEN {NOTICE_CHANNEL}; LISTEN {WEBHOOK_CHANNEL}"))
            {
                Ok(()) => {
                    tracing::debug!("listening for game notices");
                    if !pump(&mut client, &mut deliver) {
                        return;
                    }
                }
                Err(e) => tracing::warn!(error = %e, "cannot listen for game notices; retrying"),
            },
            Err(e) => tracing::warn!(error = %e, "cannot listen for game notices; retrying"),
        }
        // Streams re-read the log after a gap, so nothing is lost meanwhile.
        if !deliver(None) {
            return;
        }
        std::thread::sleep(Duration::from_secs(1));
    }
}

/// Delivers notices until the connection fails (true) or `deliver` says
/// stop (false).
fn pump(client: &mut Client, deliver: &mut impl FnMut(Option<Heard<'_>>) -> bool) -> bool {
    loop {
        let mut notifications = client.notifications();
        let mut arriving = notifications.timeout_iter(LIVENESS);
        loop {
            match arriving.next() {
                Ok(Some(notice)) => {
                    let heard = match notice.channel() {
                        WEBHOOK_CHANNEL => Heard::Deliveries,
                        _ => Heard::Append(notice.payload()),
                    };
                    if !deliver(Some(heard)) {
                        return false;
                    }
                }
                Ok(None) => break,
                Err(e) => {
                    tracing::warn!(error = %e, "lost the notice connection");
                    return true;
                }
            }
        }
        drop(arriving);
        drop(notifications);
        if client.is_closed() {
            tracing::warn!("lost the notice connection");
            return true;
        }
        if !deliver(None) {
            return false;
        }
    }
}
