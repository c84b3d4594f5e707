from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_command_place_barn_type import ClassicCommandPlaceBarnType
from ..models.corner import Corner






T = TypeVar("T", bound="ClassicCommandPlaceBarn")



@_attrs_define
class ClassicCommandPlaceBarn:
    """ Abbey & Mayor: place the barn, instead of a figure, on a corner of
    the tile just placed (AM-BARN-1).

        Example:
            {'corner': 'NE', 'type': 'place_barn'}

        Attributes:
            corner (Corner): A corner of a tile, between the last slot of one side and the first of
                the next: NW (W2, N0), NE (N2, E0), SE (E2, S0), SW (S2, W0).
            type_ (ClassicCommandPlaceBarnType):
     """

    corner: Corner
    type_: ClassicCommandPlaceBarnType





    def to_dict(self) -> dict[str, Any]:
        corner = self.corner.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "corner": corner,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        corner = Corner(d.pop("corner"))




        type_ = ClassicCommandPlaceBarnType(d.pop("type"))




        classic_command_place_barn = cls(
            corner=corner,
            type_=type_,
        )

        return classic_command_place_barn

