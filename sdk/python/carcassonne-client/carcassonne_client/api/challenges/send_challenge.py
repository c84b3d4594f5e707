from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge import Challenge
from ...models.new_challenge import NewChallenge
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: NewChallenge,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/challenges",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Challenge | Problem | None:
    if response.status_code == 201:
        response_201 = Challenge.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Challenge | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: NewChallenge,

) -> Response[Challenge | Problem]:
    """ Challenge named accounts to a game: its rule set, options, clock,
    spectators, seat order and whether it is rated, as `POST /v1/games`
    takes them. Each challenged account hears of it (`challenged` on its
    account stream and webhooks) and accepts or declines; when every one
    has accepted, the game is created and started, and everyone hears
    `game_started`. A challenge expires unanswered after
    `expires_in_seconds`; an account has at most 10 pending at once.

    Args:
        body (NewChallenge): A challenge to send. Example: {'game': {'options': {'players': 2},
            'rated': True, 'ruleset': 'classic'}, 'players': ['bob']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: NewChallenge,

) -> Challenge | Problem | None:
    """ Challenge named accounts to a game: its rule set, options, clock,
    spectators, seat order and whether it is rated, as `POST /v1/games`
    takes them. Each challenged account hears of it (`challenged` on its
    account stream and webhooks) and accepts or declines; when every one
    has accepted, the game is created and started, and everyone hears
    `game_started`. A challenge expires unanswered after
    `expires_in_seconds`; an account has at most 10 pending at once.

    Args:
        body (NewChallenge): A challenge to send. Example: {'game': {'options': {'players': 2},
            'rated': True, 'ruleset': 'classic'}, 'players': ['bob']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: NewChallenge,

) -> Response[Challenge | Problem]:
    """ Challenge named accounts to a game: its rule set, options, clock,
    spectators, seat order and whether it is rated, as `POST /v1/games`
    takes them. Each challenged account hears of it (`challenged` on its
    account stream and webhooks) and accepts or declines; when every one
    has accepted, the game is created and started, and everyone hears
    `game_started`. A challenge expires unanswered after
    `expires_in_seconds`; an account has at most 10 pending at once.

    Args:
        body (NewChallenge): A challenge to send. Example: {'game': {'options': {'players': 2},
            'rated': True, 'ruleset': 'classic'}, 'players': ['bob']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: NewChallenge,

) -> Challenge | Problem | None:
    """ Challenge named accounts to a game: its rule set, options, clock,
    spectators, seat order and whether it is rated, as `POST /v1/games`
    takes them. Each challenged account hears of it (`challenged` on its
    account stream and webhooks) and accepts or declines; when every one
    has accepted, the game is created and started, and everyone hears
    `game_started`. A challenge expires unanswered after
    `expires_in_seconds`; an account has at most 10 pending at once.

    Args:
        body (NewChallenge): A challenge to send. Example: {'game': {'options': {'players': 2},
            'rated': True, 'ruleset': 'classic'}, 'players': ['bob']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
