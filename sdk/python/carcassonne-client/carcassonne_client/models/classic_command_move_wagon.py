from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_command_move_wagon_type import ClassicCommandMoveWagonType






T = TypeVar("T", bound="ClassicCommandMoveWagon")



@_attrs_define
class ClassicCommandMoveWagon:
    """ Abbey & Mayor: move the wagon of a scored feature onto region
    `region` of the tile at (x, y) (AM-WAGON-3).

        Example:
            {'region': 1, 'type': 'move_wagon', 'x': 0, 'y': 0}

        Attributes:
            region (int): Region index on that tile.
            type_ (ClassicCommandMoveWagonType):
            x (int): Column of the target tile.
            y (int): Row of the target tile.
     """

    region: int
    type_: ClassicCommandMoveWagonType
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

        type_ = ClassicCommandMoveWagonType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        classic_command_move_wagon = cls(
            region=region,
            type_=type_,
            x=x,
            y=y,
        )

        return classic_command_move_wagon

