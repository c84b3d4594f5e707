"""Plays a whole base game against one of the service's bots, on a server
with default settings: the account stream says when it is our turn
(``Session.notices``), and each move is the first legal command the
service lists (``include=commands``). Prints the final scores.

    BASE_URL=http://127.0.0.1:8080 python examples/play_against_bot.py
"""

import os
import uuid

from carcassonne import Session
from carcassonne_client.models import ClassicGame, ClassicGameView, LegalForms, Level


def main() -> None:
    base_url = os.environ.get("BASE_URL", "http://127.0.0.1:8080")
    # On a default server a fast game meets the command rate limit: wait it out.
    me = Session.register(base_url, f"ada_{uuid.uuid4().hex[:6]}", "correct horse battery", wait_on_rate_limit=True)
    game = me.games.new("classic", {"players": 2})
    me.games.add_bot(game.id, Level.GREEDY)
    # Listen before starting, so that the first notice is not missed.
    with me.streams.notices() as notices:
        me.games.start(game.id)
        for notice in notices:
            if notice.game != game.id:
                continue
            if notice.kind == "game_over":
                break
            # ``your_turn`` comes once a turn, and a turn may take several
            # decisions (a tile, then a figure): play until none is listed.
            while (legal := me.play.legal_moves(game.id, LegalForms.COMMANDS)).commands:
                me.play.send(game.id, legal.commands[0].to_dict(), legal.seq)
    view = me.games.get(game.id)
    assert isinstance(view, ClassicGame) and isinstance(view.state, ClassicGameView)
    scores = ", ".join(f"seat {p.seat}: {p.score}" for p in view.state.players)
    print(f"game {game.id} over: {scores}")


if __name__ == "__main__":
    main()
