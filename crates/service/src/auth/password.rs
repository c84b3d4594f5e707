//! argon2id password hashing (PHC strings with a random salt).

use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

/// Hashes `password` with argon2id and a fresh random salt. Slow on
/// purpose: call it on a blocking thread.
pub fn hash(password: &str) -> Result<String, argon2::password_hash::Error> {
    Ok(Argon2::default().hash_password(password.as_bytes())?.to_string())
}

/// Whether `password` matches the stored PHC `hash`. Slow on purpose.
pub fn verify(password: &str, hash: &str) -> bool {
    PasswordVerifier::<str>::verify_password(&Argon2::default(), password.as_bytes(), hash).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_verify_and_differ_by_salt() {
        let a = hash("correct horse").unwrap();
        let b = hash("correct horse").unwrap();
        assert_ne!(a, b);
        assert!(a.starts_with("$argon2id$"));
        assert!(verify("correct horse", &a));
        assert!(!verify("wrong horse", &a));
        assert!(!verify("correct horse", "not a hash"));
    }
}
