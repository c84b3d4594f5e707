#!/usr/bin/env python3
"""Reliability drills against the service binary, each under load from
concurrent players (every game played through legal moves and commands):

  kill      SIGKILL the service (its private PostgreSQL keeps running),
            restart it: every acknowledged command is in the log, the logs
            have no gap and no duplicate, and the restarted service adopts
            the orphaned server (it stops it when it stops).
  kill-all  SIGKILL the service and its private PostgreSQL together (a power
            loss), restart at once: the same guarantees.
  slow      300 connections each send a request head and 12 bytes of a
            1000-byte body, then nothing (slowloris): each gets 408 and is
            closed when the body deadline passes, and the service answers
            other clients meanwhile.
  outage    stop PostgreSQL under load and start it again 3 s later, without
            touching the service: the first 503 comes within 1 s of the
            stop (with Retry-After), the first success within 2 s of the
            return, no request gets 500, and nothing acknowledged is lost.

Usage: tests/drills.py BINARY kill|kill-all|slow|outage. Prints one line of
figures per drill; exits 1 when a guarantee does not hold.
"""

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

GAMES = 4


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Service:
    """The binary over a private PostgreSQL in `data`."""

    def __init__(self, binary, data, port):
        self.binary, self.data, self.port = binary, data, port
        self.base = f"http://127.0.0.1:{port}"
        self.process = None

    def start(self, **settings):
        env = dict(os.environ, DATA_DIR=str(self.data), BIND_ADDR=f"127.0.0.1:{self.port}", RUST_LOG="warn",
                   AUTH_LIMIT_PER_MINUTE="100000", COMMAND_LIMIT_PER_SECOND="100000", **settings)
        log = open(self.data / "service.log", "a")
        self.process = subprocess.Popen([self.binary], env=env, stdout=log, stderr=log)
        started = time.monotonic()
        while time.monotonic() - started < 60:
            if self.process.poll() is not None:
                sys.exit(f"the service exited with {self.process.returncode}:\n{(self.data / 'service.log').read_text()[-3000:]}")
            if call(self, "GET", "/readyz")[0] == 200:
                return time.monotonic() - started
            time.sleep(0.05)
        sys.exit("the service did not become ready")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            self.process.wait(timeout=30)

    def postmaster(self):
        pid_file = self.data / "postgres" / "postmaster.pid"
        return int(pid_file.read_text().split()[0]) if pid_file.exists() else None


def call(service, method, path, token=None, body=None, timeout=10):
    """(status, JSON body, headers); status 0 when the connection failed."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(service.base + path, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.loads(response.read() or b"null"), response.headers
    except urllib.error.HTTPError as e:
        raw = e.read()
        try:
            return e.code, json.loads(raw or b"null"), e.headers
        except ValueError:
            return e.code, None, e.headers
    except (urllib.error.URLError, ConnectionError, TimeoutError, socket.timeout):
        return 0, None, {}


def sign_in(service, name):
    credentials = {"username": name, "password": "correct horse battery"}
    call(service, "POST", "/v1/accounts", body=credentials)
    return call(service, "POST", "/v1/auth/login", body=credentials)[1]["access_token"]


class Load:
    """Players of `GAMES` games sending commands until stopped; records
    every acknowledged command and every status seen, with its time."""

    def __init__(self, service):
        self.service = service
        self.tokens = [sign_in(service, f"player{i}") for i in range(2 * GAMES)]
        self.games = []
        for g in range(GAMES):
            a, b = self.tokens[2 * g], self.tokens[2 * g + 1]
            body = {"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"}
            game = call(service, "POST", "/v1/games", a, body)[1]["id"]
            call(service, "POST", f"/v1/games/{game}/join", b)
            call(service, "POST", f"/v1/games/{game}/start", a)
            self.games.append((game, [a, b]))
        self.acknowledged = {}  # game -> {seq: event payloads}
        self.statuses = []  # (time, status)
        self.stopping = threading.Event()
        self.threads = [threading.Thread(target=self.play, args=game) for game in self.games]

    def play(self, game, tokens):
        acknowledged = self.acknowledged.setdefault(game, {})
        while not self.stopping.is_set():
            status, view, _ = call(self.service, "GET", f"/v1/games/{game}", tokens[0], timeout=5)
            self.statuses.append((time.monotonic(), status))
            if status != 200:
                time.sleep(0.02)
                continue
            if view["state"]["outcome"] is not None:
                return
            token = tokens[view["state"]["current_player"]]
            status, legal, _ = call(self.service, "GET", f"/v1/games/{game}/legal-moves", token, timeout=5)
            if status != 200 or not legal.get("commands"):
                continue
            body = {"ruleset": "classic", "expected_seq": legal["seq"], "command": legal["commands"][0]}
            status, result, _ = call(self.service, "POST", f"/v1/games/{game}/commands", token, body, timeout=5)
            self.statuses.append((time.monotonic(), status))
            if status == 200:
                for record in result["events"]:
                    acknowledged[record["seq"]] = record["event"]

    def start(self):
        for thread in self.threads:
            thread.start()

    def stop(self):
        self.stopping.set()
        for thread in self.threads:
            thread.join()

    def lost(self, service):
        """Acknowledged events missing from, or different in, the log; and
        logs with a gap or a duplicate."""
        problems = []
        for game, tokens in self.games:
            events = call(service, "GET", f"/v1/games/{game}/events?limit=1000", tokens[0])[1]["events"]
            seqs = [e["seq"] for e in events]
            if seqs != list(range(1, len(seqs) + 1)):
                problems.append(f"{game}: the log has a gap or a duplicate: {seqs}")
            logged = {e["seq"]: e["event"] for e in events}
            for seq, event in self.acknowledged.get(game, {}).items():
                if logged.get(seq) != event:
                    problems.append(f"{game}: acknowledged event {seq} is missing or different")
        return problems


def run_as_postgres(args):
    if os.geteuid() == 0:
        args = ["runuser", "-u", "postgres", "--"] + args
    subprocess.run(args, check=True, capture_output=True, cwd="/")


def pg_ctl():
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"), key=lambda p: int(p.parts[-3]))
    return str(versions[-1]) if versions else "pg_ctl"


def drill_kill(binary, data, together):
    service = Service(binary, data, free_port())
    service.start()
    load = Load(service)
    load.start()
    time.sleep(3)
    postmaster = service.postmaster()
    service.process.kill()
    if together:
        os.kill(postmaster, signal.SIGKILL)
    load.stop()
    service.process.wait()
    ready = service.start()
    problems = load.lost(service)
    commands = sum(len(a) for a in load.acknowledged.values())
    adopted = (data / "postgres" / "carcassonne.pid").read_text().strip() == str(service.process.pid)
    service.stop()
    left_running = service.postmaster() is not None and Path(f"/proc/{service.postmaster()}").exists()
    if not together and (not adopted or left_running):
        problems.append("the restarted service did not adopt the orphaned PostgreSQL server")
    name = "kill-all" if together else "kill"
    print(f"{name}: {commands} acknowledged events all present after SIGKILL; ready again in {ready:.2f} s")
    return problems


def drill_slow(binary, data):
    service = Service(binary, data, free_port())
    service.start(BODY_TIMEOUT_MS="2000")
    head = (b"POST /v1/accounts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 1000\r\n\r\n{\"username\":")
    sockets = []
    sent = time.monotonic()
    for _ in range(300):
        s = socket.create_connection(("127.0.0.1", service.port))
        s.sendall(head)
        sockets.append(s)
    meanwhile = call(service, "GET", "/v1/rulesets")[0]
    answers, closed, last = 0, 0, 0.0
    for s in sockets:
        s.settimeout(10)
        data = b""
        try:
            while chunk := s.recv(4096):
                data += chunk
            closed += 1
        except OSError:
            pass
        answers += data.startswith(b"HTTP/1.1 408")
        last = max(last, time.monotonic() - sent)
        s.close()
    service.stop()
    problems = []
    if meanwhile != 200:
        problems.append(f"another client got {meanwhile} while 300 bodies hung")
    if answers != 300 or closed != 300:
        problems.append(f"{answers} of 300 got 408, {closed} were closed")
    print(f"slow: 300 hanging bodies: {answers} answered 408 and {closed} closed, the last {last:.2f} s after "
          f"they began (deadline 2 s); another client served meanwhile: {meanwhile == 200}")
    return problems


def drill_outage(binary, data):
    service = Service(binary, data, free_port())
    service.start()
    load = Load(service)
    pgdata = data / "postgres"
    probes = []

    def probe():
        while not load.stopping.is_set():
            status, _, headers = call(service, "GET", "/readyz", timeout=5)
            probes.append((time.monotonic(), status, headers.get("Retry-After") if headers else None))
            time.sleep(0.05)

    prober = threading.Thread(target=probe)
    load.start()
    prober.start()
    time.sleep(2)
    stopped = time.monotonic()
    run_as_postgres([pg_ctl(), "-D", str(pgdata), "-m", "immediate", "-w", "stop"])
    time.sleep(3)
    options = f"-c listen_addresses='' -k '{pgdata}' -p 5432"
    back = time.monotonic()
    run_as_postgres([pg_ctl(), "-D", str(pgdata), "-l", str(pgdata / "server.log"), "-w", "-o", options, "start"])
    time.sleep(3)
    load.stop()
    prober.join()
    seen = load.statuses + [(t, s) for t, s, _ in probes]
    first_503 = min((t for t, s in seen if s == 503 and t > stopped), default=None)
    first_ok = min((t for t, s in seen if s == 200 and t > back), default=None)
    problems = load.lost(service)
    errors = sorted({s for t, s in seen if s >= 500 and s != 503})
    if errors:
        problems.append(f"statuses other than 503 during the outage: {errors}")
    if any(s == 503 and retry != "1" for _, s, retry in probes):
        problems.append("a 503 without Retry-After")
    if first_503 is None or first_503 - stopped > 1.0:
        problems.append(f"no 503 within 1 s of the stop: {first_503 and first_503 - stopped}")
    if first_ok is None or first_ok - back > 2.0:
        problems.append(f"no success within 2 s of the return: {first_ok and first_ok - back}")
    service.stop()
    print(f"outage: first 503 {first_503 - stopped:.2f} s after the stop, first success "
          f"{first_ok - back:.2f} s after the return; {sum(len(a) for a in load.acknowledged.values())} "
          f"acknowledged events all present" if first_503 and first_ok else "outage: see problems")
    return problems


def main():
    binary, drill = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory(prefix="carcassonne-drill-") as tmp:
        data = Path(tmp)
        data.chmod(0o755)
        if drill == "kill":
            problems = drill_kill(binary, data, together=False)
        elif drill == "kill-all":
            problems = drill_kill(binary, data, together=True)
        elif drill == "slow":
            problems = drill_slow(binary, data)
        elif drill == "outage":
            problems = drill_outage(binary, data)
        else:
            sys.exit(__doc__)
        pid = Service(binary, data, 0).postmaster()
        if pid and Path(f"/proc/{pid}").exists():
            run_as_postgres([pg_ctl(), "-D", str(data / "postgres"), "-m", "fast", "-w", "stop"])
    for problem in problems:
        print(f"FAILED: {problem}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
