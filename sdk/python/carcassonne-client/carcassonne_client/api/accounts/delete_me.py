from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_deletion import AccountDeletion
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: AccountDeletion,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/me",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())



        return response_408

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AccountDeletion,

) -> Response[Any | Problem]:
    """ Delete the signed-in account, confirmed by its password. Its open games
    are cancelled (its own) or left, its seats in running games resign, and
    every session ends. Its personal data (username, password, display name)
    is erased; its seats stay in every game as "deleted player #<id>", so no
    game's log changes and finished games stay replayable and importable.

    Args:
        body (AccountDeletion): The confirmation of an account's deletion. Example: {'password':
            'correct horse battery'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: AccountDeletion,

) -> Any | Problem | None:
    """ Delete the signed-in account, confirmed by its password. Its open games
    are cancelled (its own) or left, its seats in running games resign, and
    every session ends. Its personal data (username, password, display name)
    is erased; its seats stay in every game as "deleted player #<id>", so no
    game's log changes and finished games stay replayable and importable.

    Args:
        body (AccountDeletion): The confirmation of an account's deletion. Example: {'password':
            'correct horse battery'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AccountDeletion,

) -> Response[Any | Problem]:
    """ Delete the signed-in account, confirmed by its password. Its open games
    are cancelled (its own) or left, its seats in running games resign, and
    every session ends. Its personal data (username, password, display name)
    is erased; its seats stay in every game as "deleted player #<id>", so no
    game's log changes and finished games stay replayable and importable.

    Args:
        body (AccountDeletion): The confirmation of an account's deletion. Example: {'password':
            'correct horse battery'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AccountDeletion,

) -> Any | Problem | None:
    """ Delete the signed-in account, confirmed by its password. Its open games
    are cancelled (its own) or left, its seats in running games resign, and
    every session ends. Its personal data (username, password, display name)
    is erased; its seats stay in every game as "deleted player #<id>", so no
    game's log changes and finished games stay replayable and importable.

    Args:
        body (AccountDeletion): The confirmation of an account's deletion. Example: {'password':
            'correct horse battery'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
