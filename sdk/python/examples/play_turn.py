"""Registers two players, creates, joins and starts a game, and plays one
turn from the legal moves the service lists, with typed results and the
command constructors of ``carcassonne.commands``.

    BASE_URL=http://127.0.0.1:8080 python examples/play_turn.py
"""

import os
import uuid

from carcassonne import Session, commands
from carcassonne_client.models import ClassicGame, ClassicGameView, ClassicLegalMovesPlaceTile, ClassicLegalMovesResponse


def sign_in(base_url: str, name: str) -> Session:
    return Session.register(base_url, f"{name}_{uuid.uuid4().hex[:6]}", "correct horse battery")


def main() -> None:
    base_url = os.environ.get("BASE_URL", "http://127.0.0.1:8080")
    ada, bob = sign_in(base_url, "ada"), sign_in(base_url, "bob")
    game = ada.games.new("classic", {"players": 2}, seat_order="join_order")
    bob.games.join(game.id)
    started = ada.games.start(game.id)
    # Responses name their rule set: each parses as that rule set's own types.
    assert isinstance(started, ClassicGame) and isinstance(started.state, ClassicGameView)
    print(f"game {game.id}: seat 0 draws {started.state.current_tile}")

    # Seat 0 is Ada (join order): place the tile at the first legal position.
    legal = ada.play.legal_moves(game.id)
    assert isinstance(legal, ClassicLegalMovesResponse) and isinstance(legal.moves, ClassicLegalMovesPlaceTile)
    p = legal.moves.placements[0]
    result = ada.play.send(game.id, commands.place_tile(p.x, p.y, p.rotation), legal.seq)
    print(f"placed at ({p.x}, {p.y}); events: {', '.join(e.event.type_ for e in result.events)}")


if __name__ == "__main__":
    main()
