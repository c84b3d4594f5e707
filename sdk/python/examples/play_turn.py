"""Registers two players, creates, joins and starts a game, and plays one
turn from the legal moves the service lists.

    BASE_URL=http://127.0.0.1:8080 python examples/play_turn.py
"""

import os
import uuid

from carcassonne_client import AuthenticatedClient, Client
from carcassonne_client.api.accounts import login, register
from carcassonne_client.api.games import create, join, start
from carcassonne_client.api.play import command, legal_moves
from carcassonne_client.models import (
    ClassicCommandPlaceTile,
    ClassicCommandPlaceTileType,
    ClassicCommandRequest,
    ClassicCommandRequestRuleset,
    ClassicCreateGame,
    ClassicCreateGameRuleset,
    ClassicGame,
    ClassicLegalMovesPlaceTile,
    ClassicLegalMovesResponse,
    ClassicOptions,
    Credentials,
    SeatOrder,
)

base_url = os.environ.get("BASE_URL", "http://127.0.0.1:8080")


def sign_in(name: str) -> AuthenticatedClient:
    anonymous = Client(base_url=base_url)
    credentials = Credentials(username=f"{name}_{uuid.uuid4().hex[:6]}", password="correct horse battery")
    register.sync_detailed(client=anonymous, body=credentials)
    return AuthenticatedClient(base_url=base_url, token=login.sync(client=anonymous, body=credentials).access_token)


ada, bob = sign_in("ada"), sign_in("bob")
body = ClassicCreateGame(
    ruleset=ClassicCreateGameRuleset.CLASSIC, options=ClassicOptions(players=2), seat_order=SeatOrder.JOIN_ORDER
)
game = create.sync(client=ada, body=body)
assert isinstance(game, ClassicGame)
join.sync(game.id, client=bob)
game = start.sync(game.id, client=ada)
assert isinstance(game, ClassicGame)
print(f"game {game.id}: seat 0 draws {game.state.current_tile}")

# Seat 0 is Ada (join order): place the tile at the first legal position.
# Responses name their rule set: each parses as that rule set's own types.
legal = legal_moves.sync(game.id, client=ada)
assert isinstance(legal, ClassicLegalMovesResponse) and isinstance(legal.moves, ClassicLegalMovesPlaceTile)
p = legal.moves.placements[0]
place = ClassicCommandPlaceTile(type_=ClassicCommandPlaceTileType.PLACE_TILE, x=p.x, y=p.y, rotation=p.rotation)
request = ClassicCommandRequest(ruleset=ClassicCommandRequestRuleset.CLASSIC, command=place, expected_seq=legal.seq)
result = command.sync(game.id, client=ada, body=request)
print(f"placed at ({p.x}, {p.y}); events: {', '.join(e.event.type_ for e in result.events)}")
