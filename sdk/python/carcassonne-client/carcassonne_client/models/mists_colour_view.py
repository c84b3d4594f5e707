from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour






T = TypeVar("T", bound="MistsColourView")



@_attrs_define
class MistsColourView:
    """ A colour in play.

        Attributes:
            buried (int): Its guards lying on graveyards.
            colour (MistsColour): A guard colour (MISTS-COMP-2).
            score (int): Points it earned (level 6: its score toward the goal).
            seat (int): The seat that controls it.
            supply (int): Guards in supply.
     """

    buried: int
    colour: MistsColour
    score: int
    seat: int
    supply: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        buried = self.buried

        colour = self.colour.value

        score = self.score

        seat = self.seat

        supply = self.supply


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "buried": buried,
            "colour": colour,
            "score": score,
            "seat": seat,
            "supply": supply,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        buried = d.pop("buried")

        colour = MistsColour(d.pop("colour"))




        score = d.pop("score")

        seat = d.pop("seat")

        supply = d.pop("supply")

        mists_colour_view = cls(
            buried=buried,
            colour=colour,
            score=score,
            seat=seat,
            supply=supply,
        )


        mists_colour_view.additional_properties = d
        return mists_colour_view

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
