from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_effect_figures_returned_type import ClassicEffectFiguresReturnedType
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_figure_view import ClassicFigureView





T = TypeVar("T", bound="ClassicEffectFiguresReturned")



@_attrs_define
class ClassicEffectFiguresReturned:
    """ Figures went back to their owners' supplies after a scoring
    (BASE-SCORE-4), or waiting wagons left with nowhere to go, from
    where they stood (AM-WAGON-4).

        Attributes:
            figures (list[ClassicFigureView]): The figures, where they stood.
            type_ (ClassicEffectFiguresReturnedType):
     """

    figures: list[ClassicFigureView]
    type_: ClassicEffectFiguresReturnedType





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_figure_view import ClassicFigureView # noqa: PLC0415
        figures = []
        for figures_item_data in self.figures:
            figures_item = figures_item_data.to_dict()
            figures.append(figures_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figures": figures,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_figure_view import ClassicFigureView # noqa: PLC0415
        d = dict(src_dict)
        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = ClassicFigureView.from_dict(figures_item_data)



            figures.append(figures_item)


        type_ = ClassicEffectFiguresReturnedType(d.pop("type"))




        classic_effect_figures_returned = cls(
            figures=figures,
            type_=type_,
        )

        return classic_effect_figures_returned

