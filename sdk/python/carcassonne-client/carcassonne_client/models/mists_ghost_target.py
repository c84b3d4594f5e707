from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MistsGhostTarget")



@_attrs_define
class MistsGhostTarget:
    """ Ghosts the team may remove from one tile: up to `fog` from its fog and
    `graveyard` from its graveyard, 1 to 3 in all.

        Attributes:
            fog (int): Ghosts in its fog.
            graveyard (int): Ghosts on its graveyard.
            x (int): Column.
            y (int): Row.
     """

    fog: int
    graveyard: int
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        fog = self.fog

        graveyard = self.graveyard

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "fog": fog,
            "graveyard": graveyard,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fog = d.pop("fog")

        graveyard = d.pop("graveyard")

        x = d.pop("x")

        y = d.pop("y")

        mists_ghost_target = cls(
            fog=fog,
            graveyard=graveyard,
            x=x,
            y=y,
        )


        mists_ghost_target.additional_properties = d
        return mists_ghost_target

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
