from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_command_place_abbey_type import ClassicCommandPlaceAbbeyType






T = TypeVar("T", bound="ClassicCommandPlaceAbbey")



@_attrs_define
class ClassicCommandPlaceAbbey:
    """ Abbey & Mayor: place the abbey into a hole instead of drawing
    (AM-ABBEY-1), or in the last-abbeys round (AM-END-1).

        Example:
            {'type': 'place_abbey', 'x': -2, 'y': 0}

        Attributes:
            type_ (ClassicCommandPlaceAbbeyType):
            x (int): Column of the hole.
            y (int): Row of the hole.
     """

    type_: ClassicCommandPlaceAbbeyType
    x: int
    y: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ClassicCommandPlaceAbbeyType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        classic_command_place_abbey = cls(
            type_=type_,
            x=x,
            y=y,
        )

        return classic_command_place_abbey

