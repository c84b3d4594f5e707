from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_command_place_dog_type import MistsCommandPlaceDogType






T = TypeVar("T", bound="MistsCommandPlaceDog")



@_attrs_define
class MistsCommandPlaceDog:
    """ Lay the arriving dog beside the standing guard on region `region` of
    the tile at (x, y) (MISTS-DOG-1).

        Example:
            {'region': 0, 'type': 'place_dog', 'x': 1, 'y': 2}

        Attributes:
            region (int): Region index on that tile.
            type_ (MistsCommandPlaceDogType):
            x (int): Column of the guard's tile.
            y (int): Row of the guard's tile.
     """

    region: int
    type_: MistsCommandPlaceDogType
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

        type_ = MistsCommandPlaceDogType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        mists_command_place_dog = cls(
            region=region,
            type_=type_,
            x=x,
            y=y,
        )

        return mists_command_place_dog

