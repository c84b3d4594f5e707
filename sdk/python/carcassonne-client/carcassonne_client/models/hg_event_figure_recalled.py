from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_event_figure_recalled_type import HgEventFigureRecalledType






T = TypeVar("T", bound="HgEventFigureRecalled")



@_attrs_define
class HgEventFigureRecalled:
    """ With the shaman, the player to move took back his figure from region
    `region` of the tile at (x, y).

        Attributes:
            region (int): Region index on that tile.
            type_ (HgEventFigureRecalledType):
            x (int): Column.
            y (int): Row.
     """

    region: int
    type_: HgEventFigureRecalledType
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

        type_ = HgEventFigureRecalledType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        hg_event_figure_recalled = cls(
            region=region,
            type_=type_,
            x=x,
            y=y,
        )

        return hg_event_figure_recalled

