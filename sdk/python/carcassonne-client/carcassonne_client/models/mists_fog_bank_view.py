from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_fog_state import MistsFogState
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos
  from ..models.region_ref import RegionRef





T = TypeVar("T", bound="MistsFogBankView")



@_attrs_define
class MistsFogBankView:
    """ A fog bank.

        Attributes:
            ghosts (int): Ghosts in it.
            id (int): Stable id.
            regions (list[RegionRef]): Its regions.
            state (MistsFogState): Whether a fog bank can still close.
            tiles (list[Pos]): Its tiles, by row and column.
     """

    ghosts: int
    id: int
    regions: list[RegionRef]
    state: MistsFogState
    tiles: list[Pos]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        ghosts = self.ghosts

        id = self.id

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)



        state = self.state.value

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ghosts": ghosts,
            "id": id,
            "regions": regions,
            "state": state,
            "tiles": tiles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        d = dict(src_dict)
        ghosts = d.pop("ghosts")

        id = d.pop("id")

        regions = []
        _regions = d.pop("regions")
        for regions_item_data in (_regions):
            regions_item = RegionRef.from_dict(regions_item_data)



            regions.append(regions_item)


        state = MistsFogState(d.pop("state"))




        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = Pos.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        mists_fog_bank_view = cls(
            ghosts=ghosts,
            id=id,
            regions=regions,
            state=state,
            tiles=tiles,
        )


        mists_fog_bank_view.additional_properties = d
        return mists_fog_bank_view

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
