from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from ..models.mists_kind import MistsKind
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos
  from ..models.region_ref import RegionRef





T = TypeVar("T", bound="MistsFeatureView")



@_attrs_define
class MistsFeatureView:
    """ A road, city or castle.

        Attributes:
            colours (list[MistsColour]): The colours of its guards.
            complete (bool): Whether it is complete (closed): it can grow no more.
            cursed (bool): It reaches a face-down tile (castles: one is around it) and never
                closes (MISTS-CURSE-2).
            figures (list[int]): Figures on it per seat (the rule set says which count).
            id (int): Stable id: the number of its first-placed region; it never changes
                when the feature grows.
            kind (MistsKind): Region kinds of Mists over Carcassonne (MISTS-TERM-1, MISTS-TERM-3).
            open_slots (int): Slots still facing empty cells.
            regions (list[RegionRef]): Its regions, by row, column and region.
            tiles (list[Pos]): Distinct tiles it covers, by row and column.
            value (int): Points it is worth now (see the rule set's `value` rules).
     """

    colours: list[MistsColour]
    complete: bool
    cursed: bool
    figures: list[int]
    id: int
    kind: MistsKind
    open_slots: int
    regions: list[RegionRef]
    tiles: list[Pos]
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)



        complete = self.complete

        cursed = self.cursed

        figures = self.figures



        id = self.id

        kind = self.kind.value

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
            "colours": colours,
            "complete": complete,
            "cursed": cursed,
            "figures": figures,
            "id": id,
            "kind": kind,
            "open_slots": open_slots,
            "regions": regions,
            "tiles": tiles,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        d = dict(src_dict)
        colours = []
        _colours = d.pop("colours")
        for colours_item_data in (_colours):
            colours_item = MistsColour(colours_item_data)



            colours.append(colours_item)


        complete = d.pop("complete")

        cursed = d.pop("cursed")

        figures = cast(list[int], d.pop("figures"))


        id = d.pop("id")

        kind = MistsKind(d.pop("kind"))




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

        mists_feature_view = cls(
            colours=colours,
            complete=complete,
            cursed=cursed,
            figures=figures,
            id=id,
            kind=kind,
            open_slots=open_slots,
            regions=regions,
            tiles=tiles,
            value=value,
        )


        mists_feature_view.additional_properties = d
        return mists_feature_view

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
