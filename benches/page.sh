#!/usr/bin/env bash
# The web page's figures (benches/page.mjs) for a baseline build and this
# one, in one run, each on its own fresh service:
#   benches/page.sh BASELINE_BINARY
# e.g. a build of an earlier commit:
#   git worktree add /tmp/base <commit> && (cd /tmp/base && cargo build --bin carcassonne)
#   benches/page.sh /tmp/base/target/debug/carcassonne
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/lib/service.sh
source tests/lib/browser.sh
prepare_browser
raise_limits
echo "| build | JavaScript | CSS | HTML | open to lobby drawn, p50 / p95 | click to board redrawn, p50 / p95 |"
echo "|---|---|---|---|---|---|"
(CARCASSONNE_BIN="$1" && start_service && node benches/page.mjs baseline)
(start_service && node benches/page.mjs "this build")
