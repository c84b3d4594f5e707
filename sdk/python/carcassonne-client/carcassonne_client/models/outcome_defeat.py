from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.outcome_defeat_result import OutcomeDefeatResult






T = TypeVar("T", bound="OutcomeDefeat")



@_attrs_define
class OutcomeDefeat:
    """ A co-operative game the team lost.

        Attributes:
            result (OutcomeDefeatResult):
            rule (str): The rule id that ended the game.
     """

    result: OutcomeDefeatResult
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
        result = OutcomeDefeatResult(d.pop("result"))




        rule = d.pop("rule")

        outcome_defeat = cls(
            result=result,
            rule=rule,
        )

        return outcome_defeat

