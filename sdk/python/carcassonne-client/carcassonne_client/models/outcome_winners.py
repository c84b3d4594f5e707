from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.outcome_winners_result import OutcomeWinnersResult
from typing import cast






T = TypeVar("T", bound="OutcomeWinners")



@_attrs_define
class OutcomeWinners:
    """ A competitive game: the seats with the highest score among those
    who did not resign won; tied seats share the victory.

        Attributes:
            result (OutcomeWinnersResult):
            seats (list[int]): The winning seats, in seat order.
     """

    result: OutcomeWinnersResult
    seats: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        result = self.result.value

        seats = self.seats




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "result": result,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        result = OutcomeWinnersResult(d.pop("result"))




        seats = cast(list[int], d.pop("seats"))


        outcome_winners = cls(
            result=result,
            seats=seats,
        )


        outcome_winners.additional_properties = d
        return outcome_winners

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
