from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.classic_game import ClassicGame
from ...models.classic_game_export import ClassicGameExport
from ...models.disc_game import DiscGame
from ...models.disc_game_export import DiscGameExport
from ...models.hg_game import HgGame
from ...models.hg_game_export import HgGameExport
from ...models.mists_game import MistsGame
from ...models.mists_game_export import MistsGameExport
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: ClassicGameExport | DiscGameExport | HgGameExport | MistsGameExport,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/import",
    }

    
    if isinstance(body, ClassicGameExport):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HgGameExport):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DiscGameExport):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ClassicGame | DiscGame | HgGame | MistsGame | Problem | None:
    if response.status_code == 201:
        def _parse_response_201(data: object) -> ClassicGame | DiscGame | HgGame | MistsGame:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_0 = ClassicGame.from_dict(data)



                return componentsschemas_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_1 = HgGame.from_dict(data)



                return componentsschemas_game_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_2 = DiscGame.from_dict(data)



                return componentsschemas_game_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_type_3 = MistsGame.from_dict(data)



            return componentsschemas_game_type_3

        response_201 = _parse_response_201(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ClassicGameExport | DiscGameExport | HgGameExport | MistsGameExport,

) -> Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]:
    """ Import an exported game as a new finished game of the caller.

    Args:
        body (ClassicGameExport | DiscGameExport | HgGameExport | MistsGameExport): A self-
            contained record of a finished game: importing it replays to the
            same final state.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]
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
    body: ClassicGameExport | DiscGameExport | HgGameExport | MistsGameExport,

) -> ClassicGame | DiscGame | HgGame | MistsGame | Problem | None:
    """ Import an exported game as a new finished game of the caller.

    Args:
        body (ClassicGameExport | DiscGameExport | HgGameExport | MistsGameExport): A self-
            contained record of a finished game: importing it replays to the
            same final state.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicGame | DiscGame | HgGame | MistsGame | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ClassicGameExport | DiscGameExport | HgGameExport | MistsGameExport,

) -> Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]:
    """ Import an exported game as a new finished game of the caller.

    Args:
        body (ClassicGameExport | DiscGameExport | HgGameExport | MistsGameExport): A self-
            contained record of a finished game: importing it replays to the
            same final state.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]
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
    body: ClassicGameExport | DiscGameExport | HgGameExport | MistsGameExport,

) -> ClassicGame | DiscGame | HgGame | MistsGame | Problem | None:
    """ Import an exported game as a new finished game of the caller.

    Args:
        body (ClassicGameExport | DiscGameExport | HgGameExport | MistsGameExport): A self-
            contained record of a finished game: importing it replays to the
            same final state.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicGame | DiscGame | HgGame | MistsGame | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
