# Memory of one instance with many games cached: plays one 2-player base
# game to its end through the API, imports it GAMES times (each import is
# a game of its own), reads every copy once (so that the replay cache holds
# it) and prints the service's resident memory before and after.
# Usage: python3 benches/memory.py BASE_URL SERVICE_PID [GAMES]
import json, random, sys, urllib.request

base, pid = sys.argv[1], sys.argv[2]
games = int(sys.argv[3]) if len(sys.argv) > 3 else 1000


def call(method, path, token=None, body=None):
    req = urllib.request.Request(base + path, method=method, data=None if body is None else json.dumps(body).encode())
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(req) as r:
        return json.loads(r.read() or b"null")


def rss_mb():
    with open(f"/proc/{pid}/status") as status:
        kb = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    return kb / 1024


tokens = []
for name in ("ada", "bob"):
    credentials = {"username": f"{name}{random.randrange(10**6)}", "password": "correct horse battery"}
    call("POST", "/v1/accounts", body=credentials)
    tokens.append(call("POST", "/v1/auth/login", body=credentials)["access_token"])
game = call("POST", "/v1/games", tokens[0], {"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"})["id"]
call("POST", f"/v1/games/{game}/join", tokens[1])
call("POST", f"/v1/games/{game}/start", tokens[0])
while True:
    view = call("GET", f"/v1/games/{game}", tokens[0])
    if view["state"].get("outcome"):
        break
    token = tokens[view["state"]["current_player"]]
    legal = call("GET", f"/v1/games/{game}/legal-moves", token)
    call("POST", f"/v1/games/{game}/commands", token,
         {"ruleset": "classic", "expected_seq": legal["seq"], "command": random.choice(legal["commands"])})
export = call("GET", f"/v1/games/{game}/export", tokens[0])
before = rss_mb()
for _ in range(games):
    copy = call("POST", "/v1/games/import", tokens[0], export)["id"]
    call("GET", f"/v1/games/{copy}", tokens[0])
after = rss_mb()
print(f"{games} games of {view['seq']} events cached: RSS {before:.0f} MB before, {after:.0f} MB after "
      f"({(after - before) * 1024 / games:.0f} KB per game)")
