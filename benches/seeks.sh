#!/usr/bin/env bash
# Quick pairing, in one run on one machine (release build; client, service
# and PostgreSQL share the cores): the time from the seek that completes a
# game to the game started (its answer, and the other seeker's
# `seek_matched`), one pair at a time; then seeks matched per second with
# CLIENTS clients seeking in one pool at once (benches/seeks.py).
# Usage: benches/seeks.sh [rounds] [clients] [seconds]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-200} clients=${2:-16} seconds=${3:-20}
export CARCASSONNE_BIN=${CARCASSONNE_BIN:-target/release/carcassonne} RUST_LOG=${RUST_LOG:-error}
export JWT_SECRET=${JWT_SECRET:-load-benchmark-secret-0123456789abcdef}
cargo build --release --bin carcassonne
source tests/lib/service.sh
raise_limits
start_service
python3 benches/seeks.py "$BASE_URL" "$rounds" "$clients" "$seconds"
