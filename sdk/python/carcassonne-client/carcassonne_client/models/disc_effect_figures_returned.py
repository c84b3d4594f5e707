from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_effect_figures_returned_type import DiscEffectFiguresReturnedType
from typing import cast

if TYPE_CHECKING:
  from ..models.disc_figure_view import DiscFigureView





T = TypeVar("T", bound="DiscEffectFiguresReturned")



@_attrs_define
class DiscEffectFiguresReturned:
    """ Figures went back to their owners' supplies: the one taken back.

        Attributes:
            figures (list[DiscFigureView]): The figures, where they stood.
            type_ (DiscEffectFiguresReturnedType):
     """

    figures: list[DiscFigureView]
    type_: DiscEffectFiguresReturnedType





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_figure_view import DiscFigureView # noqa: PLC0415
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
        from ..models.disc_figure_view import DiscFigureView # noqa: PLC0415
        d = dict(src_dict)
        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = DiscFigureView.from_dict(figures_item_data)



            figures.append(figures_item)


        type_ = DiscEffectFiguresReturnedType(d.pop("type"))




        disc_effect_figures_returned = cls(
            figures=figures,
            type_=type_,
        )

        return disc_effect_figures_returned

