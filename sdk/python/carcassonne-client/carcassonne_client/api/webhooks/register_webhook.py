from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.created_webhook_endpoint import CreatedWebhookEndpoint
from ...models.problem import Problem
from ...models.webhook_registration import WebhookRegistration
from typing import cast



def _get_kwargs(
    *,
    body: WebhookRegistration,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/me/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedWebhookEndpoint | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedWebhookEndpoint.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedWebhookEndpoint | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookRegistration,

) -> Response[CreatedWebhookEndpoint | Problem]:
    """ Register a webhook endpoint: the service posts the caller's
    notifications there (`game_started`, `your_turn`, `game_over`), signed
    as Standard Webhooks says (`webhook-id`, `webhook-timestamp`,
    `webhook-signature`) with the secret in this answer, which is not shown
    again. The body of each delivery is a `WebhookMessage`. A delivery that
    does not get a 2xx answer within the timeout is retried with
    exponential backoff, then given up; an endpoint whose deliveries keep
    failing is disabled, and says why.

    Args:
        body (WebhookRegistration): An endpoint to register.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedWebhookEndpoint | Problem]
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
    body: WebhookRegistration,

) -> CreatedWebhookEndpoint | Problem | None:
    """ Register a webhook endpoint: the service posts the caller's
    notifications there (`game_started`, `your_turn`, `game_over`), signed
    as Standard Webhooks says (`webhook-id`, `webhook-timestamp`,
    `webhook-signature`) with the secret in this answer, which is not shown
    again. The body of each delivery is a `WebhookMessage`. A delivery that
    does not get a 2xx answer within the timeout is retried with
    exponential backoff, then given up; an endpoint whose deliveries keep
    failing is disabled, and says why.

    Args:
        body (WebhookRegistration): An endpoint to register.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedWebhookEndpoint | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookRegistration,

) -> Response[CreatedWebhookEndpoint | Problem]:
    """ Register a webhook endpoint: the service posts the caller's
    notifications there (`game_started`, `your_turn`, `game_over`), signed
    as Standard Webhooks says (`webhook-id`, `webhook-timestamp`,
    `webhook-signature`) with the secret in this answer, which is not shown
    again. The body of each delivery is a `WebhookMessage`. A delivery that
    does not get a 2xx answer within the timeout is retried with
    exponential backoff, then given up; an endpoint whose deliveries keep
    failing is disabled, and says why.

    Args:
        body (WebhookRegistration): An endpoint to register.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedWebhookEndpoint | Problem]
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
    body: WebhookRegistration,

) -> CreatedWebhookEndpoint | Problem | None:
    """ Register a webhook endpoint: the service posts the caller's
    notifications there (`game_started`, `your_turn`, `game_over`), signed
    as Standard Webhooks says (`webhook-id`, `webhook-timestamp`,
    `webhook-signature`) with the secret in this answer, which is not shown
    again. The body of each delivery is a `WebhookMessage`. A delivery that
    does not get a 2xx answer within the timeout is retried with
    exponential backoff, then given up; an endpoint whose deliveries keep
    failing is disabled, and says why.

    Args:
        body (WebhookRegistration): An endpoint to register.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedWebhookEndpoint | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
