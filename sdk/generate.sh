#!/usr/bin/env bash
# Regenerates both SDKs from the committed openapi/openapi.json. Needs no
# network once the generators are installed (npm ci in sdk/typescript, pip
# install openapi-python-client==0.29.1).
set -euo pipefail
cd "$(dirname "$0")"

(cd typescript && { [ -d node_modules ] || npm ci --no-audit --no-fund --loglevel=error; } && npm run -s generate)
openapi-python-client generate \
    --path ../openapi/openapi.json \
    --config python/config.yaml \
    --output-path python/carcassonne-client \
    --overwrite

# The hand-written layer has the document's version and requires the
# client generated from the same document.
version=$(python3 -c 'import json; print(json.load(open("../openapi/openapi.json"))["info"]["version"])')
sed -i -E "s/^version = \".*\"/version = \"$version\"/; s/carcassonne-client==[^\"]*/carcassonne-client==$version/" \
    python/carcassonne/pyproject.toml
