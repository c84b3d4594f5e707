from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_event_record_ruleset import ClassicEventRecordRuleset
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.classic_effect_figures_returned import ClassicEffectFiguresReturned
  from ..models.classic_effect_goods_scored import ClassicEffectGoodsScored
  from ..models.classic_effect_goods_taken import ClassicEffectGoodsTaken
  from ..models.classic_effect_scored import ClassicEffectScored
  from ..models.classic_effect_tiles_discarded import ClassicEffectTilesDiscarded
  from ..models.classic_effect_wagons_waiting import ClassicEffectWagonsWaiting
  from ..models.classic_event_abbey_passed import ClassicEventAbbeyPassed
  from ..models.classic_event_abbey_placed import ClassicEventAbbeyPlaced
  from ..models.classic_event_barn_placed import ClassicEventBarnPlaced
  from ..models.classic_event_draw_chosen import ClassicEventDrawChosen
  from ..models.classic_event_figure_placed import ClassicEventFigurePlaced
  from ..models.classic_event_figure_skipped import ClassicEventFigureSkipped
  from ..models.classic_event_game_created import ClassicEventGameCreated
  from ..models.classic_event_player_resigned import ClassicEventPlayerResigned
  from ..models.classic_event_tile_discarded import ClassicEventTileDiscarded
  from ..models.classic_event_tile_drawn import ClassicEventTileDrawn
  from ..models.classic_event_tile_placed import ClassicEventTilePlaced
  from ..models.classic_event_wagon_moved import ClassicEventWagonMoved
  from ..models.classic_event_wagon_returned import ClassicEventWagonReturned





T = TypeVar("T", bound="ClassicEventRecord")



@_attrs_define
class ClassicEventRecord:
    """ An event of the log, with what the rules derived from it.

        Attributes:
            automatic (bool): Whether the service applied it by the rules rather than recording
                a choice: chance's draws and discards (a tile that fits nowhere), and
                a figure step skipped because nothing could be placed.
            created_at (datetime.datetime): When it was stored.
            effects (list[ClassicEffectFiguresReturned | ClassicEffectGoodsScored | ClassicEffectGoodsTaken |
                ClassicEffectScored | ClassicEffectTilesDiscarded | ClassicEffectWagonsWaiting]): What the rules derived from
                it, in the rule set's own types:
                scorings, figures returned, tiles discarded, and the like (see each
                rule set's `Effect`). Derived from the log whenever it is read,
                never stored: applied to the state before the event, the event and
                its effects give the scores, supplies and board after it.
            event (ClassicEventAbbeyPassed | ClassicEventAbbeyPlaced | ClassicEventBarnPlaced | ClassicEventDrawChosen |
                ClassicEventFigurePlaced | ClassicEventFigureSkipped | ClassicEventGameCreated | ClassicEventPlayerResigned |
                ClassicEventTileDiscarded | ClassicEventTileDrawn | ClassicEventTilePlaced | ClassicEventWagonMoved |
                ClassicEventWagonReturned): A fact in a game's log.
            ruleset (ClassicEventRecordRuleset): The rule set.
            seq (int): Position in the log, from 1.
            actor_id (int | None | Unset): Account whose request appended it (chance's draws included);
                absent in imported games.
     """

    automatic: bool
    created_at: datetime.datetime
    effects: list[ClassicEffectFiguresReturned | ClassicEffectGoodsScored | ClassicEffectGoodsTaken | ClassicEffectScored | ClassicEffectTilesDiscarded | ClassicEffectWagonsWaiting]
    event: ClassicEventAbbeyPassed | ClassicEventAbbeyPlaced | ClassicEventBarnPlaced | ClassicEventDrawChosen | ClassicEventFigurePlaced | ClassicEventFigureSkipped | ClassicEventGameCreated | ClassicEventPlayerResigned | ClassicEventTileDiscarded | ClassicEventTileDrawn | ClassicEventTilePlaced | ClassicEventWagonMoved | ClassicEventWagonReturned
    ruleset: ClassicEventRecordRuleset
    seq: int
    actor_id: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_effect_figures_returned import ClassicEffectFiguresReturned # noqa: PLC0415
        from ..models.classic_effect_goods_scored import ClassicEffectGoodsScored # noqa: PLC0415
        from ..models.classic_effect_goods_taken import ClassicEffectGoodsTaken # noqa: PLC0415
        from ..models.classic_effect_scored import ClassicEffectScored # noqa: PLC0415
        from ..models.classic_effect_tiles_discarded import ClassicEffectTilesDiscarded # noqa: PLC0415
        from ..models.classic_effect_wagons_waiting import ClassicEffectWagonsWaiting # noqa: PLC0415
        from ..models.classic_event_abbey_passed import ClassicEventAbbeyPassed # noqa: PLC0415
        from ..models.classic_event_abbey_placed import ClassicEventAbbeyPlaced # noqa: PLC0415
        from ..models.classic_event_barn_placed import ClassicEventBarnPlaced # noqa: PLC0415
        from ..models.classic_event_draw_chosen import ClassicEventDrawChosen # noqa: PLC0415
        from ..models.classic_event_figure_placed import ClassicEventFigurePlaced # noqa: PLC0415
        from ..models.classic_event_figure_skipped import ClassicEventFigureSkipped # noqa: PLC0415
        from ..models.classic_event_game_created import ClassicEventGameCreated # noqa: PLC0415
        from ..models.classic_event_player_resigned import ClassicEventPlayerResigned # noqa: PLC0415
        from ..models.classic_event_tile_discarded import ClassicEventTileDiscarded # noqa: PLC0415
        from ..models.classic_event_tile_drawn import ClassicEventTileDrawn # noqa: PLC0415
        from ..models.classic_event_tile_placed import ClassicEventTilePlaced # noqa: PLC0415
        from ..models.classic_event_wagon_moved import ClassicEventWagonMoved # noqa: PLC0415
        from ..models.classic_event_wagon_returned import ClassicEventWagonReturned # noqa: PLC0415
        automatic = self.automatic

        created_at = self.created_at.isoformat()

        effects = []
        for effects_item_data in self.effects:
            effects_item: dict[str, Any]
            if isinstance(effects_item_data, ClassicEffectScored):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, ClassicEffectFiguresReturned):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, ClassicEffectWagonsWaiting):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, ClassicEffectGoodsTaken):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, ClassicEffectGoodsScored):
                effects_item = effects_item_data.to_dict()
            else:
                effects_item = effects_item_data.to_dict()

            effects.append(effects_item)



        event: dict[str, Any]
        if isinstance(self.event, ClassicEventGameCreated):
            event = self.event.to_dict()
        elif isinstance(self.event, ClassicEventTileDrawn):
            event = self.event.to_dict()
        elif isinstance(self.event, ClassicEventTileDiscarded):
            event = self.event.to_dict()
        elif isinstance(self.event, ClassicEventTilePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, ClassicEventFigurePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, ClassicEventFigureSkipped):
            event = self.event.to_dict()
        elif isinstance(self.event, ClassicEventDrawChosen):
            event = self.event.to_dict()
        elif isinstance(self.event, ClassicEventAbbeyPlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, ClassicEventAbbeyPassed):
            event = self.event.to_dict()
        elif isinstance(self.event, ClassicEventWagonMoved):
            event = self.event.to_dict()
        elif isinstance(self.event, ClassicEventWagonReturned):
            event = self.event.to_dict()
        elif isinstance(self.event, ClassicEventBarnPlaced):
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
        from ..models.classic_effect_figures_returned import ClassicEffectFiguresReturned # noqa: PLC0415
        from ..models.classic_effect_goods_scored import ClassicEffectGoodsScored # noqa: PLC0415
        from ..models.classic_effect_goods_taken import ClassicEffectGoodsTaken # noqa: PLC0415
        from ..models.classic_effect_scored import ClassicEffectScored # noqa: PLC0415
        from ..models.classic_effect_tiles_discarded import ClassicEffectTilesDiscarded # noqa: PLC0415
        from ..models.classic_effect_wagons_waiting import ClassicEffectWagonsWaiting # noqa: PLC0415
        from ..models.classic_event_abbey_passed import ClassicEventAbbeyPassed # noqa: PLC0415
        from ..models.classic_event_abbey_placed import ClassicEventAbbeyPlaced # noqa: PLC0415
        from ..models.classic_event_barn_placed import ClassicEventBarnPlaced # noqa: PLC0415
        from ..models.classic_event_draw_chosen import ClassicEventDrawChosen # noqa: PLC0415
        from ..models.classic_event_figure_placed import ClassicEventFigurePlaced # noqa: PLC0415
        from ..models.classic_event_figure_skipped import ClassicEventFigureSkipped # noqa: PLC0415
        from ..models.classic_event_game_created import ClassicEventGameCreated # noqa: PLC0415
        from ..models.classic_event_player_resigned import ClassicEventPlayerResigned # noqa: PLC0415
        from ..models.classic_event_tile_discarded import ClassicEventTileDiscarded # noqa: PLC0415
        from ..models.classic_event_tile_drawn import ClassicEventTileDrawn # noqa: PLC0415
        from ..models.classic_event_tile_placed import ClassicEventTilePlaced # noqa: PLC0415
        from ..models.classic_event_wagon_moved import ClassicEventWagonMoved # noqa: PLC0415
        from ..models.classic_event_wagon_returned import ClassicEventWagonReturned # noqa: PLC0415
        d = dict(src_dict)
        automatic = d.pop("automatic")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        effects = []
        _effects = d.pop("effects")
        for effects_item_data in (_effects):
            def _parse_effects_item(data: object) -> ClassicEffectFiguresReturned | ClassicEffectGoodsScored | ClassicEffectGoodsTaken | ClassicEffectScored | ClassicEffectTilesDiscarded | ClassicEffectWagonsWaiting:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_effect_type_0 = ClassicEffectScored.from_dict(data)



                    return componentsschemas_classic_effect_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_effect_type_1 = ClassicEffectFiguresReturned.from_dict(data)



                    return componentsschemas_classic_effect_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_effect_type_2 = ClassicEffectWagonsWaiting.from_dict(data)



                    return componentsschemas_classic_effect_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_effect_type_3 = ClassicEffectGoodsTaken.from_dict(data)



                    return componentsschemas_classic_effect_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_effect_type_4 = ClassicEffectGoodsScored.from_dict(data)



                    return componentsschemas_classic_effect_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_effect_type_5 = ClassicEffectTilesDiscarded.from_dict(data)



                return componentsschemas_classic_effect_type_5

            effects_item = _parse_effects_item(effects_item_data)

            effects.append(effects_item)


        def _parse_event(data: object) -> ClassicEventAbbeyPassed | ClassicEventAbbeyPlaced | ClassicEventBarnPlaced | ClassicEventDrawChosen | ClassicEventFigurePlaced | ClassicEventFigureSkipped | ClassicEventGameCreated | ClassicEventPlayerResigned | ClassicEventTileDiscarded | ClassicEventTileDrawn | ClassicEventTilePlaced | ClassicEventWagonMoved | ClassicEventWagonReturned:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_0 = ClassicEventGameCreated.from_dict(data)



                return componentsschemas_classic_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_1 = ClassicEventTileDrawn.from_dict(data)



                return componentsschemas_classic_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_2 = ClassicEventTileDiscarded.from_dict(data)



                return componentsschemas_classic_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_3 = ClassicEventTilePlaced.from_dict(data)



                return componentsschemas_classic_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_4 = ClassicEventFigurePlaced.from_dict(data)



                return componentsschemas_classic_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_5 = ClassicEventFigureSkipped.from_dict(data)



                return componentsschemas_classic_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_6 = ClassicEventDrawChosen.from_dict(data)



                return componentsschemas_classic_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_7 = ClassicEventAbbeyPlaced.from_dict(data)



                return componentsschemas_classic_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_8 = ClassicEventAbbeyPassed.from_dict(data)



                return componentsschemas_classic_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_9 = ClassicEventWagonMoved.from_dict(data)



                return componentsschemas_classic_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_10 = ClassicEventWagonReturned.from_dict(data)



                return componentsschemas_classic_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_event_type_11 = ClassicEventBarnPlaced.from_dict(data)



                return componentsschemas_classic_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_classic_event_type_12 = ClassicEventPlayerResigned.from_dict(data)



            return componentsschemas_classic_event_type_12

        event = _parse_event(d.pop("event"))


        ruleset = ClassicEventRecordRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        def _parse_actor_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        actor_id = _parse_actor_id(d.pop("actor_id", UNSET))


        classic_event_record = cls(
            automatic=automatic,
            created_at=created_at,
            effects=effects,
            event=event,
            ruleset=ruleset,
            seq=seq,
            actor_id=actor_id,
        )


        classic_event_record.additional_properties = d
        return classic_event_record

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
