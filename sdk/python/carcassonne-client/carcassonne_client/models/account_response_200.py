from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.account_response_200_event import AccountResponse200Event
from ..types import UNSET, Unset






T = TypeVar("T", bound="AccountResponse200")



@_attrs_define
class AccountResponse200:
    """ One Server-Sent Event: `id: <seq>`, `event: <type>`, `data: <JSON>`

        Attributes:
            data (str):
            event (AccountResponse200Event | Unset):
            id (str | Unset):
     """

    data: str
    event: AccountResponse200Event | Unset = UNSET
    id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        data = self.data

        event: str | Unset = UNSET
        if not isinstance(self.event, Unset):
            event = self.event.value


        id = self.id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
        })
        if event is not UNSET:
            field_dict["event"] = event
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        data = d.pop("data")

        _event = d.pop("event", UNSET)
        event: AccountResponse200Event | Unset
        if isinstance(_event,  Unset):
            event = UNSET
        else:
            event = AccountResponse200Event(_event)




        id = d.pop("id", UNSET)

        account_response_200 = cls(
            data=data,
            event=event,
            id=id,
        )


        account_response_200.additional_properties = d
        return account_response_200

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
