//! Checking every stored game's log against the rules, as an import
//! checks a log from outside: after a restore from backup, that each game
//! the database holds is whole (its events numbered 1 to its last, none
//! missing) and is a game the rules and its seed produce.

use super::Service;
use super::games::ruleset_of_name;
use storage::{StorageError, games as stored};
use uuid::Uuid;

/// Games read from the database at a time.
const BATCH: i64 = 200;

/// One game's log, checked.
#[derive(Debug)]
pub struct Checked {
    /// The game.
    pub game: Uuid,
    /// Its events.
    pub events: usize,
    /// Why its log is not a game of its rules; `None` when it is.
    pub refusal: Option<String>,
}

impl Service {
    /// Checks the log of every started game, in id order, a batch of games
    /// at a time, one game's events in memory at once; `each` hears of
    /// every game checked.
    pub fn verify_logs(&self, each: &mut dyn FnMut(Checked)) -> Result<(), StorageError> {
        let mut conn = storage::connect(&self.pool)?;
        let mut after = None;
        loop {
            let games = stored::with_logs_after(&mut conn, after, BATCH)?;
            let Some(&(last, _, _)) = games.last() else { return Ok(()) };
            for (game, ruleset, last_seq) in games {
                let rows = stored::events(&mut conn, game, 0, i64::from(last_seq) + 1)?;
                let events = rows.len();
                let numbered = rows.iter().zip(1..).all(|(row, seq)| row.seq == seq);
                let refusal = if !numbered || events != usize::try_from(last_seq).unwrap_or(0) {
                    Some(format!("the log is not whole: {events} events stored, the game's last is number {last_seq}"))
                } else {
                    match ruleset_of_name(game, &ruleset) {
                        Ok(ruleset) => {
                            let log: Vec<_> = rows.into_iter().map(|row| row.payload).collect();
                            ruleset.verify(&log).err().map(|refused| refused.to_string())
                        }
                        Err(unknown) => Some(unknown.to_string()),
                    }
                };
                each(Checked { game, events, refusal });
            }
            after = Some(last);
        }
    }
}
