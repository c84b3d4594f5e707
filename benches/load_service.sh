# shellcheck shell=bash
# Sourced by the benchmark scripts that load the service with
# examples/load.rs and run pgbench on its database beside it.

# Builds the service and the load generator (release), starts the service
# over its private PostgreSQL with every limit raised (tests/lib/service.sh),
# and brings in benches/cpu.sh; settings from the caller's environment.
start_load_service() {
    export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
    # Two connections per core of the database: more only queue inside PostgreSQL.
    export DB_POOL_SIZE=${DB_POOL_SIZE:-4}
    export JWT_SECRET=${JWT_SECRET:-load-benchmark-secret-0123456789abcdef}
    cargo build --release --bin carcassonne --example load
    source tests/lib/service.sh
    raise_limits
    source benches/cpu.sh
    start_service
}

# Numbers the started games 1..N in table floor_games (n, id), where
# pgbench scripts pick them (benches/floor.sql), and prints N.
number_started_games() {
    local psql=(psql -q -h "$service_data/postgres" -U postgres -d carcassonne)
    "${psql[@]}" -c "CREATE TABLE floor_games AS SELECT row_number() OVER () AS n, id FROM games WHERE last_seq > 0;
                     CREATE UNIQUE INDEX ON floor_games (n);" >/dev/null
    "${psql[@]}" -At -c "SELECT count(*) FROM floor_games"
}
