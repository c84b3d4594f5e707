#!/usr/bin/env bash
# End-to-end tests of both SDKs against a live service backed by its own
# private PostgreSQL (started and stopped here).
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${CARCASSONNE_BIN:-target/debug/carcassonne}
[ -x "$bin" ] || cargo build --locked --bin carcassonne
data=$(mktemp -d "${TMPDIR:-/tmp}/carcassonne-sdk-e2e.XXXXXX")
chmod 755 "$data" # the postgres user must reach the private server's directory
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
DATA_DIR="$data" BIND_ADDR="127.0.0.1:$port" RUST_LOG=warn "$bin" >"$data/service.log" 2>&1 &
service=$!
stop() {
    kill -INT "$service" 2>/dev/null || true
    wait "$service" 2>/dev/null || true
    rm -rf "$data"
}
trap stop EXIT

export BASE_URL="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
    python3 -c "import urllib.request; urllib.request.urlopen('$BASE_URL/readyz')" 2>/dev/null && break
    kill -0 "$service" 2>/dev/null || { cat "$data/service.log"; exit 1; }
    sleep 0.5
done

(cd sdk/typescript && npm run -s build && node --test dist/test/)
python3 -m pip install -q ./sdk/python/carcassonne-client
python3 -m pytest -q sdk/python/tests
