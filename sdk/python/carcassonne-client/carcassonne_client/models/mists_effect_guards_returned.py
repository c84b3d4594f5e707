from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_effect_guards_returned_type import MistsEffectGuardsReturnedType
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_guard_ref import MistsGuardRef





T = TypeVar("T", bound="MistsEffectGuardsReturned")



@_attrs_define
class MistsEffectGuardsReturned:
    """ Guards went back to their owners' supplies after a scoring.

        Attributes:
            guards (list[MistsGuardRef]): The guards, where they stood.
            type_ (MistsEffectGuardsReturnedType):
     """

    guards: list[MistsGuardRef]
    type_: MistsEffectGuardsReturnedType





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_guard_ref import MistsGuardRef # noqa: PLC0415
        guards = []
        for guards_item_data in self.guards:
            guards_item = guards_item_data.to_dict()
            guards.append(guards_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "guards": guards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_guard_ref import MistsGuardRef # noqa: PLC0415
        d = dict(src_dict)
        guards = []
        _guards = d.pop("guards")
        for guards_item_data in (_guards):
            guards_item = MistsGuardRef.from_dict(guards_item_data)



            guards.append(guards_item)


        type_ = MistsEffectGuardsReturnedType(d.pop("type"))




        mists_effect_guards_returned = cls(
            guards=guards,
            type_=type_,
        )

        return mists_effect_guards_returned

