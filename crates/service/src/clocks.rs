//! Time controls: each seat's time, derived from the recorded times of the
//! log's events (so a replay gives the same clocks), and claims on a seat
//! whose time ran out.
//!
//! A decision's thinking time runs from the event before it to its own
//! first event and is charged to the seat of the account that sent it;
//! chance's events and resignations are charged to nobody.

use super::games::{LoadedGame, bot_turn_notice};
use super::{Caller, Idempotency, Outcome, PlayError, Service, remember, remembered};
use api::model::{Clock, SeatTime, TimeControl};
use chrono::{DateTime, TimeDelta, Utc};
use storage::games as stored;
use storage::{self, StorageError};
use uuid::Uuid;

impl LoadedGame {
    /// The time control stored with the game.
    fn time_control(&self) -> Result<Option<TimeControl>, StorageError> {
        self.row
            .clock
            .as_ref()
            .map(|clock| serde_json::from_value(clock.clone()))
            .transpose()
            .map_err(|e| StorageError::corrupt_by(format!("game {}: bad clock", self.row.id), e))
    }

    /// The clock at `now`, for games with a time control.
    pub(super) fn clock(&self, now: DateTime<Utc>) -> Result<Option<Clock>, StorageError> {
        let Some(control) = self.time_control()? else {
            return Ok(None);
        };
        let Some(state) = self.state.as_deref() else {
            return Ok(Some(Clock { control, seats: Vec::new() }));
        };
        let accounts: Vec<i64> = self.seat_holders(state.seats()).iter().map(|h| h.account).collect();
        let mut used = vec![TimeDelta::zero(); accounts.len()];
        let mut moves = vec![0i64; accounts.len()];
        let mut since = self.log.moments.first().map_or(now, |created| created.at);
        for moment in self.log.moments.iter().skip(1) {
            let seat = moment.actor.and_then(|actor| accounts.iter().position(|a| *a == actor));
            if let (Some(seat), true) = (seat, moment.decision) {
                used[seat] += moment.at - since;
                moves[seat] += 1;
            }
            since = moment.at;
        }
        let running = state.status().active().map(|seat| usize::from(seat.0));
        let seats = (0..accounts.len())
            .map(|seat| {
                let thinking = if running == Some(seat) { now - since } else { TimeDelta::zero() };
                let remaining = control.remaining(moves[seat], used[seat], thinking);
                SeatTime {
                    seat: u8::try_from(seat).unwrap_or(u8::MAX),
                    remaining_ms: remaining.num_milliseconds(),
                    running: running == Some(seat),
                    deadline: (running == Some(seat)).then(|| now + remaining),
                }
            })
            .collect();
        Ok(Some(Clock { control, seats }))
    }
}

impl Service {
    /// Claims the time of the seat to move, which ran out: any other seated
    /// player who has not resigned may. The seat resigns (its resignation
    /// appended by the claimer), or with `on_timeout` a bot of that level
    /// takes it over (the bot workers then move for it). Either is
    /// conditioned on the game version the claim was judged on, like an
    /// append: of a claim and the timed-out player's own move, one wins.
    /// With an idempotency key, a retry gets the first answer.
    pub fn claim_timeout(
        &self,
        caller: &Caller,
        id: Uuid,
        idempotency: Option<Idempotency>,
    ) -> Result<Outcome<()>, PlayError> {
        let mut conn = storage::connect(&self.pool)?;
        if !super::known(&mut conn, caller)? {
            return Err(PlayError::UnknownAccount);
        }
        if let Some(replayed) = remembered(&mut conn, caller, idempotency.as_ref())? {
            return Ok(replayed);
        }
        let game = LoadedGame::load(&mut conn, &self.cache, id)?
            .filter(|g| g.readable_by(caller))
            .ok_or(PlayError::NotFound)?;
        let claimer = game.seat_of(caller).ok_or(PlayError::NotAPlayer)?;
        let state = game.state.as_deref().ok_or(PlayError::NotStarted)?;
        if state.status().is_over() {
            return Err(PlayError::Over);
        }
        if !state.still_plays(claimer) {
            return Err(PlayError::Resigned);
        }
        let clock = game.clock(Utc::now())?.ok_or(PlayError::NoClock)?;
        let control = clock.control;
        let out = clock.seats.iter().find(|seat| seat.running).ok_or(PlayError::Over)?;
        if out.seat == claimer.0 {
            return Err(PlayError::OwnTime);
        }
        if out.remaining_ms >= 0 {
            return Err(PlayError::TimeNotUp { remaining_ms: out.remaining_ms });
        }
        let mut state = game.state_to_change().ok_or(PlayError::NotStarted)?;
        let holders = game.seat_holders(state.seats());
        let account = holders.get(usize::from(out.seat)).ok_or(PlayError::NotStarted)?.account;
        let claimed = storage::transaction(&mut conn, |conn| {
            match control.on_timeout() {
                Some(level) => {
                    let notice = bot_turn_notice(id, game.row.last_seq)?;
                    stored::hand_to_bot(conn, &game.row, account, level.as_str(), &notice)?;
                }
                None => {
                    let events = state.resign(engine::seat::Seat(out.seat))?;
                    game.append_move(conn, state.as_ref(), events, caller.account_id)?
                        .notice
                        .announce_on_commit(conn)?;
                }
            }
            remember(conn, caller, idempotency.as_ref(), 204, &serde_json::Value::Null)?;
            Ok::<_, PlayError>(())
        });
        match claimed {
            // A retry that raced its first attempt gets the first answer.
            Err(PlayError::Storage(StorageError::Conflict(why))) if idempotency.is_some() => {
                remembered(&mut conn, caller, idempotency.as_ref())?
                    .ok_or(PlayError::Storage(StorageError::Conflict(why)))
            }
            other => other.map(Outcome::Fresh),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_move_time_restarts_and_fischer_time_accumulates() {
        let per_move = TimeControl::PerMove { seconds: 60, on_timeout: None };
        let minutes = TimeDelta::minutes;
        assert_eq!(per_move.remaining(30, minutes(50), TimeDelta::seconds(20)), TimeDelta::seconds(40));
        let fischer = TimeControl::Fischer { initial_seconds: 600, increment_seconds: 10, on_timeout: None };
        // 600 s + 3 × 10 s − 5 min used − 1 min now.
        assert_eq!(fischer.remaining(3, minutes(5), minutes(1)), TimeDelta::seconds(270));
        assert!(fischer.remaining(0, minutes(10), TimeDelta::seconds(1)) < TimeDelta::zero());
    }
}
