from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_event_points_scored_type import MistsEventPointsScoredType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MistsEventPointsScored")



@_attrs_define
class MistsEventPointsScored:
    """ A closed feature paid its points.

        Attributes:
            type_ (MistsEventPointsScoredType):
            feature (int | None | Unset): The feature scored (its id); absent in logs written before the
                team chose the order (MISTS-AMB-22): the first waiting.
     """

    type_: MistsEventPointsScoredType
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
        type_ = MistsEventPointsScoredType(d.pop("type"))




        def _parse_feature(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        feature = _parse_feature(d.pop("feature", UNSET))


        mists_event_points_scored = cls(
            type_=type_,
            feature=feature,
        )

        return mists_event_points_scored

