from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AccountUpdate")



@_attrs_define
class AccountUpdate:
    """ A change to the caller's account.

        Example:
            {'display_name': 'Ada L.'}

        Attributes:
            display_name (None | str | Unset): 1 to 40 characters, no control characters, no spaces at either end;
                `null` clears it, and leaving it out keeps it.
            profile_hidden (bool | None | Unset): Hide the profile from others (or show it again); left out, it stays.
     """

    display_name: None | str | Unset = UNSET
    profile_hidden: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        display_name: None | str | Unset
        if isinstance(self.display_name, Unset):
            display_name = UNSET
        else:
            display_name = self.display_name

        profile_hidden: bool | None | Unset
        if isinstance(self.profile_hidden, Unset):
            profile_hidden = UNSET
        else:
            profile_hidden = self.profile_hidden


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if profile_hidden is not UNSET:
            field_dict["profile_hidden"] = profile_hidden

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_display_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        display_name = _parse_display_name(d.pop("display_name", UNSET))


        def _parse_profile_hidden(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        profile_hidden = _parse_profile_hidden(d.pop("profile_hidden", UNSET))


        account_update = cls(
            display_name=display_name,
            profile_hidden=profile_hidden,
        )

        return account_update

