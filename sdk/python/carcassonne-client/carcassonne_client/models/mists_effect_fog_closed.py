from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_effect_fog_closed_type import MistsEffectFogClosedType
from typing import cast






T = TypeVar("T", bound="MistsEffectFogClosed")



@_attrs_define
class MistsEffectFogClosed:
    """ Fog banks closed (MISTS-FOG-*): their ghosts went home
    (`ghosts_left`, which follows).

        Attributes:
            fog (list[int]): The fog banks' ids.
            type_ (MistsEffectFogClosedType):
     """

    fog: list[int]
    type_: MistsEffectFogClosedType





    def to_dict(self) -> dict[str, Any]:
        fog = self.fog



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fog": fog,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fog = cast(list[int], d.pop("fog"))


        type_ = MistsEffectFogClosedType(d.pop("type"))




        mists_effect_fog_closed = cls(
            fog=fog,
            type_=type_,
        )

        return mists_effect_fog_closed

