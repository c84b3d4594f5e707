from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_command_place_figure_type import DiscCommandPlaceFigureType






T = TypeVar("T", bound="DiscCommandPlaceFigure")



@_attrs_define
class DiscCommandPlaceFigure:
    """ Action: place a figure from supply on region `region` of the tile
    just placed; it is an explorer, brigand or sailor by the region's
    terrain (DISC-PLACE-*).

        Example:
            {'region': 0, 'type': 'place_figure'}

        Attributes:
            region (int): Region index on the tile (catalog order).
            type_ (DiscCommandPlaceFigureType):
     """

    region: int
    type_: DiscCommandPlaceFigureType





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

        type_ = DiscCommandPlaceFigureType(d.pop("type"))




        disc_command_place_figure = cls(
            region=region,
            type_=type_,
        )

        return disc_command_place_figure

