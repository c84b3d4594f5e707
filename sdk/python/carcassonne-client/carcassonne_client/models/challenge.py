from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_status import ChallengeStatus
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.challenge_player import ChallengePlayer
  from ..models.challenged_player import ChallengedPlayer
  from ..models.classic_create_game import ClassicCreateGame
  from ..models.disc_create_game import DiscCreateGame
  from ..models.hg_create_game import HgCreateGame
  from ..models.mists_create_game import MistsCreateGame





T = TypeVar("T", bound="Challenge")



@_attrs_define
class Challenge:
    """ A challenge.

        Attributes:
            challenged (list[ChallengedPlayer]): Who is challenged, and whether each has accepted.
            challenger (ChallengePlayer): The challenger.
            created_at (datetime.datetime): When it was made.
            expires_at (datetime.datetime): When a pending challenge expires.
            game (ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame): A new game. Example: {'options':
                {'players': 2}, 'ruleset': 'classic'}.
            id (UUID): Its id.
            status (ChallengeStatus): Where a challenge stands.
            game_id (None | Unset | UUID): The game it created, once accepted.
            rematch_of (None | Unset | UUID): The finished game a rematch follows.
     """

    challenged: list[ChallengedPlayer]
    challenger: ChallengePlayer
    created_at: datetime.datetime
    expires_at: datetime.datetime
    game: ClassicCreateGame | DiscCreateGame | HgCreateGame | MistsCreateGame
    id: UUID
    status: ChallengeStatus
    game_id: None | Unset | UUID = UNSET
    rematch_of: None | Unset | UUID = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge_player import ChallengePlayer # noqa: PLC0415
        from ..models.challenged_player import ChallengedPlayer # noqa: PLC0415
        from ..models.classic_create_game import ClassicCreateGame # noqa: PLC0415
        from ..models.disc_create_game import DiscCreateGame # noqa: PLC0415
        from ..models.hg_create_game import HgCreateGame # noqa: PLC0415
        from ..models.mists_create_game import MistsCreateGame # noqa: PLC0415
        challenged = []
        for challenged_item_data in self.challenged:
            challenged_item = challenged_item_data.to_dict()
            challenged.append(challenged_item)



        challenger = self.challenger.to_dict()

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

        status = self.status.value

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        elif isinstance(self.game_id, UUID):
            game_id = str(self.game_id)
        else:
            game_id = self.game_id

        rematch_of: None | str | Unset
        if isinstance(self.rematch_of, Unset):
            rematch_of = UNSET
        elif isinstance(self.rematch_of, UUID):
            rematch_of = str(self.rematch_of)
        else:
            rematch_of = self.rematch_of


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "challenged": challenged,
            "challenger": challenger,
            "created_at": created_at,
            "expires_at": expires_at,
            "game": game,
            "id": id,
            "status": status,
        })
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge_player import ChallengePlayer # noqa: PLC0415
        from ..models.challenged_player import ChallengedPlayer # noqa: PLC0415
        from ..models.classic_create_game import ClassicCreateGame # noqa: PLC0415
        from ..models.disc_create_game import DiscCreateGame # noqa: PLC0415
        from ..models.hg_create_game import HgCreateGame # noqa: PLC0415
        from ..models.mists_create_game import MistsCreateGame # noqa: PLC0415
        d = dict(src_dict)
        challenged = []
        _challenged = d.pop("challenged")
        for challenged_item_data in (_challenged):
            challenged_item = ChallengedPlayer.from_dict(challenged_item_data)



            challenged.append(challenged_item)


        challenger = ChallengePlayer.from_dict(d.pop("challenger"))




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




        status = ChallengeStatus(d.pop("status"))




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


        def _parse_rematch_of(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rematch_of_type_0 = UUID(data)



                return rematch_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of", UNSET))


        challenge = cls(
            challenged=challenged,
            challenger=challenger,
            created_at=created_at,
            expires_at=expires_at,
            game=game,
            id=id,
            status=status,
            game_id=game_id,
            rematch_of=rematch_of,
        )


        challenge.additional_properties = d
        return challenge

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
