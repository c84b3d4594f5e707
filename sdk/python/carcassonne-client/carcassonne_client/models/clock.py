from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.seat_time import SeatTime
  from ..models.time_control_fischer import TimeControlFischer
  from ..models.time_control_per_move import TimeControlPerMove





T = TypeVar("T", bound="Clock")



@_attrs_define
class Clock:
    """ A game's time control and where each seat stands.

        Attributes:
            control (TimeControlFischer | TimeControlPerMove): An optional time control. Time is measured from the recorded
                times of
                the log's events: a decision's thinking time runs from the event before
                it to its own first event, and is charged to the seat that decided.
            seats (list[SeatTime]): Each seat's time, in seat order (empty before the start).
     """

    control: TimeControlFischer | TimeControlPerMove
    seats: list[SeatTime]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_time import SeatTime # noqa: PLC0415
        from ..models.time_control_fischer import TimeControlFischer # noqa: PLC0415
        from ..models.time_control_per_move import TimeControlPerMove # noqa: PLC0415
        control: dict[str, Any]
        if isinstance(self.control, TimeControlPerMove):
            control = self.control.to_dict()
        else:
            control = self.control.to_dict()


        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "control": control,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_time import SeatTime # noqa: PLC0415
        from ..models.time_control_fischer import TimeControlFischer # noqa: PLC0415
        from ..models.time_control_per_move import TimeControlPerMove # noqa: PLC0415
        d = dict(src_dict)
        def _parse_control(data: object) -> TimeControlFischer | TimeControlPerMove:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_time_control_type_0 = TimeControlPerMove.from_dict(data)



                return componentsschemas_time_control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_time_control_type_1 = TimeControlFischer.from_dict(data)



            return componentsschemas_time_control_type_1

        control = _parse_control(d.pop("control"))


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatTime.from_dict(seats_item_data)



            seats.append(seats_item)


        clock = cls(
            control=control,
            seats=seats,
        )


        clock.additional_properties = d
        return clock

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
