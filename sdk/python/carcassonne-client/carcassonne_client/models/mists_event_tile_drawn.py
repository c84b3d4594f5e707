from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_event_tile_drawn_type import MistsEventTileDrawnType






T = TypeVar("T", bound="MistsEventTileDrawn")



@_attrs_define
class MistsEventTileDrawn:
    """ The active player drew this tile from the active pile.

        Attributes:
            tile (str): A tile type's id from the catalog (`GET /v1/rulesets/mists/tiles`).
            type_ (MistsEventTileDrawnType):
     """

    tile: str
    type_: MistsEventTileDrawnType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "tile": tile,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tile = d.pop("tile")

        type_ = MistsEventTileDrawnType(d.pop("type"))




        mists_event_tile_drawn = cls(
            tile=tile,
            type_=type_,
        )


        mists_event_tile_drawn.additional_properties = d
        return mists_event_tile_drawn

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
