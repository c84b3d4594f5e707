from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.ruleset_id import RulesetId
from ...models.tile_catalog import TileCatalog
from typing import cast



def _get_kwargs(
    ruleset: RulesetId,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rulesets/{ruleset}/tiles".format(ruleset=quote(str(ruleset), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TileCatalog | None:
    if response.status_code == 200:
        response_200 = TileCatalog.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())



        return response_431

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | TileCatalog]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset: RulesetId,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | TileCatalog]:
    """ The tile catalog of a rule set: tile ids, edges and regions, so that
    clients can draw tiles and name regions.

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TileCatalog]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    ruleset: RulesetId,
    *,
    client: AuthenticatedClient | Client,

) -> Problem | TileCatalog | None:
    """ The tile catalog of a rule set: tile ids, edges and regions, so that
    clients can draw tiles and name regions.

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TileCatalog
     """


    return sync_detailed(
        ruleset=ruleset,
client=client,

    ).parsed

async def asyncio_detailed(
    ruleset: RulesetId,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | TileCatalog]:
    """ The tile catalog of a rule set: tile ids, edges and regions, so that
    clients can draw tiles and name regions.

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TileCatalog]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    ruleset: RulesetId,
    *,
    client: AuthenticatedClient | Client,

) -> Problem | TileCatalog | None:
    """ The tile catalog of a rule set: tile ids, edges and regions, so that
    clients can draw tiles and name regions.

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TileCatalog
     """


    return (await asyncio_detailed(
        ruleset=ruleset,
client=client,

    )).parsed
