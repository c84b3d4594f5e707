#!/usr/bin/env bash
# Commands against the database floor, in one run on one machine: the load
# generator (examples/load.rs) plays complete games with PLAYERS concurrent
# players for SECONDS (LEAN=1: players that ask only for what they read),
# then pgbench runs benches/floor.sql (the SQL of one play cycle: the legal
# moves' read and the command's append) at the same concurrency on the same
# PostgreSQL while the instance still listens, with one more client
# running benches/announce.sql (an announcer at its busiest): prepared
# (as the service sends it), parsed on every execution, prepared with the
# notice inside the append (as the service sent it before the announcer),
# and prepared alone ("silent": nobody told).
# Release build; client, service and PostgreSQL share the cores.
# INSTANCES=2 runs a second
# instance on the same database: the two seats of each game play through
# different instances, and so do readers and stream watchers.
# Each run also says where the CPU time went (benches/cpu.sh): the share
# of the machine each process took and its CPU time per command (per
# transaction for the floor).
# FLOORS names the floors to run (default: all five; empty: none, as for a
# binary from before the webhook outbox, whose database lacks its tables).
# Usage: [INSTANCES=2] [LEAN=1] [FLOORS=...] benches/commands.sh [players] [readers] [seconds] [ruleset]
set -euo pipefail
cd "$(dirname "$0")/.."
players=${1:-32} readers=${2:-0} seconds=${3:-20} ruleset=${4:-classic}
source benches/load_service.sh
start_load_service
urls=$BASE_URL
if [ "${INSTANCES:-1}" = 2 ]; then
    start_second_instance
    urls="$BASE_URL,$SECOND_URL"
fi
cpu=$service_data/cpu
target/release/examples/load "$urls" "$players" "$readers" "$seconds" "$ruleset" >"$service_data/load.out" 2>"$service_data/load.err" &
load_pid=$!
# The generator says when its clock starts (after it made its accounts).
until grep -qs measuring "$service_data/load.err"; do
    kill -0 "$load_pid" || { cat "$service_data/load.err"; exit 1; }
    sleep 0.05
done
declare -A roles=([service]="$service_pid ${second_pid:-}" [postgres]="$(postgres_pids)" [generator]=$load_pid)
# Not to the end: the generator must still run at the second snapshot.
cpu_window "$cpu/load" $((seconds - 1))
wait "$load_pid"
cat "$service_data/load.out"
per_second=$(awk -F'|' '$2 ~ /^ command / {print $4 + 0}' "$service_data/load.out")
cpu_report "$cpu/load" $((seconds - 1)) $((per_second * (seconds - 1))) command
psql=(psql -q -h "$service_data/postgres" -U postgres -d carcassonne)
"${psql[@]}" -At -c "SELECT 'updates of games rows in place (HOT): ' || n_tup_hot_upd || ' of ' || n_tup_upd
                     FROM pg_stat_user_tables WHERE relname = 'games'"
games=$(number_started_games)
# The service prepares each statement once per connection (diesel's
# statement cache), so its floor is pgbench's prepared mode. The extended
# mode (every statement parsed and planned on each execution) is the floor
# the figures before commit 6570f1d were compared with, when the service
# did not prepare its append. "notifying" is the prepared floor with the
# notice inside the append, as every command sent it before the announcer
# (one server-wide lock per commit); "silent" the prepared floor without
# any notice: what PostgreSQL could do if commands told nobody; "no outbox"
# the prepared floor without the webhook outbox's part of the append.
sed 's/^\(    RETURNING id, last_seq - 2 AS base\)$/\1, pg_notify('"'carcassonne_events'"', '"'{\"game\":\"'"' || id || '"'\",\"seq\":1,\"notifications\":[{\"account\":2,\"kind\":\"your_turn\"}],\"sent_us\":0}'"')/' \
    benches/floor.sql >"$service_data/notifying.sql"
grep -q pg_notify "$service_data/notifying.sql" || { echo "floor.sql: no append to add the notice to" >&2; exit 1; }
grep -v -- '-- outbox' benches/floor.sql >"$service_data/no-outbox.sql"
for floor in ${FLOORS-prepared extended notifying silent no-outbox}; do
    mode=prepared
    [ "$floor" = extended ] && mode=extended
    script=benches/floor.sql
    [ "$floor" = notifying ] && script=$service_data/notifying.sql
    [ "$floor" = no-outbox ] && script=$service_data/no-outbox.sql
    echo
    echo "database floor ($floor): pgbench -M $mode -c $players -j 2 -T $seconds on $games games"
    pgbench -n -M "$mode" -c "$players" -j 2 -T "$seconds" -D games="$games" -f "$script" \
        -h "$service_data/postgres" -U postgres carcassonne >"$service_data/floor.out" &
    floor_pid=$!
    announcer_pid=
    if [ "$floor" != silent ] && [ "$floor" != notifying ]; then
        # At the announcer's most: a batch every 5 ms (BATCH_INTERVAL in
        # crates/storage/src/announcer.rs).
        pgbench -n -M prepared -c 1 -R 200 -T "$seconds" -f benches/announce.sql \
            -h "$service_data/postgres" -U postgres carcassonne >"$service_data/announce.out" &
        announcer_pid=$!
    fi
    # CPU over the middle of the run: once every client has connected,
    # and well before pgbench ends.
    sleep 1
    declare -A roles=([postgres]="$(postgres_pids)" [pgbench]="$floor_pid $announcer_pid")
    cpu_window "$cpu/$floor" $((seconds - 4))
    wait "$floor_pid" $announcer_pid
    grep -E "^(tps|latency average|number of transactions)" "$service_data/floor.out"
    if [ -n "$announcer_pid" ]; then
        echo "announcer beside it: $(awk '/^tps/ {print int($3)}' "$service_data/announce.out") batches/s"
    fi
    per_second=$(awk '/^tps/ {print int($3)}' "$service_data/floor.out")
    cpu_report "$cpu/$floor" $((seconds - 4)) $((per_second * (seconds - 4))) transaction
done
