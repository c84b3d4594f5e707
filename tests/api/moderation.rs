//! Moderation from the command line (`carcassonne admin`, the real binary
//! on the test's database): suspensions that hold on every instance at
//! once, closing, leaderboard removal, and voided results with the
//! ratings after them computed again, each recorded in the log.

use crate::ratings::{rated_duel, rating, resign};
use crate::support::{TestApp, spawn_app, spawn_second_instance};
use api::profiles::Pool;
use serde_json::{Value, json};
use service::ratings::Rating;
use storage::ratings::Skill;

async fn login(app: &TestApp, name: &str) -> crate::support::Reply {
    let credentials = json!({"username": name, "password": "correct horse battery"});
    app.call("POST", "/v1/auth/login", None, Some(credentials)).await
}

/// A counted rated duel that `winner` wins and `loser` resigns.
async fn counted_duel(app: &TestApp, winner: &str, loser: &str) -> String {
    let game = rated_duel(app, winner, loser, None).await;
    app.play_decisions(&game, &[winner, loser], 2).await;
    resign(app, &game, loser).await;
    game
}

fn skill(rating: &Value) -> (f64, f64) {
    (rating["rating"].as_f64().unwrap(), rating["deviation"].as_f64().unwrap())
}

fn close_to(got: (f64, f64), want: Skill) -> bool {
    (got.0 - want.rating).abs() < 1e-6 && (got.1 - want.deviation).abs() < 1e-6
}

#[actix_web::test]
async fn a_suspended_account_is_refused_everywhere_at_once_and_signs_in_again_once_reinstated() {
    let first = spawn_app().await;
    let second = spawn_second_instance(&first).await;
    let (ada, bob) = (first.user("ada").await, first.user("bob").await);
    let running = rated_duel(&first, &ada, &bob, None).await;
    let open = first.create_game(&ada, json!({"ruleset": "classic", "options": {"players": 2}})).await;
    let game = json!({"ruleset": "classic", "options": {"players": 2}});
    let created = second.call("POST", "/v1/games", Some(&ada), Some(game.clone())).await;
    assert_eq!(created.status, 201, "the second instance has read the session: {created:?}");

    let (done, out, err) = first.admin(&["suspend", "ada", "--days", "7", "--reason", "engine use", "--by", "mod"]);
    assert!(done, "{err}");
    assert!(out.starts_with("suspended ada until "), "{out}");
    actix_web::rt::time::sleep(std::time::Duration::from_millis(200)).await;
    let refused = second.call("POST", "/v1/games", Some(&ada), Some(game)).await;
    assert_eq!((refused.status, refused.code()), (401, "revoked_token"), "{refused:?}");
    let signing_in = login(&first, "ada").await;
    assert_eq!((signing_in.status, signing_in.code()), (403, "account_suspended"), "{signing_in:?}");
    assert!(signing_in.body["detail"].as_str().unwrap().contains("suspended until 20"), "{signing_in:?}");
    let wrong = first.call("POST", "/v1/auth/login", None, Some(json!({"username": "ada", "password": "x".repeat(9)})));
    assert_eq!(wrong.await.code(), "bad_credentials", "the suspension is told only to the password's holder");
    // Its running game was resigned (before two decisions each: aborted),
    // its open games cancelled.
    let view = first.call("GET", &format!("/v1/games/{running}"), Some(&bob), None).await.body;
    assert_eq!((view["status"].clone(), view["rated_result"].clone()), (json!("finished"), json!("aborted")));
    let view = first.call("GET", &format!("/v1/games/{open}"), Some(&bob), None).await.body;
    assert_eq!(view["status"], "cancelled");

    let (done, out, err) = first.admin(&["reinstate", "ada", "--reason", "appeal upheld", "--by", "lead"]);
    assert!(done, "{err}");
    assert_eq!(out, "reinstated ada");
    assert_eq!(login(&first, "ada").await.status, 200);
    let (done, _, err) = first.admin(&["reinstate", "ada", "--reason", "again", "--by", "lead"]);
    assert!(!done && err.contains("it is not suspended"), "{err}");

    let (done, out, err) = first.admin(&["log", "--account", "ada", "--json"]);
    assert!(done, "{err}");
    let entries: Vec<Value> = out.lines().map(|line| serde_json::from_str(line).unwrap()).collect();
    let summary: Vec<_> =
        entries.iter().map(|e| (e["action"].clone(), e["moderator"].clone(), e["reason"].clone())).collect();
    assert_eq!(
        summary,
        [
            (json!("reinstate"), json!("lead"), json!("appeal upheld")),
            (json!("suspend"), json!("mod"), json!("engine use"))
        ]
    );
    assert!(entries[1]["detail"]["until"].is_string(), "{}", entries[1]);
}

#[actix_web::test]
async fn an_account_suspended_until_reinstated_or_closed_cannot_sign_in() {
    let app = spawn_app().await;
    let (ada, _cyd) = (app.user("ada").await, app.user("cyd").await);
    let (done, out, err) = app.admin(&["suspend", "ada", "--reason", "farming", "--by", "mod"]);
    assert!(done, "{err}");
    assert_eq!(out, "suspended ada until reinstated");
    let refused = login(&app, "ada").await;
    assert!(refused.body["detail"].as_str().unwrap().contains("until a moderator reinstates it"), "{refused:?}");
    assert_eq!(app.call("GET", "/v1/me", Some(&ada), None).await.code(), "revoked_token");

    let (done, out, err) = app.admin(&["close", "cyd", "--reason", "spam", "--by", "mod"]);
    assert!(done, "{err}");
    assert_eq!(out, "closed cyd");
    assert_eq!(login(&app, "cyd").await.code(), "bad_credentials");
    let (done, _, err) = app.admin(&["suspend", "cyd", "--reason", "again", "--by", "mod"]);
    assert!(!done && err.contains("no account is named \"cyd\""), "its name went with it: {err}");
    let (done, _, err) = app.admin(&["suspend", "ada", "--reason", " ", "--by", "mod"]);
    assert!(!done && err.contains("a reason are required"), "{err}");
}

#[actix_web::test]
async fn unlisted_and_suspended_accounts_are_off_the_leaderboards() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    counted_duel(&app, &ada, &bob).await;
    app.execute_sql("UPDATE ratings SET games = 10, opponents = 5");
    let board = || async { app.call("GET", "/v1/leaderboards/classic/duel", None, None).await.body["entries"].clone() };
    let names = |entries: Value| -> Vec<String> {
        entries.as_array().unwrap().iter().map(|e| e["username"].as_str().unwrap().to_owned()).collect()
    };
    assert_eq!(names(board().await), ["ada", "bob"]);
    assert!(app.admin(&["unlist", "ada", "--reason", "boosted", "--by", "mod"]).0);
    assert_eq!(names(board().await), ["bob"]);
    let (done, _, err) = app.admin(&["unlist", "ada", "--reason", "twice", "--by", "mod"]);
    assert!(!done && err.contains("it is off the leaderboards"), "{err}");
    assert!(app.admin(&["suspend", "bob", "--days", "1", "--reason", "r", "--by", "mod"]).0);
    assert_eq!(names(board().await), Vec::<String>::new());
    assert!(app.admin(&["relist", "ada", "--reason", "cleared", "--by", "mod"]).0);
    assert_eq!(names(board().await), ["ada"]);
    // Once the suspension is over, its account is back.
    app.execute_sql("UPDATE accounts SET suspended_until = now() - interval '1 second' WHERE username = 'bob'");
    assert_eq!(names(board().await), ["ada", "bob"]);
    assert_eq!(login(&app, "bob").await.status, 200, "an ended suspension no longer holds");
}

/// Ada beats Bob, then Cyd; Bob beats Cyd. Voiding the first game leaves
/// the ratings as if only the other two had been played, in order.
#[actix_web::test]
async fn a_voided_result_goes_and_the_rated_games_after_it_are_rated_again_in_order() {
    let app = spawn_app().await;
    let (ada, bob, cyd) = (app.user("ada").await, app.user("bob").await, app.user("cyd").await);
    let first = counted_duel(&app, &ada, &bob).await;
    counted_duel(&app, &ada, &cyd).await;
    counted_duel(&app, &bob, &cyd).await;
    let before = rating(&app, "bob", &bob, "classic", "duel").await;
    assert_eq!(before["games"], 2);

    let (done, out, err) = app.admin(&["void", &first, "--reason", "win trading", "--by", "mod"]);
    assert!(done, "{err}");
    assert_eq!(out, format!("voided game {first}: 2 players lost its result; 2 later rated games rated again"));
    let view = app.call("GET", &format!("/v1/games/{first}"), Some(&ada), None).await.body;
    assert_eq!(view["rated_result"], "voided");

    let start = Pool::Duel.initial();
    let second = Pool::Duel.rate(&[start, start], &[1, 2]);
    let third = Pool::Duel.rate(&[start, second[1]], &[1, 2]);
    let (ada_now, bob_now, cyd_now) = (
        rating(&app, "ada", &ada, "classic", "duel").await,
        rating(&app, "bob", &bob, "classic", "duel").await,
        rating(&app, "cyd", &cyd, "classic", "duel").await,
    );
    assert!(close_to(skill(&ada_now), second[0]), "{ada_now} against {:?}", second[0]);
    assert!(close_to(skill(&bob_now), third[0]), "{bob_now} against {:?}", third[0]);
    assert!(close_to(skill(&cyd_now), third[1]), "{cyd_now} against {:?}", third[1]);
    assert_eq!((ada_now["games"].clone(), ada_now["wins"].clone()), (json!(1), json!(1)));
    assert_eq!(
        (bob_now["games"].clone(), bob_now["wins"].clone(), bob_now["losses"].clone()),
        (json!(1), json!(1), json!(0))
    );
    assert_eq!(bob_now["best"].as_f64().unwrap(), third[0].rating, "its best is recomputed too");
    let history = app.call("GET", "/v1/players/bob/rating-history", None, None).await.body;
    let changes = history["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 1, "{history}");
    assert_eq!(changes[0]["rating_before"].as_f64().unwrap(), start.rating);
    let record = app.call("GET", "/v1/players/bob", None, None).await.body["rulesets"][0].clone();
    assert_eq!((record["games"].clone(), record["losses"].clone()), (json!(1), json!(0)), "{record}");

    let (done, _, err) = app.admin(&["void", &first, "--reason", "again", "--by", "mod"]);
    assert!(!done && err.contains("result is voided: only a counted rated result can be voided"), "{err}");
    let unknown = "6f1c1f6e-1f6e-4c1f-8f6e-1f6e4c1f8f6e";
    let (done, _, err) = app.admin(&["void", unknown, "--reason", "r", "--by", "mod"]);
    assert!(!done && err.contains("no game has the id"), "{err}");
    let (done, out, _) = app.admin(&["log", "--limit", "1"]);
    assert!(done && out.contains(" mod void game ") && out.contains("\"win trading\""), "{out}");
}
