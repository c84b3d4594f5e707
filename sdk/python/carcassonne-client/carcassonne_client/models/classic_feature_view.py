from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_terrain import ClassicTerrain
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos
  from ..models.region_ref import RegionRef





T = TypeVar("T", bound="ClassicFeatureView")



@_attrs_define
class ClassicFeatureView:
    """ A road, city, monastery (or abbey) or field. `figures` counts
    followers (large ones too), mayors and wagons, not builders and pigs;
    `complete` is never true for a field.

        Attributes:
            barns (list[int]): Barns on it per seat (fields, Abbey & Mayor).
            cathedral (bool): A cathedral stands in it (cities, Inns & Cathedrals): 3 points per
                tile and shield when completed, none if still open at the end
                (IC-CATH-1/2).
            cities (int): Completed cities it borders (fields).
            complete (bool): Whether it is complete (closed): it can grow no more.
            figures (list[int]): Figures on it per seat (the rule set says which count).
            id (int): Stable id: the number of its first-placed region; it never changes
                when the feature grows.
            inn (bool): An inn stands by it (roads, Inns & Cathedrals): 2 points per tile
                when completed, none if still open at the end (IC-INN-1/2).
            kind (ClassicTerrain): Region kinds of the classic family, as the rules see them.
            open_slots (int): Slots still facing empty cells.
            regions (list[RegionRef]): Its regions, by row, column and region.
            shields (int): Shields (cities).
            tiles (list[Pos]): Distinct tiles it covers, by row and column.
            value (int): Points it is worth now (see the rule set's `value` rules).
     """

    barns: list[int]
    cathedral: bool
    cities: int
    complete: bool
    figures: list[int]
    id: int
    inn: bool
    kind: ClassicTerrain
    open_slots: int
    regions: list[RegionRef]
    shields: int
    tiles: list[Pos]
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        barns = self.barns



        cathedral = self.cathedral

        cities = self.cities

        complete = self.complete

        figures = self.figures



        id = self.id

        inn = self.inn

        kind = self.kind.value

        open_slots = self.open_slots

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)



        shields = self.shields

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "barns": barns,
            "cathedral": cathedral,
            "cities": cities,
            "complete": complete,
            "figures": figures,
            "id": id,
            "inn": inn,
            "kind": kind,
            "open_slots": open_slots,
            "regions": regions,
            "shields": shields,
            "tiles": tiles,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        d = dict(src_dict)
        barns = cast(list[int], d.pop("barns"))


        cathedral = d.pop("cathedral")

        cities = d.pop("cities")

        complete = d.pop("complete")

        figures = cast(list[int], d.pop("figures"))


        id = d.pop("id")

        inn = d.pop("inn")

        kind = ClassicTerrain(d.pop("kind"))




        open_slots = d.pop("open_slots")

        regions = []
        _regions = d.pop("regions")
        for regions_item_data in (_regions):
            regions_item = RegionRef.from_dict(regions_item_data)



            regions.append(regions_item)


        shields = d.pop("shields")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = Pos.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        value = d.pop("value")

        classic_feature_view = cls(
            barns=barns,
            cathedral=cathedral,
            cities=cities,
            complete=complete,
            figures=figures,
            id=id,
            inn=inn,
            kind=kind,
            open_slots=open_slots,
            regions=regions,
            shields=shields,
            tiles=tiles,
            value=value,
        )


        classic_feature_view.additional_properties = d
        return classic_feature_view

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
