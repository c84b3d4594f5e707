from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from ..models.mists_command_place_guard_type import MistsCommandPlaceGuardType






T = TypeVar("T", bound="MistsCommandPlaceGuard")



@_attrs_define
class MistsCommandPlaceGuard:
    """ Place a guard of `colour` on region `region` of the tile just placed
    (MISTS-PLACE-*).

        Example:
            {'colour': 'red', 'region': 0, 'type': 'place_guard'}

        Attributes:
            colour (MistsColour): A guard colour (MISTS-COMP-2).
            region (int): Region index on the tile (catalog order).
            type_ (MistsCommandPlaceGuardType):
     """

    colour: MistsColour
    region: int
    type_: MistsCommandPlaceGuardType





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        region = self.region

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colour": colour,
            "region": region,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = MistsColour(d.pop("colour"))




        region = d.pop("region")

        type_ = MistsCommandPlaceGuardType(d.pop("type"))




        mists_command_place_guard = cls(
            colour=colour,
            region=region,
            type_=type_,
        )

        return mists_command_place_guard

