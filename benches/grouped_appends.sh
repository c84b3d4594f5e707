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
source benches/load_service.sh
start_load_service
target/release/examples/load "$BASE_URL" 32 0 6 classic >/dev/null 2>&1
games=$(number_started_games)
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
