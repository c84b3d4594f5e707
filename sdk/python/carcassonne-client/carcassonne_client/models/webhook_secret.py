from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="WebhookSecret")



@_attrs_define
class WebhookSecret:
    """ A new signing secret: shown this once.

        Attributes:
            previous_valid_until (datetime.datetime): Until when deliveries are signed with the previous secret as well
                (a second signature in `webhook-signature`).
            secret (str): The new secret.
     """

    previous_valid_until: datetime.datetime
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        previous_valid_until = self.previous_valid_until.isoformat()

        secret = self.secret


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "previous_valid_until": previous_valid_until,
            "secret": secret,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        previous_valid_until = datetime.datetime.fromisoformat(d.pop("previous_valid_until"))




        secret = d.pop("secret")

        webhook_secret = cls(
            previous_valid_until=previous_valid_until,
            secret=secret,
        )


        webhook_secret.additional_properties = d
        return webhook_secret

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
