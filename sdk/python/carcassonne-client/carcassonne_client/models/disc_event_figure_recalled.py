from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_event_figure_recalled_type import DiscEventFigureRecalledType






T = TypeVar("T", bound="DiscEventFigureRecalled")



@_attrs_define
class DiscEventFigureRecalled:
    """ The player to move took his figure back from region `region` of the
    tile at (x, y); its area scored for him.

        Attributes:
            region (int): Region index on that tile.
            type_ (DiscEventFigureRecalledType):
            x (int): Column.
            y (int): Row.
     """

    region: int
    type_: DiscEventFigureRecalledType
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

        type_ = DiscEventFigureRecalledType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        disc_event_figure_recalled = cls(
            region=region,
            type_=type_,
            x=x,
            y=y,
        )

        return disc_event_figure_recalled

