#!/usr/bin/env bash
# Instructions the service spends per play cycle (the legal moves read,
# then a command with its full response), under callgrind: the same
# 2-player classic game (fixed tile order, seeded choices) played once to
# warm up, then GAMES (default 1) more times counted (benches/cycle.py).
# Deterministic, unlike commands/s on a shared machine. Needs valgrind.
#
#   benches/cycle_instructions.sh BINARY...        the figure of each binary
#   benches/cycle_instructions.sh --check BINARY   exits 1 when the figure is
#       more than 5 % above benches/cycle_instructions.expected (CI)
# KEEP=DIR keeps each binary's counts as DIR/<n>.callgrind.out (n: its
# place among the arguments, from 1), for `callgrind_annotate
# --inclusive=yes` to say where the instructions went.
set -euo pipefail
cd "$(dirname "$0")/.."
expected_file=benches/cycle_instructions.expected
check=
if [ "${1:-}" = --check ]; then
    check=1
    shift
fi
source tests/lib/service.sh
source benches/callgrind.sh
raise_limits
work=$(mktemp -d "${TMPDIR:-/tmp}/cycle-instructions.XXXXXX")
per_cycle() {
    local out=$work/callgrind.out cycles total
    start_under_callgrind "$1" "$out" --instr-atstart=no
    cycles=$(python3 benches/cycle.py "$BASE_URL" "$service_pid" "${GAMES:-1}")
    stop_under_callgrind
    total=$(callgrind_total "$out")
    [ -z "${KEEP:-}" ] || cp "$out" "$KEEP/$2.callgrind.out"
    echo $((total / cycles))
}
[ -z "${KEEP:-}" ] || mkdir -p "$KEEP"
place=0
for bin in "$@"; do
    place=$((place + 1))
    figure=$(per_cycle "$bin" "$place")
    echo "$bin: $figure instructions per play cycle"
    if [ -n "$check" ]; then
        expected=$(grep -v '^#' "$expected_file")
        if ((figure <= 0)); then
            echo "no instructions counted: the count failed" >&2
            exit 1
        elif ((figure * 100 > expected * 105)); then
            echo "more than 5 % above the $expected recorded in $expected_file: find the cost, or record the new figure there deliberately" >&2
            exit 1
        fi
    fi
done
rm -rf "$work"
