from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_terrain import ClassicTerrain






T = TypeVar("T", bound="ClassicWagonTarget")



@_attrs_define
class ClassicWagonTarget:
    """ A region a waiting wagon may move to.

        Attributes:
            region (int): Region index on the tile.
            terrain (ClassicTerrain): Region kinds of the classic family, as the rules see them.
            x (int): Column of the tile.
            y (int): Row of the tile.
     """

    region: int
    terrain: ClassicTerrain
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        terrain = self.terrain.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "region": region,
            "terrain": terrain,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        terrain = ClassicTerrain(d.pop("terrain"))




        x = d.pop("x")

        y = d.pop("y")

        classic_wagon_target = cls(
            region=region,
            terrain=terrain,
            x=x,
            y=y,
        )


        classic_wagon_target.additional_properties = d
        return classic_wagon_target

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
