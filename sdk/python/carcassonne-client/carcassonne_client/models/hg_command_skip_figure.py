from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_command_skip_figure_type import HgCommandSkipFigureType






T = TypeVar("T", bound="HgCommandSkipFigure")



@_attrs_define
class HgCommandSkipFigure:
    """ Place no piece this turn.

        Example:
            {'type': 'skip_figure'}

        Attributes:
            type_ (HgCommandSkipFigureType):
     """

    type_: HgCommandSkipFigureType





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
        type_ = HgCommandSkipFigureType(d.pop("type"))




        hg_command_skip_figure = cls(
            type_=type_,
        )

        return hg_command_skip_figure

