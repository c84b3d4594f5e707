#!/usr/bin/env bash
# Reads, commands and streams through HAProxy in front of 1, 2 and 3
# instances, and one instance with a hot standby, as ratios to one
# instance behind HAProxy (see benches/balanced.py).
# Usage: benches/balanced.sh [seconds] [players]
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v wrk >/dev/null || missing+=(wrk)
command -v haproxy >/dev/null || missing+=(haproxy)
if ((${#missing[@]})); then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
cargo build --release --bin carcassonne --example load
python3 benches/balanced.py "${CARCASSONNE_BIN:-target/release/carcassonne}" target/release/examples/load "$@"
