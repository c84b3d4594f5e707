# Plays whole 2-player classic games through the API, each the same: one
# fixed tile order and, on every turn, the legal moves read and then a
# command chosen by a seeded generator (a play cycle: the legal moves, then
# the command with its default full response). The first game warms the
# service; around the next GAMES games, CALLGRIND_PID's instrumentation is
# switched on and off (callgrind_control), so only those cycles are
# counted. Prints the number of cycles counted. SEEDED=1 plays seeded games
# instead (each its own tile order: not repeatable, for comparison only).
# Usage: python3 benches/cycle.py BASE_URL CALLGRIND_PID [GAMES]
import http.client, json, os, random, subprocess, sys, urllib.parse

base, pid = sys.argv[1], sys.argv[2]
games = int(sys.argv[3]) if len(sys.argv) > 3 else 1
url = urllib.parse.urlsplit(base)
connection = http.client.HTTPConnection(url.hostname, url.port)


def call(method, path, token=None, body=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    connection.request(method, path, None if body is None else json.dumps(body), headers)
    response = connection.getresponse()
    data = response.read()
    if response.status >= 300:
        sys.exit(f"{method} {path}: {response.status} {data[:300]!r}")
    return json.loads(data or b"null")


tokens = []
for name in ("cycle-ada", "cycle-bob"):
    credentials = {"username": name, "password": "correct horse battery"}
    call("POST", "/v1/accounts", body=credentials)
    tokens.append(call("POST", "/v1/auth/login", body=credentials)["access_token"])
catalog = call("GET", "/v1/rulesets/classic/tiles")["tiles"]
order = [tile["id"] for tile in catalog if tile["id"].startswith("base/") for _ in range(tile["count"] - tile["start"])]
random.Random(57).shuffle(order)


def play():
    """One game to its end; the number of cycles it took."""
    setup = {"ruleset": "classic", "options": {"players": 2}, "seat_order": "join_order"}
    if not os.environ.get("SEEDED"):
        setup["tile_order"] = order
    game = call("POST", "/v1/games", tokens[0], setup)["id"]
    call("POST", f"/v1/games/{game}/join", tokens[1])
    seat = call("POST", f"/v1/games/{game}/start", tokens[0])["state"]["current_player"]
    choices, cycles = random.Random(1), 0
    while seat is not None:
        legal = call("GET", f"/v1/games/{game}/legal-moves", tokens[seat])
        command = choices.choice(legal["commands"])
        answer = call("POST", f"/v1/games/{game}/commands", tokens[seat],
                      {"ruleset": "classic", "expected_seq": legal["seq"], "command": command})
        seat = answer["state"]["current_player"]
        cycles += 1
    return cycles


play()
subprocess.run(["callgrind_control", "--instr=on", pid], check=True, capture_output=True)
cycles = sum(play() for _ in range(games))
subprocess.run(["callgrind_control", "--instr=off", pid], check=True, capture_output=True)
print(cycles)
