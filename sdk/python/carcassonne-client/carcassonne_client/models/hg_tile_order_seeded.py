from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_tile_order_seeded_kind import HgTileOrderSeededKind






T = TypeVar("T", bound="HgTileOrderSeeded")



@_attrs_define
class HgTileOrderSeeded:
    """ The regular tiles shuffled with ChaCha20 keyed by this seed, the
    menhir tiles with a second stream of the same key.

        Attributes:
            kind (HgTileOrderSeededKind):
            seed (str): A 256-bit seed as 64 hex digits.
     """

    kind: HgTileOrderSeededKind
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
        kind = HgTileOrderSeededKind(d.pop("kind"))




        seed = d.pop("seed")

        hg_tile_order_seeded = cls(
            kind=kind,
            seed=seed,
        )


        hg_tile_order_seeded.additional_properties = d
        return hg_tile_order_seeded

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
