from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_event_figure_skipped_type import DiscEventFigureSkippedType






T = TypeVar("T", bound="DiscEventFigureSkipped")



@_attrs_define
class DiscEventFigureSkipped:
    """ The player to move did nothing in the action step (automatic when he
    could do nothing).

        Attributes:
            type_ (DiscEventFigureSkippedType):
     """

    type_: DiscEventFigureSkippedType





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
        type_ = DiscEventFigureSkippedType(d.pop("type"))




        disc_event_figure_skipped = cls(
            type_=type_,
        )

        return disc_event_figure_skipped

