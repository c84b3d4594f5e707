#!/usr/bin/env bash
# Bot-move delay (see benches/bots.py): from a player's command to the bot's
# answering move on the game's stream, idle and under load, release build
# over its private PostgreSQL. Usage: benches/bots.sh [LEVEL] [LOAD_GAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
[ -x "$CARCASSONNE_BIN" ] || cargo build --release --bin carcassonne
source tests/lib/service.sh
raise_limits
start_service
python3 benches/bots.py "$BASE_URL" "${1:-greedy}" "${2:-10}"
