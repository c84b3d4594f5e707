#!/usr/bin/env bash
# End-to-end tests of both SDKs against a live service backed by its own
# private PostgreSQL (started and stopped here).
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/lib/service.sh

# The clients sign in many accounts from one address and play fast: rate
# limits far above what they reach.
AUTH_LIMIT_PER_MINUTE=10000 COMMAND_LIMIT_PER_SECOND=1000 HINT_LIMIT_PER_MINUTE=10000 start_service

(cd sdk/typescript && npm run -s build && node --test dist/test/)
python3 -m pip install -q ./sdk/python/carcassonne-client ./sdk/python/carcassonne
(cd sdk/python && python3 -m mypy --strict carcassonne/carcassonne examples tests)
python3 -m pytest -q sdk/python/tests

# The examples run as a new developer runs them: from the packages
# installed into a fresh environment, on a server with default settings.
stop_service
start_service
fresh=$(mktemp -d "${TMPDIR:-/tmp}/carcassonne-sdk.XXXXXX")
# Each package's sdist, and its wheel built from that sdist.
for package in carcassonne-client carcassonne; do python3 -m build -q -o "$fresh/dist" "sdk/python/$package" >/dev/null; done
python3 -m venv "$fresh/venv"
"$fresh/venv/bin/pip" install -q "$fresh"/dist/*.whl
repo=$PWD
(cd "$fresh" && for example in "$repo"/sdk/python/examples/*.py; do timeout 300 venv/bin/python "$example"; done)
rm -rf "$fresh"
