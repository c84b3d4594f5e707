from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_legal_moves_place_tile_step import HgLegalMovesPlaceTileStep
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_tile_placement import HgTilePlacement





T = TypeVar("T", bound="HgLegalMovesPlaceTile")



@_attrs_define
class HgLegalMovesPlaceTile:
    """ Place the drawn tile at one of these positions.

        Attributes:
            menhir (bool): Whether it is the turn's menhir tile.
            placements (list[HgTilePlacement]): Every legal (cell, rotation), sorted by row, column, rotation.
            step (HgLegalMovesPlaceTileStep):
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/hunters-gatherers/tiles`).
     """

    menhir: bool
    placements: list[HgTilePlacement]
    step: HgLegalMovesPlaceTileStep
    tile: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_tile_placement import HgTilePlacement # noqa: PLC0415
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
        from ..models.hg_tile_placement import HgTilePlacement # noqa: PLC0415
        d = dict(src_dict)
        menhir = d.pop("menhir")

        placements = []
        _placements = d.pop("placements")
        for placements_item_data in (_placements):
            placements_item = HgTilePlacement.from_dict(placements_item_data)



            placements.append(placements_item)


        step = HgLegalMovesPlaceTileStep(d.pop("step"))




        tile = d.pop("tile")

        hg_legal_moves_place_tile = cls(
            menhir=menhir,
            placements=placements,
            step=step,
            tile=tile,
        )

        return hg_legal_moves_place_tile

