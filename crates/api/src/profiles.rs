//! Players' profiles, rating histories and leaderboards, as the API shows
//! them; the rating pools they are kept in.

use crate::model::RulesetId;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

/// The games a rating is kept for, within a rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Pool {
    /// Two players: Glicko-2, from 1500 with deviation 350.
    Duel,
    /// Three to five players: Weng-Lin, from 25 with deviation 25/3.
    Multiplayer,
}

impl Pool {
    /// Every pool.
    pub const ALL: [Pool; 2] = [Pool::Duel, Pool::Multiplayer];

    /// The pool of a game of `players`.
    pub fn of(players: usize) -> Pool {
        if players <= 2 { Pool::Duel } else { Pool::Multiplayer }
    }

    /// Its name, as stored and in the API.
    pub fn as_str(self) -> &'static str {
        match self {
            Pool::Duel => "duel",
            Pool::Multiplayer => "multiplayer",
        }
    }

    /// The pool named `name`.
    pub fn parse(name: &str) -> Option<Pool> {
        Pool::ALL.into_iter().find(|pool| pool.as_str() == name)
    }
}

/// A player's profile: what their finished games left, by rule set.
#[derive(Debug, Serialize, ToSchema)]
pub struct Profile {
    /// Account id.
    pub account_id: i64,
    /// Username.
    pub username: String,
    /// What other players see instead of the username, when set.
    pub display_name: Option<String>,
    /// Whether the profile is hidden from others (only its owner sees it then).
    pub hidden: bool,
    /// Per rule set the player has finished a game of, by rule set id.
    pub rulesets: Vec<RulesetProfile>,
}

/// A player's games and ratings in one rule set.
#[derive(Debug, Serialize, ToSchema)]
pub struct RulesetProfile {
    /// Rule set.
    pub ruleset: RulesetId,
    /// Finished games played in person (rated or not; not single-seat).
    pub games: i32,
    /// Won alone.
    pub wins: i32,
    /// Lost.
    pub losses: i32,
    /// Won in a tie for first place.
    pub draws: i32,
    /// Ratings, per pool the player has played a rated game in.
    pub ratings: Vec<RatingView>,
    /// Co-operative rule sets: the team's results per level.
    pub team_records: Vec<TeamRecord>,
    /// Co-operative rule sets: the highest level the player's team won.
    pub highest_level_won: Option<u8>,
}

/// A rating in one pool.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingView {
    /// The pool: `duel` (Glicko-2) or `multiplayer` (Weng-Lin).
    pub pool: Pool,
    /// The rating now.
    pub rating: f64,
    /// Its deviation (uncertainty).
    pub deviation: f64,
    /// Whether it is still provisional: fewer than 10 rated games in the
    /// pool. Provisional ratings are on no leaderboard.
    pub provisional: bool,
    /// The highest rating reached.
    pub best: f64,
    /// Rated games.
    pub games: i32,
    /// Won alone.
    pub wins: i32,
    /// Lost.
    pub losses: i32,
    /// Won in a tie for first place.
    pub draws: i32,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
}

/// A co-operative team record at one level.
#[derive(Debug, Serialize, ToSchema)]
pub struct TeamRecord {
    /// The level.
    pub level: u8,
    /// Games the team won.
    pub wins: i32,
    /// Games the team lost.
    pub losses: i32,
}

/// A page of a player's rating changes, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingHistoryPage {
    /// One per rated game.
    pub changes: Vec<RatingChangeView>,
    /// Pass as `cursor` for the next page; absent on the last.
    pub next_cursor: Option<String>,
}

/// One rated game's change to a player's rating.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingChangeView {
    /// The game.
    pub game_id: Uuid,
    /// Rule set.
    pub ruleset: RulesetId,
    /// The pool.
    pub pool: Pool,
    /// The player's place (1 for the winners).
    pub place: u8,
    /// The rating before the game.
    pub rating_before: f64,
    /// The rating after it.
    pub rating: f64,
    /// The deviation after it.
    pub deviation: f64,
    /// When the game ended.
    pub at: DateTime<Utc>,
}

/// A page of a leaderboard, best first.
#[derive(Debug, Serialize, ToSchema)]
pub struct LeaderboardPage {
    /// Rule set.
    pub ruleset: RulesetId,
    /// The pool.
    pub pool: Pool,
    /// Established ratings of players who show their profile.
    pub entries: Vec<LeaderboardEntry>,
    /// Pass as `cursor` for the next page; absent on the last.
    pub next_cursor: Option<String>,
}

/// One place on a leaderboard.
#[derive(Debug, Serialize, ToSchema)]
pub struct LeaderboardEntry {
    /// 1 for the best rating.
    pub rank: i64,
    /// Account id.
    pub account_id: i64,
    /// Username.
    pub username: String,
    /// Display name, when set.
    pub display_name: Option<String>,
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Rated games in the pool.
    pub games: i32,
}
