from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_command_place_figure_type import HgCommandPlaceFigureType
from ..models.hg_figure import HgFigure






T = TypeVar("T", bound="HgCommandPlaceFigure")



@_attrs_define
class HgCommandPlaceFigure:
    """ Place a figure or a hut on a region of the tile just placed (HG-PLACE-*).

        Example:
            {'figure': 'follower', 'region': 0, 'type': 'place_figure'}

        Attributes:
            figure (HgFigure): Pieces of Hunters & Gatherers (HG-TERM-3).
            region (int): Region index on the tile (catalog order).
            type_ (HgCommandPlaceFigureType):
     """

    figure: HgFigure
    region: int
    type_: HgCommandPlaceFigureType





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
        figure = HgFigure(d.pop("figure"))




        region = d.pop("region")

        type_ = HgCommandPlaceFigureType(d.pop("type"))




        hg_command_place_figure = cls(
            figure=figure,
            region=region,
            type_=type_,
        )

        return hg_command_place_figure

