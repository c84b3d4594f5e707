from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_abbey_mayor import ClassicAbbeyMayor
  from ..models.classic_inns_cathedrals import ClassicInnsCathedrals
  from ..models.classic_river import ClassicRiver
  from ..models.classic_traders_builders import ClassicTradersBuilders





T = TypeVar("T", bound="ClassicOptions")



@_attrs_define
class ClassicOptions:
    """ Game options of the base game.

        Attributes:
            players (int): Number of players, 2 to 5 (BASE-COMP-3); 6 with Inns & Cathedrals
                (IC-SCOPE-2).
            abbey_mayor (ClassicAbbeyMayor | None | Unset):
            inns_cathedrals (ClassicInnsCathedrals | None | Unset):
            river (ClassicRiver | None | Unset):
            small_city_exception (bool | Unset): First-edition exception: a completed city of exactly two tiles scores
                like an incomplete one, 1 per tile and shield (BASE-AMB-1; off by default).
            start_player (int | Unset): Seat that takes the first turn (BASE-SETUP-4, BASE-AMB-5).
            traders_builders (ClassicTradersBuilders | None | Unset):
     """

    players: int
    abbey_mayor: ClassicAbbeyMayor | None | Unset = UNSET
    inns_cathedrals: ClassicInnsCathedrals | None | Unset = UNSET
    river: ClassicRiver | None | Unset = UNSET
    small_city_exception: bool | Unset = UNSET
    start_player: int | Unset = UNSET
    traders_builders: ClassicTradersBuilders | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_abbey_mayor import ClassicAbbeyMayor # noqa: PLC0415
        from ..models.classic_inns_cathedrals import ClassicInnsCathedrals # noqa: PLC0415
        from ..models.classic_river import ClassicRiver # noqa: PLC0415
        from ..models.classic_traders_builders import ClassicTradersBuilders # noqa: PLC0415
        players = self.players

        abbey_mayor: dict[str, Any] | None | Unset
        if isinstance(self.abbey_mayor, Unset):
            abbey_mayor = UNSET
        elif isinstance(self.abbey_mayor, ClassicAbbeyMayor):
            abbey_mayor = self.abbey_mayor.to_dict()
        else:
            abbey_mayor = self.abbey_mayor

        inns_cathedrals: dict[str, Any] | None | Unset
        if isinstance(self.inns_cathedrals, Unset):
            inns_cathedrals = UNSET
        elif isinstance(self.inns_cathedrals, ClassicInnsCathedrals):
            inns_cathedrals = self.inns_cathedrals.to_dict()
        else:
            inns_cathedrals = self.inns_cathedrals

        river: dict[str, Any] | None | Unset
        if isinstance(self.river, Unset):
            river = UNSET
        elif isinstance(self.river, ClassicRiver):
            river = self.river.to_dict()
        else:
            river = self.river

        small_city_exception = self.small_city_exception

        start_player = self.start_player

        traders_builders: dict[str, Any] | None | Unset
        if isinstance(self.traders_builders, Unset):
            traders_builders = UNSET
        elif isinstance(self.traders_builders, ClassicTradersBuilders):
            traders_builders = self.traders_builders.to_dict()
        else:
            traders_builders = self.traders_builders


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if abbey_mayor is not UNSET:
            field_dict["abbey_mayor"] = abbey_mayor
        if inns_cathedrals is not UNSET:
            field_dict["inns_cathedrals"] = inns_cathedrals
        if river is not UNSET:
            field_dict["river"] = river
        if small_city_exception is not UNSET:
            field_dict["small_city_exception"] = small_city_exception
        if start_player is not UNSET:
            field_dict["start_player"] = start_player
        if traders_builders is not UNSET:
            field_dict["traders_builders"] = traders_builders

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_abbey_mayor import ClassicAbbeyMayor # noqa: PLC0415
        from ..models.classic_inns_cathedrals import ClassicInnsCathedrals # noqa: PLC0415
        from ..models.classic_river import ClassicRiver # noqa: PLC0415
        from ..models.classic_traders_builders import ClassicTradersBuilders # noqa: PLC0415
        d = dict(src_dict)
        players = d.pop("players")

        def _parse_abbey_mayor(data: object) -> ClassicAbbeyMayor | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                abbey_mayor_type_0 = ClassicAbbeyMayor.from_dict(data)



                return abbey_mayor_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClassicAbbeyMayor | None | Unset, data)

        abbey_mayor = _parse_abbey_mayor(d.pop("abbey_mayor", UNSET))


        def _parse_inns_cathedrals(data: object) -> ClassicInnsCathedrals | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                inns_cathedrals_type_0 = ClassicInnsCathedrals.from_dict(data)



                return inns_cathedrals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClassicInnsCathedrals | None | Unset, data)

        inns_cathedrals = _parse_inns_cathedrals(d.pop("inns_cathedrals", UNSET))


        def _parse_river(data: object) -> ClassicRiver | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                river_type_0 = ClassicRiver.from_dict(data)



                return river_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClassicRiver | None | Unset, data)

        river = _parse_river(d.pop("river", UNSET))


        small_city_exception = d.pop("small_city_exception", UNSET)

        start_player = d.pop("start_player", UNSET)

        def _parse_traders_builders(data: object) -> ClassicTradersBuilders | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                traders_builders_type_0 = ClassicTradersBuilders.from_dict(data)



                return traders_builders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClassicTradersBuilders | None | Unset, data)

        traders_builders = _parse_traders_builders(d.pop("traders_builders", UNSET))


        classic_options = cls(
            players=players,
            abbey_mayor=abbey_mayor,
            inns_cathedrals=inns_cathedrals,
            river=river,
            small_city_exception=small_city_exception,
            start_player=start_player,
            traders_builders=traders_builders,
        )

        return classic_options

