//! The use cases of the service, between the HTTP layer and the engine and
//! storage: accounts, the lobby (create, join, start), and play (legal
//! moves, commands, the public log). Every method blocks (database,
//! password hashing); the HTTP layer runs them on the blocking pool. Each
//! use-case group has its own error enum.

mod accounts;
mod games;
mod lobby;
pub mod model;
mod play;
mod rulesets;

pub use accounts::AccountError;
pub use lobby::LobbyError;
pub use play::PlayError;

use crate::auth::TokenKeys;
use crate::storage::DbPool;

/// Shared handles of the use cases.
#[derive(Clone)]
pub struct Service {
    pool: DbPool,
    keys: TokenKeys,
}

/// The signed-in account making a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    /// Account id.
    pub account_id: i64,
}

impl Service {
    /// Use cases over `pool`, signing tokens with `keys`.
    pub fn new(pool: DbPool, keys: TokenKeys) -> Service {
        Service { pool, keys }
    }

    /// The token keys (the HTTP layer checks tokens with them).
    pub fn keys(&self) -> &TokenKeys {
        &self.keys
    }

    /// Whether the database answers.
    pub fn ready(&self) -> Result<(), crate::storage::StorageError> {
        crate::storage::ping(&self.pool)
    }
}
