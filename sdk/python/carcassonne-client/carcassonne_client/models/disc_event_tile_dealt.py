from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_event_tile_dealt_type import DiscEventTileDealtType






T = TypeVar("T", bound="DiscEventTileDealt")



@_attrs_define
class DiscEventTileDealt:
    """ Hand of two: chance dealt this tile face up to this seat's hand
    (DISC-EXP-HAND-1, DISC-AMB-10; automatic).

        Attributes:
            seat (int): A player's seat, 0-based, in turn order.
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/discovery/tiles`).
            type_ (DiscEventTileDealtType):
     """

    seat: int
    tile: str
    type_: DiscEventTileDealtType





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        tile = self.tile

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "tile": tile,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        tile = d.pop("tile")

        type_ = DiscEventTileDealtType(d.pop("type"))




        disc_event_tile_dealt = cls(
            seat=seat,
            tile=tile,
            type_=type_,
        )

        return disc_event_tile_dealt

