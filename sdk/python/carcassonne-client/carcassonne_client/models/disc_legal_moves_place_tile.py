from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_legal_moves_place_tile_step import DiscLegalMovesPlaceTileStep
from typing import cast

if TYPE_CHECKING:
  from ..models.disc_tile_placement import DiscTilePlacement





T = TypeVar("T", bound="DiscLegalMovesPlaceTile")



@_attrs_define
class DiscLegalMovesPlaceTile:
    """ Place a tile at one of these positions (with the hand of two, naming
    the tile).

        Attributes:
            placements (list[DiscTilePlacement]): Every legal (tile, cell, rotation), sorted by tile, row, column,
                rotation.
            step (DiscLegalMovesPlaceTileStep):
            tiles (list[str]): The tiles the player may place: the drawn one, or the hand's.
     """

    placements: list[DiscTilePlacement]
    step: DiscLegalMovesPlaceTileStep
    tiles: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_tile_placement import DiscTilePlacement # noqa: PLC0415
        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)



        step = self.step.value

        tiles = self.tiles




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "placements": placements,
            "step": step,
            "tiles": tiles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.disc_tile_placement import DiscTilePlacement # noqa: PLC0415
        d = dict(src_dict)
        placements = []
        _placements = d.pop("placements")
        for placements_item_data in (_placements):
            placements_item = DiscTilePlacement.from_dict(placements_item_data)



            placements.append(placements_item)


        step = DiscLegalMovesPlaceTileStep(d.pop("step"))




        tiles = cast(list[str], d.pop("tiles"))


        disc_legal_moves_place_tile = cls(
            placements=placements,
            step=step,
            tiles=tiles,
        )

        return disc_legal_moves_place_tile

