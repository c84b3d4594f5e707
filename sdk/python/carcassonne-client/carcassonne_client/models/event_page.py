from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.classic_event_record import ClassicEventRecord
  from ..models.disc_event_record import DiscEventRecord
  from ..models.hg_event_record import HgEventRecord
  from ..models.mists_event_record import MistsEventRecord





T = TypeVar("T", bound="EventPage")



@_attrs_define
class EventPage:
    """ A page of the public log.

        Attributes:
            events (list[ClassicEventRecord | DiscEventRecord | HgEventRecord | MistsEventRecord]): Events after the
                requested `after`, in order.
            last_seq (int): Sequence number of the game's last event.
     """

    events: list[ClassicEventRecord | DiscEventRecord | HgEventRecord | MistsEventRecord]
    last_seq: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_event_record import ClassicEventRecord # noqa: PLC0415
        from ..models.disc_event_record import DiscEventRecord # noqa: PLC0415
        from ..models.hg_event_record import HgEventRecord # noqa: PLC0415
        from ..models.mists_event_record import MistsEventRecord # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, ClassicEventRecord):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HgEventRecord):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiscEventRecord):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        last_seq = self.last_seq


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "last_seq": last_seq,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_event_record import ClassicEventRecord # noqa: PLC0415
        from ..models.disc_event_record import DiscEventRecord # noqa: PLC0415
        from ..models.hg_event_record import HgEventRecord # noqa: PLC0415
        from ..models.mists_event_record import MistsEventRecord # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> ClassicEventRecord | DiscEventRecord | HgEventRecord | MistsEventRecord:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_0 = ClassicEventRecord.from_dict(data)



                    return componentsschemas_event_record_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_1 = HgEventRecord.from_dict(data)



                    return componentsschemas_event_record_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_2 = DiscEventRecord.from_dict(data)



                    return componentsschemas_event_record_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_record_type_3 = MistsEventRecord.from_dict(data)



                return componentsschemas_event_record_type_3

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        last_seq = d.pop("last_seq")

        event_page = cls(
            events=events,
            last_seq=last_seq,
        )


        event_page.additional_properties = d
        return event_page

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
