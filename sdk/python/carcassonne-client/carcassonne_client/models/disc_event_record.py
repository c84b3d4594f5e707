from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_event_record_ruleset import DiscEventRecordRuleset
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.disc_effect_figures_returned import DiscEffectFiguresReturned
  from ..models.disc_effect_scored import DiscEffectScored
  from ..models.disc_effect_tiles_discarded import DiscEffectTilesDiscarded
  from ..models.disc_event_figure_placed import DiscEventFigurePlaced
  from ..models.disc_event_figure_recalled import DiscEventFigureRecalled
  from ..models.disc_event_figure_skipped import DiscEventFigureSkipped
  from ..models.disc_event_game_created import DiscEventGameCreated
  from ..models.disc_event_player_resigned import DiscEventPlayerResigned
  from ..models.disc_event_tile_dealt import DiscEventTileDealt
  from ..models.disc_event_tile_discarded import DiscEventTileDiscarded
  from ..models.disc_event_tile_drawn import DiscEventTileDrawn
  from ..models.disc_event_tile_placed import DiscEventTilePlaced
  from ..models.disc_event_tile_set_aside import DiscEventTileSetAside





T = TypeVar("T", bound="DiscEventRecord")



@_attrs_define
class DiscEventRecord:
    """ An event of the log, with what the rules derived from it.

        Attributes:
            automatic (bool): Whether the service applied it by the rules rather than recording
                a choice: chance's draws and discards (a tile that fits nowhere), and
                a figure step skipped because nothing could be placed.
            created_at (datetime.datetime): When it was stored.
            effects (list[DiscEffectFiguresReturned | DiscEffectScored | DiscEffectTilesDiscarded]): What the rules derived
                from it, in the rule set's own types:
                scorings, figures returned, tiles discarded, and the like (see each
                rule set's `Effect`). Derived from the log whenever it is read,
                never stored: applied to the state before the event, the event and
                its effects give the scores, supplies and board after it.
            event (DiscEventFigurePlaced | DiscEventFigureRecalled | DiscEventFigureSkipped | DiscEventGameCreated |
                DiscEventPlayerResigned | DiscEventTileDealt | DiscEventTileDiscarded | DiscEventTileDrawn | DiscEventTilePlaced
                | DiscEventTileSetAside): A fact in a game's log.
            ruleset (DiscEventRecordRuleset): The rule set.
            seq (int): Position in the log, from 1.
            actor_id (int | None | Unset): Account whose request appended it (chance's draws included);
                absent in imported games.
     """

    automatic: bool
    created_at: datetime.datetime
    effects: list[DiscEffectFiguresReturned | DiscEffectScored | DiscEffectTilesDiscarded]
    event: DiscEventFigurePlaced | DiscEventFigureRecalled | DiscEventFigureSkipped | DiscEventGameCreated | DiscEventPlayerResigned | DiscEventTileDealt | DiscEventTileDiscarded | DiscEventTileDrawn | DiscEventTilePlaced | DiscEventTileSetAside
    ruleset: DiscEventRecordRuleset
    seq: int
    actor_id: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_effect_figures_returned import DiscEffectFiguresReturned # noqa: PLC0415
        from ..models.disc_effect_scored import DiscEffectScored # noqa: PLC0415
        from ..models.disc_effect_tiles_discarded import DiscEffectTilesDiscarded # noqa: PLC0415
        from ..models.disc_event_figure_placed import DiscEventFigurePlaced # noqa: PLC0415
        from ..models.disc_event_figure_recalled import DiscEventFigureRecalled # noqa: PLC0415
        from ..models.disc_event_figure_skipped import DiscEventFigureSkipped # noqa: PLC0415
        from ..models.disc_event_game_created import DiscEventGameCreated # noqa: PLC0415
        from ..models.disc_event_player_resigned import DiscEventPlayerResigned # noqa: PLC0415
        from ..models.disc_event_tile_dealt import DiscEventTileDealt # noqa: PLC0415
        from ..models.disc_event_tile_discarded import DiscEventTileDiscarded # noqa: PLC0415
        from ..models.disc_event_tile_drawn import DiscEventTileDrawn # noqa: PLC0415
        from ..models.disc_event_tile_placed import DiscEventTilePlaced # noqa: PLC0415
        from ..models.disc_event_tile_set_aside import DiscEventTileSetAside # noqa: PLC0415
        automatic = self.automatic

        created_at = self.created_at.isoformat()

        effects = []
        for effects_item_data in self.effects:
            effects_item: dict[str, Any]
            if isinstance(effects_item_data, DiscEffectScored):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, DiscEffectFiguresReturned):
                effects_item = effects_item_data.to_dict()
            else:
                effects_item = effects_item_data.to_dict()

            effects.append(effects_item)



        event: dict[str, Any]
        if isinstance(self.event, DiscEventGameCreated):
            event = self.event.to_dict()
        elif isinstance(self.event, DiscEventTileSetAside):
            event = self.event.to_dict()
        elif isinstance(self.event, DiscEventTileDealt):
            event = self.event.to_dict()
        elif isinstance(self.event, DiscEventTileDrawn):
            event = self.event.to_dict()
        elif isinstance(self.event, DiscEventTileDiscarded):
            event = self.event.to_dict()
        elif isinstance(self.event, DiscEventTilePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, DiscEventFigurePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, DiscEventFigureRecalled):
            event = self.event.to_dict()
        elif isinstance(self.event, DiscEventFigureSkipped):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()


        ruleset = self.ruleset.value

        seq = self.seq

        actor_id: int | None | Unset
        if isinstance(self.actor_id, Unset):
            actor_id = UNSET
        else:
            actor_id = self.actor_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "automatic": automatic,
            "created_at": created_at,
            "effects": effects,
            "event": event,
            "ruleset": ruleset,
            "seq": seq,
        })
        if actor_id is not UNSET:
            field_dict["actor_id"] = actor_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.disc_effect_figures_returned import DiscEffectFiguresReturned # noqa: PLC0415
        from ..models.disc_effect_scored import DiscEffectScored # noqa: PLC0415
        from ..models.disc_effect_tiles_discarded import DiscEffectTilesDiscarded # noqa: PLC0415
        from ..models.disc_event_figure_placed import DiscEventFigurePlaced # noqa: PLC0415
        from ..models.disc_event_figure_recalled import DiscEventFigureRecalled # noqa: PLC0415
        from ..models.disc_event_figure_skipped import DiscEventFigureSkipped # noqa: PLC0415
        from ..models.disc_event_game_created import DiscEventGameCreated # noqa: PLC0415
        from ..models.disc_event_player_resigned import DiscEventPlayerResigned # noqa: PLC0415
        from ..models.disc_event_tile_dealt import DiscEventTileDealt # noqa: PLC0415
        from ..models.disc_event_tile_discarded import DiscEventTileDiscarded # noqa: PLC0415
        from ..models.disc_event_tile_drawn import DiscEventTileDrawn # noqa: PLC0415
        from ..models.disc_event_tile_placed import DiscEventTilePlaced # noqa: PLC0415
        from ..models.disc_event_tile_set_aside import DiscEventTileSetAside # noqa: PLC0415
        d = dict(src_dict)
        automatic = d.pop("automatic")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        effects = []
        _effects = d.pop("effects")
        for effects_item_data in (_effects):
            def _parse_effects_item(data: object) -> DiscEffectFiguresReturned | DiscEffectScored | DiscEffectTilesDiscarded:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_disc_effect_type_0 = DiscEffectScored.from_dict(data)



                    return componentsschemas_disc_effect_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_disc_effect_type_1 = DiscEffectFiguresReturned.from_dict(data)



                    return componentsschemas_disc_effect_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_effect_type_2 = DiscEffectTilesDiscarded.from_dict(data)



                return componentsschemas_disc_effect_type_2

            effects_item = _parse_effects_item(effects_item_data)

            effects.append(effects_item)


        def _parse_event(data: object) -> DiscEventFigurePlaced | DiscEventFigureRecalled | DiscEventFigureSkipped | DiscEventGameCreated | DiscEventPlayerResigned | DiscEventTileDealt | DiscEventTileDiscarded | DiscEventTileDrawn | DiscEventTilePlaced | DiscEventTileSetAside:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_event_type_0 = DiscEventGameCreated.from_dict(data)



                return componentsschemas_disc_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_event_type_1 = DiscEventTileSetAside.from_dict(data)



                return componentsschemas_disc_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_event_type_2 = DiscEventTileDealt.from_dict(data)



                return componentsschemas_disc_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_event_type_3 = DiscEventTileDrawn.from_dict(data)



                return componentsschemas_disc_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_event_type_4 = DiscEventTileDiscarded.from_dict(data)



                return componentsschemas_disc_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_event_type_5 = DiscEventTilePlaced.from_dict(data)



                return componentsschemas_disc_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_event_type_6 = DiscEventFigurePlaced.from_dict(data)



                return componentsschemas_disc_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_event_type_7 = DiscEventFigureRecalled.from_dict(data)



                return componentsschemas_disc_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_event_type_8 = DiscEventFigureSkipped.from_dict(data)



                return componentsschemas_disc_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_disc_event_type_9 = DiscEventPlayerResigned.from_dict(data)



            return componentsschemas_disc_event_type_9

        event = _parse_event(d.pop("event"))


        ruleset = DiscEventRecordRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        def _parse_actor_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        actor_id = _parse_actor_id(d.pop("actor_id", UNSET))


        disc_event_record = cls(
            automatic=automatic,
            created_at=created_at,
            effects=effects,
            event=event,
            ruleset=ruleset,
            seq=seq,
            actor_id=actor_id,
        )


        disc_event_record.additional_properties = d
        return disc_event_record

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
