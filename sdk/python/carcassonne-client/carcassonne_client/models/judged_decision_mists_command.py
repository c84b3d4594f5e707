from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.label import Label
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





T = TypeVar("T", bound="JudgedDecisionMistsCommand")



@_attrs_define
class JudgedDecisionMistsCommand:
    """ A decision of a finished game, judged by the analysis.

        Attributes:
            best (MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard
                | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile |
                MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard): What a player can ask for. Team
                choices name no seat: whoever may
                decide (the active player, or with `team_decisions` any seated player)
                takes them for the team.
            best_value (float): The estimate after the best command, never below `made_value`.
            label (Label): How a decision is labelled, by the points it gave away.
            made (MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard
                | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile |
                MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard): What a player can ask for. Team
                choices name no seat: whoever may
                decide (the active player, or with `team_decisions` any seated player)
                takes them for the team.
            made_value (float): The estimate after the command made, in points: the expected final
                margin over the best other seat; in the co-operative game, the
                team's prospects in points of score, victory worth 50 more and
                defeat 50 less.
            seat (int): Who decided.
            seq (int): The sequence number of the decision's event in the log.
     """

    best: MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard
    best_value: float
    label: Label
    made: MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard
    made_value: float
    seat: int
    seq: int
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
        best: dict[str, Any]
        if isinstance(self.best, MistsCommandPlaceTile):
            best = self.best.to_dict()
        elif isinstance(self.best, MistsCommandBuryGuard):
            best = self.best.to_dict()
        elif isinstance(self.best, MistsCommandBuryFromSupply):
            best = self.best.to_dict()
        elif isinstance(self.best, MistsCommandHauntGraveyard):
            best = self.best.to_dict()
        elif isinstance(self.best, MistsCommandPlaceGuard):
            best = self.best.to_dict()
        elif isinstance(self.best, MistsCommandSkipGuard):
            best = self.best.to_dict()
        elif isinstance(self.best, MistsCommandScorePoints):
            best = self.best.to_dict()
        elif isinstance(self.best, MistsCommandRemoveGhosts):
            best = self.best.to_dict()
        elif isinstance(self.best, MistsCommandPlaceDog):
            best = self.best.to_dict()
        elif isinstance(self.best, MistsCommandEndRemovals):
            best = self.best.to_dict()
        else:
            best = self.best.to_dict()


        best_value = self.best_value

        label = self.label.value

        made: dict[str, Any]
        if isinstance(self.made, MistsCommandPlaceTile):
            made = self.made.to_dict()
        elif isinstance(self.made, MistsCommandBuryGuard):
            made = self.made.to_dict()
        elif isinstance(self.made, MistsCommandBuryFromSupply):
            made = self.made.to_dict()
        elif isinstance(self.made, MistsCommandHauntGraveyard):
            made = self.made.to_dict()
        elif isinstance(self.made, MistsCommandPlaceGuard):
            made = self.made.to_dict()
        elif isinstance(self.made, MistsCommandSkipGuard):
            made = self.made.to_dict()
        elif isinstance(self.made, MistsCommandScorePoints):
            made = self.made.to_dict()
        elif isinstance(self.made, MistsCommandRemoveGhosts):
            made = self.made.to_dict()
        elif isinstance(self.made, MistsCommandPlaceDog):
            made = self.made.to_dict()
        elif isinstance(self.made, MistsCommandEndRemovals):
            made = self.made.to_dict()
        else:
            made = self.made.to_dict()


        made_value = self.made_value

        seat = self.seat

        seq = self.seq


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "best": best,
            "best_value": best_value,
            "label": label,
            "made": made,
            "made_value": made_value,
            "seat": seat,
            "seq": seq,
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
        def _parse_best(data: object) -> MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard:
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

        best = _parse_best(d.pop("best"))


        best_value = d.pop("best_value")

        label = Label(d.pop("label"))




        def _parse_made(data: object) -> MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard:
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

        made = _parse_made(d.pop("made"))


        made_value = d.pop("made_value")

        seat = d.pop("seat")

        seq = d.pop("seq")

        judged_decision_mists_command = cls(
            best=best,
            best_value=best_value,
            label=label,
            made=made,
            made_value=made_value,
            seat=seat,
            seq=seq,
        )


        judged_decision_mists_command.additional_properties = d
        return judged_decision_mists_command

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
