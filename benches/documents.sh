#!/usr/bin/env bash
# Requests per second of the documents that change only with a release
# (the rule sets, a tile catalog, a tile picture, the OpenAPI document, a
# rules page) against /healthz's, identity and gzip, by wrk (Debian's
# package) at 32 connections on 2 threads, against a release build over its
# private PostgreSQL. Client and server share the machine's cores; compare
# builds in one sitting: CARCASSONNE_BIN=path/to/other benches/documents.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; }
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
[ -x "$CARCASSONNE_BIN" ] || cargo build --release --bin carcassonne
source tests/lib/service.sh
raise_limits
start_service
for path in /healthz /v1/rulesets /v1/rulesets/classic/tiles /v1/rulesets/classic/tiles/base/D.svg \
    /openapi.json /rules/base; do
    for encoding in identity gzip; do
        # Warm-up: the document is built and kept.
        wrk -t2 -c32 -d2s -H "Accept-Encoding: $encoding" "$BASE_URL$path" >/dev/null
        wrk -t2 -c32 -d8s --latency -H "Accept-Encoding: $encoding" "$BASE_URL$path" |
            grep -E "Requests/sec|^ +(50|99)%" | tr -s ' ' | tr '\n' ' '
        echo " $path $encoding"
    done
done
