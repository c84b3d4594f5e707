#!/usr/bin/env bash
# Resident memory of one release instance with GAMES (default 1000) games
# in its replay cache (see benches/memory.py).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
[ -x "$CARCASSONNE_BIN" ] || cargo build --release --bin carcassonne
source tests/lib/service.sh
raise_limits
start_service
python3 benches/memory.py "$BASE_URL" "$service_pid" "${1:-1000}"
