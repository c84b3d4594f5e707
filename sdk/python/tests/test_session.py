"""The Pythonic layer (package `carcassonne`) against a live service
(BASE_URL), run by sdk/e2e.sh; checked with `mypy --strict` there too."""

import asyncio
import os
import time
import uuid

import httpx
import pytest
from carcassonne import AsyncSession, ProblemError, Session, commands
from carcassonne_client.models import (
    ClassicAnalysis,
    ClassicCommandRequest,
    ClassicCommandRequestRuleset,
    ClassicGame,
    ClassicGameView,
    ClassicHint,
    ClassicLegalMovesResponse,
    GameStatus,
    LegalForms,
    Level,
    Pool,
    RatedResult,
    RulesetId,
)

BASE_URL = os.environ["BASE_URL"]
#: A two-player game of every rule set; Mists at level 3.
RULE_SETS: list[tuple[str, dict[str, object]]] = [
    ("classic", {"players": 2}),
    ("discovery", {"players": 2}),
    ("hunters-gatherers", {"players": 2}),
    ("mists", {"players": 2, "level": 3}),
]


def session(prefix: str) -> Session:
    return Session.register(BASE_URL, f"{prefix}_{uuid.uuid4().hex[:8]}", "correct horse battery")


def test_results_are_the_rule_sets_own_types_and_a_bot_game_ends() -> None:
    ada = session("ps_a")
    game = ada.games.new("classic", {"players": 2})
    assert isinstance(game, ClassicGame)
    seated = ada.games.add_bot(game.id, Level.RANDOM)
    assert any(player.bot == Level.RANDOM for player in seated.players)
    ada.games.start(game.id)
    for _ in range(200):
        view = ada.play.wait_for_turn(game.id)
        assert isinstance(view, ClassicGame) and isinstance(view.state, ClassicGameView)
        if view.status == GameStatus.FINISHED:
            break
        hint = ada.play.hint(game.id, Level.GREEDY, top=2)
        assert isinstance(hint, ClassicHint)
        assert len(hint.others) <= 1 and all(other.value <= hint.value for other in hint.others)
        ada.play.submit(game.id, ClassicCommandRequest(ruleset=ClassicCommandRequestRuleset.CLASSIC, command=hint.command, expected_seq=hint.seq))
    assert ada.games.get(game.id).status == GameStatus.FINISHED
    asked = ada.play.request_analysis(game.id)
    assert isinstance(asked, ClassicAnalysis) and asked.game_id == game.id
    assert ada.play.analysis(game.id).requested_at == asked.requested_at, "asked for once"
    mine = ada.games.mine()
    assert [g.id for g in mine.games] == [game.id]


def test_after_its_move_the_session_reads_the_game_at_that_version_or_later() -> None:
    ada = session("ps_m")
    game = ada.games.new("classic", {"players": 2})
    ada.games.add_bot(game.id, Level.RANDOM)
    ada.games.start(game.id)
    view = ada.play.wait_for_turn(game.id)
    sent: list[httpx.URL] = []
    ada.client.get_httpx_client().event_hooks["request"].append(lambda request: sent.append(request.url))
    hint = ada.play.hint(game.id, Level.GREEDY)
    result = ada.play.send(game.id, hint.command.to_dict(), hint.seq)
    assert result.seq > view.seq
    ada.games.get(game.id)
    ada.games.event_page(game.id)
    reads = [url for url in sent if url.path in (f"/v1/games/{game.id}", f"/v1/games/{game.id}/events")]
    assert [url.params.get("min_seq") for url in reads] == [str(result.seq)] * 2, sent


def test_errors_raise_a_typed_problem_with_code_and_rule() -> None:
    ada, bob = session("ps_b"), session("ps_c")
    game = ada.games.new("classic", {"players": 2})
    with pytest.raises(ProblemError) as not_ready:
        ada.games.start(game.id)
    assert (not_ready.value.status, not_ready.value.code, not_ready.value.rule) == (409, "not_ready", None)
    bob.games.join(game.id)
    ada.games.start(game.id)
    legal = ada.play.legal_moves(game.id)
    assert isinstance(legal, ClassicLegalMovesResponse)
    player = ada if legal.moves is not None else bob
    far = commands.place_tile(40, 40)
    verdict = player.play.validate(game.id, far)
    assert (verdict.legal, verdict.code, verdict.rule) == (False, "not_adjacent", "BASE-TILE-1")
    with pytest.raises(ProblemError) as illegal:
        player.play.send(game.id, far, legal.seq)
    assert illegal.value.status == 422
    assert illegal.value.code == "not_adjacent"
    assert illegal.value.rule == "BASE-TILE-1"
    assert illegal.value.rule_url == "/rules/base#BASE-TILE-1"
    with pytest.raises(ProblemError) as cancelled:
        ada.games.cancel(game.id)
    assert cancelled.value.code == "not_open"


@pytest.mark.parametrize("ruleset, options", RULE_SETS)
def test_every_rule_set_plays_by_notices_and_its_events_end_with_the_game(ruleset: str, options: dict[str, object]) -> None:
    """A game of each rule set against a bot, played from the account's
    notices with commands as dicts; its events, followed afterwards, are
    the whole log with effects, and the iterator ends with the game."""
    ada = Session.register(BASE_URL, f"ps_n_{uuid.uuid4().hex[:8]}", "correct horse battery", wait_on_rate_limit=True)
    game = ada.games.new(ruleset, options)
    assert game.ruleset.value == ruleset
    ada.games.add_bot(game.id, Level.RANDOM)
    kinds = set()
    with ada.streams.notices() as notices:
        ada.games.start(game.id)
        for notice in notices:
            if notice.game != game.id:
                continue
            kinds.add(notice.kind)
            if notice.kind == "game_over":
                break
            # A notice a turn: the turn's every decision until none is left.
            while (legal := ada.play.legal_moves(game.id, LegalForms.COMMANDS)).commands:
                ada.play.send(game.id, legal.commands[0].to_dict(), legal.seq)
    assert {"game_started", "game_over"} <= kinds
    finished = ada.games.get(game.id)
    records = list(ada.streams.events(game.id))
    assert [record.seq for record in records] == list(range(1, finished.seq + 1))
    assert records[0].effects == [], "the creation has no effects"
    assert all(record.ruleset.value == ruleset for record in records)
    later = list(ada.streams.events(game.id, after=finished.seq - 1))
    assert [record.seq for record in later] == [finished.seq]
    at = ada.games.state_at(game.id, 2)
    assert (at.seq, at.event.seq, at.event.to_dict()) == (2, 2, records[1].to_dict())
    copy = ada.games.import_(ada.games.export(game.id))
    assert (copy.ruleset.value, copy.seq) == (ruleset, finished.seq)
    assert ada.games.board_svg(game.id, at=2).startswith("<svg")


def test_the_session_covers_accounts_lobby_and_stream_tickets() -> None:
    with session("ps_l") as ada, session("ps_m") as bob:
        assert ada.account.me().username.startswith("ps_l_")
        assert {ruleset.id.value for ruleset in ada.rulesets.all()} >= {"classic", "discovery", "hunters-gatherers", "mists"}
        catalog = ada.rulesets.tiles(RulesetId.CLASSIC)
        assert ada.rulesets.tile_svg(RulesetId.CLASSIC, catalog.tiles[0].id).startswith("<svg")
        game = ada.games.new("classic", {"players": 2}, seat_order="join_order")
        assert game.id in [g.id for g in bob.games.find(status=GameStatus.OPEN).games]
        bob.games.join(game.id)
        bob.games.leave(game.id)
        bob.games.join(game.id)
        assert ada.games.start(game.id).your_turn, "seat 0 by join order"
        assert ada.streams.url(game.id).startswith(f"{BASE_URL}/v1/games/{game.id}/stream?ticket=")
        assert ada.streams.url().startswith(f"{BASE_URL}/v1/me/stream?ticket=")
        page = ada.games.event_page(game.id, after=1)
        assert [record.seq for record in page.events] == list(range(2, page.last_seq + 1))


@pytest.mark.parametrize("ruleset, options", RULE_SETS)
def test_the_async_session_plays_every_rule_set_against_a_bot(ruleset: str, options: dict[str, object]) -> None:
    """The same calls as coroutines: a game played from the notices while
    its events are read live to the end, both at once."""

    async def play() -> tuple[list[int], int]:
        name = f"ps_async_{uuid.uuid4().hex[:8]}"
        async with await AsyncSession.register(BASE_URL, name, "correct horse battery", wait_on_rate_limit=True) as ada:
            game = await ada.games.new(ruleset, options)
            await ada.games.add_bot(game.id, Level.RANDOM)
            seqs: list[int] = []

            async def watch() -> None:
                async for record in ada.streams.events(game.id):
                    seqs.append(record.seq)

            async with await ada.streams.notices() as notices:
                watching = asyncio.create_task(watch())
                await ada.games.start(game.id)
                async for notice in notices:
                    if notice.game == game.id and notice.kind == "game_over":
                        break
                    if notice.game == game.id:
                        while (legal := await ada.play.legal_moves(game.id, LegalForms.COMMANDS)).commands:
                            await ada.play.send(game.id, legal.commands[0].to_dict(), legal.seq)
            await asyncio.wait_for(watching, 60)
            return seqs, (await ada.games.get(game.id)).seq

    seqs, last = asyncio.run(play())
    assert seqs == list(range(1, last + 1)), "the live events are the whole log, and they end with the game"


def test_an_expired_access_token_is_renewed_on_the_way_and_signing_out_ends_the_session() -> None:
    name = f"ps_r_{uuid.uuid4().hex[:8]}"
    me = Session.register(BASE_URL, name, "correct horse battery")
    probe = httpx.post(f"{BASE_URL}/v1/auth/login", json={"username": name, "password": "correct horse battery"})
    expires_in = probe.json()["expires_in"]
    assert expires_in <= 5, "sdk/e2e.sh runs the service with access tokens of a few seconds"
    first = me.access_token
    time.sleep(expires_in + 1)
    assert me.account.update("Ada L.").display_name == "Ada L."
    assert me.access_token != first, "renewed on the way"
    me.account.change_password("correct horse battery", "battery staple horse")
    me.account.sign_out()
    with pytest.raises(ProblemError) as revoked:
        me.account.me()
    assert revoked.value.code == "revoked_token"
    again = Session.login(BASE_URL, name, "battery staple horse")
    again.account.delete("battery staple horse")
    with pytest.raises(ProblemError) as gone:
        Session.login(BASE_URL, name, "battery staple horse")
    assert gone.value.code == "bad_credentials"


def test_the_session_manages_webhooks_and_a_ping_reaches_a_local_receiver() -> None:
    import http.server
    import threading

    received: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("content-length", 0)))
            received.append(self.headers.get("webhook-id", ""))
            self.send_response(204)
            self.end_headers()

        def log_message(self, *_: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    ada = session("ps_w")
    created = ada.webhooks.register(f"http://127.0.0.1:{server.server_address[1]}/hooks")
    assert created.secret.startswith("whsec_")
    endpoint = created.endpoint.id
    assert [e.id for e in ada.webhooks.all()] == [endpoint]
    ping = ada.webhooks.ping(endpoint)
    for _ in range(200):
        log = ada.webhooks.deliveries(endpoint)
        if log.deliveries[0].status.value == "delivered":
            break
        time.sleep(0.05)
    assert received == [str(ping.id)]
    assert ada.webhooks.rotate_secret(endpoint).secret != created.secret
    assert ada.webhooks.change(endpoint, enabled=False).enabled is False
    ada.webhooks.delete(endpoint)
    assert ada.webhooks.all() == []
    server.shutdown()


def test_a_rated_game_shows_on_both_profiles_and_a_hidden_profile_is_refused() -> None:
    with session("ps_r") as ada, session("ps_s") as bob:
        game = ada.games.new("classic", {"players": 2}, seat_order="join_order", rated=True)
        bob.games.join(game.id)
        ada.games.start(game.id)
        with pytest.raises(ProblemError) as no_help:
            ada.play.hint(game.id)
        assert (no_help.value.status, no_help.value.code) == (403, "no_engine_help")
        # Two decisions each, so that the game is not aborted when Bob
        # resigns (a turn may be one: its figure step is skipped for the
        # player when no figure can go anywhere).
        made = {ada: 0, bob: 0}
        while min(made.values()) < 2:
            for player in (ada, bob):
                if (legal := player.play.legal_moves(game.id, LegalForms.COMMANDS)).commands:
                    player.play.send(game.id, legal.commands[0].to_dict(), legal.seq)
                    made[player] += 1
        bob.play.resign(game.id)
        assert ada.games.get(game.id).rated_result == RatedResult.COUNTED
        winner = ada.players.profile(ada.account.me().username).rulesets[0].ratings[0]
        assert (winner.pool, round(winner.rating), winner.provisional) == (Pool.DUEL, 1662, True)
        history = bob.players.rating_history(ada.account.me().username)
        assert [change.game_id for change in history.changes] == [game.id]
        assert bob.players.leaderboard(RulesetId.CLASSIC, Pool.DUEL).entries == [], "provisional ratings are left off"
        assert bob.account.set_profile_hidden(True).profile_hidden
        with pytest.raises(ProblemError) as refused:
            ada.players.profile(bob.account.me().username)
        assert refused.value.code == "profile_hidden"


def test_a_challenge_is_accepted_and_started_and_a_rematch_rotates_the_seats() -> None:
    with session("ps_c") as ada, session("ps_d") as bob:
        sent = ada.challenges.send([bob.account.me().username], "classic", {"players": 2}, seat_order="join_order")
        assert [c.id for c in bob.challenges.pending().incoming] == [sent.id]
        accepted = bob.challenges.accept(sent.id)
        assert accepted.status.value == "accepted" and isinstance(accepted.game_id, uuid.UUID)
        ada.play.resign(accepted.game_id)
        proposed = bob.challenges.rematch(accepted.game_id)
        assert proposed.rematch_of == accepted.game_id
        rematch = ada.challenges.rematch(accepted.game_id)
        assert isinstance(rematch.game_id, uuid.UUID)
        seat_zero = [p for p in ada.games.get(rematch.game_id).players if p.seat == 0]
        assert seat_zero[0].account_id == bob.account.me().id, "the seats rotate"


def test_two_seeks_of_the_same_game_are_matched_into_a_started_game() -> None:
    # A pool of its own (a clock no other test uses), so that no other seek matches.
    clock = {"kind": "per_move", "seconds": 4343}
    with session("ps_k") as ada, session("ps_l") as bob:
        waiting = ada.seeks.create("classic", {"players": 2}, clock=clock)
        assert waiting.status.value == "open"
        matched = bob.seeks.create("classic", {"players": 2}, clock=clock)
        assert matched.status.value == "matched" and isinstance(matched.game_id, uuid.UUID)
        assert ada.seeks.get(waiting.id).game_id == matched.game_id
        another = ada.seeks.create("classic", {"players": 2}, clock=clock)
        assert ada.seeks.cancel(another.id).status.value == "cancelled"
        assert [s.status.value for s in ada.seeks.all() if s.id == another.id] == ["cancelled"]
