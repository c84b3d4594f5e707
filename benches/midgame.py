# Plays a 2-player game at random through the API to event TARGET (default
# 120; or to its end, if sooner) and prints: game id, the token of the seat
# to move (of seat 0 once over), the sequence number.
# Usage: python3 benches/midgame.py BASE_URL [TARGET] [OPTIONS_JSON]
import json, sys, urllib.request, random
base = sys.argv[1]
target = int(sys.argv[2]) if len(sys.argv) > 2 else 120
options = json.loads(sys.argv[3]) if len(sys.argv) > 3 else {"players": 2}
def call(method, path, token=None, body=None):
    req = urllib.request.Request(base + path, method=method, data=None if body is None else json.dumps(body).encode())
    req.add_header("Content-Type", "application/json")
    if token: req.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(req) as r:
        return json.loads(r.read() or b"null")
tokens = []
for n in ("ada", "bob"):
    name = n + str(random.randrange(10**6))
    cred = {"username": name, "password": "correct horse battery"}
    call("POST", "/v1/accounts", body=cred)
    tokens.append(call("POST", "/v1/auth/login", body=cred)["access_token"])
g = call("POST", "/v1/games", tokens[0], {"ruleset": "classic", "options": options, "seat_order": "join_order"})["id"]
call("POST", f"/v1/games/{g}/join", tokens[1])
call("POST", f"/v1/games/{g}/start", tokens[0])
seq = 0
while seq < target:
    view = call("GET", f"/v1/games/{g}", tokens[0])
    if view["state"]["current_player"] is None:
        break
    t = tokens[view["state"]["current_player"]]
    legal = call("GET", f"/v1/games/{g}/legal-moves", t)
    r = call("POST", f"/v1/games/{g}/commands", t, {"ruleset": "classic", "expected_seq": legal["seq"], "command": random.choice(legal["commands"])})
    seq = r["seq"]
view = call("GET", f"/v1/games/{g}", tokens[0])
t = tokens[view["state"]["current_player"] or 0]
print(g, t, view["seq"])
