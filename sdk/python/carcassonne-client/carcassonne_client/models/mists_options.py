from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="MistsOptions")



@_attrs_define
class MistsOptions:
    """ Game options of Mists over Carcassonne.

        Attributes:
            players (int): Number of players, 1 to 5 (MISTS-COMP-4).
            level (int | Unset): The level, 1 to 6 (MISTS-SETUP-3); 1 when left out. Default: 1.
            start_player (int | Unset): Seat that takes the first turn (MISTS-SETUP-6).
            team_decisions (bool | Unset): Whether any seated player may take the team's choices (burial,
                graveyard ghost, points or pacify, dogs, face-down tiles); by
                default the active player takes them (the spec's decision points, section 13).
     """

    players: int
    level: int | Unset = 1
    start_player: int | Unset = UNSET
    team_decisions: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        players = self.players

        level = self.level

        start_player = self.start_player

        team_decisions = self.team_decisions


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if level is not UNSET:
            field_dict["level"] = level
        if start_player is not UNSET:
            field_dict["start_player"] = start_player
        if team_decisions is not UNSET:
            field_dict["team_decisions"] = team_decisions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        level = d.pop("level", UNSET)

        start_player = d.pop("start_player", UNSET)

        team_decisions = d.pop("team_decisions", UNSET)

        mists_options = cls(
            players=players,
            level=level,
            start_player=start_player,
            team_decisions=team_decisions,
        )

        return mists_options

