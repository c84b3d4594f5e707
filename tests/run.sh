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
[ -e /usr/include/openssl/ssl.h ] || missing+=(libssl-dev)
command -v curl >/dev/null || missing+=(curl)
command -v haproxy >/dev/null || missing+=(haproxy)
command -v pgbackrest >/dev/null || missing+=(pgbackrest)
command -v valgrind >/dev/null || missing+=(valgrind)
# pg_auto_failover for the server version installed (Debian 12's: 15).
pg_major=$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)
command -v pg_autoctl >/dev/null || missing+=("postgresql-${pg_major:-15}-auto-failover")
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null || missing+=(postgresql)
if ((${#missing[@]})); then
    echo "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
# promtool, to check the alerting rules (Prometheus itself is not run).
if ! command -v promtool >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus
fi
python3 -c 'import openapi_spec_validator, pytest' 2>/dev/null || pip install -q openapi-spec-validator pytest
command -v schemathesis >/dev/null || pip install -q schemathesis==4.32.5
command -v openapi-python-client >/dev/null || pip install -q openapi-python-client==0.29.1
python3 -c 'import mypy' 2>/dev/null || pip install -q mypy
python3 -c 'import build' 2>/dev/null || pip install -q build
python3 -c 'import unasync, pdoc' 2>/dev/null || pip install -q unasync==0.6.0 pdoc==16.0.0
(cd sdk/typescript && npm ci --no-audit --no-fund --loglevel=error)

# The tests' server and its standby (tests/api/support.rs).
stop_test_postgres() {
    local pg_ctl dir
    pg_ctl=$(ls /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -n 1)
    pg_ctl=${pg_ctl:-pg_ctl}
    for dir in "$TEST_PG_DIR-standby" "$TEST_PG_DIR"; do
        [ -f "$dir/postmaster.pid" ] || continue
        if [ "$(id -u)" = 0 ]; then
            runuser -u postgres -- "$pg_ctl" -D "$dir" -m fast stop >/dev/null || true
        else
            "$pg_ctl" -D "$dir" -m fast stop >/dev/null || true
        fi
    done
}
trap stop_test_postgres EXIT

# The generated signing secret and the private server's data stay out of
# version control.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    { git check-ignore -q data/jwt-secret && git check-ignore -q data/postgres/PG_VERSION; } ||
        { echo "data/jwt-secret or data/postgres/ is not ignored by git" >&2; exit 1; }
fi

# When each phase began (seconds since the start), for the durations the
# run prints at its end: the whole should stay under 30 minutes.
phases=()
phase() { phases+=("$SECONDS $1"); }

phase "formatting and lints"
cargo fmt --all --check
cargo clippy --locked --workspace --all-targets -- -D warnings
# The engine builds and passes its lints without the API document's schemas.
cargo clippy --locked -p carcassonne-engine --all-targets -- -D warnings
log=$(mktemp)
phase "cargo test"
cargo test --locked --workspace 2>&1 | tee "$log"

# The service's instructions per play cycle (legal moves, then a command),
# counted by callgrind: within 5 % of the recorded figure.
phase "instructions per play cycle"
benches/cycle_instructions.sh --check "$(source tests/lib/service.sh && service_binary)"

# The alerting rules: valid, and each alert fires when and only when its
# unit tests say.
phase "alerting rules, the OpenAPI document and the SDKs"
promtool check rules deploy/alerts.yml
(cd deploy && promtool test rules alerts.test.yml)

# The OpenAPI document: valid 3.1, lint-clean.
python3 -m openapi_spec_validator openapi/openapi.json
python3 tests/openapi_examples.py
(cd sdk/typescript && npx redocly lint ../../openapi/openapi.json --format=summary)

# The committed SDKs are what the committed document generates.
fingerprint() {
    find sdk/typescript/src/schema.ts sdk/typescript/package.json sdk/python/carcassonne-client \
        sdk/python/carcassonne/pyproject.toml sdk/python/carcassonne/carcassonne/_sync -type f -print0 |
        sort -z | xargs -0 sha256sum | sha256sum
}
before=$(fingerprint)
sdk/generate.sh >/dev/null
if [ "$(fingerprint)" != "$before" ]; then
    echo "the SDKs did not match openapi/openapi.json; they are regenerated now: commit sdk/" >&2
    exit 1
fi

# Both SDKs against a live service.
phase "both SDKs end to end"
sdk/e2e.sh 2>&1 | tee -a "$log"

# The live service fuzzed from its own document: 0 failures in every check.
phase "schemathesis"
tests/schemathesis.sh

# Crash and outage drills under load (figures in docs/RELIABILITY.md).
phase "drills"
tests/drills.sh 2>&1 | tee -a "$log"

# The web page in a real browser.
phase "browser"
tests/browser.sh 2>&1 | tee -a "$log"

# One closing line for the whole run (cargo, node and pytest counts).
awk '/^test result:/ { passed += $4; failed += $6 }
     /^# pass / { passed += $3 } /^# fail / { failed += $3 }
     / passed in / { for (i = 1; i < NF; i++) if ($(i + 1) ~ /^passed/) passed += $i }
     END { printf "%d passed, %d failed\n", passed, failed }' "$log"
rm -f "$log"
phase "end"
for ((i = 0; i + 1 < ${#phases[@]}; i++)); do
    read -r began name <<<"${phases[i]}"
    read -r ended _ <<<"${phases[i + 1]}"
    printf '%5d s  %s\n' $((ended - began)) "$name"
done
echo "$SECONDS s in all"
