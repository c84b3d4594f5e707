from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_game_export_ruleset import MistsGameExportRuleset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.exported_player import ExportedPlayer
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
  from ..models.mists_options import MistsOptions





T = TypeVar("T", bound="MistsGameExport")



@_attrs_define
class MistsGameExport:
    """ A self-contained record of a finished game: importing it replays to the
    same final state.

        Attributes:
            custom (bool): Whether the tile order was fixed by the creator. Informative: an
                import reads it from the log's own creation event instead.
            engine_version (str): Version of the service that wrote it.
            events (list[MistsEventDogPlaced | MistsEventFaceDownPlaced | MistsEventGameCreated | MistsEventGhostsRemoved |
                MistsEventGraveyardHaunted | MistsEventGuardBuried | MistsEventGuardBuriedFromSupply | MistsEventGuardPlaced |
                MistsEventGuardSkipped | MistsEventPlayerResigned | MistsEventPointsScored | MistsEventRemovalsEnded |
                MistsEventTileDiscarded | MistsEventTileDrawn | MistsEventTilePlaced]): The whole log, seed included (the game
                is over, nothing is hidden).
            format_ (str): Always `carcassonne-game`.
            game_id (UUID): The original game's id.
            options (MistsOptions): Game options of Mists over Carcassonne.
            players (list[ExportedPlayer]): Players by seat.
            ruleset (MistsGameExportRuleset): The rule set.
            version (int): Version of this format (1).
     """

    custom: bool
    engine_version: str
    events: list[MistsEventDogPlaced | MistsEventFaceDownPlaced | MistsEventGameCreated | MistsEventGhostsRemoved | MistsEventGraveyardHaunted | MistsEventGuardBuried | MistsEventGuardBuriedFromSupply | MistsEventGuardPlaced | MistsEventGuardSkipped | MistsEventPlayerResigned | MistsEventPointsScored | MistsEventRemovalsEnded | MistsEventTileDiscarded | MistsEventTileDrawn | MistsEventTilePlaced]
    format_: str
    game_id: UUID
    options: MistsOptions
    players: list[ExportedPlayer]
    ruleset: MistsGameExportRuleset
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.exported_player import ExportedPlayer # noqa: PLC0415
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
        from ..models.mists_options import MistsOptions # noqa: PLC0415
        custom = self.custom

        engine_version = self.engine_version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, MistsEventGameCreated):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventTileDrawn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventTileDiscarded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventTilePlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventGuardBuried):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventGuardBuriedFromSupply):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventGraveyardHaunted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventGuardPlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventGuardSkipped):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventPointsScored):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventGhostsRemoved):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventDogPlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventRemovalsEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MistsEventFaceDownPlaced):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        format_ = self.format_

        game_id = str(self.game_id)

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        ruleset = self.ruleset.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "custom": custom,
            "engine_version": engine_version,
            "events": events,
            "format": format_,
            "game_id": game_id,
            "options": options,
            "players": players,
            "ruleset": ruleset,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.exported_player import ExportedPlayer # noqa: PLC0415
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
        from ..models.mists_options import MistsOptions # noqa: PLC0415
        d = dict(src_dict)
        custom = d.pop("custom")

        engine_version = d.pop("engine_version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> MistsEventDogPlaced | MistsEventFaceDownPlaced | MistsEventGameCreated | MistsEventGhostsRemoved | MistsEventGraveyardHaunted | MistsEventGuardBuried | MistsEventGuardBuriedFromSupply | MistsEventGuardPlaced | MistsEventGuardSkipped | MistsEventPlayerResigned | MistsEventPointsScored | MistsEventRemovalsEnded | MistsEventTileDiscarded | MistsEventTileDrawn | MistsEventTilePlaced:
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

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        format_ = d.pop("format")

        game_id = UUID(d.pop("game_id"))




        options = MistsOptions.from_dict(d.pop("options"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ExportedPlayer.from_dict(players_item_data)



            players.append(players_item)


        ruleset = MistsGameExportRuleset(d.pop("ruleset"))




        version = d.pop("version")

        mists_game_export = cls(
            custom=custom,
            engine_version=engine_version,
            events=events,
            format_=format_,
            game_id=game_id,
            options=options,
            players=players,
            ruleset=ruleset,
            version=version,
        )

        return mists_game_export

