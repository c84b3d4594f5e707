from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_legal_moves_discard_tile_step import DiscLegalMovesDiscardTileStep
from typing import cast






T = TypeVar("T", bound="DiscLegalMovesDiscardTile")



@_attrs_define
class DiscLegalMovesDiscardTile:
    """ Hand of two: no hand tile fits; remove one of these (DISC-EXP-HAND-3).

        Attributes:
            step (DiscLegalMovesDiscardTileStep):
            tiles (list[str]): The hand's tiles.
     """

    step: DiscLegalMovesDiscardTileStep
    tiles: list[str]





    def to_dict(self) -> dict[str, Any]:
        step = self.step.value

        tiles = self.tiles




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "step": step,
            "tiles": tiles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        step = DiscLegalMovesDiscardTileStep(d.pop("step"))




        tiles = cast(list[str], d.pop("tiles"))


        disc_legal_moves_discard_tile = cls(
            step=step,
            tiles=tiles,
        )

        return disc_legal_moves_discard_tile

