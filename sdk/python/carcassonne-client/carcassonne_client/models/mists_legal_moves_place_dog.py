from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_legal_moves_place_dog_step import MistsLegalMovesPlaceDogStep
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_guard_ref import MistsGuardRef





T = TypeVar("T", bound="MistsLegalMovesPlaceDog")



@_attrs_define
class MistsLegalMovesPlaceDog:
    """ 3b: a dog arrived; lay it beside a standing guard (`place_dog`).

        Attributes:
            dog (int): Dog 1 or 2.
            guards (list[MistsGuardRef]): Standing guards.
            step (MistsLegalMovesPlaceDogStep):
     """

    dog: int
    guards: list[MistsGuardRef]
    step: MistsLegalMovesPlaceDogStep





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_guard_ref import MistsGuardRef # noqa: PLC0415
        dog = self.dog

        guards = []
        for guards_item_data in self.guards:
            guards_item = guards_item_data.to_dict()
            guards.append(guards_item)



        step = self.step.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dog": dog,
            "guards": guards,
            "step": step,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_guard_ref import MistsGuardRef # noqa: PLC0415
        d = dict(src_dict)
        dog = d.pop("dog")

        guards = []
        _guards = d.pop("guards")
        for guards_item_data in (_guards):
            guards_item = MistsGuardRef.from_dict(guards_item_data)



            guards.append(guards_item)


        step = MistsLegalMovesPlaceDogStep(d.pop("step"))




        mists_legal_moves_place_dog = cls(
            dog=dog,
            guards=guards,
            step=step,
        )

        return mists_legal_moves_place_dog

