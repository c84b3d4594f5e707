//! The one error for failures of this service itself.

/// Any error, as a cause kept for the log.
pub type Cause = Box<dyn std::error::Error + Send + Sync + 'static>;

/// A failure of this service itself, neither the request's nor the
/// database's: a bug (a value that would not serialize) or the system
/// refusing (no randomness). Answered with a bare 500; the log has what
/// failed and its causes.
#[derive(Debug, thiserror::Error)]
#[error("internal failure: {what}")]
pub struct Internal {
    what: String,
    #[source]
    cause: Option<Cause>,
}

impl Internal {
    /// `what` failed, of itself.
    pub fn new(what: impl Into<String>) -> Internal {
        Internal { what: what.into(), cause: None }
    }

    /// `what` failed because of `cause`.
    pub fn caused(what: impl Into<String>, cause: impl Into<Cause>) -> Internal {
        Internal { what: what.into(), cause: Some(cause.into()) }
    }

    /// `what` could not be serialized.
    pub fn serializing(what: &str, error: &serde_json::Error) -> Internal {
        Internal::new(format!("serializing {what}: {error}"))
    }
}
