"""Reads, commands and streams through HAProxy in front of 1, 2 and 3
instances, each deployment on a fresh PostgreSQL server of its own, and
one instance without HAProxy for what the balancer itself costs. Each
instance keeps its own settings (DB_POOL_SIZE=4 and the default workers):
adding an instance adds its connections and threads, as it would on
another machine. Client, HAProxy, instances and PostgreSQL share this
machine's cores.

- reads: wrk, 32 connections for SECONDS, on a game view at event ~120;
- commands: examples/load.rs, PLAYERS players for SECONDS (commands/s);
- streams: benches/streams.py, 30 commands one at a time, a stream on
  each side of the balancer: send to event p50/p95.

Usage: python3 benches/balanced.py BINARY LOAD_BINARY [SECONDS] [PLAYERS]
(benches/balanced.sh builds them and runs this)."""

import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent / "tests" / "lib"))
from deployment import Balancer, Postgres, free_port  # noqa: E402

BENCHES = Path(__file__).parent
LIMITS = {name: "1000000" for name in (
    "AUTH_LIMIT_PER_MINUTE", "LOGIN_LIMIT_PER_MINUTE", "COMMAND_LIMIT_PER_SECOND", "HINT_LIMIT_PER_MINUTE",
    "GAME_LIMIT_PER_MINUTE", "IMPORT_LIMIT_PER_MINUTE", "JOIN_CODE_LIMIT_PER_MINUTE", "MAX_OPEN_GAMES",
    "MAX_ACTIVE_GAMES", "MAX_BOT_GAMES", "STREAMS_PER_ADDRESS", "STREAMS_PER_ACCOUNT")}


def run(args):
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(args)} failed:\n{done.stderr[-2000:]}")
    return done.stdout


def wait_ready(url, process, log):
    for _ in range(240):
        if subprocess.run(["curl", "-sf", "-o", "/dev/null", f"{url}/readyz"]).returncode == 0:
            return
        if process.poll() is not None:
            sys.exit(f"an instance exited:\n{log.read_text()[-2000:]}")
        time.sleep(0.25)
    sys.exit("an instance did not become ready")


def deployment(binary, directory, instances, balanced):
    """Starts PostgreSQL, the instances and (if `balanced`) HAProxy; the
    URL to load and what to stop afterwards."""
    postgres = Postgres(directory / "postgres").create()
    env = {"DATABASE_URL": postgres.url(), "JWT_SECRET": "balanced-benchmark-secret-0123456789abcdef",
           "DB_POOL_SIZE": "4", "RUST_LOG": "error", "PATH": "/usr/bin:/bin", **LIMITS}
    processes, ports = [], []
    for n in range(instances):
        port = free_port()
        log = directory / f"instance{n}.log"
        process = subprocess.Popen([binary], env={**env, "BIND_ADDR": f"127.0.0.1:{port}",
                                                  "DATA_DIR": str(directory)},
                                   stdout=log.open("w"), stderr=subprocess.STDOUT)
        wait_ready(f"http://127.0.0.1:{port}", process, log)
        processes.append(process)
        ports.append(port)
    balancer = Balancer(directory, ports) if balanced else None
    url = balancer.base if balancer else f"http://127.0.0.1:{ports[0]}"
    if balancer:
        time.sleep(1)  # health checks: every instance up

    def stop():
        if balancer:
            balancer.stop()
        for process in processes:
            process.terminate()
            process.wait(timeout=30)
        postgres.stop()

    return url, stop


def measure(url, load_binary, seconds, players):
    game, token, _ = run(["python3", str(BENCHES / "midgame.py"), url]).split()
    wrk = ["wrk", "-t2", "-c32", "-H", f"Authorization: Bearer {token}", f"{url}/v1/games/{game}"]
    run(wrk[:3] + ["-d2s"] + wrk[3:])  # warm-up: pools, caches
    reads = float(re.search(r"Requests/sec:\s+([\d.]+)", run(wrk[:3] + [f"-d{seconds}s"] + wrk[3:])).group(1))
    load = run([load_binary, url, str(players), "0", str(seconds), "classic"])
    commands = float(re.search(r"^\| command \| \d+ \| (\d+)", load, re.M).group(1))
    streams = run(["python3", str(BENCHES / "streams.py"), url, url, "30"])
    delays = [tuple(map(float, m)) for m in re.findall(r"from sending the command p50 ([\d.]+) ms, p95 ([\d.]+)", streams)]
    return reads, commands, delays


def main():
    binary, load_binary = sys.argv[1:3]
    seconds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    players = int(sys.argv[4]) if len(sys.argv) > 4 else 32
    rows = []
    for label, instances, balanced in (("1 instance, no balancer", 1, False), ("HAProxy, 1 instance", 1, True),
                                       ("HAProxy, 2 instances", 2, True), ("HAProxy, 3 instances", 3, True)):
        with tempfile.TemporaryDirectory(prefix="carcassonne-balanced-") as tmp:
            directory = Path(tmp)
            directory.chmod(0o755)
            url, stop = deployment(binary, directory, instances, balanced)
            try:
                reads, commands, delays = measure(url, load_binary, seconds, players)
            finally:
                stop()
        rows.append((label, reads, commands, delays))
        print(f"{label}: {reads:.0f} reads/s, {commands:.0f} commands/s, stream send to event (p50/p95 ms) "
              f"{', '.join(f'{p50:.1f}/{p95:.1f}' for p50, p95 in delays)}", flush=True)
    base = rows[1]
    print(f"\n| deployment | reads/s | ratio | commands/s | ratio | stream p50/p95 ms |\n|---|---|---|---|---|---|")
    for label, reads, commands, delays in rows:
        print(f"| {label} | {reads:.0f} | {reads / base[1]:.2f} | {commands:.0f} | {commands / base[2]:.2f} | "
              f"{' and '.join(f'{p50:.1f}/{p95:.1f}' for p50, p95 in delays)} |")


if __name__ == "__main__":
    main()
