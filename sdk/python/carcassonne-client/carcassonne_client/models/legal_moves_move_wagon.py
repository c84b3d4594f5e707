from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.legal_moves_move_wagon_step import LegalMovesMoveWagonStep
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos
  from ..models.wagon_target import WagonTarget





T = TypeVar("T", bound="LegalMovesMoveWagon")



@_attrs_define
class LegalMovesMoveWagon:
    """ Abbey & Mayor: move the waiting wagon to one of these regions, or
    take it back (`return_wagon`, always allowed).

        Attributes:
            from_ (Pos): A board cell. The start tile lies at (0, 0).
            step (LegalMovesMoveWagonStep):
            targets (list[WagonTarget]): Every region it may go to.
     """

    from_: Pos
    step: LegalMovesMoveWagonStep
    targets: list[WagonTarget]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.wagon_target import WagonTarget # noqa: PLC0415
        from_ = self.from_.to_dict()

        step = self.step.value

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.to_dict()
            targets.append(targets_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from": from_,
            "step": step,
            "targets": targets,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.wagon_target import WagonTarget # noqa: PLC0415
        d = dict(src_dict)
        from_ = Pos.from_dict(d.pop("from"))




        step = LegalMovesMoveWagonStep(d.pop("step"))




        targets = []
        _targets = d.pop("targets")
        for targets_item_data in (_targets):
            targets_item = WagonTarget.from_dict(targets_item_data)



            targets.append(targets_item)


        legal_moves_move_wagon = cls(
            from_=from_,
            step=step,
            targets=targets,
        )


        legal_moves_move_wagon.additional_properties = d
        return legal_moves_move_wagon

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
