from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_command_place_tile_type import MistsCommandPlaceTileType






T = TypeVar("T", bound="MistsCommandPlaceTile")



@_attrs_define
class MistsCommandPlaceTile:
    """ Place the drawn tile (MISTS-TILE-*).

        Example:
            {'rotation': 2, 'type': 'place_tile', 'x': 0, 'y': -1}

        Attributes:
            rotation (int): Clockwise quarter turns, 0..3.
            type_ (MistsCommandPlaceTileType):
            x (int): Column.
            y (int): Row.
     """

    rotation: int
    type_: MistsCommandPlaceTileType
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rotation = self.rotation

        type_ = self.type_.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rotation": rotation,
            "type": type_,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rotation = d.pop("rotation")

        type_ = MistsCommandPlaceTileType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        mists_command_place_tile = cls(
            rotation=rotation,
            type_=type_,
            x=x,
            y=y,
        )


        mists_command_place_tile.additional_properties = d
        return mists_command_place_tile

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
