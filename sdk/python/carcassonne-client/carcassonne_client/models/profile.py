from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ruleset_profile import RulesetProfile





T = TypeVar("T", bound="Profile")



@_attrs_define
class Profile:
    """ A player's profile: what their finished games left, by rule set.

        Attributes:
            account_id (int): Account id.
            hidden (bool): Whether the profile is hidden from others (only its owner sees it then).
            rulesets (list[RulesetProfile]): Per rule set the player has finished a game of, by rule set id.
            username (str): Username.
            display_name (None | str | Unset): What other players see instead of the username, when set.
     """

    account_id: int
    hidden: bool
    rulesets: list[RulesetProfile]
    username: str
    display_name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ruleset_profile import RulesetProfile # noqa: PLC0415
        account_id = self.account_id

        hidden = self.hidden

        rulesets = []
        for rulesets_item_data in self.rulesets:
            rulesets_item = rulesets_item_data.to_dict()
            rulesets.append(rulesets_item)



        username = self.username

        display_name: None | str | Unset
        if isinstance(self.display_name, Unset):
            display_name = UNSET
        else:
            display_name = self.display_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "account_id": account_id,
            "hidden": hidden,
            "rulesets": rulesets,
            "username": username,
        })
        if display_name is not UNSET:
            field_dict["display_name"] = display_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruleset_profile import RulesetProfile # noqa: PLC0415
        d = dict(src_dict)
        account_id = d.pop("account_id")

        hidden = d.pop("hidden")

        rulesets = []
        _rulesets = d.pop("rulesets")
        for rulesets_item_data in (_rulesets):
            rulesets_item = RulesetProfile.from_dict(rulesets_item_data)



            rulesets.append(rulesets_item)


        username = d.pop("username")

        def _parse_display_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        display_name = _parse_display_name(d.pop("display_name", UNSET))


        profile = cls(
            account_id=account_id,
            hidden=hidden,
            rulesets=rulesets,
            username=username,
            display_name=display_name,
        )


        profile.additional_properties = d
        return profile

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
