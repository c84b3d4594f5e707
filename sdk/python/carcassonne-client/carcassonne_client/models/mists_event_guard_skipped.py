from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_event_guard_skipped_type import MistsEventGuardSkippedType






T = TypeVar("T", bound="MistsEventGuardSkipped")



@_attrs_define
class MistsEventGuardSkipped:
    """ No guard was placed.

        Attributes:
            type_ (MistsEventGuardSkippedType):
     """

    type_: MistsEventGuardSkippedType





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
        type_ = MistsEventGuardSkippedType(d.pop("type"))




        mists_event_guard_skipped = cls(
            type_=type_,
        )

        return mists_event_guard_skipped

