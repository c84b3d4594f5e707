from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos
  from ..models.region_ref import RegionRef





T = TypeVar("T", bound="MistsBuriedGuard")



@_attrs_define
class MistsBuriedGuard:
    """ A guard buried by the rules.

        Attributes:
            colour (MistsColour): A guard colour (MISTS-COMP-2).
            graveyard (Pos): A board cell. The start tile lies at (0, 0).
            stood (None | RegionRef | Unset):
     """

    colour: MistsColour
    graveyard: Pos
    stood: None | RegionRef | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        colour = self.colour.value

        graveyard = self.graveyard.to_dict()

        stood: dict[str, Any] | None | Unset
        if isinstance(self.stood, Unset):
            stood = UNSET
        elif isinstance(self.stood, RegionRef):
            stood = self.stood.to_dict()
        else:
            stood = self.stood


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "colour": colour,
            "graveyard": graveyard,
        })
        if stood is not UNSET:
            field_dict["stood"] = stood

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        d = dict(src_dict)
        colour = MistsColour(d.pop("colour"))




        graveyard = Pos.from_dict(d.pop("graveyard"))




        def _parse_stood(data: object) -> None | RegionRef | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stood_type_0 = RegionRef.from_dict(data)



                return stood_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RegionRef | Unset, data)

        stood = _parse_stood(d.pop("stood", UNSET))


        mists_buried_guard = cls(
            colour=colour,
            graveyard=graveyard,
            stood=stood,
        )


        mists_buried_guard.additional_properties = d
        return mists_buried_guard

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
