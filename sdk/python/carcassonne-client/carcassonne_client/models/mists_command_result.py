from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_command_result_ruleset import MistsCommandResultRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_event_record import MistsEventRecord
  from ..models.mists_game_view import MistsGameView





T = TypeVar("T", bound="MistsCommandResult")



@_attrs_define
class MistsCommandResult:
    """ What a command did.

        Attributes:
            events (list[MistsEventRecord]): The events the command added, chance's draws included.
            ruleset (MistsCommandResultRuleset): The rule set.
            seq (int): New last sequence number.
            state (MistsGameView): The state of a Mists game as clients see it.
     """

    events: list[MistsEventRecord]
    ruleset: MistsCommandResultRuleset
    seq: int
    state: MistsGameView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_event_record import MistsEventRecord # noqa: PLC0415
        from ..models.mists_game_view import MistsGameView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        ruleset = self.ruleset.value

        seq = self.seq

        state = self.state.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "ruleset": ruleset,
            "seq": seq,
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_event_record import MistsEventRecord # noqa: PLC0415
        from ..models.mists_game_view import MistsGameView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = MistsEventRecord.from_dict(events_item_data)



            events.append(events_item)


        ruleset = MistsCommandResultRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        state = MistsGameView.from_dict(d.pop("state"))




        mists_command_result = cls(
            events=events,
            ruleset=ruleset,
            seq=seq,
            state=state,
        )


        mists_command_result.additional_properties = d
        return mists_command_result

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
