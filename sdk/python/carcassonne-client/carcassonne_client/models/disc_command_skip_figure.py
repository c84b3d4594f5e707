from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_command_skip_figure_type import DiscCommandSkipFigureType






T = TypeVar("T", bound="DiscCommandSkipFigure")



@_attrs_define
class DiscCommandSkipFigure:
    """ Action: do nothing (DISC-TURN-1 2c).

        Example:
            {'type': 'skip_figure'}

        Attributes:
            type_ (DiscCommandSkipFigureType):
     """

    type_: DiscCommandSkipFigureType





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
        type_ = DiscCommandSkipFigureType(d.pop("type"))




        disc_command_skip_figure = cls(
            type_=type_,
        )

        return disc_command_skip_figure

