from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_command_return_wagon_type import ClassicCommandReturnWagonType






T = TypeVar("T", bound="ClassicCommandReturnWagon")



@_attrs_define
class ClassicCommandReturnWagon:
    """ Abbey & Mayor: take the wagon of a scored feature back (AM-WAGON-3).

        Example:
            {'type': 'return_wagon'}

        Attributes:
            type_ (ClassicCommandReturnWagonType):
     """

    type_: ClassicCommandReturnWagonType





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
        type_ = ClassicCommandReturnWagonType(d.pop("type"))




        classic_command_return_wagon = cls(
            type_=type_,
        )

        return classic_command_return_wagon

