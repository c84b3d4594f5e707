from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ClassicInnsCathedrals")



@_attrs_define
class ClassicInnsCathedrals:
    """ The parts of Inns & Cathedrals in play; each defaults to on (IC-SCOPE-1).

        Attributes:
            land_tiles (bool | Unset): The 18 new land tiles, with the inns and cathedrals, are shuffled
                into the supply (IC-SETUP-1).
            large_followers (bool | Unset): Every player gets a large follower, which counts as two followers
                in majorities (IC-SETUP-2, IC-LARGE-*).
     """

    land_tiles: bool | Unset = UNSET
    large_followers: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        land_tiles = self.land_tiles

        large_followers = self.large_followers


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if land_tiles is not UNSET:
            field_dict["land_tiles"] = land_tiles
        if large_followers is not UNSET:
            field_dict["large_followers"] = large_followers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        land_tiles = d.pop("land_tiles", UNSET)

        large_followers = d.pop("large_followers", UNSET)

        classic_inns_cathedrals = cls(
            land_tiles=land_tiles,
            large_followers=large_followers,
        )

        return classic_inns_cathedrals

