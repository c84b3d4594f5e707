"""What the synchronous and the asynchronous session share: the unions of
each rule set's types, the problem error, notices and response handling."""

from __future__ import annotations

import asyncio
import re
import time
import warnings
from dataclasses import dataclass
from collections.abc import AsyncGenerator, Awaitable, Callable, Generator
from typing import Any, NamedTuple, NoReturn, ParamSpec, Protocol, TypeVar
from uuid import UUID

import httpx

from carcassonne_client.models import (
    ClassicAnalysis,
    ClassicCommandRequest,
    ClassicCommandResult,
    ClassicCreateGame,
    ClassicEventRecord,
    ClassicGame,
    ClassicGameExport,
    ClassicHint,
    ClassicLegalMovesResponse,
    ClassicNewSeek,
    ClassicStateAt,
    ClassicValidateRequest,
    DiscAnalysis,
    DiscCommandRequest,
    DiscCommandResult,
    DiscCreateGame,
    DiscEventRecord,
    DiscGame,
    DiscGameExport,
    DiscHint,
    DiscLegalMovesResponse,
    DiscNewSeek,
    DiscStateAt,
    DiscValidateRequest,
    HgAnalysis,
    HgCommandRequest,
    HgCommandResult,
    HgCreateGame,
    HgEventRecord,
    HgGame,
    HgGameExport,
    HgHint,
    HgLegalMovesResponse,
    HgNewSeek,
    HgStateAt,
    HgValidateRequest,
    MistsAnalysis,
    MistsCommandRequest,
    MistsCommandResult,
    MistsCreateGame,
    MistsEventRecord,
    MistsGame,
    MistsGameExport,
    MistsHint,
    MistsLegalMovesResponse,
    MistsNewSeek,
    MistsStateAt,
    MistsValidateRequest,
    Problem,
)
from carcassonne_client.types import Response

AnyGame = ClassicGame | DiscGame | HgGame | MistsGame
AnyCreateGame = ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame
AnyLegalMoves = ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse
AnyCommandRequest = ClassicCommandRequest | DiscCommandRequest | HgCommandRequest | MistsCommandRequest
AnyCommandResult = ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult
AnyHint = ClassicHint | DiscHint | HgHint | MistsHint
AnyAnalysis = ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis
AnyEventRecord = ClassicEventRecord | DiscEventRecord | HgEventRecord | MistsEventRecord
AnyStateAt = ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt
AnyGameExport = ClassicGameExport | DiscGameExport | HgGameExport | MistsGameExport
AnyNewSeek = ClassicNewSeek | DiscNewSeek | HgNewSeek | MistsNewSeek

T = TypeVar("T")
P = ParamSpec("P")

#: An operation of the generated client, as the asynchronous session calls it.
AsyncCall = Callable[P, Awaitable[Response[T]]]
#: An operation of the generated client, as the synchronous session calls it.
SyncCall = Callable[P, Response[T]]
#: An authentication flow of the asynchronous session's HTTP client.
AsyncFlow = AsyncGenerator[httpx.Request, httpx.Response]
#: An authentication flow of the synchronous session's HTTP client.
SyncFlow = Generator[httpx.Request, httpx.Response, None]

AnyValidateRequest = ClassicValidateRequest | DiscValidateRequest | HgValidateRequest | MistsValidateRequest


class _Types(NamedTuple):
    """The types of one rule set that the sessions build from JSON."""

    create_game: type[AnyCreateGame]
    command_request: type[AnyCommandRequest]
    validate_request: type[AnyValidateRequest]
    event_record: type[AnyEventRecord]
    new_seek: type[AnyNewSeek]


_TYPES = {
    "classic": _Types(ClassicCreateGame, ClassicCommandRequest, ClassicValidateRequest, ClassicEventRecord, ClassicNewSeek),
    "discovery": _Types(DiscCreateGame, DiscCommandRequest, DiscValidateRequest, DiscEventRecord, DiscNewSeek),
    "hunters-gatherers": _Types(HgCreateGame, HgCommandRequest, HgValidateRequest, HgEventRecord, HgNewSeek),
    "mists": _Types(MistsCreateGame, MistsCommandRequest, MistsValidateRequest, MistsEventRecord, MistsNewSeek),
}

#: A stream's timeouts: the service writes a keep-alive comment every 15 s.
STREAM_TIMEOUT = httpx.Timeout(10.0, read=60.0)


class Flat:
    """A session's flat name of earlier releases (``session.new_game``),
    kept for one release: it warns (``DeprecationWarning``), then is the
    grouped call it names (``games.new``)."""

    def __init__(self, grouped: str) -> None:
        self._grouped = grouped
        self._name = grouped

    def __set_name__(self, owner: type, name: str) -> None:
        self._name = name

    def __get__(self, session: Any, owner: type | None = None) -> Any:
        if session is None:
            return self
        Flat.warn(self._name, self._grouped)
        group, call = self._grouped.split(".")
        return getattr(getattr(session, group), call)

    @staticmethod
    def warn(flat: str, grouped: str) -> None:
        """Warns that ``session.<flat>`` is ``session.<grouped>`` now."""
        message = f"session.{flat} is deprecated: use session.{grouped}"
        warnings.warn(message, DeprecationWarning, stacklevel=3)


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


def says_expired(response: httpx.Response) -> bool:
    """Whether a response (its body read) says the access token expired."""
    try:
        problem = response.json()
    except ValueError:
        return False
    return isinstance(problem, dict) and problem.get("code") == "expired_token"


def stream_problem(response: httpx.Response) -> ProblemError:
    """The :class:`ProblemError` of a stream that did not open (its body read)."""
    json = response.headers.get("content-type", "").endswith("json")
    return ProblemError(response.status_code, Problem.from_dict(response.json()) if json else None)


def seconds_to_wait(headers: httpx.Headers) -> float:
    """How long a refused request should wait: ``Retry-After``, else the
    reset (``t=``) of the ``RateLimit`` header, else one second."""
    retry_after = headers.get("retry-after", "")
    if retry_after.isdigit() and int(retry_after) > 0:
        return float(retry_after)
    reset = re.search(r"\bt=(\d+)", headers.get("ratelimit", ""))
    return max(1.0, int(reset.group(1))) if reset is not None else 1.0


#: The longest pause before reconnecting that a stream's ``retry:`` may ask for.
MAX_RETRY_SECONDS = 60.0


def reconnect_pause(failures: int, retry_ms: int | None = None) -> float:
    """Seconds to pause before opening a stream again: what the stream
    last asked for with ``retry:`` (an instance that shuts down asks for
    the time its successor needs; at most a minute is honoured), and at
    least a pause that grows with the ``failures`` in a row."""
    hinted = min((retry_ms or 0) / 1000, MAX_RETRY_SECONDS)
    return max(hinted, min(0.1 * 2.0**failures, 5.0))


def event_record(data: dict[str, Any]) -> AnyEventRecord:
    """An event of a game's stream as its rule set's own type."""
    return _TYPES[data["ruleset"]].event_record.from_dict(data)


def create_game(ruleset: str, options: dict[str, Any], settings: dict[str, Any]) -> AnyCreateGame:
    """The body that creates a game of ``ruleset``."""
    body = {"ruleset": ruleset, "options": options, **settings}
    return _strict(_TYPES[ruleset].create_game.from_dict(body), body)


def new_seek(ruleset: str, options: dict[str, Any], settings: dict[str, Any]) -> AnyNewSeek:
    """The body that seeks a game of ``ruleset``."""
    body = {"ruleset": ruleset, "options": options, **settings}
    return _strict(_TYPES[ruleset].new_seek.from_dict(body), body)


def command_request(ruleset: str, command: dict[str, Any], expected_seq: int) -> AnyCommandRequest:
    """The body that applies ``command`` to a game of ``ruleset`` at ``expected_seq``."""
    body = {"ruleset": ruleset, "expected_seq": expected_seq, "command": command}
    return _strict(_TYPES[ruleset].command_request.from_dict(body), body)


def validate_request(ruleset: str, command: dict[str, Any]) -> AnyValidateRequest:
    """The body that checks ``command`` in a game of ``ruleset``."""
    body = {"ruleset": ruleset, "command": command}
    return _strict(_TYPES[ruleset].validate_request.from_dict(body), body)


class UnknownFieldsError(ValueError):
    """A body named fields its schema does not have (a misspelt option,
    say). Refused before sending: the generated models would drop them, and
    the game would be made without what was meant."""

    def __init__(self, model: str, fields: list[str]) -> None:
        super().__init__(f"{model} has no field {', '.join(fields)}")
        #: The schema's name.
        self.model = model
        #: Each unknown field, as a dotted path (``options.levle``).
        self.fields = fields


class _Model(Protocol):
    """What every generated model does."""

    def to_dict(self) -> dict[str, Any]: ...  # pragma: no cover


_M = TypeVar("_M", bound=_Model)


def _strict(built: _M, body: dict[str, Any]) -> _M:
    """``built``, the model read from ``body``, or
    :class:`UnknownFieldsError` when it dropped fields of ``body``."""
    unknown = _dropped(body, built.to_dict(), "")
    if unknown:
        raise UnknownFieldsError(type(built).__name__, unknown)
    return built


def _dropped(given: Any, kept: Any, path: str) -> list[str]:
    """The paths of ``given`` that ``kept`` (its round trip) lacks."""
    if isinstance(given, dict) and isinstance(kept, dict):
        return [
            found
            for key, value in given.items()
            for found in ([f"{path}{key}"] if key not in kept else _dropped(value, kept[key], f"{path}{key}."))
        ]
    if isinstance(given, list) and isinstance(kept, list):
        return [found for i, (g, k) in enumerate(zip(given, kept)) for found in _dropped(g, k, f"{path}{i}.")]
    return []


@dataclass(frozen=True)
class Notice:
    """A notice of the account stream. ``game_started``, ``your_turn`` and
    ``game_over`` name the ``game`` and its last event ``seq``;
    ``challenged``, ``challenge_declined`` and ``challenge_cancelled`` the
    ``challenge``; ``seek_matched`` the ``seek`` and its ``game``;
    ``analysis_ready`` the ``game`` analysed."""

    kind: str
    game: UUID | None = None
    seq: int | None = None
    challenge: UUID | None = None
    seek: UUID | None = None

    @staticmethod
    def of(kind: str, data: dict[str, Any]) -> "Notice":
        """The notice of an account-stream event ``kind`` with ``data``."""

        def uuid(name: str) -> UUID | None:
            return UUID(data[name]) if name in data else None

        seq = data.get("seq")
        return Notice(kind, uuid("game"), int(seq) if seq is not None else None, uuid("challenge"), uuid("seek"))


def sleep(seconds: float) -> None:
    """Pauses (the synchronous session)."""
    time.sleep(seconds)


async def async_sleep(seconds: float) -> None:
    """Pauses (the asynchronous session)."""
    await asyncio.sleep(seconds)
