//! Whether an account is suspended, as SQL: what sign-in and the
//! leaderboards filter by, apart from the accounts module that suspends
//! (which uses theirs).

use super::schema::accounts;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

/// Whether an account is free to play at `now`: not suspended, or its
/// suspension over (the SQL side of
/// [`Account::suspension`](super::accounts::Account::suspension)).
#[diesel::dsl::auto_type]
pub(crate) fn not_suspended(now: DateTime<Utc>) -> _ {
    accounts::suspended_at.is_null().or(accounts::suspended_until.le(now))
}
