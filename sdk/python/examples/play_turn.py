"""Registers two players, creates, joins and starts a game, and plays one
turn from the legal moves the service lists.

    BASE_URL=http://127.0.0.1:8080 python examples/play_turn.py
"""

import os
import uuid

from carcassonne import Session
from carcassonne_client.models import (
    ClassicCommandPlaceTile,
    ClassicCommandPlaceTileType,
    ClassicCommandRequest,
    ClassicCommandRequestRuleset,
    ClassicCreateGame,
    ClassicCreateGameRuleset,
    ClassicGame,
    ClassicGameView,
    ClassicLegalMovesPlaceTile,
    ClassicLegalMovesResponse,
    ClassicOptions,
    SeatOrder,
)


def sign_in(base_url: str, name: str) -> Session:
    return Session.register(base_url, f"{name}_{uuid.uuid4().hex[:6]}", "correct horse battery")


def main() -> None:
    base_url = os.environ.get("BASE_URL", "http://127.0.0.1:8080")
    ada, bob = sign_in(base_url, "ada"), sign_in(base_url, "bob")
    body = ClassicCreateGame(
        ruleset=ClassicCreateGameRuleset.CLASSIC, options=ClassicOptions(players=2), seat_order=SeatOrder.JOIN_ORDER
    )
    game = ada.create_game(body)
    bob.join(game.id)
    started = ada.start(game.id)
    assert isinstance(started, ClassicGame) and isinstance(started.state, ClassicGameView)
    print(f"game {game.id}: seat 0 draws {started.state.current_tile}")

    # Seat 0 is Ada (join order): place the tile at the first legal position.
    # Responses name their rule set: each parses as that rule set's own types.
    legal = ada.legal_moves(game.id)
    assert isinstance(legal, ClassicLegalMovesResponse) and isinstance(legal.moves, ClassicLegalMovesPlaceTile)
    p = legal.moves.placements[0]
    place = ClassicCommandPlaceTile(type_=ClassicCommandPlaceTileType.PLACE_TILE, x=p.x, y=p.y, rotation=p.rotation)
    request = ClassicCommandRequest(ruleset=ClassicCommandRequestRuleset.CLASSIC, command=place, expected_seq=legal.seq)
    result = ada.play(game.id, request)
    print(f"placed at ({p.x}, {p.y}); events: {', '.join(e.event.type_ for e in result.events)}")


if __name__ == "__main__":
    main()
