from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_game import ClassicGame
  from ..models.disc_game import DiscGame
  from ..models.hg_game import HgGame
  from ..models.mists_game import MistsGame





T = TypeVar("T", bound="GamePage")



@_attrs_define
class GamePage:
    """ One page of games, newest first.

        Attributes:
            games (list[ClassicGame | DiscGame | HgGame | MistsGame]): Games on this page (without their state).
            next_cursor (None | str | Unset): Pass as `cursor` to get the next page; absent on the last page.
     """

    games: list[ClassicGame | DiscGame | HgGame | MistsGame]
    next_cursor: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_game import ClassicGame # noqa: PLC0415
        from ..models.disc_game import DiscGame # noqa: PLC0415
        from ..models.hg_game import HgGame # noqa: PLC0415
        from ..models.mists_game import MistsGame # noqa: PLC0415
        games = []
        for games_item_data in self.games:
            games_item: dict[str, Any]
            if isinstance(games_item_data, ClassicGame):
                games_item = games_item_data.to_dict()
            elif isinstance(games_item_data, HgGame):
                games_item = games_item_data.to_dict()
            elif isinstance(games_item_data, DiscGame):
                games_item = games_item_data.to_dict()
            else:
                games_item = games_item_data.to_dict()

            games.append(games_item)



        next_cursor: None | str | Unset
        if isinstance(self.next_cursor, Unset):
            next_cursor = UNSET
        else:
            next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "games": games,
        })
        if next_cursor is not UNSET:
            field_dict["next_cursor"] = next_cursor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_game import ClassicGame # noqa: PLC0415
        from ..models.disc_game import DiscGame # noqa: PLC0415
        from ..models.hg_game import HgGame # noqa: PLC0415
        from ..models.mists_game import MistsGame # noqa: PLC0415
        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            def _parse_games_item(data: object) -> ClassicGame | DiscGame | HgGame | MistsGame:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_type_0 = ClassicGame.from_dict(data)



                    return componentsschemas_game_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_type_1 = HgGame.from_dict(data)



                    return componentsschemas_game_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_type_2 = DiscGame.from_dict(data)



                    return componentsschemas_game_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_3 = MistsGame.from_dict(data)



                return componentsschemas_game_type_3

            games_item = _parse_games_item(games_item_data)

            games.append(games_item)


        def _parse_next_cursor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor", UNSET))


        game_page = cls(
            games=games,
            next_cursor=next_cursor,
        )


        game_page.additional_properties = d
        return game_page

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
