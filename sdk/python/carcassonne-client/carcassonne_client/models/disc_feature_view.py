from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_terrain import DiscTerrain
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos
  from ..models.region_ref import RegionRef





T = TypeVar("T", bound="DiscFeatureView")



@_attrs_define
class DiscFeatureView:
    """ A lowland, mountain or water area. `value` is what a figure taken back
    now would score (DISC-SCORE-*); `complete` says it is closed.

        Attributes:
            complete (bool): Whether it is complete (closed): it can grow no more.
            counted_towns (int): The towns its value counts: for mountains their own and those of the
                adjacent lowland areas, for water those on its shore, none for
                lowlands.
            figures (list[int]): Figures on it per seat (the rule set says which count).
            final_value (int): What a figure still out at the end scores here (DISC-END-2).
            id (int): Stable id: the number of its first-placed region; it never changes
                when the feature grows.
            kind (DiscTerrain): The terrains of The Discovery (DISC-TERM-1).
            open_slots (int): Slots still facing empty cells.
            regions (list[RegionRef]): Its regions, by row, column and region.
            small (bool): Closed with 1 or 2 tiles: worth its open value (DISC-AMB-2).
            tiles (list[Pos]): Distinct tiles it covers, by row and column.
            towns (int): Towns lying in it (DISC-TERM-2): each town lies in one land area
                and is counted there only; a water area lists none, and the towns on
                its shore are its `counted_towns`.
            value (int): Points it is worth now (see the rule set's `value` rules).
     """

    complete: bool
    counted_towns: int
    figures: list[int]
    final_value: int
    id: int
    kind: DiscTerrain
    open_slots: int
    regions: list[RegionRef]
    small: bool
    tiles: list[Pos]
    towns: int
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        complete = self.complete

        counted_towns = self.counted_towns

        figures = self.figures



        final_value = self.final_value

        id = self.id

        kind = self.kind.value

        open_slots = self.open_slots

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)



        small = self.small

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        towns = self.towns

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "complete": complete,
            "counted_towns": counted_towns,
            "figures": figures,
            "final_value": final_value,
            "id": id,
            "kind": kind,
            "open_slots": open_slots,
            "regions": regions,
            "small": small,
            "tiles": tiles,
            "towns": towns,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        d = dict(src_dict)
        complete = d.pop("complete")

        counted_towns = d.pop("counted_towns")

        figures = cast(list[int], d.pop("figures"))


        final_value = d.pop("final_value")

        id = d.pop("id")

        kind = DiscTerrain(d.pop("kind"))




        open_slots = d.pop("open_slots")

        regions = []
        _regions = d.pop("regions")
        for regions_item_data in (_regions):
            regions_item = RegionRef.from_dict(regions_item_data)



            regions.append(regions_item)


        small = d.pop("small")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = Pos.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        towns = d.pop("towns")

        value = d.pop("value")

        disc_feature_view = cls(
            complete=complete,
            counted_towns=counted_towns,
            figures=figures,
            final_value=final_value,
            id=id,
            kind=kind,
            open_slots=open_slots,
            regions=regions,
            small=small,
            tiles=tiles,
            towns=towns,
            value=value,
        )


        disc_feature_view.additional_properties = d
        return disc_feature_view

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
