# Stream latency: two instances on one database (A and B, started by
# benches/streams.sh), a game stream open on each, commands applied through
# A; the time from sending a command to its first event on A's stream (same
# instance) and on B's (across instances).
# Usage: python3 benches/streams.py BASE_URL_A BASE_URL_B [COMMANDS]
import json, random, statistics, sys, threading, time, urllib.request

from arrivals import follow

base_a, base_b = sys.argv[1:3]
commands = int(sys.argv[3]) if len(sys.argv) > 3 else 60


def call(base, method, path, token=None, body=None):
    req = urllib.request.Request(base + path, method=method, data=None if body is None else json.dumps(body).encode())
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(req) as r:
        return json.loads(r.read() or b"null")


tokens = []
for name in ("ada", "bob"):
    credentials = {"username": f"{name}{random.randrange(10**6)}", "password": "correct horse battery"}
    call(base_a, "POST", "/v1/accounts", body=credentials)
    tokens.append(call(base_a, "POST", "/v1/auth/login", body=credentials)["access_token"])
game = call(base_a, "POST", "/v1/games", tokens[0], {"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"})["id"]
call(base_a, "POST", f"/v1/games/{game}/join", tokens[1])
started = call(base_a, "POST", f"/v1/games/{game}/start", tokens[0])["seq"]
seen = {"same instance (A)": {}, "across instances (B)": {}}
for (label, arrivals), base in zip(seen.items(), (base_a, base_b)):
    ready = threading.Event()
    path = f"/v1/games/{game}/stream?after={started}"
    threading.Thread(target=follow, args=(base, path, tokens[0], arrivals, ready), daemon=True).start()
    ready.wait(5)
time.sleep(0.5)
sent, acknowledged = {}, {}
for _ in range(commands):
    view = call(base_a, "GET", f"/v1/games/{game}", tokens[0])
    if view["state"].get("outcome"):
        break
    token = tokens[view["state"]["current_player"]]
    legal = call(base_a, "GET", f"/v1/games/{game}/legal-moves", token)
    before = time.monotonic()
    call(base_a, "POST", f"/v1/games/{game}/commands", token,
         {"ruleset": "classic", "expected_seq": legal["seq"], "command": random.choice(legal["commands"])})
    sent[legal["seq"] + 1] = before
    acknowledged[legal["seq"] + 1] = time.monotonic()
    time.sleep(0.02)
time.sleep(1)
def summary(delays):
    q = statistics.quantiles(sorted(delays), n=100)
    return f"p50 {q[49]:.1f} ms, p95 {q[94]:.1f} ms, max {max(delays):.1f} ms"

print(f"command round trip (send to response): {summary([(acknowledged[s] - t) * 1000 for s, t in sent.items()])}")
for label, arrivals in seen.items():
    delays = [(arrivals[seq] - t) * 1000 for seq, t in sent.items() if seq in arrivals]
    after_ack = [(arrivals[seq] - acknowledged[seq]) * 1000 for seq in sent if seq in arrivals]
    print(f"{label}: {len(delays)} of {len(sent)} events; from sending the command {summary(delays)}; "
          f"after its response {summary(after_ack)}")
