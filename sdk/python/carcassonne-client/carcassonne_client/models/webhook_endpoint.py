from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.notification_kind import NotificationKind
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="WebhookEndpoint")



@_attrs_define
class WebhookEndpoint:
    """ A webhook endpoint as its owner sees it (never its secret).

        Attributes:
            created_at (datetime.datetime): When it was registered.
            enabled (bool): Whether deliveries are made.
            failed_in_a_row (int): Deliveries given up on since the last one that succeeded.
            id (UUID): Its id.
            kinds (list[NotificationKind]): The notifications it receives.
            updated_at (datetime.datetime): Its last change.
            url (str): Where deliveries are posted. Example: https://example.com/carcassonne/hooks.
            disabled_reason (None | str | Unset): Why the service disabled it (deliveries kept failing); enabling it
                again clears this.
     """

    created_at: datetime.datetime
    enabled: bool
    failed_in_a_row: int
    id: UUID
    kinds: list[NotificationKind]
    updated_at: datetime.datetime
    url: str
    disabled_reason: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        enabled = self.enabled

        failed_in_a_row = self.failed_in_a_row

        id = str(self.id)

        kinds = []
        for kinds_item_data in self.kinds:
            kinds_item = kinds_item_data.value
            kinds.append(kinds_item)



        updated_at = self.updated_at.isoformat()

        url = self.url

        disabled_reason: None | str | Unset
        if isinstance(self.disabled_reason, Unset):
            disabled_reason = UNSET
        else:
            disabled_reason = self.disabled_reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "enabled": enabled,
            "failed_in_a_row": failed_in_a_row,
            "id": id,
            "kinds": kinds,
            "updated_at": updated_at,
            "url": url,
        })
        if disabled_reason is not UNSET:
            field_dict["disabled_reason"] = disabled_reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        enabled = d.pop("enabled")

        failed_in_a_row = d.pop("failed_in_a_row")

        id = UUID(d.pop("id"))




        kinds = []
        _kinds = d.pop("kinds")
        for kinds_item_data in (_kinds):
            kinds_item = NotificationKind(kinds_item_data)



            kinds.append(kinds_item)


        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        url = d.pop("url")

        def _parse_disabled_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason", UNSET))


        webhook_endpoint = cls(
            created_at=created_at,
            enabled=enabled,
            failed_in_a_row=failed_in_a_row,
            id=id,
            kinds=kinds,
            updated_at=updated_at,
            url=url,
            disabled_reason=disabled_reason,
        )


        webhook_endpoint.additional_properties = d
        return webhook_endpoint

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
