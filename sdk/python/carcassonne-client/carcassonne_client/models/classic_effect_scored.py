from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_effect_scored_type import ClassicEffectScoredType
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_scoring_view import ClassicScoringView





T = TypeVar("T", bound="ClassicEffectScored")



@_attrs_define
class ClassicEffectScored:
    """ A feature was scored: during the turn, by a barn, or at the end
    (BASE-SCORE-*, AM-BARN-6/7, BASE-END-2/3). The scorers' scores
    grew by `points`.

        Attributes:
            scoring (ClassicScoringView): One scoring. `tiles` are the feature's tiles (a monastery's 3x3 block).
            type_ (ClassicEffectScoredType):
     """

    scoring: ClassicScoringView
    type_: ClassicEffectScoredType





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_scoring_view import ClassicScoringView # noqa: PLC0415
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
        from ..models.classic_scoring_view import ClassicScoringView # noqa: PLC0415
        d = dict(src_dict)
        scoring = ClassicScoringView.from_dict(d.pop("scoring"))




        type_ = ClassicEffectScoredType(d.pop("type"))




        classic_effect_scored = cls(
            scoring=scoring,
            type_=type_,
        )

        return classic_effect_scored

