from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_command_haunt_graveyard_type import MistsCommandHauntGraveyardType






T = TypeVar("T", bound="MistsCommandHauntGraveyard")



@_attrs_define
class MistsCommandHauntGraveyard:
    """ Levels 2-4: put the extra ghost on the open graveyard at (x, y)
    (MISTS-GHOST-2).

        Example:
            {'type': 'haunt_graveyard', 'x': -2, 'y': 0}

        Attributes:
            type_ (MistsCommandHauntGraveyardType):
            x (int): Column of the graveyard's tile.
            y (int): Row of the graveyard's tile.
     """

    type_: MistsCommandHauntGraveyardType
    x: int
    y: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = MistsCommandHauntGraveyardType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        mists_command_haunt_graveyard = cls(
            type_=type_,
            x=x,
            y=y,
        )

        return mists_command_haunt_graveyard

