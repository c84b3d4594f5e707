from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.anchor import Anchor
  from ..models.region_info_attributes import RegionInfoAttributes





T = TypeVar("T", bound="RegionInfo")



@_attrs_define
class RegionInfo:
    """ One region of a tile.

        Attributes:
            anchor (Anchor): A point on a tile of side 100.
            attributes (RegionInfoAttributes): Family attributes (`shields`, `touches`, ...).
            index (int): Index on the tile (used in `place_figure`).
            kind (str): Kind (`city`, `road`, `field`, `monastery`, ...).
            slots (list[str]): Edge slots it reaches (`N0`..`W2`).
     """

    anchor: Anchor
    attributes: RegionInfoAttributes
    index: int
    kind: str
    slots: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.anchor import Anchor # noqa: PLC0415
        from ..models.region_info_attributes import RegionInfoAttributes # noqa: PLC0415
        anchor = self.anchor.to_dict()

        attributes = self.attributes.to_dict()

        index = self.index

        kind = self.kind

        slots = self.slots




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "anchor": anchor,
            "attributes": attributes,
            "index": index,
            "kind": kind,
            "slots": slots,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.anchor import Anchor # noqa: PLC0415
        from ..models.region_info_attributes import RegionInfoAttributes # noqa: PLC0415
        d = dict(src_dict)
        anchor = Anchor.from_dict(d.pop("anchor"))




        attributes = RegionInfoAttributes.from_dict(d.pop("attributes"))




        index = d.pop("index")

        kind = d.pop("kind")

        slots = cast(list[str], d.pop("slots"))


        region_info = cls(
            anchor=anchor,
            attributes=attributes,
            index=index,
            kind=kind,
            slots=slots,
        )


        region_info.additional_properties = d
        return region_info

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
