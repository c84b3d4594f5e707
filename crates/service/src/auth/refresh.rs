//! Refresh tokens: `<session>.<generation>.<mac>`, the MAC an HMAC-SHA256
//! over the session, its generation (how many times it was refreshed) and
//! the session's random salt, under a key derived from the signing
//! secret. The database keeps only the salt and the current generation,
//! so every token a session ever had is recognised, however old: one of
//! an earlier generation is a reuse, and ends its session. A token cannot
//! be made without both the secret and the salt, nor matched to another
//! database's session of the same number.

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// The MAC's length, in hex digits.
const MAC_HEX: usize = 64;

/// The key refresh tokens are made with.
#[derive(Clone)]
pub struct RefreshKey {
    keyed: HmacSha256,
}

/// A refresh token as presented, parsed but not yet checked.
#[derive(Debug, PartialEq, Eq)]
pub struct Presented {
    /// The session it names.
    pub session: i64,
    /// The generation it names.
    pub generation: i32,
    mac: [u8; 32],
}

impl RefreshKey {
    /// The key for signing secret `secret` (apart from the access tokens'
    /// key: the MAC of a fixed label under the secret).
    /// `None` only if HMAC refused a key, which it takes of any length.
    pub fn new(secret: &[u8]) -> Option<RefreshKey> {
        let mut derive = HmacSha256::new_from_slice(secret).ok()?;
        derive.update(b"carcassonne refresh tokens");
        Some(RefreshKey { keyed: HmacSha256::new_from_slice(&derive.finalize().into_bytes()).ok()? })
    }

    /// The refresh token of `session` at `generation`, whose salt is `salt`.
    pub fn token(&self, session: i64, generation: i32, salt: &str) -> String {
        let mac = self.mac(session, generation, salt).finalize().into_bytes();
        let hex: String = mac.iter().map(|b| format!("{b:02x}")).collect();
        format!("{session}.{generation}.{hex}")
    }

    /// Whether `presented` was made by this key for its session with salt
    /// `salt` (compared in constant time).
    pub fn made(&self, presented: &Presented, salt: &str) -> bool {
        self.mac(presented.session, presented.generation, salt).verify_slice(&presented.mac).is_ok()
    }

    fn mac(&self, session: i64, generation: i32, salt: &str) -> HmacSha256 {
        let mut mac = self.keyed.clone();
        mac.update(format!("{session}.{generation}.{salt}").as_bytes());
        mac
    }
}

/// The parts of `token` if it has this module's form; `None` for anything
/// else (an older token, or junk).
pub fn parse(token: &str) -> Option<Presented> {
    let mut parts = token.splitn(3, '.');
    let session = parts.next()?.parse().ok()?;
    let generation = parts.next()?.parse().ok()?;
    let hex = parts.next()?;
    if hex.len() != MAC_HEX || !hex.is_ascii() {
        return None;
    }
    let mut mac = [0u8; 32];
    for (byte, pair) in mac.iter_mut().zip(hex.as_bytes().chunks(2)) {
        *byte = u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok()?;
    }
    Some(Presented { session, generation, mac })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_made_by_its_key_for_its_session_generation_and_salt_only() {
        let key = RefreshKey::new(b"a signing secret of at least thirty-two bytes").unwrap();
        let token = key.token(7, 3, "salt");
        let presented = parse(&token).unwrap();
        assert_eq!((presented.session, presented.generation), (7, 3));
        assert!(key.made(&presented, "salt"));
        assert!(!key.made(&presented, "another salt"), "another database's session 7");
        let other = RefreshKey::new(b"another signing secret of thirty-two bytes").unwrap();
        assert!(!other.made(&presented, "salt"));
        let forged = parse(&token.replacen("7.3.", "7.4.", 1)).unwrap();
        assert!(!key.made(&forged, "salt"), "a generation is not changed without the key");
        assert_eq!(token, key.token(7, 3, "salt"), "the same token each time");
    }

    #[test]
    fn anything_else_does_not_parse() {
        let mac = "ab".repeat(32);
        assert!(parse(&format!("1.0.{mac}")).is_some());
        for junk in ["", "1.0", &"0".repeat(64), &format!("x.0.{mac}"), &format!("1.0.{}", "zz".repeat(32))] {
            assert_eq!(parse(junk), None, "{junk:?}");
        }
        assert_eq!(parse(&format!("1.0.{}é", "a".repeat(62))), None, "not ASCII");
        assert_eq!(parse(&format!("1.0.{mac}0")), None, "too long");
    }
}
