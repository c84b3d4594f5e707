from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.hg_figure_option import HgFigureOption





T = TypeVar("T", bound="HgTilePlacementGroup")



@_attrs_define
class HgTilePlacementGroup:
    """ The placements of one cell that differ only in their rotation.

        Attributes:
            figures (list[HgFigureOption]): Regions a piece could go on after this placement (before any
                shaman recall).
            rotations (list[int]): The rotations that allow this, ascending.
            x (int): Column, growing to the east.
            y (int): Row, growing to the south.
     """

    figures: list[HgFigureOption]
    rotations: list[int]
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_figure_option import HgFigureOption # noqa: PLC0415
        figures = []
        for figures_item_data in self.figures:
            figures_item = figures_item_data.to_dict()
            figures.append(figures_item)



        rotations = self.rotations



        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "figures": figures,
            "rotations": rotations,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hg_figure_option import HgFigureOption # noqa: PLC0415
        d = dict(src_dict)
        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = HgFigureOption.from_dict(figures_item_data)



            figures.append(figures_item)


        rotations = cast(list[int], d.pop("rotations"))


        x = d.pop("x")

        y = d.pop("y")

        hg_tile_placement_group = cls(
            figures=figures,
            rotations=rotations,
            x=x,
            y=y,
        )


        hg_tile_placement_group.additional_properties = d
        return hg_tile_placement_group

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
