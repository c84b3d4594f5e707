#!/usr/bin/env python3
"""Quick pairing: how fast seeks are matched, and how long a seeker waits
from the seek that completes a game to the game started.

1. Latency, one pair at a time: A seeks (it stays open), then B seeks the
   same game. Samples: B's request until its answer (which says `matched`
   and holds the started game), and until A's account stream hears
   `seek_matched` (one clock: this process holds both ends).
2. Throughput: CLIENTS threads, each with its own two accounts, seek the
   same game in one pool as fast as they can for SECONDS (every match takes
   the pool's lock, so this is the contended case). Seeks matched per
   second, and the matching requests' latency.
3. The baseline, in the same run: the same CLIENTS pairs start the same
   games by hand, as before seeks (create, join, start): players seated in
   started games per second, and the start requests' latency.

Usage: benches/seeks.py BASE_URL [ROUNDS] [CLIENTS] [SECONDS]
Prints Markdown table rows.
"""

import http.client
import json
import statistics
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

GAME = {"ruleset": "classic", "options": {"players": 2}, "rated": True}


def call(base, method, path, token=None, body=None):
    request = urllib.request.Request(base + path, method=method,
                                     data=None if body is None else json.dumps(body).encode())
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


def account(base, name):
    credentials = {"username": name, "password": "correct horse battery"}
    call(base, "POST", "/v1/accounts", body=credentials)
    return call(base, "POST", "/v1/auth/login", body=credentials)[1]["access_token"]


def percentiles(samples):
    ordered = sorted(samples)
    at = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]
    return f"{at(0.5):.1f} ms | {at(0.95):.1f} ms | **{at(0.99):.1f} ms** | {ordered[-1]:.1f} ms"


class Notices(threading.Thread):
    """An account stream, recording when each `seek_matched` arrives."""

    def __init__(self, base, token):
        super().__init__(daemon=True)
        url = urllib.parse.urlparse(base)
        self.connection = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
        self.connection.request("GET", "/v1/me/stream", headers={"Authorization": f"Bearer {token}"})
        self.response = self.connection.getresponse()
        self.arrivals = {}  # seek id -> monotonic arrival
        self.heard = threading.Condition()

    def run(self):
        event = None
        while True:
            line = self.response.readline()
            if not line:
                return
            line = line.decode().rstrip("\n")
            if line.startswith("event: "):
                event = line[7:]
            elif line.startswith("data: ") and event == "seek_matched":
                with self.heard:
                    self.arrivals[json.loads(line[6:])["seek"]] = time.monotonic()
                    self.heard.notify_all()

    def wait_for(self, seek):
        with self.heard:
            self.heard.wait_for(lambda: seek in self.arrivals, timeout=10)
            return self.arrivals.get(seek)


def run_clients(clients, seconds, client, start, stop):
    """Runs `client(n)` on `clients` threads, which wait at the barrier
    `start`, for `seconds` before `stop` is set; the seconds it took."""
    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    start.wait()
    began = time.monotonic()
    time.sleep(seconds)
    stop.set()
    for thread in threads:
        thread.join()
    return time.monotonic() - began


def latency(base, rounds):
    run = uuid.uuid4().hex[:6]
    a, b = account(base, f"seek_a_{run}"), account(base, f"seek_b_{run}")
    notices = Notices(base, a)
    notices.start()
    answered, heard, unmatched = [], [], 0
    for _ in range(rounds):
        waiting = call(base, "POST", "/v1/seeks", a, GAME)[1]
        sent = time.monotonic()
        status, matching = call(base, "POST", "/v1/seeks", b, GAME)
        answer = time.monotonic()
        if status != 201 or matching["status"] != "matched":
            unmatched += 1
            continue
        answered.append((answer - sent) * 1000)
        arrival = notices.wait_for(waiting["id"])
        if arrival is None:
            unmatched += 1
        else:
            heard.append((arrival - sent) * 1000)
    print(f"| the matching seek's answer (game started), one pair at a time | {len(answered)} | {percentiles(answered)} | {unmatched} |")
    print(f"| the waiting seeker's `seek_matched` on its stream | {len(heard)} | {percentiles(heard)} | {unmatched} |")


def throughput(base, clients, seconds):
    run = uuid.uuid4().hex[:6]
    pairs = [(account(base, f"tp_a_{run}_{n}"), account(base, f"tp_b_{n}_{run}")) for n in range(clients)]
    start = threading.Barrier(clients + 1)
    stop = threading.Event()
    results = [[] for _ in range(clients)]  # per client: (latency ms, matched seeks in the answer)

    def seek(token, mine):
        sent = time.monotonic()
        status, body = call(base, "POST", "/v1/seeks", token, GAME)
        elapsed = (time.monotonic() - sent) * 1000
        if status == 409:  # too many open: the pool's others took the partners
            for open_seek in call(base, "GET", "/v1/seeks", token)[1]:
                if open_seek["status"] == "open":
                    call(base, "POST", f"/v1/seeks/{open_seek['id']}/cancel", token)
            return
        mine.append((elapsed, 2 if body["status"] == "matched" else 0))

    def client(n):
        a, b = pairs[n]
        start.wait()
        while not stop.is_set():
            seek(a, results[n])
            seek(b, results[n])

    took = run_clients(clients, seconds, client, start, stop)
    samples = [sample for mine in results for sample in mine]
    matched = sum(seeks for _, seeks in samples)
    matching = [ms for ms, seeks in samples if seeks]
    print(f"| {clients} clients in one pool for {seconds} s: {len(samples)} seeks, "
          f"**{matched / took:.0f} seeks matched/s** ({matched // 2} games) | {len(matching)} | {percentiles(matching)} | - |")


def by_hand(base, clients, seconds):
    run = uuid.uuid4().hex[:6]
    pairs = [(account(base, f"bh_a_{run}_{n}"), account(base, f"bh_b_{n}_{run}")) for n in range(clients)]
    start = threading.Barrier(clients + 1)
    stop = threading.Event()
    results = [[] for _ in range(clients)]  # per client: start latencies in ms

    def client(n):
        a, b = pairs[n]
        start.wait()
        while not stop.is_set():
            game = call(base, "POST", "/v1/games", a, GAME)[1]["id"]
            call(base, "POST", f"/v1/games/{game}/join", b)
            sent = time.monotonic()
            status, _ = call(base, "POST", f"/v1/games/{game}/start", a)
            if status == 200:
                results[n].append((time.monotonic() - sent) * 1000)

    took = run_clients(clients, seconds, client, start, stop)
    starts = [ms for mine in results for ms in mine]
    print(f"| baseline: {clients} clients create, join and start by hand for {seconds} s: "
          f"**{2 * len(starts) / took:.0f} players seated/s** ({len(starts)} games) | {len(starts)} | {percentiles(starts)} | - |")


def main():
    base = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    clients = int(sys.argv[3]) if len(sys.argv) > 3 else 16
    seconds = int(sys.argv[4]) if len(sys.argv) > 4 else 20
    print("| run | samples | p50 | p95 | p99 | max | not matched |")
    print("|---|---|---|---|---|---|---|")
    latency(base, rounds)
    throughput(base, clients, seconds)
    by_hand(base, clients, seconds)


if __name__ == "__main__":
    main()
