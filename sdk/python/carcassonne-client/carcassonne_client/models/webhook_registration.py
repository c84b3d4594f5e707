from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.notification_kind import NotificationKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WebhookRegistration")



@_attrs_define
class WebhookRegistration:
    """ An endpoint to register.

        Attributes:
            url (str): An `http` or `https` URL of at most 2000 characters, without
                credentials or fragment, whose host is a public address. Example: https://example.com/carcassonne/hooks.
            kinds (list[NotificationKind] | Unset): The notifications it wants (default: all).
     """

    url: str
    kinds: list[NotificationKind] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        kinds: list[str] | Unset = UNSET
        if not isinstance(self.kinds, Unset):
            kinds = []
            for kinds_item_data in self.kinds:
                kinds_item = kinds_item_data.value
                kinds.append(kinds_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
        })
        if kinds is not UNSET:
            field_dict["kinds"] = kinds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        _kinds = d.pop("kinds", UNSET)
        kinds: list[NotificationKind] | Unset = UNSET
        if _kinds is not UNSET:
            kinds = []
            for kinds_item_data in _kinds:
                kinds_item = NotificationKind(kinds_item_data)



                kinds.append(kinds_item)


        webhook_registration = cls(
            url=url,
            kinds=kinds,
        )

        return webhook_registration

