from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_command_end_removals_type import MistsCommandEndRemovalsType






T = TypeVar("T", bound="MistsCommandEndRemovals")



@_attrs_define
class MistsCommandEndRemovals:
    """ The dog removes no more ghosts.

        Example:
            {'type': 'end_removals'}

        Attributes:
            type_ (MistsCommandEndRemovalsType):
     """

    type_: MistsCommandEndRemovalsType





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
        type_ = MistsCommandEndRemovalsType(d.pop("type"))




        mists_command_end_removals = cls(
            type_=type_,
        )

        return mists_command_end_removals

