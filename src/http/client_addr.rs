//! The client a request comes from, as per-address limits count it: the
//! connection's peer or, when the peer is a trusted proxy
//! (`TRUSTED_PROXIES`), the rightmost address in `X-Forwarded-For` that no
//! trusted proxy added (a client can write the header too, but only the
//! entries left of its own address). IPv6 clients are counted by their
//! /64, the block one subscriber usually holds.

use crate::config::{HttpLimits, TrustedProxies};
use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest, web};
use std::convert::Infallible;
use std::future::{Ready, ready};
use std::net::{IpAddr, Ipv6Addr, SocketAddr};

/// A request's client address, grouped as limits count it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientAddr(pub IpAddr);

impl FromRequest for ClientAddr {
    type Error = Infallible;
    type Future = Ready<Result<ClientAddr, Infallible>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(ClientAddr::of(req)))
    }
}

impl ClientAddr {
    /// The client of `req`.
    pub fn of(req: &HttpRequest) -> ClientAddr {
        // Without a peer address (a unix socket) all such requests share one.
        let peer = req.peer_addr().map_or(IpAddr::from([0, 0, 0, 0]), |peer| peer.ip());
        let client = match req.app_data::<web::Data<HttpLimits>>() {
            Some(limits) => {
                let forwarded = req.headers().get_all("x-forwarded-for").filter_map(|value| value.to_str().ok());
                client_behind(&limits.proxies, peer, forwarded)
            }
            None => peer,
        };
        ClientAddr(grouped(client))
    }
}

/// The client behind `peer`, given the `X-Forwarded-For` lines of its
/// request in order: from the right, each trusted proxy names the one
/// before it, and the first address not trusted is the client. An entry
/// that is not an address ends the walk at the last address trusted.
fn client_behind<'a>(
    proxies: &TrustedProxies,
    peer: IpAddr,
    forwarded: impl DoubleEndedIterator<Item = &'a str>,
) -> IpAddr {
    let mut client = peer.to_canonical();
    for entry in forwarded.rev().flat_map(|line| line.rsplit(',')) {
        if !proxies.trusts(client) {
            break;
        }
        let entry = entry.trim();
        match entry.parse::<IpAddr>().or_else(|_| entry.parse::<SocketAddr>().map(|a| a.ip())) {
            Ok(address) => client = address.to_canonical(),
            Err(_) => break,
        }
    }
    client
}

/// `address`, or for IPv6 its /64.
fn grouped(address: IpAddr) -> IpAddr {
    match address.to_canonical() {
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(v6.to_bits() & !u128::from(u64::MAX))),
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(address: &str) -> IpAddr {
        address.parse().unwrap()
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_forwards() {
        let none = TrustedProxies::default();
        assert_eq!(client_behind(&none, at("203.0.113.9"), ["198.51.100.1"].into_iter()), at("203.0.113.9"));
    }

    #[test]
    fn behind_trusted_proxies_the_rightmost_untrusted_entry_is_the_client() {
        let proxies = TrustedProxies::parse("10.0.0.0/8").unwrap();
        let lines = ["6.6.6.6, 198.51.100.1", "10.0.0.5"];
        // A forged leftmost entry is ignored: the first proxy wrote the client's real address.
        assert_eq!(client_behind(&proxies, at("10.0.0.2"), lines.into_iter()), at("198.51.100.1"));
        assert_eq!(client_behind(&proxies, at("10.0.0.2"), ["garbage"].into_iter()), at("10.0.0.2"));
        assert_eq!(client_behind(&proxies, at("10.0.0.2"), std::iter::empty()), at("10.0.0.2"));
        assert_eq!(client_behind(&proxies, at("10.0.0.2"), ["[2001:db8::1]:4711"].into_iter()), at("2001:db8::1"));
    }

    #[test]
    fn ipv6_clients_are_counted_by_their_64() {
        assert_eq!(grouped(at("2001:db8:1:2:aaaa::1")), at("2001:db8:1:2::"));
        assert_eq!(grouped(at("::ffff:192.0.2.1")), at("192.0.2.1"));
        assert_eq!(grouped(at("192.0.2.1")), at("192.0.2.1"));
    }
}
