from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_effect_scored_type import HgEffectScoredType
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_scoring_view import HgScoringView





T = TypeVar("T", bound="HgEffectScored")



@_attrs_define
class HgEffectScored:
    """ Something was scored: a closed river or forest, a canoe or small
    trap as its tile was placed, or the final scoring (HG-SCORE-*,
    HG-MEN-*, HG-FINAL-*). The scorers' scores grew by `points`.

        Attributes:
            scoring (HgScoringView): One scoring. `tiles`: a river's, forest's or meadow's own; every tile of
                the river system for huts; the system's lakes for the canoe; the trapped
                tiles for the small trap.
            type_ (HgEffectScoredType):
     """

    scoring: HgScoringView
    type_: HgEffectScoredType





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_scoring_view import HgScoringView # noqa: PLC0415
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
        from ..models.hg_scoring_view import HgScoringView # noqa: PLC0415
        d = dict(src_dict)
        scoring = HgScoringView.from_dict(d.pop("scoring"))




        type_ = HgEffectScoredType(d.pop("type"))




        hg_effect_scored = cls(
            scoring=scoring,
            type_=type_,
        )

        return hg_effect_scored

