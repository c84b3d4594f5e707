from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_figure import HgFigure
from ..models.hg_role import HgRole






T = TypeVar("T", bound="HgFigureView")



@_attrs_define
class HgFigureView:
    """ A piece on the board.

        Attributes:
            region (int): Region index on the tile.
            x (int): Column of the tile.
            y (int): Row of the tile.
            figure (HgFigure): Pieces of Hunters & Gatherers (HG-TERM-3).
            owner (int): Owner's seat.
            role (HgRole): What a piece on the board is, by where it stands (HG-TERM-3).
     """

    region: int
    x: int
    y: int
    figure: HgFigure
    owner: int
    role: HgRole
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        x = self.x

        y = self.y

        figure = self.figure.value

        owner = self.owner

        role = self.role.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "region": region,
            "x": x,
            "y": y,
            "figure": figure,
            "owner": owner,
            "role": role,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        x = d.pop("x")

        y = d.pop("y")

        figure = HgFigure(d.pop("figure"))




        owner = d.pop("owner")

        role = HgRole(d.pop("role"))




        hg_figure_view = cls(
            region=region,
            x=x,
            y=y,
            figure=figure,
            owner=owner,
            role=role,
        )


        hg_figure_view.additional_properties = d
        return hg_figure_view

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
