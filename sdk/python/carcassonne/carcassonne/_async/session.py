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

from asyncio import Lock
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager
from typing import Any, ParamSpec, TypeVar
from uuid import UUID

import httpx
from httpx_sse import EventSource, aconnect_sse

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
    AsyncCall,
    AsyncFlow,
    Notice,
    async_sleep,
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


class AsyncRenewal(httpx.Auth):
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

    async def async_auth_flow(self, request: httpx.Request) -> AsyncFlow:
        sent_with = self.access_token
        request.headers["Authorization"] = f"Bearer {sent_with}"
        response = yield request
        if response.status_code != 401 or self.refresh_token is None:
            return
        await response.aread()
        if not says_expired(response):
            return
        async with self._exchange:
            # Another request may have renewed them meanwhile.
            if self.access_token == sent_with and self.refresh_token is not None:
                body = {"refresh_token": self.refresh_token}
                renewal = yield httpx.Request("POST", self._refresh_url, json=body)
                await renewal.aread()
                if renewal.status_code != 200:
                    return
                tokens = renewal.json()
                self.access_token, self.refresh_token = tokens["access_token"], tokens["refresh_token"]
        request.headers["Authorization"] = f"Bearer {self.access_token}"
        yield request


class AsyncNotices:
    """The caller's notices as they come, from an open account stream:
    iterate over it, and close it when done (``aclose``, or use it as a
    context manager); it ends only if the connection does."""

    def __init__(self, opening: AbstractAsyncContextManager[EventSource], source: EventSource) -> None:
        self._opening: AbstractAsyncContextManager[EventSource] | None = opening
        self._events = source.aiter_sse()

    def __aiter__(self) -> AsyncNotices:
        return self

    async def __anext__(self) -> Notice:
        async for sse in self._events:
            if sse.data:  # not a keep-alive
                data = sse.json()
                return Notice.of(sse.event, data)
        await self.aclose()
        raise StopAsyncIteration

    async def __aenter__(self) -> AsyncNotices:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Closes the stream."""
        if self._opening is not None:
            opening, self._opening = self._opening, None
            await opening.__aexit__(None, None, None)


class _Calls:
    """A group of a session's calls."""

    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    async def _result(self, call: AsyncCall[P, Any], *args: P.args, **kwargs: P.kwargs) -> Any:
        """What ``call`` answered, or :class:`~carcassonne.ProblemError`.
        Typed by each call's declared return type: mypy cannot infer the
        answer without the problem from the generated unions (it depends on
        their order), hence ``Any`` here and ``no-any-return`` off above."""
        response = await self._session._send(call, *args, **kwargs)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    async def _done(self, call: AsyncCall[P, Any], *args: P.args, **kwargs: P.kwargs) -> None:
        """Sends ``call``; a status other than 2xx raises."""
        response = await self._session._send(call, *args, **kwargs)
        if not 200 <= int(response.status_code) < 300:
            failed(response)

    async def _content(self, call: AsyncCall[P, Any], *args: P.args, **kwargs: P.kwargs) -> str:
        """The text ``call`` answered with 200 (a picture)."""
        response = await self._session._send(call, *args, **kwargs)
        if int(response.status_code) != 200:
            failed(response)
        return response.content.decode()

    @property
    def _client(self) -> AuthenticatedClient:
        return self._session.client


class AccountCalls(_Calls):
    """The signed-in account: ``session.account``."""

    async def me(self) -> Account:
        """The signed-in account."""
        return await self._result(me.asyncio_detailed, client=self._client)

    async def update(self, display_name: str | None) -> Account:
        """Sets (or with ``None`` clears) the display name other players see."""
        body = AccountUpdate(display_name=display_name)
        return await self._result(update_me.asyncio_detailed, client=self._client, body=body)

    async def set_profile_hidden(self, hidden: bool) -> Account:
        """Hides the account's profile (records, ratings, leaderboard places) from others, or shows it again."""
        body = AccountUpdate(profile_hidden=hidden)
        return await self._result(update_me.asyncio_detailed, client=self._client, body=body)

    async def change_password(self, current_password: str, new_password: str) -> None:
        """Changes the password; every other device of the account is signed out."""
        body = PasswordChange(current_password=current_password, new_password=new_password)
        await self._done(change_password.asyncio_detailed, client=self._client, body=body)

    async def sign_out(self, everywhere: bool = False) -> None:
        """Signs this device out (with ``everywhere``, every device of the
        account): the session's tokens stop working."""
        operation = logout_everywhere if everywhere else logout
        await self._done(operation.asyncio_detailed, client=self._client)
        self._session._tokens.refresh_token = None

    async def delete(self, password: str) -> None:
        """Deletes the account, confirmed by its ``password``: its open games
        are cancelled or left, its seats in running games resign, every
        session ends and its personal data is erased (its seats stay in
        every game's log as "deleted player #<id>")."""
        body = AccountDeletion(password=password)
        await self._done(delete_me.asyncio_detailed, client=self._client, body=body)
        self._session._tokens.refresh_token = None


class PlayerCalls(_Calls):
    """Players' profiles, ratings and leaderboards: ``session.players``."""

    async def profile(self, username: str) -> Profile:
        """The profile of the player ``username``: per rule set, games won, lost and drawn, ratings, team records."""
        return await self._result(player_profile.asyncio_detailed, username, client=self._client)

    async def rating_history(
        self, username: str, cursor: str | None = None, limit: int | None = None
    ) -> RatingHistoryPage:
        """A page of a player's rating changes, newest first (``cursor=page.next_cursor`` for the next)."""
        return await self._result(
            rating_history.asyncio_detailed, username, client=self._client, cursor=cursor or UNSET, limit=limit or UNSET
        )

    async def leaderboard(
        self, ruleset: RulesetId, pool: Pool, cursor: str | None = None, limit: int | None = None
    ) -> LeaderboardPage:
        """A page of the leaderboard of ``ruleset``'s ``pool``, best first (``cursor=page.next_cursor`` for the next)."""
        return await self._result(
            leaderboard.asyncio_detailed, ruleset, pool, client=self._client, cursor=cursor or UNSET, limit=limit or UNSET
        )


class WebhookCalls(_Calls):
    """The account's webhook endpoints: ``session.webhooks``."""

    async def register(self, url: str, kinds: list[NotificationKind] | None = None) -> CreatedWebhookEndpoint:
        """Registers a webhook endpoint: the service posts the account's
        notifications of ``kinds`` (default: all) to ``url``, signed as
        Standard Webhooks says. The answer holds the signing secret, shown
        this once."""
        body = WebhookRegistration(url=url, kinds=kinds if kinds is not None else UNSET)
        return await self._result(register_webhook.asyncio_detailed, client=self._client, body=body)

    async def all(self) -> list[WebhookEndpoint]:
        """The account's webhook endpoints, oldest first."""
        return await self._result(webhooks.asyncio_detailed, client=self._client)

    async def get(self, endpoint: UUID) -> WebhookEndpoint:
        """One webhook endpoint of the account."""
        return await self._result(webhook.asyncio_detailed, endpoint, client=self._client)

    async def change(
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
        return await self._result(change_webhook.asyncio_detailed, endpoint, client=self._client, body=body)

    async def delete(self, endpoint: UUID) -> None:
        """Removes a webhook endpoint with its delivery log."""
        await self._done(delete_webhook.asyncio_detailed, endpoint, client=self._client)

    async def rotate_secret(self, endpoint: UUID) -> WebhookSecret:
        """A new signing secret, shown this once; the previous one signs
        too for 24 hours."""
        return await self._result(rotate_webhook_secret.asyncio_detailed, endpoint, client=self._client)

    async def ping(self, endpoint: UUID) -> WebhookDelivery:
        """Queues a test ``ping`` to a webhook endpoint; its delivery, which
        the log follows."""
        return await self._result(ping_webhook.asyncio_detailed, endpoint, client=self._client)

    async def deliveries(
        self, endpoint: UUID, cursor: str | None = None, limit: int | None = None
    ) -> WebhookDeliveryPage:
        """A page of a webhook endpoint's delivery log, newest first
        (``cursor=page.next_cursor`` for the next)."""
        return await self._result(
            webhook_deliveries.asyncio_detailed, endpoint, client=self._client, cursor=cursor or UNSET, limit=limit or UNSET
        )

    async def __call__(self) -> list[WebhookEndpoint]:
        """Deprecated: ``session.webhooks.all()``."""
        Flat.warn("webhooks()", "webhooks.all()")
        return await self.all()


class RulesetCalls(_Calls):
    """The rule sets and their tiles: ``session.rulesets``."""

    async def all(self) -> list[Ruleset]:
        """The rule sets the service hosts, with their options."""
        return await self._result(rulesets.asyncio_detailed, client=self._client)

    async def tiles(self, ruleset: RulesetId) -> TileCatalog:
        """The tile catalog of ``ruleset``: tile ids, edges and regions, to draw tiles and name regions."""
        return await self._result(tiles.asyncio_detailed, ruleset, client=self._client)

    async def tile_svg(self, ruleset: RulesetId, tile: str) -> str:
        """The tile ``tile`` (``base/D``) of ``ruleset`` as an SVG picture, each region's index at its anchor."""
        family, _, name = tile.partition("/")
        return await self._content(tile_picture.asyncio_detailed, ruleset, family, name, client=self._client)

    async def __call__(self) -> list[Ruleset]:
        """Deprecated: ``session.rulesets.all()``."""
        Flat.warn("rulesets()", "rulesets.all()")
        return await self.all()


class GameCalls(_Calls):
    """Games: made, found, joined, started, read and carried elsewhere:
    ``session.games``."""

    async def create(self, body: AnyCreateGame) -> AnyGame:
        """Creates a game from a typed body; the caller takes a seat."""
        return self._session._known(await self._result(create.asyncio_detailed, client=self._client, body=body))

    async def new(self, ruleset: str, options: dict[str, Any], **settings: Any) -> AnyGame:
        """Creates a game of ``ruleset`` (``classic``, ``discovery``,
        ``hunters-gatherers`` or ``mists``) with its ``options``
        (``{"players": 2}``, ...) and any other field of ``CreateGame``
        (``tile_order=[...]``, ``access="invite"``, ...). A field the
        schema lacks raises :class:`~carcassonne.UnknownFieldsError`."""
        return await self.create(create_game(ruleset, options, settings))

    async def get(self, game: UUID) -> AnyGame:
        """A game with its public state and clock."""
        at_least = self._session._at_least(game)
        return self._session._known(await self._result(get.asyncio_detailed, game, client=self._client, min_seq=at_least))

    async def find(
        self,
        status: GameStatus | None = None,
        ruleset: RulesetId | None = None,
        cursor: str | None = None,
        limit: int | None = None,
    ) -> GamePage:
        """One page of the games the caller may see, newest first (``status=GameStatus.OPEN``: those to join)."""
        return await self._result(
            list_.asyncio_detailed,
            client=self._client,
            status=status or UNSET,
            ruleset=ruleset or UNSET,
            cursor=cursor or UNSET,
            limit=limit or UNSET,
        )

    async def mine(self, status: GameStatus | None = None, cursor: str | None = None) -> GamePage:
        """The caller's games, those where it is their turn first."""
        return await self._result(my_games.asyncio_detailed, client=self._client, status=status or UNSET, cursor=cursor or UNSET)

    async def join(self, game: UUID, code: str | None = None) -> AnyGame:
        """Takes a seat; an invite-only game needs its code."""
        return self._session._known(await self._result(join.asyncio_detailed, game, client=self._client, code=code or UNSET))

    async def leave(self, game: UUID) -> AnyGame:
        """Gives up the caller's seat at an open game."""
        return self._session._known(await self._result(leave.asyncio_detailed, game, client=self._client))

    async def add_bot(self, game: UUID, level: Level = Level.GREEDY) -> AnyGame:
        """Seats a bot of ``level`` at the caller's open game."""
        body = AddBot(level=level)
        return self._session._known(await self._result(add_bot.asyncio_detailed, game, client=self._client, body=body))

    async def cancel(self, game: UUID) -> AnyGame:
        """Cancels the caller's open game."""
        return self._session._known(await self._result(cancel.asyncio_detailed, game, client=self._client))

    async def start(self, game: UUID) -> AnyGame:
        """Starts the caller's full game."""
        return self._session._known(await self._result(start.asyncio_detailed, game, client=self._client))

    async def event_page(self, game: UUID, after: int = 0, limit: int | None = None) -> EventPage:
        """One page of the game's events after ``after``, each with its effects."""
        at_least = self._session._at_least(game)
        return await self._result(
            events.asyncio_detailed, game, client=self._client, after=after, limit=limit or UNSET, min_seq=at_least
        )

    async def state_at(self, game: UUID, at: int) -> AnyStateAt:
        """The public state right after event ``at``, and that event with
        its effects (replays, analysis)."""
        return await self._result(state_at.asyncio_detailed, game, client=self._client, at=at)

    async def board_svg(self, game: UUID, at: int | None = None) -> str:
        """The board as an SVG picture, now or right after event ``at``."""
        return await self._content(board_svg.asyncio_detailed, game, client=self._client, at=UNSET if at is None else at)

    async def export(self, game: UUID) -> AnyGameExport:
        """A finished game as a self-contained record (whole log, seed
        included) that :meth:`import_` replays into an identical game."""
        return await self._result(export.asyncio_detailed, game, client=self._client)

    async def import_(self, record: AnyGameExport) -> AnyGame:
        """Replays an exported game into a new single-seat game of the
        caller; every move is decided again by the rules."""
        return self._session._known(await self._result(import_.asyncio_detailed, client=self._client, body=record))

    async def __call__(self, *args: Any, **kwargs: Any) -> GamePage:
        """Deprecated: ``session.games.find(...)``."""
        Flat.warn("games()", "games.find()")
        return await self.find(*args, **kwargs)


class PlayCalls(_Calls):
    """Playing a game: its legal moves, commands, hints, resigning and
    waiting for one's turn: ``session.play``."""

    async def legal_moves(self, game: UUID, include: LegalForms | None = None) -> AnyLegalMoves:
        """The caller's legal moves now in the forms ``include`` names
        (default: ``moves`` and ``commands``), or why there are none."""
        return await self._result(legal_moves.asyncio_detailed, game, client=self._client, include=include or UNSET)

    async def submit(self, game: UUID, request: AnyCommandRequest) -> AnyCommandResult:
        """Applies a typed command request; an illegal one raises with its ``rule``."""
        result: AnyCommandResult = await self._result(command.asyncio_detailed, game, client=self._client, body=request)
        self._session._saw(game, result.seq)
        return result

    async def send(self, game: UUID, command: dict[str, Any], expected_seq: int) -> AnyCommandResult:
        """Applies ``command`` (``commands.place_tile(1, 0, 0)``, or one of
        ``legal_moves(...).commands`` as ``.to_dict()``) to the game at
        ``expected_seq``, in the game's rule set; an illegal one raises
        with the ``rule`` that refuses it."""
        return await self.submit(game, command_request(await self._session._ruleset(game), command, expected_seq))

    async def validate(self, game: UUID, command: dict[str, Any]) -> Validation:
        """Whether ``command`` is legal now, and if not the rule that
        refuses it; nothing is applied."""
        body = validate_request(await self._session._ruleset(game), command)
        return await self._result(validate.asyncio_detailed, game, client=self._client, body=body)

    async def hint(self, game: UUID, level: Level = Level.MCTS, top: int = 1) -> AnyHint:
        """The move a bot of ``level`` would make for the caller now, how it
        would go on with the turn (``then``), and up to ``top - 1`` commands it
        ranked below (``others``)."""
        return await self._result(hint.asyncio_detailed, game, client=self._client, level=level, top=top)

    async def request_analysis(self, game: UUID) -> AnyAnalysis:
        """Asks for the analysis of the finished ``game``, made by the bot
        workers in the background; once per game (asking again answers with
        it as it stands)."""
        return await self._result(request_analysis.asyncio_detailed, game, client=self._client)

    async def analysis(self, game: UUID) -> AnyAnalysis:
        """The analysis of ``game`` as it stands: ``status`` queued, running
        (``decisions`` judged so far), done, or failed (the engine refused
        the game's stored log)."""
        return await self._result(get_analysis.asyncio_detailed, game, client=self._client)

    async def resign(self, game: UUID) -> AnyCommandResult:
        """Resigns the caller's seat."""
        result: AnyCommandResult = await self._result(resign.asyncio_detailed, game, client=self._client)
        self._session._saw(game, result.seq)
        return result

    async def claim_timeout(self, game: UUID) -> None:
        """Claims the time of the seat to move, which ran out."""
        await self._done(claim_timeout.asyncio_detailed, game, client=self._client)

    async def wait_for_turn(self, game: UUID) -> AnyGame:
        """The game once it is the caller's turn or it is over: bots and
        other players move meanwhile. Waits on the caller's notices, so it
        costs no polling."""
        games = self._session.games
        while True:
            # Listening before reading the game: no notice falls between the two.
            async with await self._session.streams.notices() as notices:
                view = await games.get(game)
                if view.your_turn or view.status == GameStatus.FINISHED:
                    return view
                async for notice in notices:
                    if notice.game == game and notice.kind != "game_started":
                        return await games.get(game)

    async def __call__(self, game: UUID, request: AnyCommandRequest) -> AnyCommandResult:
        """Deprecated: ``session.play.submit(game, request)``."""
        Flat.warn("play()", "play.submit()")
        return await self.submit(game, request)


class ChallengeCalls(_Calls):
    """Challenges to and from the account, and rematches: ``session.challenges``."""

    async def send(
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
        return await self._result(send_challenge.asyncio_detailed, client=self._client, body=body)

    async def pending(self) -> ChallengeList:
        """The pending challenges to the account and from it."""
        return await self._result(list_challenges.asyncio_detailed, client=self._client)

    async def get(self, challenge: UUID) -> Challenge:
        """A challenge the account made or is challenged by."""
        return await self._result(get_challenge.asyncio_detailed, challenge, client=self._client)

    async def accept(self, challenge: UUID) -> Challenge:
        """Accepts a challenge; the last acceptance starts its game (``game_id``)."""
        return await self._result(accept_challenge.asyncio_detailed, challenge, client=self._client)

    async def decline(self, challenge: UUID) -> Challenge:
        """Declines a challenge: it ends."""
        return await self._result(decline_challenge.asyncio_detailed, challenge, client=self._client)

    async def cancel(self, challenge: UUID) -> Challenge:
        """Cancels a challenge the account made."""
        return await self._result(cancel_challenge.asyncio_detailed, challenge, client=self._client)

    async def rematch(self, game: UUID) -> Challenge:
        """Proposes a rematch of the finished ``game`` (a challenge to its
        other players, seats rotated), or accepts the one they proposed."""
        return await self._result(rematch.asyncio_detailed, game, client=self._client)

    async def __call__(self) -> ChallengeList:
        """Deprecated: ``session.challenges.pending()``."""
        Flat.warn("challenges()", "challenges.pending()")
        return await self.pending()


class SeekCalls(_Calls):
    """Quick pairing: ``session.seeks``."""

    async def create(self, ruleset: str, options: dict[str, Any], **settings: Any) -> Seek:
        """Seeks a game of ``ruleset`` with its ``options`` (``players`` 2
        to 5) and any of ``clock``, ``rated``, ``rating_range`` and
        ``expires_in_seconds``, with whoever seeks the same; the answer is
        ``matched`` (with ``game_id``) when this seek completed a game,
        else the account stream says ``seek_matched`` later."""
        return await self._result(make_seek.asyncio_detailed, client=self._client, body=new_seek(ruleset, options, settings))

    async def all(self) -> list[Seek]:
        """The account's seeks of the last day, newest first."""
        return await self._result(list_seeks.asyncio_detailed, client=self._client)

    async def get(self, seek: UUID) -> Seek:
        """One of the account's seeks."""
        return await self._result(get_seek.asyncio_detailed, seek, client=self._client)

    async def cancel(self, seek: UUID) -> Seek:
        """Cancels one of the account's open seeks."""
        return await self._result(cancel_seek.asyncio_detailed, seek, client=self._client)

    async def __call__(self) -> list[Seek]:
        """Deprecated: ``session.seeks.all()``."""
        Flat.warn("seeks()", "seeks.all()")
        return await self.all()


class StreamCalls(_Calls):
    """Live: a game's events and the account's notices as they come:
    ``session.streams``."""

    async def url(self, game: UUID | None = None) -> str:
        """A URL that opens a stream once within a minute without
        ``Authorization`` (for a browser's ``EventSource``): the stream of
        ``game``, or with none the caller's notices."""
        if game is None:
            ticket = await self._result(account_ticket.asyncio_detailed, client=self._client)
        else:
            ticket = await self._result(game_ticket.asyncio_detailed, game, client=self._client)
        return str(self._client.get_async_httpx_client().base_url.join(ticket.url))

    async def events(self, game: UUID, after: int = 0, reconnects: int = 5) -> AsyncIterator[AnyEventRecord]:
        """Every event of ``game`` after ``after``, then each new one as
        it is appended, each with its ``effects``; ends when the game is
        over (the stream's ``game_over``). A dropped connection is resumed
        where it stopped (``Last-Event-ID``), up to ``reconnects`` times in
        a row, after the pause the stream asked for (``retry:``, sent by
        an instance that shuts down) or a short one."""
        last, failures = after, 0
        retry_ms: int | None = None
        http = self._client.get_async_httpx_client()
        while True:
            headers = {"Last-Event-ID": str(last)}
            try:
                async with aconnect_sse(http, "GET", f"/v1/games/{game}/stream", headers=headers, timeout=STREAM_TIMEOUT) as source:
                    if source.response.status_code != 200:
                        await source.response.aread()
                        raise stream_problem(source.response)
                    async for sse in source.aiter_sse():
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
            await async_sleep(reconnect_pause(failures, retry_ms))

    async def notices(self) -> AsyncNotices:
        """The caller's notices as they come (``game_started``,
        ``your_turn``, ``game_over``, ...). The stream is open when this
        returns, so nothing done after the call is missed; it is not
        resumable: notices sent while disconnected are lost, so read the
        games again after an error."""
        opening = aconnect_sse(self._client.get_async_httpx_client(), "GET", "/v1/me/stream", timeout=STREAM_TIMEOUT)
        source = await opening.__aenter__()
        notices = AsyncNotices(opening, source)
        if source.response.status_code != 200:
            try:
                await source.response.aread()
                raise stream_problem(source.response)
            finally:
                await notices.aclose()
        return notices


class AsyncSession:
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
        self._tokens = AsyncRenewal(base_url, token, refresh_token)
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

    async def __aenter__(self) -> AsyncSession:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Closes the session's connections."""
        await self.client.get_async_httpx_client().aclose()

    @classmethod
    async def login(cls, base_url: str, username: str, password: str, wait_on_rate_limit: bool = False) -> AsyncSession:
        """Signs in."""
        async with Client(base_url=base_url) as anonymous:
            body = Credentials(username=username, password=password)
            response = await login.asyncio_detailed(client=anonymous, body=body)
            if isinstance(response.parsed, Problem) or response.parsed is None:
                failed(response)
            token = response.parsed
        return cls(base_url, token.access_token, wait_on_rate_limit, token.refresh_token)

    @classmethod
    async def register(
        cls, base_url: str, username: str, password: str, wait_on_rate_limit: bool = False
    ) -> AsyncSession:
        """Registers an account and signs in."""
        async with Client(base_url=base_url) as anonymous:
            body = Credentials(username=username, password=password)
            registered = await register.asyncio_detailed(client=anonymous, body=body)
        if int(registered.status_code) != 201:
            failed(registered)
        return await cls.login(base_url, username, password, wait_on_rate_limit)

    async def _send(self, call: AsyncCall[P, T], *args: P.args, **kwargs: P.kwargs) -> Response[T]:
        """``call``'s response; a 429 is waited out and sent again when
        :attr:`wait_on_rate_limit` is set."""
        while True:
            response = await call(*args, **kwargs)
            if response.status_code != 429 or not self.wait_on_rate_limit:
                return response
            await async_sleep(seconds_to_wait(httpx.Headers(response.headers)))

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

    async def _ruleset(self, game: UUID) -> str:
        return self._rulesets.get(game) or (await self.games.get(game)).ruleset.value

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
