from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_legal_moves_place_tile_step import ClassicLegalMovesPlaceTileStep
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_tile_placement import ClassicTilePlacement





T = TypeVar("T", bound="ClassicLegalMovesPlaceTile")



@_attrs_define
class ClassicLegalMovesPlaceTile:
    """ Place the drawn tile at one of these positions.

        Attributes:
            placements (list[ClassicTilePlacement]): Every legal (cell, rotation), sorted by row, column, rotation.
            step (ClassicLegalMovesPlaceTileStep):
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/classic/tiles`).
     """

    placements: list[ClassicTilePlacement]
    step: ClassicLegalMovesPlaceTileStep
    tile: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_tile_placement import ClassicTilePlacement # noqa: PLC0415
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
        from ..models.classic_tile_placement import ClassicTilePlacement # noqa: PLC0415
        d = dict(src_dict)
        placements = []
        _placements = d.pop("placements")
        for placements_item_data in (_placements):
            placements_item = ClassicTilePlacement.from_dict(placements_item_data)



            placements.append(placements_item)


        step = ClassicLegalMovesPlaceTileStep(d.pop("step"))




        tile = d.pop("tile")

        classic_legal_moves_place_tile = cls(
            placements=placements,
            step=step,
            tile=tile,
        )

        return classic_legal_moves_place_tile

