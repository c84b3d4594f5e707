from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.classic_new_seek import ClassicNewSeek
from ...models.disc_new_seek import DiscNewSeek
from ...models.hg_new_seek import HgNewSeek
from ...models.mists_new_seek import MistsNewSeek
from ...models.problem import Problem
from ...models.seek import Seek
from typing import cast



def _get_kwargs(
    *,
    body: ClassicNewSeek | DiscNewSeek | HgNewSeek | MistsNewSeek,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/seeks",
    }

    
    if isinstance(body, ClassicNewSeek):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HgNewSeek):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DiscNewSeek):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Seek | None:
    if response.status_code == 201:
        response_201 = Seek.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Seek]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ClassicNewSeek | DiscNewSeek | HgNewSeek | MistsNewSeek,

) -> Response[Problem | Seek]:
    """ Ask to be paired for a game: a rule set with its options (`players`, 2
    to 5), a clock, rated or not, and the ratings accepted in the others.
    Seeks that ask for the same game and fit each other's rating ranges are
    matched oldest first, on whichever instance they arrive; when enough
    have come, the game is created and started, and each seeker hears
    `seek_matched` (data `{"seek": <id>, "game": <id>}`) and `game_started`.
    The answer is already `matched` when this seek completed a game. A seek
    expires unmatched; an account has at most 3 open.

    Args:
        body (ClassicNewSeek | DiscNewSeek | HgNewSeek | MistsNewSeek): A seek to make. Example:
            {'options': {'players': 2}, 'rated': True, 'rating_range': {'max': 1700, 'min': 1300},
            'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek]
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
    body: ClassicNewSeek | DiscNewSeek | HgNewSeek | MistsNewSeek,

) -> Problem | Seek | None:
    """ Ask to be paired for a game: a rule set with its options (`players`, 2
    to 5), a clock, rated or not, and the ratings accepted in the others.
    Seeks that ask for the same game and fit each other's rating ranges are
    matched oldest first, on whichever instance they arrive; when enough
    have come, the game is created and started, and each seeker hears
    `seek_matched` (data `{"seek": <id>, "game": <id>}`) and `game_started`.
    The answer is already `matched` when this seek completed a game. A seek
    expires unmatched; an account has at most 3 open.

    Args:
        body (ClassicNewSeek | DiscNewSeek | HgNewSeek | MistsNewSeek): A seek to make. Example:
            {'options': {'players': 2}, 'rated': True, 'rating_range': {'max': 1700, 'min': 1300},
            'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ClassicNewSeek | DiscNewSeek | HgNewSeek | MistsNewSeek,

) -> Response[Problem | Seek]:
    """ Ask to be paired for a game: a rule set with its options (`players`, 2
    to 5), a clock, rated or not, and the ratings accepted in the others.
    Seeks that ask for the same game and fit each other's rating ranges are
    matched oldest first, on whichever instance they arrive; when enough
    have come, the game is created and started, and each seeker hears
    `seek_matched` (data `{"seek": <id>, "game": <id>}`) and `game_started`.
    The answer is already `matched` when this seek completed a game. A seek
    expires unmatched; an account has at most 3 open.

    Args:
        body (ClassicNewSeek | DiscNewSeek | HgNewSeek | MistsNewSeek): A seek to make. Example:
            {'options': {'players': 2}, 'rated': True, 'rating_range': {'max': 1700, 'min': 1300},
            'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek]
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
    body: ClassicNewSeek | DiscNewSeek | HgNewSeek | MistsNewSeek,

) -> Problem | Seek | None:
    """ Ask to be paired for a game: a rule set with its options (`players`, 2
    to 5), a clock, rated or not, and the ratings accepted in the others.
    Seeks that ask for the same game and fit each other's rating ranges are
    matched oldest first, on whichever instance they arrive; when enough
    have come, the game is created and started, and each seeker hears
    `seek_matched` (data `{"seek": <id>, "game": <id>}`) and `game_started`.
    The answer is already `matched` when this seek completed a game. A seek
    expires unmatched; an account has at most 3 open.

    Args:
        body (ClassicNewSeek | DiscNewSeek | HgNewSeek | MistsNewSeek): A seek to make. Example:
            {'options': {'players': 2}, 'rated': True, 'rating_range': {'max': 1700, 'min': 1300},
            'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
