from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event_record import EventRecord
  from ..models.game_view import GameView
  from ..models.hg_game_view import HgGameView





T = TypeVar("T", bound="CommandResult")



@_attrs_define
class CommandResult:
    """ What a command did.

        Attributes:
            events (list[EventRecord]): The events the command added, chance's draws included.
            seq (int): New last sequence number.
            state (GameView | HgGameView): The public state of a game of any rule set.
     """

    events: list[EventRecord]
    seq: int
    state: GameView | HgGameView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_record import EventRecord # noqa: PLC0415
        from ..models.game_view import GameView # noqa: PLC0415
        from ..models.hg_game_view import HgGameView # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        seq = self.seq

        state: dict[str, Any]
        if isinstance(self.state, GameView):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "seq": seq,
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_record import EventRecord # noqa: PLC0415
        from ..models.game_view import GameView # noqa: PLC0415
        from ..models.hg_game_view import HgGameView # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = EventRecord.from_dict(events_item_data)



            events.append(events_item)


        seq = d.pop("seq")

        def _parse_state(data: object) -> GameView | HgGameView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_view_type_0 = GameView.from_dict(data)



                return componentsschemas_any_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_any_view_type_1 = HgGameView.from_dict(data)



            return componentsschemas_any_view_type_1

        state = _parse_state(d.pop("state"))


        command_result = cls(
            events=events,
            seq=seq,
            state=state,
        )


        command_result.additional_properties = d
        return command_result

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
