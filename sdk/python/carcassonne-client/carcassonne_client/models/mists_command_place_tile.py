from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_command_place_tile_type import MistsCommandPlaceTileType






T = TypeVar("T", bound="MistsCommandPlaceTile")



@_attrs_define
class MistsCommandPlaceTile:
    """ Place the drawn tile (MISTS-TILE-*).

        Example:
            {'rotation': 2, 'type': 'place_tile', 'x': 0, 'y': -1}

        Attributes:
            rotation (int): Clockwise quarter turns, 0..3.
            type_ (MistsCommandPlaceTileType):
            x (int): Column.
            y (int): Row.
     """

    rotation: int
    type_: MistsCommandPlaceTileType
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

        type_ = MistsCommandPlaceTileType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        mists_command_place_tile = cls(
            rotation=rotation,
            type_=type_,
            x=x,
            y=y,
        )

        return mists_command_place_tile

