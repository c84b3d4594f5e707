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





    def to_dict(self) -> dict[str, Any]:
        result = self.result.value

        seats = self.seats




        field_dict: dict[str, Any] = {}

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

        return outcome_winners

