//! `carcassonne admin verify`: every started game's stored log checked as
//! an import checks one, as after a restore from backup.

use crate::support::spawn_app;
use serde_json::json;

/// Started games pass, games not started are not read; a log with an
/// event missing and one whose move the rules refuse are each named, and
/// the command fails.
#[actix_web::test]
async fn verify_names_each_game_whose_log_is_not_whole_or_not_a_game() {
    let app = spawn_app().await;
    let (ada, bob) = (app.user("ada").await, app.user("bob").await);
    let played = app.started_game(&ada, &bob).await;
    for _ in 0..4 {
        let view = app.call("GET", &format!("/v1/games/{played}"), Some(&ada), None).await;
        let token = if view.body["your_turn"] == true { &ada } else { &bob };
        let legal = app.call("GET", &format!("/v1/games/{played}/legal-moves"), Some(token), None).await;
        let body =
            json!({"ruleset": "classic", "expected_seq": legal.body["seq"], "command": legal.body["commands"][0]});
        assert_eq!(
            app.call("POST", &format!("/v1/games/{played}/commands"), Some(token), Some(body)).await.status,
            200
        );
    }
    let resigned = app.started_game(&ada, &bob).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{resigned}/resign"), Some(&bob), None).await.status, 200);
    let mists = app.create_game(&ada, json!({"ruleset": "mists", "options": {"players": 1}})).await;
    assert_eq!(app.call("POST", &format!("/v1/games/{mists}/start"), Some(&ada), None).await.status, 200);
    app.create_game(&bob, json!({"ruleset": "classic", "options": {"players": 2}})).await;

    let (done, out, err) = app.admin(&["verify"]);
    assert!(done, "{out} {err}");
    assert!(out.starts_with("checked 3 games,") && out.contains("every log is a game of its rules"), "{out}");

    app.execute_sql(&format!(
        "UPDATE events SET payload = jsonb_set(payload, '{{x}}', '40') WHERE game_id = '{played}' AND seq = \
         (SELECT min(seq) FROM events WHERE game_id = '{played}' AND event_type = 'tile_placed')"
    ));
    app.execute_sql(&format!(
        "DELETE FROM events WHERE game_id = '{resigned}' AND seq = (SELECT max(seq) FROM events WHERE game_id = '{resigned}')"
    ));
    let (done, out, err) = app.admin(&["verify"]);
    assert!(!done, "{out}");
    assert!(err.contains("checked 3 games,") && err.contains("2 do not replay"), "{err}");
    let named = |game: &str| err.lines().find(|line| line.starts_with(&format!("game {game}: "))).map(str::to_owned);
    assert!(named(&played).is_some_and(|line| line.contains("illegal move")), "the move refused: {err}");
    assert!(named(&resigned).is_some_and(|line| line.contains("the log is not whole")), "{err}");
    assert_eq!(named(&mists), None, "{err}");
}
