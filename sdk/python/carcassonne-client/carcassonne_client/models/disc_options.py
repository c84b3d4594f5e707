from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="DiscOptions")



@_attrs_define
class DiscOptions:
    """ Game options of The Discovery.

        Attributes:
            players (int): Number of players, 2 to 5 (DISC-COMP-3).
            equal_turns (bool | Unset): Expert variant: tiles are set aside face up at the start so that
                every player gets the same number of turns (DISC-EXP-EQ-*).
            hand_of_two (bool | Unset): Expert variant: every player keeps a face-up hand of two tiles and
                places one of them instead of a random draw (DISC-EXP-HAND-*).
            start_player (int | Unset): Seat that takes the first turn (DISC-SETUP-3, DISC-AMB-9).
     """

    players: int
    equal_turns: bool | Unset = UNSET
    hand_of_two: bool | Unset = UNSET
    start_player: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        players = self.players

        equal_turns = self.equal_turns

        hand_of_two = self.hand_of_two

        start_player = self.start_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if equal_turns is not UNSET:
            field_dict["equal_turns"] = equal_turns
        if hand_of_two is not UNSET:
            field_dict["hand_of_two"] = hand_of_two
        if start_player is not UNSET:
            field_dict["start_player"] = start_player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        equal_turns = d.pop("equal_turns", UNSET)

        hand_of_two = d.pop("hand_of_two", UNSET)

        start_player = d.pop("start_player", UNSET)

        disc_options = cls(
            players=players,
            equal_turns=equal_turns,
            hand_of_two=hand_of_two,
            start_player=start_player,
        )

        return disc_options

