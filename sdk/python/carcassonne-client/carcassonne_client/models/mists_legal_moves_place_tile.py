from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_legal_moves_place_tile_step import MistsLegalMovesPlaceTileStep
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_tile_placement import MistsTilePlacement





T = TypeVar("T", bound="MistsLegalMovesPlaceTile")



@_attrs_define
class MistsLegalMovesPlaceTile:
    """ 1a: place the drawn tile (`place_tile`).

        Attributes:
            placements (list[MistsTilePlacement]): Every legal position, by row, column and rotation.
            step (MistsLegalMovesPlaceTileStep):
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/mists/tiles`).
     """

    placements: list[MistsTilePlacement]
    step: MistsLegalMovesPlaceTileStep
    tile: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_tile_placement import MistsTilePlacement # noqa: PLC0415
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
        from ..models.mists_tile_placement import MistsTilePlacement # noqa: PLC0415
        d = dict(src_dict)
        placements = []
        _placements = d.pop("placements")
        for placements_item_data in (_placements):
            placements_item = MistsTilePlacement.from_dict(placements_item_data)



            placements.append(placements_item)


        step = MistsLegalMovesPlaceTileStep(d.pop("step"))




        tile = d.pop("tile")

        mists_legal_moves_place_tile = cls(
            placements=placements,
            step=step,
            tile=tile,
        )

        return mists_legal_moves_place_tile

