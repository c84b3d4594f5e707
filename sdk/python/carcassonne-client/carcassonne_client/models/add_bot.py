from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.level import Level






T = TypeVar("T", bound="AddBot")



@_attrs_define
class AddBot:
    """ A bot to seat at an open game.

        Example:
            {'level': 'greedy'}

        Attributes:
            level (Level): How well a bot plays.
     """

    level: Level





    def to_dict(self) -> dict[str, Any]:
        level = self.level.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "level": level,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = Level(d.pop("level"))




        add_bot = cls(
            level=level,
        )

        return add_bot

