from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.classic_analysis import ClassicAnalysis
from ...models.disc_analysis import DiscAnalysis
from ...models.hg_analysis import HgAnalysis
from ...models.mists_analysis import MistsAnalysis
from ...models.problem import Problem
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}/analysis".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_analysis_type_0 = ClassicAnalysis.from_dict(data)



                return componentsschemas_analysis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_analysis_type_1 = HgAnalysis.from_dict(data)



                return componentsschemas_analysis_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_analysis_type_2 = DiscAnalysis.from_dict(data)



                return componentsschemas_analysis_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_analysis_type_3 = MistsAnalysis.from_dict(data)



            return componentsschemas_analysis_type_3

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis | Problem]:
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

) -> Response[ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis | Problem]:
    """ A game's analysis as it stands: `queued`, `running` (the decisions
    judged so far) or `done` (it no longer changes), with each seat's
    accuracy.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis | Problem]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis | Problem | None:
    """ A game's analysis as it stands: `queued`, `running` (the decisions
    judged so far) or `done` (it no longer changes), with each seat's
    accuracy.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis | Problem
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis | Problem]:
    """ A game's analysis as it stands: `queued`, `running` (the decisions
    judged so far) or `done` (it no longer changes), with each seat's
    accuracy.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis | Problem]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis | Problem | None:
    """ A game's analysis as it stands: `queued`, `running` (the decisions
    judged so far) or `done` (it no longer changes), with each seat's
    accuracy.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicAnalysis | DiscAnalysis | HgAnalysis | MistsAnalysis | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
