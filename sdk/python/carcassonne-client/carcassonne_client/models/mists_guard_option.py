from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_kind import MistsKind






T = TypeVar("T", bound="MistsGuardOption")



@_attrs_define
class MistsGuardOption:
    """ A region of the tile just placed that can take a guard.

        Attributes:
            kind (MistsKind): Region kinds of Mists over Carcassonne (MISTS-TERM-1, MISTS-TERM-3).
            region (int): Region index on the tile.
     """

    kind: MistsKind
    region: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        region = self.region


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "region": region,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = MistsKind(d.pop("kind"))




        region = d.pop("region")

        mists_guard_option = cls(
            kind=kind,
            region=region,
        )


        mists_guard_option.additional_properties = d
        return mists_guard_option

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
