//! Accounts' credentials: argon2id password hashes and HS256 JSON Web
//! Tokens. No I/O here; the HTTP layer extracts and checks tokens.

pub mod password;

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

/// Shortest accepted signing secret, in bytes.
pub const MIN_SECRET_BYTES: usize = 32;

/// What a token says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// Account id, as a string (RFC 7519 `sub`).
    pub sub: String,
    /// Username at issue time.
    pub name: String,
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
    /// Lifetime of issued tokens, in seconds.
    pub ttl_seconds: u64,
}

impl TokenKeys {
    /// Keys from a secret of at least [`MIN_SECRET_BYTES`] bytes.
    pub fn new(secret: &[u8], ttl_seconds: u64) -> Option<TokenKeys> {
        (secret.len() >= MIN_SECRET_BYTES).then(|| TokenKeys {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            ttl_seconds,
        })
    }

    /// A token for `account` valid from `now` (seconds since the epoch).
    pub fn issue(&self, account: i64, name: &str, now: u64) -> Result<(String, Claims), TokenError> {
        let claims = Claims { sub: account.to_string(), name: name.to_owned(), iat: now, exp: now + self.ttl_seconds };
        let token = jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|_| TokenError::Invalid)?;
        Ok((token, claims))
    }

    /// The claims of a valid, unexpired token.
    pub fn verify(&self, token: &str) -> Result<Claims, TokenError> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.validate_nbf = true;
        validation.set_required_spec_claims(&["exp", "sub"]);
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation).map(|data| data.claims).map_err(|e| match e
            .kind()
        {
            jsonwebtoken::errors::ErrorKind::ExpiredSignature => TokenError::Expired,
            _ => TokenError::Invalid,
        })
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
        let (token, claims) = keys.issue(42, "ada", now()).unwrap();
        assert_eq!(keys.verify(&token).unwrap(), claims);
        assert_eq!(claims.sub, "42");
    }

    #[test]
    fn short_secrets_are_refused() {
        assert!(TokenKeys::new(&[7; 31], 60).is_none());
    }

    #[test]
    fn expired_tampered_and_foreign_tokens_are_refused() {
        let keys = TokenKeys::new(&[7; 32], 60).unwrap();
        let (old, _) = keys.issue(1, "ada", now() - 3600).unwrap();
        assert_eq!(keys.verify(&old), Err(TokenError::Expired));
        let (token, _) = keys.issue(1, "ada", now()).unwrap();
        let mut tampered = token.clone();
        tampered.insert(tampered.len() - 3, 'x');
        assert_eq!(keys.verify(&tampered), Err(TokenError::Invalid));
        let other = TokenKeys::new(&[8; 32], 60).unwrap();
        assert_eq!(other.verify(&token), Err(TokenError::Invalid));
        assert_eq!(keys.verify("not a token"), Err(TokenError::Invalid));
    }
}
