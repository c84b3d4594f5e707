//! The signatures behind `jsonwebtoken`: the HMAC family only (HS256,
//! HS384, HS512) over RustCrypto's `hmac` and `sha2`.
//!
//! The service signs and accepts HS256 alone, so the crate's own RustCrypto
//! provider, which brings RSA, ECDSA and EdDSA, would only lengthen the
//! build. Other algorithms are refused, and so are keys that are not
//! secrets (a public key's bytes never serve as an HMAC secret).

use hmac::{Hmac, KeyInit, Mac};
use jsonwebtoken::crypto::{CryptoProvider, JwtSigner, JwtVerifier, KeyUtils};
use jsonwebtoken::errors::{ErrorKind, Result};
use jsonwebtoken::signature::{self, Signer, Verifier};
use jsonwebtoken::{Algorithm, AlgorithmFamily, DecodingKey, EncodingKey};
use sha2::{Sha256, Sha384, Sha512};

/// The provider; JSON Web Keys are not supported (the service uses none).
static HMAC_ONLY: CryptoProvider =
    CryptoProvider { signer_factory: signer, verifier_factory: verifier, key_utils: KeyUtils::new_unimplemented() };

/// Makes the HMAC provider the process's for `jsonwebtoken`. Calling it
/// again does nothing.
pub fn install() {
    // Refused only when a provider is installed already: ours, or one a
    // test process chose, which then signs the same way.
    let _ = HMAC_ONLY.install_default();
}

/// A secret and the HMAC algorithm it signs or checks with.
struct HmacKey {
    algorithm: Algorithm,
    secret: Vec<u8>,
}

impl HmacKey {
    fn new(algorithm: Algorithm, secret: &[u8]) -> Result<HmacKey> {
        match algorithm {
            Algorithm::HS256 | Algorithm::HS384 | Algorithm::HS512 => {
                Ok(HmacKey { algorithm, secret: secret.to_vec() })
            }
            _ => Err(ErrorKind::InvalidAlgorithm.into()),
        }
    }

    fn tag(&self, message: &[u8]) -> std::result::Result<Vec<u8>, signature::Error> {
        match self.algorithm {
            Algorithm::HS384 => tag::<Hmac<Sha384>>(&self.secret, message),
            Algorithm::HS512 => tag::<Hmac<Sha512>>(&self.secret, message),
            _ => tag::<Hmac<Sha256>>(&self.secret, message),
        }
    }

    fn check(&self, message: &[u8], signature: &[u8]) -> std::result::Result<(), signature::Error> {
        match self.algorithm {
            Algorithm::HS384 => check::<Hmac<Sha384>>(&self.secret, message, signature),
            Algorithm::HS512 => check::<Hmac<Sha512>>(&self.secret, message, signature),
            _ => check::<Hmac<Sha256>>(&self.secret, message, signature),
        }
    }
}

fn keyed<M: Mac + KeyInit>(secret: &[u8], message: &[u8]) -> std::result::Result<M, signature::Error> {
    let mut mac = <M as KeyInit>::new_from_slice(secret).map_err(signature::Error::from_source)?;
    mac.update(message);
    Ok(mac)
}

fn tag<M: Mac + KeyInit>(secret: &[u8], message: &[u8]) -> std::result::Result<Vec<u8>, signature::Error> {
    Ok(keyed::<M>(secret, message)?.finalize().into_bytes().to_vec())
}

/// Compares in constant time.
fn check<M: Mac + KeyInit>(
    secret: &[u8],
    message: &[u8],
    signature: &[u8],
) -> std::result::Result<(), signature::Error> {
    keyed::<M>(secret, message)?.verify_slice(signature).map_err(signature::Error::from_source)
}

impl Signer<Vec<u8>> for HmacKey {
    fn try_sign(&self, message: &[u8]) -> std::result::Result<Vec<u8>, signature::Error> {
        self.tag(message)
    }
}

impl JwtSigner for HmacKey {
    fn algorithm(&self) -> Algorithm {
        self.algorithm
    }
}

impl Verifier<Vec<u8>> for HmacKey {
    fn verify(&self, message: &[u8], signature: &Vec<u8>) -> std::result::Result<(), signature::Error> {
        self.check(message, signature)
    }
}

impl JwtVerifier for HmacKey {
    fn algorithm(&self) -> Algorithm {
        self.algorithm
    }
}

/// Only a secret signs: the bytes of a public or private key never
/// serve as an HMAC secret.
fn secret_family(family: AlgorithmFamily) -> Result<()> {
    match family {
        AlgorithmFamily::Hmac => Ok(()),
        _ => Err(ErrorKind::InvalidKeyFormat.into()),
    }
}

fn signer(algorithm: &Algorithm, key: &EncodingKey) -> Result<Box<dyn JwtSigner>> {
    secret_family(key.family())?;
    Ok(Box::new(HmacKey::new(*algorithm, key.as_bytes())?))
}

fn verifier(algorithm: &Algorithm, key: &DecodingKey) -> Result<Box<dyn JwtVerifier>> {
    secret_family(key.family())?;
    Ok(Box::new(HmacKey::new(*algorithm, key.try_get_as_bytes()?)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use jsonwebtoken::{Header, Validation};
    use serde_json::{Value, json};

    /// RFC 4231, test case 2: HMAC-SHA-256 of "what do ya want for
    /// nothing?" with the key "Jefe".
    #[test]
    fn tags_match_the_rfc_4231_vectors() {
        let key = HmacKey::new(Algorithm::HS256, b"Jefe").unwrap();
        let expected = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
        let tag = key.try_sign(b"what do ya want for nothing?").unwrap();
        assert_eq!(tag.iter().map(|byte| format!("{byte:02x}")).collect::<String>(), expected);
        assert_eq!(HmacKey::new(Algorithm::HS512, b"Jefe").unwrap().try_sign(b"").unwrap().len(), 64);
    }

    #[test]
    fn tokens_round_trip_and_other_families_are_refused() {
        install();
        let claims = json!({"sub": "1", "exp": 4_000_000_000u64});
        for algorithm in [Algorithm::HS256, Algorithm::HS384, Algorithm::HS512] {
            let token =
                jsonwebtoken::encode(&Header::new(algorithm), &claims, &EncodingKey::from_secret(b"k")).unwrap();
            let decoded =
                jsonwebtoken::decode::<Value>(&token, &DecodingKey::from_secret(b"k"), &Validation::new(algorithm));
            assert_eq!(decoded.unwrap().claims, claims);
            let wrong =
                jsonwebtoken::decode::<Value>(&token, &DecodingKey::from_secret(b"j"), &Validation::new(algorithm));
            assert_eq!(wrong.unwrap_err().kind(), &ErrorKind::InvalidSignature);
        }
        let refused = jsonwebtoken::encode(&Header::new(Algorithm::RS256), &claims, &EncodingKey::from_secret(b"k"));
        assert!(refused.is_err());
        let public = DecodingKey::from_ed_der(b"a public key");
        assert!(verifier(&Algorithm::HS256, &public).is_err(), "a public key's bytes are no HMAC secret");
        assert!(signer(&Algorithm::HS256, &EncodingKey::from_ed_der(b"a private key")).is_err());
    }
}
