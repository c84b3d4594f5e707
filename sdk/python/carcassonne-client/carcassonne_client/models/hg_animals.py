from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="HgAnimals")



@_attrs_define
class HgAnimals:
    """ Animals drawn on a meadow (HG-TERM-2).

        Attributes:
            aurochs (int): Aurochs: 2 points each.
            deer (int): Deer: 1 point each, eaten by tigers.
            mammoth (int): Mammoths: 3 points each.
            tiger (int): Sabre-toothed tigers: each eats one deer.
     """

    aurochs: int
    deer: int
    mammoth: int
    tiger: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        aurochs = self.aurochs

        deer = self.deer

        mammoth = self.mammoth

        tiger = self.tiger


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "aurochs": aurochs,
            "deer": deer,
            "mammoth": mammoth,
            "tiger": tiger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        aurochs = d.pop("aurochs")

        deer = d.pop("deer")

        mammoth = d.pop("mammoth")

        tiger = d.pop("tiger")

        hg_animals = cls(
            aurochs=aurochs,
            deer=deer,
            mammoth=mammoth,
            tiger=tiger,
        )


        hg_animals.additional_properties = d
        return hg_animals

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
