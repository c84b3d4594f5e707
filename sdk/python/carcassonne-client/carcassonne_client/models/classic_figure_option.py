from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_figure import ClassicFigure
from ..models.classic_terrain import ClassicTerrain
from typing import cast






T = TypeVar("T", bound="ClassicFigureOption")



@_attrs_define
class ClassicFigureOption:
    """ A region of the tile where the player to move may put a figure.

        Attributes:
            figures (list[ClassicFigure]): Figures that may go there.
            region (int): Region index on the tile.
            terrain (ClassicTerrain): Region kinds of the classic family, as the rules see them.
     """

    figures: list[ClassicFigure]
    region: int
    terrain: ClassicTerrain
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        figures = []
        for figures_item_data in self.figures:
            figures_item = figures_item_data.value
            figures.append(figures_item)



        region = self.region

        terrain = self.terrain.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "figures": figures,
            "region": region,
            "terrain": terrain,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = ClassicFigure(figures_item_data)



            figures.append(figures_item)


        region = d.pop("region")

        terrain = ClassicTerrain(d.pop("terrain"))




        classic_figure_option = cls(
            figures=figures,
            region=region,
            terrain=terrain,
        )


        classic_figure_option.additional_properties = d
        return classic_figure_option

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
