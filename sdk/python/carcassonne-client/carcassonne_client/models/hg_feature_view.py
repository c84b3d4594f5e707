from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_terrain import HgTerrain
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_animals import HgAnimals
  from ..models.pos import Pos
  from ..models.region_ref import RegionRef





T = TypeVar("T", bound="HgFeatureView")



@_attrs_define
class HgFeatureView:
    """ A river, lake, forest or meadow. `figures` counts figures (not huts);
    lakes are always complete; `value` is what a river or forest scores
    when complete and a meadow at the end (lakes: 0).

        Attributes:
            animals (HgAnimals): Animals drawn on a meadow (HG-TERM-2).
            complete (bool): Whether it is complete (closed): it can grow no more.
            figures (list[int]): Figures on it per seat (the rule set says which count).
            fish (int): Fish in it (rivers, lakes).
            huts (list[int]): Huts on it per seat.
            id (int): Stable id: the number of its first-placed region; it never changes
                when the feature grows.
            kind (HgTerrain): Region kinds of Hunters & Gatherers (HG-TERM-1).
            menhir (bool): Whether it shows a menhir (forests).
            open_slots (int): Slots still facing empty cells.
            regions (list[RegionRef]): Its regions, by row, column and region.
            tiles (list[Pos]): Distinct tiles it covers, by row and column.
            value (int): Points it is worth now (see the rule set's `value` rules).
     """

    animals: HgAnimals
    complete: bool
    figures: list[int]
    fish: int
    huts: list[int]
    id: int
    kind: HgTerrain
    menhir: bool
    open_slots: int
    regions: list[RegionRef]
    tiles: list[Pos]
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_animals import HgAnimals # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        animals = self.animals.to_dict()

        complete = self.complete

        figures = self.figures



        fish = self.fish

        huts = self.huts



        id = self.id

        kind = self.kind.value

        menhir = self.menhir

        open_slots = self.open_slots

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)



        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "animals": animals,
            "complete": complete,
            "figures": figures,
            "fish": fish,
            "huts": huts,
            "id": id,
            "kind": kind,
            "menhir": menhir,
            "open_slots": open_slots,
            "regions": regions,
            "tiles": tiles,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hg_animals import HgAnimals # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        d = dict(src_dict)
        animals = HgAnimals.from_dict(d.pop("animals"))




        complete = d.pop("complete")

        figures = cast(list[int], d.pop("figures"))


        fish = d.pop("fish")

        huts = cast(list[int], d.pop("huts"))


        id = d.pop("id")

        kind = HgTerrain(d.pop("kind"))




        menhir = d.pop("menhir")

        open_slots = d.pop("open_slots")

        regions = []
        _regions = d.pop("regions")
        for regions_item_data in (_regions):
            regions_item = RegionRef.from_dict(regions_item_data)



            regions.append(regions_item)


        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = Pos.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        value = d.pop("value")

        hg_feature_view = cls(
            animals=animals,
            complete=complete,
            figures=figures,
            fish=fish,
            huts=huts,
            id=id,
            kind=kind,
            menhir=menhir,
            open_slots=open_slots,
            regions=regions,
            tiles=tiles,
            value=value,
        )


        hg_feature_view.additional_properties = d
        return hg_feature_view

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
