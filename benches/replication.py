#!/usr/bin/env python3
"""The price of synchronous replication (issue 56): one instance over
pg_auto_failover (a monitor and two nodes, tests/lib/deployment.py),
examples/load.rs playing complete games with PLAYERS players for SECONDS,
with commits that wait for the secondary (`synchronous_commit = on`, what
the drill `failover` runs) and with commits that do not (`local`: the
secondary still streams, behind), alternated ROUNDS times in one sitting.
Release build; client, service, monitor and both nodes share the machine.

Usage: benches/replication.py [players] [seconds] [rounds]   (32, 20, 2)
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "lib"))
from deployment import AutoFailover, free_port  # noqa: E402
from drills import Service  # noqa: E402


def commands_per_second(output):
    """The command endpoint's rate and p99 from the load generator's table."""
    for line in output.splitlines():
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if len(cells) == 6 and cells[0] == "command":
            return float(cells[2]), float(cells[5])
    sys.exit("no command row in the load generator's output:\n" + output)


def main():
    players, seconds, rounds = (int(a) for a in (sys.argv[1:] + ["32", "20", "2"][len(sys.argv) - 1:])[:3])
    binary, load = ROOT / "target/release/carcassonne", ROOT / "target/release/examples/load"
    with tempfile.TemporaryDirectory(prefix="carcassonne-replication-") as tmp:
        data = Path(tmp)
        data.chmod(0o755)
        cluster = AutoFailover(data / "failover")
        try:
            cluster.create()
            (data / "instance").mkdir()
            service = Service(str(binary), data / "instance", free_port())
            service.start(DATABASE_URL=cluster.url(), JWT_SECRET="replication benchmark secret of 32+ bytes",
                          DB_POOL_SIZE="4")
            print("| commits wait for | round | commands/s | command p99 ms |\n|---|---|---:|---:|")
            for round in range(1, rounds + 1):
                for mode, what in (("on", "the secondary (synchronous)"), ("local", "the primary alone")):
                    primary = cluster.ports[cluster.primary()]
                    cluster.sql(primary, f"ALTER SYSTEM SET synchronous_commit = '{mode}'")
                    cluster.sql(primary, "SELECT pg_reload_conf()")
                    out = subprocess.run([str(load), service.base, str(players), "0", str(seconds)],
                                         capture_output=True, text=True, check=True,
                                         env=dict(os.environ, RUST_LOG="error")).stdout
                    rate, p99 = commands_per_second(out)
                    print(f"| {what} | {round} | {rate:,.0f} | {p99:.1f} |", flush=True)
            service.stop()
        finally:
            cluster.stop()


if __name__ == "__main__":
    main()
