from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_event_tile_placed_type import HgEventTilePlacedType






T = TypeVar("T", bound="HgEventTilePlaced")



@_attrs_define
class HgEventTilePlaced:
    """ The player to move placed the drawn tile.

        Attributes:
            rotation (int): Clockwise quarter turns.
            type_ (HgEventTilePlacedType):
            x (int): Column.
            y (int): Row.
     """

    rotation: int
    type_: HgEventTilePlacedType
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

        type_ = HgEventTilePlacedType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        hg_event_tile_placed = cls(
            rotation=rotation,
            type_=type_,
            x=x,
            y=y,
        )

        return hg_event_tile_placed

