from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_effect_scored_type import DiscEffectScoredType
from typing import cast

if TYPE_CHECKING:
  from ..models.disc_scoring_view import DiscScoringView





T = TypeVar("T", bound="DiscEffectScored")



@_attrs_define
class DiscEffectScored:
    """ An area or mission was scored: on a take-back (DISC-RET-1) or at
    the end (DISC-END-*). The scorer's score grew by `points`.

        Attributes:
            scoring (DiscScoringView): One figure scored. `tiles` are its area's.
            type_ (DiscEffectScoredType):
     """

    scoring: DiscScoringView
    type_: DiscEffectScoredType





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_scoring_view import DiscScoringView # noqa: PLC0415
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
        from ..models.disc_scoring_view import DiscScoringView # noqa: PLC0415
        d = dict(src_dict)
        scoring = DiscScoringView.from_dict(d.pop("scoring"))




        type_ = DiscEffectScoredType(d.pop("type"))




        disc_effect_scored = cls(
            scoring=scoring,
            type_=type_,
        )

        return disc_effect_scored

