from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_state_at_ruleset import DiscStateAtRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.disc_event_record import DiscEventRecord
  from ..models.disc_game_view import DiscGameView





T = TypeVar("T", bound="DiscStateAt")



@_attrs_define
class DiscStateAt:
    """ The state of a game after a given event, and that event.

        Attributes:
            event (DiscEventRecord): An event of the log, with what the rules derived from it.
            last_seq (int): The game's last sequence number.
            ruleset (DiscStateAtRuleset): The rule set.
            seq (int): The event it follows.
            state (DiscGameView): The state of a Discovery game as clients see it.
     """

    event: DiscEventRecord
    last_seq: int
    ruleset: DiscStateAtRuleset
    seq: int
    state: DiscGameView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_event_record import DiscEventRecord # noqa: PLC0415
        from ..models.disc_game_view import DiscGameView # noqa: PLC0415
        event = self.event.to_dict()

        last_seq = self.last_seq

        ruleset = self.ruleset.value

        seq = self.seq

        state = self.state.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "event": event,
            "last_seq": last_seq,
            "ruleset": ruleset,
            "seq": seq,
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.disc_event_record import DiscEventRecord # noqa: PLC0415
        from ..models.disc_game_view import DiscGameView # noqa: PLC0415
        d = dict(src_dict)
        event = DiscEventRecord.from_dict(d.pop("event"))




        last_seq = d.pop("last_seq")

        ruleset = DiscStateAtRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        state = DiscGameView.from_dict(d.pop("state"))




        disc_state_at = cls(
            event=event,
            last_seq=last_seq,
            ruleset=ruleset,
            seq=seq,
            state=state,
        )


        disc_state_at.additional_properties = d
        return disc_state_at

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
