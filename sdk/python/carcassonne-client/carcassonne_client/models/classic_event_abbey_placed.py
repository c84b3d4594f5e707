from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_event_abbey_placed_type import ClassicEventAbbeyPlacedType






T = TypeVar("T", bound="ClassicEventAbbeyPlaced")



@_attrs_define
class ClassicEventAbbeyPlaced:
    """ The player to move placed the abbey into the hole at (x, y).

        Attributes:
            type_ (ClassicEventAbbeyPlacedType):
            x (int): Column.
            y (int): Row.
     """

    type_: ClassicEventAbbeyPlacedType
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
        type_ = ClassicEventAbbeyPlacedType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        classic_event_abbey_placed = cls(
            type_=type_,
            x=x,
            y=y,
        )

        return classic_event_abbey_placed

