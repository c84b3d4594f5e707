#!/usr/bin/env bash
# Instructions the service spends per cached read of a game view, under
# callgrind: for each binary given, N and 3N reads of one game at event
# ~EVENT (default 20) on one keep-alive connection, the difference divided
# by 2N, so that start-up, sign-ups (argon2) and the game's own play cancel
# out. ENCODING=gzip asks for compressed bodies (default identity).
# Deterministic, unlike req/s on a shared machine. Needs valgrind.
#
#   benches/read_instructions.sh ../before/target/release/carcassonne target/release/carcassonne
#   EVENT=120 ENCODING=gzip READS=1000 benches/read_instructions.sh BIN
set -euo pipefail
cd "$(dirname "$0")/.."
n=${READS:-2000} event=${EVENT:-20} encoding=${ENCODING:-identity}
source tests/lib/service.sh
source benches/callgrind.sh
raise_limits
work=$(mktemp -d "${TMPDIR:-/tmp}/read-instructions.XXXXXX")
total() {
    local bin=$1 reads=$2 out=$work/callgrind.out
    start_under_callgrind "$bin" "$out"
    read -r game token _ < <(python3 benches/midgame.py "$BASE_URL" "$event")
    python3 - "$BASE_URL" "$game" "$token" "$reads" "$encoding" <<'PY'
import http.client, sys, urllib.parse
base, game, token, reads, encoding = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
url = urllib.parse.urlparse(base)
connection = http.client.HTTPConnection(url.hostname, url.port)
headers = {"Authorization": "Bearer " + token, "Accept-Encoding": encoding}
for _ in range(reads):
    connection.request("GET", f"/v1/games/{game}", headers=headers)
    response = connection.getresponse()
    response.read()
    assert response.status == 200, response.status
    assert response.getheader("Content-Encoding", "identity") == encoding, response.getheader("Content-Encoding")
PY
    stop_under_callgrind
    callgrind_total "$out"
}
for bin in "$@"; do
    once=$(total "$bin" "$n")
    thrice=$(total "$bin" $((3 * n)))
    echo "$bin: $(((thrice - once) / (2 * n))) instructions per game-view read ($encoding, event ~$event)"
done
rm -rf "$work"
