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





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seed = self.seed


        field_dict: dict[str, Any] = {}

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

        return tile_order_seeded

