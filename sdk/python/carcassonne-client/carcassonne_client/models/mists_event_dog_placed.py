from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_event_dog_placed_type import MistsEventDogPlacedType






T = TypeVar("T", bound="MistsEventDogPlaced")



@_attrs_define
class MistsEventDogPlaced:
    """ The arriving dog lies beside this guard.

        Attributes:
            region (int): Region index on that tile.
            type_ (MistsEventDogPlacedType):
            x (int): Column of the guard's tile.
            y (int): Row of the guard's tile.
     """

    region: int
    type_: MistsEventDogPlacedType
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

        type_ = MistsEventDogPlacedType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        mists_event_dog_placed = cls(
            region=region,
            type_=type_,
            x=x,
            y=y,
        )

        return mists_event_dog_placed

