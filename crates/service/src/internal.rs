//! The one error for failures of this service itself.

/// A failure of this service itself, neither the request's nor the
/// database's: a bug (a value that would not serialize) or the system
/// refusing (no randomness). Answered with a bare 500; the log has the
/// detail.
#[derive(Debug, thiserror::Error)]
#[error("internal failure: {0}")]
pub struct Internal(pub String);

impl Internal {
    /// `what` could not be serialized.
    pub fn serializing(what: &str, error: &serde_json::Error) -> Internal {
        Internal(format!("serializing {what}: {error}"))
    }
}
