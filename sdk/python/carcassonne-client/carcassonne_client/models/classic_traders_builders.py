from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ClassicTradersBuilders")



@_attrs_define
class ClassicTradersBuilders:
    """ The parts of Traders & Builders in play; each defaults to on (TB-SCOPE-1).

        Attributes:
            builders (bool | Unset): Every player gets a builder, for a second turn (TB-BUILD-*).
            land_tiles (bool | Unset): The 24 new land tiles, 20 of them with goods, are shuffled into the
                supply (TB-SETUP-1, TB-GOODS-*).
            pigs (bool | Unset): Every player gets a pig, for fatter fields (TB-PIG-*).
     """

    builders: bool | Unset = UNSET
    land_tiles: bool | Unset = UNSET
    pigs: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        builders = self.builders

        land_tiles = self.land_tiles

        pigs = self.pigs


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if builders is not UNSET:
            field_dict["builders"] = builders
        if land_tiles is not UNSET:
            field_dict["land_tiles"] = land_tiles
        if pigs is not UNSET:
            field_dict["pigs"] = pigs

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        builders = d.pop("builders", UNSET)

        land_tiles = d.pop("land_tiles", UNSET)

        pigs = d.pop("pigs", UNSET)

        classic_traders_builders = cls(
            builders=builders,
            land_tiles=land_tiles,
            pigs=pigs,
        )

        return classic_traders_builders

