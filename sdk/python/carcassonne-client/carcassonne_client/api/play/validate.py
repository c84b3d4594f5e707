from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.classic_validate_request import ClassicValidateRequest
from ...models.disc_validate_request import DiscValidateRequest
from ...models.hg_validate_request import HgValidateRequest
from ...models.mists_validate_request import MistsValidateRequest
from ...models.problem import Problem
from ...models.validation import Validation
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    body: ClassicValidateRequest | DiscValidateRequest | HgValidateRequest | MistsValidateRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/commands/validate".format(id=quote(str(id), safe=""),),
    }

    
    if isinstance(body, ClassicValidateRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HgValidateRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DiscValidateRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Validation | None:
    if response.status_code == 200:
        response_200 = Validation.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Validation]:
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
    body: ClassicValidateRequest | DiscValidateRequest | HgValidateRequest | MistsValidateRequest,

) -> Response[Problem | Validation]:
    """ Check a command without applying it: legal, or the rule that forbids it.

    Args:
        id (UUID):
        body (ClassicValidateRequest | DiscValidateRequest | HgValidateRequest |
            MistsValidateRequest): A command to check without applying it. Example: {'command':
            {'type': 'skip_figure'}, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Validation]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: ClassicValidateRequest | DiscValidateRequest | HgValidateRequest | MistsValidateRequest,

) -> Problem | Validation | None:
    """ Check a command without applying it: legal, or the rule that forbids it.

    Args:
        id (UUID):
        body (ClassicValidateRequest | DiscValidateRequest | HgValidateRequest |
            MistsValidateRequest): A command to check without applying it. Example: {'command':
            {'type': 'skip_figure'}, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Validation
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: ClassicValidateRequest | DiscValidateRequest | HgValidateRequest | MistsValidateRequest,

) -> Response[Problem | Validation]:
    """ Check a command without applying it: legal, or the rule that forbids it.

    Args:
        id (UUID):
        body (ClassicValidateRequest | DiscValidateRequest | HgValidateRequest |
            MistsValidateRequest): A command to check without applying it. Example: {'command':
            {'type': 'skip_figure'}, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Validation]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: ClassicValidateRequest | DiscValidateRequest | HgValidateRequest | MistsValidateRequest,

) -> Problem | Validation | None:
    """ Check a command without applying it: legal, or the rule that forbids it.

    Args:
        id (UUID):
        body (ClassicValidateRequest | DiscValidateRequest | HgValidateRequest |
            MistsValidateRequest): A command to check without applying it. Example: {'command':
            {'type': 'skip_figure'}, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Validation
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
