from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_command_place_face_down_type import MistsCommandPlaceFaceDownType






T = TypeVar("T", bound="MistsCommandPlaceFaceDown")



@_attrs_define
class MistsCommandPlaceFaceDown:
    """ Levels 5-6: the face-down tile of the turn goes on (x, y)
    (MISTS-CURSE-1).

        Example:
            {'type': 'place_face_down', 'x': -1, 'y': 0}

        Attributes:
            type_ (MistsCommandPlaceFaceDownType):
            x (int): Column.
            y (int): Row.
     """

    type_: MistsCommandPlaceFaceDownType
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
        type_ = MistsCommandPlaceFaceDownType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        mists_command_place_face_down = cls(
            type_=type_,
            x=x,
            y=y,
        )

        return mists_command_place_face_down

