# Sourced by test scripts: starts the service binary on a free loopback port
# over its own private PostgreSQL in a fresh data directory, waits until it
# is ready, exports BASE_URL, and stops both when the script exits.
# Extra settings come in through the environment of the caller.

# Raises every limit far above what a load generator or a fuzzer, signing
# in many accounts from one address as fast as it can, reaches (the limits'
# own tests are in tests/api/limits.rs and hostile.rs).
raise_limits() {
    export AUTH_LIMIT_PER_MINUTE=1000000 LOGIN_LIMIT_PER_MINUTE=1000000 COMMAND_LIMIT_PER_SECOND=1000000 \
        HINT_LIMIT_PER_MINUTE=1000000 GAME_LIMIT_PER_MINUTE=1000000 IMPORT_LIMIT_PER_MINUTE=1000000 \
        JOIN_CODE_LIMIT_PER_MINUTE=1000000 MAX_OPEN_GAMES=1000000 MAX_ACTIVE_GAMES=1000000 MAX_BOT_GAMES=1000000 \
        STREAMS_PER_ADDRESS=100000 STREAMS_PER_ACCOUNT=100000
}

# The binary to run: CARCASSONNE_BIN, or the debug build brought up to date
# with the sources (`cargo test` does not build it, and a stale one would
# test old code).
service_binary() {
    if [ -n "${CARCASSONNE_BIN:-}" ]; then
        echo "$CARCASSONNE_BIN"
        return
    fi
    cargo build --locked --quiet --bin carcassonne >&2
    echo target/debug/carcassonne
}

start_service() {
    service_bin=$(service_binary)
    local bin=$service_bin
    service_data=$(mktemp -d "${TMPDIR:-/tmp}/carcassonne-service.XXXXXX")
    chmod 755 "$service_data" # the postgres user must reach the private server's directory
    local port
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    DATA_DIR="$service_data" BIND_ADDR="127.0.0.1:$port" RUST_LOG=${RUST_LOG:-warn} \
        "$bin" >"$service_data/service.log" 2>&1 &
    service_pid=$!
    trap stop_service EXIT
    export BASE_URL="http://127.0.0.1:$port"
    await_ready "$BASE_URL" "$service_pid" "$service_data/service.log"
}

# Waits until the instance at URL (process PID, log LOG) answers /readyz.
await_ready() {
    for _ in $(seq 1 120); do
        python3 -c "import urllib.request; urllib.request.urlopen('$1/readyz')" 2>/dev/null && return 0
        kill -0 "$2" 2>/dev/null || { cat "$3"; return 1; }
        sleep 0.5
    done
    echo "$1 did not become ready" >&2
    return 1
}

# Starts another instance of the service on the first one's database
# (same JWT_SECRET, which the caller exports), with extra settings from the
# environment; exports SECOND_URL. Stopped with the first.
start_second_instance() {
    local port
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    DATABASE_URL="postgresql:///carcassonne?host=$service_data/postgres&port=5432&user=postgres" \
        BIND_ADDR="127.0.0.1:$port" RUST_LOG=${RUST_LOG:-warn} \
        "$service_bin" >"$service_data/second.log" 2>&1 &
    second_pid=$!
    export SECOND_URL="http://127.0.0.1:$port"
    await_ready "$SECOND_URL" "$second_pid" "$service_data/second.log"
}

stop_service() {
    [ -z "${second_pid:-}" ] || kill -INT "$second_pid" 2>/dev/null || true
    kill -INT "$service_pid" 2>/dev/null || true
    wait "$service_pid" 2>/dev/null || true
    rm -rf "$service_data"
}
