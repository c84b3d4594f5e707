# Sourced by benchmark scripts that count the service's instructions:
# starts the service (tests/lib/service.sh, sourced first) under callgrind,
# and reads the total a run counted.

# Starts BINARY under callgrind, writing its counts to OUT when it stops;
# further arguments are valgrind's (e.g. --instr-atstart=no).
start_under_callgrind() {
    local bin=$1 out=$2
    shift 2
    local wrap
    wrap=$(dirname "$out")/callgrind-wrap.sh
    printf '#!/bin/sh\nexec valgrind --tool=callgrind %s --callgrind-out-file=%s %s "$@"\n' "$*" "$out" "$bin" >"$wrap"
    chmod +x "$wrap"
    CARCASSONNE_BIN=$wrap RUST_LOG=error start_service
}

# Stops the service, which writes its counts (in the shell that started
# it: a subshell could not wait for it).
stop_under_callgrind() {
    stop_service
    trap - EXIT
}

# The instructions OUT counted.
callgrind_total() {
    callgrind_annotate "$1" 2>/dev/null | sed -n 's/ *\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' | tr -d ,
}
