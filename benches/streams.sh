#!/usr/bin/env bash
# Stream latency on one instance and across two (see benches/streams.py),
# release build over the first instance's private PostgreSQL. With
# PLAYERS=n, examples/load.rs plays n players' games through both
# instances meanwhile (the streams' commands wait their turn among them).
# Usage: [PLAYERS=n] benches/streams.sh [commands]
set -euo pipefail
cd "$(dirname "$0")/.."
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
export JWT_SECRET=${JWT_SECRET:-stream-benchmark-secret-0123456789abcdef}
[ -x "$CARCASSONNE_BIN" ] || cargo build --release --bin carcassonne
source tests/lib/service.sh
raise_limits
start_service
start_second_instance
if [ -n "${PLAYERS:-}" ]; then
    [ -x target/release/examples/load ] || cargo build --release --example load
    target/release/examples/load "$BASE_URL,$SECOND_URL" "$PLAYERS" 0 3600 classic \
        >"$service_data/load.out" 2>"$service_data/load.err" &
    load_pid=$!
    until grep -qs measuring "$service_data/load.err"; do
        kill -0 "$load_pid" || { cat "$service_data/load.err"; exit 1; }
        sleep 0.05
    done
fi
python3 benches/streams.py "$BASE_URL" "$SECOND_URL" "${1:-60}"
[ -z "${load_pid:-}" ] || kill "$load_pid"
