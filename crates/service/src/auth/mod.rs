//! Accounts' credentials: argon2id password hashes, HS256 JSON Web Tokens
//! and refresh tokens. No I/O here; the HTTP layer extracts and checks
//! tokens.

pub mod hmac_signatures;
pub mod password;
pub mod refresh;

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use lru::LruCache;
use serde::{Deserialize, Serialize};
use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex};

/// Shortest accepted signing secret, in bytes.
pub const MIN_SECRET_BYTES: usize = 32;

/// Tokens whose signature [`TokenKeys`] remembers having checked.
const REMEMBERED_TOKENS: NonZeroUsize = match NonZeroUsize::new(4096) {
    Some(count) => count,
    None => NonZeroUsize::MIN,
};

/// How long a session lasts without a refresh: 30 days.
pub const DEFAULT_SESSION_TTL_SECONDS: u64 = 30 * 24 * 3600;

/// What a token says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// Account id, as a string (RFC 7519 `sub`).
    pub sub: String,
    /// Username at issue time.
    pub name: String,
    /// The session (signed-in device) it was issued to: revoked, the
    /// token is refused.
    pub sid: i64,
    /// Issued at (seconds since the epoch).
    pub iat: u64,
    /// Expires at (seconds since the epoch).
    pub exp: u64,
}

/// Why a token was not accepted.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum TokenError {
    /// Past its expiry.
    #[error("the token has expired")]
    Expired,
    /// Not a token of ours: malformed, wrongly signed or tampered with.
    #[error("the token is invalid")]
    Invalid,
}

/// Signs and checks tokens.
#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    /// The claims of the tokens verified last, by their text. A signature
    /// checked once holds for the same text and key: a token seen again
    /// costs a lookup and its expiry check (a client sends its token with
    /// every request; checking the signature cost about a fifth of a
    /// cached read's instructions).
    verified: Arc<Mutex<LruCache<String, Claims>>>,
    /// What refresh tokens are made with.
    pub refresh: refresh::RefreshKey,
    /// Lifetime of issued access tokens, in seconds.
    pub ttl_seconds: u64,
    /// How long a session lasts without a refresh, in seconds.
    pub session_ttl_seconds: u64,
}

impl TokenKeys {
    /// Keys from a secret of at least [`MIN_SECRET_BYTES`] bytes.
    pub fn new(secret: &[u8], ttl_seconds: u64) -> Option<TokenKeys> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.validate_nbf = true;
        // Checked by `verify_at`, the same way whether remembered or not.
        validation.validate_exp = false;
        validation.set_required_spec_claims(&["exp", "sub"]);
        if secret.len() < MIN_SECRET_BYTES {
            return None;
        }
        hmac_signatures::install();
        Some(TokenKeys {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            validation,
            verified: Arc::new(Mutex::new(LruCache::new(REMEMBERED_TOKENS))),
            refresh: refresh::RefreshKey::new(secret)?,
            ttl_seconds,
            session_ttl_seconds: DEFAULT_SESSION_TTL_SECONDS,
        })
    }

    /// The same, with sessions lasting `seconds` without a refresh.
    pub fn with_session_ttl(self, seconds: u64) -> TokenKeys {
        TokenKeys { session_ttl_seconds: seconds, ..self }
    }

    /// An access token for `account` in `session`, valid from `now`
    /// (seconds since the epoch).
    pub fn issue(&self, account: i64, name: &str, session: i64, now: u64) -> Result<(String, Claims), TokenError> {
        let claims = Claims {
            sub: account.to_string(),
            name: name.to_owned(),
            sid: session,
            iat: now,
            exp: now + self.ttl_seconds,
        };
        let token = jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|_| TokenError::Invalid)?;
        Ok((token, claims))
    }

    /// The claims of a valid, unexpired token.
    pub fn verify(&self, token: &str) -> Result<Claims, TokenError> {
        self.verify_at(token, jsonwebtoken::get_current_timestamp())
    }

    /// The claims of a token valid at `now` (seconds since the epoch).
    fn verify_at(&self, token: &str, now: u64) -> Result<Claims, TokenError> {
        let remembered = self.verified.lock().ok().and_then(|mut verified| verified.get(token).cloned());
        let claims = match remembered {
            Some(claims) => claims,
            None => {
                let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
                    .map_err(|_| TokenError::Invalid)?
                    .claims;
                if let Ok(mut verified) = self.verified.lock() {
                    verified.put(token.to_owned(), claims.clone());
                }
                claims
            }
        };
        if claims.exp < now {
            return Err(TokenError::Expired);
        }
        Ok(claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> u64 {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs()
    }

    #[test]
    fn issued_tokens_verify() {
        let keys = TokenKeys::new(&[7; 32], 60).unwrap();
        let (token, claims) = keys.issue(42, "ada", 7, now()).unwrap();
        assert_eq!(keys.verify(&token).unwrap(), claims);
        assert_eq!((claims.sub.as_str(), claims.sid), ("42", 7));
    }

    #[test]
    fn short_secrets_are_refused() {
        assert!(TokenKeys::new(&[7; 31], 60).is_none());
    }

    #[test]
    fn expired_tampered_and_foreign_tokens_are_refused() {
        let keys = TokenKeys::new(&[7; 32], 60).unwrap();
        let (old, _) = keys.issue(1, "ada", 7, now() - 3600).unwrap();
        assert_eq!(keys.verify(&old), Err(TokenError::Expired));
        let (token, _) = keys.issue(1, "ada", 7, now()).unwrap();
        let mut tampered = token.clone();
        tampered.insert(tampered.len() - 3, 'x');
        assert_eq!(keys.verify(&tampered), Err(TokenError::Invalid));
        let other = TokenKeys::new(&[8; 32], 60).unwrap();
        assert_eq!(other.verify(&token), Err(TokenError::Invalid));
        assert_eq!(keys.verify("not a token"), Err(TokenError::Invalid));
    }

    #[test]
    fn a_remembered_token_still_expires_and_its_variants_are_checked() {
        let keys = TokenKeys::new(&[7; 32], 60).unwrap();
        let issued = now();
        let (token, claims) = keys.issue(1, "ada", 7, issued).unwrap();
        assert_eq!(keys.verify_at(&token, issued), Ok(claims.clone()));
        assert_eq!(keys.verified.lock().unwrap().len(), 1);
        assert_eq!(keys.verify_at(&token, issued + 60), Ok(claims));
        assert_eq!(keys.verify_at(&token, issued + 61), Err(TokenError::Expired));
        let mut tampered = token.clone();
        tampered.insert(tampered.len() - 3, 'x');
        assert_eq!(keys.verify_at(&tampered, issued), Err(TokenError::Invalid));
        assert_eq!(keys.verified.lock().unwrap().len(), 1, "refused tokens are not remembered");
        let other = TokenKeys::new(&[8; 32], 60).unwrap();
        assert_eq!(other.verify_at(&token, issued), Err(TokenError::Invalid));
    }
}
