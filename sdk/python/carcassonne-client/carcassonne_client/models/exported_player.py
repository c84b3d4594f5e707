from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ExportedPlayer")



@_attrs_define
class ExportedPlayer:
    """ A seat of an exported game.

        Attributes:
            seat (int): Seat.
            username (str): Username at export time.
     """

    seat: int
    username: str





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        username = self.username


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "username": username,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        username = d.pop("username")

        exported_player = cls(
            seat=seat,
            username=username,
        )

        return exported_player

