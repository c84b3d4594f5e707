from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ClassicGoods")



@_attrs_define
class ClassicGoods:
    """ Goods tokens by kind.

        Attributes:
            cloth (int): Cloth tokens.
            grain (int): Grain tokens.
            wine (int): Wine tokens.
     """

    cloth: int
    grain: int
    wine: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cloth = self.cloth

        grain = self.grain

        wine = self.wine


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cloth": cloth,
            "grain": grain,
            "wine": wine,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cloth = d.pop("cloth")

        grain = d.pop("grain")

        wine = d.pop("wine")

        classic_goods = cls(
            cloth=cloth,
            grain=grain,
            wine=wine,
        )


        classic_goods.additional_properties = d
        return classic_goods

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
