# Sourced by benchmark scripts: where the machine's CPU time goes during a
# measured window, by process, read from /proc (user + system time).

# Prints "pid ticks" for each of PIDS that still runs: its CPU time so far
# (all threads), in clock ticks. Two processes, however many PIDS: a
# snapshot must be quick on a busy machine.
cpu_ticks() {
    [ $# -gt 0 ] || return 0
    # A process may end at any moment: then it is left out.
    # shellcheck disable=SC2046 # one path per pid
    { cat $(printf '/proc/%s/stat ' "$@") 2>/dev/null || true; } | awk '{print $1, $14 + $15}'
}

# The private PostgreSQL of tests/lib/service.sh: its postmaster and every
# process it has forked.
postgres_pids() {
    local postmaster
    postmaster=$(head -1 "$service_data/postgres/postmaster.pid")
    echo "$postmaster" $(pgrep -P "$postmaster")
}

# Busy and total ticks of the whole machine ("busy total").
machine_ticks() {
    awk '/^cpu / {busy = $2 + $3 + $4 + $7 + $8 + $9; print busy, busy + $5 + $6}' /proc/stat
}

# CPU seconds the processes in snapshot file AFTER used since snapshot file
# BEFORE (a process absent from BEFORE started in between).
cpu_seconds() {
    awk -v hz="$(getconf CLK_TCK)" 'NR == FNR {before[$1] = $2; next}
        {used += $2 - before[$1]} END {printf "%.2f", used / hz}' "$1" "$2"
}

# Snapshots the roles named in ROLES (an associative array: role -> pids)
# and the machine into directory DIR/NAME.
cpu_snapshot() {
    local dir=$1/$2 role
    mkdir -p "$dir"
    for role in "${!roles[@]}"; do
        # shellcheck disable=SC2086 # pids are words
        cpu_ticks ${roles[$role]} >"$dir/$role"
    done
    machine_ticks >"$dir/machine"
}

# Snapshots the roles into DIR/before, waits SECONDS, and snapshots them
# into DIR/after, the private PostgreSQL's processes listed anew (backends
# come and go).
cpu_window() {
    cpu_snapshot "$1" before
    sleep "$2"
    roles[postgres]=$(postgres_pids)
    cpu_snapshot "$1" after
}

# Prints the share of the machine each role used between snapshots
# DIR/before and DIR/after, taken SECONDS apart, and its CPU time per
# operation for OPERATIONS operations ("what" names them).
cpu_report() {
    local dir=$1 seconds=$2 operations=$3 what=$4 role used cores
    cores=$(nproc)
    read -r busy_before total_before <"$dir/before/machine"
    read -r busy_after total_after <"$dir/after/machine"
    printf 'CPU over %s s (%s cores; %% of the machine, µs per %s):' "$seconds" "$cores" "$what"
    for role in $(printf '%s\n' "${!roles[@]}" | sort); do
        used=$(cpu_seconds "$dir/before/$role" "$dir/after/$role")
        awk -v role="$role" -v used="$used" -v s="$seconds" -v c="$cores" -v n="$operations" \
            'BEGIN {printf " %s %.0f %% (%.0f µs),", role, 100 * used / s / c, 1e6 * used / n}'
    done
    awk -v busy=$((busy_after - busy_before)) -v total=$((total_after - total_before)) \
        'BEGIN {printf " machine busy %.0f %%\n", 100 * busy / total}'
}
