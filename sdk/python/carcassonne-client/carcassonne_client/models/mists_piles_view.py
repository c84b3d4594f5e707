from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="MistsPilesView")



@_attrs_define
class MistsPilesView:
    """ The piles (MISTS-SETUP-4): how many tiles each holds now.

        Attributes:
            active (int): The active pile, from 1.
            sizes (list[int]): Tiles not yet drawn in each pile (earlier piles are empty or were
                moved on); the tile being placed is in none. They add up to
                `tiles_left`.
     """

    active: int
    sizes: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        active = self.active

        sizes = self.sizes




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "active": active,
            "sizes": sizes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active = d.pop("active")

        sizes = cast(list[int], d.pop("sizes"))


        mists_piles_view = cls(
            active=active,
            sizes=sizes,
        )


        mists_piles_view.additional_properties = d
        return mists_piles_view

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
