//! The bot workers: a fixed number of threads per instance, with their own
//! database connections, that make the bots' decisions (and, when no bot
//! waits, the steps of post-game analyses) off the request path. They take their work from the database ([`storage::bot_turns`]),
//! so any instance drives any game's bots and a crash loses nothing: the
//! claim of a worker that dies goes with its connection, and the game is
//! taken up by the next worker that looks. A worker looks whenever a
//! notice says a bot is to move (from any instance), and every
//! [`LOOK_EVERY`] in case a notice was missed.

use super::Service;
use super::live::Doorbell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;
use storage::DbPool;

/// How often an idle worker looks for work without being woken, and how
/// long it waits after a failure (the database away).
const LOOK_EVERY: Duration = Duration::from_secs(1);

/// The running workers; dropping this stops them (each finishes the
/// decision it is making).
pub struct BotWorkers {
    stop: Arc<AtomicBool>,
    doorbell: Arc<Doorbell>,
    threads: Vec<JoinHandle<()>>,
}

impl Service {
    /// Starts `count` bot workers that use the connections of `pool` (one
    /// each; requests keep the service's own pool to themselves).
    pub fn start_bot_workers(&self, pool: DbPool, count: usize) -> std::io::Result<BotWorkers> {
        let stop = Arc::new(AtomicBool::new(false));
        let doorbell = self.hub.bot_turns();
        let worker = Service { pool, ..self.clone() };
        let threads = (0..count)
            .map(|n| {
                let (worker, stop, doorbell) = (worker.clone(), Arc::clone(&stop), Arc::clone(&doorbell));
                std::thread::Builder::new().name(format!("bot-worker-{n}")).spawn(move || {
                    while !stop.load(Ordering::Acquire) {
                        let seen = doorbell.rings();
                        // Bots' turns first: players wait for them; analyses after.
                        let worked = worker.play_bot_turn().and_then(|played| Ok(played || worker.analyse_step()?));
                        match worked {
                            Ok(true) => {}
                            Ok(false) => doorbell.wait(seen, LOOK_EVERY),
                            Err(error) => {
                                tracing::error!(%error, "a bot worker failed");
                                std::thread::sleep(LOOK_EVERY);
                            }
                        }
                    }
                })
            })
            .collect::<std::io::Result<_>>()?;
        Ok(BotWorkers { stop, doorbell, threads })
    }
}

impl Drop for BotWorkers {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Release);
        self.doorbell.ring();
        for thread in self.threads.drain(..) {
            // A worker that panicked has nothing left to stop.
            let _ = thread.join();
        }
    }
}
