from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_command_skip_guard_type import MistsCommandSkipGuardType






T = TypeVar("T", bound="MistsCommandSkipGuard")



@_attrs_define
class MistsCommandSkipGuard:
    """ Place no guard this turn.

        Example:
            {'type': 'skip_guard'}

        Attributes:
            type_ (MistsCommandSkipGuardType):
     """

    type_: MistsCommandSkipGuardType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = MistsCommandSkipGuardType(d.pop("type"))




        mists_command_skip_guard = cls(
            type_=type_,
        )

        return mists_command_skip_guard

