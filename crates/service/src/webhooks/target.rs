//! Where deliveries may go. A webhook URL is an address the service
//! itself will call, so it is checked twice: when it is registered (its
//! form, and a host that is an address or `localhost`), and when it is
//! called (every address its name resolves to, and the connection is made
//! to one of exactly those, so a name cannot be re-pointed in between).
//! Loopback, private, link-local and other non-public addresses are
//! refused unless the setting allows them (a test, a private network).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use ureq::config::Config;
use ureq::http::Uri;
use ureq::unversioned::resolver::{DefaultResolver, ResolvedSocketAddrs, Resolver};
use ureq::unversioned::transport::NextTimeout;

/// The longest URL accepted.
pub const MAX_URL_LENGTH: usize = 2000;

/// Why a URL is not a webhook target.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    /// Not an absolute `http(s)://` URL of the accepted form.
    #[error("{0}")]
    Malformed(&'static str),
    /// Its host is an address the service does not call.
    #[error("{0} is not a public address")]
    Refused(String),
}

/// Checks a URL to register: absolute, `http` or `https`, a host, no
/// credentials, no fragment, at most [`MAX_URL_LENGTH`]; and unless
/// `allow_private`, a host that is no loopback name or non-public address.
pub fn check_url(raw: &str, allow_private: bool) -> Result<(), TargetError> {
    if raw.len() > MAX_URL_LENGTH {
        return Err(TargetError::Malformed("the URL is longer than 2000 characters"));
    }
    if raw.contains('#') {
        return Err(TargetError::Malformed("the URL has a fragment"));
    }
    let uri: Uri = raw.parse().map_err(|_| TargetError::Malformed("not a URL"))?;
    if !matches!(uri.scheme_str(), Some("http" | "https")) {
        return Err(TargetError::Malformed("the URL's scheme is not http or https"));
    }
    let authority = uri.authority().ok_or(TargetError::Malformed("the URL has no host"))?;
    if authority.as_str().contains('@') {
        return Err(TargetError::Malformed("the URL holds credentials"));
    }
    let host = authority.host();
    if host.is_empty() {
        return Err(TargetError::Malformed("the URL has no host"));
    }
    if allow_private {
        return Ok(());
    }
    let name = host.trim_end_matches('.').to_ascii_lowercase();
    if name == "localhost" || name.ends_with(".localhost") {
        return Err(TargetError::Refused(host.to_owned()));
    }
    match host.trim_start_matches('[').trim_end_matches(']').parse::<IpAddr>() {
        Ok(ip) if !is_public(ip) => Err(TargetError::Refused(host.to_owned())),
        _ => Ok(()),
    }
}

/// Whether `ip` is a public unicast address: not loopback, private,
/// link-local, shared (carrier NAT), unspecified, broadcast, multicast,
/// documentation, benchmarking or reserved; IPv6 addresses that embed an
/// IPv4 one are judged by it.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public_v4(v4),
            None => is_public_v6(v6),
        },
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_broadcast()
        || ip.is_multicast()
        || ip.is_documentation()
        || a == 0
        || (a == 100 && (64..128).contains(&b))
        || (a == 192 && b == 0 && c == 0)
        || (a == 198 && (b == 18 || b == 19))
        || a >= 240)
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let first = ip.segments()[0];
    // NAT64 (64:ff9b::/96) reaches the IPv4 address in its last 32 bits.
    if ip.segments()[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        let [.., a, b, c, d] = ip.octets();
        return is_public_v4(Ipv4Addr::new(a, b, c, d));
    }
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        || (first & 0xfe00) == 0xfc00
        || (first & 0xffc0) == 0xfe80
        || first == 0x2001 && ip.segments()[1] == 0x0db8
        || ip.segments()[..6] == [0, 0, 0, 0, 0, 0])
}

/// The resolver of deliveries: the system's, refusing names that resolve
/// to any non-public address unless private targets are allowed. The
/// connection goes to the addresses it returns.
#[derive(Debug)]
pub struct GuardedResolver {
    inner: DefaultResolver,
    allow_private: bool,
}

impl GuardedResolver {
    /// A resolver that refuses non-public addresses unless `allow_private`.
    pub fn new(allow_private: bool) -> GuardedResolver {
        GuardedResolver { inner: DefaultResolver::default(), allow_private }
    }
}

impl Resolver for GuardedResolver {
    fn resolve(&self, uri: &Uri, config: &Config, timeout: NextTimeout) -> Result<ResolvedSocketAddrs, ureq::Error> {
        let addresses = self.inner.resolve(uri, config, timeout)?;
        if !self.allow_private && addresses.iter().any(|address| !is_public(address.ip())) {
            // The delivery log says no more: which address a name has
            // inside the service's network is not the endpoint owner's to learn.
            let message = "refused: not a public address";
            return Err(ureq::Error::Io(std::io::Error::new(std::io::ErrorKind::PermissionDenied, message)));
        }
        Ok(addresses)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn well_formed_public_urls_are_accepted() {
        assert_eq!(check_url("https://hooks.example.com/carcassonne?x=1", false), Ok(()));
        assert_eq!(check_url("http://203.0.113.7.nip.io:8080/", false), Ok(()));
        assert_eq!(check_url("https://[2606:4700::1111]/hook", false), Ok(()));
    }

    #[test]
    fn malformed_urls_are_refused() {
        for url in [
            "",
            "hooks.example.com",
            "ftp://example.com/",
            "https://user:pw@example.com/",
            "https://example.com/#x",
            "/relative",
        ] {
            assert!(matches!(check_url(url, true), Err(TargetError::Malformed(_))), "{url}");
        }
        assert!(matches!(
            check_url(&format!("https://example.com/{}", "a".repeat(2000)), true),
            Err(TargetError::Malformed(_))
        ));
    }

    #[test]
    fn loopback_private_and_link_local_hosts_are_refused_unless_allowed() {
        for url in [
            "http://127.0.0.1:8080/",
            "http://localhost/",
            "http://api.localhost./",
            "http://10.1.2.3/",
            "http://172.16.0.1/",
            "http://192.168.1.1/",
            "http://169.254.169.254/latest/meta-data",
            "http://0.0.0.0/",
            "http://100.64.0.1/",
            "http://[::1]/",
            "http://[fe80::1]/",
            "http://[fd00::1]/",
            "http://[::ffff:127.0.0.1]/",
            "http://[64:ff9b::a00:1]/",
        ] {
            assert!(matches!(check_url(url, false), Err(TargetError::Refused(_))), "{url}");
            assert_eq!(check_url(url, true), Ok(()), "{url}");
        }
    }

    #[test]
    fn names_that_resolve_to_loopback_are_refused_when_called() {
        let uri: Uri = "http://localhost:9/".parse().expect("uri");
        let config = Config::default();
        let refused = GuardedResolver::new(false).resolve(&uri, &config, NextTimeout::default());
        let message = refused.map(|_| ()).unwrap_err().to_string();
        assert!(message.ends_with("refused: not a public address"), "{message}");
        assert!(!message.contains("127.0.0.1") && !message.contains("::1"), "the address stays unsaid: {message}");
        let allowed = GuardedResolver::new(true).resolve(&uri, &config, NextTimeout::default());
        assert!(allowed.is_ok_and(|addresses| addresses.iter().all(|a| a.ip().is_loopback())));
    }
}
