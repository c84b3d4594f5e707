#!/usr/bin/env python3
"""Load test of the HTTP API: concurrent clients play complete base games
(random legal moves) against a running service, and report requests per
second and latency percentiles per endpoint.

    cargo run --release &          # the service, with its private PostgreSQL
    python3 benches/load.py --clients 4 --games 8

Standard library only. Traffic goes to loopback addresses only; the run is
bounded by --games and --max-seconds. Figures: docs/PERFORMANCE.md.
"""
import argparse
import http.client
import json
import random
import statistics
import threading
import time
import urllib.parse
import uuid
from collections import defaultdict


class Client:
    """One keep-alive connection that records each request's latency."""

    def __init__(self, base, stats, lock):
        url = urllib.parse.urlsplit(base)
        self.conn = http.client.HTTPConnection(url.hostname, url.port or 80, timeout=60)
        self.stats, self.lock = stats, lock

    def call(self, method, path, name, token=None, body=None):
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        started = time.perf_counter()
        self.conn.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
        response = self.conn.getresponse()
        data = response.read()
        elapsed = time.perf_counter() - started
        with self.lock:
            self.stats[name].append(elapsed)
        if response.status >= 400:
            raise RuntimeError(f"{method} {path}: {response.status} {data[:300]!r}")
        return json.loads(data) if data else None


def account(client, name):
    credentials = {"username": name, "password": "load test password"}
    client.call("POST", "/v1/accounts", "register", body=credentials)
    return client.call("POST", "/v1/auth/login", "login", body=credentials)["access_token"]


def play_games(base, ruleset, games, deadline, stats, lock, seed, results):
    rng = random.Random(seed)
    client = Client(base, stats, lock)
    tag = uuid.uuid4().hex[:8]
    tokens = [account(client, f"load_{tag}_{i}") for i in range(2)]
    for _ in range(games):
        if time.time() > deadline:
            return
        body = {"ruleset": ruleset, "options": {"players": 2}, "seat_order": "join_order"}
        game = client.call("POST", "/v1/games", "create", tokens[0], body)["id"]
        client.call("POST", f"/v1/games/{game}/join", "join", tokens[1])
        view = client.call("POST", f"/v1/games/{game}/start", "start", tokens[0])
        state = view["state"]
        while state["outcome"] is None and time.time() <= deadline:
            token = tokens[state["current_player"]]
            legal = client.call("GET", f"/v1/games/{game}/legal-moves", "legal-moves", token)
            command = {"ruleset": ruleset, "expected_seq": legal["seq"], "command": rng.choice(legal["commands"])}
            result = client.call("POST", f"/v1/games/{game}/commands", "command", token, command)
            state = result["state"]
        client.call("GET", f"/v1/games/{game}", "get-game", tokens[0])
        with lock:
            results["games"] += 1


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", default="http://127.0.0.1:8080")
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--games", type=int, default=8, help="games per client")
    parser.add_argument("--max-seconds", type=float, default=300)
    parser.add_argument("--ruleset", default="classic", help="a hosted rule set (GET /v1/rulesets)")
    args = parser.parse_args()
    host = urllib.parse.urlsplit(args.base).hostname
    if host not in ("127.0.0.1", "localhost", "::1"):
        raise SystemExit("load tests target loopback addresses only")

    stats, lock, results = defaultdict(list), threading.Lock(), {"games": 0}
    deadline = time.time() + args.max_seconds
    started = time.perf_counter()
    workers = [
        threading.Thread(
            target=play_games, args=(args.base, args.ruleset, args.games, deadline, stats, lock, i, results)
        )
        for i in range(args.clients)
    ]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    elapsed = time.perf_counter() - started
    total = sum(len(v) for v in stats.values())
    print(f"{args.clients} clients, {results['games']} complete games, {total} requests in {elapsed:.1f} s")
    print(f"throughput: {total / elapsed:.0f} requests/s, {results['games'] / elapsed * 60:.1f} games/min")
    print(f"{'endpoint':<12} {'count':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8}")
    for name, samples in sorted(stats.items()):
        samples.sort()
        pct = lambda q: samples[min(len(samples) - 1, int(q * len(samples)))] * 1000
        print(f"{name:<12} {len(samples):>7} {statistics.median(samples) * 1000:>8.2f} {pct(0.95):>8.2f} {pct(0.99):>8.2f}")


if __name__ == "__main__":
    main()
