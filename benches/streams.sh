#!/usr/bin/env bash
# Stream latency on one instance and across two (see benches/streams.py),
# release build over the first instance's private PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
export JWT_SECRET=${JWT_SECRET:-stream-benchmark-secret-0123456789abcdef}
[ -x "$CARCASSONNE_BIN" ] || cargo build --release --bin carcassonne
source tests/lib/service.sh
raise_limits
start_service
start_second_instance
python3 benches/streams.py "$BASE_URL" "$SECOND_URL" "${1:-60}"
