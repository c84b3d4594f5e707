//! Listening for appends made by any instance (`LISTEN`), so that live
//! streams hear of them without another broker. The listening connection
//! blocks until the server sends a notice (diesel's connections can only
//! be polled, so this one is the `postgres` crate's, without TLS).

use super::games::NOTICE_CHANNEL;
use postgres::fallible_iterator::FallibleIterator;
use postgres::{Client, NoTls};
use std::time::Duration;

/// How long the listener waits for a notice before it checks that somebody
/// still wants them; a notice ends the wait at once.
const LIVENESS: Duration = Duration::from_secs(1);

/// Listens on the notice channel of the database at `url` and hands every
/// payload to `deliver` as soon as it arrives, reconnecting after failures,
/// until `deliver` returns false (`None`: nothing arrived, or the
/// connection was lost and notices may have been missed). Blocks: run it
/// on its own thread.
pub fn listen(url: &str, mut deliver: impl FnMut(Option<&str>) -> bool) {
    loop {
        match Client::connect(url, NoTls) {
            Ok(mut client) => match client.batch_execute(&format!("LISTEN {NOTICE_CHANNEL}")) {
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
fn pump(client: &mut Client, deliver: &mut impl FnMut(Option<&str>) -> bool) -> bool {
    loop {
        let mut notifications = client.notifications();
        let mut arriving = notifications.timeout_iter(LIVENESS);
        loop {
            match arriving.next() {
                Ok(Some(notice)) => {
                    if !deliver(Some(notice.payload())) {
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
