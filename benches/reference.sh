#!/usr/bin/env bash
# The API reference's time to usable (benches/reference.mjs) for a baseline
# build and this one, in one run, each on its own fresh service:
#   benches/reference.sh BASELINE_BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/lib/service.sh
source tests/lib/browser.sh
prepare_browser
echo "| build | open to operations listed, p50 / worst | open to an operation opened, p50 / worst |"
echo "|---|---|---|"
(CARCASSONNE_BIN="$1" && start_service && node benches/reference.mjs baseline)
(start_service && node benches/reference.mjs "this build")
