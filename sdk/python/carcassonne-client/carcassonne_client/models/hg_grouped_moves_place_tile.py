from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_grouped_moves_place_tile_step import HgGroupedMovesPlaceTileStep
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_tile_placement_group import HgTilePlacementGroup





T = TypeVar("T", bound="HgGroupedMovesPlaceTile")



@_attrs_define
class HgGroupedMovesPlaceTile:
    """ Place the drawn tile at one of these positions.

        Attributes:
            menhir (bool): Whether it is the turn's menhir tile.
            placements (list[HgTilePlacementGroup]): Each cell once per set of options, with the rotations that allow them;
                by row, column and first rotation.
            step (HgGroupedMovesPlaceTileStep):
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/hunters-gatherers/tiles`).
     """

    menhir: bool
    placements: list[HgTilePlacementGroup]
    step: HgGroupedMovesPlaceTileStep
    tile: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_tile_placement_group import HgTilePlacementGroup # noqa: PLC0415
        menhir = self.menhir

        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)



        step = self.step.value

        tile = self.tile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "menhir": menhir,
            "placements": placements,
            "step": step,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hg_tile_placement_group import HgTilePlacementGroup # noqa: PLC0415
        d = dict(src_dict)
        menhir = d.pop("menhir")

        placements = []
        _placements = d.pop("placements")
        for placements_item_data in (_placements):
            placements_item = HgTilePlacementGroup.from_dict(placements_item_data)



            placements.append(placements_item)


        step = HgGroupedMovesPlaceTileStep(d.pop("step"))




        tile = d.pop("tile")

        hg_grouped_moves_place_tile = cls(
            menhir=menhir,
            placements=placements,
            step=step,
            tile=tile,
        )

        return hg_grouped_moves_place_tile

