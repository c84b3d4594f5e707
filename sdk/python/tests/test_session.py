"""The Pythonic layer (package `carcassonne`) against a live service
(BASE_URL), run by sdk/e2e.sh; checked with `mypy --strict` there too."""

import os
import uuid

import pytest
from carcassonne import ProblemError, Session, classic_game
from carcassonne_client.models import (
    ClassicCommandPlaceTile,
    ClassicCommandPlaceTileType,
    ClassicCommandRequest,
    ClassicCommandRequestRuleset,
    ClassicGame,
    ClassicGameView,
    ClassicHint,
    ClassicLegalMovesResponse,
    GameStatus,
    LegalForms,
    Level,
)

BASE_URL = os.environ["BASE_URL"]


def session(prefix: str) -> Session:
    return Session.register(BASE_URL, f"{prefix}_{uuid.uuid4().hex[:8]}", "correct horse battery")


def test_results_are_the_rule_sets_own_types_and_a_bot_game_ends() -> None:
    ada = session("ps_a")
    game = ada.create_game(classic_game(players=2))
    assert isinstance(game, ClassicGame)
    seated = ada.add_bot(game.id, Level.RANDOM)
    assert any(player.bot == Level.RANDOM for player in seated.players)
    ada.start(game.id)
    for _ in range(200):
        view = ada.wait_for_turn(game.id)
        assert isinstance(view, ClassicGame) and isinstance(view.state, ClassicGameView)
        if view.status == GameStatus.FINISHED:
            break
        hint = ada.hint(game.id, Level.GREEDY)
        assert isinstance(hint, ClassicHint)
        ada.play(game.id, ClassicCommandRequest(ruleset=ClassicCommandRequestRuleset.CLASSIC, command=hint.command, expected_seq=hint.seq))
    assert ada.game(game.id).status == GameStatus.FINISHED
    mine = ada.my_games()
    assert [g.id for g in mine.games] == [game.id]


def test_errors_raise_a_typed_problem_with_code_and_rule() -> None:
    ada, bob = session("ps_b"), session("ps_c")
    game = ada.create_game(classic_game(players=2))
    with pytest.raises(ProblemError) as not_ready:
        ada.start(game.id)
    assert (not_ready.value.status, not_ready.value.code, not_ready.value.rule) == (409, "not_ready", None)
    bob.join(game.id)
    ada.start(game.id)
    legal = ada.legal_moves(game.id)
    assert isinstance(legal, ClassicLegalMovesResponse)
    player = ada if legal.moves is not None else bob
    far = ClassicCommandPlaceTile(type_=ClassicCommandPlaceTileType.PLACE_TILE, x=40, y=40, rotation=0)
    request = ClassicCommandRequest(ruleset=ClassicCommandRequestRuleset.CLASSIC, command=far, expected_seq=legal.seq)
    with pytest.raises(ProblemError) as illegal:
        player.play(game.id, request)
    assert illegal.value.status == 422
    assert illegal.value.code == "not_adjacent"
    assert illegal.value.rule == "BASE-TILE-1"
    assert illegal.value.rule_url == "/rules/base#BASE-TILE-1"
    with pytest.raises(ProblemError) as cancelled:
        ada.cancel(game.id)
    assert cancelled.value.code == "not_open"


@pytest.mark.parametrize(
    "ruleset, options",
    [
        ("classic", {"players": 2}),
        ("discovery", {"players": 2}),
        ("hunters-gatherers", {"players": 2}),
        ("mists", {"players": 2, "level": 3}),
    ],
)
def test_every_rule_set_plays_by_notices_and_its_events_end_with_the_game(ruleset: str, options: dict[str, object]) -> None:
    """A game of each rule set against a bot, played from the account's
    notices with commands as dicts; its events, followed afterwards, are
    the whole log with effects, and the iterator ends with the game."""
    ada = Session.register(BASE_URL, f"ps_n_{uuid.uuid4().hex[:8]}", "correct horse battery", wait_on_rate_limit=True)
    game = ada.new_game(ruleset, options)
    assert game.ruleset.value == ruleset
    ada.add_bot(game.id, Level.RANDOM)
    notices = ada.notices()
    ada.start(game.id)
    kinds = set()
    for notice in notices:
        if notice.game != game.id:
            continue
        kinds.add(notice.kind)
        if notice.kind == "game_finished":
            break
        legal = ada.legal_moves(game.id, LegalForms.COMMANDS)
        if legal.commands:
            ada.send(game.id, legal.commands[0].to_dict(), legal.seq)
    assert {"game_started", "game_finished"} <= kinds
    finished = ada.game(game.id)
    records = list(ada.events(game.id))
    assert [record.seq for record in records] == list(range(1, finished.seq + 1))
    assert records[0].effects == [], "the creation has no effects"
    assert all(record.ruleset.value == ruleset for record in records)
    later = list(ada.events(game.id, after=finished.seq - 1))
    assert [record.seq for record in later] == [finished.seq]
    at = ada.state_at(game.id, 2)
    assert (at.seq, at.event.seq, at.event.to_dict()) == (2, 2, records[1].to_dict())
    copy = ada.import_game(ada.export(game.id))
    assert (copy.ruleset.value, copy.seq) == (ruleset, finished.seq)
