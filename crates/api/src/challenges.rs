//! Challenges, as the API takes and shows them.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

/// A challenge to send.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"players": ["bob"], "game": {"ruleset": "classic", "options": {"players": 2}, "rated": true}}))]
pub struct NewChallenge {
    /// The usernames of the accounts challenged (any case), 1 to 4: the
    /// game's other seats.
    #[schema(min_items = 1, max_items = 4)]
    pub players: Vec<String>,
    /// The game, as `POST /v1/games` takes it; `options.players` counts
    /// the challenger too. Every seat is taken at the start, so `access`
    /// does not apply, and `single_seat` is refused.
    #[schema(value_type = crate::bodies::CreateGame)]
    pub game: Value,
    /// Seconds it waits for answers, 60 to 604800 (a week); a day when
    /// left out.
    #[schema(minimum = 60, maximum = 604_800)]
    pub expires_in_seconds: Option<u32>,
}

/// Where a challenge stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ChallengeStatus {
    /// Waiting for answers.
    Pending,
    /// Every challenged account accepted: `game_id` has started.
    Accepted,
    /// A challenged account declined.
    Declined,
    /// The challenger cancelled it.
    Cancelled,
    /// Not every answer came before `expires_at`.
    Expired,
}

impl ChallengeStatus {
    /// Its name, as stored and in the API.
    pub fn as_str(self) -> &'static str {
        match self {
            ChallengeStatus::Pending => "pending",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        }
    }
}

/// A challenge.
#[derive(Debug, Serialize, ToSchema)]
pub struct Challenge {
    /// Its id.
    pub id: Uuid,
    /// Who challenges.
    pub challenger: ChallengePlayer,
    /// Who is challenged, and whether each has accepted.
    pub challenged: Vec<ChallengedPlayer>,
    /// Where it stands.
    pub status: ChallengeStatus,
    /// The game it creates.
    #[schema(value_type = crate::bodies::CreateGame)]
    pub game: Value,
    /// The game it created, once accepted.
    pub game_id: Option<Uuid>,
    /// The finished game a rematch follows.
    pub rematch_of: Option<Uuid>,
    /// When it was made.
    pub created_at: DateTime<Utc>,
    /// When a pending challenge expires.
    pub expires_at: DateTime<Utc>,
}

/// The challenger.
#[derive(Debug, Serialize, ToSchema)]
pub struct ChallengePlayer {
    /// Account id.
    pub account_id: i64,
    /// Username.
    pub username: String,
}

/// A challenged account.
#[derive(Debug, Serialize, ToSchema)]
pub struct ChallengedPlayer {
    /// Account id.
    pub account_id: i64,
    /// Username.
    pub username: String,
    /// Whether it has accepted.
    pub accepted: bool,
}

/// The caller's pending challenges.
#[derive(Debug, Serialize, ToSchema)]
pub struct ChallengeList {
    /// Challenges to the caller, newest first.
    pub incoming: Vec<Challenge>,
    /// Challenges the caller made, newest first.
    pub outgoing: Vec<Challenge>,
}
