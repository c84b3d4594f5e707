from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_event_player_resigned_type import DiscEventPlayerResignedType






T = TypeVar("T", bound="DiscEventPlayerResigned")



@_attrs_define
class DiscEventPlayerResigned:
    """ A player left the game.

        Attributes:
            seat (int): A player's seat, 0-based, in turn order.
            type_ (DiscEventPlayerResignedType):
     """

    seat: int
    type_: DiscEventPlayerResignedType





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = DiscEventPlayerResignedType(d.pop("type"))




        disc_event_player_resigned = cls(
            seat=seat,
            type_=type_,
        )

        return disc_event_player_resigned

