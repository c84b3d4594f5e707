from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Options")



@_attrs_define
class Options:
    """ Game options of the base game.

        Attributes:
            players (int): Number of players, 2 to 5 (BASE-COMP-3).
            small_city_exception (bool | Unset): First-edition exception: a completed city of exactly two tiles scores
                like an incomplete one, 1 per tile and shield (BASE-AMB-1; off by default).
            start_player (int | Unset): Seat that takes the first turn (BASE-SETUP-4, BASE-AMB-5).
     """

    players: int
    small_city_exception: bool | Unset = UNSET
    start_player: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        players = self.players

        small_city_exception = self.small_city_exception

        start_player = self.start_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if small_city_exception is not UNSET:
            field_dict["small_city_exception"] = small_city_exception
        if start_player is not UNSET:
            field_dict["start_player"] = start_player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        small_city_exception = d.pop("small_city_exception", UNSET)

        start_player = d.pop("start_player", UNSET)

        options = cls(
            players=players,
            small_city_exception=small_city_exception,
            start_player=start_player,
        )

        return options

