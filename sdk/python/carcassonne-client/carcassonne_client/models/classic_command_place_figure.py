from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_command_place_figure_type import ClassicCommandPlaceFigureType
from ..models.classic_figure import ClassicFigure






T = TypeVar("T", bound="ClassicCommandPlaceFigure")



@_attrs_define
class ClassicCommandPlaceFigure:
    """ Place a figure on a region of the tile just placed (BASE-PLACE-*).

        Example:
            {'figure': 'large_follower', 'region': 0, 'type': 'place_figure'}

        Attributes:
            figure (ClassicFigure): Figures of the classic rule set.
            region (int): Region index on the tile (catalog order).
            type_ (ClassicCommandPlaceFigureType):
     """

    figure: ClassicFigure
    region: int
    type_: ClassicCommandPlaceFigureType





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

        type_ = ClassicCommandPlaceFigureType(d.pop("type"))




        classic_command_place_figure = cls(
            figure=figure,
            region=region,
            type_=type_,
        )

        return classic_command_place_figure

