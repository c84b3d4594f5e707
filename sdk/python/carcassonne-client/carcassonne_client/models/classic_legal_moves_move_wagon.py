from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_legal_moves_move_wagon_step import ClassicLegalMovesMoveWagonStep
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_wagon_target import ClassicWagonTarget
  from ..models.region_ref import RegionRef





T = TypeVar("T", bound="ClassicLegalMovesMoveWagon")



@_attrs_define
class ClassicLegalMovesMoveWagon:
    """ Abbey & Mayor: move the waiting wagon to one of these regions, or
    take it back (`return_wagon`, always allowed).

        Attributes:
            from_ (RegionRef): One region of the tile on one cell, as clients name it.
            step (ClassicLegalMovesMoveWagonStep):
            targets (list[ClassicWagonTarget]): Every region it may go to.
     """

    from_: RegionRef
    step: ClassicLegalMovesMoveWagonStep
    targets: list[ClassicWagonTarget]





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_wagon_target import ClassicWagonTarget # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        from_ = self.from_.to_dict()

        step = self.step.value

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.to_dict()
            targets.append(targets_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "step": step,
            "targets": targets,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_wagon_target import ClassicWagonTarget # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        d = dict(src_dict)
        from_ = RegionRef.from_dict(d.pop("from"))




        step = ClassicLegalMovesMoveWagonStep(d.pop("step"))




        targets = []
        _targets = d.pop("targets")
        for targets_item_data in (_targets):
            targets_item = ClassicWagonTarget.from_dict(targets_item_data)



            targets.append(targets_item)


        classic_legal_moves_move_wagon = cls(
            from_=from_,
            step=step,
            targets=targets,
        )

        return classic_legal_moves_move_wagon

