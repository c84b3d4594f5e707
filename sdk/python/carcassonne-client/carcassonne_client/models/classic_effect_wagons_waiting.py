from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_effect_wagons_waiting_type import ClassicEffectWagonsWaitingType
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_figure_view import ClassicFigureView





T = TypeVar("T", bound="ClassicEffectWagonsWaiting")



@_attrs_define
class ClassicEffectWagonsWaiting:
    """ Abbey & Mayor: wagons of scored features left the board and wait
    for their owners to move them (AM-WAGON-3).

        Attributes:
            type_ (ClassicEffectWagonsWaitingType):
            wagons (list[ClassicFigureView]): The wagons, where they stood.
     """

    type_: ClassicEffectWagonsWaitingType
    wagons: list[ClassicFigureView]





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_figure_view import ClassicFigureView # noqa: PLC0415
        type_ = self.type_.value

        wagons = []
        for wagons_item_data in self.wagons:
            wagons_item = wagons_item_data.to_dict()
            wagons.append(wagons_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "wagons": wagons,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_figure_view import ClassicFigureView # noqa: PLC0415
        d = dict(src_dict)
        type_ = ClassicEffectWagonsWaitingType(d.pop("type"))




        wagons = []
        _wagons = d.pop("wagons")
        for wagons_item_data in (_wagons):
            wagons_item = ClassicFigureView.from_dict(wagons_item_data)



            wagons.append(wagons_item)


        classic_effect_wagons_waiting = cls(
            type_=type_,
            wagons=wagons,
        )

        return classic_effect_wagons_waiting

