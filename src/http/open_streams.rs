//! The live streams open on this instance, held to [`StreamLimits`]: each
//! holds a connection for as long as its client likes, so one client, and
//! all anonymous viewers together, may hold only so many, and all of them
//! together leave connections for ordinary requests. A refused stream's
//! connection is closed, so that refusals hold nothing either.

use super::client_addr::ClientAddr;
use super::error_kind::ErrorKind;
use super::problem::ApiError;
use crate::config::StreamLimits;
use actix_web::web;
use service::Caller;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};

/// Seconds a client refused because the server is full should wait.
const RETRY_AFTER_SECONDS: u32 = 5;

/// The streams open now, by client.
pub struct OpenStreams {
    limits: StreamLimits,
    counts: Mutex<Counts>,
}

#[derive(Default)]
struct Counts {
    total: usize,
    anonymous: usize,
    by_address: HashMap<IpAddr, usize>,
    by_account: HashMap<i64, usize>,
}

/// One open stream's place, given back when the stream ends (dropped).
pub struct StreamPermit {
    streams: web::Data<OpenStreams>,
    address: IpAddr,
    caller: Caller,
}

impl OpenStreams {
    /// No stream open yet, within `quotas`.
    pub fn new(limits: StreamLimits) -> OpenStreams {
        OpenStreams { limits, counts: Mutex::default() }
    }

    /// How often an idle stream is written to.
    pub fn keep_alive(&self) -> std::time::Duration {
        self.limits.keep_alive
    }

    /// A place for a stream of `caller` from `address` (a unix socket's
    /// clients share one), or why there is none: 429 over a client's own
    /// quota, 503 when the server (or its room for anonymous viewers) is
    /// full. Either way the refused connection is closed.
    pub fn admit(
        streams: &web::Data<OpenStreams>,
        client: ClientAddr,
        caller: &Caller,
    ) -> Result<StreamPermit, ApiError> {
        let address = client.0;
        let anonymous = *caller == Caller::ANONYMOUS;
        let quotas = streams.limits;
        let mut counts = streams.counts.lock().unwrap_or_else(PoisonError::into_inner);
        let from_address = counts.by_address.get(&address).copied().unwrap_or(0);
        let of_account = counts.by_account.get(&caller.account_id).copied().unwrap_or(0);
        if from_address >= quotas.per_address {
            return Err(too_many("streams_per_address", quotas.per_address));
        }
        if !anonymous && of_account >= quotas.per_account {
            return Err(too_many("streams_per_account", quotas.per_account));
        }
        if counts.total >= quotas.total {
            return Err(full("the server holds as many live streams as it can"));
        }
        if anonymous && counts.anonymous >= quotas.anonymous {
            return Err(full("the server holds as many anonymous live streams as it can: sign in to stream"));
        }
        counts.total += 1;
        *counts.by_address.entry(address).or_default() += 1;
        if anonymous {
            counts.anonymous += 1;
        } else {
            *counts.by_account.entry(caller.account_id).or_default() += 1;
        }
        Ok(StreamPermit { streams: streams.clone(), address, caller: caller.clone() })
    }
}

impl Drop for StreamPermit {
    fn drop(&mut self) {
        let mut counts = self.streams.counts.lock().unwrap_or_else(PoisonError::into_inner);
        counts.total = counts.total.saturating_sub(1);
        release(&mut counts.by_address, &self.address);
        if self.caller == Caller::ANONYMOUS {
            counts.anonymous = counts.anonymous.saturating_sub(1);
        } else {
            release(&mut counts.by_account, &self.caller.account_id);
        }
    }
}

/// One stream fewer for `key` (forgotten at none, so the maps hold only
/// clients with open streams).
fn release<K: std::hash::Hash + Eq>(counts: &mut HashMap<K, usize>, key: &K) {
    if let Some(count) = counts.get_mut(key) {
        *count -= 1;
        if *count == 0 {
            counts.remove(key);
        }
    }
}

/// 429: a client at its quota of `limit` streams.
fn too_many(quota: &'static str, limit: usize) -> ApiError {
    ApiError::new(ErrorKind::TooManyStreams, format!("at most {limit} live streams at once ({quota}): close one first"))
        .with_header("RateLimit-Policy", format!("\"{quota}\";q={limit}"))
        .with_header("RateLimit", format!("\"{quota}\";r=0"))
        .closing_connection()
}

/// 503: the server's streams are full.
fn full(detail: &'static str) -> ApiError {
    ApiError::new(ErrorKind::StreamsFull, detail)
        .with_header("Retry-After", RETRY_AFTER_SECONDS.to_string())
        .closing_connection()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn streams(total: usize, anonymous: usize, per_client: usize) -> web::Data<OpenStreams> {
        web::Data::new(OpenStreams::new(StreamLimits {
            total,
            anonymous,
            per_address: per_client,
            per_account: per_client,
            keep_alive: std::time::Duration::from_secs(15),
        }))
    }

    fn status(result: &Result<StreamPermit, ApiError>) -> u16 {
        result.as_ref().map_or_else(|e| e.problem().status, |_| 200)
    }

    #[test]
    fn each_quota_refuses_in_turn_and_a_closed_stream_gives_its_place_back() {
        let streams = streams(4, 2, 3);
        let (home, away) = (ClientAddr(IpAddr::from([10, 0, 0, 1])), ClientAddr(IpAddr::from([10, 0, 0, 2])));
        let ada = Caller::account(1);
        let anonymous = Caller::ANONYMOUS;
        let first = OpenStreams::admit(&streams, home, &anonymous);
        let second = OpenStreams::admit(&streams, away, &anonymous);
        assert_eq!((status(&first), status(&second)), (200, 200));
        let third = OpenStreams::admit(&streams, away, &anonymous);
        assert_eq!(status(&third), 503, "anonymous viewers are full");
        assert_eq!(third.err().map(|e| e.problem().code), Some("streams_full".to_owned()));
        let mine: Vec<_> = (0..2).map(|_| OpenStreams::admit(&streams, home, &ada)).collect();
        assert!(mine.iter().all(|m| status(m) == 200));
        let over_address = OpenStreams::admit(&streams, home, &Caller::account(2));
        assert_eq!(status(&over_address), 429, "three from one address");
        let over_total = OpenStreams::admit(&streams, away, &Caller::account(2));
        assert_eq!(status(&over_total), 503, "four in all");
        drop(mine);
        assert_eq!(status(&OpenStreams::admit(&streams, away, &ada)), 200, "places come back");
        drop(first);
        assert_eq!(status(&OpenStreams::admit(&streams, away, &anonymous)), 200);
    }

    #[test]
    fn one_account_is_held_to_its_quota_from_any_address() {
        let streams = streams(100, 100, 2);
        let ada = Caller::account(1);
        let held: Vec<_> =
            (1..=2).map(|n| OpenStreams::admit(&streams, ClientAddr(IpAddr::from([10, 0, 0, n])), &ada)).collect();
        assert!(held.iter().all(|h| status(h) == 200));
        let third = OpenStreams::admit(&streams, ClientAddr(IpAddr::from([10, 0, 0, 3])), &ada);
        assert_eq!(status(&third), 429);
    }
}
