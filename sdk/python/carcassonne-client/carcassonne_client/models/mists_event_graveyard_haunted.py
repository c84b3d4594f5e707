from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_event_graveyard_haunted_type import MistsEventGraveyardHauntedType






T = TypeVar("T", bound="MistsEventGraveyardHaunted")



@_attrs_define
class MistsEventGraveyardHaunted:
    """ The extra ghost went on this graveyard.

        Attributes:
            type_ (MistsEventGraveyardHauntedType):
            x (int): Column.
            y (int): Row.
     """

    type_: MistsEventGraveyardHauntedType
    x: int
    y: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = MistsEventGraveyardHauntedType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        mists_event_graveyard_haunted = cls(
            type_=type_,
            x=x,
            y=y,
        )

        return mists_event_graveyard_haunted

