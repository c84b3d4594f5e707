from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.classic_legal_moves_response import ClassicLegalMovesResponse
from ...models.disc_legal_moves_response import DiscLegalMovesResponse
from ...models.hg_legal_moves_response import HgLegalMovesResponse
from ...models.legal_forms import LegalForms
from ...models.mists_legal_moves_response import MistsLegalMovesResponse
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    include: LegalForms | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    json_include: str | Unset = UNSET
    if not isinstance(include, Unset):
        json_include = include.value

    params["include"] = json_include


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}/legal-moves".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_response_type_0 = ClassicLegalMovesResponse.from_dict(data)



                return componentsschemas_legal_moves_response_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_response_type_1 = HgLegalMovesResponse.from_dict(data)



                return componentsschemas_legal_moves_response_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_response_type_2 = DiscLegalMovesResponse.from_dict(data)



                return componentsschemas_legal_moves_response_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_legal_moves_response_type_3 = MistsLegalMovesResponse.from_dict(data)



            return componentsschemas_legal_moves_response_type_3

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse | Problem]:
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
    include: LegalForms | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse | Problem]:
    """ The legal moves of the current turn for the caller: every legal tile
    placement with the figures it would allow, or the figure options of the
    tile just placed, and the same choices as ready commands. Others get no
    moves and the reason. Carries the game's `ETag`; `If-None-Match`
    answers 304.

    Args:
        id (UUID):
        include (LegalForms | Unset): Which forms of the legal moves to send: `moves` and
            `commands` (the
            default), or one form for a client that uses only that one. The compact
            forms: `commands`, one ready command per choice, without the figure
            options each placement would allow (they come with the next decision);
            `grouped`, the moves with each cell's placements that allow the same
            merged into one entry listing their `rotations`.
        if_none_match (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
include=include,
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
    include: LegalForms | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,

) -> Any | ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse | Problem | None:
    """ The legal moves of the current turn for the caller: every legal tile
    placement with the figures it would allow, or the figure options of the
    tile just placed, and the same choices as ready commands. Others get no
    moves and the reason. Carries the game's `ETag`; `If-None-Match`
    answers 304.

    Args:
        id (UUID):
        include (LegalForms | Unset): Which forms of the legal moves to send: `moves` and
            `commands` (the
            default), or one form for a client that uses only that one. The compact
            forms: `commands`, one ready command per choice, without the figure
            options each placement would allow (they come with the next decision);
            `grouped`, the moves with each cell's placements that allow the same
            merged into one entry listing their `rotations`.
        if_none_match (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse | Problem
     """


    return sync_detailed(
        id=id,
client=client,
include=include,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    include: LegalForms | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,

) -> Response[Any | ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse | Problem]:
    """ The legal moves of the current turn for the caller: every legal tile
    placement with the figures it would allow, or the figure options of the
    tile just placed, and the same choices as ready commands. Others get no
    moves and the reason. Carries the game's `ETag`; `If-None-Match`
    answers 304.

    Args:
        id (UUID):
        include (LegalForms | Unset): Which forms of the legal moves to send: `moves` and
            `commands` (the
            default), or one form for a client that uses only that one. The compact
            forms: `commands`, one ready command per choice, without the figure
            options each placement would allow (they come with the next decision);
            `grouped`, the moves with each cell's placements that allow the same
            merged into one entry listing their `rotations`.
        if_none_match (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
include=include,
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
    include: LegalForms | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,

) -> Any | ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse | Problem | None:
    """ The legal moves of the current turn for the caller: every legal tile
    placement with the figures it would allow, or the figure options of the
    tile just placed, and the same choices as ready commands. Others get no
    moves and the reason. Carries the game's `ETag`; `If-None-Match`
    answers 304.

    Args:
        id (UUID):
        include (LegalForms | Unset): Which forms of the legal moves to send: `moves` and
            `commands` (the
            default), or one form for a client that uses only that one. The compact
            forms: `commands`, one ready command per choice, without the figure
            options each placement would allow (they come with the next decision);
            `grouped`, the moves with each cell's placements that allow the same
            merged into one entry listing their `rotations`.
        if_none_match (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ClassicLegalMovesResponse | DiscLegalMovesResponse | HgLegalMovesResponse | MistsLegalMovesResponse | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
include=include,
if_none_match=if_none_match,

    )).parsed
