from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tile_order_secret_kind import TileOrderSecretKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TileOrderSecret")



@_attrs_define
class TileOrderSecret:
    """ What clients see instead of the two above while the game runs.

        Attributes:
            custom (bool): Whether the order was fixed by the creator.
            kind (TileOrderSecretKind):
            commitment (None | str | Unset): For a seeded game, SHA-256 of the seed (revealed at the end).
     """

    custom: bool
    kind: TileOrderSecretKind
    commitment: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        custom = self.custom

        kind = self.kind.value

        commitment: None | str | Unset
        if isinstance(self.commitment, Unset):
            commitment = UNSET
        else:
            commitment = self.commitment


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "custom": custom,
            "kind": kind,
        })
        if commitment is not UNSET:
            field_dict["commitment"] = commitment

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        custom = d.pop("custom")

        kind = TileOrderSecretKind(d.pop("kind"))




        def _parse_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        commitment = _parse_commitment(d.pop("commitment", UNSET))


        tile_order_secret = cls(
            custom=custom,
            kind=kind,
            commitment=commitment,
        )

        return tile_order_secret

