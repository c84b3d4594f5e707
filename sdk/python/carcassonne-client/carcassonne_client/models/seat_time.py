from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="SeatTime")



@_attrs_define
class SeatTime:
    """ One seat's time.

        Attributes:
            remaining_ms (int): Time left for its current or next decision, in milliseconds
                (negative once it ran out).
            running (bool): Whether its time is running now.
            seat (int): The seat.
            deadline (datetime.datetime | None | Unset): When its time runs out, while it runs.
     """

    remaining_ms: int
    running: bool
    seat: int
    deadline: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        remaining_ms = self.remaining_ms

        running = self.running

        seat = self.seat

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        elif isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "remaining_ms": remaining_ms,
            "running": running,
            "seat": seat,
        })
        if deadline is not UNSET:
            field_dict["deadline"] = deadline

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        remaining_ms = d.pop("remaining_ms")

        running = d.pop("running")

        seat = d.pop("seat")

        def _parse_deadline(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)



                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))


        seat_time = cls(
            remaining_ms=remaining_ms,
            running=running,
            seat=seat,
            deadline=deadline,
        )


        seat_time.additional_properties = d
        return seat_time

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
