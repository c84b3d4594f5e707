from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_event_ghosts_removed_type import MistsEventGhostsRemovedType






T = TypeVar("T", bound="MistsEventGhostsRemoved")



@_attrs_define
class MistsEventGhostsRemoved:
    """ Ghosts were removed from a tile (pacify or a dog).

        Attributes:
            fog (int): From its fog.
            graveyard (int): From its graveyard.
            type_ (MistsEventGhostsRemovedType):
            x (int): Column.
            y (int): Row.
     """

    fog: int
    graveyard: int
    type_: MistsEventGhostsRemovedType
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        fog = self.fog

        graveyard = self.graveyard

        type_ = self.type_.value

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "fog": fog,
            "graveyard": graveyard,
            "type": type_,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fog = d.pop("fog")

        graveyard = d.pop("graveyard")

        type_ = MistsEventGhostsRemovedType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        mists_event_ghosts_removed = cls(
            fog=fog,
            graveyard=graveyard,
            type_=type_,
            x=x,
            y=y,
        )


        mists_event_ghosts_removed.additional_properties = d
        return mists_event_ghosts_removed

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
