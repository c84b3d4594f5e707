from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_effect_guards_buried_type import MistsEffectGuardsBuriedType
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_buried_guard import MistsBuriedGuard





T = TypeVar("T", bound="MistsEffectGuardsBuried")



@_attrs_define
class MistsEffectGuardsBuried:
    """ Guards were buried without a choice (MISTS-GRAVE-2, MISTS-CURSE-4):
    the only guard there was to bury, when a graveyard closed.

        Attributes:
            burials (list[MistsBuriedGuard]): The guards, where they stood, and the graveyards they lie on.
            type_ (MistsEffectGuardsBuriedType):
     """

    burials: list[MistsBuriedGuard]
    type_: MistsEffectGuardsBuriedType





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_buried_guard import MistsBuriedGuard # noqa: PLC0415
        burials = []
        for burials_item_data in self.burials:
            burials_item = burials_item_data.to_dict()
            burials.append(burials_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "burials": burials,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_buried_guard import MistsBuriedGuard # noqa: PLC0415
        d = dict(src_dict)
        burials = []
        _burials = d.pop("burials")
        for burials_item_data in (_burials):
            burials_item = MistsBuriedGuard.from_dict(burials_item_data)



            burials.append(burials_item)


        type_ = MistsEffectGuardsBuriedType(d.pop("type"))




        mists_effect_guards_buried = cls(
            burials=burials,
            type_=type_,
        )

        return mists_effect_guards_buried

