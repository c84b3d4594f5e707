from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_effect_ghosts_left_type import MistsEffectGhostsLeftType
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_ghost_target import MistsGhostTarget





T = TypeVar("T", bound="MistsEffectGhostsLeft")



@_attrs_define
class MistsEffectGhostsLeft:
    """ Ghosts left the board: removed by the team or a dog, or going home
    with a closed fog bank (all of its ghosts, MISTS-FOG-3).

        Attributes:
            tiles (list[MistsGhostTarget]): How many left each tile, from its fog and from its graveyard.
            type_ (MistsEffectGhostsLeftType):
     """

    tiles: list[MistsGhostTarget]
    type_: MistsEffectGhostsLeftType





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_ghost_target import MistsGhostTarget # noqa: PLC0415
        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tiles": tiles,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_ghost_target import MistsGhostTarget # noqa: PLC0415
        d = dict(src_dict)
        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = MistsGhostTarget.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        type_ = MistsEffectGhostsLeftType(d.pop("type"))




        mists_effect_ghosts_left = cls(
            tiles=tiles,
            type_=type_,
        )

        return mists_effect_ghosts_left

