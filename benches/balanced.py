"""Reads, commands and streams through HAProxy in front of 1, 2 and 3
instances, each deployment on a fresh PostgreSQL server of its own, one
instance without HAProxy for what the balancer itself costs, and one
instance reading from a hot standby (pg_basebackup, streaming
replication) as well as its primary. Each
instance keeps its own settings (DB_POOL_SIZE=4 and the default workers):
adding an instance adds its connections and threads, as it would on
another machine. Client, HAProxy, instances and PostgreSQL share this
machine's cores.

- reads: wrk, 32 connections for SECONDS, on a game view at event ~120,
  and on the lobby list (20 games);
- commands: examples/load.rs, PLAYERS players for SECONDS (commands/s);
- streams: benches/streams.py, 30 commands one at a time, a stream on
  each side of the balancer: send to event p50/p95;
- with a standby: where the reads went (its metrics) and the replication
  lag (replay, pg_stat_replication) sampled while the commands ran.

Usage: python3 benches/balanced.py BINARY LOAD_BINARY [SECONDS] [PLAYERS]
(benches/balanced.sh builds them and runs this)."""

import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent / "tests" / "lib"))
from deployment import Balancer, Postgres, free_port  # noqa: E402

BENCHES = Path(__file__).parent
METRICS_TOKEN = "balanced benchmark metrics token"
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


def deployment(binary, directory, instances, balanced, standby=False):
    """Starts PostgreSQL (and a standby of it), the instances and (if
    `balanced`) HAProxy; the URL to load, the primary, and what to stop
    afterwards."""
    postgres = Postgres(directory / "postgres").create()
    replica = postgres.standby(directory / "standby") if standby else None
    env = {"DATABASE_URL": postgres.url(), "JWT_SECRET": "balanced-benchmark-secret-0123456789abcdef",
           "DB_POOL_SIZE": "4", "RUST_LOG": "error", "PATH": "/usr/bin:/bin", "METRICS_TOKEN": METRICS_TOKEN,
           **LIMITS}
    if replica:
        env["DATABASE_READ_URLS"] = replica.url()
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
        if replica:
            replica.stop()
        postgres.stop()

    return url, postgres, stop


def read_rate(url, path, token, seconds):
    wrk = ["wrk", "-t2", "-c32", "-H", f"Authorization: Bearer {token}", f"{url}{path}"]
    run(wrk[:3] + ["-d2s"] + wrk[3:])  # warm-up: pools, caches
    return float(re.search(r"Requests/sec:\s+([\d.]+)", run(wrk[:3] + [f"-d{seconds}s"] + wrk[3:])).group(1))


def standby_reads(url):
    """Reads served by the standby, and all sent to it, per the metrics."""
    text = run(["curl", "-sf", "-H", f"Authorization: Bearer {METRICS_TOKEN}", f"{url}/metrics"])
    counts = {m[0]: int(float(m[1])) for m in re.findall(r'db_standby_reads_total\{result="(\w+)"\} ([\d.e+]+)', text)}
    return counts.get("served", 0), sum(counts.values())


class LagSampler:
    """The standby's replay lag as the primary reports it, every 0.2 s."""

    def __init__(self, primary):
        self.primary, self.samples, self.stopping = primary, [], threading.Event()
        self.thread = threading.Thread(target=self.run)
        self.thread.start()

    def run(self):
        sql = "SELECT coalesce(max(extract(epoch FROM replay_lag)) * 1000, 0) FROM pg_stat_replication"
        while not self.stopping.is_set():
            self.samples.append(float(self.primary.query(sql) or 0))
            time.sleep(0.2)

    def stop(self):
        self.stopping.set()
        self.thread.join()
        samples = sorted(self.samples)
        return samples[len(samples) // 2], samples[-1]


def measure(url, primary, load_binary, seconds, players, standby):
    game, token, _ = run(["python3", str(BENCHES / "midgame.py"), url]).split()
    views = read_rate(url, f"/v1/games/{game}", token, seconds)
    lists = read_rate(url, "/v1/games?limit=20", token, seconds)
    lag = LagSampler(primary) if standby else None
    load = run([load_binary, url, str(players), "0", str(seconds), "classic"])
    lag = lag.stop() if lag else None
    commands = float(re.search(r"^\| command \| \d+ \| (\d+)", load, re.M).group(1))
    streams = run(["python3", str(BENCHES / "streams.py"), url, url, "30"])
    delays = [tuple(map(float, m)) for m in re.findall(r"from sending the command p50 ([\d.]+) ms, p95 ([\d.]+)", streams)]
    split = standby_reads(url) if standby else None
    return views, lists, commands, delays, split, lag


def main():
    binary, load_binary = sys.argv[1:3]
    seconds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    players = int(sys.argv[4]) if len(sys.argv) > 4 else 32
    rows = []
    deployments = (("1 instance, no balancer", 1, False, False), ("HAProxy, 1 instance", 1, True, False),
                   ("HAProxy, 2 instances", 2, True, False), ("HAProxy, 3 instances", 3, True, False),
                   ("1 instance and a standby, no balancer", 1, False, True))
    for label, instances, balanced, standby in deployments:
        with tempfile.TemporaryDirectory(prefix="carcassonne-balanced-") as tmp:
            directory = Path(tmp)
            directory.chmod(0o755)
            url, primary, stop = deployment(binary, directory, instances, balanced, standby)
            try:
                views, lists, commands, delays, split, lag = measure(url, primary, load_binary, seconds, players, standby)
            finally:
                stop()
        rows.append((label, views, lists, commands, delays))
        print(f"{label}: {views:.0f} game views/s, {lists:.0f} lobby lists/s, {commands:.0f} commands/s, stream send "
              f"to event (p50/p95 ms) {', '.join(f'{p50:.1f}/{p95:.1f}' for p50, p95 in delays)}", flush=True)
        if split:
            print(f"  standby: served {split[0]} of the {split[1]} reads sent to it; replication lag (replay) "
                  f"p50 {lag[0]:.1f} ms, max {lag[1]:.1f} ms while the commands ran", flush=True)
    base = rows[1]
    print("\n| deployment | game views/s | ratio | lobby lists/s | ratio | commands/s | ratio | stream p50/p95 ms |")
    print("|---|---|---|---|---|---|---|---|")
    for label, views, lists, commands, delays in rows:
        print(f"| {label} | {views:.0f} | {views / base[1]:.2f} | {lists:.0f} | {lists / base[2]:.2f} | {commands:.0f} | "
              f"{commands / base[3]:.2f} | {' and '.join(f'{p50:.1f}/{p95:.1f}' for p50, p95 in delays)} |")


if __name__ == "__main__":
    main()
