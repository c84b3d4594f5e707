from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.classic_game import ClassicGame
from ...models.disc_game import DiscGame
from ...models.hg_game import HgGame
from ...models.mists_game import MistsGame
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    min_seq: int | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    params["min_seq"] = min_seq


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ClassicGame | DiscGame | HgGame | MistsGame | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> ClassicGame | DiscGame | HgGame | MistsGame:
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

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ClassicGame | DiscGame | HgGame | MistsGame | Problem]:
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
    min_seq: int | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | ClassicGame | DiscGame | HgGame | MistsGame | Problem]:
    """ A game with its public state; anyone signed in may read it unless it
    is closed to spectators. Carries an `ETag`; `If-None-Match` with it
    answers 304 without a body (cheap polling). May come from a standby a
    moment behind the primary, never behind the version the client names
    (`min_seq`, `If-None-Match`).

    Args:
        id (UUID):
        min_seq (int | Unset):
        if_none_match (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ClassicGame | DiscGame | HgGame | MistsGame | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
min_seq=min_seq,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    min_seq: int | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,

) -> Any | ClassicGame | DiscGame | HgGame | MistsGame | Problem | None:
    """ A game with its public state; anyone signed in may read it unless it
    is closed to spectators. Carries an `ETag`; `If-None-Match` with it
    answers 304 without a body (cheap polling). May come from a standby a
    moment behind the primary, never behind the version the client names
    (`min_seq`, `If-None-Match`).

    Args:
        id (UUID):
        min_seq (int | Unset):
        if_none_match (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ClassicGame | DiscGame | HgGame | MistsGame | Problem
     """


    return sync_detailed(
        id=id,
client=client,
min_seq=min_seq,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    min_seq: int | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | ClassicGame | DiscGame | HgGame | MistsGame | Problem]:
    """ A game with its public state; anyone signed in may read it unless it
    is closed to spectators. Carries an `ETag`; `If-None-Match` with it
    answers 304 without a body (cheap polling). May come from a standby a
    moment behind the primary, never behind the version the client names
    (`min_seq`, `If-None-Match`).

    Args:
        id (UUID):
        min_seq (int | Unset):
        if_none_match (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ClassicGame | DiscGame | HgGame | MistsGame | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
min_seq=min_seq,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    min_seq: int | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,

) -> Any | ClassicGame | DiscGame | HgGame | MistsGame | Problem | None:
    """ A game with its public state; anyone signed in may read it unless it
    is closed to spectators. Carries an `ETag`; `If-None-Match` with it
    answers 304 without a body (cheap polling). May come from a standby a
    moment behind the primary, never behind the version the client names
    (`min_seq`, `If-None-Match`).

    Args:
        id (UUID):
        min_seq (int | Unset):
        if_none_match (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ClassicGame | DiscGame | HgGame | MistsGame | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
min_seq=min_seq,
if_none_match=if_none_match,

    )).parsed
