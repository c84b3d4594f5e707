from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_command_draw_tile_type import ClassicCommandDrawTileType






T = TypeVar("T", bound="ClassicCommandDrawTile")



@_attrs_define
class ClassicCommandDrawTile:
    """ Abbey & Mayor: draw a land tile rather than place the abbey.

        Example:
            {'type': 'draw_tile'}

        Attributes:
            type_ (ClassicCommandDrawTileType):
     """

    type_: ClassicCommandDrawTileType





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
        type_ = ClassicCommandDrawTileType(d.pop("type"))




        classic_command_draw_tile = cls(
            type_=type_,
        )

        return classic_command_draw_tile

