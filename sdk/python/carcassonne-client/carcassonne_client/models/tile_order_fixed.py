from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tile_order_fixed_kind import TileOrderFixedKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TileOrderFixed")



@_attrs_define
class TileOrderFixed:
    """ Exactly these tiles in this order: a custom or puzzle game.

        Attributes:
            kind (TileOrderFixedKind):
            tiles (list[str]): Tile ids of the draw supply in draw order; the start tile is not
                part of it.
            any_mix (bool | Unset): Whether the order may hold more copies of a tile than the box
                (tests and puzzles); otherwise a new game checks it against the
                box. Absent in logs written before the check.
            bonus (list[str] | Unset): Tile ids of the second supply in draw order (rule sets that have
                one, such as the menhir tiles of Hunters & Gatherers).
            piles (list[int] | Unset): Where `tiles` split into the rule set's piles (Mists over
                Carcassonne, MISTS-SETUP-4): each pile's size, in order. Empty:
                the rule set's own split.
     """

    kind: TileOrderFixedKind
    tiles: list[str]
    any_mix: bool | Unset = UNSET
    bonus: list[str] | Unset = UNSET
    piles: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        tiles = self.tiles



        any_mix = self.any_mix

        bonus: list[str] | Unset = UNSET
        if not isinstance(self.bonus, Unset):
            bonus = self.bonus



        piles: list[int] | Unset = UNSET
        if not isinstance(self.piles, Unset):
            piles = self.piles




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "tiles": tiles,
        })
        if any_mix is not UNSET:
            field_dict["any_mix"] = any_mix
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if piles is not UNSET:
            field_dict["piles"] = piles

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = TileOrderFixedKind(d.pop("kind"))




        tiles = cast(list[str], d.pop("tiles"))


        any_mix = d.pop("any_mix", UNSET)

        bonus = cast(list[str], d.pop("bonus", UNSET))


        piles = cast(list[int], d.pop("piles", UNSET))


        tile_order_fixed = cls(
            kind=kind,
            tiles=tiles,
            any_mix=any_mix,
            bonus=bonus,
            piles=piles,
        )

        return tile_order_fixed

