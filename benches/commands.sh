#!/usr/bin/env bash
# Commands against the database floor, in one run on one machine: the load
# generator (examples/load.rs) plays complete games with PLAYERS concurrent
# players for SECONDS (LEAN=1: players that ask only for what they read),
# then pgbench runs benches/floor.sql (the SQL of one play cycle: the legal
# moves' read and the command's append) at the same concurrency on the same
# PostgreSQL while the instance still listens, prepared (as the service
# sends it) and parsed on every execution. Release build;
# client, service and PostgreSQL share the cores. INSTANCES=2 runs a second
# instance on the same database: the two seats of each game play through
# different instances, and so do readers and stream watchers.
# Usage: [INSTANCES=2] [LEAN=1] benches/commands.sh [players] [readers] [seconds] [ruleset]
set -euo pipefail
cd "$(dirname "$0")/.."
players=${1:-32} readers=${2:-0} seconds=${3:-20} ruleset=${4:-classic}
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
# Two connections per core of the database: more only queue inside PostgreSQL.
export COMMAND_LIMIT_PER_SECOND=100000 AUTH_LIMIT_PER_MINUTE=100000 DB_POOL_SIZE=${DB_POOL_SIZE:-4}
export JWT_SECRET=${JWT_SECRET:-load-benchmark-secret-0123456789abcdef}
cargo build --release --bin carcassonne --example load
source tests/lib/service.sh
start_service
urls=$BASE_URL
if [ "${INSTANCES:-1}" = 2 ]; then
    start_second_instance
    urls="$BASE_URL,$SECOND_URL"
fi
target/release/examples/load "$urls" "$players" "$readers" "$seconds" "$ruleset"
psql=(psql -q -h "$service_data/postgres" -U postgres -d carcassonne)
"${psql[@]}" -c "CREATE TABLE floor_games AS SELECT row_number() OVER () AS n, id FROM games WHERE last_seq > 0;
                 CREATE UNIQUE INDEX ON floor_games (n);"
games=$("${psql[@]}" -At -c "SELECT count(*) FROM floor_games")
# The service prepares each statement once per connection (diesel's
# statement cache), so its floor is pgbench's prepared mode. The extended
# mode (every statement parsed and planned on each execution) is the floor
# the figures before commit 6570f1d were compared with, when the service
# did not prepare its append.
for mode in prepared extended; do
    echo
    echo "database floor ($mode): pgbench -M $mode -c $players -j 2 -T $seconds on $games games"
    pgbench -n -M "$mode" -c "$players" -j 2 -T "$seconds" -D games="$games" -f benches/floor.sql \
        -h "$service_data/postgres" -U postgres carcassonne | grep -E "^(tps|latency average|number of transactions)"
done
