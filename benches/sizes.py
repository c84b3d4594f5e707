# Body sizes of GET legal-moves by form (?include=all|moves|commands|grouped),
# plain and gzip, at every tile placement of whole 2-player games of each
# rule set played at random through the API. Prints one line per rule set:
# mean bytes, plain / gzip.
# Usage: python3 benches/sizes.py BASE_URL [GAMES]
import gzip, json, random, sys, urllib.request

base = sys.argv[1]
games = int(sys.argv[2]) if len(sys.argv) > 2 else 2
forms = ["all", "moves", "commands", "grouped"]
random.seed(7)


def call(method, path, token=None, body=None, encoding="identity"):
    req = urllib.request.Request(base + path, method=method, data=None if body is None else json.dumps(body).encode())
    req.add_header("Content-Type", "application/json")
    req.add_header("Accept-Encoding", encoding)
    if token:
        req.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(req) as r:
        raw = r.read()
        body = gzip.decompress(raw) if r.headers.get("Content-Encoding") == "gzip" else raw
        return json.loads(body or b"null"), len(raw)


def sign_in(name):
    cred = {"username": f"{name}{random.randrange(10**9)}", "password": "correct horse battery"}
    call("POST", "/v1/accounts", body=cred)
    return call("POST", "/v1/auth/login", body=cred)[0]["access_token"]


rulesets = [r["id"] for r in call("GET", "/v1/rulesets")[0]]
print(f"{'rule set':18} {'placements':>10} " + " ".join(f"{f:>15}" for f in forms))
for ruleset in rulesets:
    totals = {(f, e): 0 for f in forms for e in ("identity", "gzip")}
    placements = 0
    for _ in range(games):
        tokens = [sign_in("ada"), sign_in("bob")]
        game = call("POST", "/v1/games", tokens[0], {"ruleset": ruleset, "options": {"players": 2}, "seat_order": "join_order"})[0]["id"]
        call("POST", f"/v1/games/{game}/join", tokens[1])
        state = call("POST", f"/v1/games/{game}/start", tokens[0])[0]["state"]
        while state and not state.get("outcome"):
            token = tokens[state["deciders"][0]]
            legal = call("GET", f"/v1/games/{game}/legal-moves", token)[0]
            if legal["moves"]["step"] == "place_tile":
                placements += 1
                for form in forms:
                    for encoding in ("identity", "gzip"):
                        path = f"/v1/games/{game}/legal-moves?include={form}"
                        totals[(form, encoding)] += call("GET", path, token, encoding=encoding)[1]
            request = {"ruleset": ruleset, "expected_seq": legal["seq"], "command": random.choice(legal["commands"])}
            state = call("POST", f"/v1/games/{game}/commands", token, request)[0]["state"]
    means = [f"{totals[(f, 'identity')] // placements:>7,} / {totals[(f, 'gzip')] // placements:>5,}" for f in forms]
    print(f"{ruleset:18} {placements:>10} " + " ".join(f"{m:>15}" for m in means))
