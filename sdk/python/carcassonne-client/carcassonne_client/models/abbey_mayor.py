from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="AbbeyMayor")



@_attrs_define
class AbbeyMayor:
    """ The parts of Abbey & Mayor in play; each defaults to on (AM-SCOPE-1).

        Attributes:
            land_tiles (bool | Unset): The 12 new land tiles are shuffled into the supply (AM-SETUP-2).
            mayors (bool | Unset): Every player gets a mayor (AM-SETUP-3, AM-MAYOR-*).
     """

    land_tiles: bool | Unset = UNSET
    mayors: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        land_tiles = self.land_tiles

        mayors = self.mayors


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if land_tiles is not UNSET:
            field_dict["land_tiles"] = land_tiles
        if mayors is not UNSET:
            field_dict["mayors"] = mayors

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        land_tiles = d.pop("land_tiles", UNSET)

        mayors = d.pop("mayors", UNSET)

        abbey_mayor = cls(
            land_tiles=land_tiles,
            mayors=mayors,
        )

        return abbey_mayor

