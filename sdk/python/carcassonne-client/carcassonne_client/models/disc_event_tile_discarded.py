from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_event_tile_discarded_type import DiscEventTileDiscardedType






T = TypeVar("T", bound="DiscEventTileDiscarded")



@_attrs_define
class DiscEventTileDiscarded:
    """ A tile that fits nowhere left the game: drawn (DISC-TILE-3;
    automatic), or from the hand by the player's choice (DISC-EXP-HAND-3;
    automatic when the hand holds only this tile type).

        Attributes:
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/discovery/tiles`).
            type_ (DiscEventTileDiscardedType):
     """

    tile: str
    type_: DiscEventTileDiscardedType





    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tile": tile,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tile = d.pop("tile")

        type_ = DiscEventTileDiscardedType(d.pop("type"))




        disc_event_tile_discarded = cls(
            tile=tile,
            type_=type_,
        )

        return disc_event_tile_discarded

