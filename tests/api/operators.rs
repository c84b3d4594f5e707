//! What operators page on (issue 56): `/metrics` shows the database as the
//! instance sees it (role, timeline, replicas), the workers' queues, how
//! long requests wait for connections, and every problem by its code.

use crate::bots::all_bot_game;
use crate::support::{Setup, TestApp, spawn_app_set_up, spawn_without_database, standby};

/// The value of the series `name` (with its labels) in `text`.
fn value(text: &str, series: &str) -> Option<f64> {
    text.lines().find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.trim().parse().ok())
}

/// The metrics once `ready` holds of them (the watch looks every two
/// seconds).
async fn metrics_once(app: &TestApp, ready: impl Fn(&str) -> bool) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let text = app.text_of("/metrics").await.1;
        if ready(&text) || std::time::Instant::now() > deadline {
            return text;
        }
        actix_web::rt::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[actix_web::test]
async fn metrics_show_the_primary_its_replicas_and_the_queues() {
    standby();
    let app = spawn_app_set_up(Setup { bot_workers: 0, watch_database: true, ..Setup::default() }).await;
    let ada = app.user("ada").await;
    all_bot_game(&app, &ada, 2, "random").await;
    let text = metrics_once(&app, |text| value(text, r#"work_queue_jobs{queue="bot_turns"}"#) == Some(1.0)).await;
    assert_eq!(value(&text, r#"db_role{role="primary"}"#), Some(1.0), "{text}");
    assert_eq!(value(&text, r#"db_role{role="unreachable"}"#), Some(0.0), "{text}");
    assert!(value(&text, "db_timeline").is_some_and(|timeline| timeline >= 1.0), "{text}");
    assert_eq!(value(&text, "db_failovers_noticed_total"), Some(0.0), "{text}");
    assert_eq!(value(&text, r#"work_queue_jobs{queue="bot_turns"}"#), Some(1.0), "no worker here: {text}");
    assert_eq!(value(&text, r#"work_queue_jobs{queue="analyses"}"#), Some(0.0), "{text}");
    assert_eq!(value(&text, r#"work_queue_jobs{queue="webhook_deliveries"}"#), Some(0.0), "{text}");
    assert!(value(&text, r#"work_queue_oldest_seconds{queue="bot_turns"}"#).is_some_and(|s| s >= 0.0), "{text}");
    // The test server's standby streams from it, asynchronously.
    let replica = text.lines().find(|line| line.starts_with("db_replica_synchronous{replica=")).unwrap_or_default();
    assert!(replica.ends_with(" 0"), "{text}");
    assert!(text.contains("db_replica_lag_bytes{replica="), "{text}");
    // Every request so far took a connection, and none went without.
    assert!(value(&text, "db_pool_wait_seconds_count").is_some_and(|count| count > 0.0), "{text}");
    assert_eq!(value(&text, "db_pool_checkouts_failed_total"), Some(0.0), "{text}");
}

#[actix_web::test]
async fn metrics_count_problems_by_code_and_say_the_database_is_unreachable() {
    let app = spawn_without_database().await;
    let down = app.call("GET", "/v1/games", None, None).await;
    assert_eq!(down.status, 503, "{down:?}");
    assert_eq!(app.call("GET", "/v1/no-such-thing", None, None).await.status, 404);
    let text = metrics_once(&app, |text| value(text, r#"db_role{role="unreachable"}"#) == Some(1.0)).await;
    assert_eq!(value(&text, r#"db_role{role="unreachable"}"#), Some(1.0), "{text}");
    assert_eq!(value(&text, r#"db_role{role="primary"}"#), Some(0.0), "{text}");
    assert_eq!(value(&text, r#"http_problems_total{code="database_unavailable",status="503"}"#), Some(1.0), "{text}");
    assert_eq!(value(&text, r#"http_problems_total{code="no_route",status="404"}"#), Some(1.0), "{text}");
    assert_eq!(value(&text, "db_pool_checkouts_failed_total"), Some(1.0), "{text}");
    assert!(!text.contains("work_queue_jobs{"), "no queue is known without a primary: {text}");
}

/// Every metric `deploy/alerts.yml` pages on is one the service exports
/// (a renamed metric would silence its alert).
#[actix_web::test]
async fn the_alerts_name_metrics_the_service_exports() {
    standby();
    let app = spawn_app_set_up(Setup { watch_database: true, ..Setup::default() }).await;
    assert_eq!(app.call("GET", "/v1/no-such-thing", None, None).await.status, 404, "a problem is counted");
    let text = metrics_once(&app, |text| text.contains("db_replica_lag_seconds{")).await;
    let rules = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/alerts.yml")).expect("alerts");
    let mut named = 0;
    for expression in rules.lines().filter_map(|line| line.trim().strip_prefix("expr:")) {
        let words = expression.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'));
        for metric in words.filter(|w| ["db_", "work_queue_", "http_"].iter().any(|p| w.starts_with(p))) {
            let family =
                ["_total", "_sum", "_count", "_bucket"].iter().fold(metric, |m, s| m.strip_suffix(s).unwrap_or(m));
            assert!(text.contains(&format!("# TYPE {family} ")), "{metric} of {expression} is not exported:\n{text}");
            named += 1;
        }
    }
    assert!(named >= 12, "only {named} metrics found in the alerts");
}
