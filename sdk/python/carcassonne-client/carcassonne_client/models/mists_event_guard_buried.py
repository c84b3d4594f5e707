from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_event_guard_buried_type import MistsEventGuardBuriedType






T = TypeVar("T", bound="MistsEventGuardBuried")



@_attrs_define
class MistsEventGuardBuried:
    """ A standing guard was buried.

        Attributes:
            region (int): Region index on that tile.
            type_ (MistsEventGuardBuriedType):
            x (int): Column of the guard's tile.
            y (int): Row of the guard's tile.
     """

    region: int
    type_: MistsEventGuardBuriedType
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

        type_ = MistsEventGuardBuriedType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        mists_event_guard_buried = cls(
            region=region,
            type_=type_,
            x=x,
            y=y,
        )

        return mists_event_guard_buried

