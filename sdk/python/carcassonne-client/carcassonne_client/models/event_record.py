from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.event_abbey_passed import EventAbbeyPassed
  from ..models.event_abbey_placed import EventAbbeyPlaced
  from ..models.event_barn_placed import EventBarnPlaced
  from ..models.event_draw_chosen import EventDrawChosen
  from ..models.event_figure_placed import EventFigurePlaced
  from ..models.event_figure_skipped import EventFigureSkipped
  from ..models.event_game_created import EventGameCreated
  from ..models.event_player_resigned import EventPlayerResigned
  from ..models.event_tile_discarded import EventTileDiscarded
  from ..models.event_tile_drawn import EventTileDrawn
  from ..models.event_tile_placed import EventTilePlaced
  from ..models.event_wagon_moved import EventWagonMoved
  from ..models.event_wagon_returned import EventWagonReturned
  from ..models.hg_event_figure_placed import HgEventFigurePlaced
  from ..models.hg_event_figure_recalled import HgEventFigureRecalled
  from ..models.hg_event_figure_skipped import HgEventFigureSkipped
  from ..models.hg_event_game_created import HgEventGameCreated
  from ..models.hg_event_player_resigned import HgEventPlayerResigned
  from ..models.hg_event_tile_discarded import HgEventTileDiscarded
  from ..models.hg_event_tile_drawn import HgEventTileDrawn
  from ..models.hg_event_tile_placed import HgEventTilePlaced





T = TypeVar("T", bound="EventRecord")



@_attrs_define
class EventRecord:
    """ An event of the public log.

        Attributes:
            created_at (datetime.datetime): When it was stored.
            event (EventAbbeyPassed | EventAbbeyPlaced | EventBarnPlaced | EventDrawChosen | EventFigurePlaced |
                EventFigureSkipped | EventGameCreated | EventPlayerResigned | EventTileDiscarded | EventTileDrawn |
                EventTilePlaced | EventWagonMoved | EventWagonReturned | HgEventFigurePlaced | HgEventFigureRecalled |
                HgEventFigureSkipped | HgEventGameCreated | HgEventPlayerResigned | HgEventTileDiscarded | HgEventTileDrawn |
                HgEventTilePlaced): An event of any rule set: `Event` for `classic`, `HgEvent` for
                `hunters-gatherers`.
            seq (int): Position in the log, from 1.
            actor_id (int | None | Unset): Account that caused it; absent for chance (draws).
     """

    created_at: datetime.datetime
    event: EventAbbeyPassed | EventAbbeyPlaced | EventBarnPlaced | EventDrawChosen | EventFigurePlaced | EventFigureSkipped | EventGameCreated | EventPlayerResigned | EventTileDiscarded | EventTileDrawn | EventTilePlaced | EventWagonMoved | EventWagonReturned | HgEventFigurePlaced | HgEventFigureRecalled | HgEventFigureSkipped | HgEventGameCreated | HgEventPlayerResigned | HgEventTileDiscarded | HgEventTileDrawn | HgEventTilePlaced
    seq: int
    actor_id: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_abbey_passed import EventAbbeyPassed # noqa: PLC0415
        from ..models.event_abbey_placed import EventAbbeyPlaced # noqa: PLC0415
        from ..models.event_barn_placed import EventBarnPlaced # noqa: PLC0415
        from ..models.event_draw_chosen import EventDrawChosen # noqa: PLC0415
        from ..models.event_figure_placed import EventFigurePlaced # noqa: PLC0415
        from ..models.event_figure_skipped import EventFigureSkipped # noqa: PLC0415
        from ..models.event_game_created import EventGameCreated # noqa: PLC0415
        from ..models.event_player_resigned import EventPlayerResigned # noqa: PLC0415
        from ..models.event_tile_discarded import EventTileDiscarded # noqa: PLC0415
        from ..models.event_tile_drawn import EventTileDrawn # noqa: PLC0415
        from ..models.event_tile_placed import EventTilePlaced # noqa: PLC0415
        from ..models.event_wagon_moved import EventWagonMoved # noqa: PLC0415
        from ..models.event_wagon_returned import EventWagonReturned # noqa: PLC0415
        from ..models.hg_event_figure_placed import HgEventFigurePlaced # noqa: PLC0415
        from ..models.hg_event_figure_recalled import HgEventFigureRecalled # noqa: PLC0415
        from ..models.hg_event_figure_skipped import HgEventFigureSkipped # noqa: PLC0415
        from ..models.hg_event_game_created import HgEventGameCreated # noqa: PLC0415
        from ..models.hg_event_player_resigned import HgEventPlayerResigned # noqa: PLC0415
        from ..models.hg_event_tile_discarded import HgEventTileDiscarded # noqa: PLC0415
        from ..models.hg_event_tile_drawn import HgEventTileDrawn # noqa: PLC0415
        from ..models.hg_event_tile_placed import HgEventTilePlaced # noqa: PLC0415
        created_at = self.created_at.isoformat()

        event: dict[str, Any]
        if isinstance(self.event, EventGameCreated):
            event = self.event.to_dict()
        elif isinstance(self.event, EventTileDrawn):
            event = self.event.to_dict()
        elif isinstance(self.event, EventTileDiscarded):
            event = self.event.to_dict()
        elif isinstance(self.event, EventTilePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, EventFigurePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, EventFigureSkipped):
            event = self.event.to_dict()
        elif isinstance(self.event, EventDrawChosen):
            event = self.event.to_dict()
        elif isinstance(self.event, EventAbbeyPlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, EventAbbeyPassed):
            event = self.event.to_dict()
        elif isinstance(self.event, EventWagonMoved):
            event = self.event.to_dict()
        elif isinstance(self.event, EventWagonReturned):
            event = self.event.to_dict()
        elif isinstance(self.event, EventBarnPlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, EventPlayerResigned):
            event = self.event.to_dict()
        elif isinstance(self.event, HgEventGameCreated):
            event = self.event.to_dict()
        elif isinstance(self.event, HgEventTileDrawn):
            event = self.event.to_dict()
        elif isinstance(self.event, HgEventTileDiscarded):
            event = self.event.to_dict()
        elif isinstance(self.event, HgEventTilePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, HgEventFigureRecalled):
            event = self.event.to_dict()
        elif isinstance(self.event, HgEventFigurePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, HgEventFigureSkipped):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()


        seq = self.seq

        actor_id: int | None | Unset
        if isinstance(self.actor_id, Unset):
            actor_id = UNSET
        else:
            actor_id = self.actor_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "event": event,
            "seq": seq,
        })
        if actor_id is not UNSET:
            field_dict["actor_id"] = actor_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_abbey_passed import EventAbbeyPassed # noqa: PLC0415
        from ..models.event_abbey_placed import EventAbbeyPlaced # noqa: PLC0415
        from ..models.event_barn_placed import EventBarnPlaced # noqa: PLC0415
        from ..models.event_draw_chosen import EventDrawChosen # noqa: PLC0415
        from ..models.event_figure_placed import EventFigurePlaced # noqa: PLC0415
        from ..models.event_figure_skipped import EventFigureSkipped # noqa: PLC0415
        from ..models.event_game_created import EventGameCreated # noqa: PLC0415
        from ..models.event_player_resigned import EventPlayerResigned # noqa: PLC0415
        from ..models.event_tile_discarded import EventTileDiscarded # noqa: PLC0415
        from ..models.event_tile_drawn import EventTileDrawn # noqa: PLC0415
        from ..models.event_tile_placed import EventTilePlaced # noqa: PLC0415
        from ..models.event_wagon_moved import EventWagonMoved # noqa: PLC0415
        from ..models.event_wagon_returned import EventWagonReturned # noqa: PLC0415
        from ..models.hg_event_figure_placed import HgEventFigurePlaced # noqa: PLC0415
        from ..models.hg_event_figure_recalled import HgEventFigureRecalled # noqa: PLC0415
        from ..models.hg_event_figure_skipped import HgEventFigureSkipped # noqa: PLC0415
        from ..models.hg_event_game_created import HgEventGameCreated # noqa: PLC0415
        from ..models.hg_event_player_resigned import HgEventPlayerResigned # noqa: PLC0415
        from ..models.hg_event_tile_discarded import HgEventTileDiscarded # noqa: PLC0415
        from ..models.hg_event_tile_drawn import HgEventTileDrawn # noqa: PLC0415
        from ..models.hg_event_tile_placed import HgEventTilePlaced # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_event(data: object) -> EventAbbeyPassed | EventAbbeyPlaced | EventBarnPlaced | EventDrawChosen | EventFigurePlaced | EventFigureSkipped | EventGameCreated | EventPlayerResigned | EventTileDiscarded | EventTileDrawn | EventTilePlaced | EventWagonMoved | EventWagonReturned | HgEventFigurePlaced | HgEventFigureRecalled | HgEventFigureSkipped | HgEventGameCreated | HgEventPlayerResigned | HgEventTileDiscarded | HgEventTileDrawn | HgEventTilePlaced:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_0 = EventGameCreated.from_dict(data)



                return componentsschemas_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_1 = EventTileDrawn.from_dict(data)



                return componentsschemas_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_2 = EventTileDiscarded.from_dict(data)



                return componentsschemas_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_3 = EventTilePlaced.from_dict(data)



                return componentsschemas_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_4 = EventFigurePlaced.from_dict(data)



                return componentsschemas_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_5 = EventFigureSkipped.from_dict(data)



                return componentsschemas_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_6 = EventDrawChosen.from_dict(data)



                return componentsschemas_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_7 = EventAbbeyPlaced.from_dict(data)



                return componentsschemas_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_8 = EventAbbeyPassed.from_dict(data)



                return componentsschemas_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_9 = EventWagonMoved.from_dict(data)



                return componentsschemas_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_10 = EventWagonReturned.from_dict(data)



                return componentsschemas_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_11 = EventBarnPlaced.from_dict(data)



                return componentsschemas_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_12 = EventPlayerResigned.from_dict(data)



                return componentsschemas_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_event_type_0 = HgEventGameCreated.from_dict(data)



                return componentsschemas_hg_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_event_type_1 = HgEventTileDrawn.from_dict(data)



                return componentsschemas_hg_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_event_type_2 = HgEventTileDiscarded.from_dict(data)



                return componentsschemas_hg_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_event_type_3 = HgEventTilePlaced.from_dict(data)



                return componentsschemas_hg_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_event_type_4 = HgEventFigureRecalled.from_dict(data)



                return componentsschemas_hg_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_event_type_5 = HgEventFigurePlaced.from_dict(data)



                return componentsschemas_hg_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_event_type_6 = HgEventFigureSkipped.from_dict(data)



                return componentsschemas_hg_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_hg_event_type_7 = HgEventPlayerResigned.from_dict(data)



            return componentsschemas_hg_event_type_7

        event = _parse_event(d.pop("event"))


        seq = d.pop("seq")

        def _parse_actor_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        actor_id = _parse_actor_id(d.pop("actor_id", UNSET))


        event_record = cls(
            created_at=created_at,
            event=event,
            seq=seq,
            actor_id=actor_id,
        )


        event_record.additional_properties = d
        return event_record

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
