from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.corner import Corner






T = TypeVar("T", bound="ClassicBarnView")



@_attrs_define
class ClassicBarnView:
    """ A barn on the corner of a tile (Abbey & Mayor, AM-BARN-1).

        Attributes:
            corner (Corner): A corner of a tile, between the last slot of one side and the first of
                the next: NW (W2, N0), NE (N2, E0), SE (E2, S0), SW (S2, W0).
            owner (int): Owner's seat.
            x (int): Column of the tile placed with it.
            y (int): Row of that tile.
     """

    corner: Corner
    owner: int
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        corner = self.corner.value

        owner = self.owner

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "corner": corner,
            "owner": owner,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        corner = Corner(d.pop("corner"))




        owner = d.pop("owner")

        x = d.pop("x")

        y = d.pop("y")

        classic_barn_view = cls(
            corner=corner,
            owner=owner,
            x=x,
            y=y,
        )


        classic_barn_view.additional_properties = d
        return classic_barn_view

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
