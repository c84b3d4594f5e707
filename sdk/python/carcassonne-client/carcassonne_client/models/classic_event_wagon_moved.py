from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_event_wagon_moved_type import ClassicEventWagonMovedType






T = TypeVar("T", bound="ClassicEventWagonMoved")



@_attrs_define
class ClassicEventWagonMoved:
    """ The wagon waiting to move went onto region `region` at (x, y).

        Attributes:
            region (int): Region index on that tile.
            type_ (ClassicEventWagonMovedType):
            x (int): Column.
            y (int): Row.
     """

    region: int
    type_: ClassicEventWagonMovedType
    x: int
    y: int





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        type_ = self.type_.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "region": region,
            "type": type_,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        type_ = ClassicEventWagonMovedType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        classic_event_wagon_moved = cls(
            region=region,
            type_=type_,
            x=x,
            y=y,
        )

        return classic_event_wagon_moved

