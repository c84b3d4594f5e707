from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_effect_animals_covered_type import HgEffectAnimalsCoveredType
from typing import cast

if TYPE_CHECKING:
  from ..models.region_ref import RegionRef





T = TypeVar("T", bound="HgEffectAnimalsCovered")



@_attrs_define
class HgEffectAnimalsCovered:
    """ A small trap covered these meadow regions: their animals no longer
    count for the meadow (HG-MEN-STRAP-1).

        Attributes:
            regions (list[RegionRef]): The regions.
            type_ (HgEffectAnimalsCoveredType):
     """

    regions: list[RegionRef]
    type_: HgEffectAnimalsCoveredType





    def to_dict(self) -> dict[str, Any]:
        from ..models.region_ref import RegionRef # noqa: PLC0415
        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "regions": regions,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.region_ref import RegionRef # noqa: PLC0415
        d = dict(src_dict)
        regions = []
        _regions = d.pop("regions")
        for regions_item_data in (_regions):
            regions_item = RegionRef.from_dict(regions_item_data)



            regions.append(regions_item)


        type_ = HgEffectAnimalsCoveredType(d.pop("type"))




        hg_effect_animals_covered = cls(
            regions=regions,
            type_=type_,
        )

        return hg_effect_animals_covered

