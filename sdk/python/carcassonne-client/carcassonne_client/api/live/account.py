from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_response_200 import AccountResponse200
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    ticket: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["ticket"] = ticket


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/me/stream",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AccountResponse200 | Problem | None:
    if response.status_code == 200:
        response_200 = AccountResponse200.from_dict(response.text)



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AccountResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    ticket: str | Unset = UNSET,

) -> Response[AccountResponse200 | Problem]:
    """ Follow the caller's games: `game_started`, `your_turn` (the caller has
    become one who decides: once per turn) and `game_over` notices with
    `data: {"game": <id>, "seq": <n>}`, the notifications its webhooks get
    too. Not resumable: read the games list after reconnecting (an instance
    that shuts down ends the stream with `retry: 500`). Every keep-alive
    interval it looks up the caller's games, so that an append whose
    announcement was lost still sends its `your_turn` or `game_over` (a
    `your_turn` may then repeat). Browsers open it
    with a stream ticket (`?ticket=`) instead of `Authorization`.

     A stream, not one response: read it with a Server-Sent Events client, as
    the SDK sessions' `notices` do, rather than a generated one-shot call.

    Args:
        ticket (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountResponse200 | Problem]
     """


    kwargs = _get_kwargs(
        ticket=ticket,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    ticket: str | Unset = UNSET,

) -> AccountResponse200 | Problem | None:
    """ Follow the caller's games: `game_started`, `your_turn` (the caller has
    become one who decides: once per turn) and `game_over` notices with
    `data: {"game": <id>, "seq": <n>}`, the notifications its webhooks get
    too. Not resumable: read the games list after reconnecting (an instance
    that shuts down ends the stream with `retry: 500`). Every keep-alive
    interval it looks up the caller's games, so that an append whose
    announcement was lost still sends its `your_turn` or `game_over` (a
    `your_turn` may then repeat). Browsers open it
    with a stream ticket (`?ticket=`) instead of `Authorization`.

     A stream, not one response: read it with a Server-Sent Events client, as
    the SDK sessions' `notices` do, rather than a generated one-shot call.

    Args:
        ticket (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountResponse200 | Problem
     """


    return sync_detailed(
        client=client,
ticket=ticket,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    ticket: str | Unset = UNSET,

) -> Response[AccountResponse200 | Problem]:
    """ Follow the caller's games: `game_started`, `your_turn` (the caller has
    become one who decides: once per turn) and `game_over` notices with
    `data: {"game": <id>, "seq": <n>}`, the notifications its webhooks get
    too. Not resumable: read the games list after reconnecting (an instance
    that shuts down ends the stream with `retry: 500`). Every keep-alive
    interval it looks up the caller's games, so that an append whose
    announcement was lost still sends its `your_turn` or `game_over` (a
    `your_turn` may then repeat). Browsers open it
    with a stream ticket (`?ticket=`) instead of `Authorization`.

     A stream, not one response: read it with a Server-Sent Events client, as
    the SDK sessions' `notices` do, rather than a generated one-shot call.

    Args:
        ticket (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountResponse200 | Problem]
     """


    kwargs = _get_kwargs(
        ticket=ticket,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    ticket: str | Unset = UNSET,

) -> AccountResponse200 | Problem | None:
    """ Follow the caller's games: `game_started`, `your_turn` (the caller has
    become one who decides: once per turn) and `game_over` notices with
    `data: {"game": <id>, "seq": <n>}`, the notifications its webhooks get
    too. Not resumable: read the games list after reconnecting (an instance
    that shuts down ends the stream with `retry: 500`). Every keep-alive
    interval it looks up the caller's games, so that an append whose
    announcement was lost still sends its `your_turn` or `game_over` (a
    `your_turn` may then repeat). Browsers open it
    with a stream ticket (`?ticket=`) instead of `Authorization`.

     A stream, not one response: read it with a Server-Sent Events client, as
    the SDK sessions' `notices` do, rather than a generated one-shot call.

    Args:
        ticket (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountResponse200 | Problem
     """


    return (await asyncio_detailed(
        client=client,
ticket=ticket,

    )).parsed
