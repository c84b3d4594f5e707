//! The queries of one page of a list read by keyset cursor. A cursor is a
//! position, not a reference: any cursor of the documented form reads the
//! page after that position, so each list documents the form of its own.

use super::headers::bounded;
use super::problem::ApiError;
use serde::Deserialize;
use utoipa::IntoParams;

/// Declares a page query whose cursor has the form `pattern`.
macro_rules! page_query {
    ($(#[$doc:meta])* $name:ident, $pattern:literal) => {
        $(#[$doc])*
        #[derive(Debug, Deserialize, IntoParams)]
        #[into_params(parameter_in = Query)]
        #[serde(deny_unknown_fields)]
        pub struct $name {
            /// `next_cursor` of the previous page.
            #[param(pattern = $pattern)]
            pub cursor: Option<String>,
            /// Page size, 1 to 100 (default 20).
            #[param(minimum = 1, maximum = 100)]
            pub limit: Option<i64>,
        }

        impl $name {
            /// The cursor and the page size; a size out of range is 400.
            pub fn into_parts(self) -> Result<(Option<String>, i64), ApiError> {
                Ok((self.cursor, bounded("limit", self.limit, 1..=100, 20)?))
            }
        }
    };
}

page_query!(
    /// A page of a list newest first, by time and id (a webhook's
    /// deliveries, a rating history).
    PageQuery,
    "^[0-9]{1,16}\\.[0-9a-f]{32}$"
);

page_query!(
    /// A page of a leaderboard: after a rank, a rating (its bits in hex)
    /// and an account.
    RankedPageQuery,
    "^[1-9][0-9]{0,17}\\.[0-9a-f]{1,16}\\.-?[0-9]{1,18}$"
);
