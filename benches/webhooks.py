#!/usr/bin/env python3
"""Webhook latency: from a command's response to its `your_turn` delivery
at a receiver, measured on one clock (this process holds both ends).

Two accounts register endpoints at the receiver this script runs, then play
base games through the API (legal moves, the first legal command); after
each command that passes the turn, the time from its response until the
other player's `your_turn` message arrives is one sample. The receiver
also answers 204 to anything else posted to it (the load generator's
deliveries under /load) and counts it.

Usage: benches/webhooks.py BASE_URL SECONDS LABEL [READY_FILE GO_FILE]
Writes the receiver's URL to READY_FILE once it listens (the load
generator's WEBHOOK_URL is that and /load), waits for GO_FILE to exist,
probes for SECONDS and prints
a Markdown table row: samples, p50, p95, p99, max, deliveries that never
came, and the load's deliveries received meanwhile. A negative latency is
a message that arrived before the command's response did.
"""

import http.server
import json
import os
import statistics
import sys
import threading
import time
import urllib.request
import uuid

arrivals = {}  # (path, game, seq) -> monotonic arrival
load_deliveries = [0]
lock = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        arrived = time.monotonic()
        body = self.rfile.read(int(self.headers.get("content-length", 0)))
        self.send_response(204)
        self.send_header("content-length", "0")
        self.end_headers()
        if self.path.startswith("/probe/"):
            message = json.loads(body)
            if message["type"] == "your_turn":
                key = (self.path, message["data"]["game"], message["data"]["seq"])
                with lock:
                    arrivals.setdefault(key, arrived)
        else:
            with lock:
                load_deliveries[0] += 1

    def log_message(self, *_):
        pass


def call(base, method, path, token=None, body=None):
    request = urllib.request.Request(base + path, method=method,
                                     data=None if body is None else json.dumps(body).encode())
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


def account(base, receiver, name):
    credentials = {"username": name, "password": "correct horse battery"}
    call(base, "POST", "/v1/accounts", body=credentials)
    token = call(base, "POST", "/v1/auth/login", body=credentials)["access_token"]
    call(base, "POST", "/v1/me/webhooks", token, {"url": f"{receiver}/probe/{name}", "kinds": ["your_turn"]})
    return token, f"/probe/{name}"


def probe(base, receiver, seconds):
    """Latencies in ms of `your_turn` deliveries after the commands that
    pass the turn, for `seconds`; and deliveries that never came."""
    run = uuid.uuid4().hex[:6]
    players = [account(base, receiver, f"probe{run}{n}") for n in range(2)]
    samples, missing = [], 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        body = {"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"}
        game = call(base, "POST", "/v1/games", players[0][0], body)["id"]
        call(base, "POST", f"/v1/games/{game}/join", players[1][0])
        view = call(base, "POST", f"/v1/games/{game}/start", players[0][0])
        mover = view["state"]["current_player"]
        while time.monotonic() < deadline:
            token = players[mover][0]
            legal = call(base, "GET", f"/v1/games/{game}/legal-moves?include=commands", token)
            if not legal.get("commands"):
                break
            body = {"ruleset": "classic", "expected_seq": legal["seq"], "command": legal["commands"][0]}
            result = call(base, "POST", f"/v1/games/{game}/commands", token, body)
            answered = time.monotonic()
            following = result["current_player"]
            if following is None:
                break
            if following != mover:
                key = (players[following][1], game, result["seq"])
                waited = time.monotonic()
                while key not in arrivals and time.monotonic() - waited < 10:
                    time.sleep(0.0005)
                with lock:
                    arrived = arrivals.get(key)
                if arrived is None:
                    missing += 1
                else:
                    samples.append((arrived - answered) * 1000)
            mover = following
    return samples, missing


def main():
    base, seconds, label = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    ready, go = (sys.argv[4], sys.argv[5]) if len(sys.argv) > 5 else (None, None)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    receiver = f"http://127.0.0.1:{server.server_address[1]}"
    if ready:
        with open(ready + ".tmp", "w") as f:
            f.write(receiver)
        os.rename(ready + ".tmp", ready)
        while not os.path.exists(go):
            time.sleep(0.05)
    samples, missing = probe(base, receiver, seconds)
    samples.sort()
    q = statistics.quantiles(samples, n=100, method="inclusive")
    print(f"| {label} | {len(samples)} | {q[49]:.1f} ms | {q[94]:.1f} ms | {q[98]:.1f} ms | {samples[-1]:.1f} ms "
          f"| {missing} | {load_deliveries[0]} |")


if __name__ == "__main__":
    main()
