from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="HgOptions")



@_attrs_define
class HgOptions:
    """ Game options of Hunters & Gatherers.

        Attributes:
            players (int): Number of players, 2 to 5 (HG-COMP-4).
            start_player (int | Unset): Seat that takes the first turn (HG-SETUP-3, HG-AMB-13).
     """

    players: int
    start_player: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        players = self.players

        start_player = self.start_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if start_player is not UNSET:
            field_dict["start_player"] = start_player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        start_player = d.pop("start_player", UNSET)

        hg_options = cls(
            players=players,
            start_player=start_player,
        )

        return hg_options

