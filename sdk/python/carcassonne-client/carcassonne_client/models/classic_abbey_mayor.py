from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ClassicAbbeyMayor")



@_attrs_define
class ClassicAbbeyMayor:
    """ The parts of Abbey & Mayor in play; each defaults to on (AM-SCOPE-1).

        Attributes:
            abbeys (bool | Unset): Every player gets an abbey to place into a hole instead of drawing
                (AM-SETUP-1, AM-ABBEY-*, AM-END-1).
            barns (bool | Unset): Every player gets a barn (AM-SETUP-3, AM-BARN-*).
            land_tiles (bool | Unset): The 12 new land tiles are shuffled into the supply (AM-SETUP-2).
            mayors (bool | Unset): Every player gets a mayor (AM-SETUP-3, AM-MAYOR-*).
            wagons (bool | Unset): Every player gets a wagon (AM-SETUP-3, AM-WAGON-*).
     """

    abbeys: bool | Unset = UNSET
    barns: bool | Unset = UNSET
    land_tiles: bool | Unset = UNSET
    mayors: bool | Unset = UNSET
    wagons: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        abbeys = self.abbeys

        barns = self.barns

        land_tiles = self.land_tiles

        mayors = self.mayors

        wagons = self.wagons


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if abbeys is not UNSET:
            field_dict["abbeys"] = abbeys
        if barns is not UNSET:
            field_dict["barns"] = barns
        if land_tiles is not UNSET:
            field_dict["land_tiles"] = land_tiles
        if mayors is not UNSET:
            field_dict["mayors"] = mayors
        if wagons is not UNSET:
            field_dict["wagons"] = wagons

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        abbeys = d.pop("abbeys", UNSET)

        barns = d.pop("barns", UNSET)

        land_tiles = d.pop("land_tiles", UNSET)

        mayors = d.pop("mayors", UNSET)

        wagons = d.pop("wagons", UNSET)

        classic_abbey_mayor = cls(
            abbeys=abbeys,
            barns=barns,
            land_tiles=land_tiles,
            mayors=mayors,
            wagons=wagons,
        )

        return classic_abbey_mayor

