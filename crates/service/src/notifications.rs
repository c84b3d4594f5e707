//! What an account hears of its games and challenges: the notifications
//! an append causes, decided once (in `games::Change`), and those
//! of challenges and seeks; carried both by the account's stream and by
//! its webhooks.

pub use api::notifications::NotificationKind;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

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
    /// A game's analysis.
    Analysis {
        /// The game analysed.
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
