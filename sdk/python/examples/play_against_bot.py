"""Plays a whole base game against the service's strongest bot, taking the
bot's own hint for every move, and prints the result.

    BASE_URL=http://127.0.0.1:8080 python examples/play_against_bot.py
"""

import os
import uuid

from carcassonne import ProblemError, Session, classic_game
from carcassonne_client.models import ClassicCommandRequest, ClassicCommandRequestRuleset, ClassicGame, ClassicGameView, ClassicHint, Level


def main() -> None:
    base_url = os.environ.get("BASE_URL", "http://127.0.0.1:8080")
    me = Session.register(base_url, f"ada_{uuid.uuid4().hex[:6]}", "correct horse battery")
    game = me.create_game(classic_game(players=2))
    me.add_bot(game.id, Level.GREEDY)
    try:
        me.start(game.id)
    except ProblemError as error:
        raise SystemExit(f"could not start: {error.code} ({error.detail})") from error
    while True:
        view = me.wait_for_turn(game.id)  # the bot moves in the background
        assert isinstance(view, ClassicGame) and isinstance(view.state, ClassicGameView)
        if view.state.outcome is not None:
            break
        suggestion = me.hint(game.id, Level.MCTS)
        assert isinstance(suggestion, ClassicHint)
        request = ClassicCommandRequest(
            ruleset=ClassicCommandRequestRuleset.CLASSIC, command=suggestion.command, expected_seq=suggestion.seq
        )
        me.play(game.id, request)
    scores = ", ".join(f"seat {p.seat}: {p.score}" for p in view.state.players)
    print(f"game {game.id} over: {scores}")


if __name__ == "__main__":
    main()
