from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_grouped_moves_place_tile_step import ClassicGroupedMovesPlaceTileStep
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_tile_placement_group import ClassicTilePlacementGroup





T = TypeVar("T", bound="ClassicGroupedMovesPlaceTile")



@_attrs_define
class ClassicGroupedMovesPlaceTile:
    """ Place the drawn tile at one of these positions.

        Attributes:
            placements (list[ClassicTilePlacementGroup]): Each cell once per set of options, with the rotations that allow
                them; by row, column and first rotation.
            step (ClassicGroupedMovesPlaceTileStep):
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/classic/tiles`).
     """

    placements: list[ClassicTilePlacementGroup]
    step: ClassicGroupedMovesPlaceTileStep
    tile: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_tile_placement_group import ClassicTilePlacementGroup # noqa: PLC0415
        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)



        step = self.step.value

        tile = self.tile


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "placements": placements,
            "step": step,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_tile_placement_group import ClassicTilePlacementGroup # noqa: PLC0415
        d = dict(src_dict)
        placements = []
        _placements = d.pop("placements")
        for placements_item_data in (_placements):
            placements_item = ClassicTilePlacementGroup.from_dict(placements_item_data)



            placements.append(placements_item)


        step = ClassicGroupedMovesPlaceTileStep(d.pop("step"))




        tile = d.pop("tile")

        classic_grouped_moves_place_tile = cls(
            placements=placements,
            step=step,
            tile=tile,
        )


        classic_grouped_moves_place_tile.additional_properties = d
        return classic_grouped_moves_place_tile

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
