from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_effect_ghosts_arrived_type import MistsEffectGhostsArrivedType
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_ghost_target import MistsGhostTarget





T = TypeVar("T", bound="MistsEffectGhostsArrived")



@_attrs_define
class MistsEffectGhostsArrived:
    """ Ghosts came onto the board: out of the bank into fog as a tile was
    placed (MISTS-GHOST-*), or the extra ghost onto a graveyard. A cursed
    graveyard's ghost may come into fog its tile closed, after that
    fog's ghosts left (MISTS-AMB-23).

        Attributes:
            tiles (list[MistsGhostTarget]): How many came to each tile, in its fog and on its graveyard.
            type_ (MistsEffectGhostsArrivedType):
     """

    tiles: list[MistsGhostTarget]
    type_: MistsEffectGhostsArrivedType





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


        type_ = MistsEffectGhostsArrivedType(d.pop("type"))




        mists_effect_ghosts_arrived = cls(
            tiles=tiles,
            type_=type_,
        )

        return mists_effect_ghosts_arrived

