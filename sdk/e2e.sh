#!/usr/bin/env bash
# End-to-end tests of both SDKs against a live service backed by its own
# private PostgreSQL (started and stopped here).
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/lib/service.sh

# The clients sign in many accounts from one address and play fast: rate
# limits far above what they reach. Access tokens last 3 s, so that every
# session renews its tokens many times on the way (transparently, also
# while two of its calls run at once). Two bot workers: the analysis one
# test asks for (the mcts search of a debug build, each of the game's
# decisions in turn) keeps one busy for tens of seconds, and on one worker the
# bots of the tests after it waited a unit of it before every move
# (this script: 250 s with one worker, 201 s with two; pytest 95 and 57 s).
BOT_WORKERS=2 TOKEN_TTL_SECONDS=3 AUTH_LIMIT_PER_MINUTE=10000 COMMAND_LIMIT_PER_SECOND=1000 HINT_LIMIT_PER_MINUTE=10000 start_service

# --test-force-exit: a file whose tests all passed does not wait for
# connections they left open to the service (once, on 2026-11-28, every
# test of session.test.js passed and the file still waited 300 s).
(cd sdk/typescript && npm run -s build && node --test --test-timeout=300000 --test-force-exit dist/test/)
python3 -m pip install -q ./sdk/python/carcassonne-client ./sdk/python/carcassonne
(cd sdk/python && python3 -m mypy --strict carcassonne/carcassonne examples tests)
python3 -m pytest -q sdk/python/tests

# The reference documentation builds (TypeDoc fails on any warning):
# sdk/python/docs/index.html, sdk/typescript/docs/index.html.
python3 -m pdoc -o sdk/python/docs carcassonne carcassonne_client
(cd sdk/typescript && npm run -s docs >/dev/null)

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

# The npm tarball installed into an empty project; the examples are
# type-checked there against the installed declarations, then run.
(cd sdk/typescript && npm pack -q --pack-destination "$fresh" >/dev/null)
mkdir "$fresh/ts" && cp sdk/typescript/examples/*.ts "$fresh/ts/"
(
    cd "$fresh/ts"
    npm init -y >/dev/null && npm pkg set type=module
    npm install --no-audit --no-fund --loglevel=error "$fresh"/carcassonne-client-*.tgz
    "$repo/sdk/typescript/node_modules/.bin/tsc" --strict --target ES2022 --module NodeNext --skipLibCheck \
        --typeRoots "$repo/sdk/typescript/node_modules/@types" --types node *.ts
    for example in *.js; do timeout 300 node "$example"; done
)
rm -rf "$fresh"
