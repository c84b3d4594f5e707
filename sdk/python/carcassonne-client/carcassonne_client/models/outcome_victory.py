from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.outcome_victory_result import OutcomeVictoryResult






T = TypeVar("T", bound="OutcomeVictory")



@_attrs_define
class OutcomeVictory:
    """ A co-operative game the team won.

        Attributes:
            result (OutcomeVictoryResult):
            rule (str): The rule id that ended the game.
     """

    result: OutcomeVictoryResult
    rule: str





    def to_dict(self) -> dict[str, Any]:
        result = self.result.value

        rule = self.rule


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "result": result,
            "rule": rule,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        result = OutcomeVictoryResult(d.pop("result"))




        rule = d.pop("rule")

        outcome_victory = cls(
            result=result,
            rule=rule,
        )

        return outcome_victory

