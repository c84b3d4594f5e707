from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_event_figure_placed_type import ClassicEventFigurePlacedType
from ..models.classic_figure import ClassicFigure






T = TypeVar("T", bound="ClassicEventFigurePlaced")



@_attrs_define
class ClassicEventFigurePlaced:
    """ The player to move placed a figure on the tile just placed.

        Attributes:
            figure (ClassicFigure): Figures of the classic rule set.
            region (int): Region index on that tile.
            type_ (ClassicEventFigurePlacedType):
     """

    figure: ClassicFigure
    region: int
    type_: ClassicEventFigurePlacedType





    def to_dict(self) -> dict[str, Any]:
        figure = self.figure.value

        region = self.region

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "region": region,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figure = ClassicFigure(d.pop("figure"))




        region = d.pop("region")

        type_ = ClassicEventFigurePlacedType(d.pop("type"))




        classic_event_figure_placed = cls(
            figure=figure,
            region=region,
            type_=type_,
        )

        return classic_event_figure_placed

