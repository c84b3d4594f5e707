from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.state_at import StateAt
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



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | StateAt:
    if response.status_code == 200:
        response_200 = StateAt.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | StateAt]:
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

) -> Response[Problem | StateAt]:
    """ The public state right after event `at`, for replays and analysis.

    Args:
        id (UUID):
        at (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StateAt]
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

) -> Problem | StateAt | None:
    """ The public state right after event `at`, for replays and analysis.

    Args:
        id (UUID):
        at (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StateAt
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

) -> Response[Problem | StateAt]:
    """ The public state right after event `at`, for replays and analysis.

    Args:
        id (UUID):
        at (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StateAt]
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

) -> Problem | StateAt | None:
    """ The public state right after event `at`, for replays and analysis.

    Args:
        id (UUID):
        at (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StateAt
     """


    return (await asyncio_detailed(
        id=id,
client=client,
at=at,

    )).parsed
