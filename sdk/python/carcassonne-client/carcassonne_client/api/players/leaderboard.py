from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.leaderboard_page import LeaderboardPage
from ...models.pool import Pool
from ...models.problem import Problem
from ...models.ruleset_id import RulesetId
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    ruleset: RulesetId,
    pool: Pool,
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/leaderboards/{ruleset}/{pool}".format(ruleset=quote(str(ruleset), safe=""),pool=quote(str(pool), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LeaderboardPage | Problem | None:
    if response.status_code == 200:
        response_200 = LeaderboardPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LeaderboardPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset: RulesetId,
    pool: Pool,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> Response[LeaderboardPage | Problem]:
    """ The leaderboard of a rule set's pool (`duel`: two players, Glicko-2;
    `multiplayer`: three to five, Weng-Lin), best first: the established
    ratings (10 rated games or more) of players who show their profile.

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).
        pool (Pool): The games a rating is kept for, within a rule set.
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LeaderboardPage | Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
pool=pool,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    ruleset: RulesetId,
    pool: Pool,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> LeaderboardPage | Problem | None:
    """ The leaderboard of a rule set's pool (`duel`: two players, Glicko-2;
    `multiplayer`: three to five, Weng-Lin), best first: the established
    ratings (10 rated games or more) of players who show their profile.

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).
        pool (Pool): The games a rating is kept for, within a rule set.
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LeaderboardPage | Problem
     """


    return sync_detailed(
        ruleset=ruleset,
pool=pool,
client=client,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    ruleset: RulesetId,
    pool: Pool,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> Response[LeaderboardPage | Problem]:
    """ The leaderboard of a rule set's pool (`duel`: two players, Glicko-2;
    `multiplayer`: three to five, Weng-Lin), best first: the established
    ratings (10 rated games or more) of players who show their profile.

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).
        pool (Pool): The games a rating is kept for, within a rule set.
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LeaderboardPage | Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
pool=pool,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    ruleset: RulesetId,
    pool: Pool,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> LeaderboardPage | Problem | None:
    """ The leaderboard of a rule set's pool (`duel`: two players, Glicko-2;
    `multiplayer`: three to five, Weng-Lin), best first: the established
    ratings (10 rated games or more) of players who show their profile.

    Args:
        ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).
        pool (Pool): The games a rating is kept for, within a rule set.
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LeaderboardPage | Problem
     """


    return (await asyncio_detailed(
        ruleset=ruleset,
pool=pool,
client=client,
cursor=cursor,
limit=limit,

    )).parsed
