from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_event_record_ruleset import MistsEventRecordRuleset
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.mists_effect_dogs_changed import MistsEffectDogsChanged
  from ..models.mists_effect_ended import MistsEffectEnded
  from ..models.mists_effect_fog_closed import MistsEffectFogClosed
  from ..models.mists_effect_ghosts_arrived import MistsEffectGhostsArrived
  from ..models.mists_effect_ghosts_left import MistsEffectGhostsLeft
  from ..models.mists_effect_guards_buried import MistsEffectGuardsBuried
  from ..models.mists_effect_guards_returned import MistsEffectGuardsReturned
  from ..models.mists_effect_scored import MistsEffectScored
  from ..models.mists_effect_tiles_discarded import MistsEffectTilesDiscarded
  from ..models.mists_event_dog_placed import MistsEventDogPlaced
  from ..models.mists_event_face_down_placed import MistsEventFaceDownPlaced
  from ..models.mists_event_game_created import MistsEventGameCreated
  from ..models.mists_event_ghosts_removed import MistsEventGhostsRemoved
  from ..models.mists_event_graveyard_haunted import MistsEventGraveyardHaunted
  from ..models.mists_event_guard_buried import MistsEventGuardBuried
  from ..models.mists_event_guard_buried_from_supply import MistsEventGuardBuriedFromSupply
  from ..models.mists_event_guard_placed import MistsEventGuardPlaced
  from ..models.mists_event_guard_skipped import MistsEventGuardSkipped
  from ..models.mists_event_player_resigned import MistsEventPlayerResigned
  from ..models.mists_event_points_scored import MistsEventPointsScored
  from ..models.mists_event_removals_ended import MistsEventRemovalsEnded
  from ..models.mists_event_tile_discarded import MistsEventTileDiscarded
  from ..models.mists_event_tile_drawn import MistsEventTileDrawn
  from ..models.mists_event_tile_placed import MistsEventTilePlaced





T = TypeVar("T", bound="MistsEventRecord")



@_attrs_define
class MistsEventRecord:
    """ An event of the log, with what the rules derived from it.

        Attributes:
            automatic (bool): Whether the service applied it by the rules rather than recording
                a choice: chance's draws and discards (a tile that fits nowhere), and
                a figure step skipped because nothing could be placed.
            created_at (datetime.datetime): When it was stored.
            effects (list[MistsEffectDogsChanged | MistsEffectEnded | MistsEffectFogClosed | MistsEffectGhostsArrived |
                MistsEffectGhostsLeft | MistsEffectGuardsBuried | MistsEffectGuardsReturned | MistsEffectScored |
                MistsEffectTilesDiscarded]): What the rules derived from it, in the rule set's own types:
                scorings, figures returned, tiles discarded, and the like (see each
                rule set's `Effect`). Derived from the log whenever it is read,
                never stored: applied to the state before the event, the event and
                its effects give the scores, supplies and board after it.
            event (MistsEventDogPlaced | MistsEventFaceDownPlaced | MistsEventGameCreated | MistsEventGhostsRemoved |
                MistsEventGraveyardHaunted | MistsEventGuardBuried | MistsEventGuardBuriedFromSupply | MistsEventGuardPlaced |
                MistsEventGuardSkipped | MistsEventPlayerResigned | MistsEventPointsScored | MistsEventRemovalsEnded |
                MistsEventTileDiscarded | MistsEventTileDrawn | MistsEventTilePlaced): A fact in a game's log.
            ruleset (MistsEventRecordRuleset): The rule set.
            seq (int): Position in the log, from 1.
            actor_id (int | None | Unset): Account whose request appended it (chance's draws included);
                absent in imported games.
     """

    automatic: bool
    created_at: datetime.datetime
    effects: list[MistsEffectDogsChanged | MistsEffectEnded | MistsEffectFogClosed | MistsEffectGhostsArrived | MistsEffectGhostsLeft | MistsEffectGuardsBuried | MistsEffectGuardsReturned | MistsEffectScored | MistsEffectTilesDiscarded]
    event: MistsEventDogPlaced | MistsEventFaceDownPlaced | MistsEventGameCreated | MistsEventGhostsRemoved | MistsEventGraveyardHaunted | MistsEventGuardBuried | MistsEventGuardBuriedFromSupply | MistsEventGuardPlaced | MistsEventGuardSkipped | MistsEventPlayerResigned | MistsEventPointsScored | MistsEventRemovalsEnded | MistsEventTileDiscarded | MistsEventTileDrawn | MistsEventTilePlaced
    ruleset: MistsEventRecordRuleset
    seq: int
    actor_id: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_effect_dogs_changed import MistsEffectDogsChanged # noqa: PLC0415
        from ..models.mists_effect_ended import MistsEffectEnded # noqa: PLC0415
        from ..models.mists_effect_fog_closed import MistsEffectFogClosed # noqa: PLC0415
        from ..models.mists_effect_ghosts_arrived import MistsEffectGhostsArrived # noqa: PLC0415
        from ..models.mists_effect_ghosts_left import MistsEffectGhostsLeft # noqa: PLC0415
        from ..models.mists_effect_guards_buried import MistsEffectGuardsBuried # noqa: PLC0415
        from ..models.mists_effect_guards_returned import MistsEffectGuardsReturned # noqa: PLC0415
        from ..models.mists_effect_scored import MistsEffectScored # noqa: PLC0415
        from ..models.mists_effect_tiles_discarded import MistsEffectTilesDiscarded # noqa: PLC0415
        from ..models.mists_event_dog_placed import MistsEventDogPlaced # noqa: PLC0415
        from ..models.mists_event_face_down_placed import MistsEventFaceDownPlaced # noqa: PLC0415
        from ..models.mists_event_game_created import MistsEventGameCreated # noqa: PLC0415
        from ..models.mists_event_ghosts_removed import MistsEventGhostsRemoved # noqa: PLC0415
        from ..models.mists_event_graveyard_haunted import MistsEventGraveyardHaunted # noqa: PLC0415
        from ..models.mists_event_guard_buried import MistsEventGuardBuried # noqa: PLC0415
        from ..models.mists_event_guard_buried_from_supply import MistsEventGuardBuriedFromSupply # noqa: PLC0415
        from ..models.mists_event_guard_placed import MistsEventGuardPlaced # noqa: PLC0415
        from ..models.mists_event_guard_skipped import MistsEventGuardSkipped # noqa: PLC0415
        from ..models.mists_event_player_resigned import MistsEventPlayerResigned # noqa: PLC0415
        from ..models.mists_event_points_scored import MistsEventPointsScored # noqa: PLC0415
        from ..models.mists_event_removals_ended import MistsEventRemovalsEnded # noqa: PLC0415
        from ..models.mists_event_tile_discarded import MistsEventTileDiscarded # noqa: PLC0415
        from ..models.mists_event_tile_drawn import MistsEventTileDrawn # noqa: PLC0415
        from ..models.mists_event_tile_placed import MistsEventTilePlaced # noqa: PLC0415
        automatic = self.automatic

        created_at = self.created_at.isoformat()

        effects = []
        for effects_item_data in self.effects:
            effects_item: dict[str, Any]
            if isinstance(effects_item_data, MistsEffectScored):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, MistsEffectGuardsReturned):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, MistsEffectGuardsBuried):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, MistsEffectGhostsArrived):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, MistsEffectGhostsLeft):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, MistsEffectFogClosed):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, MistsEffectDogsChanged):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, MistsEffectTilesDiscarded):
                effects_item = effects_item_data.to_dict()
            else:
                effects_item = effects_item_data.to_dict()

            effects.append(effects_item)



        event: dict[str, Any]
        if isinstance(self.event, MistsEventGameCreated):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventTileDrawn):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventTileDiscarded):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventTilePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventGuardBuried):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventGuardBuriedFromSupply):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventGraveyardHaunted):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventGuardPlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventGuardSkipped):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventPointsScored):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventGhostsRemoved):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventDogPlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventRemovalsEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, MistsEventFaceDownPlaced):
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
        from ..models.mists_effect_dogs_changed import MistsEffectDogsChanged # noqa: PLC0415
        from ..models.mists_effect_ended import MistsEffectEnded # noqa: PLC0415
        from ..models.mists_effect_fog_closed import MistsEffectFogClosed # noqa: PLC0415
        from ..models.mists_effect_ghosts_arrived import MistsEffectGhostsArrived # noqa: PLC0415
        from ..models.mists_effect_ghosts_left import MistsEffectGhostsLeft # noqa: PLC0415
        from ..models.mists_effect_guards_buried import MistsEffectGuardsBuried # noqa: PLC0415
        from ..models.mists_effect_guards_returned import MistsEffectGuardsReturned # noqa: PLC0415
        from ..models.mists_effect_scored import MistsEffectScored # noqa: PLC0415
        from ..models.mists_effect_tiles_discarded import MistsEffectTilesDiscarded # noqa: PLC0415
        from ..models.mists_event_dog_placed import MistsEventDogPlaced # noqa: PLC0415
        from ..models.mists_event_face_down_placed import MistsEventFaceDownPlaced # noqa: PLC0415
        from ..models.mists_event_game_created import MistsEventGameCreated # noqa: PLC0415
        from ..models.mists_event_ghosts_removed import MistsEventGhostsRemoved # noqa: PLC0415
        from ..models.mists_event_graveyard_haunted import MistsEventGraveyardHaunted # noqa: PLC0415
        from ..models.mists_event_guard_buried import MistsEventGuardBuried # noqa: PLC0415
        from ..models.mists_event_guard_buried_from_supply import MistsEventGuardBuriedFromSupply # noqa: PLC0415
        from ..models.mists_event_guard_placed import MistsEventGuardPlaced # noqa: PLC0415
        from ..models.mists_event_guard_skipped import MistsEventGuardSkipped # noqa: PLC0415
        from ..models.mists_event_player_resigned import MistsEventPlayerResigned # noqa: PLC0415
        from ..models.mists_event_points_scored import MistsEventPointsScored # noqa: PLC0415
        from ..models.mists_event_removals_ended import MistsEventRemovalsEnded # noqa: PLC0415
        from ..models.mists_event_tile_discarded import MistsEventTileDiscarded # noqa: PLC0415
        from ..models.mists_event_tile_drawn import MistsEventTileDrawn # noqa: PLC0415
        from ..models.mists_event_tile_placed import MistsEventTilePlaced # noqa: PLC0415
        d = dict(src_dict)
        automatic = d.pop("automatic")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        effects = []
        _effects = d.pop("effects")
        for effects_item_data in (_effects):
            def _parse_effects_item(data: object) -> MistsEffectDogsChanged | MistsEffectEnded | MistsEffectFogClosed | MistsEffectGhostsArrived | MistsEffectGhostsLeft | MistsEffectGuardsBuried | MistsEffectGuardsReturned | MistsEffectScored | MistsEffectTilesDiscarded:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_effect_type_0 = MistsEffectScored.from_dict(data)



                    return componentsschemas_mists_effect_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_effect_type_1 = MistsEffectGuardsReturned.from_dict(data)



                    return componentsschemas_mists_effect_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_effect_type_2 = MistsEffectGuardsBuried.from_dict(data)



                    return componentsschemas_mists_effect_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_effect_type_3 = MistsEffectGhostsArrived.from_dict(data)



                    return componentsschemas_mists_effect_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_effect_type_4 = MistsEffectGhostsLeft.from_dict(data)



                    return componentsschemas_mists_effect_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_effect_type_5 = MistsEffectFogClosed.from_dict(data)



                    return componentsschemas_mists_effect_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_effect_type_6 = MistsEffectDogsChanged.from_dict(data)



                    return componentsschemas_mists_effect_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_effect_type_7 = MistsEffectTilesDiscarded.from_dict(data)



                    return componentsschemas_mists_effect_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_effect_type_8 = MistsEffectEnded.from_dict(data)



                return componentsschemas_mists_effect_type_8

            effects_item = _parse_effects_item(effects_item_data)

            effects.append(effects_item)


        def _parse_event(data: object) -> MistsEventDogPlaced | MistsEventFaceDownPlaced | MistsEventGameCreated | MistsEventGhostsRemoved | MistsEventGraveyardHaunted | MistsEventGuardBuried | MistsEventGuardBuriedFromSupply | MistsEventGuardPlaced | MistsEventGuardSkipped | MistsEventPlayerResigned | MistsEventPointsScored | MistsEventRemovalsEnded | MistsEventTileDiscarded | MistsEventTileDrawn | MistsEventTilePlaced:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_0 = MistsEventGameCreated.from_dict(data)



                return componentsschemas_mists_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_1 = MistsEventTileDrawn.from_dict(data)



                return componentsschemas_mists_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_2 = MistsEventTileDiscarded.from_dict(data)



                return componentsschemas_mists_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_3 = MistsEventTilePlaced.from_dict(data)



                return componentsschemas_mists_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_4 = MistsEventGuardBuried.from_dict(data)



                return componentsschemas_mists_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_5 = MistsEventGuardBuriedFromSupply.from_dict(data)



                return componentsschemas_mists_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_6 = MistsEventGraveyardHaunted.from_dict(data)



                return componentsschemas_mists_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_7 = MistsEventGuardPlaced.from_dict(data)



                return componentsschemas_mists_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_8 = MistsEventGuardSkipped.from_dict(data)



                return componentsschemas_mists_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_9 = MistsEventPointsScored.from_dict(data)



                return componentsschemas_mists_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_10 = MistsEventGhostsRemoved.from_dict(data)



                return componentsschemas_mists_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_11 = MistsEventDogPlaced.from_dict(data)



                return componentsschemas_mists_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_12 = MistsEventRemovalsEnded.from_dict(data)



                return componentsschemas_mists_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_event_type_13 = MistsEventFaceDownPlaced.from_dict(data)



                return componentsschemas_mists_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_mists_event_type_14 = MistsEventPlayerResigned.from_dict(data)



            return componentsschemas_mists_event_type_14

        event = _parse_event(d.pop("event"))


        ruleset = MistsEventRecordRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        def _parse_actor_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        actor_id = _parse_actor_id(d.pop("actor_id", UNSET))


        mists_event_record = cls(
            automatic=automatic,
            created_at=created_at,
            effects=effects,
            event=event,
            ruleset=ruleset,
            seq=seq,
            actor_id=actor_id,
        )


        mists_event_record.additional_properties = d
        return mists_event_record

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
