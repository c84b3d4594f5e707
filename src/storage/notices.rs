//! Listening for appends made by any instance (`LISTEN`), so that live
//! streams hear of them without another broker.

use super::games::NOTICE_CHANNEL;
use diesel::{Connection, PgConnection, RunQueryDsl};
use std::time::Duration;

/// How often the listening connection is polled.
const POLL: Duration = Duration::from_millis(50);

/// Listens on the notice channel of the database at `url` and hands every
/// payload to `deliver`, reconnecting after failures, until `deliver`
/// returns false. Blocks: run it on its own thread.
pub fn listen(url: &str, mut deliver: impl FnMut(Option<&str>) -> bool) {
    loop {
        match PgConnection::establish(url) {
            Ok(mut conn) => {
                if diesel::sql_query(format!("LISTEN {NOTICE_CHANNEL}")).execute(&mut conn).is_ok() {
                    tracing::debug!("listening for game notices");
                    if !pump(&mut conn, &mut deliver) {
                        return;
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "cannot listen for game notices; retrying"),
        }
        // Streams re-read the log after a gap, so nothing is lost meanwhile.
        if !deliver(None) {
            return;
        }
        std::thread::sleep(Duration::from_secs(1));
    }
}

/// Delivers notices until the connection fails (true) or `deliver` says stop (false).
fn pump(conn: &mut PgConnection, deliver: &mut impl FnMut(Option<&str>) -> bool) -> bool {
    loop {
        for notice in conn.notifications_iter() {
            match notice {
                Ok(n) => {
                    if !deliver(Some(&n.payload)) {
                        return false;
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, "lost the notice connection");
                    return true;
                }
            }
        }
        if !deliver(None) {
            return false;
        }
        std::thread::sleep(POLL);
    }
}
