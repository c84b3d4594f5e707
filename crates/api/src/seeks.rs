//! Seeks (quick pairing), as the API shows them.

use crate::model::RatingRange;
use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

/// Where a seek stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SeekStatus {
    /// Waiting for others.
    Open,
    /// Matched: `game_id` has started.
    Matched,
    /// Cancelled by the seeker.
    Cancelled,
    /// Nobody fitting came before `expires_at`.
    Expired,
}

/// A seek.
#[derive(Debug, Serialize, ToSchema)]
pub struct Seek {
    /// Its id.
    pub id: Uuid,
    /// Where it stands.
    pub status: SeekStatus,
    /// The game it asks for.
    #[schema(value_type = crate::bodies::CreateGame)]
    pub game: Value,
    /// The seeker's rating when it sought (its pool's starting rating if
    /// it had none).
    pub rating: f64,
    /// The ratings it accepts in the others.
    pub rating_range: RatingRange,
    /// The game it was matched into.
    pub game_id: Option<Uuid>,
    /// When it was made.
    pub created_at: DateTime<Utc>,
    /// When an open seek expires.
    pub expires_at: DateTime<Utc>,
}
