#!/usr/bin/env bash
# The memory an idle live stream costs the server: RSS of a release build
# with 0, 500 and 1,000 streams open (benches/stream_memory.py), asking
# for identity, then for gzip.
# Compare builds in one sitting: CARCASSONNE_BIN=path benches/stream_memory.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ulimit -n 8192
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
export MAX_CONNECTIONS=2048 MAX_STREAMS=1500
[ -x "$CARCASSONNE_BIN" ] || cargo build --release --bin carcassonne
source tests/lib/service.sh
raise_limits
start_service
python3 benches/stream_memory.py "$BASE_URL" "$service_pid" identity
stop_service
start_service
python3 benches/stream_memory.py "$BASE_URL" "$service_pid" gzip
