from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.ruleset_id import RulesetId
from typing import cast



def _get_kwargs(
    ruleset: RulesetId,
    family: str,
    name: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rulesets/{ruleset}/tiles/{family}/{name}.svg".format(ruleset=quote(str(ruleset), safe=""),family=quote(str(family), safe=""),name=quote(str(name), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | None:
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset: RulesetId,
    family: str,
    name: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem]:
    """ One tile at rotation 0 as an SVG picture, each region's index drawn at
    its anchor (the point the catalog gives as `anchor`).

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).
        family (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
family=family,
name=name,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    ruleset: RulesetId,
    family: str,
    name: str,
    *,
    client: AuthenticatedClient | Client,

) -> Problem | None:
    """ One tile at rotation 0 as an SVG picture, each region's index drawn at
    its anchor (the point the catalog gives as `anchor`).

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).
        family (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
     """


    return sync_detailed(
        ruleset=ruleset,
family=family,
name=name,
client=client,

    ).parsed

async def asyncio_detailed(
    ruleset: RulesetId,
    family: str,
    name: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem]:
    """ One tile at rotation 0 as an SVG picture, each region's index drawn at
    its anchor (the point the catalog gives as `anchor`).

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).
        family (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
family=family,
name=name,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    ruleset: RulesetId,
    family: str,
    name: str,
    *,
    client: AuthenticatedClient | Client,

) -> Problem | None:
    """ One tile at rotation 0 as an SVG picture, each region's index drawn at
    its anchor (the point the catalog gives as `anchor`).

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).
        family (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
     """


    return (await asyncio_detailed(
        ruleset=ruleset,
family=family,
name=name,
client=client,

    )).parsed
