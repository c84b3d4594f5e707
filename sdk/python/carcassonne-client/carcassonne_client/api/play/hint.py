from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.classic_hint import ClassicHint
from ...models.disc_hint import DiscHint
from ...models.hg_hint import HgHint
from ...models.level import Level
from ...models.mists_hint import MistsHint
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    level: Level | Unset = UNSET,
    top: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_level: str | Unset = UNSET
    if not isinstance(level, Unset):
        json_level = level.value

    params["level"] = json_level

    params["top"] = top


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}/hint".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ClassicHint | DiscHint | HgHint | MistsHint | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> ClassicHint | DiscHint | HgHint | MistsHint:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hint_type_0 = ClassicHint.from_dict(data)



                return componentsschemas_hint_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hint_type_1 = HgHint.from_dict(data)



                return componentsschemas_hint_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hint_type_2 = DiscHint.from_dict(data)



                return componentsschemas_hint_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_hint_type_3 = MistsHint.from_dict(data)



            return componentsschemas_hint_type_3

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ClassicHint | DiscHint | HgHint | MistsHint | Problem]:
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
    level: Level | Unset = UNSET,
    top: int | Unset = UNSET,

) -> Response[ClassicHint | DiscHint | HgHint | MistsHint | Problem]:
    """ The move a bot of `level` would make now for the caller, with its
    estimate; only to the player to move (in the co-operative game, to any
    member of the team that may decide). Hints are rate limited per account
    (each costs up to a bot's thinking time). A rated game gets none while
    it runs, for anyone (403 `no_engine_help`).

    Args:
        id (UUID):
        level (Level | Unset): How well a bot plays.
        top (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicHint | DiscHint | HgHint | MistsHint | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
level=level,
top=top,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    level: Level | Unset = UNSET,
    top: int | Unset = UNSET,

) -> ClassicHint | DiscHint | HgHint | MistsHint | Problem | None:
    """ The move a bot of `level` would make now for the caller, with its
    estimate; only to the player to move (in the co-operative game, to any
    member of the team that may decide). Hints are rate limited per account
    (each costs up to a bot's thinking time). A rated game gets none while
    it runs, for anyone (403 `no_engine_help`).

    Args:
        id (UUID):
        level (Level | Unset): How well a bot plays.
        top (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicHint | DiscHint | HgHint | MistsHint | Problem
     """


    return sync_detailed(
        id=id,
client=client,
level=level,
top=top,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    level: Level | Unset = UNSET,
    top: int | Unset = UNSET,

) -> Response[ClassicHint | DiscHint | HgHint | MistsHint | Problem]:
    """ The move a bot of `level` would make now for the caller, with its
    estimate; only to the player to move (in the co-operative game, to any
    member of the team that may decide). Hints are rate limited per account
    (each costs up to a bot's thinking time). A rated game gets none while
    it runs, for anyone (403 `no_engine_help`).

    Args:
        id (UUID):
        level (Level | Unset): How well a bot plays.
        top (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicHint | DiscHint | HgHint | MistsHint | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
level=level,
top=top,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    level: Level | Unset = UNSET,
    top: int | Unset = UNSET,

) -> ClassicHint | DiscHint | HgHint | MistsHint | Problem | None:
    """ The move a bot of `level` would make now for the caller, with its
    estimate; only to the player to move (in the co-operative game, to any
    member of the team that may decide). Hints are rate limited per account
    (each costs up to a bot's thinking time). A rated game gets none while
    it runs, for anyone (403 `no_engine_help`).

    Args:
        id (UUID):
        level (Level | Unset): How well a bot plays.
        top (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicHint | DiscHint | HgHint | MistsHint | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
level=level,
top=top,

    )).parsed
