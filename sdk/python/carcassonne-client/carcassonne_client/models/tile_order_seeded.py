from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tile_order_seeded_kind import TileOrderSeededKind






T = TypeVar("T", bound="TileOrderSeeded")



@_attrs_define
class TileOrderSeeded:
    """ Every supply shuffled with ChaCha20 keyed by this seed (a second
    supply on the generator's stream 2).

        Attributes:
            kind (TileOrderSeededKind):
            seed (str): A 256-bit seed as 64 hex digits.
     """

    kind: TileOrderSeededKind
    seed: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seed = self.seed


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "seed": seed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = TileOrderSeededKind(d.pop("kind"))




        seed = d.pop("seed")

        tile_order_seeded = cls(
            kind=kind,
            seed=seed,
        )


        tile_order_seeded.additional_properties = d
        return tile_order_seeded

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
