from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_event_figure_skipped_type import HgEventFigureSkippedType






T = TypeVar("T", bound="HgEventFigureSkipped")



@_attrs_define
class HgEventFigureSkipped:
    """ The player to move placed no piece (automatic when nothing could be
    placed or taken back: the step is skipped right after the tile).

        Attributes:
            type_ (HgEventFigureSkippedType):
     """

    type_: HgEventFigureSkippedType





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
        type_ = HgEventFigureSkippedType(d.pop("type"))




        hg_event_figure_skipped = cls(
            type_=type_,
        )

        return hg_event_figure_skipped

