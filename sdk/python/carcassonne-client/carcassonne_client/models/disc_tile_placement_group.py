from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.disc_figure_option import DiscFigureOption





T = TypeVar("T", bound="DiscTilePlacementGroup")



@_attrs_define
class DiscTilePlacementGroup:
    """ The placements of one cell that differ only in their rotation.

        Attributes:
            figures (list[DiscFigureOption]): Regions a figure could go on after this placement.
            rotations (list[int]): The rotations that allow this, ascending.
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/discovery/tiles`).
            x (int): Column, growing to the east.
            y (int): Row, growing to the south.
     """

    figures: list[DiscFigureOption]
    rotations: list[int]
    tile: str
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_figure_option import DiscFigureOption # noqa: PLC0415
        figures = []
        for figures_item_data in self.figures:
            figures_item = figures_item_data.to_dict()
            figures.append(figures_item)



        rotations = self.rotations



        tile = self.tile

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "figures": figures,
            "rotations": rotations,
            "tile": tile,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.disc_figure_option import DiscFigureOption # noqa: PLC0415
        d = dict(src_dict)
        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = DiscFigureOption.from_dict(figures_item_data)



            figures.append(figures_item)


        rotations = cast(list[int], d.pop("rotations"))


        tile = d.pop("tile")

        x = d.pop("x")

        y = d.pop("y")

        disc_tile_placement_group = cls(
            figures=figures,
            rotations=rotations,
            tile=tile,
            x=x,
            y=y,
        )


        disc_tile_placement_group.additional_properties = d
        return disc_tile_placement_group

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
