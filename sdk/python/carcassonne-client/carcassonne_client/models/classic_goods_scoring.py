from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_good import ClassicGood
from typing import cast






T = TypeVar("T", bound="ClassicGoodsScoring")



@_attrs_define
class ClassicGoodsScoring:
    """ One good's final scoring (TB-GOODS-3).

        Attributes:
            good (ClassicGood): One of the three goods.
            points (int): Points each scorer received.
            scorers (list[int]): Seats that held that many, each scoring `points`.
            tokens (int): The most tokens of it any player held.
     """

    good: ClassicGood
    points: int
    scorers: list[int]
    tokens: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        good = self.good.value

        points = self.points

        scorers = self.scorers



        tokens = self.tokens


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "good": good,
            "points": points,
            "scorers": scorers,
            "tokens": tokens,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        good = ClassicGood(d.pop("good"))




        points = d.pop("points")

        scorers = cast(list[int], d.pop("scorers"))


        tokens = d.pop("tokens")

        classic_goods_scoring = cls(
            good=good,
            points=points,
            scorers=scorers,
            tokens=tokens,
        )


        classic_goods_scoring.additional_properties = d
        return classic_goods_scoring

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
