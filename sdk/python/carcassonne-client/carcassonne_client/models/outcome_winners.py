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
            places (list[int]): Each seat's place, by seat: 1 for the winners, then by score;
                tied seats share a place, and seats that resigned come last.
            result (OutcomeWinnersResult):
            seats (list[int]): The winning seats, in seat order.
     """

    places: list[int]
    result: OutcomeWinnersResult
    seats: list[int]





    def to_dict(self) -> dict[str, Any]:
        places = self.places



        result = self.result.value

        seats = self.seats




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "places": places,
            "result": result,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        places = cast(list[int], d.pop("places"))


        result = OutcomeWinnersResult(d.pop("result"))




        seats = cast(list[int], d.pop("seats"))


        outcome_winners = cls(
            places=places,
            result=result,
            seats=seats,
        )

        return outcome_winners

