from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_effect_goods_scored_type import ClassicEffectGoodsScoredType
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_goods_scoring import ClassicGoodsScoring





T = TypeVar("T", bound="ClassicEffectGoodsScored")



@_attrs_define
class ClassicEffectGoodsScored:
    """ Traders & Builders: a good's final scoring (TB-GOODS-3); the
    scorers' scores grew by `points`.

        Attributes:
            scoring (ClassicGoodsScoring): One good's final scoring (TB-GOODS-3).
            type_ (ClassicEffectGoodsScoredType):
     """

    scoring: ClassicGoodsScoring
    type_: ClassicEffectGoodsScoredType





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_goods_scoring import ClassicGoodsScoring # noqa: PLC0415
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
        from ..models.classic_goods_scoring import ClassicGoodsScoring # noqa: PLC0415
        d = dict(src_dict)
        scoring = ClassicGoodsScoring.from_dict(d.pop("scoring"))




        type_ = ClassicEffectGoodsScoredType(d.pop("type"))




        classic_effect_goods_scored = cls(
            scoring=scoring,
            type_=type_,
        )

        return classic_effect_goods_scored

