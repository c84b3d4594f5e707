#!/usr/bin/env bash
# Draws the pictures in docs/pictures (tests/browser/pictures.mjs) with
# Debian's Chromium against a live service; look at them before
# committing them.
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/lib/service.sh
source tests/lib/browser.sh

prepare_browser
raise_limits
start_service
rm -f docs/pictures/*.jpg
(cd tests/browser && node pictures.mjs ../../docs/pictures)
ls -l docs/pictures
