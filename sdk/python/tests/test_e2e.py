"""End-to-end test of the generated client against a live service
(BASE_URL), run by sdk/e2e.sh: a complete game of every hosted rule set,
chosen only from the legal commands the API returns, every response parsed
as that rule set's own types (The Discovery with its hand of two, Mists
over Carcassonne at level 3 with team decisions); and errors as typed
problem details."""

import os
import random
import uuid
from dataclasses import dataclass
from typing import Any, Callable

from carcassonne_client import AuthenticatedClient, Client
from carcassonne_client.api.accounts import login, me, register
from carcassonne_client.api.games import create, get, join, start
from carcassonne_client.api.play import command, events, legal_moves
from carcassonne_client.api.rulesets import rulesets
from carcassonne_client.models import (
    ClassicCommandPlaceTile,
    ClassicCommandPlaceTileType,
    ClassicCommandRequest,
    ClassicCommandRequestRuleset,
    ClassicCommandResult,
    ClassicCreateGame,
    ClassicCreateGameRuleset,
    ClassicEventRecord,
    ClassicGame,
    ClassicGameView,
    ClassicLegalMovesResponse,
    ClassicOptions,
    Credentials,
    DiscCommandRequest,
    DiscCommandRequestRuleset,
    DiscCommandResult,
    DiscCreateGame,
    DiscCreateGameRuleset,
    DiscEventRecord,
    DiscGame,
    DiscGameView,
    DiscLegalMovesResponse,
    DiscOptions,
    GameStatus,
    HgCommandRequest,
    HgCommandRequestRuleset,
    HgCommandResult,
    HgCreateGame,
    HgCreateGameRuleset,
    HgEventRecord,
    HgGame,
    HgGameView,
    HgLegalMovesResponse,
    HgOptions,
    MistsCommandRequest,
    MistsCommandRequestRuleset,
    MistsCommandResult,
    MistsCreateGame,
    MistsCreateGameRuleset,
    MistsEventRecord,
    MistsGame,
    MistsGameView,
    MistsLegalMovesResponse,
    MistsOptions,
    OutcomeDefeat,
    OutcomeVictory,
    OutcomeWinners,
    Problem,
    SeatOrder,
)

BASE_URL = os.environ["BASE_URL"]


@dataclass
class Typed:
    """The SDK types of one rule set."""

    create: Callable[[], Any]
    request: Callable[[int, Any], Any]
    game: type
    view: type
    legal: type
    result: type
    record: type


RULESETS = {
    "classic": Typed(
        create=lambda: ClassicCreateGame(
            ruleset=ClassicCreateGameRuleset.CLASSIC, options=ClassicOptions(players=2), seat_order=SeatOrder.JOIN_ORDER
        ),
        request=lambda seq, cmd: ClassicCommandRequest(
            ruleset=ClassicCommandRequestRuleset.CLASSIC, command=cmd, expected_seq=seq
        ),
        game=ClassicGame,
        view=ClassicGameView,
        legal=ClassicLegalMovesResponse,
        result=ClassicCommandResult,
        record=ClassicEventRecord,
    ),
    "hunters-gatherers": Typed(
        create=lambda: HgCreateGame(
            ruleset=HgCreateGameRuleset.HUNTERS_GATHERERS, options=HgOptions(players=2), seat_order=SeatOrder.JOIN_ORDER
        ),
        request=lambda seq, cmd: HgCommandRequest(
            ruleset=HgCommandRequestRuleset.HUNTERS_GATHERERS, command=cmd, expected_seq=seq
        ),
        game=HgGame,
        view=HgGameView,
        legal=HgLegalMovesResponse,
        result=HgCommandResult,
        record=HgEventRecord,
    ),
    "discovery": Typed(
        create=lambda: DiscCreateGame(
            ruleset=DiscCreateGameRuleset.DISCOVERY,
            options=DiscOptions(players=2, hand_of_two=True),
            seat_order=SeatOrder.JOIN_ORDER,
        ),
        request=lambda seq, cmd: DiscCommandRequest(
            ruleset=DiscCommandRequestRuleset.DISCOVERY, command=cmd, expected_seq=seq
        ),
        game=DiscGame,
        view=DiscGameView,
        legal=DiscLegalMovesResponse,
        result=DiscCommandResult,
        record=DiscEventRecord,
    ),
    "mists": Typed(
        create=lambda: MistsCreateGame(
            ruleset=MistsCreateGameRuleset.MISTS,
            options=MistsOptions(players=2, level=3, team_decisions=True),
            seat_order=SeatOrder.JOIN_ORDER,
        ),
        request=lambda seq, cmd: MistsCommandRequest(
            ruleset=MistsCommandRequestRuleset.MISTS, command=cmd, expected_seq=seq
        ),
        game=MistsGame,
        view=MistsGameView,
        legal=MistsLegalMovesResponse,
        result=MistsCommandResult,
        record=MistsEventRecord,
    ),
}


def sign_in(prefix: str) -> AuthenticatedClient:
    anonymous = Client(base_url=BASE_URL)
    credentials = Credentials(username=f"{prefix}_{uuid.uuid4().hex[:8]}", password="correct horse battery")
    assert register.sync_detailed(client=anonymous, body=credentials).status_code == 201
    token = login.sync(client=anonymous, body=credentials)
    assert not isinstance(token, Problem) and token is not None
    return AuthenticatedClient(base_url=BASE_URL, token=token.access_token)


def test_every_rule_set_plays_a_complete_game_parsed_as_its_own_types():
    hosted = rulesets.sync(client=Client(base_url=BASE_URL))
    assert isinstance(hosted, list)
    assert sorted(r.id.value for r in hosted) == sorted(RULESETS), "the test knows every hosted rule set"
    rng = random.Random(7)
    for ruleset in hosted:
        typed = RULESETS[ruleset.id.value]
        players = [sign_in("py_a"), sign_in("py_b")]
        game = create.sync(client=players[0], body=typed.create())
        assert isinstance(game, typed.game), game
        join.sync(game.id, client=players[1])
        started = start.sync(game.id, client=players[0])
        assert isinstance(started, typed.game) and isinstance(started.state, typed.view), started
        state = started.state
        while state.outcome is None:
            client = players[state.deciders[0]]
            legal = legal_moves.sync(game.id, client=client)
            assert isinstance(legal, typed.legal), legal
            cmd = rng.choice(legal.commands)
            result = command.sync(game.id, client=client, body=typed.request(legal.seq, cmd))
            assert isinstance(result, typed.result), result
            assert all(isinstance(record, typed.record) for record in result.events)
            assert isinstance(result.state, typed.view)
            state = result.state
        final = get.sync(game.id, client=players[0])
        assert isinstance(final, typed.game) and isinstance(final.state, typed.view)
        assert final.status == GameStatus.FINISHED
        scored = sum(s.points * len(s.scorers) for s in final.state.scorings)
        assert sum(p.score for p in final.state.players) == scored
        if isinstance(final.state.outcome, OutcomeWinners):
            assert final.state.outcome.seats and final.state.tiles_left == 0
        else:
            assert isinstance(final.state.outcome, (OutcomeVictory, OutcomeDefeat))
            assert final.state.outcome.rule.startswith("MISTS-")
        assert len(final.seed) == 64
        log = events.sync(game.id, client=players[1])
        assert log is not None and not isinstance(log, Problem)
        assert all(isinstance(record, typed.record) for record in log.events)


def test_errors_surface_as_typed_problem_details():
    a, b = sign_in("py_c"), sign_in("py_d")
    game = create.sync(client=a, body=RULESETS["classic"].create())
    assert isinstance(game, ClassicGame)
    join.sync(game.id, client=b)
    started = start.sync(game.id, client=a)
    assert isinstance(started, ClassicGame)
    occupied = ClassicCommandPlaceTile(type_=ClassicCommandPlaceTileType.PLACE_TILE, x=0, y=0, rotation=0)
    response = command.sync_detailed(game.id, client=a, body=RULESETS["classic"].request(started.seq, occupied))
    assert response.status_code == 422
    assert isinstance(response.parsed, Problem)
    assert (response.parsed.code, response.parsed.rule) == ("cell_occupied", "BASE-TILE-1")
    anonymous = AuthenticatedClient(base_url=BASE_URL, token="not-a-token")
    unauthorized = me.sync_detailed(client=anonymous)
    assert unauthorized.status_code == 401
    assert isinstance(unauthorized.parsed, Problem) and unauthorized.parsed.code == "invalid_token"
