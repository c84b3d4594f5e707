from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.region_info import RegionInfo





T = TypeVar("T", bound="TileInfo")



@_attrs_define
class TileInfo:
    """ One tile type at rotation 0.

        Attributes:
            count (int): Copies in the box.
            edges (str): Terrain letter of each slot N0..W2, grouped by side. Example: CCC FRF FFF FRF.
            id (str): Stable id.
            name (str): Description.
            regions (list[RegionInfo]): Regions in index order.
            start (int): Copies that are the start tile.
     """

    count: int
    edges: str
    id: str
    name: str
    regions: list[RegionInfo]
    start: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.region_info import RegionInfo # noqa: PLC0415
        count = self.count

        edges = self.edges

        id = self.id

        name = self.name

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)



        start = self.start


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "edges": edges,
            "id": id,
            "name": name,
            "regions": regions,
            "start": start,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.region_info import RegionInfo # noqa: PLC0415
        d = dict(src_dict)
        count = d.pop("count")

        edges = d.pop("edges")

        id = d.pop("id")

        name = d.pop("name")

        regions = []
        _regions = d.pop("regions")
        for regions_item_data in (_regions):
            regions_item = RegionInfo.from_dict(regions_item_data)



            regions.append(regions_item)


        start = d.pop("start")

        tile_info = cls(
            count=count,
            edges=edges,
            id=id,
            name=name,
            regions=regions,
            start=start,
        )


        tile_info.additional_properties = d
        return tile_info

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
