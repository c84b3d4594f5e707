from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos





T = TypeVar("T", bound="MistsBurialView")



@_attrs_define
class MistsBurialView:
    """ A buried guard.

        Attributes:
            colour (MistsColour): A guard colour (MISTS-COMP-2).
            graveyard (Pos): A board cell. The start tile lies at (0, 0).
     """

    colour: MistsColour
    graveyard: Pos
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        colour = self.colour.value

        graveyard = self.graveyard.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "colour": colour,
            "graveyard": graveyard,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pos import Pos # noqa: PLC0415
        d = dict(src_dict)
        colour = MistsColour(d.pop("colour"))




        graveyard = Pos.from_dict(d.pop("graveyard"))




        mists_burial_view = cls(
            colour=colour,
            graveyard=graveyard,
        )


        mists_burial_view.additional_properties = d
        return mists_burial_view

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
