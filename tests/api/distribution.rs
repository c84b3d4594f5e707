//! The schema can be spread over a distributed PostgreSQL (Citus) by game
//! id without changes: every table of a game's rows is keyed by the game
//! id, and every other table can be kept whole on every node (a reference
//! table). docs/SCALING.md says what such a deployment changes.

use crate::support::spawn_app;
use diesel::{QueryableByName, RunQueryDsl, sql_types::Text};
use std::collections::{BTreeMap, BTreeSet};

/// The tables of a game's rows and the column that holds the game id:
/// Citus would distribute each on it, co-located, so that a command (the
/// append) and every read of one game runs on one node.
const GAME_TABLES: [(&str, &str); 5] = [
    ("games", "id"),
    ("game_setups", "game_id"),
    ("game_players", "game_id"),
    ("events", "game_id"),
    ("analyses", "game_id"),
];

/// Every other table, kept whole on every node: accounts and what hangs
/// off them, the lobby (challenges, seeks), ratings, webhooks, the bot
/// workers' shares, the moderation log, and the migrations' own record.
const REFERENCE_TABLES: [&str; 17] = [
    "__diesel_schema_migrations",
    "accounts",
    "bot_shares",
    "challenged",
    "challenges",
    "game_records",
    "idempotency_keys",
    "moderation_log",
    "rating_history",
    "ratings",
    "refresh_tokens",
    "seeks",
    "sessions",
    "stream_tickets",
    "team_records",
    "webhook_deliveries",
    "webhook_endpoints",
];

#[derive(QueryableByName, Debug)]
struct Named {
    #[diesel(sql_type = Text)]
    table: String,
    #[diesel(sql_type = Text)]
    name: String,
    /// Comma-separated columns (of the index, or of the key's own table).
    #[diesel(sql_type = Text)]
    columns: String,
    /// The table a foreign key references (empty for an index).
    #[diesel(sql_type = Text)]
    target: String,
}

#[actix_web::test]
async fn game_tables_are_keyed_by_game_id_and_no_other_table_references_them() {
    let app = spawn_app().await;
    let mut conn = storage::connect(&app.database_pool(1)).expect("a connection");
    let tables: BTreeSet<String> = diesel::sql_query(
        "SELECT tablename AS table, '' AS name, '' AS columns, '' AS target FROM pg_tables WHERE schemaname = 'public'",
    )
    .load::<Named>(&mut conn)
    .expect("tables")
    .into_iter()
    .map(|t| t.table)
    .collect();
    let classified: BTreeSet<String> =
        GAME_TABLES.iter().map(|(t, _)| *t).chain(REFERENCE_TABLES.iter().copied()).map(str::to_owned).collect();
    assert_eq!(tables, classified, "every table, each classified once (a new table: classify it)");

    let game_key: BTreeMap<&str, &str> = GAME_TABLES.into_iter().collect();
    let unique = diesel::sql_query(
        "SELECT t.relname::text AS table, i.relname::text AS name,
                coalesce(string_agg(a.attname::text, ',' ORDER BY a.attnum), '') AS columns, '' AS target
         FROM pg_index x
         JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
         LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY (x.indkey)
         WHERE x.indisunique GROUP BY 1, 2",
    )
    .load::<Named>(&mut conn)
    .expect("unique indexes");
    for index in unique.iter().filter(|i| game_key.contains_key(i.table.as_str())) {
        let key = game_key[index.table.as_str()];
        assert!(index.columns.split(',').any(|c| c == key), "{index:?} must include {key}");
    }
    assert!(unique.iter().any(|i| i.name == "events_pkey" && i.columns == "game_id,seq"), "{unique:?}");

    let foreign = diesel::sql_query(
        "SELECT c.conrelid::regclass::text AS table, c.conname::text AS name,
                string_agg(a.attname::text, ',') AS columns, c.confrelid::regclass::text AS target
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
         WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace GROUP BY 1, 2, 4",
    )
    .load::<Named>(&mut conn)
    .expect("foreign keys");
    for key in foreign.iter().filter(|k| game_key.contains_key(k.target.as_str())) {
        let column = game_key.get(key.table.as_str());
        assert!(
            column.is_some_and(|column| key.columns.split(',').any(|c| c == *column)),
            "{key:?}: only a game table may reference a game table, by its game id"
        );
    }
    assert_eq!(foreign.iter().filter(|k| game_key.contains_key(k.target.as_str())).count(), 4, "{foreign:?}");
}
