#!/usr/bin/env bash
# Commands/s of two release binaries in one sitting, alternated in pairs:
# benches/commands.sh (32 players, no readers, no floors) runs BEFORE and
# AFTER in each pair, BEFORE first in the first half of the pairs and
# second in the rest, so that a machine that speeds up or slows down
# through the sitting favours neither. Prints a row per pair (commands/s,
# command p99, the service's and PostgreSQL's CPU per command), the
# means, and the pairs' ratio with its 95 % interval (benches/ratios.py).
# Usage: benches/command_pairs.sh BEFORE_BIN AFTER_BIN [pairs] [seconds]
set -euo pipefail
cd "$(dirname "$0")/.."
before=$1 after=$2 pairs=${3:-8} seconds=${4:-20}
for bin in "$before" "$after"; do
    [ -x "$bin" ] || { echo "not an executable: $bin" >&2; exit 1; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/command-pairs.XXXXXX")
trap 'rm -rf "$work"' EXIT
# One run of BIN: "commands/s p99 service-µs postgres-µs" (CPU per command).
run() {
    FLOORS='' CARCASSONNE_BIN=$1 benches/commands.sh 32 0 "$seconds" >"$work/run.out" 2>&1 ||
        { cat "$work/run.out" >&2; return 1; }
    local cpu
    cpu=$(sed -n 's/^CPU over.* postgres [0-9]* % (\([0-9]*\) µs), service [0-9]* % (\([0-9]*\) µs).*/\2 \1/p' \
        "$work/run.out")
    awk -F'|' -v cpu="$cpu" '$2 ~ /^ command / {print $4 + 0, $7 + 0, cpu}' "$work/run.out"
}
echo "| pair | before: commands/s (p99 ms, service µs, postgres µs a command) | after | after / before |"
echo "|---|---|---|---|"
declare -A bins=([before]=$before [after]=$after) results
for pair in $(seq "$pairs"); do
    order=(before after)
    ((pair * 2 <= pairs)) || order=(after before)
    for side in "${order[@]}"; do
        results[$side]=$(run "${bins[$side]}")
    done
    read -r b_rate b_p99 b_cpu b_pg <<<"${results[before]}"
    read -r a_rate a_p99 a_cpu a_pg <<<"${results[after]}"
    echo "| $pair | $b_rate ($b_p99, $b_cpu, $b_pg) | $a_rate ($a_p99, $a_cpu, $a_pg) | $(awk -v a="$a_rate" -v b="$b_rate" 'BEGIN {printf "%.2f", a / b}') |"
    echo "$b_rate $a_rate $b_cpu $a_cpu $b_pg $a_pg" >>"$work/rates"
done
awk '{b += $1; a += $2; bs += $3; as += $4; bp += $5; ap += $6}
    END {printf "means: before %.0f, after %.0f commands/s: %.2f times; CPU per command: service %.0f -> %.0f µs, postgres %.0f -> %.0f µs\n",
        b / NR, a / NR, a / b, bs / NR, as / NR, bp / NR, ap / NR}' "$work/rates"
python3 benches/ratios.py "pairs, commands/s after / before" <"$work/rates"
