#!/usr/bin/env bash
# Instructions the service spends per cached read of a game view, under
# callgrind: for each binary given, N and 3N reads of one game at event
# ~20 on one keep-alive connection, the difference divided by 2N, so that
# start-up, sign-ups (argon2) and the game's own play cancel out.
# Deterministic, unlike req/s on a shared machine. Needs valgrind.
#
#   benches/read_instructions.sh ../before/target/release/carcassonne target/release/carcassonne
set -euo pipefail
cd "$(dirname "$0")/.."
n=${READS:-2000}
source tests/lib/service.sh
source benches/callgrind.sh
raise_limits
work=$(mktemp -d "${TMPDIR:-/tmp}/read-instructions.XXXXXX")
total() {
    local bin=$1 reads=$2 out=$work/callgrind.out
    start_under_callgrind "$bin" "$out"
    read -r game token _ < <(python3 benches/midgame.py "$BASE_URL" 20)
    python3 - "$BASE_URL" "$game" "$token" "$reads" <<'PY'
import http.client, sys, urllib.parse
base, game, token, reads = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
url = urllib.parse.urlparse(base)
connection = http.client.HTTPConnection(url.hostname, url.port)
for _ in range(reads):
    connection.request("GET", f"/v1/games/{game}", headers={"Authorization": "Bearer " + token})
    response = connection.getresponse()
    response.read()
    assert response.status == 200, response.status
PY
    stop_under_callgrind
    callgrind_total "$out"
}
for bin in "$@"; do
    once=$(total "$bin" "$n")
    thrice=$(total "$bin" $((3 * n)))
    echo "$bin: $(((thrice - once) / (2 * n))) instructions per game-view read"
done
rm -rf "$work"
