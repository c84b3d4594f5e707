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

from carcassonne import AnyCommandRequest, AnyCommandResult, AnyCreateGame, AnyGame, AnyLegalMoves, ProblemError, Session

from carcassonne_client import AuthenticatedClient, Client
from carcassonne_client.api.accounts import me
from carcassonne_client.api.play import command, events
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
    ClassicGroupedMovesPlaceTile,
    ClassicLegalMovesPlaceTile,
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
    DiscGroupedMovesPlaceTile,
    DiscLegalMovesPlaceTile,
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
    HgGroupedMovesPlaceTile,
    HgLegalMovesPlaceTile,
    HgLegalMovesResponse,
    HgOptions,
    LegalForms,
    MistsCommandRequest,
    MistsCommandRequestRuleset,
    MistsCommandResult,
    MistsCreateGame,
    MistsCreateGameRuleset,
    MistsEventRecord,
    MistsGame,
    MistsGameView,
    MistsGroupedMovesPlaceTile,
    MistsLegalMovesPlaceTile,
    MistsLegalMovesResponse,
    MistsOptions,
    OutcomeDefeat,
    OutcomeVictory,
    OutcomeWinners,
    Problem,
    SeatOrder,
)

BASE_URL = os.environ["BASE_URL"]

PLACE_TILE = (ClassicLegalMovesPlaceTile, DiscLegalMovesPlaceTile, HgLegalMovesPlaceTile, MistsLegalMovesPlaceTile)
GROUPED_PLACE_TILE = (
    ClassicGroupedMovesPlaceTile,
    DiscGroupedMovesPlaceTile,
    HgGroupedMovesPlaceTile,
    MistsGroupedMovesPlaceTile,
)
AnyView = ClassicGameView | DiscGameView | HgGameView | MistsGameView
AnyRecord = ClassicEventRecord | DiscEventRecord | HgEventRecord | MistsEventRecord


@dataclass
class Typed:
    """The SDK types of one rule set."""

    create: Callable[[], AnyCreateGame]
    request: Callable[[int, Any], AnyCommandRequest]
    game: type[AnyGame]
    view: type[AnyView]
    legal: type[AnyLegalMoves]
    result: type[AnyCommandResult]
    record: type[AnyRecord]


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


def sign_in(prefix: str) -> Session:
    return Session.register(BASE_URL, f"{prefix}_{uuid.uuid4().hex[:8]}", "correct horse battery")


def test_every_rule_set_plays_a_complete_game_parsed_as_its_own_types() -> None:
    hosted = rulesets.sync(client=Client(base_url=BASE_URL))
    assert isinstance(hosted, list)
    assert sorted(r.id.value for r in hosted) == sorted(RULESETS), "the test knows every hosted rule set"
    rng = random.Random(7)
    for ruleset in hosted:
        typed = RULESETS[ruleset.id.value]
        players = [sign_in("py_a"), sign_in("py_b")]
        game = players[0].games.create(typed.create())
        assert isinstance(game, typed.game), game
        players[1].games.join(game.id)
        started = players[0].games.start(game.id)
        assert isinstance(started, typed.game) and isinstance(started.state, typed.view), started
        state = started.state
        while state.outcome is None:
            player = players[state.deciders[0]]
            legal = player.play.legal_moves(game.id)
            assert isinstance(legal, typed.legal) and isinstance(legal.commands, list), legal
            if isinstance(legal.moves, PLACE_TILE):
                grouped = player.play.legal_moves(game.id, LegalForms.GROUPED).grouped
                assert isinstance(grouped, GROUPED_PLACE_TILE), grouped
                listed = sum(len(group.rotations) for group in grouped.placements)
                assert listed == len(legal.moves.placements), "the grouped form lists every placement once"
            cmd = rng.choice(legal.commands)
            result = player.play.submit(game.id, typed.request(legal.seq, cmd))
            assert isinstance(result, typed.result), result
            assert all(isinstance(record, typed.record) for record in result.events)
            assert isinstance(result.state, typed.view)
            state = result.state
        final = players[0].games.get(game.id)
        assert isinstance(final, typed.game) and isinstance(final.state, typed.view)
        assert final.status == GameStatus.FINISHED
        scored = sum(s.points * len(s.scorers) for s in final.state.scorings)
        assert sum(p.score for p in final.state.players) == scored
        if isinstance(final.state.outcome, OutcomeWinners):
            assert final.state.outcome.seats and final.state.tiles_left == 0
        else:
            assert isinstance(final.state.outcome, (OutcomeVictory, OutcomeDefeat))
            assert final.state.outcome.rule.startswith("MISTS-")
        assert isinstance(final.seed, str) and len(final.seed) == 64
        log = events.sync(game.id, client=players[1].client)
        assert log is not None and not isinstance(log, Problem)
        assert all(isinstance(record, typed.record) for record in log.events)


def test_errors_surface_as_typed_problem_details() -> None:
    a, b = sign_in("py_c"), sign_in("py_d")
    game = a.games.create(RULESETS["classic"].create())
    assert isinstance(game, ClassicGame)
    b.games.join(game.id)
    started = a.games.start(game.id)
    assert isinstance(started, ClassicGame)
    occupied = ClassicCommandPlaceTile(type_=ClassicCommandPlaceTileType.PLACE_TILE, x=0, y=0, rotation=0)
    request = RULESETS["classic"].request(started.seq, occupied)
    # The generated client returns the problem ...
    response = command.sync_detailed(game.id, client=a.client, body=request)
    assert response.status_code == 422
    assert isinstance(response.parsed, Problem)
    assert (response.parsed.code, response.parsed.rule) == ("cell_occupied", "BASE-TILE-1")
    # ... the Pythonic layer raises it.
    try:
        a.play.submit(game.id, request)
        raise AssertionError("an illegal move raises")
    except ProblemError as error:
        assert (error.status, error.code, error.rule) == (422, "cell_occupied", "BASE-TILE-1")
    anonymous = AuthenticatedClient(base_url=BASE_URL, token="not-a-token")
    unauthorized = me.sync_detailed(client=anonymous)
    assert unauthorized.status_code == 401
    assert isinstance(unauthorized.parsed, Problem) and unauthorized.parsed.code == "invalid_token"
