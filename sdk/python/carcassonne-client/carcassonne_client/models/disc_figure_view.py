from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_role import DiscRole






T = TypeVar("T", bound="DiscFigureView")



@_attrs_define
class DiscFigureView:
    """ A figure on the board.

        Attributes:
            owner (int): Owner's seat.
            region (int): Region index on the tile.
            role (DiscRole): What a figure is, by where it stands (DISC-TERM-5).
            x (int): Column of the tile.
            y (int): Row of the tile.
     """

    owner: int
    region: int
    role: DiscRole
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        owner = self.owner

        region = self.region

        role = self.role.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "owner": owner,
            "region": region,
            "role": role,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        owner = d.pop("owner")

        region = d.pop("region")

        role = DiscRole(d.pop("role"))




        x = d.pop("x")

        y = d.pop("y")

        disc_figure_view = cls(
            owner=owner,
            region=region,
            role=role,
            x=x,
            y=y,
        )


        disc_figure_view.additional_properties = d
        return disc_figure_view

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
