from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from typing import cast






T = TypeVar("T", bound="MistsPlayerView")



@_attrs_define
class MistsPlayerView:
    """ A player.

        Attributes:
            colours (list[MistsColour]): The colours the player controls.
            resigned (bool): Whether the player resigned.
            score (int): Points.
            seat (int): Seat, 0-based.
     """

    colours: list[MistsColour]
    resigned: bool
    score: int
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)



        resigned = self.resigned

        score = self.score

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "colours": colours,
            "resigned": resigned,
            "score": score,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colours = []
        _colours = d.pop("colours")
        for colours_item_data in (_colours):
            colours_item = MistsColour(colours_item_data)



            colours.append(colours_item)


        resigned = d.pop("resigned")

        score = d.pop("score")

        seat = d.pop("seat")

        mists_player_view = cls(
            colours=colours,
            resigned=resigned,
            score=score,
            seat=seat,
        )


        mists_player_view.additional_properties = d
        return mists_player_view

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
