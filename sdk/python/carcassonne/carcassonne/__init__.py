"""A Pythonic layer over the generated client (``carcassonne_client``).

Every call returns the rule set's own types (``ClassicGame``,
``HgLegalMovesResponse``, ...; ``isinstance`` tells them apart) and raises
:class:`ProblemError` for every error response, carrying the problem's
``code``, ``rule`` and ``detail``. The generated client stays available for
anything this layer does not cover (``session.client``).

    from carcassonne import Session, ProblemError

    ada = Session.register("http://127.0.0.1:8080", "ada", "correct horse battery")
    game = ada.create_game(classic_game(players=2))
    try:
        ada.start(game.id)
    except ProblemError as error:
        print(error.status, error.code)  # 409 not_ready
"""

from __future__ import annotations

import time
from typing import Any, NoReturn
from uuid import UUID

from carcassonne_client import AuthenticatedClient, Client
from carcassonne_client.api.accounts import login, register
from carcassonne_client.api.games import add_bot, cancel, create, get, join, my_games, start
from carcassonne_client.api.play import claim_timeout, command, hint, legal_moves, resign
from carcassonne_client.models import (
    AddBot,
    ClassicCommandResult,
    ClassicCreateGame,
    ClassicCreateGameRuleset,
    ClassicGame,
    ClassicHint,
    ClassicLegalMovesResponse,
    ClassicOptions,
    Credentials,
    DiscCommandResult,
    DiscCreateGame,
    DiscGame,
    DiscHint,
    DiscLegalMovesResponse,
    GamePage,
    GameStatus,
    HgCommandResult,
    HgCreateGame,
    HgGame,
    HgHint,
    HgLegalMovesResponse,
    LegalForms,
    Level,
    MistsCommandResult,
    MistsCreateGame,
    MistsGame,
    MistsHint,
    MistsLegalMovesResponse,
    Problem,
)
from carcassonne_client.models import (
    ClassicCommandRequest,
    DiscCommandRequest,
    HgCommandRequest,
    MistsCommandRequest,
)
from carcassonne_client.types import UNSET, Response

__all__ = [
    "AnyCommandRequest",
    "AnyCommandResult",
    "AnyCreateGame",
    "AnyGame",
    "AnyHint",
    "AnyLegalMoves",
    "ProblemError",
    "Session",
    "classic_game",
    "failed",
]

AnyGame = ClassicGame | DiscGame | HgGame | MistsGame
AnyCreateGame = ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame
AnyLegalMoves = ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse
AnyCommandRequest = ClassicCommandRequest | DiscCommandRequest | HgCommandRequest | MistsCommandRequest
AnyCommandResult = ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult
AnyHint = ClassicHint | DiscHint | HgHint | MistsHint

class ProblemError(Exception):
    """An error response of the service: an RFC 9457 problem document."""

    def __init__(self, status: int, problem: Problem | None) -> None:
        self.status = status
        self.problem = problem
        self.code: str = problem.code if problem is not None else "unexpected_response"
        self.detail: str = problem.detail if problem is not None else f"HTTP {status} without a problem document"
        self.rule: str | None = problem.rule if problem is not None and isinstance(problem.rule, str) else None
        rule = f" ({self.rule})" if self.rule else ""
        super().__init__(f"{status} {self.code}{rule}: {self.detail}")


def failed(response: Response[Any]) -> NoReturn:
    """Raises the :class:`ProblemError` of an error response."""
    parsed = response.parsed if isinstance(response.parsed, Problem) else None
    raise ProblemError(int(response.status_code), parsed)


def classic_game(players: int = 2) -> ClassicCreateGame:
    """A new base game for ``players`` players."""
    return ClassicCreateGame(ruleset=ClassicCreateGameRuleset.CLASSIC, options=ClassicOptions(players=players))


class Session:
    """A signed-in account of the service at ``base_url``."""

    def __init__(self, base_url: str, token: str) -> None:
        self.client = AuthenticatedClient(base_url=base_url, token=token)

    @classmethod
    def login(cls, base_url: str, username: str, password: str) -> Session:
        """Signs in."""
        anonymous = Client(base_url=base_url)
        credentials = Credentials(username=username, password=password)
        response = login.sync_detailed(client=anonymous, body=credentials)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        token = response.parsed
        return cls(base_url, token.access_token)

    @classmethod
    def register(cls, base_url: str, username: str, password: str) -> Session:
        """Registers an account and signs in."""
        credentials = Credentials(username=username, password=password)
        registered = register.sync_detailed(client=Client(base_url=base_url), body=credentials)
        if int(registered.status_code) != 201:
            failed(registered)
        return cls.login(base_url, username, password)

    def create_game(self, body: AnyCreateGame) -> AnyGame:
        """Creates a game; the caller takes a seat."""
        response = create.sync_detailed(client=self.client, body=body)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def game(self, game: UUID) -> AnyGame:
        """A game with its public state and clock."""
        response = get.sync_detailed(game, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def my_games(self, status: GameStatus | None = None) -> GamePage:
        """The caller's games, their turn first."""
        response = my_games.sync_detailed(client=self.client, status=UNSET if status is None else status)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def join(self, game: UUID, code: str | None = None) -> AnyGame:
        """Takes a seat; an invite-only game needs its code."""
        response = join.sync_detailed(game, client=self.client, code=UNSET if code is None else code)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def add_bot(self, game: UUID, level: Level) -> AnyGame:
        """Seats a bot at the caller's open game."""
        response = add_bot.sync_detailed(game, client=self.client, body=AddBot(level=level))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def cancel(self, game: UUID) -> AnyGame:
        """Cancels the caller's open game."""
        response = cancel.sync_detailed(game, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def start(self, game: UUID) -> AnyGame:
        """Starts the caller's full game."""
        response = start.sync_detailed(game, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def wait_for_turn(self, game: UUID, timeout: float = 60.0, every: float = 0.1) -> AnyGame:
        """The game once it is the caller's turn or over: bots (and other
        players) move in the background. Reads the game every ``every``
        seconds; raises ``TimeoutError`` after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            view = self.game(game)
            if view.your_turn or view.status == GameStatus.FINISHED:
                return view
            if time.monotonic() > deadline:
                raise TimeoutError(f"not the caller's turn in game {game} after {timeout} s")
            time.sleep(every)

    def legal_moves(self, game: UUID, include: LegalForms | None = None) -> AnyLegalMoves:
        """The caller's legal moves now in the forms ``include`` names
        (default: ``moves`` and ``commands``), or why there are none."""
        response = legal_moves.sync_detailed(game, client=self.client, include=UNSET if include is None else include)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def play(self, game: UUID, request: AnyCommandRequest) -> AnyCommandResult:
        """Applies a command; an illegal one raises with its ``rule``."""
        response = command.sync_detailed(game, client=self.client, body=request)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def hint(self, game: UUID, level: Level = Level.MCTS) -> AnyHint:
        """The move a bot of ``level`` would make for the caller now."""
        response = hint.sync_detailed(game, client=self.client, level=level)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def resign(self, game: UUID) -> AnyCommandResult:
        """Resigns the caller's seat."""
        response = resign.sync_detailed(game, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def claim_timeout(self, game: UUID) -> None:
        """Claims the time of the seat to move, which ran out."""
        response = claim_timeout.sync_detailed(game, client=self.client)
        if int(response.status_code) != 204:
            failed(response)
