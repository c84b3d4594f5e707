from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_effect_goods_taken_type import ClassicEffectGoodsTakenType
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_goods import ClassicGoods





T = TypeVar("T", bound="ClassicEffectGoodsTaken")



@_attrs_define
class ClassicEffectGoodsTaken:
    """ Traders & Builders: the player who completed cities took their goods
    (TB-GOODS-1).

        Attributes:
            goods (ClassicGoods): Goods tokens by kind.
            seat (int): The player.
            type_ (ClassicEffectGoodsTakenType):
     """

    goods: ClassicGoods
    seat: int
    type_: ClassicEffectGoodsTakenType





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_goods import ClassicGoods # noqa: PLC0415
        goods = self.goods.to_dict()

        seat = self.seat

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "goods": goods,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_goods import ClassicGoods # noqa: PLC0415
        d = dict(src_dict)
        goods = ClassicGoods.from_dict(d.pop("goods"))




        seat = d.pop("seat")

        type_ = ClassicEffectGoodsTakenType(d.pop("type"))




        classic_effect_goods_taken = cls(
            goods=goods,
            seat=seat,
            type_=type_,
        )

        return classic_effect_goods_taken

