from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.classic_command_request import ClassicCommandRequest
from ...models.classic_command_result import ClassicCommandResult
from ...models.disc_command_request import DiscCommandRequest
from ...models.disc_command_result import DiscCommandResult
from ...models.hg_command_request import HgCommandRequest
from ...models.hg_command_result import HgCommandResult
from ...models.mists_command_request import MistsCommandRequest
from ...models.mists_command_result import MistsCommandResult
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    body: ClassicCommandRequest | DiscCommandRequest | HgCommandRequest | MistsCommandRequest,
    if_match: None | str | Unset = UNSET,
    idempotency_key: None | str | Unset = UNSET,
    prefer: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(prefer, Unset):
        headers["Prefer"] = prefer



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/commands".format(id=quote(str(id), safe=""),),
    }

    
    if isinstance(body, ClassicCommandRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HgCommandRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DiscCommandRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_result_type_0 = ClassicCommandResult.from_dict(data)



                return componentsschemas_command_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_result_type_1 = HgCommandResult.from_dict(data)



                return componentsschemas_command_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_result_type_2 = DiscCommandResult.from_dict(data)



                return componentsschemas_command_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_command_result_type_3 = MistsCommandResult.from_dict(data)



            return componentsschemas_command_result_type_3

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())



        return response_412

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 428:
        response_428 = Problem.from_dict(response.json())



        return response_428

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult | Problem]:
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
    body: ClassicCommandRequest | DiscCommandRequest | HgCommandRequest | MistsCommandRequest,
    if_match: None | str | Unset = UNSET,
    idempotency_key: None | str | Unset = UNSET,
    prefer: None | str | Unset = UNSET,

) -> Response[ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult | Problem]:
    """ Apply a command of the player to move. It must name the game state it
    was made for: `expected_seq` in the body (stale → 409), or the game's
    ETag in `If-Match` (stale → 412); neither → 428. Chance's draws follow in
    the same response. With an `Idempotency-Key`, a retry returns the first
    response and applies nothing twice (keys are kept 24 hours).
    `Prefer: return=minimal` leaves the state out (`state` is null), for
    clients that do not read it; the response then says
    `Preference-Applied: return=minimal`.

    Args:
        id (UUID):
        if_match (None | str | Unset):
        idempotency_key (None | str | Unset):
        prefer (None | str | Unset):
        body (ClassicCommandRequest | DiscCommandRequest | HgCommandRequest |
            MistsCommandRequest): A command for the player to move. Example: {'command': {'rotation':
            0, 'type': 'place_tile', 'x': 1, 'y': 0}, 'expected_seq': 2, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,
prefer=prefer,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: ClassicCommandRequest | DiscCommandRequest | HgCommandRequest | MistsCommandRequest,
    if_match: None | str | Unset = UNSET,
    idempotency_key: None | str | Unset = UNSET,
    prefer: None | str | Unset = UNSET,

) -> ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult | Problem | None:
    """ Apply a command of the player to move. It must name the game state it
    was made for: `expected_seq` in the body (stale → 409), or the game's
    ETag in `If-Match` (stale → 412); neither → 428. Chance's draws follow in
    the same response. With an `Idempotency-Key`, a retry returns the first
    response and applies nothing twice (keys are kept 24 hours).
    `Prefer: return=minimal` leaves the state out (`state` is null), for
    clients that do not read it; the response then says
    `Preference-Applied: return=minimal`.

    Args:
        id (UUID):
        if_match (None | str | Unset):
        idempotency_key (None | str | Unset):
        prefer (None | str | Unset):
        body (ClassicCommandRequest | DiscCommandRequest | HgCommandRequest |
            MistsCommandRequest): A command for the player to move. Example: {'command': {'rotation':
            0, 'type': 'place_tile', 'x': 1, 'y': 0}, 'expected_seq': 2, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult | Problem
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,
prefer=prefer,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: ClassicCommandRequest | DiscCommandRequest | HgCommandRequest | MistsCommandRequest,
    if_match: None | str | Unset = UNSET,
    idempotency_key: None | str | Unset = UNSET,
    prefer: None | str | Unset = UNSET,

) -> Response[ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult | Problem]:
    """ Apply a command of the player to move. It must name the game state it
    was made for: `expected_seq` in the body (stale → 409), or the game's
    ETag in `If-Match` (stale → 412); neither → 428. Chance's draws follow in
    the same response. With an `Idempotency-Key`, a retry returns the first
    response and applies nothing twice (keys are kept 24 hours).
    `Prefer: return=minimal` leaves the state out (`state` is null), for
    clients that do not read it; the response then says
    `Preference-Applied: return=minimal`.

    Args:
        id (UUID):
        if_match (None | str | Unset):
        idempotency_key (None | str | Unset):
        prefer (None | str | Unset):
        body (ClassicCommandRequest | DiscCommandRequest | HgCommandRequest |
            MistsCommandRequest): A command for the player to move. Example: {'command': {'rotation':
            0, 'type': 'place_tile', 'x': 1, 'y': 0}, 'expected_seq': 2, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,
prefer=prefer,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: ClassicCommandRequest | DiscCommandRequest | HgCommandRequest | MistsCommandRequest,
    if_match: None | str | Unset = UNSET,
    idempotency_key: None | str | Unset = UNSET,
    prefer: None | str | Unset = UNSET,

) -> ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult | Problem | None:
    """ Apply a command of the player to move. It must name the game state it
    was made for: `expected_seq` in the body (stale → 409), or the game's
    ETag in `If-Match` (stale → 412); neither → 428. Chance's draws follow in
    the same response. With an `Idempotency-Key`, a retry returns the first
    response and applies nothing twice (keys are kept 24 hours).
    `Prefer: return=minimal` leaves the state out (`state` is null), for
    clients that do not read it; the response then says
    `Preference-Applied: return=minimal`.

    Args:
        id (UUID):
        if_match (None | str | Unset):
        idempotency_key (None | str | Unset):
        prefer (None | str | Unset):
        body (ClassicCommandRequest | DiscCommandRequest | HgCommandRequest |
            MistsCommandRequest): A command for the player to move. Example: {'command': {'rotation':
            0, 'type': 'place_tile', 'x': 1, 'y': 0}, 'expected_seq': 2, 'ruleset': 'classic'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicCommandResult | DiscCommandResult | HgCommandResult | MistsCommandResult | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,
prefer=prefer,

    )).parsed
