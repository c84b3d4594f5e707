#!/usr/bin/env bash
# Every check of the project, on a fresh machine too: installs what is
# missing, then formatting, lints, unit, property and HTTP + PostgreSQL
# integration tests, and the OpenAPI document. Tests start their own private
# PostgreSQL server (in $TEST_PG_DIR) and stop it at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

export TEST_PG_DIR="${TEST_PG_DIR:-${TMPDIR:-/tmp}/carcassonne-test-postgres}"

missing=()
command -v pg_config >/dev/null || missing+=(libpq-dev)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null || missing+=(postgresql)
if ((${#missing[@]})); then
    echo "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
python3 -c 'import openapi_spec_validator' 2>/dev/null || pip install -q openapi-spec-validator

stop_test_postgres() {
    [ -f "$TEST_PG_DIR/postmaster.pid" ] || return 0
    local pg_ctl
    pg_ctl=$(ls /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -n 1)
    pg_ctl=${pg_ctl:-pg_ctl}
    if [ "$(id -u)" = 0 ]; then
        runuser -u postgres -- "$pg_ctl" -D "$TEST_PG_DIR" -m fast stop >/dev/null || true
    else
        "$pg_ctl" -D "$TEST_PG_DIR" -m fast stop >/dev/null || true
    fi
}
trap stop_test_postgres EXIT

cargo fmt --check
cargo clippy --locked --all-targets -- -D warnings
log=$(mktemp)
cargo test --locked 2>&1 | tee "$log"
python3 -m openapi_spec_validator openapi/openapi.json
# One closing line for the whole run.
awk '/^test result:/ { passed += $4; failed += $6 } END { printf "%d passed, %d failed\n", passed, failed }' "$log"
rm -f "$log"
