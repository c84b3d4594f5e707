from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_event_tile_discarded_type import ClassicEventTileDiscardedType






T = TypeVar("T", bound="ClassicEventTileDiscarded")



@_attrs_define
class ClassicEventTileDiscarded:
    """ The drawn tile fitted nowhere and left the game (BASE-TILE-4; automatic).

        Attributes:
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/classic/tiles`).
            type_ (ClassicEventTileDiscardedType):
     """

    tile: str
    type_: ClassicEventTileDiscardedType





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

        type_ = ClassicEventTileDiscardedType(d.pop("type"))




        classic_event_tile_discarded = cls(
            tile=tile,
            type_=type_,
        )

        return classic_event_tile_discarded

