from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_event_record_ruleset import HgEventRecordRuleset
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.hg_effect_animals_covered import HgEffectAnimalsCovered
  from ..models.hg_effect_figures_returned import HgEffectFiguresReturned
  from ..models.hg_effect_menhir_turn import HgEffectMenhirTurn
  from ..models.hg_effect_scored import HgEffectScored
  from ..models.hg_effect_tiles_discarded import HgEffectTilesDiscarded
  from ..models.hg_event_figure_placed import HgEventFigurePlaced
  from ..models.hg_event_figure_recalled import HgEventFigureRecalled
  from ..models.hg_event_figure_skipped import HgEventFigureSkipped
  from ..models.hg_event_game_created import HgEventGameCreated
  from ..models.hg_event_player_resigned import HgEventPlayerResigned
  from ..models.hg_event_tile_discarded import HgEventTileDiscarded
  from ..models.hg_event_tile_drawn import HgEventTileDrawn
  from ..models.hg_event_tile_placed import HgEventTilePlaced





T = TypeVar("T", bound="HgEventRecord")



@_attrs_define
class HgEventRecord:
    """ An event of the log, with what the rules derived from it.

        Attributes:
            automatic (bool): Whether the service applied it by the rules rather than recording
                a choice: chance's draws and discards (a tile that fits nowhere), and
                a figure step skipped because nothing could be placed.
            created_at (datetime.datetime): When it was stored.
            effects (list[HgEffectAnimalsCovered | HgEffectFiguresReturned | HgEffectMenhirTurn | HgEffectScored |
                HgEffectTilesDiscarded]): What the rules derived from it, in the rule set's own types:
                scorings, figures returned, tiles discarded, and the like (see each
                rule set's `Effect`). Derived from the log whenever it is read,
                never stored: applied to the state before the event, the event and
                its effects give the scores, supplies and board after it.
            event (HgEventFigurePlaced | HgEventFigureRecalled | HgEventFigureSkipped | HgEventGameCreated |
                HgEventPlayerResigned | HgEventTileDiscarded | HgEventTileDrawn | HgEventTilePlaced): A fact in a game's log.
            ruleset (HgEventRecordRuleset): The rule set.
            seq (int): Position in the log, from 1.
            actor_id (int | None | Unset): Account whose request appended it (chance's draws included);
                absent in imported games.
     """

    automatic: bool
    created_at: datetime.datetime
    effects: list[HgEffectAnimalsCovered | HgEffectFiguresReturned | HgEffectMenhirTurn | HgEffectScored | HgEffectTilesDiscarded]
    event: HgEventFigurePlaced | HgEventFigureRecalled | HgEventFigureSkipped | HgEventGameCreated | HgEventPlayerResigned | HgEventTileDiscarded | HgEventTileDrawn | HgEventTilePlaced
    ruleset: HgEventRecordRuleset
    seq: int
    actor_id: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_effect_animals_covered import HgEffectAnimalsCovered # noqa: PLC0415
        from ..models.hg_effect_figures_returned import HgEffectFiguresReturned # noqa: PLC0415
        from ..models.hg_effect_menhir_turn import HgEffectMenhirTurn # noqa: PLC0415
        from ..models.hg_effect_scored import HgEffectScored # noqa: PLC0415
        from ..models.hg_effect_tiles_discarded import HgEffectTilesDiscarded # noqa: PLC0415
        from ..models.hg_event_figure_placed import HgEventFigurePlaced # noqa: PLC0415
        from ..models.hg_event_figure_recalled import HgEventFigureRecalled # noqa: PLC0415
        from ..models.hg_event_figure_skipped import HgEventFigureSkipped # noqa: PLC0415
        from ..models.hg_event_game_created import HgEventGameCreated # noqa: PLC0415
        from ..models.hg_event_player_resigned import HgEventPlayerResigned # noqa: PLC0415
        from ..models.hg_event_tile_discarded import HgEventTileDiscarded # noqa: PLC0415
        from ..models.hg_event_tile_drawn import HgEventTileDrawn # noqa: PLC0415
        from ..models.hg_event_tile_placed import HgEventTilePlaced # noqa: PLC0415
        automatic = self.automatic

        created_at = self.created_at.isoformat()

        effects = []
        for effects_item_data in self.effects:
            effects_item: dict[str, Any]
            if isinstance(effects_item_data, HgEffectScored):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, HgEffectFiguresReturned):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, HgEffectAnimalsCovered):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, HgEffectMenhirTurn):
                effects_item = effects_item_data.to_dict()
            else:
                effects_item = effects_item_data.to_dict()

            effects.append(effects_item)



        event: dict[str, Any]
        if isinstance(self.event, HgEventGameCreated):
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
        from ..models.hg_effect_animals_covered import HgEffectAnimalsCovered # noqa: PLC0415
        from ..models.hg_effect_figures_returned import HgEffectFiguresReturned # noqa: PLC0415
        from ..models.hg_effect_menhir_turn import HgEffectMenhirTurn # noqa: PLC0415
        from ..models.hg_effect_scored import HgEffectScored # noqa: PLC0415
        from ..models.hg_effect_tiles_discarded import HgEffectTilesDiscarded # noqa: PLC0415
        from ..models.hg_event_figure_placed import HgEventFigurePlaced # noqa: PLC0415
        from ..models.hg_event_figure_recalled import HgEventFigureRecalled # noqa: PLC0415
        from ..models.hg_event_figure_skipped import HgEventFigureSkipped # noqa: PLC0415
        from ..models.hg_event_game_created import HgEventGameCreated # noqa: PLC0415
        from ..models.hg_event_player_resigned import HgEventPlayerResigned # noqa: PLC0415
        from ..models.hg_event_tile_discarded import HgEventTileDiscarded # noqa: PLC0415
        from ..models.hg_event_tile_drawn import HgEventTileDrawn # noqa: PLC0415
        from ..models.hg_event_tile_placed import HgEventTilePlaced # noqa: PLC0415
        d = dict(src_dict)
        automatic = d.pop("automatic")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        effects = []
        _effects = d.pop("effects")
        for effects_item_data in (_effects):
            def _parse_effects_item(data: object) -> HgEffectAnimalsCovered | HgEffectFiguresReturned | HgEffectMenhirTurn | HgEffectScored | HgEffectTilesDiscarded:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hg_effect_type_0 = HgEffectScored.from_dict(data)



                    return componentsschemas_hg_effect_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hg_effect_type_1 = HgEffectFiguresReturned.from_dict(data)



                    return componentsschemas_hg_effect_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hg_effect_type_2 = HgEffectAnimalsCovered.from_dict(data)



                    return componentsschemas_hg_effect_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hg_effect_type_3 = HgEffectMenhirTurn.from_dict(data)



                    return componentsschemas_hg_effect_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_effect_type_4 = HgEffectTilesDiscarded.from_dict(data)



                return componentsschemas_hg_effect_type_4

            effects_item = _parse_effects_item(effects_item_data)

            effects.append(effects_item)


        def _parse_event(data: object) -> HgEventFigurePlaced | HgEventFigureRecalled | HgEventFigureSkipped | HgEventGameCreated | HgEventPlayerResigned | HgEventTileDiscarded | HgEventTileDrawn | HgEventTilePlaced:
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


        ruleset = HgEventRecordRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        def _parse_actor_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        actor_id = _parse_actor_id(d.pop("actor_id", UNSET))


        hg_event_record = cls(
            automatic=automatic,
            created_at=created_at,
            effects=effects,
            event=event,
            ruleset=ruleset,
            seq=seq,
            actor_id=actor_id,
        )


        hg_event_record.additional_properties = d
        return hg_event_record

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
