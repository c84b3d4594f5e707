from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    idempotency_key: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/claim-timeout".format(id=quote(str(id), safe=""),),
    }


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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem]:
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
    idempotency_key: None | str | Unset = UNSET,

) -> Response[Any | Problem]:
    """ Claim the time of the seat to move, which ran out (games with a
    `clock`): any other seated player who has not resigned may. The seat
    resigns, its resignation appended by the claimer, or, with the clock's
    `on_timeout`, a bot of that level takes the seat over and moves for it
    (by the service's bot workers, shortly after: watch the stream). Of a
    claim and the timed-out player's own move at the deadline, exactly one
    wins (the other gets 409). With an `Idempotency-Key`, a retry gets the
    first answer (keys are kept 24 hours).

    Args:
        id (UUID):
        idempotency_key (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: None | str | Unset = UNSET,

) -> Any | Problem | None:
    """ Claim the time of the seat to move, which ran out (games with a
    `clock`): any other seated player who has not resigned may. The seat
    resigns, its resignation appended by the claimer, or, with the clock's
    `on_timeout`, a bot of that level takes the seat over and moves for it
    (by the service's bot workers, shortly after: watch the stream). Of a
    claim and the timed-out player's own move at the deadline, exactly one
    wins (the other gets 409). With an `Idempotency-Key`, a retry gets the
    first answer (keys are kept 24 hours).

    Args:
        id (UUID):
        idempotency_key (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
     """


    return sync_detailed(
        id=id,
client=client,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[Any | Problem]:
    """ Claim the time of the seat to move, which ran out (games with a
    `clock`): any other seated player who has not resigned may. The seat
    resigns, its resignation appended by the claimer, or, with the clock's
    `on_timeout`, a bot of that level takes the seat over and moves for it
    (by the service's bot workers, shortly after: watch the stream). Of a
    claim and the timed-out player's own move at the deadline, exactly one
    wins (the other gets 409). With an `Idempotency-Key`, a retry gets the
    first answer (keys are kept 24 hours).

    Args:
        id (UUID):
        idempotency_key (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: None | str | Unset = UNSET,

) -> Any | Problem | None:
    """ Claim the time of the seat to move, which ran out (games with a
    `clock`): any other seated player who has not resigned may. The seat
    resigns, its resignation appended by the claimer, or, with the clock's
    `on_timeout`, a bot of that level takes the seat over and moves for it
    (by the service's bot workers, shortly after: watch the stream). Of a
    claim and the timed-out player's own move at the deadline, exactly one
    wins (the other gets 409). With an `Idempotency-Key`, a retry gets the
    first answer (keys are kept 24 hours).

    Args:
        id (UUID):
        idempotency_key (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
idempotency_key=idempotency_key,

    )).parsed
