"""A Pythonic client of the Carcassonne service, over the generated one
(``carcassonne_client``).

:class:`Session` (and :class:`AsyncSession`, the same with coroutines) is a
signed-in account with one method per operation of the service. Every call
returns the rule set's own types (``ClassicGame``, ``HgLegalMovesResponse``,
...; ``isinstance`` tells them apart) and raises :class:`ProblemError` for
every error response, carrying the problem's ``code``, ``rule`` and
``detail``. Commands are built with :mod:`carcassonne.commands`. A body
that names a field its schema lacks (a misspelt option) raises
:class:`UnknownFieldsError` before anything is sent.

    from carcassonne import ProblemError, Session, commands

    ada = Session.register("http://127.0.0.1:8080", "ada", "correct horse battery")
    game = ada.new_game("classic", {"players": 2})
    try:
        ada.start(game.id)
    except ProblemError as error:
        print(error.status, error.code)  # 409 not_ready

Live: :meth:`Session.events` iterates over a game's events (with their
``effects``) until the game is over; :meth:`Session.notices` over the
caller's ``game_started``, ``your_turn`` and ``game_over`` notices.
Both are Server-Sent Events read with ``httpx-sse``.
"""

from . import commands
from ._async.session import AsyncNotices, AsyncSession
from ._common import (
    AnyAnalysis,
    AnyCommandRequest,
    AnyCommandResult,
    AnyCreateGame,
    AnyEventRecord,
    AnyGame,
    AnyGameExport,
    AnyHint,
    AnyLegalMoves,
    AnyStateAt,
    Notice,
    ProblemError,
    UnknownFieldsError,
)
from ._sync.session import Notices, Session

__all__ = [
    "AnyCommandRequest",
    "AnyCommandResult",
    "AnyCreateGame",
    "AnyEventRecord",
    "AnyGame",
    "AnyGameExport",
    "AnyHint",
    "AnyAnalysis",
    "AnyLegalMoves",
    "AnyStateAt",
    "AsyncNotices",
    "AsyncSession",
    "Notice",
    "Notices",
    "ProblemError",
    "Session",
    "UnknownFieldsError",
    "commands",
]
