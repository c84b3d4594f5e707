from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_command_place_tile_type import ClassicCommandPlaceTileType






T = TypeVar("T", bound="ClassicCommandPlaceTile")



@_attrs_define
class ClassicCommandPlaceTile:
    """ Place the drawn tile (BASE-TILE-*).

        Example:
            {'rotation': 0, 'type': 'place_tile', 'x': 1, 'y': 0}

        Attributes:
            rotation (int): Clockwise quarter turns, 0..3.
            type_ (ClassicCommandPlaceTileType):
            x (int): Column.
            y (int): Row.
     """

    rotation: int
    type_: ClassicCommandPlaceTileType
    x: int
    y: int





    def to_dict(self) -> dict[str, Any]:
        rotation = self.rotation

        type_ = self.type_.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rotation": rotation,
            "type": type_,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rotation = d.pop("rotation")

        type_ = ClassicCommandPlaceTileType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        classic_command_place_tile = cls(
            rotation=rotation,
            type_=type_,
            x=x,
            y=y,
        )

        return classic_command_place_tile

