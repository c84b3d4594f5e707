from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_effect_tiles_discarded_type import HgEffectTilesDiscardedType
from typing import cast






T = TypeVar("T", bound="HgEffectTilesDiscarded")



@_attrs_define
class HgEffectTilesDiscarded:
    """ Tiles left the game without the event naming them: a menhir tile
    drawn by a player who resigned.

        Attributes:
            tiles (list[str]): The tiles.
            type_ (HgEffectTilesDiscardedType):
     """

    tiles: list[str]
    type_: HgEffectTilesDiscardedType





    def to_dict(self) -> dict[str, Any]:
        tiles = self.tiles



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tiles": tiles,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tiles = cast(list[str], d.pop("tiles"))


        type_ = HgEffectTilesDiscardedType(d.pop("type"))




        hg_effect_tiles_discarded = cls(
            tiles=tiles,
            type_=type_,
        )

        return hg_effect_tiles_discarded

