from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_command_discard_tile_type import DiscCommandDiscardTileType






T = TypeVar("T", bound="DiscCommandDiscardTile")



@_attrs_define
class DiscCommandDiscardTile:
    """ Hand of two, when no hand tile fits anywhere: remove this one from the
    game (DISC-EXP-HAND-3, DISC-AMB-11).

        Example:
            {'tile': 'discovery/diag-m-w', 'type': 'discard_tile'}

        Attributes:
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/discovery/tiles`).
            type_ (DiscCommandDiscardTileType):
     """

    tile: str
    type_: DiscCommandDiscardTileType





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

        type_ = DiscCommandDiscardTileType(d.pop("type"))




        disc_command_discard_tile = cls(
            tile=tile,
            type_=type_,
        )

        return disc_command_discard_tile

