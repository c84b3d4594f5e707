#!/usr/bin/env bash
# A cold debug build of the binary (what the first `cargo run` of a fresh
# clone compiles), for two revisions alternated in one sitting, each time
# into an empty target directory; crates are fetched beforehand, so the
# figures are compile time only:
#   benches/cold_build.sh BASE_REV [NEW_REV]   (NEW_REV: HEAD; ROUNDS=2)
# The build is CPU-bound on two cores: user + sys is printed beside the
# wall time, and the unit count (`cargo build --timings` of either tree
# says where the time goes). Ends with the rounds' ratios of NEW to BASE,
# wall and CPU, with their 95 % intervals (benches/ratios.py).
set -euo pipefail
cd "$(dirname "$0")/.."
base=$(git rev-parse --short "$1")
new=$(git rev-parse --short "${2:-HEAD}")
work=$(mktemp -d "${TMPDIR:-/tmp}/cold-build.XXXXXX")
trap 'git worktree remove --force "$work/base" 2>/dev/null; git worktree remove --force "$work/new" 2>/dev/null; rm -rf "$work"' EXIT
git worktree add -q --detach "$work/base" "$base"
git worktree add -q --detach "$work/new" "$new"
for side in base new; do (cd "$work/$side" && cargo fetch -q); done
echo "| round | revision | wall | user + sys | units |"
echo "|---|---|---|---|---|"
for round in $(seq 1 "${ROUNDS:-2}"); do
    for side in base new; do
        rm -rf "$work/target"
        revision=$([ "$side" = base ] && echo "$base" || echo "$new")
        times=$( { /usr/bin/time -f "%e %U %S" \
            bash -c "cd '$work/$side' && CARGO_TARGET_DIR='$work/target' cargo build -q --bin carcassonne" ; } 2>&1 | tail -1)
        read -r wall user sys <<<"$times"
        units=$(find "$work/target/debug/.fingerprint" -mindepth 1 -maxdepth 1 -type d | wc -l)
        cpu=$(echo "$user + $sys" | bc)
        printf '| %s | %s | %.0f s | %.0f s | %s |\n' "$round" "$revision" "$wall" "$cpu" "$units"
        printf '%s %s ' "$wall" "$cpu" >>"$work/times"
    done
    echo >>"$work/times"
done
# Each line of times: base wall, base CPU, new wall, new CPU.
awk '{print $1, $3}' "$work/times" | python3 benches/ratios.py "rounds, wall time new / base"
awk '{print $2, $4}' "$work/times" | python3 benches/ratios.py "rounds, CPU time new / base"
