from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ClassicSupply")



@_attrs_define
class ClassicSupply:
    """ Figures in a player's supply.

        Attributes:
            barn (int): Barns (Abbey & Mayor).
            builder (int): Builders (Traders & Builders).
            follower (int): Followers (7 at the start).
            large_follower (int): Large followers (Inns & Cathedrals).
            mayor (int): Mayors (Abbey & Mayor).
            pig (int): Pigs (Traders & Builders).
            wagon (int): Wagons (Abbey & Mayor).
     """

    barn: int
    builder: int
    follower: int
    large_follower: int
    mayor: int
    pig: int
    wagon: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        barn = self.barn

        builder = self.builder

        follower = self.follower

        large_follower = self.large_follower

        mayor = self.mayor

        pig = self.pig

        wagon = self.wagon


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "barn": barn,
            "builder": builder,
            "follower": follower,
            "large_follower": large_follower,
            "mayor": mayor,
            "pig": pig,
            "wagon": wagon,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        barn = d.pop("barn")

        builder = d.pop("builder")

        follower = d.pop("follower")

        large_follower = d.pop("large_follower")

        mayor = d.pop("mayor")

        pig = d.pop("pig")

        wagon = d.pop("wagon")

        classic_supply = cls(
            barn=barn,
            builder=builder,
            follower=follower,
            large_follower=large_follower,
            mayor=mayor,
            pig=pig,
            wagon=wagon,
        )


        classic_supply.additional_properties = d
        return classic_supply

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
