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
  idle-streams
            1,000 idle streams asking for gzip: each costs the service at
            most 64 KB of resident memory.
  outage    stop PostgreSQL under load and start it again 3 s later, without
            touching the service: the first 503 comes within 1 s of the
            stop (with Retry-After), the first success within 2 s of the
            return, no request gets 500, and nothing acknowledged is lost.
  webhooks  SIGKILL the service while webhook deliveries are in flight (a
            receiver holds its requests unanswered) and others wait in the
            outbox, under load, then restart it: every delivery in the
            endpoints' logs ends delivered, every message the receiver
            acknowledged verifies (checked here with hmac, not the
            service's library) and tells of an event in its game's log,
            none is acknowledged twice, and the ones cut off are delivered
            again with their `webhook-id`.
  fair-webhooks
            three accounts with five endpoints each that answer after
            9.5 s ping at their full allowance and play, while two other
            accounts play with an endpoint each: every delivery of the
            others comes, each overtaking at least 10 of the slow
            accounts' older ones (oldest first, it would overtake none).
            Prints the others' delays from write to arrival.
  fair-bots five accounts keep 25 games of four `mcts` bots busy, while
            another account plays a `random` bot (one bot worker): from
            the logs, the busy bots make a median of at most 2 decisions
            while the other account's bot is to move. Prints how long
            its turns took.
  fair-analyses
            five accounts' analyses of long finished games keep the one bot
            worker busy, while another account plays a `random` bot: its
            bot answers every turn and the analyses go on meanwhile.
            Prints how long its turns took (benches/fairness.sh; not in CI).
  abuse     one attacker against one instance, while another client keeps
            reading (/healthz and a game): 1,200 anonymous streams opened
            at once; 30 games of bots resigned at once by their one human
            player; 1,000 requests with made-up methods. Every read of the
            other client is answered, every stream request is answered, the
            bots finish every game, and /metrics has no new series. Prints
            the other client's latencies (they are not asserted).
  rolling   two instances behind HAProxy over a PostgreSQL server of their
            own, under load (players, a reader, and a stream following
            each game): SIGTERM one (it drains, then stops), start it
            again, then the other. No request fails, and every stream,
            resumed with `Last-Event-ID` after each `retry:`, delivers its
            game's log exactly: no gap, no repeat. The instances trust
            HAProxy's `X-Forwarded-For`: a client at its limit of streams
            is refused while another client's stream is admitted.
  failover  two instances behind HAProxy over pg_auto_failover (a monitor,
            a primary and a synchronous secondary), under load (players
            and streams): the primary's PostgreSQL SIGKILLed, then, once
            the pair is healthy again, the primary's whole node (keeper and
            server). No request gets 500 (503 while there is no primary),
            a command succeeds within 30 s of each kill, every acknowledged
            event is in the new primary's log, every stream delivers its
            game's log exactly, and the lost node started again rejoins as
            the secondary.
  restore   one instance over a PostgreSQL server whose WAL pgBackRest
            archives: games played, a base backup, more games, the moment
            noted, more games, then the events table dropped by mistake.
            Restored to the moment (PITR), every game of before it is
            there with its log exactly as it was, none of after it exists,
            and `admin verify` finds every log a game of its rules.
  standby   one instance over a primary and a hot standby (pg_basebackup,
            streaming replication), under load (players, and readers of
            the lobby list and the games' logs): reads are served by the
            standby; it is stopped (immediate) and started again under
            load. No request fails, reads go back to the standby once it
            is fit again, and nothing acknowledged is lost. Prints the read
            split and the replication lag.

Usage: tests/drills.py BINARY kill|kill-all|slow|idle-streams|outage|webhooks|fair-webhooks|
    fair-bots|fair-analyses|abuse|rolling|standby|failover|restore. Prints the figures of each drill; exits 1
when a guarantee does not hold.
"""

import base64
import collections
import hashlib
import hmac
import http.client
import http.server
import itertools
import json
import os
import resource
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "lib"))
from deployment import AutoFailover, Balancer, Postgres, as_postgres, free_port, pg_program  # noqa: E402

GAMES = 4
# The bots of the abuse drill: random ones by default (the drill is about
# the request path, not the bots' thinking), DRILL_BOT_LEVEL=greedy or mcts
# for figures of stronger ones.
BOT_LEVEL = os.environ.get("DRILL_BOT_LEVEL", "random")


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

    def __init__(self, service, games=GAMES, pause=0.0):
        self.service, self.pause = service, pause
        self.tokens = [sign_in(service, f"player{i}") for i in range(2 * games)]
        self.games = []
        for g in range(games):
            a, b = self.tokens[2 * g], self.tokens[2 * g + 1]
            body = {"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"}
            game = call(service, "POST", "/v1/games", a, body)[1]["id"]
            call(service, "POST", f"/v1/games/{game}/join", b)
            call(service, "POST", f"/v1/games/{game}/start", a)
            self.games.append((game, [a, b]))
        self.acknowledged = {}  # game -> {seq: event payloads}
        self.statuses = []  # (time, status)
        self.unavailable = collections.Counter()  # 503s by problem code, "no Retry-After" when it lacked one
        self.commands = []  # (time sent, time answered, status) of the commands alone
        self.stopping = threading.Event()
        self.threads = [threading.Thread(target=self.play, args=game) for game in self.games]

    def play(self, game, tokens):
        acknowledged = self.acknowledged.setdefault(game, {})
        while not self.stopping.is_set():
            status, view, headers = call(self.service, "GET", f"/v1/games/{game}", tokens[0], timeout=5)
            self.note(status, view, headers)
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
            sent = time.monotonic()
            status, result, headers = call(self.service, "POST", f"/v1/games/{game}/commands", token, body, timeout=5)
            self.note(status, result, headers)
            self.commands.append((sent, time.monotonic(), status))
            if status == 200:
                for record in result["events"]:
                    acknowledged[record["seq"]] = record["event"]
            time.sleep(self.pause)

    def note(self, status, body, headers):
        self.statuses.append((time.monotonic(), status))
        if status == 503:
            retry = headers.get("Retry-After", "")
            code = body.get("code", "not a problem") if isinstance(body, dict) else "not a problem"
            self.unavailable[code if retry.isdigit() else "no Retry-After"] += 1

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


class Receiver:
    """A webhook receiver on a loopback port. It verifies each request's
    Standard Webhooks signature with the secret of its path, notes when
    each message first arrived (wall clock, as the service's timestamps),
    and answers 204, after `answer_after` seconds if given; while
    `holding` is set it holds requests unanswered for 10 s (the service
    gives up after its timeout, or is killed meanwhile)."""

    def __init__(self, answer_after=0.0):
        self.secrets = {}  # path -> secret
        self.acknowledged = []  # (webhook-id, message) answered 204
        self.arrived = {}  # webhook-id -> time.time() of its first request
        self.held = []  # webhook-ids of requests held
        self.forged = []  # requests whose signature did not verify
        self.holding = threading.Event()
        self.lock = threading.Lock()
        receiver = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                arrived = time.time()
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                msg_id = self.headers.get("webhook-id", "")
                with receiver.lock:
                    receiver.arrived.setdefault(msg_id, arrived)
                    if not receiver.verifies(self.path, msg_id, self.headers, body):
                        receiver.forged.append(msg_id)
                    if receiver.holding.is_set():
                        receiver.held.append(msg_id)
                if receiver.holding.is_set():
                    time.sleep(10)
                    return
                time.sleep(answer_after)
                with receiver.lock:
                    receiver.acknowledged.append((msg_id, json.loads(body)))
                self.send_response(204)
                self.end_headers()

            def log_message(self, *_):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def verifies(self, path, msg_id, headers, body):
        secret = self.secrets.get(path)
        if secret is None:
            return False
        key = base64.b64decode(secret.removeprefix("whsec_"))
        signed = f"{msg_id}.{headers.get('webhook-timestamp', '')}.".encode() + body
        expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
        offered = [part.removeprefix("v1,") for part in headers.get("webhook-signature", "").split()]
        return any(hmac.compare_digest(expected, signature) for signature in offered)


def endpoint_log(service, token, endpoint):
    """Every delivery in an endpoint's log."""
    deliveries, cursor = [], ""
    while True:
        path = f"/v1/me/webhooks/{endpoint}/deliveries?limit=100{cursor}"
        page = call(service, "GET", path, token)[1]
        deliveries += page["deliveries"]
        if not page["next_cursor"]:
            return deliveries
        cursor = f"&cursor={page['next_cursor']}"


def drill_webhooks(binary, data):
    receiver = Receiver()
    service = Service(binary, data, free_port())
    settings = {"WEBHOOK_TIMEOUT_MS": "2000", "WEBHOOK_RETRY_BASE_MS": "200", "WEBHOOK_ALLOW_PRIVATE": "true"}
    service.start(**settings)
    load = Load(service)
    endpoints = []
    for n, token in enumerate(load.tokens):
        created = call(service, "POST", "/v1/me/webhooks", token, {"url": f"{receiver.url}/player{n}"})[1]
        receiver.secrets[f"/player{n}"] = created["secret"]
        endpoints.append((token, created["endpoint"]["id"]))
    load.start()
    # Deliveries flow for a while (a count, not a time: the games of the
    # load end after about 300 of them, sooner on a faster machine)...
    began = time.monotonic()
    while len(receiver.acknowledged) < 40 and time.monotonic() - began < 30:
        time.sleep(0.01)
    # ...then the receiver holds the next ones until the kill.
    receiver.holding.set()
    waited = time.monotonic()
    while not receiver.held and time.monotonic() - waited < 10:
        time.sleep(0.01)
    time.sleep(0.2)
    service.process.kill()
    load.stop()
    service.process.wait()
    cut_off = set(receiver.held)
    receiver.holding.clear()
    acknowledged_before = len(receiver.acknowledged)
    service.start(**settings)
    restarted = time.monotonic()
    problems = []
    while True:
        logs = [endpoint_log(service, token, endpoint) for token, endpoint in endpoints]
        pending = sum(d["status"] == "pending" for log in logs for d in log)
        if pending == 0 or time.monotonic() - restarted > 60:
            break
        time.sleep(0.2)
    drained = time.monotonic() - restarted
    deliveries = [d for log in logs for d in log]
    if pending:
        problems.append(f"{pending} deliveries still pending 60 s after the restart")
    problems += [f"delivery {d['id']} ended {d['status']}: {d['last_error']}" for d in deliveries if d["status"] == "failed"]
    ids = [msg_id for msg_id, _ in receiver.acknowledged]
    if len(ids) != len(set(ids)):
        problems.append("a message was acknowledged twice")
    if set(ids) != {d["id"] for d in deliveries}:
        problems.append("the messages acknowledged are not the deliveries in the logs")
    if not cut_off:
        problems.append("no delivery was in flight at the kill")
    if receiver.forged:
        problems.append(f"{len(receiver.forged)} requests did not verify")
    lengths = {game: len(call(service, "GET", f"/v1/games/{game}/events?limit=1000", tokens[0])[1]["events"])
               for game, tokens in load.games}
    for _, message in receiver.acknowledged:
        game, seq = message["data"]["game"], message["data"]["seq"]
        if not 1 <= seq <= lengths.get(game, 0):
            problems.append(f"a message tells of event {seq} of {game}, which its log does not hold")
    service.stop()
    redelivered = len(cut_off & set(ids))
    waiting = len(deliveries) - acknowledged_before - len(cut_off)
    print(f"webhooks: {len(deliveries)} deliveries, all delivered {drained:.2f} s after the restart; "
          f"{acknowledged_before} acknowledged before the kill, {waiting} waiting in the outbox, "
          f"{len(cut_off)} cut off mid-request and {redelivered} of them delivered again with the same "
          f"webhook-id; every signature verified")
    return problems


def spread(seconds):
    """The median, p95, p99 and worst of `seconds`, in milliseconds."""
    times = sorted(seconds)
    pick = lambda q: times[min(len(times) - 1, int(q * len(times)))] * 1000
    return f"p50 {pick(0.5):.0f} ms, p95 {pick(0.95):.0f} ms, p99 {pick(0.99):.0f} ms, worst {times[-1] * 1000:.0f} ms"


def written_at(delivery):
    """When a delivery was written, on the wall clock."""
    return datetime.fromisoformat(delivery["created_at"]).timestamp()


FAIR_SECONDS = float(os.environ.get("DRILL_FAIR_SECONDS", "20"))


def drill_fair_webhooks(binary, data):
    """Three accounts with five endpoints each that answer after 9.5 s
    ping at their full allowance and play, while two other accounts play
    with an endpoint each that answers at once."""
    slow, fast = Receiver(answer_after=9.5), Receiver()
    service = Service(binary, data, free_port())
    service.start(WEBHOOK_ALLOW_PRIVATE="true")
    load = Load(service, games=3, pause=0.1)
    slow_endpoints, fast_endpoints = [], []
    for n, token in enumerate(load.tokens[:3]):
        for k in range(5):
            path = f"/slow{n}-{k}"
            created = call(service, "POST", "/v1/me/webhooks", token, {"url": slow.url + path})[1]
            slow.secrets[path] = created["secret"]
            slow_endpoints.append((token, created["endpoint"]["id"]))
    for n, token in enumerate(load.tokens[4:]):
        created = call(service, "POST", "/v1/me/webhooks", token, {"url": f"{fast.url}/other{n}"})[1]
        fast.secrets[f"/other{n}"] = created["secret"]
        fast_endpoints.append((token, created["endpoint"]["id"]))
    pings = 0
    for token, endpoint in slow_endpoints * 10:
        pings += call(service, "POST", f"/v1/me/webhooks/{endpoint}/ping", token)[0] == 202
    load.start()
    time.sleep(FAIR_SECONDS)
    load.stop()
    stopped = time.time()
    problems = []
    # The other accounts' deliveries are all written now; each may take
    # its turn behind a slow attempt or two.
    others = [d for token, endpoint in fast_endpoints for d in endpoint_log(service, token, endpoint)]
    while len(fast.arrived.keys() & {d["id"] for d in others}) < len(others) and time.time() - stopped < 30:
        time.sleep(0.2)
    slowed = [d for token, endpoint in slow_endpoints for d in endpoint_log(service, token, endpoint)]
    service.stop()
    waits, overtaken = [], []
    for delivery in others:
        arrived = fast.arrived.get(delivery["id"])
        if arrived is None:
            continue
        waits.append(arrived - written_at(delivery))
        # The slow accounts' deliveries written before this one that had
        # not reached their endpoint when it reached its own.
        overtaken.append(sum(1 for d in slowed if written_at(d) < written_at(delivery)
                             and slow.arrived.get(d["id"], stopped + 60) > arrived))
    missing = len(others) - len(waits)
    print(f"fair webhooks: {pings} pings and {len(slowed) - pings} game deliveries to the 15 slow endpoints, "
          f"{len(slow.arrived)} of them attempted by the end; the other accounts' "
          f"{len(others)} deliveries from their write to their arrival: "
          f"{spread(waits) if waits else 'none came'}; {missing} never came; "
          f"each overtook at least {min(overtaken, default=0)} older slow deliveries (median "
          f"{sorted(overtaken)[len(overtaken) // 2] if overtaken else 0})")
    if not others:
        problems.append("the other accounts got no deliveries")
    if missing:
        problems.append(f"{missing} of the other accounts' deliveries never came")
    # Oldest first, a message waits for every older one to be attempted:
    # it overtakes none but those taken by a worker at the same moment.
    if min(overtaken, default=0) < 10:
        problems.append("the other accounts' deliveries waited behind the slow accounts' older ones")
    return problems


def appends_by_time(service, game, token):
    """A game's appends as (seq of its first event, time stored, account)."""
    events = call(service, "GET", f"/v1/games/{game}/events?limit=1000", token)[1]["events"]
    appends = {}
    for e in events:
        appends.setdefault(e["created_at"], (e["seq"], datetime.fromisoformat(e["created_at"]).timestamp(), e["actor_id"]))
    return sorted(appends.values())


def drill_fair_bots(binary, data):
    """Five accounts keep five games each of four `mcts` bots busy (their
    owners resigned), while another account plays against a `random`
    bot; one bot worker."""
    service = Service(binary, data, free_port())
    service.start(BOT_WORKERS="1")
    busy = []
    for n in range(5):
        token = sign_in(service, f"busy{n}")
        for _ in range(5):
            body = {"ruleset": "classic", "options": {"players": 5}, "seat_order": "join_order"}
            game = call(service, "POST", "/v1/games", token, body)[1]["id"]
            for _ in range(4):
                call(service, "POST", f"/v1/games/{game}/bots", token, {"level": "mcts"})
            call(service, "POST", f"/v1/games/{game}/start", token)
            call(service, "POST", f"/v1/games/{game}/resign", token)
            busy.append((game, token))
    me = sign_in(service, "other")
    games, waits, handovers = play_a_random_bot(service, me)
    # From the logs: how many decisions the busy games' bots made while
    # the other account's bot was to move.
    others = [a[1] for game, token in busy for a in appends_by_time(service, game, token) if a[2] is not None]
    mine = {game: appends_by_time(service, game, me) for game in games}
    between = []
    for game, seq in handovers:
        appends = mine[game]
        start = max(t for first, t, _ in appends if first <= seq)
        # The bot's decisions: the appends after the handover, up to the
        # other account's next command (its account created the game).
        bots = itertools.takewhile(lambda a: a[2] != appends[0][2], (a for a in appends if a[0] > seq))
        end = max((t for _, t, _ in bots), default=start)
        between.append(sum(1 for t in others if start < t <= end))
    finished = sum(call(service, "GET", f"/v1/games/{g}", t)[1]["status"] == "finished" for g, t in busy)
    service.stop()
    between.sort()
    median = between[len(between) // 2] if between else 0
    print(f"fair bots: {len(waits)} turns of the other account's random bot, from handing it the turn to getting "
          f"it back: {spread(waits) if waits else 'none'}; the busy accounts' mcts bots made a median "
          f"{median} decisions (most {between[-1] if between else 0}) meanwhile, {len(others)} in all; "
          f"{finished} of their 25 games finished")
    problems = []
    if not waits:
        problems.append("the other account's bot never answered")
    # Served in turn by account, the other account's bot waits at most for
    # the turn a bot of another account is making.
    if median > 2:
        problems.append(f"the other account's bot waited for a median {median} decisions of other accounts")
    return problems


def finished_game(service, a, b):
    """A two-player base game of `a` and `b`, every decision the first
    legal command, played to its end; its id."""
    body = {"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"}
    game = call(service, "POST", "/v1/games", a, body)[1]["id"]
    call(service, "POST", f"/v1/games/{game}/join", b)
    view = call(service, "POST", f"/v1/games/{game}/start", a)[1]
    while view["state"]["outcome"] is None:
        token = a if view["your_turn"] else b
        legal = call(service, "GET", f"/v1/games/{game}/legal-moves", token)[1]
        body = {"ruleset": "classic", "expected_seq": legal["seq"], "command": legal["commands"][0]}
        call(service, "POST", f"/v1/games/{game}/commands", token, body)
        view = call(service, "GET", f"/v1/games/{game}", a)[1]
    return game


def drill_fair_analyses(binary, data):
    """Five accounts' analyses of three long finished games each keep the
    one bot worker busy, while another account plays against a `random`
    bot."""
    service = Service(binary, data, free_port())
    service.start(BOT_WORKERS="1")
    asked = []
    for n in range(5):
        a, b = sign_in(service, f"analysed{n}"), sign_in(service, f"partner{n}")
        for _ in range(3):
            game = finished_game(service, a, b)
            call(service, "POST", f"/v1/games/{game}/analysis", a)
            asked.append((game, a))
    me = sign_in(service, "other")
    _, waits, _ = play_a_random_bot(service, me)
    analyses = [call(service, "GET", f"/v1/games/{game}/analysis", token)[1] for game, token in asked]
    judged = sum(len(analysis["decisions"]) for analysis in analyses)
    done = sum(analysis["status"] == "done" for analysis in analyses)
    service.stop()
    print(f"fair analyses: {len(waits)} turns of the other account's random bot, from handing it the turn to "
          f"getting it back: {spread(waits) if waits else 'none'}; meanwhile the analyses judged {judged} "
          f"decisions, {done} of {len(asked)} done")
    problems = []
    if not waits:
        problems.append("the other account's bot never answered")
    if judged == 0:
        problems.append("the analyses made no progress while the bot played")
    return problems


def play_a_random_bot(service, me):
    """`me` plays base games against a `random` bot for FAIR_SECONDS, each
    decision the first legal command: the games, how long each of the
    bot's turns took from handing it the turn to getting it back, and the
    handovers as (game, seq of the command handing over)."""
    games, waits, handovers = [], [], []
    deadline = time.monotonic() + FAIR_SECONDS
    while time.monotonic() < deadline:
        body = {"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"}
        game = call(service, "POST", "/v1/games", me, body)[1]["id"]
        call(service, "POST", f"/v1/games/{game}/bots", me, {"level": "random"})
        view = call(service, "POST", f"/v1/games/{game}/start", me)[1]
        games.append(game)
        while time.monotonic() < deadline and view["state"]["outcome"] is None:
            legal = call(service, "GET", f"/v1/games/{game}/legal-moves", me)[1]
            body = {"ruleset": "classic", "expected_seq": legal["seq"], "command": legal["commands"][0]}
            result = call(service, "POST", f"/v1/games/{game}/commands", me, body)[1]
            handed_over = time.monotonic()
            if result["current_player"] == 0:
                view = call(service, "GET", f"/v1/games/{game}", me)[1]
                continue
            while not (view := call(service, "GET", f"/v1/games/{game}", me)[1])["your_turn"]:
                if view["state"]["outcome"] is not None:
                    break
                time.sleep(0.005)
            waits.append(time.monotonic() - handed_over)
            handovers.append((game, result["seq"]))
    return games, waits, handovers


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


def drill_idle_streams(binary, data):
    """Memory per idle stream (issue 57): 1,000 streams asking for gzip, as
    browsers do, each at most 64 KB of the service's resident memory
    (benches/stream_memory.py; 5-10 KB measured on a release build, 140 KB
    and more when streams were compressed)."""
    service = Service(binary, data, free_port())
    service.start(MAX_CONNECTIONS="2048", MAX_STREAMS="1500", STREAMS_PER_ADDRESS="1500", STREAMS_PER_ACCOUNT="1500")
    bench = Path(__file__).parent.parent / "benches" / "stream_memory.py"
    measured = subprocess.run([sys.executable, str(bench), service.base, str(service.process.pid), "gzip", "1000", "64"],
                              cwd=bench.parent.parent, capture_output=True, text=True)
    service.stop()
    print(f"idle-streams: {measured.stdout.strip()}".replace("\n", "; "))
    return [measured.stderr.strip() or "the measure failed"] if measured.returncode else []


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
    as_postgres([pg_program("pg_ctl"), "-D", str(pgdata), "-m", "immediate", "-w", "stop"])
    time.sleep(3)
    options = f"-c listen_addresses='' -k '{pgdata}' -p 5432"
    as_postgres([pg_program("pg_ctl"), "-D", str(pgdata), "-l", str(pgdata / "server.log"), "-w", "-o", options, "start"])
    # Back once it accepts connections (-w): its own crash recovery, which
    # a loaded machine slows, is not the service's to answer for.
    back = time.monotonic()
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


class Reader:
    """Another client reading while the attacker works: /healthz and a
    public game in turn, each read timed, until stopped."""

    def __init__(self, service, game):
        self.service, self.game = service, game
        self.reads = []  # (seconds, status)
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self.run)

    def run(self):
        paths = ["/healthz", f"/v1/games/{self.game}"]
        while not self.stopping.is_set():
            path = paths[len(self.reads) % 2]
            began = time.monotonic()
            status = call(self.service, "GET", path, timeout=20)[0]
            self.reads.append((time.monotonic() - began, status))
            time.sleep(0.02)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *_):
        self.stopping.set()
        self.thread.join()

    def figures(self):
        times = sorted(t for t, _ in self.reads)
        if not times:
            return "no reads"
        pick = lambda q: times[min(len(times) - 1, int(q * len(times)))] * 1000
        answered = sum(1 for _, s in self.reads if s == 200)
        return (f"{len(times)} reads, {answered} answered 200, p50 {pick(0.5):.1f} ms, p95 {pick(0.95):.1f} ms, "
                f"worst {times[-1] * 1000:.0f} ms")

    def unanswered(self):
        return [s for _, s in self.reads if s != 200]


def stream_statuses(port, path, count, patience, source="127.0.0.1"):
    """Opens `count` streams at once, each on its own connection from the
    loopback address `source`, and reads each answer's status (0: none
    within `patience` seconds). The sockets are returned open: an admitted
    stream lasts while they do."""
    sockets, selector = [], selectors.DefaultSelector()
    heads, deadline = [b""] * count, time.monotonic() + patience
    for n in range(count):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=max(0.1, deadline - time.monotonic()),
                                         source_address=(source, 0))
            s.sendall(f"GET {path} HTTP/1.1\r\nHost: drill\r\nAccept: text/event-stream\r\n\r\n".encode())
        except OSError:
            continue  # not even connected: no answer
        s.setblocking(False)
        sockets.append(s)
        selector.register(s, selectors.EVENT_READ, n)
    deadline = time.monotonic() + patience
    while selector.get_map() and time.monotonic() < deadline:
        for key, _ in selector.select(timeout=0.5):
            n = key.data
            try:
                chunk = key.fileobj.recv(4096)
            except OSError:
                chunk = b""
            heads[n] += chunk
            if not chunk or b"\r\n" in heads[n]:
                selector.unregister(key.fileobj)
    statuses = []
    for head in heads:
        line = head.split(b"\r\n", 1)[0].split()
        statuses.append(int(line[1]) if len(line) > 1 and line[1].isdigit() else 0)
    return sockets, statuses


def metric_series(service):
    """The series of /metrics (name and labels), and its size in bytes."""
    connection = http.client.HTTPConnection("127.0.0.1", service.port, timeout=30)
    connection.request("GET", "/metrics")
    text = connection.getresponse().read().decode()
    connection.close()
    series = {line.rsplit(" ", 1)[0] for line in text.splitlines() if line and not line.startswith("#")}
    return series, len(text)


def drill_abuse(binary, data):
    service = Service(binary, data, free_port())
    service.start(MAX_BOT_GAMES="100", GAME_LIMIT_PER_MINUTE="2000")
    problems = []
    ada, bob = sign_in(service, "ada"), sign_in(service, "bob")
    game = call(service, "POST", "/v1/games", ada, {"ruleset": "classic", "options": {"players": 2}})[1]["id"]
    call(service, "POST", f"/v1/games/{game}/join", bob)
    call(service, "POST", f"/v1/games/{game}/start", ada)

    # 1,200 anonymous streams on a public game.
    with Reader(service, game) as reader:
        time.sleep(1)
        sockets, statuses = stream_statuses(service.port, f"/v1/games/{game}/stream", 1200, patience=30)
        time.sleep(3)
        for s in sockets:
            s.close()
    counts = {status: statuses.count(status) for status in sorted(set(statuses))}
    print(f"abuse streams: 1200 opened at once: statuses {counts}; the other client meanwhile: {reader.figures()}")
    if reader.unanswered():
        problems.append(f"the other client was not answered during the streams: {sorted(set(reader.unanswered()))}")
    if counts.get(0):
        problems.append(f"{counts[0]} stream requests got no answer")

    # 30 games of bots, their human player resigning from all at once.
    games = []
    for _ in range(30):
        body = {"ruleset": "classic", "options": {"players": 3}}
        bots = call(service, "POST", "/v1/games", ada, body)[1]["id"]
        for _ in range(2):
            call(service, "POST", f"/v1/games/{bots}/bots", ada, {"level": BOT_LEVEL})
        call(service, "POST", f"/v1/games/{bots}/start", ada)
        games.append(bots)
    resigns = []

    def resign(bots):
        began = time.monotonic()
        status = call(service, "POST", f"/v1/games/{bots}/resign", ada, timeout=120)[0]
        resigns.append((time.monotonic() - began, status))

    with Reader(service, game) as reader:
        time.sleep(1)
        began = time.monotonic()
        threads = [threading.Thread(target=resign, args=(bots,)) for bots in games]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        unfinished = set(games)
        while unfinished and time.monotonic() - began < 600:
            unfinished = {g for g in unfinished if call(service, "GET", f"/v1/games/{g}", ada)[1]["status"] != "finished"}
            time.sleep(0.5)
        finished_after = time.monotonic() - began
    slowest = max(t for t, _ in resigns)
    print(f"abuse bots ({BOT_LEVEL}): 30 resignations answered {[s for _, s in resigns].count(200)} times 200, the slowest in "
          f"{slowest * 1000:.0f} ms; {30 - len(unfinished)} of 30 games finished by the bots "
          f"{finished_after:.1f} s after; the other client meanwhile: {reader.figures()}")
    if reader.unanswered():
        problems.append(f"the other client was not answered during the bot games: {sorted(set(reader.unanswered()))}")
    if unfinished or any(s != 200 for _, s in resigns):
        problems.append(f"{len(unfinished)} bot games unfinished; resignations {[s for _, s in resigns]}")

    # 1,000 requests with made-up methods.
    connection = http.client.HTTPConnection("127.0.0.1", service.port, timeout=30)
    connection.request("ZZ-1", "/healthz")
    connection.getresponse().read()
    metric_series(service)
    before, size_before = metric_series(service)
    for n in range(1000):
        connection.request(f"ZZ{n}", "/healthz")
        connection.getresponse().read()
    connection.close()
    after, size_after = metric_series(service)
    print(f"abuse metrics: 1000 made-up methods: {len(before)} series before, {len(after)} after; "
          f"/metrics {size_before} bytes before, {size_after} after")
    if after - before:
        problems.append(f"new series: {sorted(after - before)[:5]}")
    service.stop()
    return problems


class Follower:
    """A client following a game's stream as an SDK does: each event's
    sequence number recorded; when the stream ends without `game_over`, it
    reconnects after the `retry:` pause with `Last-Event-ID`."""

    def __init__(self, port, game, token):
        self.port, self.game, self.token = port, game, token
        self.seqs, self.reconnects, self.hints, self.refusals = [], 0, 0, []
        self.connection = None
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self.run)
        self.thread.start()

    def run(self):
        pause = 0.1
        while not self.stopping.is_set():
            last = self.seqs[-1] if self.seqs else 0
            headers = {"Last-Event-ID": str(last), "Authorization": f"Bearer {self.token}"}
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port)
            over = False
            try:
                self.connection.request("GET", f"/v1/games/{self.game}/stream", headers=headers)
                response = self.connection.getresponse()
                if response.status == 200:
                    over, pause = self.read(response, pause)
                else:
                    self.refusals.append(response.status)
            except (OSError, http.client.HTTPException) as e:
                if not self.stopping.is_set():
                    self.refusals.append(repr(e))
            finally:
                self.connection.close()
            if over or self.stopping.is_set():
                return
            self.reconnects += 1
            time.sleep(pause)

    def read(self, response, pause):
        """Reads one connection's stream: (whether the game is over, the
        reconnect pause it asked for)."""
        fields = {}
        for line in iter(response.readline, b""):
            line = line.decode().rstrip("\n")
            if line:
                name, _, value = line.partition(": ")
                fields[name] = value
                continue
            if fields.get("event") == "game_over":
                return True, pause
            if "retry" in fields:
                pause = int(fields["retry"]) / 1000
                self.hints += 1
            if "id" in fields:
                self.seqs.append(int(fields["id"]))
            fields = {}
        return False, pause

    def stop(self):
        self.stopping.set()
        try:
            self.connection.sock.shutdown(socket.SHUT_RDWR)
        except (AttributeError, OSError):
            pass  # between connections
        self.thread.join()


def behind_a_balancer(binary, data, ports, settings):
    """Instances of `binary` on `ports` (each with a directory of its own
    in `data`), started with `settings`, and HAProxy in front of them."""
    instances = []
    for n, port in enumerate(ports):
        (data / f"instance{n}").mkdir()
        instances.append(Service(binary, data / f"instance{n}", port))
        instances[-1].start(**settings)
    return instances, Balancer(data, ports)


def streams_exact(balancer, load, followers, patience):
    """Stops each of the load's games' followers once it has its log's last
    event (waiting at most `patience` seconds for the events on their
    way); the games whose stream did not deliver the log exactly."""
    problems = []
    for (game, tokens), follower in zip(load.games, followers):
        events = call(balancer, "GET", f"/v1/games/{game}/events?limit=1000", tokens[0])[1]["events"]
        logged = [e["seq"] for e in events]
        deadline = time.monotonic() + patience
        while follower.seqs[-1:] != logged[-1:] and time.monotonic() < deadline:
            time.sleep(0.05)  # the last command's events on their way
        follower.stop()
        if follower.seqs != logged:
            problems.append(f"{game}: the stream delivered {follower.seqs}, not the log's {logged}")
    return problems


def drill_rolling(binary, data):
    postgres = Postgres(data / "postgres").create()
    ports = [free_port(), free_port()]
    settings = {"DATABASE_URL": postgres.url(), "JWT_SECRET": "drill secret of at least thirty-two bytes",
                "SHUTDOWN_DELAY_MS": os.environ.get("DRILL_SHUTDOWN_DELAY_MS", "2000"), "METRICS_TOKEN": "drill metrics token",
                "TRUSTED_PROXIES": "127.0.0.1"}
    instances, balancer = behind_a_balancer(binary, data, ports, settings)
    load = Load(balancer, games=6, pause=0.1)
    followers = [Follower(balancer.port, game, tokens[1]) for game, tokens in load.games]
    load.start()
    restarts = []
    with Reader(balancer, load.games[0][0]) as reader:
        time.sleep(2)
        for instance in instances:
            began = time.monotonic()
            instance.process.send_signal(signal.SIGTERM)
            instance.process.wait(timeout=30)
            stopped = time.monotonic() - began
            ready = instance.start(**settings)
            time.sleep(1)  # two health checks: back in rotation
            restarts.append((stopped, ready))
        time.sleep(1)
        load.stop()
    problems = load.lost(balancer)
    # Per-address limits count clients, not the balancer: a client on
    # another loopback address gets its streams while one at its limit
    # is refused (each game's streams go to one instance). The game is a
    # new one: a finished game's stream ends at once and holds no place.
    host, guest = sign_in(balancer, "crowdhost"), sign_in(balancer, "crowdguest")
    body = {"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"}
    game = call(balancer, "POST", "/v1/games", host, body)[1]["id"]
    call(balancer, "POST", f"/v1/games/{game}/join", guest)
    call(balancer, "POST", f"/v1/games/{game}/start", host)
    path = f"/v1/games/{game}/stream"
    crowd, crowded = stream_statuses(balancer.port, path, 17, patience=10, source="127.0.0.2")
    other, others = stream_statuses(balancer.port, path, 1, patience=10, source="127.0.0.3")
    for s in crowd + other:
        s.close()
    if sorted(crowded) != [200] * 16 + [429] or others != [200]:
        problems.append(f"per-address stream limits behind the balancer: one client {crowded}, another {others}")
    failed = [status for _, status in load.statuses if status != 200] + reader.unanswered()
    if failed:
        problems.append(f"{len(failed)} requests failed: statuses {sorted(set(failed))}")
    problems += streams_exact(balancer, load, followers, patience=5)
    for (game, _), follower in zip(load.games, followers):
        if follower.refusals:
            problems.append(f"{game}: stream connections refused: {follower.refusals[:3]}")
    if sum(f.hints for f in followers) == 0:
        problems.append("no stream was ended with a reconnect hint: the drill did not drill")
    delay = int(settings["SHUTDOWN_DELAY_MS"]) / 1000
    if any(stopped > delay + 3 for stopped, _ in restarts):
        problems.append(f"an instance took more than 3 s after its drain to stop: {restarts}")
    balancer.stop()
    for instance in instances:
        instance.stop()
    postgres.stop()
    requests = len(load.statuses) + len(reader.reads)
    events = sum(len(f.seqs) for f in followers)
    print(f"rolling: {requests} requests through HAProxy during two restarts, "
          f"{len(failed)} failed; {len(followers)} streams delivered {events} events exactly, after "
          f"{sum(f.reconnects for f in followers)} reconnects ({sum(f.hints for f in followers)} on a `retry:` "
          f"hint); each instance stopped {', '.join(f'{s:.2f}' for s, _ in restarts)} s after SIGTERM "
          f"({delay:g} s of drain) and was ready "
          f"{', '.join(f'{r:.2f}' for _, r in restarts)} s after its start; reader {reader.figures()}; "
          f"streams of one client behind HAProxy: {crowded.count(200)} admitted, {crowded.count(429)} refused "
          f"(429), another client's {others}")
    return problems


def metrics(service, token):
    """The instance's metrics: {series: value}."""
    request = urllib.request.Request(service.base + "/metrics", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        lines = response.read().decode().splitlines()
    return {line.rsplit(" ", 1)[0]: float(line.rsplit(" ", 1)[1]) for line in lines if line and line[0] != "#"}


METRICS_TOKEN = "drill metrics token"


def watched(instance):
    """The instance's metrics once its database watch has looked again
    (it looks every 2 s) and found a primary."""
    time.sleep(2.5)
    deadline = time.monotonic() + 30
    while True:
        values = metrics(instance, METRICS_TOKEN)
        if values.get('db_role{role="primary"}') == 1 or time.monotonic() > deadline:
            return values
        time.sleep(0.5)


def standby_split(service, token):
    values = metrics(service, token)
    return {outcome: int(values.get(f'db_standby_reads_total{{result="{outcome}"}}', 0))
            for outcome in ("served", "behind", "retried")}, int(values.get("db_standbys_fit", 0))


def drill_failover(binary, data):
    """Two instances behind HAProxy over pg_auto_failover, under load
    (players and streams): the primary's PostgreSQL SIGKILLed (its keeper
    restarts it or the monitor fails over), then the primary's whole node;
    then that node started again, to rejoin as the secondary."""
    cluster = AutoFailover(data / "failover")
    try:
        return failover_under_load(binary, data, cluster.create())
    finally:
        cluster.stop()


def failover_under_load(binary, data, cluster):
    ports = [free_port(), free_port()]
    settings = {"DATABASE_URL": cluster.url(), "JWT_SECRET": "drill secret of at least thirty-two bytes",
                "TRUSTED_PROXIES": "127.0.0.1", "METRICS_TOKEN": METRICS_TOKEN}
    instances, balancer = behind_a_balancer(binary, data, ports, settings)
    timelines = [watched(instance)["db_timeline"] for instance in instances]
    # Slow enough that no game ends before the drill does.
    load = Load(balancer, games=6, pause=0.4)
    followers = [Follower(balancer.port, game, tokens[1]) for game, tokens in load.games]
    load.start()
    time.sleep(2)
    outages, lost = [], None
    for whole_node in (False, True):
        primary = cluster.primary()
        killed = time.monotonic()
        cluster.kill(primary, keeper=whole_node)
        # The keeper may restart a lone PostgreSQL before the monitor fails over.
        AutoFailover.wait(lambda: cluster.primary() not in (None, primary if whole_node else None), seconds=60)
        now, promoted = cluster.primary(), time.monotonic()
        deadline = promoted + 30
        while time.monotonic() < deadline and not any(sent > killed and s == 200 for sent, _, s in load.commands):
            time.sleep(0.05)
        first_ok = min((done for sent, done, s in load.commands if sent > killed and s == 200), default=deadline)
        outages.append((primary, now, promoted - killed, first_ok - killed))
        lost = primary
        if not whole_node:
            # Only a healthy secondary can take over from the next loss.
            AutoFailover.wait(cluster.healthy, seconds=60)
        time.sleep(2)
    began = time.monotonic()
    cluster.start_node(lost)
    AutoFailover.wait(lambda: cluster.states().get(f"node_{lost + 1}") == "secondary")
    rejoined = time.monotonic() - began
    time.sleep(2)
    load.stop()
    problems = load.lost(balancer)
    errors = sorted({s for _, s in load.statuses if s >= 500 and s != 503})
    if errors:
        problems.append(f"statuses other than 503: {errors}")
    # The instances' own 503s, or HAProxy's while it finds none ready.
    if set(load.unavailable) - {"database_unavailable", "service_unavailable"}:
        problems.append(f"503s that are not problems with Retry-After: {dict(load.unavailable)}")
    problems += streams_exact(balancer, load, followers, patience=10)
    # Each instance's watch saw every promotion, and sees the primary again.
    seen = [watched(instance) for instance in instances]
    for n, (before, now) in enumerate(zip(timelines, seen)):
        promotions = now["db_timeline"] - before
        primary = now.get('db_role{role="primary"}')
        if promotions < 1 or now["db_failovers_noticed_total"] != promotions or primary != 1:
            problems.append(f"instance {n} saw timeline {before} then {now['db_timeline']}, "
                            f"{now['db_failovers_noticed_total']} failovers noticed, primary {primary}")
    for what, (_, _, promoted, first_ok) in zip(("its PostgreSQL", "its whole node"), outages):
        if first_ok > 30:
            problems.append(f"no command succeeded within 30 s of killing the primary's {what}")
    balancer.stop()
    for instance in instances:
        instance.stop()
    unavailable = sum(1 for _, s in load.statuses if s == 503)
    acknowledged = sum(len(a) for a in load.acknowledged.values())
    print(f"failover: {len(load.statuses)} requests through HAProxy, {unavailable} answered 503 "
          f"({', '.join(f'{n} {code}' for code, n in load.unavailable.items())}, each with Retry-After) and none 500; "
          + "; ".join(f"the primary's {what} killed (node {a + 1}): node {b + 1} the primary after {p:.1f} s, "
                      f"the first command acknowledged after {f:.1f} s"
                      for what, (a, b, p, f) in zip(("PostgreSQL", "whole node"), outages))
          + f"; node {lost + 1} rejoined as the secondary {rejoined:.1f} s after its start; each instance noticed "
          f"{', '.join(str(int(n['db_failovers_noticed_total'])) for n in seen)} failovers (timeline "
          f"{int(timelines[0])} to {int(seen[0]['db_timeline'])}); {acknowledged} "
          f"acknowledged events all in the new primary's log; {len(followers)} streams delivered every event "
          f"exactly")
    return problems


def drill_standby(binary, data):
    primary = Postgres(data / "postgres").create()
    standby = primary.standby(data / "standby")
    (data / "instance").mkdir()
    service = Service(binary, data / "instance", free_port())
    token = "drill metrics token of sixteen bytes"
    service.start(DATABASE_URL=primary.url(), DATABASE_READ_URLS=standby.url(), METRICS_TOKEN=token,
                  JWT_SECRET="drill secret of at least thirty-two bytes")
    load = Load(service, games=4, pause=0.02)
    lag, reads, stopping = [], [], threading.Event()

    def sample_lag():
        sql = "SELECT coalesce(max(extract(epoch FROM replay_lag)), 0) FROM pg_stat_replication"
        while not stopping.is_set():
            lag.append(float(primary.query(sql) or 0))
            time.sleep(0.2)

    def read_lists(game, token):
        while not stopping.is_set():
            for path in ("/v1/games?limit=20", f"/v1/games/{game}/events?limit=1000"):
                reads.append((time.monotonic(), call(service, "GET", path, token, timeout=5)[0]))
            time.sleep(0.01)

    threads = [threading.Thread(target=sample_lag)]
    threads += [threading.Thread(target=read_lists, args=(game, tokens[0])) for game, tokens in load.games]
    for thread in threads:
        thread.start()
    load.start()
    time.sleep(3)
    before, fit_before = standby_split(service, token)
    standby.stop("immediate")
    stopped = time.monotonic()
    time.sleep(3)
    during, fit_during = standby_split(service, token)
    standby.start()
    time.sleep(3)
    after, fit_after = standby_split(service, token)
    stopping.set()
    load.stop()
    for thread in threads:
        thread.join()
    problems = load.lost(service)
    failed = [status for _, status in load.statuses + reads if status != 200]
    if failed:
        problems.append(f"{len(failed)} requests failed: statuses {sorted(set(failed))}")
    if before["served"] == 0 or fit_before != 1:
        problems.append(f"the standby served no read before its stop: {before}, fit {fit_before}")
    if fit_during != 0:
        problems.append("the stopped standby was still judged fit")
    if after["served"] <= during["served"] or fit_after != 1:
        problems.append(f"reads did not go back to the standby: {during} then {after}, fit {fit_after}")
    service.stop()
    standby.stop()
    primary.stop()
    reads_during = sum(1 for t, _ in reads if stopped <= t < stopped + 3)
    total = sum(after.values())
    lag_ms = sorted(x * 1000 for x in lag)
    print(f"standby: {len(load.statuses) + len(reads)} requests, {len(failed)} failed; of {total} reads sent to the "
          f"standby {after['served']} served there, {after['behind']} behind the version wanted, {after['retried']} "
          f"retried on the primary ({during['retried'] - before['retried']} of them while it was down, when "
          f"{reads_during} list and log reads were answered); replication lag (replay) p50 "
          f"{lag_ms[len(lag_ms) // 2]:.1f} ms, max {lag_ms[-1]:.1f} ms over {len(lag_ms)} samples")
    return problems


class Backups:
    """pgBackRest keeping base backups and the archived WAL of `postgres`
    in `directory` (stanza `drill`), as docs/RELIABILITY.md sets it up."""

    def __init__(self, directory, postgres):
        self.directory = Path(directory)
        self.directory.mkdir(mode=0o700)
        if os.geteuid() == 0:
            shutil.chown(self.directory, "postgres")
        self.config = self.directory / "pgbackrest.conf"
        self.config.write_text(
            f"[global]\nrepo1-path={self.directory}/repository\nrepo1-retention-full=2\n"
            f"log-path={self.directory}\nlock-path={self.directory}\nstart-fast=y\n\n"
            f"[drill]\npg1-path={postgres.directory}\npg1-socket-path={postgres.directory}\n"
            f"pg1-port={postgres.port}\npg1-user=postgres\n")

    def archive_command(self):
        return f"pgbackrest --config={self.config} --stanza=drill archive-push %p"

    def run(self, *args):
        return as_postgres(["pgbackrest", f"--config={self.config}", "--stanza=drill", *args], text=True).stdout


def drill_restore(binary, data):
    """Games played, a base backup, more games, the moment noted, more
    games, then the events table dropped by mistake: restored to the
    moment, every game of before it is there whole and replays, and none
    of after it exists."""
    postgres = Postgres(data / "postgres")
    backups = Backups(data / "backups", postgres)
    postgres.create({"archive_mode": "on", "archive_command": backups.archive_command()})
    backups.run("stanza-create")
    (data / "instance").mkdir()
    service = Service(binary, data / "instance", free_port())
    settings = {"DATABASE_URL": postgres.url(), "JWT_SECRET": "drill secret of at least thirty-two bytes"}
    service.start(**settings)
    # Before the base backup, between it and the moment, and after the
    # moment; the length of every game's log when its phase ended.
    phases, lengths = [], {}
    for phase in range(3):
        load = Load(service, games=2)
        load.start()
        time.sleep(2)
        load.stop()
        phases.append(load)
        for game, tokens in load.games:
            lengths[game] = len(call(service, "GET", f"/v1/games/{game}/events?limit=1000", tokens[0])[1]["events"])
        if phase == 0:
            backups.run("backup", "--type=full")
        if phase == 1:
            moment = postgres.query("SELECT clock_timestamp()")
    postgres.query("DROP TABLE events CASCADE", database="carcassonne")
    # Archives the WAL in progress, so that the archive reaches the moment.
    backups.run("check")
    service.stop()
    postgres.stop()
    started = time.monotonic()
    backups.run("restore", "--delta", "--type=time", f"--target={moment}", "--target-action=promote")
    # The socket's lock lives in the data directory here, and the backup
    # took it along (a server's own socket directory keeps it apart).
    (postgres.directory / f".s.PGSQL.{postgres.port}.lock").unlink(missing_ok=True)
    postgres.start()
    while postgres.query("SELECT pg_is_in_recovery()") != "f":
        time.sleep(0.1)
    restored = time.monotonic() - started
    service.start(**settings)
    problems = [problem for load in phases[:2] for problem in load.lost(service)]
    for load in phases[:2]:
        for game, tokens in load.games:
            events = call(service, "GET", f"/v1/games/{game}/events?limit=1000", tokens[0])[1]["events"]
            if len(events) != lengths[game]:
                problems.append(f"{game}: {len(events)} events after the restore, {lengths[game]} at the moment")
    # Asked with a session of before the moment: the later ones are gone too.
    before = phases[0].tokens[0]
    after = [call(service, "GET", f"/v1/games/{game}", before)[0] for game, _ in phases[2].games]
    if after != [404] * len(after):
        problems.append(f"games of after the moment answered {after}, not 404")
    service.stop()
    verify = subprocess.run([binary, "admin", "verify"], env=dict(os.environ, RUST_LOG="warn", **settings),
                            capture_output=True, text=True)
    if verify.returncode != 0:
        problems.append(f"admin verify failed: {verify.stderr.strip()}")
    postgres.stop()
    commands = [sum(len(a) for a in load.acknowledged.values()) for load in phases]
    print(f"restore: {commands[0]} and {commands[1]} acknowledged events before the moment all restored, "
          f"{len(after)} games of after it gone; restored and promoted in {restored:.1f} s; "
          f"{verify.stdout.strip()}")
    return problems


def main():
    binary, drill = sys.argv[1], sys.argv[2]
    # Drills open a thousand connections and more (abuse, idle-streams):
    # the drill's own descriptors, and the service's, which inherits them.
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    with tempfile.TemporaryDirectory(prefix="carcassonne-drill-") as tmp:
        data = Path(tmp)
        data.chmod(0o755)
        if drill == "kill":
            problems = drill_kill(binary, data, together=False)
        elif drill == "kill-all":
            problems = drill_kill(binary, data, together=True)
        elif drill == "slow":
            problems = drill_slow(binary, data)
        elif drill == "idle-streams":
            problems = drill_idle_streams(binary, data)
        elif drill == "outage":
            problems = drill_outage(binary, data)
        elif drill == "webhooks":
            problems = drill_webhooks(binary, data)
        elif drill == "fair-webhooks":
            problems = drill_fair_webhooks(binary, data)
        elif drill == "fair-bots":
            problems = drill_fair_bots(binary, data)
        elif drill == "fair-analyses":
            problems = drill_fair_analyses(binary, data)
        elif drill == "standby":
            problems = drill_standby(binary, data)
        elif drill == "restore":
            problems = drill_restore(binary, data)
        elif drill == "failover":
            problems = drill_failover(binary, data)
        elif drill == "rolling":
            problems = drill_rolling(binary, data)
        elif drill == "abuse":
            problems = drill_abuse(binary, data)
        else:
            sys.exit(__doc__)
        pid = Service(binary, data, 0).postmaster()
        if pid and Path(f"/proc/{pid}").exists():
            as_postgres([pg_program("pg_ctl"), "-D", str(data / "postgres"), "-m", "fast", "-w", "stop"])
    for problem in problems:
        print(f"FAILED: {problem}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
