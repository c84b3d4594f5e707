#!/usr/bin/env bash
# Turns every SVG here into a PNG with headless Chromium (Debian's package).
set -euo pipefail
cd "$(dirname "$0")"
for svg in *.svg; do
    size=$(python3 -c "import re,sys; s=open('$svg').read(); m=re.search(r'width=\"(\d+)\" height=\"(\d+)\"', s); print(f'{m[1]},{m[2]}')")
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$size" \
        --screenshot="$PWD/${svg%.svg}.png" "file://$PWD/$svg" 2>/dev/null
done
