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
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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


        disc_command_place_figure.additional_properties = d
        return disc_command_place_figure

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
