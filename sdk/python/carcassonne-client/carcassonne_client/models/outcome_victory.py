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
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        result = self.result.value

        rule = self.rule


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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


        outcome_victory.additional_properties = d
        return outcome_victory

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
