from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.figure import Figure






T = TypeVar("T", bound="FigureView")



@_attrs_define
class FigureView:
    """ A figure on the board.

        Attributes:
            region (int): Region index on the tile.
            x (int): Column of the tile.
            y (int): Row of the tile.
            figure (Figure): Figures of the classic rule set.
            owner (int): Owner's seat.
     """

    region: int
    x: int
    y: int
    figure: Figure
    owner: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        x = self.x

        y = self.y

        figure = self.figure.value

        owner = self.owner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "region": region,
            "x": x,
            "y": y,
            "figure": figure,
            "owner": owner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        x = d.pop("x")

        y = d.pop("y")

        figure = Figure(d.pop("figure"))




        owner = d.pop("owner")

        figure_view = cls(
            region=region,
            x=x,
            y=y,
            figure=figure,
            owner=owner,
        )


        figure_view.additional_properties = d
        return figure_view

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
