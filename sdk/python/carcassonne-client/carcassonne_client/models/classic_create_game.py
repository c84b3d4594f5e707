from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.access import Access
from ..models.classic_create_game_ruleset import ClassicCreateGameRuleset
from ..models.seat_order import SeatOrder
from ..models.spectators import Spectators
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_options import ClassicOptions
  from ..models.time_control_fischer import TimeControlFischer
  from ..models.time_control_per_move import TimeControlPerMove





T = TypeVar("T", bound="ClassicCreateGame")



@_attrs_define
class ClassicCreateGame:
    """ A new game.

        Example:
            {'options': {'players': 2}, 'ruleset': 'classic'}

        Attributes:
            options (ClassicOptions): Game options of the base game.
            ruleset (ClassicCreateGameRuleset): The rule set.
            access (Access | Unset): Who may join a game.
            any_tile_mix (bool | Unset): Custom games: the orders may hold more copies of a tile than the box
                (tests, puzzles). Otherwise an order beyond the box is refused: 422
                `invalid_game` naming the tile and its copies.
            bonus_tile_order (list[str] | None | Unset): Custom games of rule sets with a second tile supply
                (`second_supply`
                in `GET /v1/rulesets`): its draw order.
            clock (None | TimeControlFischer | TimeControlPerMove | Unset):
            rated (bool | Unset): Whether the game counts for its players' ratings: only between
                people (no bots), with the box's tiles in a random order, in a
                competitive rule set, and with a clock whose timed-out seat
                resigns. Otherwise 422 `unratable_game`.
            seat_order (SeatOrder | Unset): How seats are ordered when a game starts.
            single_seat (bool | Unset): Custom games only: the creator plays every seat.
            spectators (Spectators | Unset): Who may read a game.
            tile_order (list[str] | None | Unset): A fixed draw order (tile ids of the rule set's catalog) makes a
                custom game (puzzles, rule checks); the start tile is not part of
                it. Secret from other players. Example: ['base/U', 'base/E'].
            tile_piles (list[list[str]] | None | Unset): Instead of `tile_order`, for rule sets whose draw supply is split
                into piles (Mists over Carcassonne: three in levels 3-6, one in
                levels 1-2): each pile in draw order, the active pile first.
     """

    options: ClassicOptions
    ruleset: ClassicCreateGameRuleset
    access: Access | Unset = UNSET
    any_tile_mix: bool | Unset = UNSET
    bonus_tile_order: list[str] | None | Unset = UNSET
    clock: None | TimeControlFischer | TimeControlPerMove | Unset = UNSET
    rated: bool | Unset = UNSET
    seat_order: SeatOrder | Unset = UNSET
    single_seat: bool | Unset = UNSET
    spectators: Spectators | Unset = UNSET
    tile_order: list[str] | None | Unset = UNSET
    tile_piles: list[list[str]] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_options import ClassicOptions # noqa: PLC0415
        from ..models.time_control_fischer import TimeControlFischer # noqa: PLC0415
        from ..models.time_control_per_move import TimeControlPerMove # noqa: PLC0415
        options = self.options.to_dict()

        ruleset = self.ruleset.value

        access: str | Unset = UNSET
        if not isinstance(self.access, Unset):
            access = self.access.value


        any_tile_mix = self.any_tile_mix

        bonus_tile_order: list[str] | None | Unset
        if isinstance(self.bonus_tile_order, Unset):
            bonus_tile_order = UNSET
        elif isinstance(self.bonus_tile_order, list):
            bonus_tile_order = self.bonus_tile_order


        else:
            bonus_tile_order = self.bonus_tile_order

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, TimeControlPerMove):
            clock = self.clock.to_dict()
        elif isinstance(self.clock, TimeControlFischer):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        rated = self.rated

        seat_order: str | Unset = UNSET
        if not isinstance(self.seat_order, Unset):
            seat_order = self.seat_order.value


        single_seat = self.single_seat

        spectators: str | Unset = UNSET
        if not isinstance(self.spectators, Unset):
            spectators = self.spectators.value


        tile_order: list[str] | None | Unset
        if isinstance(self.tile_order, Unset):
            tile_order = UNSET
        elif isinstance(self.tile_order, list):
            tile_order = self.tile_order


        else:
            tile_order = self.tile_order

        tile_piles: list[list[str]] | None | Unset
        if isinstance(self.tile_piles, Unset):
            tile_piles = UNSET
        elif isinstance(self.tile_piles, list):
            tile_piles = []
            for tile_piles_type_0_item_data in self.tile_piles:
                tile_piles_type_0_item = tile_piles_type_0_item_data


                tile_piles.append(tile_piles_type_0_item)


        else:
            tile_piles = self.tile_piles


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "options": options,
            "ruleset": ruleset,
        })
        if access is not UNSET:
            field_dict["access"] = access
        if any_tile_mix is not UNSET:
            field_dict["any_tile_mix"] = any_tile_mix
        if bonus_tile_order is not UNSET:
            field_dict["bonus_tile_order"] = bonus_tile_order
        if clock is not UNSET:
            field_dict["clock"] = clock
        if rated is not UNSET:
            field_dict["rated"] = rated
        if seat_order is not UNSET:
            field_dict["seat_order"] = seat_order
        if single_seat is not UNSET:
            field_dict["single_seat"] = single_seat
        if spectators is not UNSET:
            field_dict["spectators"] = spectators
        if tile_order is not UNSET:
            field_dict["tile_order"] = tile_order
        if tile_piles is not UNSET:
            field_dict["tile_piles"] = tile_piles

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_options import ClassicOptions # noqa: PLC0415
        from ..models.time_control_fischer import TimeControlFischer # noqa: PLC0415
        from ..models.time_control_per_move import TimeControlPerMove # noqa: PLC0415
        d = dict(src_dict)
        options = ClassicOptions.from_dict(d.pop("options"))




        ruleset = ClassicCreateGameRuleset(d.pop("ruleset"))




        _access = d.pop("access", UNSET)
        access: Access | Unset
        if isinstance(_access,  Unset):
            access = UNSET
        else:
            access = Access(_access)




        any_tile_mix = d.pop("any_tile_mix", UNSET)

        def _parse_bonus_tile_order(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                bonus_tile_order_type_0 = cast(list[str], data)

                return bonus_tile_order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        bonus_tile_order = _parse_bonus_tile_order(d.pop("bonus_tile_order", UNSET))


        def _parse_clock(data: object) -> None | TimeControlFischer | TimeControlPerMove | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_time_control_type_0 = TimeControlPerMove.from_dict(data)



                return componentsschemas_time_control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_time_control_type_1 = TimeControlFischer.from_dict(data)



                return componentsschemas_time_control_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TimeControlFischer | TimeControlPerMove | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        rated = d.pop("rated", UNSET)

        _seat_order = d.pop("seat_order", UNSET)
        seat_order: SeatOrder | Unset
        if isinstance(_seat_order,  Unset):
            seat_order = UNSET
        else:
            seat_order = SeatOrder(_seat_order)




        single_seat = d.pop("single_seat", UNSET)

        _spectators = d.pop("spectators", UNSET)
        spectators: Spectators | Unset
        if isinstance(_spectators,  Unset):
            spectators = UNSET
        else:
            spectators = Spectators(_spectators)




        def _parse_tile_order(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tile_order_type_0 = cast(list[str], data)

                return tile_order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        tile_order = _parse_tile_order(d.pop("tile_order", UNSET))


        def _parse_tile_piles(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tile_piles_type_0 = []
                _tile_piles_type_0 = data
                for tile_piles_type_0_item_data in (_tile_piles_type_0):
                    tile_piles_type_0_item = cast(list[str], tile_piles_type_0_item_data)

                    tile_piles_type_0.append(tile_piles_type_0_item)

                return tile_piles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        tile_piles = _parse_tile_piles(d.pop("tile_piles", UNSET))


        classic_create_game = cls(
            options=options,
            ruleset=ruleset,
            access=access,
            any_tile_mix=any_tile_mix,
            bonus_tile_order=bonus_tile_order,
            clock=clock,
            rated=rated,
            seat_order=seat_order,
            single_seat=single_seat,
            spectators=spectators,
            tile_order=tile_order,
            tile_piles=tile_piles,
        )

        return classic_create_game

