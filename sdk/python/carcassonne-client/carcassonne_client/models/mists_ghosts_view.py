from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.mists_ghost_target import MistsGhostTarget





T = TypeVar("T", bound="MistsGhostsView")



@_attrs_define
class MistsGhostsView:
    """ Where the ghosts are: the bank, the board and the box add up to 15.

        Attributes:
            bank (int): In the bank.
            in_box (int): Left in the box by the level.
            in_play (int): On the board.
            tiles (list[MistsGhostTarget]): Every tile with ghosts: in its fog and on its graveyard.
     """

    bank: int
    in_box: int
    in_play: int
    tiles: list[MistsGhostTarget]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_ghost_target import MistsGhostTarget # noqa: PLC0415
        bank = self.bank

        in_box = self.in_box

        in_play = self.in_play

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bank": bank,
            "in_box": in_box,
            "in_play": in_play,
            "tiles": tiles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_ghost_target import MistsGhostTarget # noqa: PLC0415
        d = dict(src_dict)
        bank = d.pop("bank")

        in_box = d.pop("in_box")

        in_play = d.pop("in_play")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = MistsGhostTarget.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        mists_ghosts_view = cls(
            bank=bank,
            in_box=in_box,
            in_play=in_play,
            tiles=tiles,
        )


        mists_ghosts_view.additional_properties = d
        return mists_ghosts_view

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
