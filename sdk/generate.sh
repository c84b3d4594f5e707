#!/usr/bin/env bash
# Regenerates both SDKs from the committed openapi/openapi.json. Needs no
# network once the generators are installed (npm ci in sdk/typescript, pip
# install openapi-python-client==0.29.1 unasync==0.6.0).
set -euo pipefail
cd "$(dirname "$0")"

(cd typescript && { [ -d node_modules ] || npm ci --no-audit --no-fund --loglevel=error; } && npm run -s generate)
openapi-python-client generate \
    --path ../openapi/openapi.json \
    --config python/config.yaml \
    --output-path python/carcassonne-client \
    --overwrite

# The hand-written layers have the document's version; the Python one requires the
# client generated from the same document.
version=$(python3 -c 'import json; print(json.load(open("../openapi/openapi.json"))["info"]["version"])')
sed -i -E "s/^version = \".*\"/version = \"$version\"/; s/carcassonne-client==[^\"]*/carcassonne-client==$version/" \
    python/carcassonne/pyproject.toml
(cd typescript && npm pkg set version="$version")

# The synchronous session is written from the asynchronous one.
python3 - <<'PY'
import unasync

replacements = {
    "AsyncSession": "Session",
    "AsyncNotices": "Notices",
    "AsyncRenewal": "Renewal",
    "async_auth_flow": "sync_auth_flow",
    "AbstractAsyncContextManager": "AbstractContextManager",
    "asyncio_detailed": "sync_detailed",
    "aconnect_sse": "connect_sse",
    "aiter_sse": "iter_sse",
    "get_async_httpx_client": "get_httpx_client",
    "aread": "read",
    "aclose": "close",
    "async_sleep": "sleep",
    "asyncio": "threading",
}
rule = unasync.Rule("/_async/", "/_sync/", additional_replacements=replacements)
unasync.unasync_files(["python/carcassonne/carcassonne/_async/session.py"], [rule])
PY
sed -i '1i # Generated from ../_async/session.py by sdk/generate.sh (unasync): edit that file.' \
    python/carcassonne/carcassonne/_sync/session.py
