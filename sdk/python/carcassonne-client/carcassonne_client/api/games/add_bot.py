from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.add_bot import AddBot
from ...models.classic_game import ClassicGame
from ...models.disc_game import DiscGame
from ...models.hg_game import HgGame
from ...models.mists_game import MistsGame
from ...models.problem import Problem
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    body: AddBot,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/bots".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ClassicGame | DiscGame | HgGame | MistsGame | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> ClassicGame | DiscGame | HgGame | MistsGame:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_0 = ClassicGame.from_dict(data)



                return componentsschemas_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_1 = HgGame.from_dict(data)



                return componentsschemas_game_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_2 = DiscGame.from_dict(data)



                return componentsschemas_game_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_type_3 = MistsGame.from_dict(data)



            return componentsschemas_game_type_3

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

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]:
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
    body: AddBot,

) -> Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]:
    """ Seat a bot at an open game (creator only). Once the game runs, the
    service's bot workers play the bot's moves shortly after whatever hands
    it the turn (the start, a command, a resignation) is committed, never
    inside that request: watch the game's stream, or read the game, to see
    them. Each is appended like a player's command by the bot seat's own
    account (`players[].bot` names its level).

    Args:
        id (UUID):
        body (AddBot): A bot to seat at an open game. Example: {'level': 'greedy'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]
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
    body: AddBot,

) -> ClassicGame | DiscGame | HgGame | MistsGame | Problem | None:
    """ Seat a bot at an open game (creator only). Once the game runs, the
    service's bot workers play the bot's moves shortly after whatever hands
    it the turn (the start, a command, a resignation) is committed, never
    inside that request: watch the game's stream, or read the game, to see
    them. Each is appended like a player's command by the bot seat's own
    account (`players[].bot` names its level).

    Args:
        id (UUID):
        body (AddBot): A bot to seat at an open game. Example: {'level': 'greedy'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicGame | DiscGame | HgGame | MistsGame | Problem
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
    body: AddBot,

) -> Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]:
    """ Seat a bot at an open game (creator only). Once the game runs, the
    service's bot workers play the bot's moves shortly after whatever hands
    it the turn (the start, a command, a resignation) is committed, never
    inside that request: watch the game's stream, or read the game, to see
    them. Each is appended like a player's command by the bot seat's own
    account (`players[].bot` names its level).

    Args:
        id (UUID):
        body (AddBot): A bot to seat at an open game. Example: {'level': 'greedy'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassicGame | DiscGame | HgGame | MistsGame | Problem]
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
    body: AddBot,

) -> ClassicGame | DiscGame | HgGame | MistsGame | Problem | None:
    """ Seat a bot at an open game (creator only). Once the game runs, the
    service's bot workers play the bot's moves shortly after whatever hands
    it the turn (the start, a command, a resignation) is committed, never
    inside that request: watch the game's stream, or read the game, to see
    them. Each is appended like a player's command by the bot seat's own
    account (`players[].bot` names its level).

    Args:
        id (UUID):
        body (AddBot): A bot to seat at an open game. Example: {'level': 'greedy'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassicGame | DiscGame | HgGame | MistsGame | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
