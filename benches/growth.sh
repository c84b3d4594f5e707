#!/usr/bin/env bash
# How the cost of a request grows, by wrk (2 threads, 32 connections, 4 s
# after a 1 s warm-up) against a release build over its private PostgreSQL;
# client, server and database share the machine's cores.
#  1. With the length of a game: the game view of 2-player Abbey & Mayor
#     games at 10 to 300 events, on an instance with its replay cache and
#     on one without (REPLAY_CACHE_GAMES=0: every request replays the log).
#  2. With the number of stored games, 1k to 100k (copies of one played
#     game, inserted by SQL): a game by id, the first page of the list, a
#     page half-way down it, and the caller's own games; the instance's
#     database connections are replaced after each growth.
# Usage: benches/growth.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; }
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
export DB_POOL_SIZE=${DB_POOL_SIZE:-4} JWT_SECRET=${JWT_SECRET:-growth-benchmark-secret-0123456789abcdef}
[ -x "$CARCASSONNE_BIN" ] || cargo build --release --bin carcassonne
source tests/lib/service.sh
raise_limits
start_service
psql=(psql -q -h "$service_data/postgres" -U postgres -d carcassonne)

load() { # name token url
    wrk -t2 -c32 -d1s -H "Authorization: Bearer $2" "$3" >/dev/null
    wrk -t2 -c32 -d4s --latency -H "Authorization: Bearer $2" "$3" |
        awk -v name="$1" '/Requests\/sec/ {rps = $2} /^ +50%/ {p50 = $2} /^ +99%/ {p99 = $2}
            END {printf "| %s | %.0f | %s | %s |\n", name, rps, p50, p99}'
}

# A second instance on the same database, without a replay cache.
REPLAY_CACHE_GAMES=0 start_second_instance

echo "### Game length (GET /v1/games/{id})"
echo
echo "| events | cached req/s | p50 | p99 | uncached req/s | p50 | p99 |"
echo "|---|---|---|---|---|---|---|"
for target in 10 50 100 200 300; do
    read -r game token seq < <(python3 benches/midgame.py "$BASE_URL" "$target" '{"players": 2, "abbey_mayor": {}}')
    cached=$(load x "$token" "$BASE_URL/v1/games/$game" | cut -d'|' -f3-5)
    uncached=$(load x "$token" "$SECOND_URL/v1/games/$game" | cut -d'|' -f3-5)
    echo "| $seq |$cached|$uncached|"
done

echo
echo "### Stored games"
echo
read -r game token seq < <(python3 benches/midgame.py "$BASE_URL" 60)
# Copies of the played game (events left out: a lookup reads only the
# game's own log), created over the past year, each between two of 1,000
# other accounts (password hashes that match nothing).
"${psql[@]}" -c "INSERT INTO accounts (username, password_hash)
                 SELECT 'filler' || n, 'none' FROM generate_series(1, 1000) AS n"
grow() {
    "${psql[@]}" -c "
      WITH model AS (SELECT * FROM games JOIN game_setups ON game_setups.game_id = games.id WHERE id = '$game'),
      fillers AS (SELECT array_agg(id) AS ids FROM accounts WHERE username LIKE 'filler%'),
      made AS (
        INSERT INTO games (id, ruleset, seats, owner_id, status, spectators, to_move, created_at, updated_at, last_seq)
        SELECT gen_random_uuid(), ruleset, seats, fillers.ids[1 + n % 1000], status, spectators, '{}',
               now() - random() * interval '365 days', now(), 0
          FROM model, fillers, generate_series(1, $1) AS n
        RETURNING id, owner_id),
      setups AS (
        INSERT INTO game_setups (game_id, options, tile_order, custom, single_seat, seat_order, imported, join_code,
                                 clock, seed_commitment)
        SELECT made.id, options, tile_order, custom, single_seat, seat_order, imported, join_code, clock,
               seed_commitment
          FROM made, model)
      INSERT INTO game_players (game_id, account_id, seat, joined_at)
      SELECT made.id, seat.account, seat.n, now()
        FROM made, fillers,
             LATERAL (VALUES (made.owner_id, 0), (fillers.ids[1 + (made.owner_id + 1) % 1000], 1)) AS seat (account, n);
      ANALYZE games; ANALYZE game_setups; ANALYZE game_players; ANALYZE accounts;"
}
# PostgreSQL keeps a prepared statement's generic plan only while it costs
# no more than the average of the custom plans the connection made before:
# a connection that planned a statement when the tables were a hundred
# times smaller keeps planning it anew on every execution. The pool replaces
# its connections within 30 minutes (r2d2's lifetime); here they are
# replaced at once, as after a day of such growth.
recycle_connections() {
    "${psql[@]}" -At -c "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
                         WHERE datname = 'carcassonne' AND backend_type = 'client backend'
                           AND pid <> pg_backend_pid() AND query NOT LIKE 'LISTEN%'" >/dev/null
}
echo "| stored games | request | req/s | p50 | p99 |"
echo "|---|---|---|---|---|"
have=1
for size in 1000 10000 100000; do
    grow $((size - have))
    have=$size
    recycle_connections
    middle=$("${psql[@]}" -At -c "SELECT (extract(epoch FROM created_at) * 1000000)::bigint || '.' || replace(id::text, '-', '')
                                    FROM games ORDER BY created_at DESC, id DESC OFFSET $((size / 2)) LIMIT 1")
    load "$size | game by id" "$token" "$BASE_URL/v1/games/$game"
    load "$size | list, first page" "$token" "$BASE_URL/v1/games?limit=20"
    load "$size | list, page at $((size / 2))" "$token" "$BASE_URL/v1/games?limit=20&cursor=$middle"
    load "$size | own games" "$token" "$BASE_URL/v1/me/games"
done
