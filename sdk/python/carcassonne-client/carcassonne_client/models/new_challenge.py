from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_create_game import ClassicCreateGame
  from ..models.disc_create_game import DiscCreateGame
  from ..models.hg_create_game import HgCreateGame
  from ..models.mists_create_game import MistsCreateGame





T = TypeVar("T", bound="NewChallenge")



@_attrs_define
class NewChallenge:
    """ A challenge to send.

        Example:
            {'game': {'options': {'players': 2}, 'rated': True, 'ruleset': 'classic'}, 'players': ['bob']}

        Attributes:
            game (ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame): A new game. Example: {'options':
                {'players': 2}, 'ruleset': 'classic'}.
            players (list[str]): The usernames of the accounts challenged (any case), 1 to 4: the
                game's other seats.
            expires_in_seconds (int | None | Unset): Seconds it waits for answers, 60 to 604800 (a week); a day when
                left out.
     """

    game: ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame
    players: list[str]
    expires_in_seconds: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_create_game import ClassicCreateGame # noqa: PLC0415
        from ..models.disc_create_game import DiscCreateGame # noqa: PLC0415
        from ..models.hg_create_game import HgCreateGame # noqa: PLC0415
        from ..models.mists_create_game import MistsCreateGame # noqa: PLC0415
        game: dict[str, Any]
        if isinstance(self.game, ClassicCreateGame):
            game = self.game.to_dict()
        elif isinstance(self.game, HgCreateGame):
            game = self.game.to_dict()
        elif isinstance(self.game, DiscCreateGame):
            game = self.game.to_dict()
        else:
            game = self.game.to_dict()


        players = self.players



        expires_in_seconds: int | None | Unset
        if isinstance(self.expires_in_seconds, Unset):
            expires_in_seconds = UNSET
        else:
            expires_in_seconds = self.expires_in_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
        })
        if expires_in_seconds is not UNSET:
            field_dict["expires_in_seconds"] = expires_in_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_create_game import ClassicCreateGame # noqa: PLC0415
        from ..models.disc_create_game import DiscCreateGame # noqa: PLC0415
        from ..models.hg_create_game import HgCreateGame # noqa: PLC0415
        from ..models.mists_create_game import MistsCreateGame # noqa: PLC0415
        d = dict(src_dict)
        def _parse_game(data: object) -> ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_create_game_type_0 = ClassicCreateGame.from_dict(data)



                return componentsschemas_create_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_create_game_type_1 = HgCreateGame.from_dict(data)



                return componentsschemas_create_game_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_create_game_type_2 = DiscCreateGame.from_dict(data)



                return componentsschemas_create_game_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_create_game_type_3 = MistsCreateGame.from_dict(data)



            return componentsschemas_create_game_type_3

        game = _parse_game(d.pop("game"))


        players = cast(list[str], d.pop("players"))


        def _parse_expires_in_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_in_seconds = _parse_expires_in_seconds(d.pop("expires_in_seconds", UNSET))


        new_challenge = cls(
            game=game,
            players=players,
            expires_in_seconds=expires_in_seconds,
        )

        return new_challenge

