#!/usr/bin/env bash
# Instructions per engine workload (examples/instructions.rs) for each
# checkout given, under callgrind: each workload at once and twice its
# size, the difference reported, so that start-up (catalog parsing, the
# board it plays to) cancels out. Deterministic, unlike wall-clock rounds
# on a shared machine. Needs valgrind.
#
#   benches/instructions.sh ../before .
#
# A checkout from before the workspace (9441ce0 and earlier) needs the
# example copied in with `engine::` read as `carcassonne::engine::`.
set -euo pipefail
workloads=(replay legal view classic abbey river all hg discovery mists)
# Each checkout builds into its own target directory, where the binaries
# are looked for below.
for checkout in "$@"; do
    (cd "$checkout" && CARGO_TARGET_DIR="$PWD/target" cargo build --quiet --release --locked --example instructions)
done
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | sed -n 's/.*Collected : //p'
}
printf '%-10s' workload
for checkout in "$@"; do printf ' %16s' "$(basename "$(cd "$checkout" && pwd)")"; done
echo
for workload in "${workloads[@]}"; do
    printf '%-10s' "$workload"
    for checkout in "$@"; do
        binary=$checkout/target/release/examples/instructions
        once=$(count "$binary" "$workload" 1)
        twice=$(count "$binary" "$workload" 2)
        printf ' %16s' "$((twice - once))"
    done
    echo
done
