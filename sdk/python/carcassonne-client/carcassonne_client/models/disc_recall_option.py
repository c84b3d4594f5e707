from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_terrain import DiscTerrain






T = TypeVar("T", bound="DiscRecallOption")



@_attrs_define
class DiscRecallOption:
    """ A figure the player may take back, and what it would score now.

        Attributes:
            points (int): Points it would score if taken back now (DISC-RET-1).
            region (int): Region index on the tile.
            terrain (DiscTerrain): The terrains of The Discovery (DISC-TERM-1).
            x (int): Column of the tile.
            y (int): Row of the tile.
     """

    points: int
    region: int
    terrain: DiscTerrain
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        points = self.points

        region = self.region

        terrain = self.terrain.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "points": points,
            "region": region,
            "terrain": terrain,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        region = d.pop("region")

        terrain = DiscTerrain(d.pop("terrain"))




        x = d.pop("x")

        y = d.pop("y")

        disc_recall_option = cls(
            points=points,
            region=region,
            terrain=terrain,
            x=x,
            y=y,
        )


        disc_recall_option.additional_properties = d
        return disc_recall_option

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
