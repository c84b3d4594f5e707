"""Plays correspondence games: starts three games against bots, then, each
time the account stream wakes it up, moves in every game of "my games"
where it is our turn, until none is left to play. On a server with default
settings.

    BASE_URL=http://127.0.0.1:8080 python examples/my_turn.py
"""

import os
import uuid

from carcassonne import Session
from carcassonne_client.models import GameStatus, LegalForms, Level


def main() -> None:
    base_url = os.environ.get("BASE_URL", "http://127.0.0.1:8080")
    me = Session.register(base_url, f"cor_{uuid.uuid4().hex[:6]}", "correct horse battery", wait_on_rate_limit=True)
    with me.streams.notices() as notices:
        for ruleset in ("classic", "hunters-gatherers", "discovery"):
            game = me.games.new(ruleset, {"players": 2})
            me.games.add_bot(game.id, Level.RANDOM)
            me.games.start(game.id)
        moves = 0
        while games := me.games.mine(GameStatus.ACTIVE).games:
            # "My games" lists those where it is our turn first.
            mine = [game for game in games if game.your_turn]
            for game in mine:
                legal = me.play.legal_moves(game.id, LegalForms.COMMANDS)
                if legal.commands:
                    me.play.send(game.id, legal.commands[0].to_dict(), legal.seq)
                moves += 1
            if not mine:
                next(notices)  # sleeps until something happens
    finished = me.games.mine(GameStatus.FINISHED).games
    print(f"{moves} moves; finished: {', '.join(f'{game.ruleset.value} {game.id}' for game in finished)}")


if __name__ == "__main__":
    main()
