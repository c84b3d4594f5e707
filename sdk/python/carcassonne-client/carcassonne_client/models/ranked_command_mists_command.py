from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.mists_command_bury_from_supply import MistsCommandBuryFromSupply
  from ..models.mists_command_bury_guard import MistsCommandBuryGuard
  from ..models.mists_command_end_removals import MistsCommandEndRemovals
  from ..models.mists_command_haunt_graveyard import MistsCommandHauntGraveyard
  from ..models.mists_command_place_dog import MistsCommandPlaceDog
  from ..models.mists_command_place_face_down import MistsCommandPlaceFaceDown
  from ..models.mists_command_place_guard import MistsCommandPlaceGuard
  from ..models.mists_command_place_tile import MistsCommandPlaceTile
  from ..models.mists_command_remove_ghosts import MistsCommandRemoveGhosts
  from ..models.mists_command_score_points import MistsCommandScorePoints
  from ..models.mists_command_skip_guard import MistsCommandSkipGuard





T = TypeVar("T", bound="RankedCommandMistsCommand")



@_attrs_define
class RankedCommandMistsCommand:
    """ A command a bot ranked, with its estimate.

        Attributes:
            command (MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals |
                MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard |
                MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard): What a
                player can ask for. Team choices name no seat: whoever may
                decide (the active player, or with `team_decisions` any seated player)
                takes them for the team.
            value (float): The bot's estimate of the position after it, as a hint's `value`.
     """

    command: MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard
    value: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_command_bury_from_supply import MistsCommandBuryFromSupply # noqa: PLC0415
        from ..models.mists_command_bury_guard import MistsCommandBuryGuard # noqa: PLC0415
        from ..models.mists_command_end_removals import MistsCommandEndRemovals # noqa: PLC0415
        from ..models.mists_command_haunt_graveyard import MistsCommandHauntGraveyard # noqa: PLC0415
        from ..models.mists_command_place_dog import MistsCommandPlaceDog # noqa: PLC0415
        from ..models.mists_command_place_face_down import MistsCommandPlaceFaceDown # noqa: PLC0415
        from ..models.mists_command_place_guard import MistsCommandPlaceGuard # noqa: PLC0415
        from ..models.mists_command_place_tile import MistsCommandPlaceTile # noqa: PLC0415
        from ..models.mists_command_remove_ghosts import MistsCommandRemoveGhosts # noqa: PLC0415
        from ..models.mists_command_score_points import MistsCommandScorePoints # noqa: PLC0415
        from ..models.mists_command_skip_guard import MistsCommandSkipGuard # noqa: PLC0415
        command: dict[str, Any]
        if isinstance(self.command, MistsCommandPlaceTile):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandBuryGuard):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandBuryFromSupply):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandHauntGraveyard):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandPlaceGuard):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandSkipGuard):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandScorePoints):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandRemoveGhosts):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandPlaceDog):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandEndRemovals):
            command = self.command.to_dict()
        else:
            command = self.command.to_dict()


        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "command": command,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_command_bury_from_supply import MistsCommandBuryFromSupply # noqa: PLC0415
        from ..models.mists_command_bury_guard import MistsCommandBuryGuard # noqa: PLC0415
        from ..models.mists_command_end_removals import MistsCommandEndRemovals # noqa: PLC0415
        from ..models.mists_command_haunt_graveyard import MistsCommandHauntGraveyard # noqa: PLC0415
        from ..models.mists_command_place_dog import MistsCommandPlaceDog # noqa: PLC0415
        from ..models.mists_command_place_face_down import MistsCommandPlaceFaceDown # noqa: PLC0415
        from ..models.mists_command_place_guard import MistsCommandPlaceGuard # noqa: PLC0415
        from ..models.mists_command_place_tile import MistsCommandPlaceTile # noqa: PLC0415
        from ..models.mists_command_remove_ghosts import MistsCommandRemoveGhosts # noqa: PLC0415
        from ..models.mists_command_score_points import MistsCommandScorePoints # noqa: PLC0415
        from ..models.mists_command_skip_guard import MistsCommandSkipGuard # noqa: PLC0415
        d = dict(src_dict)
        def _parse_command(data: object) -> MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_0 = MistsCommandPlaceTile.from_dict(data)



                return componentsschemas_mists_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_1 = MistsCommandBuryGuard.from_dict(data)



                return componentsschemas_mists_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_2 = MistsCommandBuryFromSupply.from_dict(data)



                return componentsschemas_mists_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_3 = MistsCommandHauntGraveyard.from_dict(data)



                return componentsschemas_mists_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_4 = MistsCommandPlaceGuard.from_dict(data)



                return componentsschemas_mists_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_5 = MistsCommandSkipGuard.from_dict(data)



                return componentsschemas_mists_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_6 = MistsCommandScorePoints.from_dict(data)



                return componentsschemas_mists_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_7 = MistsCommandRemoveGhosts.from_dict(data)



                return componentsschemas_mists_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_8 = MistsCommandPlaceDog.from_dict(data)



                return componentsschemas_mists_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_9 = MistsCommandEndRemovals.from_dict(data)



                return componentsschemas_mists_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_mists_command_type_10 = MistsCommandPlaceFaceDown.from_dict(data)



            return componentsschemas_mists_command_type_10

        command = _parse_command(d.pop("command"))


        value = d.pop("value")

        ranked_command_mists_command = cls(
            command=command,
            value=value,
        )


        ranked_command_mists_command.additional_properties = d
        return ranked_command_mists_command

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
