# Plays a 2-player base game at random through the API to event 120 and
# prints: game id, the token of the seat to move, the sequence number.
# Usage: python3 benches/midgame.py BASE_URL
import json, sys, urllib.request, random
base = sys.argv[1]
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
g = call("POST", "/v1/games", tokens[0], {"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"})["id"]
call("POST", f"/v1/games/{g}/join", tokens[1])
call("POST", f"/v1/games/{g}/start", tokens[0])
seq = 0
while seq < 120:
    view = call("GET", f"/v1/games/{g}", tokens[0])
    t = tokens[view["state"]["current_player"]]
    legal = call("GET", f"/v1/games/{g}/legal-moves", t)
    r = call("POST", f"/v1/games/{g}/commands", t, {"ruleset": "classic", "expected_seq": legal["seq"], "command": random.choice(legal["commands"])})
    seq = r["seq"]
view = call("GET", f"/v1/games/{g}", tokens[0])
t = tokens[view["state"]["current_player"]]
print(g, t, seq)
