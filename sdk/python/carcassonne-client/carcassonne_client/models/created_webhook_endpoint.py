from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.webhook_endpoint import WebhookEndpoint





T = TypeVar("T", bound="CreatedWebhookEndpoint")



@_attrs_define
class CreatedWebhookEndpoint:
    """ A new endpoint, with its signing secret: shown this once.

        Attributes:
            endpoint (WebhookEndpoint): A webhook endpoint as its owner sees it (never its secret).
            secret (str): The secret deliveries are signed with (`whsec_` and base64, as
                Standard Webhooks libraries take it). Not shown again: rotate it to
                get a new one.
     """

    endpoint: WebhookEndpoint
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_endpoint import WebhookEndpoint # noqa: PLC0415
        endpoint = self.endpoint.to_dict()

        secret = self.secret


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "endpoint": endpoint,
            "secret": secret,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_endpoint import WebhookEndpoint # noqa: PLC0415
        d = dict(src_dict)
        endpoint = WebhookEndpoint.from_dict(d.pop("endpoint"))




        secret = d.pop("secret")

        created_webhook_endpoint = cls(
            endpoint=endpoint,
            secret=secret,
        )


        created_webhook_endpoint.additional_properties = d
        return created_webhook_endpoint

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
