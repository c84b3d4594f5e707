# Generated from ../_async/session.py by sdk/generate.sh (unasync): edit that file.
"""The session: a signed-in account, its calls grouped by resource as
berserk groups Lichess's (``session.games``, ``session.play``,
``session.webhooks``, ...).

Both sessions come from ``_async/session.py``: ``sdk/generate.sh`` writes
``_sync/session.py`` from it with unasync (``AsyncSession`` becomes
``Session``, coroutines become functions).
"""

# mypy: disable-error-code="no-any-return"
# (see _Calls._result)

from __future__ import annotations

from threading import Lock
from collections.abc import Iterator
from contextlib import AbstractContextManager
from typing import Any, ParamSpec, TypeVar
from uuid import UUID

import httpx
from httpx_sse import EventSource, connect_sse

from carcassonne_client import AuthenticatedClient, Client
from carcassonne_client.api.accounts import (
    change_password,
    delete_me,
    login,
    logout,
    logout_everywhere,
    me,
    register,
    update_me,
)
from carcassonne_client.api.challenges import (
    accept_challenge,
    cancel_challenge,
    decline_challenge,
    get_challenge,
    rematch,
    send_challenge,
)
from carcassonne_client.api.challenges import challenges as list_challenges
from carcassonne_client.api.games import add_bot, cancel, create, get, import_, join, leave, list_, my_games, start
from carcassonne_client.api.live import account_ticket, game_ticket
from carcassonne_client.api.play import (
    board_svg,
    claim_timeout,
    command,
    events,
    export,
    get_analysis,
    hint,
    legal_moves,
    request_analysis,
    resign,
    state_at,
    validate,
)
from carcassonne_client.api.players import leaderboard, player_profile, rating_history
from carcassonne_client.api.seeks import cancel_seek, get_seek
from carcassonne_client.api.seeks import seek as make_seek
from carcassonne_client.api.seeks import seeks as list_seeks
from carcassonne_client.api.rulesets import rulesets, tile_picture, tiles
from carcassonne_client.api.webhooks import (
    change_webhook,
    delete_webhook,
    ping_webhook,
    register_webhook,
    rotate_webhook_secret,
    webhook,
    webhook_deliveries,
    webhooks,
)
from carcassonne_client.models import (
    Account,
    AccountDeletion,
    AccountUpdate,
    AddBot,
    Challenge,
    ChallengeList,
    CreatedWebhookEndpoint,
    Credentials,
    EventPage,
    GamePage,
    GameStatus,
    LeaderboardPage,
    NewChallenge,
    LegalForms,
    Level,
    NotificationKind,
    PasswordChange,
    Pool,
    Problem,
    Profile,
    RatingHistoryPage,
    Seek,
    Ruleset,
    RulesetId,
    TileCatalog,
    Validation,
    WebhookChange,
    WebhookDelivery,
    WebhookDeliveryPage,
    WebhookEndpoint,
    WebhookRegistration,
    WebhookSecret,
)
from carcassonne_client.types import UNSET, Response, Unset

from .._common import (
    STREAM_TIMEOUT,
    Flat,
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
    SyncCall,
    SyncFlow,
    Notice,
    sleep,
    command_request,
    create_game,
    event_record,
    failed,
    new_seek,
    reconnect_pause,
    says_expired,
    seconds_to_wait,
    stream_problem,
    validate_request,
)

P = ParamSpec("P")
T = TypeVar("T")


class Renewal(httpx.Auth):
    """A session's tokens on its HTTP client: each request carries the
    access token and, when the service says it expired, the refresh token
    is exchanged for new ones and the request sent again (also for calls
    made with the generated client). One exchange at a time: a refresh
    token works once."""

    def __init__(self, base_url: str, access_token: str, refresh_token: str | None) -> None:
        self.access_token = access_token
        self.refresh_token = refresh_token
        self._refresh_url = f"{base_url.rstrip('/')}/v1/auth/refresh"
        self._exchange = Lock()

    def sync_auth_flow(self, request: httpx.Request) -> SyncFlow:
        sent_with = self.access_token
        request.headers["Authorization"] = f"Bearer {sent_with}"
        response = yield request
        if response.status_code != 401 or self.refresh_token is None:
            return
        response.read()
        if not says_expired(response):
            return
        with self._exchange:
            # Another request may have renewed them meanwhile.
            if self.access_token == sent_with and self.refresh_token is not None:
                body = {"refresh_token": self.refresh_token}
                renewal = yield httpx.Request("POST", self._refresh_url, json=body)
                renewal.read()
                if renewal.status_code != 200:
                    return
                tokens = renewal.json()
                self.access_token, self.refresh_token = tokens["access_token"], tokens["refresh_token"]
        request.headers["Authorization"] = f"Bearer {self.access_token}"
        yield request


class Notices:
    """The caller's notices as they come, from an open account stream:
    iterate over it, and close it when done (``aclose``, or use it as a
    context manager); it ends only if the connection does."""

    def __init__(self, opening: AbstractContextManager[EventSource], source: EventSource) -> None:
        self._opening: AbstractContextManager[EventSource] | None = opening
        self._events = source.iter_sse()

    def __iter__(self) -> Notices:
        return self

    def __next__(self) -> Notice:
        for sse in self._events:
            if sse.data:  # not a keep-alive
                data = sse.json()
                return Notice.of(sse.event, data)
        self.close()
        raise StopIteration

    def __enter__(self) -> Notices:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        """Closes the stream."""
        if self._opening is not None:
            opening, self._opening = self._opening, None
            opening.__exit__(None, None, None)


class _Calls:
    """A group of a session's calls."""

    def __init__(self, session: Session) -> None:
        self._session = session

    def _result(self, call: SyncCall[P, Any], *args: P.args, **kwargs: P.kwargs) -> Any:
        """What ``call`` answered, or :class:`~carcassonne.ProblemError`.
        Typed by each call's declared return type: mypy cannot infer the
        answer without the problem from the generated unions (it depends on
        their order), hence ``Any`` here and ``no-any-return`` off above."""
        response = self._session._send(call, *args, **kwargs)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def _done(self, call: SyncCall[P, Any], *args: P.args, **kwargs: P.kwargs) -> None:
        """Sends ``call``; a status other than 2xx raises."""
        response = self._session._send(call, *args, **kwargs)
        if not 200 <= int(response.status_code) < 300:
            failed(response)

    def _content(self, call: SyncCall[P, Any], *args: P.args, **kwargs: P.kwargs) -> str:
        """The text ``call`` answered with 200 (a picture)."""
        response = self._session._send(call, *args, **kwargs)
        if int(response.status_code) != 200:
            failed(response)
        return response.content.decode()

    @property
    def _client(self) -> AuthenticatedClient:
        return self._session.client


class AccountCalls(_Calls):
    """The signed-in account: ``session.account``."""

    def me(self) -> Account:
        """The signed-in account."""
        return self._result(me.sync_detailed, client=self._client)

    def update(self, display_name: str | None) -> Account:
        """Sets (or with ``None`` clears) the display name other players see."""
        body = AccountUpdate(display_name=display_name)
        return self._result(update_me.sync_detailed, client=self._client, body=body)

    def set_profile_hidden(self, hidden: bool) -> Account:
        """Hides the account's profile (records, ratings, leaderboard places) from others, or shows it again."""
        body = AccountUpdate(profile_hidden=hidden)
        return self._result(update_me.sync_detailed, client=self._client, body=body)

    def change_password(self, current_password: str, new_password: str) -> None:
        """Changes the password; every other device of the account is signed out."""
        body = PasswordChange(current_password=current_password, new_password=new_password)
        self._done(change_password.sync_detailed, client=self._client, body=body)

    def sign_out(self, everywhere: bool = False) -> None:
        """Signs this device out (with ``everywhere``, every device of the
        account): the session's tokens stop working."""
        operation = logout_everywhere if everywhere else logout
        self._done(operation.sync_detailed, client=self._client)
        self._session._tokens.refresh_token = None

    def delete(self, password: str) -> None:
        """Deletes the account, confirmed by its ``password``: its open games
        are cancelled or left, its seats in running games resign, every
        session ends and its personal data is erased (its seats stay in
        every game's log as "deleted player #<id>")."""
        body = AccountDeletion(password=password)
        self._done(delete_me.sync_detailed, client=self._client, body=body)
        self._session._tokens.refresh_token = None


class PlayerCalls(_Calls):
    """Players' profiles, ratings and leaderboards: ``session.players``."""

    def profile(self, username: str) -> Profile:
        """The profile of the player ``username``: per rule set, games won, lost and drawn, ratings, team records."""
        return self._result(player_profile.sync_detailed, username, client=self._client)

    def rating_history(
        self, username: str, cursor: str | None = None, limit: int | None = None
    ) -> RatingHistoryPage:
        """A page of a player's rating changes, newest first (``cursor=page.next_cursor`` for the next)."""
        return self._result(
            rating_history.sync_detailed, username, client=self._client, cursor=cursor or UNSET, limit=limit or UNSET
        )

    def leaderboard(
        self, ruleset: RulesetId, pool: Pool, cursor: str | None = None, limit: int | None = None
    ) -> LeaderboardPage:
        """A page of the leaderboard of ``ruleset``'s ``pool``, best first (``cursor=page.next_cursor`` for the next)."""
        return self._result(
            leaderboard.sync_detailed, ruleset, pool, client=self._client, cursor=cursor or UNSET, limit=limit or UNSET
        )


class WebhookCalls(_Calls):
    """The account's webhook endpoints: ``session.webhooks``."""

    def register(self, url: str, kinds: list[NotificationKind] | None = None) -> CreatedWebhookEndpoint:
        """Registers a webhook endpoint: the service posts the account's
        notifications of ``kinds`` (default: all) to ``url``, signed as
        Standard Webhooks says. The answer holds the signing secret, shown
        this once."""
        body = WebhookRegistration(url=url, kinds=kinds if kinds is not None else UNSET)
        return self._result(register_webhook.sync_detailed, client=self._client, body=body)

    def all(self) -> list[WebhookEndpoint]:
        """The account's webhook endpoints, oldest first."""
        return self._result(webhooks.sync_detailed, client=self._client)

    def get(self, endpoint: UUID) -> WebhookEndpoint:
        """One webhook endpoint of the account."""
        return self._result(webhook.sync_detailed, endpoint, client=self._client)

    def change(
        self,
        endpoint: UUID,
        url: str | None = None,
        kinds: list[NotificationKind] | None = None,
        enabled: bool | None = None,
    ) -> WebhookEndpoint:
        """Changes a webhook endpoint: what is given is set (``enabled=True``
        after the service disabled it clears its failures)."""
        body = WebhookChange(
            url=url if url is not None else UNSET,
            kinds=kinds if kinds is not None else UNSET,
            enabled=enabled if enabled is not None else UNSET,
        )
        return self._result(change_webhook.sync_detailed, endpoint, client=self._client, body=body)

    def delete(self, endpoint: UUID) -> None:
        """Removes a webhook endpoint with its delivery log."""
        self._done(delete_webhook.sync_detailed, endpoint, client=self._client)

    def rotate_secret(self, endpoint: UUID) -> WebhookSecret:
        """A new signing secret, shown this once; the previous one signs
        too for 24 hours."""
        return self._result(rotate_webhook_secret.sync_detailed, endpoint, client=self._client)

    def ping(self, endpoint: UUID) -> WebhookDelivery:
        """Queues a test ``ping`` to a webhook endpoint; its delivery, which
        the log follows."""
        return self._result(ping_webhook.sync_detailed, endpoint, client=self._client)

    def deliveries(
        self, endpoint: UUID, cursor: str | None = None, limit: int | None = None
    ) -> WebhookDeliveryPage:
        """A page of a webhook endpoint's delivery log, newest first
        (``cursor=page.next_cursor`` for the next)."""
        return self._result(
            webhook_deliveries.sync_detailed, endpoint, client=self._client, cursor=cursor or UNSET, limit=limit or UNSET
        )

    def __call__(self) -> list[WebhookEndpoint]:
        """Deprecated: ``session.webhooks.all()``."""
        Flat.warn("webhooks()", "webhooks.all()")
        return self.all()


class RulesetCalls(_Calls):
    """The rule sets and their tiles: ``session.rulesets``."""

    def all(self) -> list[Ruleset]:
        """The rule sets the service hosts, with their options."""
        return self._result(rulesets.sync_detailed, client=self._client)

    def tiles(self, ruleset: RulesetId) -> TileCatalog:
        """The tile catalog of ``ruleset``: tile ids, edges and regions, to draw tiles and name regions."""
        return self._result(tiles.sync_detailed, ruleset, client=self._client)

    def tile_svg(self, ruleset: RulesetId, tile: str) -> str:
        """The tile ``tile`` (``base/D``) of ``ruleset`` as an SVG picture, each region's index at its anchor."""
        family, _, name = tile.partition("/")
        return self._content(tile_picture.sync_detailed, ruleset, family, name, client=self._client)

    def __call__(self) -> list[Ruleset]:
        """Deprecated: ``session.rulesets.all()``."""
        Flat.warn("rulesets()", "rulesets.all()")
        return self.all()


class GameCalls(_Calls):
    """Games: made, found, joined, started, read and carried elsewhere:
    ``session.games``."""

    def create(self, body: AnyCreateGame) -> AnyGame:
        """Creates a game from a typed body; the caller takes a seat."""
        return self._session._known(self._result(create.sync_detailed, client=self._client, body=body))

    def new(self, ruleset: str, options: dict[str, Any], **settings: Any) -> AnyGame:
        """Creates a game of ``ruleset`` (``classic``, ``discovery``,
        ``hunters-gatherers`` or ``mists``) with its ``options``
        (``{"players": 2}``, ...) and any other field of ``CreateGame``
        (``tile_order=[...]``, ``access="invite"``, ...). A field the
        schema lacks raises :class:`~carcassonne.UnknownFieldsError`."""
        return self.create(create_game(ruleset, options, settings))

    def get(self, game: UUID) -> AnyGame:
        """A game with its public state and clock."""
        at_least = self._session._at_least(game)
        return self._session._known(self._result(get.sync_detailed, game, client=self._client, min_seq=at_least))

    def find(
        self,
        status: GameStatus | None = None,
        ruleset: RulesetId | None = None,
        cursor: str | None = None,
        limit: int | None = None,
    ) -> GamePage:
        """One page of the games the caller may see, newest first (``status=GameStatus.OPEN``: those to join)."""
        return self._result(
            list_.sync_detailed,
            client=self._client,
            status=status or UNSET,
            ruleset=ruleset or UNSET,
            cursor=cursor or UNSET,
            limit=limit or UNSET,
        )

    def mine(self, status: GameStatus | None = None, cursor: str | None = None) -> GamePage:
        """The caller's games, those where it is their turn first."""
        return self._result(my_games.sync_detailed, client=self._client, status=status or UNSET, cursor=cursor or UNSET)

    def join(self, game: UUID, code: str | None = None) -> AnyGame:
        """Takes a seat; an invite-only game needs its code."""
        return self._session._known(self._result(join.sync_detailed, game, client=self._client, code=code or UNSET))

    def leave(self, game: UUID) -> AnyGame:
        """Gives up the caller's seat at an open game."""
        return self._session._known(self._result(leave.sync_detailed, game, client=self._client))

    def add_bot(self, game: UUID, level: Level = Level.GREEDY) -> AnyGame:
        """Seats a bot of ``level`` at the caller's open game."""
        body = AddBot(level=level)
        return self._session._known(self._result(add_bot.sync_detailed, game, client=self._client, body=body))

    def cancel(self, game: UUID) -> AnyGame:
        """Cancels the caller's open game."""
        return self._session._known(self._result(cancel.sync_detailed, game, client=self._client))

    def start(self, game: UUID) -> AnyGame:
        """Starts the caller's full game."""
        return self._session._known(self._result(start.sync_detailed, game, client=self._client))

    def event_page(self, game: UUID, after: int = 0, limit: int | None = None) -> EventPage:
        """One page of the game's events after ``after``, each with its effects."""
        at_least = self._session._at_least(game)
        return self._result(
            events.sync_detailed, game, client=self._client, after=after, limit=limit or UNSET, min_seq=at_least
        )

    def state_at(self, game: UUID, at: int) -> AnyStateAt:
        """The public state right after event ``at``, and that event with
        its effects (replays, analysis)."""
        return self._result(state_at.sync_detailed, game, client=self._client, at=at)

    def board_svg(self, game: UUID, at: int | None = None) -> str:
        """The board as an SVG picture, now or right after event ``at``."""
        return self._content(board_svg.sync_detailed, game, client=self._client, at=UNSET if at is None else at)

    def export(self, game: UUID) -> AnyGameExport:
        """A finished game as a self-contained record (whole log, seed
        included) that :meth:`import_` replays into an identical game."""
        return self._result(export.sync_detailed, game, client=self._client)

    def import_(self, record: AnyGameExport) -> AnyGame:
        """Replays an exported game into a new single-seat game of the
        caller; every move is decided again by the rules."""
        return self._session._known(self._result(import_.sync_detailed, client=self._client, body=record))

    def __call__(self, *args: Any, **kwargs: Any) -> GamePage:
        """Deprecated: ``session.games.find(...)``."""
        Flat.warn("games()", "games.find()")
        return self.find(*args, **kwargs)


class PlayCalls(_Calls):
    """Playing a game: its legal moves, commands, hints, resigning and
    waiting for one's turn: ``session.play``."""

    def legal_moves(self, game: UUID, include: LegalForms | None = None) -> AnyLegalMoves:
        """The caller's legal moves now in the forms ``include`` names
        (default: ``moves`` and ``commands``), or why there are none."""
        return self._result(legal_moves.sync_detailed, game, client=self._client, include=include or UNSET)

    def submit(self, game: UUID, request: AnyCommandRequest) -> AnyCommandResult:
        """Applies a typed command request; an illegal one raises with its ``rule``."""
        result: AnyCommandResult = self._result(command.sync_detailed, game, client=self._client, body=request)
        self._session._saw(game, result.seq)
        return result

    def send(self, game: UUID, command: dict[str, Any], expected_seq: int) -> AnyCommandResult:
        """Applies ``command`` (``commands.place_tile(1, 0, 0)``, or one of
        ``legal_moves(...).commands`` as ``.to_dict()``) to the game at
        ``expected_seq``, in the game's rule set; an illegal one raises
        with the ``rule`` that refuses it."""
        return self.submit(game, command_request(self._session._ruleset(game), command, expected_seq))

    def validate(self, game: UUID, command: dict[str, Any]) -> Validation:
        """Whether ``command`` is legal now, and if not the rule that
        refuses it; nothing is applied."""
        body = validate_request(self._session._ruleset(game), command)
        return self._result(validate.sync_detailed, game, client=self._client, body=body)

    def hint(self, game: UUID, level: Level = Level.MCTS, top: int = 1) -> AnyHint:
        """The move a bot of ``level`` would make for the caller now, how it
        would go on with the turn (``then``), and up to ``top - 1`` commands it
        ranked below (``others``)."""
        return self._result(hint.sync_detailed, game, client=self._client, level=level, top=top)

    def request_analysis(self, game: UUID) -> AnyAnalysis:
        """Asks for the analysis of the finished ``game``, made by the bot
        workers in the background; once per game (asking again answers with
        it as it stands)."""
        return self._result(request_analysis.sync_detailed, game, client=self._client)

    def analysis(self, game: UUID) -> AnyAnalysis:
        """The analysis of ``game`` as it stands: ``status`` queued, running
        (``decisions`` judged so far), done, or failed (the engine refused
        the game's stored log)."""
        return self._result(get_analysis.sync_detailed, game, client=self._client)

    def resign(self, game: UUID) -> AnyCommandResult:
        """Resigns the caller's seat."""
        result: AnyCommandResult = self._result(resign.sync_detailed, game, client=self._client)
        self._session._saw(game, result.seq)
        return result

    def claim_timeout(self, game: UUID) -> None:
        """Claims the time of the seat to move, which ran out."""
        self._done(claim_timeout.sync_detailed, game, client=self._client)

    def wait_for_turn(self, game: UUID) -> AnyGame:
        """The game once it is the caller's turn or it is over: bots and
        other players move meanwhile. Waits on the caller's notices, so it
        costs no polling."""
        games = self._session.games
        while True:
            # Listening before reading the game: no notice falls between the two.
            with self._session.streams.notices() as notices:
                view = games.get(game)
                if view.your_turn or view.status == GameStatus.FINISHED:
                    return view
                for notice in notices:
                    if notice.game == game and notice.kind != "game_started":
                        return games.get(game)

    def __call__(self, game: UUID, request: AnyCommandRequest) -> AnyCommandResult:
        """Deprecated: ``session.play.submit(game, request)``."""
        Flat.warn("play()", "play.submit()")
        return self.submit(game, request)


class ChallengeCalls(_Calls):
    """Challenges to and from the account, and rematches: ``session.challenges``."""

    def send(
        self,
        players: list[str],
        ruleset: str,
        options: dict[str, Any],
        expires_in_seconds: int | None = None,
        **settings: Any,
    ) -> Challenge:
        """Challenges the accounts named ``players`` (usernames) to a game of
        ``ruleset`` with its ``options`` (``players`` counts the challenger
        too) and any other field of ``CreateGame``; the game starts once
        each accepts."""
        body = NewChallenge(
            players=players,
            game=create_game(ruleset, options, settings),
            expires_in_seconds=expires_in_seconds if expires_in_seconds is not None else UNSET,
        )
        return self._result(send_challenge.sync_detailed, client=self._client, body=body)

    def pending(self) -> ChallengeList:
        """The pending challenges to the account and from it."""
        return self._result(list_challenges.sync_detailed, client=self._client)

    def get(self, challenge: UUID) -> Challenge:
        """A challenge the account made or is challenged by."""
        return self._result(get_challenge.sync_detailed, challenge, client=self._client)

    def accept(self, challenge: UUID) -> Challenge:
        """Accepts a challenge; the last acceptance starts its game (``game_id``)."""
        return self._result(accept_challenge.sync_detailed, challenge, client=self._client)

    def decline(self, challenge: UUID) -> Challenge:
        """Declines a challenge: it ends."""
        return self._result(decline_challenge.sync_detailed, challenge, client=self._client)

    def cancel(self, challenge: UUID) -> Challenge:
        """Cancels a challenge the account made."""
        return self._result(cancel_challenge.sync_detailed, challenge, client=self._client)

    def rematch(self, game: UUID) -> Challenge:
        """Proposes a rematch of the finished ``game`` (a challenge to its
        other players, seats rotated), or accepts the one they proposed."""
        return self._result(rematch.sync_detailed, game, client=self._client)

    def __call__(self) -> ChallengeList:
        """Deprecated: ``session.challenges.pending()``."""
        Flat.warn("challenges()", "challenges.pending()")
        return self.pending()


class SeekCalls(_Calls):
    """Quick pairing: ``session.seeks``."""

    def create(self, ruleset: str, options: dict[str, Any], **settings: Any) -> Seek:
        """Seeks a game of ``ruleset`` with its ``options`` (``players`` 2
        to 5) and any of ``clock``, ``rated``, ``rating_range`` and
        ``expires_in_seconds``, with whoever seeks the same; the answer is
        ``matched`` (with ``game_id``) when this seek completed a game,
        else the account stream says ``seek_matched`` later."""
        return self._result(make_seek.sync_detailed, client=self._client, body=new_seek(ruleset, options, settings))

    def all(self) -> list[Seek]:
        """The account's seeks of the last day, newest first."""
        return self._result(list_seeks.sync_detailed, client=self._client)

    def get(self, seek: UUID) -> Seek:
        """One of the account's seeks."""
        return self._result(get_seek.sync_detailed, seek, client=self._client)

    def cancel(self, seek: UUID) -> Seek:
        """Cancels one of the account's open seeks."""
        return self._result(cancel_seek.sync_detailed, seek, client=self._client)

    def __call__(self) -> list[Seek]:
        """Deprecated: ``session.seeks.all()``."""
        Flat.warn("seeks()", "seeks.all()")
        return self.all()


class StreamCalls(_Calls):
    """Live: a game's events and the account's notices as they come:
    ``session.streams``."""

    def url(self, game: UUID | None = None) -> str:
        """A URL that opens a stream once within a minute without
        ``Authorization`` (for a browser's ``EventSource``): the stream of
        ``game``, or with none the caller's notices."""
        if game is None:
            ticket = self._result(account_ticket.sync_detailed, client=self._client)
        else:
            ticket = self._result(game_ticket.sync_detailed, game, client=self._client)
        return str(self._client.get_httpx_client().base_url.join(ticket.url))

    def events(self, game: UUID, after: int = 0, reconnects: int = 5) -> Iterator[AnyEventRecord]:
        """Every event of ``game`` after ``after``, then each new one as
        it is appended, each with its ``effects``; ends when the game is
        over (the stream's ``game_over``). A dropped connection is resumed
        where it stopped (``Last-Event-ID``), up to ``reconnects`` times in
        a row, after the pause the stream asked for (``retry:``, sent by
        an instance that shuts down) or a short one."""
        last, failures = after, 0
        retry_ms: int | None = None
        http = self._client.get_httpx_client()
        while True:
            headers = {"Last-Event-ID": str(last)}
            try:
                with connect_sse(http, "GET", f"/v1/games/{game}/stream", headers=headers, timeout=STREAM_TIMEOUT) as source:
                    if source.response.status_code != 200:
                        source.response.read()
                        raise stream_problem(source.response)
                    for sse in source.iter_sse():
                        if sse.retry is not None:
                            retry_ms = sse.retry
                        if sse.event == "game_over":
                            return
                        if not sse.data:  # a keep-alive
                            continue
                        record = event_record(sse.json())
                        last, failures = record.seq, 0
                        yield record
            except httpx.TransportError:
                failures += 1
                if failures > reconnects:
                    raise
            sleep(reconnect_pause(failures, retry_ms))

    def notices(self) -> Notices:
        """The caller's notices as they come (``game_started``,
        ``your_turn``, ``game_over``, ...). The stream is open when this
        returns, so nothing done after the call is missed; it is not
        resumable: notices sent while disconnected are lost, so read the
        games again after an error."""
        opening = connect_sse(self._client.get_httpx_client(), "GET", "/v1/me/stream", timeout=STREAM_TIMEOUT)
        source = opening.__enter__()
        notices = Notices(opening, source)
        if source.response.status_code != 200:
            try:
                source.response.read()
                raise stream_problem(source.response)
            finally:
                notices.close()
        return notices


class Session:
    """A signed-in account of the service at ``base_url``, its calls
    grouped by resource: :attr:`account`, :attr:`players`, :attr:`games`,
    :attr:`play`, :attr:`challenges`, :attr:`seeks`, :attr:`webhooks`,
    :attr:`rulesets` and :attr:`streams`.

    Every call returns the rule set's own types (``ClassicGame``,
    ``HgLegalMovesResponse``, ...; ``isinstance`` tells them apart) and
    raises :class:`~carcassonne.ProblemError` for every error response. The
    session remembers each game's rule set, so commands are plain dicts
    (see :mod:`carcassonne.commands`). Close it when done (``close``, or use
    it as a context manager).

    The flat names of earlier releases (``session.new_game``,
    ``session.send``, ...) still work for this release, with a
    ``DeprecationWarning`` naming the grouped call.
    """

    def __init__(
        self, base_url: str, token: str, wait_on_rate_limit: bool = False, refresh_token: str | None = None
    ) -> None:
        self._tokens = Renewal(base_url, token, refresh_token)
        #: The generated client under the session, for anything it does not
        #: cover; its calls renew the tokens too.
        self.client = AuthenticatedClient(base_url=base_url, token=token, httpx_args={"auth": self._tokens})
        #: When true, a call answered 429 waits as ``Retry-After`` says and
        #: is sent again, instead of raising ``ProblemError``.
        self.wait_on_rate_limit = wait_on_rate_limit
        self._rulesets: dict[UUID, str] = {}
        # The newest version of each game this session wrote or read:
        # reads of the game ask for it at least (``min_seq``), so that an
        # instance reading from a database standby never answers with a
        # version older than the session's own move.
        self._versions: dict[UUID, int] = {}
        #: The signed-in account.
        self.account = AccountCalls(self)
        #: Players' profiles, ratings and leaderboards.
        self.players = PlayerCalls(self)
        #: Games: made, found, joined, started, read, exported, imported.
        self.games = GameCalls(self)
        #: Playing: legal moves, commands, hints, resigning, waiting.
        self.play = PlayCalls(self)
        #: Challenges and rematches.
        self.challenges = ChallengeCalls(self)
        #: Quick pairing.
        self.seeks = SeekCalls(self)
        #: The account's webhook endpoints.
        self.webhooks = WebhookCalls(self)
        #: The rule sets and their tiles.
        self.rulesets = RulesetCalls(self)
        #: A game's events and the account's notices, live.
        self.streams = StreamCalls(self)

    @property
    def access_token(self) -> str:
        """The access token sent now (renewed when it expires)."""
        return self._tokens.access_token

    @property
    def refresh_token(self) -> str | None:
        """The refresh token that renews it (``None``: the session ends with its access token)."""
        return self._tokens.refresh_token

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        """Closes the session's connections."""
        self.client.get_httpx_client().close()

    @classmethod
    def login(cls, base_url: str, username: str, password: str, wait_on_rate_limit: bool = False) -> Session:
        """Signs in."""
        with Client(base_url=base_url) as anonymous:
            body = Credentials(username=username, password=password)
            response = login.sync_detailed(client=anonymous, body=body)
            if isinstance(response.parsed, Problem) or response.parsed is None:
                failed(response)
            token = response.parsed
        return cls(base_url, token.access_token, wait_on_rate_limit, token.refresh_token)

    @classmethod
    def register(
        cls, base_url: str, username: str, password: str, wait_on_rate_limit: bool = False
    ) -> Session:
        """Registers an account and signs in."""
        with Client(base_url=base_url) as anonymous:
            body = Credentials(username=username, password=password)
            registered = register.sync_detailed(client=anonymous, body=body)
        if int(registered.status_code) != 201:
            failed(registered)
        return cls.login(base_url, username, password, wait_on_rate_limit)

    def _send(self, call: SyncCall[P, T], *args: P.args, **kwargs: P.kwargs) -> Response[T]:
        """``call``'s response; a 429 is waited out and sent again when
        :attr:`wait_on_rate_limit` is set."""
        while True:
            response = call(*args, **kwargs)
            if response.status_code != 429 or not self.wait_on_rate_limit:
                return response
            sleep(seconds_to_wait(httpx.Headers(response.headers)))

    def _known(self, game: AnyGame) -> AnyGame:
        """Remembers the rule set of ``game`` for commands, and its version."""
        self._rulesets[game.id] = game.ruleset.value
        self._saw(game.id, game.seq)
        return game

    def _saw(self, game: UUID, seq: int) -> None:
        if seq > self._versions.get(game, 0):
            self._versions[game] = seq

    def _at_least(self, game: UUID) -> int | Unset:
        """The ``min_seq`` of a read of ``game``: the newest version seen."""
        return self._versions.get(game, UNSET)

    def _ruleset(self, game: UUID) -> str:
        return self._rulesets.get(game) or (self.games.get(game)).ruleset.value

    # The flat names of earlier releases, deprecated (one release more).
    me = Flat("account.me")
    update_me = Flat("account.update")
    set_profile_hidden = Flat("account.set_profile_hidden")
    change_password = Flat("account.change_password")
    sign_out = Flat("account.sign_out")
    delete_account = Flat("account.delete")
    profile = Flat("players.profile")
    rating_history = Flat("players.rating_history")
    leaderboard = Flat("players.leaderboard")
    register_webhook = Flat("webhooks.register")
    webhook = Flat("webhooks.get")
    change_webhook = Flat("webhooks.change")
    delete_webhook = Flat("webhooks.delete")
    rotate_webhook_secret = Flat("webhooks.rotate_secret")
    ping_webhook = Flat("webhooks.ping")
    webhook_deliveries = Flat("webhooks.deliveries")
    tiles = Flat("rulesets.tiles")
    tile_svg = Flat("rulesets.tile_svg")
    create_game = Flat("games.create")
    new_game = Flat("games.new")
    game = Flat("games.get")
    my_games = Flat("games.mine")
    join = Flat("games.join")
    leave = Flat("games.leave")
    add_bot = Flat("games.add_bot")
    cancel = Flat("games.cancel")
    start = Flat("games.start")
    event_page = Flat("games.event_page")
    state_at = Flat("games.state_at")
    board_svg = Flat("games.board_svg")
    export = Flat("games.export")
    import_game = Flat("games.import_")
    legal_moves = Flat("play.legal_moves")
    send = Flat("play.send")
    validate = Flat("play.validate")
    hint = Flat("play.hint")
    resign = Flat("play.resign")
    claim_timeout = Flat("play.claim_timeout")
    wait_for_turn = Flat("play.wait_for_turn")
    challenge = Flat("challenges.send")
    get_challenge = Flat("challenges.get")
    accept_challenge = Flat("challenges.accept")
    decline_challenge = Flat("challenges.decline")
    cancel_challenge = Flat("challenges.cancel")
    rematch = Flat("challenges.rematch")
    seek = Flat("seeks.create")
    get_seek = Flat("seeks.get")
    cancel_seek = Flat("seeks.cancel")
    stream_url = Flat("streams.url")
    events = Flat("streams.events")
    notices = Flat("streams.notices")
