"""Watches a game live until its end: every event as it happens, with what
the rules derived from it (``effects``: scorings, figures returned, ...).
The game is one this script plays against a bot in a second thread, on a
server with default settings.

    BASE_URL=http://127.0.0.1:8080 python examples/watch_game.py
"""

import os
import threading
import uuid
from uuid import UUID

from carcassonne import Notices, Session
from carcassonne_client.models import ClassicEffectScored, ClassicEventRecord, LegalForms, Level


def play(me: Session, game: UUID, notices: Notices) -> None:
    """Plays the first legal commands whenever the account stream says it
    is our turn (once a turn: every decision of the turn, until none is
    listed)."""
    with notices:
        for notice in notices:
            if notice.game == game and notice.kind == "game_over":
                return
            if notice.game == game:
                while (legal := me.play.legal_moves(game, LegalForms.COMMANDS)).commands:
                    me.play.send(game, legal.commands[0].to_dict(), legal.seq)


def main() -> None:
    base_url = os.environ.get("BASE_URL", "http://127.0.0.1:8080")
    me = Session.register(base_url, f"eve_{uuid.uuid4().hex[:6]}", "correct horse battery", wait_on_rate_limit=True)
    game = me.games.new("classic", {"players": 2})
    me.games.add_bot(game.id, Level.RANDOM)
    # Listen before starting, so that the first notice is not missed.
    player = threading.Thread(target=play, args=(me, game.id, me.streams.notices()), daemon=True)
    player.start()
    me.games.start(game.id)
    points = 0
    for record in me.streams.events(game.id):
        assert isinstance(record, ClassicEventRecord)
        scored = [effect.scoring for effect in record.effects if isinstance(effect, ClassicEffectScored)]
        points += sum(scoring.points * len(scoring.scorers) for scoring in scored)
        shown = ", ".join(effect.type_.value for effect in record.effects)
        print(f"{record.seq:4} {record.event.type_.value}" + (f" -> {shown}" if shown else ""))
    print(f"game {game.id} over: {points} points scored in all")


if __name__ == "__main__":
    main()
