#!/usr/bin/env bash
# Fair shares, with the drills' loads (tests/drills.py fair-webhooks and
# fair-bots): another account's webhook deliveries while three accounts
# with five endpoints each that answer after 9.5 s ping at their full
# allowance and play; another account's `random` bot while five accounts
# keep 25 games of four `mcts` bots busy (one bot worker); the same bot
# while five accounts' analyses keep that worker busy. Each binary
# given runs both, in turn, ROUNDS times (default 2), so that binaries
# compared share the machine's conditions. Release builds; client,
# receivers, service and PostgreSQL share the machine.
# Usage: benches/fairness.sh [BINARY...]   (default: the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
# Longer than the drills' 20 s in CI: more samples.
export DRILL_FAIR_SECONDS=${DRILL_FAIR_SECONDS:-30}
binaries=("$@")
if [ ${#binaries[@]} -eq 0 ]; then
    cargo build --release --bin carcassonne
    binaries=(target/release/carcassonne)
fi
for round in $(seq "${ROUNDS:-2}"); do
    for binary in "${binaries[@]}"; do
        for drill in ${DRILLS:-fair-webhooks fair-bots fair-analyses}; do
            # A binary without fair shares fails the drill's checks; its
            # figures are what is wanted here.
            echo "round $round, $binary: $(python3 tests/drills.py "$binary" "$drill" | grep -v '^FAILED')"
        done
    done
done
