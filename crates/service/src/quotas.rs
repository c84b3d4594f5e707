//! What one account may hold at once: open games, running games and games
//! with bots, each a setting. Checked, with the account's row locked so
//! that racing requests of one account count one after the other, by the
//! requests that would add one.

use storage::games as stored;
use storage::{DbConn, StorageError};

/// How many games one account may hold at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameQuotas {
    /// `MAX_OPEN_GAMES`, default 20: games it sits at that wait for
    /// players (checked when it creates or joins one).
    pub open_games: u32,
    /// `MAX_ACTIVE_GAMES`, default 100: running games it sits at (checked
    /// when it creates or joins one).
    pub active_games: u32,
    /// `MAX_BOT_GAMES`, default 5: games it created with a bot seated that
    /// are open or running (checked when it seats a game's first bot).
    pub bot_games: u32,
}

impl Default for GameQuotas {
    fn default() -> Self {
        GameQuotas { open_games: 20, active_games: 100, bot_games: 5 }
    }
}

/// Why an account may not take one more game.
#[derive(Debug, thiserror::Error)]
pub enum QuotaError {
    /// It holds as many as its quota allows.
    #[error(transparent)]
    Exceeded(QuotaExceeded),
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

/// One quota, over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("you have {limit} {}: the most one account may have at once", quota.replace('_', " "))]
pub struct QuotaExceeded {
    /// Its name (`open_games`, `active_games`, `bot_games`).
    pub quota: &'static str,
    /// Its limit.
    pub limit: u32,
}

impl GameQuotas {
    /// Whether `account` may sit at one more game (a new one or one it
    /// joins). Locks the account's row until the end of the transaction.
    pub(super) fn check_seat(&self, conn: &mut DbConn, account: i64) -> Result<(), QuotaError> {
        stored::lock_account(conn, account)?;
        for (quota, status, limit) in
            [("open_games", "open", self.open_games), ("active_games", "active", self.active_games)]
        {
            if stored::count_seated(conn, account, status, limit)? >= limit {
                return Err(QuotaError::Exceeded(QuotaExceeded { quota, limit }));
            }
        }
        Ok(())
    }

    /// Whether `account` may seat a bot at its game `game` (none: one it
    /// is about to create): always when the game has one already. Locks
    /// the account's row.
    pub(super) fn check_bot(
        &self,
        conn: &mut DbConn,
        account: i64,
        game: Option<uuid::Uuid>,
    ) -> Result<(), QuotaError> {
        stored::lock_account(conn, account)?;
        let games = stored::bot_games(conn, account, self.bot_games)?;
        if games.len() >= self.bot_games as usize && !game.is_some_and(|game| games.contains(&game)) {
            return Err(QuotaError::Exceeded(QuotaExceeded { quota: "bot_games", limit: self.bot_games }));
        }
        Ok(())
    }
}
