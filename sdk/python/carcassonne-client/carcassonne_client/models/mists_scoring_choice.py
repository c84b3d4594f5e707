from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from ..models.mists_kind import MistsKind
from typing import cast






T = TypeVar("T", bound="MistsScoringChoice")



@_attrs_define
class MistsScoringChoice:
    """ The feature whose scoring the team decides.

        Attributes:
            colours (list[MistsColour]): The colours on it: each earns the value (MISTS-SCORE-4).
            feature (int): Its id (as in the view's `features`).
            kind (MistsKind): Region kinds of Mists over Carcassonne (MISTS-TERM-1, MISTS-TERM-3).
            points (int): What `score_points` pays in all.
            value (int): Its value once.
     """

    colours: list[MistsColour]
    feature: int
    kind: MistsKind
    points: int
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)



        feature = self.feature

        kind = self.kind.value

        points = self.points

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "colours": colours,
            "feature": feature,
            "kind": kind,
            "points": points,
            "value": value,
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


        feature = d.pop("feature")

        kind = MistsKind(d.pop("kind"))




        points = d.pop("points")

        value = d.pop("value")

        mists_scoring_choice = cls(
            colours=colours,
            feature=feature,
            kind=kind,
            points=points,
            value=value,
        )


        mists_scoring_choice.additional_properties = d
        return mists_scoring_choice

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
