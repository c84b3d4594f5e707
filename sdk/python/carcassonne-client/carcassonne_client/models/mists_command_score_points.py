from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_command_score_points_type import MistsCommandScorePointsType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MistsCommandScorePoints")



@_attrs_define
class MistsCommandScorePoints:
    """ A closed feature waiting to be scored pays its points
    (MISTS-SCORE-2).

        Example:
            {'feature': 0, 'type': 'score_points'}

        Attributes:
            type_ (MistsCommandScorePointsType):
            feature (int | None | Unset): The feature (its id, as in the legal moves' `choices`): any
                closed feature still waiting (MISTS-AMB-22); none, the first.
     """

    type_: MistsCommandScorePointsType
    feature: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        feature: int | None | Unset
        if isinstance(self.feature, Unset):
            feature = UNSET
        else:
            feature = self.feature


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if feature is not UNSET:
            field_dict["feature"] = feature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = MistsCommandScorePointsType(d.pop("type"))




        def _parse_feature(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        feature = _parse_feature(d.pop("feature", UNSET))


        mists_command_score_points = cls(
            type_=type_,
            feature=feature,
        )

        return mists_command_score_points

