"""End-to-end test of the generated client against a live service
(BASE_URL), run by sdk/e2e.sh: a complete game chosen only from the legal
moves the API returns, and errors as typed problem details."""

import os
import random
import uuid

from carcassonne_client import AuthenticatedClient, Client
from carcassonne_client.api.accounts import login, me, register
from carcassonne_client.api.games import create, get, join, start
from carcassonne_client.api.play import command, legal_moves
from carcassonne_client.models import (
    CommandPlaceFigure,
    CommandPlaceFigureType,
    CommandPlaceTile,
    CommandPlaceTileType,
    CommandRequest,
    CommandSkipFigure,
    CommandSkipFigureType,
    CreateGame,
    Credentials,
    Figure,
    GameStatus,
    LegalMovesPlaceTile,
    Options,
    Problem,
    RulesetId,
    SeatOrder,
)

BASE_URL = os.environ["BASE_URL"]


def sign_in(prefix: str) -> AuthenticatedClient:
    anonymous = Client(base_url=BASE_URL)
    credentials = Credentials(username=f"{prefix}_{uuid.uuid4().hex[:8]}", password="correct horse battery")
    assert register.sync_detailed(client=anonymous, body=credentials).status_code == 201
    token = login.sync(client=anonymous, body=credentials)
    return AuthenticatedClient(base_url=BASE_URL, token=token.access_token)


def started_game(a: AuthenticatedClient, b: AuthenticatedClient):
    body = CreateGame(ruleset=RulesetId.CLASSIC, options=Options(players=2), seat_order=SeatOrder.JOIN_ORDER)
    game = create.sync(client=a, body=body)
    join.sync(game.id, client=b)
    return start.sync(game.id, client=a)


def test_two_accounts_play_a_complete_base_game():
    players = [sign_in("py_a"), sign_in("py_b")]
    game = started_game(*players)
    rng = random.Random(7)
    state = game.state
    while state.step != "finished":
        client = players[state.current_player]
        legal = legal_moves.sync(game.id, client=client)
        moves = legal.moves
        if isinstance(moves, LegalMovesPlaceTile):
            p = rng.choice(moves.placements)
            cmd = CommandPlaceTile(type_=CommandPlaceTileType.PLACE_TILE, x=p.x, y=p.y, rotation=p.rotation)
        elif moves.options and rng.random() < 0.5:
            option = rng.choice(moves.options)
            cmd = CommandPlaceFigure(type_=CommandPlaceFigureType.PLACE_FIGURE, region=option.region, figure=Figure.FOLLOWER)
        else:
            cmd = CommandSkipFigure(type_=CommandSkipFigureType.SKIP_FIGURE)
        result = command.sync(game.id, client=client, body=CommandRequest(command=cmd, expected_seq=legal.seq))
        assert not isinstance(result, Problem), result
        state = result.state
    final = get.sync(game.id, client=players[0])
    assert final.status == GameStatus.FINISHED
    assert final.state.tiles_left == 0
    scored = sum(s.points * len(s.scorers) for s in final.state.scorings)
    assert sum(p.score for p in final.state.players) == scored
    assert final.state.winners
    assert len(final.seed) == 64


def test_errors_surface_as_typed_problem_details():
    a, b = sign_in("py_c"), sign_in("py_d")
    game = started_game(a, b)
    occupied = CommandPlaceTile(type_=CommandPlaceTileType.PLACE_TILE, x=0, y=0, rotation=0)
    response = command.sync_detailed(game.id, client=a, body=CommandRequest(command=occupied, expected_seq=game.seq))
    assert response.status_code == 422
    assert isinstance(response.parsed, Problem)
    assert (response.parsed.code, response.parsed.rule) == ("cell_occupied", "BASE-TILE-1")
    anonymous = AuthenticatedClient(base_url=BASE_URL, token="not-a-token")
    unauthorized = me.sync_detailed(client=anonymous)
    assert unauthorized.status_code == 401
    assert isinstance(unauthorized.parsed, Problem) and unauthorized.parsed.code == "invalid_token"
