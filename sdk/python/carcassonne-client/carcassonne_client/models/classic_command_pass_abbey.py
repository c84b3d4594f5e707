from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_command_pass_abbey_type import ClassicCommandPassAbbeyType






T = TypeVar("T", bound="ClassicCommandPassAbbey")



@_attrs_define
class ClassicCommandPassAbbey:
    """ Abbey & Mayor: place no abbey in the last-abbeys round (AM-END-1).

        Example:
            {'type': 'pass_abbey'}

        Attributes:
            type_ (ClassicCommandPassAbbeyType):
     """

    type_: ClassicCommandPassAbbeyType





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
        type_ = ClassicCommandPassAbbeyType(d.pop("type"))




        classic_command_pass_abbey = cls(
            type_=type_,
        )

        return classic_command_pass_abbey

