#!/usr/bin/env bash
# Body sizes of GET legal-moves by form, at every tile placement of whole
# games of every rule set (benches/sizes.py), against a release build over
# its private PostgreSQL.
# Usage: benches/sizes.sh [GAMES per rule set, default 2]
set -euo pipefail
cd "$(dirname "$0")/.."
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
[ -x "$CARCASSONNE_BIN" ] || cargo build --release --bin carcassonne
source tests/lib/service.sh
raise_limits
start_service
python3 benches/sizes.py "$BASE_URL" "${1:-2}"
