# Bot-move delay: a player against a bot of LEVEL, the bot's moves followed
# on the game's stream. For each command that hands the turn to the bot,
# the time from its response to the bot's first event arriving on the
# stream: waking a bot worker (the notice of the append), the claim, the
# replay, the bot's thinking, its append and its notice. Measured idle,
# then while LOAD_GAMES games of bots only (each of another account) keep
# the bot workers busy and four clients keep reading games.
# Usage: python3 benches/bots.py BASE_URL LEVEL LOAD_GAMES
import json, random, sys, threading, time, urllib.request

from arrivals import follow

base, level, load_games = sys.argv[1], sys.argv[2], int(sys.argv[3])


def call(method, path, token=None, body=None):
    req = urllib.request.Request(base + path, method=method, data=None if body is None else json.dumps(body).encode())
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.loads(r.read() or b"null")


def account(name):
    credentials = {"username": f"{name}{random.randrange(10**9)}", "password": "correct horse battery"}
    call("POST", "/v1/accounts", body=credentials)
    return call("POST", "/v1/auth/login", body=credentials)["access_token"]


def bot_game(token, bots, bot_level):
    game = call("POST", "/v1/games", token, {"ruleset": "classic", "options": {"players": bots + 1}, "seat_order": "join_order"})["id"]
    for _ in range(bots):
        call("POST", f"/v1/games/{game}/bots", token, {"level": bot_level})
    return game


def measure(games):
    """Plays `games` games against one bot; the delays in seconds."""
    delays = []
    for _ in range(games):
        me = account("player")
        game = bot_game(me, 1, level)
        arrivals, ready = {}, threading.Event()
        threading.Thread(target=follow, args=(base, f"/v1/games/{game}/stream", me, arrivals, ready), daemon=True).start()
        ready.wait(5)
        call("POST", f"/v1/games/{game}/start", me)
        while True:
            view = call("GET", f"/v1/games/{game}", me)
            if view["status"] == "finished":
                break
            if not view["your_turn"]:
                time.sleep(0.002)
                continue
            legal = call("GET", f"/v1/games/{game}/legal-moves?include=commands", me)
            body = {"ruleset": "classic", "expected_seq": legal["seq"], "command": random.choice(legal["commands"])}
            result = call("POST", f"/v1/games/{game}/commands", me, body)
            answered = time.monotonic()
            if result["current_player"] == 1:  # the bot's seat (join order)
                bots_first = result["seq"] + 1
                while bots_first not in arrivals:
                    time.sleep(0.0005)
                delays.append(arrivals[bots_first] - answered)
    return delays


def summary(label, delays):
    delays = sorted(delays)
    pick = lambda q: delays[min(len(delays) - 1, int(q * len(delays)))] * 1000
    print(f"{label}: {len(delays)} bot turns, p50 {pick(0.5):.1f} ms, p90 {pick(0.9):.1f} ms, "
          f"p99 {pick(0.99):.1f} ms, max {delays[-1] * 1000:.1f} ms")


def load(stop, level_of_load):
    """Games of bots only, one account each, started anew as they finish."""
    token = account("load")
    games = set()
    while not stop.is_set():
        for game in list(games):
            if call("GET", f"/v1/games/{game}", token)["status"] == "finished":
                games.discard(game)
        while len(games) < 1:
            game = bot_game(token, 2, level_of_load)
            call("POST", f"/v1/games/{game}/start", token)
            call("POST", f"/v1/games/{game}/resign", token)
            games.add(game)
        time.sleep(0.2)


def reads(stop, game, token):
    while not stop.is_set():
        call("GET", f"/v1/games/{game}", token)


summary(f"idle, {level}", measure(6))
stop = threading.Event()
loaders = [threading.Thread(target=load, args=(stop, level), daemon=True) for _ in range(load_games)]
reader_token = account("reader")
watched = bot_game(reader_token, 2, "random")
call("POST", f"/v1/games/{watched}/start", reader_token)
readers = [threading.Thread(target=reads, args=(stop, watched, reader_token), daemon=True) for _ in range(4)]
for thread in loaders + readers:
    thread.start()
time.sleep(2)
summary(f"under load ({load_games} games of {level} bots, 4 readers), {level}", measure(6))
stop.set()
