#!/usr/bin/env bash
# Would committing several commands' appends in one transaction (group
# commit in the service) save the database CPU? pgbench on the service's
# own tables, with games a short run of examples/load.rs made: the append
# of benches/floor.sql alone, each in its own transaction (autocommit, as
# the service sends it) on CLIENTS connections, against GROUP such appends
# to different games between BEGIN and COMMIT on one connection (as one
# writer batching its instance's commands would send them). Each run
# prints appends/s and PostgreSQL's CPU per append (benches/cpu.sh).
# ROUNDS alternated rounds (default 2). Release build.
# Usage: [ROUNDS=2] benches/grouped_appends.sh [clients] [group] [seconds]
set -euo pipefail
cd "$(dirname "$0")/.."
clients=${1:-4} group=${2:-4} seconds=${3:-15}
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
export DB_POOL_SIZE=${DB_POOL_SIZE:-4}
export JWT_SECRET=${JWT_SECRET:-load-benchmark-secret-0123456789abcdef}
cargo build --release --bin carcassonne --example load
source tests/lib/service.sh
raise_limits
source benches/cpu.sh
start_service
target/release/examples/load "$BASE_URL" 32 0 6 classic >/dev/null 2>&1
psql=(psql -q -h "$service_data/postgres" -U postgres -d carcassonne)
"${psql[@]}" -c "CREATE TABLE floor_games AS SELECT row_number() OVER () AS n, id FROM games WHERE last_seq > 0;
                 CREATE UNIQUE INDEX ON floor_games (n);"
games=$("${psql[@]}" -At -c "SELECT count(*) FROM floor_games")
# One append to a game picked at random: floor.sql from its append on.
one_append() {
    echo '\set n random(1, :games)'
    echo 'SELECT id AS game FROM floor_games WHERE n = :n \gset'
    awk '/^WITH moved AS/, 0' benches/floor.sql
}
one_append >"$service_data/alone.sql"
grep -q 'INSERT INTO events' "$service_data/alone.sql" || { echo "floor.sql: no append found" >&2; exit 1; }
{
    echo 'BEGIN;'
    for _ in $(seq "$group"); do one_append; done
    echo 'COMMIT;'
} >"$service_data/grouped.sql"
cpu=$service_data/cpu
for round in $(seq "${ROUNDS:-2}"); do
    for run in alone grouped; do
        connections=$clients appends=1
        [ "$run" = grouped ] && connections=1 appends=$group
        pgbench -n -M prepared -c "$connections" -j 1 -T "$seconds" -D games="$games" -f "$service_data/$run.sql" \
            -h "$service_data/postgres" -U postgres carcassonne >"$service_data/$run.out" &
        pgbench_pid=$!
        sleep 1
        declare -A roles=([postgres]="$(postgres_pids)" [pgbench]=$pgbench_pid)
        cpu_window "$cpu/$round-$run" $((seconds - 3))
        wait "$pgbench_pid"
        tps=$(awk '/^tps/ {print int($3)}' "$service_data/$run.out")
        echo "round $round, $run: $((tps * appends)) appends/s ($connections connections, appends per transaction: $appends)"
        cpu_report "$cpu/$round-$run" $((seconds - 3)) $((tps * appends * (seconds - 3))) append
    done
done
