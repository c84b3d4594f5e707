from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_command_place_abbey_type import ClassicCommandPlaceAbbeyType






T = TypeVar("T", bound="ClassicCommandPlaceAbbey")



@_attrs_define
class ClassicCommandPlaceAbbey:
    """ Abbey & Mayor: place the abbey into a hole instead of drawing
    (AM-ABBEY-1), or in the last-abbeys round (AM-END-1).

        Example:
            {'type': 'place_abbey', 'x': -2, 'y': 0}

        Attributes:
            type_ (ClassicCommandPlaceAbbeyType):
            x (int): Column of the hole.
            y (int): Row of the hole.
     """

    type_: ClassicCommandPlaceAbbeyType
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ClassicCommandPlaceAbbeyType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        classic_command_place_abbey = cls(
            type_=type_,
            x=x,
            y=y,
        )


        classic_command_place_abbey.additional_properties = d
        return classic_command_place_abbey

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
