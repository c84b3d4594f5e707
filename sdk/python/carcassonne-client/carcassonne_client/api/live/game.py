from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_response_200 import GameResponse200
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = str(last_event_id)




    

    params: dict[str, Any] = {}

    params["after"] = after

    params["ticket"] = ticket


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}/stream".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameResponse200 | Problem | None:
    if response.status_code == 200:
        response_200 = GameResponse200.from_dict(response.text)



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())



        return response_431

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Response[GameResponse200 | Problem]:
    """ Follow a game: every event after `after` (or `Last-Event-ID`), then each
    new one as it is appended, as `text/event-stream` with `id` = sequence
    number and `event` = event type. Resumes without gaps or repeats. Once
    the game is over (or when it already is), a last `game_over` message
    (`data: {"game", "seq", "outcome"}`, no `id`) follows the events and the
    stream ends. An instance that shuts down ends its streams with
    `retry: 500` (milliseconds): reconnect then with `Last-Event-ID`, and
    the stream resumes on another instance.

     A stream, not one response: read it with a Server-Sent Events client, as
    the SDK sessions' `events` do, rather than a generated one-shot call.

    Args:
        id (UUID):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameResponse200 | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
ticket=ticket,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> GameResponse200 | Problem | None:
    """ Follow a game: every event after `after` (or `Last-Event-ID`), then each
    new one as it is appended, as `text/event-stream` with `id` = sequence
    number and `event` = event type. Resumes without gaps or repeats. Once
    the game is over (or when it already is), a last `game_over` message
    (`data: {"game", "seq", "outcome"}`, no `id`) follows the events and the
    stream ends. An instance that shuts down ends its streams with
    `retry: 500` (milliseconds): reconnect then with `Last-Event-ID`, and
    the stream resumes on another instance.

     A stream, not one response: read it with a Server-Sent Events client, as
    the SDK sessions' `events` do, rather than a generated one-shot call.

    Args:
        id (UUID):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameResponse200 | Problem
     """


    return sync_detailed(
        id=id,
client=client,
after=after,
ticket=ticket,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Response[GameResponse200 | Problem]:
    """ Follow a game: every event after `after` (or `Last-Event-ID`), then each
    new one as it is appended, as `text/event-stream` with `id` = sequence
    number and `event` = event type. Resumes without gaps or repeats. Once
    the game is over (or when it already is), a last `game_over` message
    (`data: {"game", "seq", "outcome"}`, no `id`) follows the events and the
    stream ends. An instance that shuts down ends its streams with
    `retry: 500` (milliseconds): reconnect then with `Last-Event-ID`, and
    the stream resumes on another instance.

     A stream, not one response: read it with a Server-Sent Events client, as
    the SDK sessions' `events` do, rather than a generated one-shot call.

    Args:
        id (UUID):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameResponse200 | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
ticket=ticket,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> GameResponse200 | Problem | None:
    """ Follow a game: every event after `after` (or `Last-Event-ID`), then each
    new one as it is appended, as `text/event-stream` with `id` = sequence
    number and `event` = event type. Resumes without gaps or repeats. Once
    the game is over (or when it already is), a last `game_over` message
    (`data: {"game", "seq", "outcome"}`, no `id`) follows the events and the
    stream ends. An instance that shuts down ends its streams with
    `retry: 500` (milliseconds): reconnect then with `Last-Event-ID`, and
    the stream resumes on another instance.

     A stream, not one response: read it with a Server-Sent Events client, as
    the SDK sessions' `events` do, rather than a generated one-shot call.

    Args:
        id (UUID):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameResponse200 | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
after=after,
ticket=ticket,
last_event_id=last_event_id,

    )).parsed
