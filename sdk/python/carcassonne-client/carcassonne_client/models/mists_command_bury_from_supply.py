from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from ..models.mists_command_bury_from_supply_type import MistsCommandBuryFromSupplyType






T = TypeVar("T", bound="MistsCommandBuryFromSupply")



@_attrs_define
class MistsCommandBuryFromSupply:
    """ No guard stands on the board: bury one of `colour` from its owner's
    supply (MISTS-GRAVE-2).

        Example:
            {'colour': 'red', 'type': 'bury_from_supply'}

        Attributes:
            colour (MistsColour): A guard colour (MISTS-COMP-2).
            type_ (MistsCommandBuryFromSupplyType):
     """

    colour: MistsColour
    type_: MistsCommandBuryFromSupplyType





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colour": colour,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = MistsColour(d.pop("colour"))




        type_ = MistsCommandBuryFromSupplyType(d.pop("type"))




        mists_command_bury_from_supply = cls(
            colour=colour,
            type_=type_,
        )

        return mists_command_bury_from_supply

