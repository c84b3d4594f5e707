from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_effect_ended_type import MistsEffectEndedType
from typing import cast

if TYPE_CHECKING:
  from ..models.outcome_defeat import OutcomeDefeat
  from ..models.outcome_victory import OutcomeVictory
  from ..models.outcome_winners import OutcomeWinners





T = TypeVar("T", bound="MistsEffectEnded")



@_attrs_define
class MistsEffectEnded:
    """ The game ended: the team won or lost, by the rule named.

        Attributes:
            outcome (OutcomeDefeat | OutcomeVictory | OutcomeWinners): How a game ended.
            type_ (MistsEffectEndedType):
     """

    outcome: OutcomeDefeat | OutcomeVictory | OutcomeWinners
    type_: MistsEffectEndedType





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome_defeat import OutcomeDefeat # noqa: PLC0415
        from ..models.outcome_victory import OutcomeVictory # noqa: PLC0415
        from ..models.outcome_winners import OutcomeWinners # noqa: PLC0415
        outcome: dict[str, Any]
        if isinstance(self.outcome, OutcomeWinners):
            outcome = self.outcome.to_dict()
        elif isinstance(self.outcome, OutcomeVictory):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome.to_dict()


        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "outcome": outcome,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome_defeat import OutcomeDefeat # noqa: PLC0415
        from ..models.outcome_victory import OutcomeVictory # noqa: PLC0415
        from ..models.outcome_winners import OutcomeWinners # noqa: PLC0415
        d = dict(src_dict)
        def _parse_outcome(data: object) -> OutcomeDefeat | OutcomeVictory | OutcomeWinners:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_outcome_type_0 = OutcomeWinners.from_dict(data)



                return componentsschemas_outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_outcome_type_1 = OutcomeVictory.from_dict(data)



                return componentsschemas_outcome_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_outcome_type_2 = OutcomeDefeat.from_dict(data)



            return componentsschemas_outcome_type_2

        outcome = _parse_outcome(d.pop("outcome"))


        type_ = MistsEffectEndedType(d.pop("type"))




        mists_effect_ended = cls(
            outcome=outcome,
            type_=type_,
        )

        return mists_effect_ended

