from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_event_tile_placed_type import DiscEventTilePlacedType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DiscEventTilePlaced")



@_attrs_define
class DiscEventTilePlaced:
    """ The player to move placed a tile.

        Attributes:
            rotation (int): Clockwise quarter turns.
            type_ (DiscEventTilePlacedType):
            x (int): Column.
            y (int): Row.
            tile (None | str | Unset):
     """

    rotation: int
    type_: DiscEventTilePlacedType
    x: int
    y: int
    tile: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        rotation = self.rotation

        type_ = self.type_.value

        x = self.x

        y = self.y

        tile: None | str | Unset
        if isinstance(self.tile, Unset):
            tile = UNSET
        else:
            tile = self.tile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rotation": rotation,
            "type": type_,
            "x": x,
            "y": y,
        })
        if tile is not UNSET:
            field_dict["tile"] = tile

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rotation = d.pop("rotation")

        type_ = DiscEventTilePlacedType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        def _parse_tile(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tile = _parse_tile(d.pop("tile", UNSET))


        disc_event_tile_placed = cls(
            rotation=rotation,
            type_=type_,
            x=x,
            y=y,
            tile=tile,
        )

        return disc_event_tile_placed

