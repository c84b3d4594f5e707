from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seek_status import SeekStatus
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.classic_create_game import ClassicCreateGame
  from ..models.disc_create_game import DiscCreateGame
  from ..models.hg_create_game import HgCreateGame
  from ..models.mists_create_game import MistsCreateGame
  from ..models.rating_range import RatingRange





T = TypeVar("T", bound="Seek")



@_attrs_define
class Seek:
    """ A seek.

        Attributes:
            created_at (datetime.datetime): When it was made.
            expires_at (datetime.datetime): When an open seek expires.
            game (ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame): A new game. Example: {'options':
                {'players': 2}, 'ruleset': 'classic'}.
            id (UUID): Its id.
            rating (float): The seeker's rating when it sought (its pool's starting rating if
                it had none).
            rating_range (RatingRange): A range of ratings; a bound left out is open.
            status (SeekStatus): Where a seek stands.
            game_id (None | Unset | UUID): The game it was matched into.
     """

    created_at: datetime.datetime
    expires_at: datetime.datetime
    game: ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame
    id: UUID
    rating: float
    rating_range: RatingRange
    status: SeekStatus
    game_id: None | Unset | UUID = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_create_game import ClassicCreateGame # noqa: PLC0415
        from ..models.disc_create_game import DiscCreateGame # noqa: PLC0415
        from ..models.hg_create_game import HgCreateGame # noqa: PLC0415
        from ..models.mists_create_game import MistsCreateGame # noqa: PLC0415
        from ..models.rating_range import RatingRange # noqa: PLC0415
        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        game: dict[str, Any]
        if isinstance(self.game, ClassicCreateGame):
            game = self.game.to_dict()
        elif isinstance(self.game, HgCreateGame):
            game = self.game.to_dict()
        elif isinstance(self.game, DiscCreateGame):
            game = self.game.to_dict()
        else:
            game = self.game.to_dict()


        id = str(self.id)

        rating = self.rating

        rating_range = self.rating_range.to_dict()

        status = self.status.value

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        elif isinstance(self.game_id, UUID):
            game_id = str(self.game_id)
        else:
            game_id = self.game_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "expires_at": expires_at,
            "game": game,
            "id": id,
            "rating": rating,
            "rating_range": rating_range,
            "status": status,
        })
        if game_id is not UNSET:
            field_dict["game_id"] = game_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_create_game import ClassicCreateGame # noqa: PLC0415
        from ..models.disc_create_game import DiscCreateGame # noqa: PLC0415
        from ..models.hg_create_game import HgCreateGame # noqa: PLC0415
        from ..models.mists_create_game import MistsCreateGame # noqa: PLC0415
        from ..models.rating_range import RatingRange # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




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


        id = UUID(d.pop("id"))




        rating = d.pop("rating")

        rating_range = RatingRange.from_dict(d.pop("rating_range"))




        status = SeekStatus(d.pop("status"))




        def _parse_game_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                game_id_type_0 = UUID(data)



                return game_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))


        seek = cls(
            created_at=created_at,
            expires_at=expires_at,
            game=game,
            id=id,
            rating=rating,
            rating_range=rating_range,
            status=status,
            game_id=game_id,
        )


        seek.additional_properties = d
        return seek

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
