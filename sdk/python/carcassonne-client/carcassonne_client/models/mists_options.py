from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MistsOptions")



@_attrs_define
class MistsOptions:
    """ Game options of Mists over Carcassonne.

        Attributes:
            players (int): Number of players, 1 to 5 (MISTS-COMP-4).
            colours (list[list[MistsColour]] | None | Unset): The colours of each seat, in seat order (MISTS-SETUP-2): one
                each
                for 3 to 5 players, two each for 2, four for a solo game, no colour
                twice. Left out: red, green, blue, yellow, black, pink, dealt in
                seat order.
            level (int | Unset): The level, 1 to 6 (MISTS-SETUP-3); 1 when left out. Default: 1.
            start_player (int | Unset): Seat that takes the first turn (MISTS-SETUP-6).
            team_decisions (bool | Unset): Whether any seated player may take the team's choices (burial,
                graveyard ghost, points or pacify, dogs, face-down tiles); by
                default the active player takes them (the spec's decision points, section 13).
     """

    players: int
    colours: list[list[MistsColour]] | None | Unset = UNSET
    level: int | Unset = 1
    start_player: int | Unset = UNSET
    team_decisions: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        players = self.players

        colours: list[list[str]] | None | Unset
        if isinstance(self.colours, Unset):
            colours = UNSET
        elif isinstance(self.colours, list):
            colours = []
            for colours_type_0_item_data in self.colours:
                colours_type_0_item = []
                for colours_type_0_item_item_data in colours_type_0_item_data:
                    colours_type_0_item_item = colours_type_0_item_item_data.value
                    colours_type_0_item.append(colours_type_0_item_item)


                colours.append(colours_type_0_item)


        else:
            colours = self.colours

        level = self.level

        start_player = self.start_player

        team_decisions = self.team_decisions


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if colours is not UNSET:
            field_dict["colours"] = colours
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

        def _parse_colours(data: object) -> list[list[MistsColour]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                colours_type_0 = []
                _colours_type_0 = data
                for colours_type_0_item_data in (_colours_type_0):
                    colours_type_0_item = []
                    _colours_type_0_item = colours_type_0_item_data
                    for colours_type_0_item_item_data in (_colours_type_0_item):
                        colours_type_0_item_item = MistsColour(colours_type_0_item_item_data)



                        colours_type_0_item.append(colours_type_0_item_item)

                    colours_type_0.append(colours_type_0_item)

                return colours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[MistsColour]] | None | Unset, data)

        colours = _parse_colours(d.pop("colours", UNSET))


        level = d.pop("level", UNSET)

        start_player = d.pop("start_player", UNSET)

        team_decisions = d.pop("team_decisions", UNSET)

        mists_options = cls(
            players=players,
            colours=colours,
            level=level,
            start_player=start_player,
            team_decisions=team_decisions,
        )

        return mists_options

