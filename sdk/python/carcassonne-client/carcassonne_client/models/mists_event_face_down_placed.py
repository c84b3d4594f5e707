from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_event_face_down_placed_type import MistsEventFaceDownPlacedType






T = TypeVar("T", bound="MistsEventFaceDownPlaced")



@_attrs_define
class MistsEventFaceDownPlaced:
    """ The face-down tile of the turn was put here; which tile it is stays
    hidden.

        Attributes:
            type_ (MistsEventFaceDownPlacedType):
            x (int): Column.
            y (int): Row.
     """

    type_: MistsEventFaceDownPlacedType
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
        type_ = MistsEventFaceDownPlacedType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        mists_event_face_down_placed = cls(
            type_=type_,
            x=x,
            y=y,
        )

        return mists_event_face_down_placed

