# Generated from ../_async/session.py by sdk/generate.sh (unasync): edit that file.
"""The session: a signed-in account, one method per operation of the service.

Both sessions come from ``_async/session.py``: ``sdk/generate.sh`` writes
``_sync/session.py`` from it with unasync (``AsyncSession`` becomes
``Session``, coroutines become functions).
"""

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
    hint,
    legal_moves,
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


class Session:
    """A signed-in account of the service at ``base_url``.

    Every call returns the rule set's own types (``ClassicGame``,
    ``HgLegalMovesResponse``, ...; ``isinstance`` tells them apart) and
    raises :class:`~carcassonne.ProblemError` for every error response. The
    session remembers each game's rule set, so commands are plain dicts
    (see :mod:`carcassonne.commands`). Close it when done (``close``, or use
    it as a context manager).
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
        """Remembers the rule set of ``game`` for :meth:`send`, and its version."""
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
        return self._rulesets.get(game) or (self.game(game)).ruleset.value

    def me(self) -> Account:
        """The signed-in account."""
        response = self._send(me.sync_detailed, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def update_me(self, display_name: str | None) -> Account:
        """Sets (or with ``None`` clears) the display name other players see."""
        body = AccountUpdate(display_name=display_name)
        response = self._send(update_me.sync_detailed, client=self.client, body=body)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def set_profile_hidden(self, hidden: bool) -> Account:
        """Hides the account's profile (records, ratings, leaderboard places) from others, or shows it again."""
        body = AccountUpdate(profile_hidden=hidden)
        response = self._send(update_me.sync_detailed, client=self.client, body=body)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def profile(self, username: str) -> Profile:
        """The profile of the player ``username``: per rule set, games won, lost and drawn, ratings, team records."""
        response = self._send(player_profile.sync_detailed, username, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def rating_history(
        self, username: str, cursor: str | None = None, limit: int | None = None
    ) -> RatingHistoryPage:
        """A page of a player's rating changes, newest first (``cursor=page.next_cursor`` for the next)."""
        response = self._send(
            rating_history.sync_detailed, username, client=self.client, cursor=cursor or UNSET, limit=limit or UNSET
        )
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def leaderboard(
        self, ruleset: RulesetId, pool: Pool, cursor: str | None = None, limit: int | None = None
    ) -> LeaderboardPage:
        """A page of the leaderboard of ``ruleset``'s ``pool``, best first (``cursor=page.next_cursor`` for the next)."""
        response = self._send(
            leaderboard.sync_detailed, ruleset, pool, client=self.client, cursor=cursor or UNSET, limit=limit or UNSET
        )
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def change_password(self, current_password: str, new_password: str) -> None:
        """Changes the password; every other device of the account is signed out."""
        body = PasswordChange(current_password=current_password, new_password=new_password)
        response = self._send(change_password.sync_detailed, client=self.client, body=body)
        if int(response.status_code) != 204:
            failed(response)

    def sign_out(self, everywhere: bool = False) -> None:
        """Signs this device out (with ``everywhere``, every device of the
        account): the session's tokens stop working."""
        operation = logout_everywhere if everywhere else logout
        response = self._send(operation.sync_detailed, client=self.client)
        if int(response.status_code) != 204:
            failed(response)
        self._tokens.refresh_token = None

    def delete_account(self, password: str) -> None:
        """Deletes the account, confirmed by its ``password``: its open games
        are cancelled or left, its seats in running games resign, every
        session ends and its personal data is erased (its seats stay in
        every game's log as "deleted player #<id>")."""
        body = AccountDeletion(password=password)
        response = self._send(delete_me.sync_detailed, client=self.client, body=body)
        if int(response.status_code) != 204:
            failed(response)
        self._tokens.refresh_token = None

    def register_webhook(self, url: str, kinds: list[NotificationKind] | None = None) -> CreatedWebhookEndpoint:
        """Registers a webhook endpoint: the service posts the account's
        notifications of ``kinds`` (default: all) to ``url``, signed as
        Standard Webhooks says. The answer holds the signing secret, shown
        this once."""
        body = WebhookRegistration(url=url, kinds=kinds if kinds is not None else UNSET)
        response = self._send(register_webhook.sync_detailed, client=self.client, body=body)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def webhooks(self) -> list[WebhookEndpoint]:
        """The account's webhook endpoints, oldest first."""
        response = self._send(webhooks.sync_detailed, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def webhook(self, endpoint: UUID) -> WebhookEndpoint:
        """One webhook endpoint of the account."""
        response = self._send(webhook.sync_detailed, endpoint, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def change_webhook(
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
        response = self._send(change_webhook.sync_detailed, endpoint, client=self.client, body=body)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def delete_webhook(self, endpoint: UUID) -> None:
        """Removes a webhook endpoint with its delivery log."""
        response = self._send(delete_webhook.sync_detailed, endpoint, client=self.client)
        if int(response.status_code) != 204:
            failed(response)

    def rotate_webhook_secret(self, endpoint: UUID) -> WebhookSecret:
        """A new signing secret, shown this once; the previous one signs
        too for 24 hours."""
        response = self._send(rotate_webhook_secret.sync_detailed, endpoint, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def ping_webhook(self, endpoint: UUID) -> WebhookDelivery:
        """Queues a test ``ping`` to a webhook endpoint; its delivery, which
        the log follows."""
        response = self._send(ping_webhook.sync_detailed, endpoint, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def webhook_deliveries(
        self, endpoint: UUID, cursor: str | None = None, limit: int | None = None
    ) -> WebhookDeliveryPage:
        """A page of a webhook endpoint's delivery log, newest first
        (``cursor=page.next_cursor`` for the next)."""
        response = self._send(
            webhook_deliveries.sync_detailed,
            endpoint,
            client=self.client,
            cursor=cursor or UNSET,
            limit=limit or UNSET,
        )
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def rulesets(self) -> list[Ruleset]:
        """The rule sets the service hosts, with their options."""
        response = self._send(rulesets.sync_detailed, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def tiles(self, ruleset: RulesetId) -> TileCatalog:
        """The tile catalog of ``ruleset``: tile ids, edges and regions, to draw tiles and name regions."""
        response = self._send(tiles.sync_detailed, ruleset, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def tile_svg(self, ruleset: RulesetId, tile: str) -> str:
        """The tile ``tile`` (``base/D``) of ``ruleset`` as an SVG picture, each region's index at its anchor."""
        family, _, name = tile.partition("/")
        response = self._send(tile_picture.sync_detailed, ruleset, family, name, client=self.client)
        if int(response.status_code) != 200:
            failed(response)
        return response.content.decode()

    def create_game(self, body: AnyCreateGame) -> AnyGame:
        """Creates a game from a typed body; the caller takes a seat."""
        response = self._send(create.sync_detailed, client=self.client, body=body)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def new_game(self, ruleset: str, options: dict[str, Any], **settings: Any) -> AnyGame:
        """Creates a game of ``ruleset`` (``classic``, ``discovery``,
        ``hunters-gatherers`` or ``mists``) with its ``options``
        (``{"players": 2}``, ...) and any other field of ``CreateGame``
        (``tile_order=[...]``, ``access="invite"``, ...)."""
        return self.create_game(create_game(ruleset, options, settings))

    def challenge(
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
        response = self._send(send_challenge.sync_detailed, client=self.client, body=body)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def challenges(self) -> ChallengeList:
        """The pending challenges to the account and from it."""
        response = self._send(list_challenges.sync_detailed, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def get_challenge(self, challenge: UUID) -> Challenge:
        """A challenge the account made or is challenged by."""
        response = self._send(get_challenge.sync_detailed, challenge, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def accept_challenge(self, challenge: UUID) -> Challenge:
        """Accepts a challenge; the last acceptance starts its game (``game_id``)."""
        response = self._send(accept_challenge.sync_detailed, challenge, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def decline_challenge(self, challenge: UUID) -> Challenge:
        """Declines a challenge: it ends."""
        response = self._send(decline_challenge.sync_detailed, challenge, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def cancel_challenge(self, challenge: UUID) -> Challenge:
        """Cancels a challenge the account made."""
        response = self._send(cancel_challenge.sync_detailed, challenge, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def rematch(self, game: UUID) -> Challenge:
        """Proposes a rematch of the finished ``game`` (a challenge to its
        other players, seats rotated), or accepts the one they proposed."""
        response = self._send(rematch.sync_detailed, game, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def seek(self, ruleset: str, options: dict[str, Any], **settings: Any) -> Seek:
        """Seeks a game of ``ruleset`` with its ``options`` (``players`` 2
        to 5) and any of ``clock``, ``rated``, ``rating_range`` and
        ``expires_in_seconds``, with whoever seeks the same; the answer is
        ``matched`` (with ``game_id``) when this seek completed a game,
        else the account stream says ``seek_matched`` later."""
        body = new_seek(ruleset, options, settings)
        response = self._send(make_seek.sync_detailed, client=self.client, body=body)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def seeks(self) -> list[Seek]:
        """The account's seeks of the last day, newest first."""
        response = self._send(list_seeks.sync_detailed, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def get_seek(self, seek: UUID) -> Seek:
        """One of the account's seeks."""
        response = self._send(get_seek.sync_detailed, seek, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def cancel_seek(self, seek: UUID) -> Seek:
        """Cancels one of the account's open seeks."""
        response = self._send(cancel_seek.sync_detailed, seek, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def game(self, game: UUID) -> AnyGame:
        """A game with its public state and clock."""
        response = self._send(get.sync_detailed, game, client=self.client, min_seq=self._at_least(game))
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def games(
        self,
        status: GameStatus | None = None,
        ruleset: RulesetId | None = None,
        cursor: str | None = None,
        limit: int | None = None,
    ) -> GamePage:
        """One page of the games the caller may see, newest first (``status=GameStatus.OPEN``: those to join)."""
        response = self._send(
            list_.sync_detailed,
            client=self.client,
            status=status or UNSET,
            ruleset=ruleset or UNSET,
            cursor=cursor or UNSET,
            limit=limit or UNSET,
        )
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def my_games(self, status: GameStatus | None = None, cursor: str | None = None) -> GamePage:
        """The caller's games, those where it is their turn first."""
        response = self._send(my_games.sync_detailed, client=self.client, status=status or UNSET, cursor=cursor or UNSET)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def join(self, game: UUID, code: str | None = None) -> AnyGame:
        """Takes a seat; an invite-only game needs its code."""
        response = self._send(join.sync_detailed, game, client=self.client, code=code or UNSET)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def leave(self, game: UUID) -> AnyGame:
        """Gives up the caller's seat at an open game."""
        response = self._send(leave.sync_detailed, game, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def add_bot(self, game: UUID, level: Level = Level.GREEDY) -> AnyGame:
        """Seats a bot of ``level`` at the caller's open game."""
        body = AddBot(level=level)
        response = self._send(add_bot.sync_detailed, game, client=self.client, body=body)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def cancel(self, game: UUID) -> AnyGame:
        """Cancels the caller's open game."""
        response = self._send(cancel.sync_detailed, game, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def start(self, game: UUID) -> AnyGame:
        """Starts the caller's full game."""
        response = self._send(start.sync_detailed, game, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def legal_moves(self, game: UUID, include: LegalForms | None = None) -> AnyLegalMoves:
        """The caller's legal moves now in the forms ``include`` names
        (default: ``moves`` and ``commands``), or why there are none."""
        response = self._send(legal_moves.sync_detailed, game, client=self.client, include=include or UNSET)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def play(self, game: UUID, request: AnyCommandRequest) -> AnyCommandResult:
        """Applies a typed command request; an illegal one raises with its ``rule``."""
        response = self._send(command.sync_detailed, game, client=self.client, body=request)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        self._saw(game, response.parsed.seq)
        return response.parsed

    def send(self, game: UUID, command: dict[str, Any], expected_seq: int) -> AnyCommandResult:
        """Applies ``command`` (``commands.place_tile(1, 0, 0)``, or one of
        ``legal_moves(...).commands`` as ``.to_dict()``) to the game at
        ``expected_seq``, in the game's rule set; an illegal one raises
        with the ``rule`` that refuses it."""
        return self.play(game, command_request(self._ruleset(game), command, expected_seq))

    def validate(self, game: UUID, command: dict[str, Any]) -> Validation:
        """Whether ``command`` is legal now, and if not the rule that
        refuses it; nothing is applied."""
        body = validate_request(self._ruleset(game), command)
        response = self._send(validate.sync_detailed, game, client=self.client, body=body)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def hint(self, game: UUID, level: Level = Level.MCTS) -> AnyHint:
        """The move a bot of ``level`` would make for the caller now."""
        response = self._send(hint.sync_detailed, game, client=self.client, level=level)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def resign(self, game: UUID) -> AnyCommandResult:
        """Resigns the caller's seat."""
        response = self._send(resign.sync_detailed, game, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        self._saw(game, response.parsed.seq)
        return response.parsed

    def claim_timeout(self, game: UUID) -> None:
        """Claims the time of the seat to move, which ran out."""
        response = self._send(claim_timeout.sync_detailed, game, client=self.client)
        if int(response.status_code) != 204:
            failed(response)

    def event_page(self, game: UUID, after: int = 0, limit: int | None = None) -> EventPage:
        """One page of the game's events after ``after``, each with its effects."""
        response = self._send(
            events.sync_detailed, game, client=self.client, after=after, limit=limit or UNSET, min_seq=self._at_least(game)
        )
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def state_at(self, game: UUID, at: int) -> AnyStateAt:
        """The public state right after event ``at``, and that event with
        its effects (replays, analysis)."""
        response = self._send(state_at.sync_detailed, game, client=self.client, at=at)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def board_svg(self, game: UUID, at: int | None = None) -> str:
        """The board as an SVG picture, now or right after event ``at``."""
        response = self._send(board_svg.sync_detailed, game, client=self.client, at=UNSET if at is None else at)
        if int(response.status_code) != 200:
            failed(response)
        return response.content.decode()

    def export(self, game: UUID) -> AnyGameExport:
        """A finished game as a self-contained record (whole log, seed
        included) that :meth:`import_game` replays into an identical game."""
        response = self._send(export.sync_detailed, game, client=self.client)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return response.parsed

    def import_game(self, record: AnyGameExport) -> AnyGame:
        """Replays an exported game into a new single-seat game of the
        caller; every move is decided again by the rules."""
        response = self._send(import_.sync_detailed, client=self.client, body=record)
        if isinstance(response.parsed, Problem) or response.parsed is None:
            failed(response)
        return self._known(response.parsed)

    def stream_url(self, game: UUID | None = None) -> str:
        """A URL that opens a stream once within a minute without
        ``Authorization`` (for a browser's ``EventSource``): the stream of
        ``game``, or with none the caller's notices."""
        if game is None:
            response = self._send(account_ticket.sync_detailed, client=self.client)
            if isinstance(response.parsed, Problem) or response.parsed is None:
                failed(response)
            ticket = response.parsed
        else:
            response = self._send(game_ticket.sync_detailed, game, client=self.client)
            if isinstance(response.parsed, Problem) or response.parsed is None:
                failed(response)
            ticket = response.parsed
        return str(self.client.get_httpx_client().base_url.join(ticket.url))

    def events(self, game: UUID, after: int = 0, reconnects: int = 5) -> Iterator[AnyEventRecord]:
        """Every event of ``game`` after ``after``, then each new one as
        it is appended, each with its ``effects``; ends when the game is
        over (the stream's ``game_over``). A dropped connection is resumed
        where it stopped (``Last-Event-ID``), up to ``reconnects`` times in
        a row, after the pause the stream asked for (``retry:``, sent by
        an instance that shuts down) or a short one."""
        last, failures = after, 0
        retry_ms: int | None = None
        http = self.client.get_httpx_client()
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
        ``your_turn``, ``game_over``). The stream is open when this
        returns, so nothing done after the call is missed; it is not
        resumable: notices sent while disconnected are lost, so read the
        games again after an error."""
        opening = connect_sse(self.client.get_httpx_client(), "GET", "/v1/me/stream", timeout=STREAM_TIMEOUT)
        source = opening.__enter__()
        notices = Notices(opening, source)
        if source.response.status_code != 200:
            try:
                source.response.read()
                raise stream_problem(source.response)
            finally:
                notices.close()
        return notices

    def wait_for_turn(self, game: UUID) -> AnyGame:
        """The game once it is the caller's turn or it is over: bots and
        other players move meanwhile. Waits on the caller's notices, so it
        costs no polling."""
        while True:
            # Listening before reading the game: no notice falls between the two.
            with self.notices() as notices:
                view = self.game(game)
                if view.your_turn or view.status == GameStatus.FINISHED:
                    return view
                for notice in notices:
                    if notice.game == game and notice.kind != "game_started":
                        return self.game(game)
