from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_legal_moves_place_face_down_step import MistsLegalMovesPlaceFaceDownStep
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos





T = TypeVar("T", bound="MistsLegalMovesPlaceFaceDown")



@_attrs_define
class MistsLegalMovesPlaceFaceDown:
    """ 3c, levels 5-6: the cell of the face-down tile (`place_face_down`).

        Attributes:
            cells (list[Pos]): Empty cells around open graveyards beside a tile.
            step (MistsLegalMovesPlaceFaceDownStep):
     """

    cells: list[Pos]
    step: MistsLegalMovesPlaceFaceDownStep





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)



        step = self.step.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cells": cells,
            "step": step,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pos import Pos # noqa: PLC0415
        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in (_cells):
            cells_item = Pos.from_dict(cells_item_data)



            cells.append(cells_item)


        step = MistsLegalMovesPlaceFaceDownStep(d.pop("step"))




        mists_legal_moves_place_face_down = cls(
            cells=cells,
            step=step,
        )

        return mists_legal_moves_place_face_down

