from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_effect_scored_type import MistsEffectScoredType
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_scoring_view import MistsScoringView





T = TypeVar("T", bound="MistsEffectScored")



@_attrs_define
class MistsEffectScored:
    """ A closed feature paid its points or was pacified (MISTS-SCORE-*),
    or a dog scored (MISTS-DOG-*). The colours' scores (and the team
    score, levels 1-5) grew by `points` each.

        Attributes:
            scoring (MistsScoringView): A scoring. `points` went to each of `scorers`, one entry per colour.
            type_ (MistsEffectScoredType):
     """

    scoring: MistsScoringView
    type_: MistsEffectScoredType





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_scoring_view import MistsScoringView # noqa: PLC0415
        scoring = self.scoring.to_dict()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "scoring": scoring,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_scoring_view import MistsScoringView # noqa: PLC0415
        d = dict(src_dict)
        scoring = MistsScoringView.from_dict(d.pop("scoring"))




        type_ = MistsEffectScoredType(d.pop("type"))




        mists_effect_scored = cls(
            scoring=scoring,
            type_=type_,
        )

        return mists_effect_scored

