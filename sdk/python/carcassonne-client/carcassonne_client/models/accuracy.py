from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Accuracy")



@_attrs_define
class Accuracy:
    """ A seat's decisions summed up: how many were judged, the share judged
    good, in percent, and the points lost on average.

        Attributes:
            accuracy (float): The share of them labelled good, in percent.
            average_loss (float): The points lost per decision, on average.
            decisions (int): Decisions judged.
            seat (int): A player's seat, 0-based, in turn order.
     """

    accuracy: float
    average_loss: float
    decisions: int
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        accuracy = self.accuracy

        average_loss = self.average_loss

        decisions = self.decisions

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "accuracy": accuracy,
            "average_loss": average_loss,
            "decisions": decisions,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accuracy = d.pop("accuracy")

        average_loss = d.pop("average_loss")

        decisions = d.pop("decisions")

        seat = d.pop("seat")

        accuracy = cls(
            accuracy=accuracy,
            average_loss=average_loss,
            decisions=decisions,
            seat=seat,
        )


        accuracy.additional_properties = d
        return accuracy

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
