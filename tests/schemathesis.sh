#!/usr/bin/env bash
# Fuzzes the live API from its own OpenAPI document with schemathesis:
# every check, every phase (examples, coverage, fuzzing, stateful), for a
# bounded time (SCHEMATHESIS_SECONDS, default 120). Any failure fails the
# run. The service runs over its own private PostgreSQL. Every check is on
# by default; no --checks option is given, because it would override the
# one check tests/schemathesis.toml turns off for one operation.
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/lib/service.sh

command -v schemathesis >/dev/null || pip install -q schemathesis==4.32.5
# The fuzzer registers and signs in accounts from one address as fast as it
# can.
raise_limits
start_service

credentials='{"username":"fuzzer","password":"correct horse battery"}'
curl -sf -X POST "$BASE_URL/v1/accounts" -H 'Content-Type: application/json' -d "$credentials" >/dev/null
token=$(curl -sf -X POST "$BASE_URL/v1/auth/login" -H 'Content-Type: application/json' -d "$credentials" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["access_token"])')

# Signing out (this device, every device, by a password change or by
# deleting the account) would end the fuzzer's own session and leave it
# nothing but 401s: those four operations are tested in
# tests/api/accounts.rs instead.
schemathesis --config-file tests/schemathesis.toml run "$BASE_URL/openapi.json" \
    --header "Authorization: Bearer $token" \
    --exclude-operation-id logout --exclude-operation-id logout_everywhere --exclude-operation-id change_password \
    --exclude-operation-id delete_me \
    --phases examples,coverage,fuzzing,stateful \
    --max-time "${SCHEMATHESIS_SECONDS:-120}" \
    --seed 1
