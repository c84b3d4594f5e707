//! The kinds of notification an account hears, on its stream and at its
//! webhook endpoints.

use serde::{Deserialize, Serialize};

/// A kind of notification.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum NotificationKind {
    /// A game the account sits at has started.
    GameStarted,
    /// The account has become one who decides now in a game (it was not
    /// before this append): sent once per turn, not per decision.
    YourTurn,
    /// A game the account sits at is over.
    GameOver,
    /// Someone challenges the account to a game (or proposes a rematch).
    Challenged,
    /// A challenged account declined a challenge the account is part of.
    ChallengeDeclined,
    /// The challenger cancelled a challenge the account is challenged by.
    ChallengeCancelled,
    /// One of the account's seeks was matched: its game has started.
    SeekMatched,
    /// An analysis the account asked for is done.
    AnalysisReady,
}

impl NotificationKind {
    /// Every kind.
    pub const ALL: [NotificationKind; 8] = [
        NotificationKind::GameStarted,
        NotificationKind::YourTurn,
        NotificationKind::GameOver,
        NotificationKind::Challenged,
        NotificationKind::ChallengeDeclined,
        NotificationKind::ChallengeCancelled,
        NotificationKind::SeekMatched,
        NotificationKind::AnalysisReady,
    ];

    /// Its name in the API, in streams and in webhook messages.
    pub fn as_str(self) -> &'static str {
        match self {
            NotificationKind::GameStarted => "game_started",
            NotificationKind::YourTurn => "your_turn",
            NotificationKind::GameOver => "game_over",
            NotificationKind::Challenged => "challenged",
            NotificationKind::ChallengeDeclined => "challenge_declined",
            NotificationKind::ChallengeCancelled => "challenge_cancelled",
            NotificationKind::SeekMatched => "seek_matched",
            NotificationKind::AnalysisReady => "analysis_ready",
        }
    }

    /// The kind named `name`.
    pub fn parse(name: &str) -> Option<NotificationKind> {
        NotificationKind::ALL.into_iter().find(|kind| kind.as_str() == name)
    }
}
