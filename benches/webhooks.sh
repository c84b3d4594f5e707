#!/usr/bin/env bash
# Webhook notifications, in one run on one machine (release build; client,
# receiver, service and PostgreSQL share the cores):
# 1. latency from a command's response to its `your_turn` delivery at a
#    local receiver (benches/webhooks.py), on an idle service;
# 2. the same while PLAYERS players of the load generator play, as in
#    benches/commands.sh (examples/load.rs; their accounts have no
#    endpoints);
# 3. the same while PLAYERS players play with a webhook endpoint each, so
#    that their commands write deliveries too: the load's commands/s, and
#    from the database, each delivery's time from its write (the append)
#    to its acknowledgement, and what was still pending at the end.
# Usage: benches/webhooks.sh [players] [seconds]
set -euo pipefail
cd "$(dirname "$0")/.."
players=${1:-32} seconds=${2:-20}
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
export DB_POOL_SIZE=${DB_POOL_SIZE:-4}
export JWT_SECRET=${JWT_SECRET:-load-benchmark-secret-0123456789abcdef}
export WEBHOOK_ALLOW_PRIVATE=true
cargo build --release --bin carcassonne --example load
source tests/lib/service.sh
raise_limits
start_service
psql=(psql -q -h "$service_data/postgres" -U postgres -d carcassonne)

# Probes for SECONDS - 2 while the load generator plays SECONDS, with
# webhooks for the load's players when $1 is "with".
under_load() {
    local ready=$service_data/receiver.$1 go=$service_data/go.$1 label="under $players players' commands"
    if [ "$1" = with ]; then label="$label, each with an endpoint"; fi
    python3 benches/webhooks.py "$BASE_URL" $((seconds - 2)) "$label" "$ready" "$go" >"$service_data/probe.$1" &
    local probe_pid=$!
    until [ -s "$ready" ]; do sleep 0.05; done
    local url=
    if [ "$1" = with ]; then url="$(cat "$ready")/load"; fi
    WEBHOOK_URL=$url target/release/examples/load "$BASE_URL" "$players" 0 "$seconds" \
        >"$service_data/load.$1" 2>"$service_data/load.err" &
    local load_pid=$!
    until grep -qs measuring "$service_data/load.err"; do
        kill -0 "$load_pid" || { cat "$service_data/load.err"; exit 1; }
        sleep 0.05
    done
    touch "$go"
    wait "$probe_pid"
    wait "$load_pid"
    rm "$service_data/load.err"
}

python3 benches/webhooks.py "$BASE_URL" "$seconds" "idle" >"$service_data/probe.idle"
# The load's accounts register no endpoint when WEBHOOK_URL is empty.
under_load without
under_load with
echo "| run | samples | p50 | p95 | p99 | max | never came | load deliveries received |"
echo "|---|---|---|---|---|---|---|---|"
cat "$service_data/probe.idle" "$service_data/probe.without" "$service_data/probe.with"
for run in without with; do
    echo
    echo "load $run webhooks:"
    grep -E "^\| (endpoint|---|command) " "$service_data/load.$run"
done
echo
echo "deliveries of the run with webhooks, from their write to their acknowledgement:"
"${psql[@]}" -c "
    SELECT status, count(*) AS deliveries,
           round(1000 * percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM delivered_at - created_at))::numeric, 1) AS p50_ms,
           round(1000 * percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM delivered_at - created_at))::numeric, 1) AS p99_ms,
           round(1000 * max(extract(epoch FROM delivered_at - created_at))::numeric, 1) AS max_ms
    FROM webhook_deliveries WHERE endpoint_id IN (SELECT id FROM webhook_endpoints WHERE url LIKE '%/load')
    GROUP BY status"
