#!/usr/bin/env bash
# The web page and the TypeScript SDK in a real browser (Debian's
# Chromium, driven by playwright-core from npm; Playwright's own browser
# download is not used), against a live service with its own private
# PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/lib/service.sh
source tests/lib/browser.sh

prepare_browser
(cd sdk/typescript && { [ -d node_modules ] || npm ci --no-audit --no-fund --loglevel=error; } && npm run -s build)
# Access tokens last 3 s: the page and the SDK renew theirs on the way.
TOKEN_TTL_SECONDS=3 start_service
# The document the API reference draws (OpenAPI 3.0, made by the service).
python3 -c "import openapi_spec_validator" 2>/dev/null || pip install -q openapi-spec-validator
curl -sf "$BASE_URL/docs/openapi-3.0.json" | python3 -m openapi_spec_validator -
(cd tests/browser && node --test)
