#!/usr/bin/env bash
# Fixed-request load on the two hottest reads of a game at event ~122
# (legal moves and the game view), on its whole log with each event's
# effects (a replay of the game), and on `/healthz` (the yardstick issue 57's
# read target is set against), with and without gzip, by wrk (Debian's
# package) at 32 connections on 2 threads, against a release build over its
# private PostgreSQL. Client, server and database share the machine's cores.
# Usage: REPLAY_CACHE_GAMES=0|1000 benches/reads.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; }
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
# Two connections per core of the database: more only queue inside PostgreSQL.
export DB_POOL_SIZE=${DB_POOL_SIZE:-4}
[ -x "$CARCASSONNE_BIN" ] || cargo build --release --bin carcassonne
source tests/lib/service.sh
raise_limits
start_service
read -r game token seq < <(python3 benches/midgame.py "$BASE_URL")
echo "game at seq $seq, REPLAY_CACHE_GAMES=${REPLAY_CACHE_GAMES:-1000}"
paths=("/v1/games/$game/legal-moves" "/v1/games/$game" "/v1/games/$game/events?after=0&limit=1000" /healthz)
for path in "${paths[@]}"; do
    for encoding in identity gzip; do
        # Warm-up: the pool opens its connections, the cache and the gzip memo fill.
        wrk -t2 -c32 -d2s -H "Authorization: Bearer $token" -H "Accept-Encoding: $encoding" "$BASE_URL$path" >/dev/null
        wrk -t2 -c32 -d8s --latency -H "Authorization: Bearer $token" -H "Accept-Encoding: $encoding" \
            "$BASE_URL$path" | grep -E "Requests/sec|^ +(50|99)%" | tr -s ' ' | tr '\n' ' '
        echo " ${path/$game/ID} $encoding"
    done
done
