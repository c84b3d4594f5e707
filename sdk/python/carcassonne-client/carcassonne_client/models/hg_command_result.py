from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_command_result_ruleset import HgCommandResultRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_event_record import HgEventRecord
  from ..models.hg_game_view import HgGameView





T = TypeVar("T", bound="HgCommandResult")



@_attrs_define
class HgCommandResult:
    """ What a command did.

        Attributes:
            events (list[HgEventRecord]): The events the command added, chance's draws included.
            ruleset (HgCommandResultRuleset): The rule set.
            seq (int): New last sequence number.
            current_player (int | None | Unset): The seat to move after them; none once the game is over.
            state (HgGameView | None | Unset):
     """

    events: list[HgEventRecord]
    ruleset: HgCommandResultRuleset
    seq: int
    current_player: int | None | Unset = UNSET
    state: HgGameView | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_event_record import HgEventRecord # noqa: PLC0415
        from ..models.hg_game_view import HgGameView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        ruleset = self.ruleset.value

        seq = self.seq

        current_player: int | None | Unset
        if isinstance(self.current_player, Unset):
            current_player = UNSET
        else:
            current_player = self.current_player

        state: dict[str, Any] | None | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        elif isinstance(self.state, HgGameView):
            state = self.state.to_dict()
        else:
            state = self.state


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "ruleset": ruleset,
            "seq": seq,
        })
        if current_player is not UNSET:
            field_dict["current_player"] = current_player
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hg_event_record import HgEventRecord # noqa: PLC0415
        from ..models.hg_game_view import HgGameView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = HgEventRecord.from_dict(events_item_data)



            events.append(events_item)


        ruleset = HgCommandResultRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        def _parse_current_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current_player = _parse_current_player(d.pop("current_player", UNSET))


        def _parse_state(data: object) -> HgGameView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = HgGameView.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HgGameView | None | Unset, data)

        state = _parse_state(d.pop("state", UNSET))


        hg_command_result = cls(
            events=events,
            ruleset=ruleset,
            seq=seq,
            current_player=current_player,
            state=state,
        )


        hg_command_result.additional_properties = d
        return hg_command_result

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
