from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_terrain import DiscTerrain






T = TypeVar("T", bound="DiscFigureOption")



@_attrs_define
class DiscFigureOption:
    """ A region where a figure may go.

        Attributes:
            region (int): Region index on the tile.
            terrain (DiscTerrain): The terrains of The Discovery (DISC-TERM-1).
     """

    region: int
    terrain: DiscTerrain
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        terrain = self.terrain.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "region": region,
            "terrain": terrain,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        terrain = DiscTerrain(d.pop("terrain"))




        disc_figure_option = cls(
            region=region,
            terrain=terrain,
        )


        disc_figure_option.additional_properties = d
        return disc_figure_option

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
