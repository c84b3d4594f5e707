//! `carcassonne admin`: moderation from the command line, against the
//! database of `DATABASE_URL` (README "Moderation"). Each action names
//! who takes it (`--by`, by default the login name) and why (`--reason`),
//! and is recorded in the moderation log. Besides, `verify` checks every
//! stored game's log, as after a restore (docs/RELIABILITY.md).

use chrono::{TimeDelta, Utc};
use clap::{Arg, ArgAction, ArgMatches, Command, value_parser};
use service::Service;
use service::moderation::{ModerationError, Moderator};
use uuid::Uuid;

/// The longest suspension with an end, in days (longer: suspend without
/// `--days`, until reinstated).
pub const MAX_SUSPENSION_DAYS: u32 = 3_650;

/// Most log entries one `admin log` prints.
pub const MAX_LOG_ENTRIES: i64 = 1_000;

/// The `admin` subcommand and its actions.
pub fn command() -> Command {
    let username = || Arg::new("username").required(true).help("The account's username");
    let note = || {
        [
            Arg::new("reason").long("reason").required(true).help("Why: kept in the moderation log"),
            Arg::new("by").long("by").help("Who acts, for the log [default: the login name, $USER]"),
        ]
    };
    Command::new("admin")
        .about("Moderate: suspend, reinstate or close accounts, void rated results, read the log; verify the logs")
        .subcommand_required(true)
        .subcommand(
            Command::new("suspend")
                .about("Suspend an account: no sign-in, tokens refused at once, seeks and challenges gone, running games resigned")
                .arg(username())
                .arg(
                    Arg::new("days")
                        .long("days")
                        .value_parser(value_parser!(u32).range(1..=i64::from(MAX_SUSPENSION_DAYS)))
                        .help("For this many days [default: until reinstated]"),
                )
                .args(note()),
        )
        .subcommand(Command::new("reinstate").about("End an account's suspension").arg(username()).args(note()))
        .subcommand(
            Command::new("close")
                .about("Close an account for good, as its owner deleting it would")
                .arg(username())
                .args(note()),
        )
        .subcommand(Command::new("unlist").about("Take an account off the leaderboards").arg(username()).args(note()))
        .subcommand(Command::new("relist").about("Put an account back on the leaderboards").arg(username()).args(note()))
        .subcommand(
            Command::new("void")
                .about("Void a rated game's counted result; the ratings after it are computed again")
                .arg(Arg::new("game").required(true).value_parser(value_parser!(Uuid)).help("The game's id"))
                .args(note()),
        )
        .subcommand(
            Command::new("log")
                .about("Print the moderation log, newest first")
                .arg(Arg::new("account").long("account").help("Only the entries about this account"))
                .arg(
                    Arg::new("limit")
                        .long("limit")
                        .value_parser(value_parser!(i64).range(1..=MAX_LOG_ENTRIES))
                        .default_value("50")
                        .help("At most this many entries"),
                )
                .arg(Arg::new("json").long("json").action(ArgAction::SetTrue).help("One JSON object per line")),
        )
        .subcommand(Command::new("verify").about(
            "Check every started game's log as an import would (whole, and a game its rules and seed produce); \
             fails naming each game that is not",
        ))
}

/// Takes the action `matches` name on `service`; what to print.
pub fn run(service: &Service, matches: &ArgMatches) -> Result<String, String> {
    let (action, args) = matches.subcommand().ok_or("no action given")?;
    let text = |name: &str| args.try_get_one::<String>(name).ok().flatten().map(String::as_str);
    let username = text("username").unwrap_or_default();
    let login = std::env::var("USER").unwrap_or_default();
    let by = Moderator { name: text("by").unwrap_or(&login), reason: text("reason").unwrap_or_default() };
    let failed = |e: ModerationError| e.to_string();
    match action {
        "suspend" => {
            let days = args.get_one::<u32>("days").copied();
            let until = days.map(|days| Utc::now() + TimeDelta::days(i64::from(days)));
            service.suspend(by, username, until).map_err(failed)?;
            Ok(match until {
                Some(until) => format!("suspended {username} until {}", until.to_rfc3339()),
                None => format!("suspended {username} until reinstated"),
            })
        }
        "reinstate" => service.reinstate(by, username).map(|()| format!("reinstated {username}")).map_err(failed),
        "close" => service.close_account(by, username).map(|()| format!("closed {username}")).map_err(failed),
        "unlist" => service.set_listed(by, username, false).map(|()| format!("unlisted {username}")).map_err(failed),
        "relist" => service.set_listed(by, username, true).map(|()| format!("relisted {username}")).map_err(failed),
        "void" => {
            let game = args.get_one::<Uuid>("game").copied().ok_or("no game given")?;
            let voided = service.void_game(by, game).map_err(failed)?;
            Ok(format!(
                "voided game {game}: {} players lost its result; {} later rated games rated again",
                voided.players.len(),
                voided.rerated_games
            ))
        }
        "log" => {
            let limit = args.get_one::<i64>("limit").copied().unwrap_or(50);
            let entries = service.moderation_log(text("account"), limit).map_err(failed)?;
            let json = args.get_flag("json");
            Ok(entries.iter().map(|entry| log_line(entry, json)).collect::<Vec<_>>().join("\n"))
        }
        "verify" => verify(service),
        other => Err(format!("unknown action {other:?}")),
    }
}

/// `admin verify`: a summary, or a failure naming each refused game.
fn verify(service: &Service) -> Result<String, String> {
    let (mut games, mut events, mut refused) = (0usize, 0usize, Vec::new());
    service
        .verify_logs(&mut |checked| {
            games += 1;
            events += checked.events;
            if let Some(refusal) = checked.refusal {
                refused.push(format!("game {}: {refusal}", checked.game));
            }
        })
        .map_err(|e| e.to_string())?;
    let checked = format!("checked {games} games, {events} events");
    if refused.is_empty() {
        return Ok(format!("{checked}: every log is a game of its rules"));
    }
    Err(format!("{checked}: {} do not replay\n{}", refused.len(), refused.join("\n")))
}

fn log_line(entry: &storage::moderation::Entry, json: bool) -> String {
    if json {
        return serde_json::json!({
            "id": entry.id,
            "at": entry.at,
            "moderator": entry.moderator,
            "action": entry.action,
            "account_id": entry.account_id,
            "game_id": entry.game_id,
            "reason": entry.reason,
            "detail": entry.detail,
        })
        .to_string();
    }
    let subject = match (entry.account_id, entry.game_id) {
        (Some(account), _) => format!("account {account}"),
        (None, Some(game)) => format!("game {game}"),
        (None, None) => String::new(),
    };
    format!(
        "#{} {} {} {} {subject}: {:?} {}",
        entry.id,
        entry.at.to_rfc3339(),
        entry.moderator,
        entry.action,
        entry.reason,
        entry.detail
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<ArgMatches, clap::Error> {
        command().try_get_matches_from(std::iter::once("admin").chain(args.iter().copied()))
    }

    #[test]
    fn every_action_needs_a_reason() {
        for action in ["suspend", "reinstate", "close", "unlist", "relist"] {
            let error = parse(&[action, "alice"]).unwrap_err();
            assert_eq!(error.kind(), clap::error::ErrorKind::MissingRequiredArgument, "{action}");
            assert!(parse(&[action, "alice", "--reason", "farming"]).is_ok(), "{action}");
        }
        let game = "6f1c1f6e-1f6e-4c1f-8f6e-1f6e4c1f8f6e";
        assert!(parse(&["void", game]).is_err());
        assert!(parse(&["void", game, "--reason", "engine help"]).is_ok());
    }

    #[test]
    fn out_of_range_values_are_refused() {
        let error = parse(&["suspend", "alice", "--reason", "r", "--days", "0"]).unwrap_err();
        assert_eq!(error.kind(), clap::error::ErrorKind::ValueValidation);
        assert!(parse(&["suspend", "alice", "--reason", "r", "--days", "3651"]).is_err());
        assert!(parse(&["suspend", "alice", "--reason", "r", "--days", "7"]).is_ok());
        assert!(parse(&["void", "not-a-game", "--reason", "r"]).is_err());
        assert!(parse(&["log", "--limit", "1001"]).is_err());
        assert!(parse(&[]).is_err(), "an action is required");
    }
}
