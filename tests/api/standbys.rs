//! Reads from a hot standby (the run's streaming replica of the test
//! server): reads that may be a little behind are served there, a read
//! naming a version the standby lacks goes to the primary, reads never go
//! back in time on one instance, and a standby that does not answer costs
//! no error.

use crate::live::first_move;
use crate::support::{ReadsFrom, Setup, TestApp, spawn_app, spawn_instance, standby};
use diesel::{Connection, PgConnection, RunQueryDsl};

/// The standby's replay of the primary, paused while this lives.
struct ReplayPaused(PgConnection);

impl ReplayPaused {
    fn start(database: &str) -> ReplayPaused {
        let mut conn = PgConnection::establish(&standby().url(database)).expect("the standby");
        diesel::sql_query("SELECT pg_wal_replay_pause()").execute(&mut conn).expect("paused");
        ReplayPaused(conn)
    }
}

impl Drop for ReplayPaused {
    fn drop(&mut self) {
        let _ = diesel::sql_query("SELECT pg_wal_replay_resume()").execute(&mut self.0);
    }
}

/// Waits until the standby has replayed game `id` to `seq`.
async fn replayed(database: &str, id: &str, seq: i64) {
    #[derive(diesel::QueryableByName)]
    struct Last {
        #[diesel(sql_type = diesel::sql_types::Integer)]
        last_seq: i32,
    }
    for _ in 0..200 {
        let reached = PgConnection::establish(&standby().url(database)).ok().and_then(|mut conn| {
            diesel::sql_query(format!("SELECT last_seq FROM games WHERE id = '{id}'"))
                .get_result::<Last>(&mut conn)
                .ok()
        });
        if reached.is_some_and(|last| i64::from(last.last_seq) >= seq) {
            return;
        }
        actix_web::rt::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the standby did not replay game {id} to {seq}");
}

/// An instance reading from the standby, once it has found it fit.
async fn reading_from_the_standby(primary: &TestApp) -> TestApp {
    let app = spawn_instance(primary, Setup { reads_from: ReadsFrom::Standby, ..Setup::default() }).await;
    for _ in 0..100 {
        if app.metric("db_standbys_fit").await == 1 {
            return app;
        }
        actix_web::rt::time::sleep(storage::standbys::PROBE_INTERVAL).await;
    }
    panic!("the standby was never found fit");
}

async fn seq_of(app: &TestApp, path: &str, token: &str) -> i64 {
    let reply = app.call("GET", path, Some(token), None).await;
    assert_eq!(reply.status, 200, "{reply:?}");
    reply.body["seq"].as_i64().or_else(|| reply.body["last_seq"].as_i64()).expect("a sequence number")
}

#[actix_web::test]
async fn reads_come_from_the_standby_unless_it_lacks_the_version_wanted() {
    let primary = spawn_app().await;
    let reader = reading_from_the_standby(&primary).await;
    let (ada, bob) = (primary.user("ada").await, primary.user("bob").await);
    let game = primary.started_game(&ada, &bob).await;
    let path = format!("/v1/games/{game}");
    let started = seq_of(&primary, &path, &ada).await;
    replayed(primary.database(), &game, started).await;
    let paused = ReplayPaused::start(primary.database());
    let moved = first_move(&primary, &game, &[&ada, &bob]).await["seq"].as_i64().expect("seq");

    assert_eq!(seq_of(&reader, &path, &ada).await, started, "the standby's version, a move behind");
    assert_eq!(reader.metric("db_standby_reads_total{result=\"served\"}").await, 1);
    assert_eq!(seq_of(&reader, &format!("{path}?min_seq={moved}"), &ada).await, moved, "the version named");
    assert_eq!(reader.metric("db_standby_reads_total{result=\"behind\"}").await, 1);
    assert_eq!(seq_of(&reader, &path, &ada).await, moved, "never back to an older version on one instance");

    // Another instance that has not read the game: If-None-Match names a
    // version, and so does the log's `min_seq`.
    let other = reading_from_the_standby(&primary).await;
    let etag = primary
        .call("GET", &path, Some(&ada), None)
        .await
        .headers
        .get("etag")
        .expect("an ETag")
        .to_str()
        .unwrap()
        .to_owned();
    let (headers, _) = other.raw_get(&path, &ada, &[("If-None-Match", &etag)]).await;
    assert_eq!(headers.get("etag").map(|v| v.to_str().unwrap().to_owned()), Some(etag), "not the standby's older tag");
    let log = format!("/v1/games/{game}/events?min_seq={moved}");
    assert_eq!(seq_of(&other, &log, &ada).await, moved);
    assert_eq!(seq_of(&other, &format!("/v1/games/{game}/events"), &bob).await, started, "left to the standby");
    drop(paused);
    let list = other.call("GET", "/v1/games", Some(&ada), None).await;
    assert_eq!(list.status, 200);
    assert!(other.metric("db_standby_reads_total{result=\"served\"}").await >= 2, "the log and the list");
}

#[actix_web::test]
async fn a_standby_that_does_not_answer_costs_no_error() {
    let primary = spawn_app().await;
    let reader = spawn_instance(&primary, Setup { reads_from: ReadsFrom::Unreachable, ..Setup::default() }).await;
    let (ada, bob) = (primary.user("ada").await, primary.user("bob").await);
    let game = primary.started_game(&ada, &bob).await;
    actix_web::rt::time::sleep(storage::standbys::PROBE_INTERVAL * 3).await;
    for path in [format!("/v1/games/{game}"), format!("/v1/games/{game}/events"), "/v1/games".to_owned()] {
        assert_eq!(reader.call("GET", &path, Some(&ada), None).await.status, 200, "{path}");
    }
    assert_eq!((reader.metric("db_standbys").await, reader.metric("db_standbys_fit").await), (1, 0));
    assert_eq!(reader.metric("db_standby_reads_total{result=\"served\"}").await, 0);
}
