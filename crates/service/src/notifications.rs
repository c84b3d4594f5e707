//! What an account hears of its games and challenges: the notifications
//! an append causes, decided once (in [`crate::games::Change`]), and those
//! of challenges and seeks; carried both by the account's stream and by
//! its webhooks.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

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
}

impl NotificationKind {
    /// Every kind.
    pub const ALL: [NotificationKind; 7] = [
        NotificationKind::GameStarted,
        NotificationKind::YourTurn,
        NotificationKind::GameOver,
        NotificationKind::Challenged,
        NotificationKind::ChallengeDeclined,
        NotificationKind::ChallengeCancelled,
        NotificationKind::SeekMatched,
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
        }
    }

    /// The kind named `name`.
    pub fn parse(name: &str) -> Option<NotificationKind> {
        NotificationKind::ALL.into_iter().find(|kind| kind.as_str() == name)
    }
}

/// One account's notification.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notification {
    /// Who hears it.
    pub account: i64,
    /// Of what.
    pub kind: NotificationKind,
    /// What it is about, when that is not the append of its notice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<Subject>,
}

/// What a notification that is not about an append is about: the `data`
/// of its stream event and webhook message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Subject {
    /// A challenge.
    Challenge {
        /// Its id.
        challenge: Uuid,
    },
    /// A seek, matched into a game.
    Seek {
        /// The seek's id.
        seek: Uuid,
        /// The game it was matched into.
        game: Uuid,
    },
}

impl Notification {
    /// `kind` for `account` about `subject`.
    pub fn about(account: i64, kind: NotificationKind, subject: Subject) -> Notification {
        Notification { account, kind, subject: Some(subject) }
    }
}

/// The notifications of an append: `game_started` (when it `started` the
/// game) or `game_over` (when it ended it) to every account in `players`,
/// and `your_turn` to each of `deciders` (accounts that decide now,
/// without a bot playing for them) that was not among `previously`.
pub fn of_append(
    started: bool,
    over: bool,
    players: &[i64],
    deciders: &[i64],
    previously: &[i64],
) -> Vec<Notification> {
    let mut accounts = players.to_vec();
    accounts.sort_unstable();
    accounts.dedup();
    let everyone = match (started, over) {
        (_, true) => Some(NotificationKind::GameOver),
        (true, false) => Some(NotificationKind::GameStarted),
        (false, false) => None,
    };
    let mut notifications: Vec<Notification> = everyone
        .into_iter()
        .flat_map(|kind| accounts.iter().map(move |&account| Notification { account, kind, subject: None }))
        .collect();
    if !over {
        let mut turns: Vec<i64> = deciders.iter().copied().filter(|account| !previously.contains(account)).collect();
        turns.sort_unstable();
        turns.dedup();
        notifications.extend(turns.into_iter().map(|account| Notification {
            account,
            kind: NotificationKind::YourTurn,
            subject: None,
        }));
    }
    notifications
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds_of(notifications: &[Notification], account: i64) -> Vec<&'static str> {
        notifications.iter().filter(|n| n.account == account).map(|n| n.kind.as_str()).collect()
    }

    #[test]
    fn a_start_tells_everyone_and_the_first_to_decide_that_it_is_their_turn() {
        let notifications = of_append(true, false, &[1, 2, 2], &[1], &[]);
        assert_eq!(kinds_of(&notifications, 1), ["game_started", "your_turn"]);
        assert_eq!(kinds_of(&notifications, 2), ["game_started"]);
    }

    #[test]
    fn a_turn_is_told_once_not_at_each_decision_within_it() {
        assert_eq!(kinds_of(&of_append(false, false, &[1, 2], &[2], &[1]), 2), ["your_turn"]);
        assert!(of_append(false, false, &[1, 2], &[2], &[2]).is_empty());
    }

    #[test]
    fn the_end_tells_everyone_and_nobody_that_it_is_their_turn() {
        let notifications = of_append(false, true, &[1, 2], &[2], &[1]);
        assert_eq!(kinds_of(&notifications, 1), ["game_over"]);
        assert_eq!(kinds_of(&notifications, 2), ["game_over"]);
    }

    #[test]
    fn kinds_read_back_from_their_names() {
        for kind in NotificationKind::ALL {
            assert_eq!(NotificationKind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(NotificationKind::parse("ping"), None);
    }
}
