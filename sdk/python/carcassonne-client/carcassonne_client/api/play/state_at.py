from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.classic_state_at import ClassicStateAt
from ...models.disc_state_at import DiscStateAt
from ...models.hg_state_at import HgStateAt
from ...models.mists_state_at import MistsStateAt
from ...models.problem import Problem
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    at: int,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["at"] = at


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}/state".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_at_type_0 = ClassicStateAt.from_dict(data)



                return componentsschemas_state_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_at_type_1 = HgStateAt.from_dict(data)



                return componentsschemas_state_at_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_at_type_2 = DiscStateAt.from_dict(data)



                return componentsschemas_state_at_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_state_at_type_3 = MistsStateAt.from_dict(data)



            return componentsschemas_state_at_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt | Problem]:
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
    at: int,

) -> Response[ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt | Problem]:
    """ The public state right after event `at`, and that event with what
    followed from it, for replays and analysis.

    Args:
        id (UUID):
        at (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
at=at,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    at: int,

) -> ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt | Problem | None:
    """ The public state right after event `at`, and that event with what
    followed from it, for replays and analysis.

    Args:
        id (UUID):
        at (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt | Problem
     """


    return sync_detailed(
        id=id,
client=client,
at=at,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    at: int,

) -> Response[ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt | Problem]:
    """ The public state right after event `at`, and that event with what
    followed from it, for replays and analysis.

    Args:
        id (UUID):
        at (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
at=at,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    at: int,

) -> ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt | Problem | None:
    """ The public state right after event `at`, and that event with what
    followed from it, for replays and analysis.

    Args:
        id (UUID):
        at (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicStateAt | DiscStateAt | HgStateAt | MistsStateAt | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
at=at,

    )).parsed
