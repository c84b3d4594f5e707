from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_event_figure_placed_type import HgEventFigurePlacedType
from ..models.hg_figure import HgFigure






T = TypeVar("T", bound="HgEventFigurePlaced")



@_attrs_define
class HgEventFigurePlaced:
    """ The player to move placed a piece on the tile just placed.

        Attributes:
            figure (HgFigure): Pieces of Hunters & Gatherers (HG-TERM-3).
            region (int): Region index on that tile.
            type_ (HgEventFigurePlacedType):
     """

    figure: HgFigure
    region: int
    type_: HgEventFigurePlacedType





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

        type_ = HgEventFigurePlacedType(d.pop("type"))




        hg_event_figure_placed = cls(
            figure=figure,
            region=region,
            type_=type_,
        )

        return hg_event_figure_placed

