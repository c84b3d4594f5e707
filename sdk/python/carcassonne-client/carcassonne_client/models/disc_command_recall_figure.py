from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_command_recall_figure_type import DiscCommandRecallFigureType






T = TypeVar("T", bound="DiscCommandRecallFigure")



@_attrs_define
class DiscCommandRecallFigure:
    """ Action: take back your figure from region `region` of the tile at
    (x, y) and score its area now (DISC-RET-*).

        Example:
            {'region': 0, 'type': 'recall_figure', 'x': 0, 'y': 1}

        Attributes:
            region (int): Region index on that tile.
            type_ (DiscCommandRecallFigureType):
            x (int): Column of the figure's tile.
            y (int): Row of the figure's tile.
     """

    region: int
    type_: DiscCommandRecallFigureType
    x: int
    y: int





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        type_ = self.type_.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "region": region,
            "type": type_,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        type_ = DiscCommandRecallFigureType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        disc_command_recall_figure = cls(
            region=region,
            type_=type_,
            x=x,
            y=y,
        )

        return disc_command_recall_figure

