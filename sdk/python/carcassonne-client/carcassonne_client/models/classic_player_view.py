from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.classic_goods import ClassicGoods
  from ..models.classic_supply import ClassicSupply





T = TypeVar("T", bound="ClassicPlayerView")



@_attrs_define
class ClassicPlayerView:
    """ A player's public counters.

        Attributes:
            abbey (bool): Whether the player still holds an abbey (Abbey & Mayor).
            goods (ClassicGoods): Goods tokens by kind.
            resigned (bool): Whether the player resigned.
            score (int): Points.
            seat (int): Seat, 0-based.
            supply (ClassicSupply): Figures in a player's supply.
     """

    abbey: bool
    goods: ClassicGoods
    resigned: bool
    score: int
    seat: int
    supply: ClassicSupply
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_goods import ClassicGoods # noqa: PLC0415
        from ..models.classic_supply import ClassicSupply # noqa: PLC0415
        abbey = self.abbey

        goods = self.goods.to_dict()

        resigned = self.resigned

        score = self.score

        seat = self.seat

        supply = self.supply.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "abbey": abbey,
            "goods": goods,
            "resigned": resigned,
            "score": score,
            "seat": seat,
            "supply": supply,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_goods import ClassicGoods # noqa: PLC0415
        from ..models.classic_supply import ClassicSupply # noqa: PLC0415
        d = dict(src_dict)
        abbey = d.pop("abbey")

        goods = ClassicGoods.from_dict(d.pop("goods"))




        resigned = d.pop("resigned")

        score = d.pop("score")

        seat = d.pop("seat")

        supply = ClassicSupply.from_dict(d.pop("supply"))




        classic_player_view = cls(
            abbey=abbey,
            goods=goods,
            resigned=resigned,
            score=score,
            seat=seat,
            supply=supply,
        )


        classic_player_view.additional_properties = d
        return classic_player_view

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
