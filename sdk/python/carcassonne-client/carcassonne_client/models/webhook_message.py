from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.delivery_kind import DeliveryKind
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.webhook_message_data import WebhookMessageData





T = TypeVar("T", bound="WebhookMessage")



@_attrs_define
class WebhookMessage:
    """ The message a delivery posts (its body), as documentation for receivers.

        Attributes:
            data (WebhookMessageData): `{"game": <id>, "seq": <n>}` for the notifications of a game;
                `{"challenge": <id>}` for a challenge's; `{"seek": <id>, "game":
                <id>}` for `seek_matched`; a ping: `{"endpoint": <id>}`.
            timestamp (datetime.datetime): When the event it tells of was appended (a ping: asked for).
            type_ (DeliveryKind): What a delivery tells of.
     """

    data: WebhookMessageData
    timestamp: datetime.datetime
    type_: DeliveryKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_message_data import WebhookMessageData # noqa: PLC0415
        data = self.data.to_dict()

        timestamp = self.timestamp.isoformat()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "timestamp": timestamp,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_message_data import WebhookMessageData # noqa: PLC0415
        d = dict(src_dict)
        data = WebhookMessageData.from_dict(d.pop("data"))




        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))




        type_ = DeliveryKind(d.pop("type"))




        webhook_message = cls(
            data=data,
            timestamp=timestamp,
            type_=type_,
        )


        webhook_message.additional_properties = d
        return webhook_message

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
