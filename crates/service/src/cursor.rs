//! Keyset cursors of pages sorted by creation time and id, newest first:
//! `<microseconds since the epoch>.<id as 32 hex digits>`. A cursor is a
//! position, not a reference: any well-formed one reads the page after
//! it, and nothing has to be looked up first.

use chrono::{DateTime, Utc};
use uuid::Uuid;

/// The cursor of the page after the row created at `created` with `id`.
pub(crate) fn format(created: DateTime<Utc>, id: Uuid) -> String {
    format!("{}.{}", created.timestamp_micros(), id.simple())
}

/// The position a cursor names; `None` when it is not one.
pub(crate) fn parse(cursor: &str) -> Option<(DateTime<Utc>, Uuid)> {
    let (micros, id) = cursor.split_once('.')?;
    let created = DateTime::from_timestamp_micros(micros.parse().ok()?)?;
    Some((created, Uuid::try_parse(id).ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cursors_round_trip_and_garbage_is_none() {
        let (created, id) = (DateTime::from_timestamp_micros(1_700_000_000_123_456).expect("time"), Uuid::new_v4());
        assert_eq!(parse(&format(created, id)), Some((created, id)));
        for bad in ["garbage", "12.notauuid", ".", "x.00000000000000000000000000000000"] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }
}
