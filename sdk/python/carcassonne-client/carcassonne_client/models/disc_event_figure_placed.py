from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_event_figure_placed_type import DiscEventFigurePlacedType






T = TypeVar("T", bound="DiscEventFigurePlaced")



@_attrs_define
class DiscEventFigurePlaced:
    """ The player to move placed a figure on the tile just placed.

        Attributes:
            region (int): Region index on that tile.
            type_ (DiscEventFigurePlacedType):
     """

    region: int
    type_: DiscEventFigurePlacedType





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "region": region,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        type_ = DiscEventFigurePlacedType(d.pop("type"))




        disc_event_figure_placed = cls(
            region=region,
            type_=type_,
        )

        return disc_event_figure_placed

