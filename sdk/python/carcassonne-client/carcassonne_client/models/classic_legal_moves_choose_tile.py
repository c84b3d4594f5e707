from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_legal_moves_choose_tile_step import ClassicLegalMovesChooseTileStep
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_tile_placement import ClassicTilePlacement





T = TypeVar("T", bound="ClassicLegalMovesChooseTile")



@_attrs_define
class ClassicLegalMovesChooseTile:
    """ Abbey & Mayor: place the abbey into one of these holes, or draw a
    tile (`draw_tile`, always allowed).

        Attributes:
            abbey (list[ClassicTilePlacement]): Every hole, with the figures an abbey there would allow.
            step (ClassicLegalMovesChooseTileStep):
     """

    abbey: list[ClassicTilePlacement]
    step: ClassicLegalMovesChooseTileStep





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_tile_placement import ClassicTilePlacement # noqa: PLC0415
        abbey = []
        for abbey_item_data in self.abbey:
            abbey_item = abbey_item_data.to_dict()
            abbey.append(abbey_item)



        step = self.step.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "abbey": abbey,
            "step": step,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_tile_placement import ClassicTilePlacement # noqa: PLC0415
        d = dict(src_dict)
        abbey = []
        _abbey = d.pop("abbey")
        for abbey_item_data in (_abbey):
            abbey_item = ClassicTilePlacement.from_dict(abbey_item_data)



            abbey.append(abbey_item)


        step = ClassicLegalMovesChooseTileStep(d.pop("step"))




        classic_legal_moves_choose_tile = cls(
            abbey=abbey,
            step=step,
        )

        return classic_legal_moves_choose_tile

