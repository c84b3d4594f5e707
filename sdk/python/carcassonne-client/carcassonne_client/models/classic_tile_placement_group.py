from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corner import Corner
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_figure_option import ClassicFigureOption





T = TypeVar("T", bound="ClassicTilePlacementGroup")



@_attrs_define
class ClassicTilePlacementGroup:
    """ The placements of one cell that differ only in their rotation.

        Attributes:
            figures (list[ClassicFigureOption]): Regions a figure could go on after this placement.
            rotations (list[int]): The rotations that allow this, ascending.
            x (int): Column, growing to the east.
            y (int): Row, growing to the south.
            barn_corners (list[Corner] | Unset): Abbey & Mayor: corners the barn could go on after this placement
                (left out when none).
     """

    figures: list[ClassicFigureOption]
    rotations: list[int]
    x: int
    y: int
    barn_corners: list[Corner] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_figure_option import ClassicFigureOption # noqa: PLC0415
        figures = []
        for figures_item_data in self.figures:
            figures_item = figures_item_data.to_dict()
            figures.append(figures_item)



        rotations = self.rotations



        x = self.x

        y = self.y

        barn_corners: list[str] | Unset = UNSET
        if not isinstance(self.barn_corners, Unset):
            barn_corners = []
            for barn_corners_item_data in self.barn_corners:
                barn_corners_item = barn_corners_item_data.value
                barn_corners.append(barn_corners_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "figures": figures,
            "rotations": rotations,
            "x": x,
            "y": y,
        })
        if barn_corners is not UNSET:
            field_dict["barn_corners"] = barn_corners

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_figure_option import ClassicFigureOption # noqa: PLC0415
        d = dict(src_dict)
        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = ClassicFigureOption.from_dict(figures_item_data)



            figures.append(figures_item)


        rotations = cast(list[int], d.pop("rotations"))


        x = d.pop("x")

        y = d.pop("y")

        _barn_corners = d.pop("barn_corners", UNSET)
        barn_corners: list[Corner] | Unset = UNSET
        if _barn_corners is not UNSET:
            barn_corners = []
            for barn_corners_item_data in _barn_corners:
                barn_corners_item = Corner(barn_corners_item_data)



                barn_corners.append(barn_corners_item)


        classic_tile_placement_group = cls(
            figures=figures,
            rotations=rotations,
            x=x,
            y=y,
            barn_corners=barn_corners,
        )


        classic_tile_placement_group.additional_properties = d
        return classic_tile_placement_group

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
