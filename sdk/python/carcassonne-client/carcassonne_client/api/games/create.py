from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.classic_create_game import ClassicCreateGame
from ...models.classic_game import ClassicGame
from ...models.disc_create_game import DiscCreateGame
from ...models.disc_game import DiscGame
from ...models.hg_create_game import HgCreateGame
from ...models.hg_game import HgGame
from ...models.mists_create_game import MistsCreateGame
from ...models.mists_game import MistsGame
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame,
    idempotency_key: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    
    if isinstance(body, ClassicCreateGame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HgCreateGame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DiscCreateGame):
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
    body: ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]:
    """ Create a game; the creator takes a seat. With an `Idempotency-Key`, a
    retry of the same request returns the first response and creates
    nothing more (keys are kept 24 hours).

    Args:
        idempotency_key (None | str | Unset):
        body (ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame): A new game.
            Example: {'options': {'players': 2}, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame,
    idempotency_key: None | str | Unset = UNSET,

) -> ClassicGame | DiscGame | HgGame | MistsGame | Problem | None:
    """ Create a game; the creator takes a seat. With an `Idempotency-Key`, a
    retry of the same request returns the first response and creates
    nothing more (keys are kept 24 hours).

    Args:
        idempotency_key (None | str | Unset):
        body (ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame): A new game.
            Example: {'options': {'players': 2}, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicGame | DiscGame | HgGame | MistsGame | Problem
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]:
    """ Create a game; the creator takes a seat. With an `Idempotency-Key`, a
    retry of the same request returns the first response and creates
    nothing more (keys are kept 24 hours).

    Args:
        idempotency_key (None | str | Unset):
        body (ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame): A new game.
            Example: {'options': {'players': 2}, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame,
    idempotency_key: None | str | Unset = UNSET,

) -> ClassicGame | DiscGame | HgGame | MistsGame | Problem | None:
    """ Create a game; the creator takes a seat. With an `Idempotency-Key`, a
    retry of the same request returns the first response and creates
    nothing more (keys are kept 24 hours).

    Args:
        idempotency_key (None | str | Unset):
        body (ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame): A new game.
            Example: {'options': {'players': 2}, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicGame | DiscGame | HgGame | MistsGame | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
