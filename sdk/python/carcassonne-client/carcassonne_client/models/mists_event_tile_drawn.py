from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_event_tile_drawn_type import MistsEventTileDrawnType






T = TypeVar("T", bound="MistsEventTileDrawn")



@_attrs_define
class MistsEventTileDrawn:
    """ The active player drew this tile from the active pile.

        Attributes:
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/mists/tiles`).
            type_ (MistsEventTileDrawnType):
     """

    tile: str
    type_: MistsEventTileDrawnType





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

        type_ = MistsEventTileDrawnType(d.pop("type"))




        mists_event_tile_drawn = cls(
            tile=tile,
            type_=type_,
        )

        return mists_event_tile_drawn

