from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_event_barn_placed_type import ClassicEventBarnPlacedType
from ..models.corner import Corner






T = TypeVar("T", bound="ClassicEventBarnPlaced")



@_attrs_define
class ClassicEventBarnPlaced:
    """ The player to move placed the barn on this corner of the tile just placed.

        Attributes:
            corner (Corner): A corner of a tile, between the last slot of one side and the first of
                the next: NW (W2, N0), NE (N2, E0), SE (E2, S0), SW (S2, W0).
            type_ (ClassicEventBarnPlacedType):
     """

    corner: Corner
    type_: ClassicEventBarnPlacedType





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




        type_ = ClassicEventBarnPlacedType(d.pop("type"))




        classic_event_barn_placed = cls(
            corner=corner,
            type_=type_,
        )

        return classic_event_barn_placed

