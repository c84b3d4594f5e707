from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.notification_kind import NotificationKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WebhookChange")



@_attrs_define
class WebhookChange:
    """ A change of an endpoint: what is given is set.

        Attributes:
            enabled (bool | None | Unset): Enable or disable it; enabling clears the failures that disabled
                it, disabling gives up its pending deliveries.
            kinds (list[NotificationKind] | None | Unset): New notification kinds.
            url (None | str | Unset): A new URL (the rules of registration hold).
     """

    enabled: bool | None | Unset = UNSET
    kinds: list[NotificationKind] | None | Unset = UNSET
    url: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        enabled: bool | None | Unset
        if isinstance(self.enabled, Unset):
            enabled = UNSET
        else:
            enabled = self.enabled

        kinds: list[str] | None | Unset
        if isinstance(self.kinds, Unset):
            kinds = UNSET
        elif isinstance(self.kinds, list):
            kinds = []
            for kinds_type_0_item_data in self.kinds:
                kinds_type_0_item = kinds_type_0_item_data.value
                kinds.append(kinds_type_0_item)


        else:
            kinds = self.kinds

        url: None | str | Unset
        if isinstance(self.url, Unset):
            url = UNSET
        else:
            url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if kinds is not UNSET:
            field_dict["kinds"] = kinds
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_enabled(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        enabled = _parse_enabled(d.pop("enabled", UNSET))


        def _parse_kinds(data: object) -> list[NotificationKind] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                kinds_type_0 = []
                _kinds_type_0 = data
                for kinds_type_0_item_data in (_kinds_type_0):
                    kinds_type_0_item = NotificationKind(kinds_type_0_item_data)



                    kinds_type_0.append(kinds_type_0_item)

                return kinds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[NotificationKind] | None | Unset, data)

        kinds = _parse_kinds(d.pop("kinds", UNSET))


        def _parse_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        url = _parse_url(d.pop("url", UNSET))


        webhook_change = cls(
            enabled=enabled,
            kinds=kinds,
            url=url,
        )

        return webhook_change

