from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_grouped_moves_place_tile_step import MistsGroupedMovesPlaceTileStep
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_tile_placement_group import MistsTilePlacementGroup





T = TypeVar("T", bound="MistsGroupedMovesPlaceTile")



@_attrs_define
class MistsGroupedMovesPlaceTile:
    """ 1a: place the drawn tile (`place_tile`).

        Attributes:
            placements (list[MistsTilePlacementGroup]): Each cell once per set of options, with the rotations that allow
                them; by row, column and first rotation.
            step (MistsGroupedMovesPlaceTileStep):
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/mists/tiles`).
     """

    placements: list[MistsTilePlacementGroup]
    step: MistsGroupedMovesPlaceTileStep
    tile: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_tile_placement_group import MistsTilePlacementGroup # noqa: PLC0415
        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)



        step = self.step.value

        tile = self.tile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "placements": placements,
            "step": step,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_tile_placement_group import MistsTilePlacementGroup # noqa: PLC0415
        d = dict(src_dict)
        placements = []
        _placements = d.pop("placements")
        for placements_item_data in (_placements):
            placements_item = MistsTilePlacementGroup.from_dict(placements_item_data)



            placements.append(placements_item)


        step = MistsGroupedMovesPlaceTileStep(d.pop("step"))




        tile = d.pop("tile")

        mists_grouped_moves_place_tile = cls(
            placements=placements,
            step=step,
            tile=tile,
        )

        return mists_grouped_moves_place_tile

