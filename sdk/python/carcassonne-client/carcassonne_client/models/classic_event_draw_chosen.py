from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_event_draw_chosen_type import ClassicEventDrawChosenType






T = TypeVar("T", bound="ClassicEventDrawChosen")



@_attrs_define
class ClassicEventDrawChosen:
    """ The player to move chose to draw rather than place the abbey.

        Attributes:
            type_ (ClassicEventDrawChosenType):
     """

    type_: ClassicEventDrawChosenType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ClassicEventDrawChosenType(d.pop("type"))




        classic_event_draw_chosen = cls(
            type_=type_,
        )

        return classic_event_draw_chosen

