"""A Pythonic layer over the generated client (``carcassonne_client``).

Every call returns the rule set's own types (``ClassicGame``,
``HgLegalMovesResponse``, ...; ``isinstance`` tells them apart) and raises
:class:`ProblemError` for every error response, carrying the problem's
``code``, ``rule`` and ``detail``. The generated client stays available for
anything this layer does not cover (``session.client``).

    from carcassonne import Session, ProblemError

    ada = Session.register("http://127.0.0.1:8080", "ada", "correct horse battery")
    game = ada.new_game("classic", {"players": 2})
    try:
        ada.start(game.id)
    except ProblemError as error:
        print(error.status, error.code)  # 409 not_ready

Live: :meth:`Session.events` iterates over a game's events (with their
``effects``) until the game is over; :meth:`Session.notices` over the
caller's ``game_started``, ``your_turn`` and ``game_finished`` notices.
Both are Server-Sent Events read with ``httpx-sse``.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Callable, NoReturn, TypeVar
from uuid import UUID

import httpx
from httpx_sse import connect_sse

from carcassonne_client import AuthenticatedClient, Client
from carcassonne_client.api.accounts import login, register
from carcassonne_client.api.games import add_bot, cancel, create, get, import_, join, my_games, start
from carcassonne_client.api.play import claim_timeout, command, export, hint, legal_moves, resign, state_at
from carcassonne_client.models import (
    AddBot,
    ClassicCommandResult,
    ClassicCreateGame,
    ClassicCreateGameRuleset,
    ClassicEventRecord,
    ClassicGame,
    ClassicGameExport,
    ClassicHint,
    ClassicLegalMovesResponse,
    ClassicOptions,
    ClassicStateAt,
    Credentials,
    DiscCommandResult,
    DiscCreateGame,
    DiscEventRecord,
    DiscGame,
    DiscGameExport,
    DiscHint,
    DiscLegalMovesResponse,
    DiscStateAt,
    GamePage,
    GameStatus,
    HgCommandResult,
    HgCreateGame,
    HgEventRecord,
    HgGame,
    HgGameExport,
    HgHint,
    HgLegalMovesResponse,
    HgStateAt,
    LegalForms,
    Level,
    MistsCommandResult,
    MistsCreateGame,
    MistsEventRecord,
    MistsGame,
    MistsGameExport,
    MistsHint,
    MistsLegalMovesResponse,
    MistsStateAt,
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
    "AnyEventRecord",
    "AnyGameExport",
    "AnyGame",
    "AnyHint",
    "AnyLegalMoves",
    "AnyStateAt",
    "Notice",
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
AnyEventRecord = ClassicEventRecord | DiscEventRecord | HgEventRecord | MistsEventRecord
AnyStateAt = ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt
AnyGameExport = ClassicGameExport | DiscGameExport | HgGameExport | MistsGameExport

T = TypeVar("T")

# Each rule set's own types, by its id.
_CREATE_GAME: dict[str, type[ClassicCreateGame] | type[DiscCreateGame] | type[HgCreateGame] | type[MistsCreateGame]] = {
    "classic": ClassicCreateGame,
    "discovery": DiscCreateGame,
    "hunters-gatherers": HgCreateGame,
    "mists": MistsCreateGame,
}
_COMMAND_REQUEST: dict[
    str, type[ClassicCommandRequest] | type[DiscCommandRequest] | type[HgCommandRequest] | type[MistsCommandRequest]
] = {
    "classic": ClassicCommandRequest,
    "discovery": DiscCommandRequest,
    "hunters-gatherers": HgCommandRequest,
    "mists": MistsCommandRequest,
}
_EVENT_RECORD: dict[str, type[ClassicEventRecord] | type[DiscEventRecord] | type[HgEventRecord] | type[MistsEventRecord]] = {
    "classic": ClassicEventRecord, "discovery": DiscEventRecord, "hunters-gatherers": HgEventRecord, "mists": MistsEventRecord,
}

# A stream's read timeout: the service writes a keep-alive comment every 15 s.
_STREAM_TIMEOUT = httpx.Timeout(10.0, read=60.0)

class ProblemError(Exception):
    """An error response of the service: an RFC 9457 problem document,
    with its ``status``, stable ``code``, ``detail`` and, for an illegal
    move, the ``rule`` that refuses it and its ``rule_url``."""

    def __init__(self, status: int, problem: Problem | None) -> None:
        self.status = status
        self.problem = problem
        self.code: str = problem.code if problem is not None else "unexpected_response"
        self.detail: str = problem.detail if problem is not None else f"HTTP {status} without a problem document"
        self.rule: str | None = problem.rule if problem is not None and isinstance(problem.rule, str) else None
        #: Where the rule is explained: a page of the service (``/rules/base#BASE-TILE-3``).
        self.rule_url: str | None = (
            problem.rule_url if problem is not None and isinstance(problem.rule_url, str) else None
        )
        rule = f" ({self.rule})" if self.rule else ""
        super().__init__(f"{status} {self.code}{rule}: {self.detail}")


def failed(response: Response[Any]) -> NoReturn:
    """Raises the :class:`ProblemError` of an error response."""
    parsed = response.parsed if isinstance(response.parsed, Problem) else None
    raise ProblemError(int(response.status_code), parsed)


def classic_game(players: int = 2) -> ClassicCreateGame:
    """A new base game for ``players`` players."""
    return ClassicCreateGame(ruleset=ClassicCreateGameRuleset.CLASSIC, options=ClassicOptions(players=players))


@dataclass(frozen=True)
class Notice:
    """A notice of the account stream: ``kind`` is ``game_started``,
    ``your_turn`` or ``game_finished``; the game is at event ``seq``."""

    kind: str
    game: UUID
    seq: int


def _opened(source: Any) -> None:
    """Raises the :class:`ProblemError` of a stream that did not open."""
    response: httpx.Response = source.response
    if response.status_code != 200:
        response.read()
        problem = Problem.from_dict(response.json()) if response.headers.get("content-type", "").endswith("json") else None
        raise ProblemError(response.status_code, problem)


class Session:
    """A signed-in account of the service at ``base_url``."""

    def __init__(self, base_url: str, token: str, wait_on_rate_limit: bool = False) -> None:
        self.client = AuthenticatedClient(base_url=base_url, token=token)
        #: When true, a call answered 429 waits as ``Retry-After`` says and
        #: is sent again, instead of raising ``ProblemError``.
        self.wait_on_rate_limit = wait_on_rate_limit
        self._rulesets: dict[UUID, str] = {}

    def _send(self, call: Callable[[], Response[T]]) -> Response[T]:
        """``call``'s response; a 429 is waited out and sent again when
        :attr:`wait_on_rate_limit` is set."""
        while True:
            response = call()
            if response.status_code != 429 or not self.wait_on_rate_limit:
                return response
            retry_after = response.headers.get("retry-after", "1")
            time.sleep(float(retry_after) if retry_after.isdigit() else 1.0)

    @classmethod
    def login(cls, base_url: str, username: str, password: str, wait_on_rate_limit: bool = False) -> Session:
        """Signs in."""
        anonymous = Client(base_url=base_url)
        credentials = Credentials(username=username, password=password)
        response = login.sync_detailed(client=anonymous, body=credentials)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        token = response.parsed
        return cls(base_url, token.access_token, wait_on_rate_limit)

    @classmethod
    def register(cls, base_url: str, username: str, password: str, wait_on_rate_limit: bool = False) -> Session:
        """Registers an account and signs in."""
        credentials = Credentials(username=username, password=password)
        registered = register.sync_detailed(client=Client(base_url=base_url), body=credentials)
        if int(registered.status_code) != 201:
            failed(registered)
        return cls.login(base_url, username, password, wait_on_rate_limit)

    def create_game(self, body: AnyCreateGame) -> AnyGame:
        """Creates a game; the caller takes a seat."""
        response = self._send(lambda: create.sync_detailed(client=self.client, body=body))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def new_game(self, ruleset: str, options: dict[str, Any], **settings: Any) -> AnyGame:
        """Creates a game of ``ruleset`` (``classic``, ``discovery``,
        ``hunters-gatherers`` or ``mists``) with its ``options``
        (``{"players": 2}``, ...) and any other field of ``CreateGame``
        (``tile_order=[...]``, ``access="invite"``, ...)."""
        body = _CREATE_GAME[ruleset].from_dict({"ruleset": ruleset, "options": options, **settings})
        return self.create_game(body)

    def _known(self, game: AnyGame) -> AnyGame:
        """Remembers the rule set of ``game`` for :meth:`send`."""
        self._rulesets[game.id] = game.ruleset.value
        return game

    def game(self, game: UUID) -> AnyGame:
        """A game with its public state and clock."""
        response = self._send(lambda: get.sync_detailed(game, client=self.client))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def my_games(self, status: GameStatus | None = None) -> GamePage:
        """The caller's games, their turn first."""
        response = self._send(lambda: my_games.sync_detailed(client=self.client, status=UNSET if status is None else status))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def join(self, game: UUID, code: str | None = None) -> AnyGame:
        """Takes a seat; an invite-only game needs its code."""
        response = self._send(lambda: join.sync_detailed(game, client=self.client, code=UNSET if code is None else code))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def add_bot(self, game: UUID, level: Level) -> AnyGame:
        """Seats a bot at the caller's open game."""
        response = self._send(lambda: add_bot.sync_detailed(game, client=self.client, body=AddBot(level=level)))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def cancel(self, game: UUID) -> AnyGame:
        """Cancels the caller's open game."""
        response = self._send(lambda: cancel.sync_detailed(game, client=self.client))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def start(self, game: UUID) -> AnyGame:
        """Starts the caller's full game."""
        response = self._send(lambda: start.sync_detailed(game, client=self.client))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

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
        response = self._send(lambda: legal_moves.sync_detailed(game, client=self.client, include=UNSET if include is None else include))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def play(self, game: UUID, request: AnyCommandRequest) -> AnyCommandResult:
        """Applies a command; an illegal one raises with its ``rule``."""
        response = self._send(lambda: command.sync_detailed(game, client=self.client, body=request))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def send(self, game: UUID, command: dict[str, Any], expected_seq: int) -> AnyCommandResult:
        """Applies ``command`` (``{"type": "place_tile", "x": 1, "y": 0,
        "rotation": 0}``, or one of ``legal_moves(...).commands``, as a
        dict) to the game at ``expected_seq``, in the game's rule set."""
        ruleset = self._rulesets.get(game) or self.game(game).ruleset.value
        request = _COMMAND_REQUEST[ruleset].from_dict(
            {"ruleset": ruleset, "expected_seq": expected_seq, "command": command}
        )
        return self.play(game, request)

    def state_at(self, game: UUID, at: int) -> AnyStateAt:
        """The public state right after event ``at``, and that event with
        its effects (replays, analysis)."""
        response = self._send(lambda: state_at.sync_detailed(game, client=self.client, at=at))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def export(self, game: UUID) -> AnyGameExport:
        """A finished game as a self-contained record (whole log, seed
        included) that :meth:`import_game` replays into an identical game."""
        response = self._send(lambda: export.sync_detailed(game, client=self.client))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def import_game(self, record: AnyGameExport) -> AnyGame:
        """Replays an exported game into a new single-seat game of the
        caller; every move is decided again by the rules."""
        response = self._send(lambda: import_.sync_detailed(client=self.client, body=record))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def events(self, game: UUID, after: int = 0, reconnects: int = 5) -> Iterator[AnyEventRecord]:
        """Every event of ``game`` after ``after``, then each new one as
        it is appended, each with its ``effects``; ends when the game is
        over (the stream's ``game_over``). A dropped connection is resumed
        where it stopped (``Last-Event-ID``), up to ``reconnects`` times in
        a row."""
        last, failures = after, 0
        while True:
            headers = {"Last-Event-ID": str(last)}
            try:
                http = self.client.get_httpx_client()
                with connect_sse(http, "GET", f"/v1/games/{game}/stream", headers=headers, timeout=_STREAM_TIMEOUT) as source:
                    _opened(source)
                    for sse in source.iter_sse():
                        if sse.event == "game_over":
                            return
                        if not sse.data:  # a keep-alive
                            continue
                        data = sse.json()
                        record = _EVENT_RECORD[data["ruleset"]].from_dict(data)
                        last, failures = record.seq, 0
                        yield record
            except httpx.TransportError:
                failures += 1
                if failures > reconnects:
                    raise
                time.sleep(min(0.1 * 2**failures, 5.0))

    def notices(self) -> Iterator[Notice]:
        """The caller's notices as they come (``game_started``,
        ``your_turn``, ``game_finished``), until the caller stops
        iterating. The stream is open when this returns, so nothing done
        after the call is missed; it is not resumable: notices sent while
        disconnected are lost, so read the games again after an error."""
        opening = connect_sse(self.client.get_httpx_client(), "GET", "/v1/me/stream", timeout=_STREAM_TIMEOUT)
        source = opening.__enter__()
        try:
            _opened(source)
        except BaseException:
            opening.__exit__(None, None, None)
            raise

        def read() -> Iterator[Notice]:
            try:
                for sse in source.iter_sse():
                    if not sse.data:  # a keep-alive
                        continue
                    data = sse.json()
                    yield Notice(kind=sse.event, game=UUID(data["game"]), seq=int(data["seq"]))
            finally:
                opening.__exit__(None, None, None)

        return read()

    def hint(self, game: UUID, level: Level = Level.MCTS) -> AnyHint:
        """The move a bot of ``level`` would make for the caller now."""
        response = self._send(lambda: hint.sync_detailed(game, client=self.client, level=level))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def resign(self, game: UUID) -> AnyCommandResult:
        """Resigns the caller's seat."""
        response = self._send(lambda: resign.sync_detailed(game, client=self.client))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def claim_timeout(self, game: UUID) -> None:
        """Claims the time of the seat to move, which ran out."""
        response = self._send(lambda: claim_timeout.sync_detailed(game, client=self.client))
        if int(response.status_code) != 204:
            failed(response)
