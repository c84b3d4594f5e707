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
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        region = self.region

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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


        mists_command_place_guard.additional_properties = d
        return mists_command_place_guard

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
