from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_game_export_ruleset import ClassicGameExportRuleset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
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
  from ..models.classic_options import ClassicOptions
  from ..models.exported_player import ExportedPlayer





T = TypeVar("T", bound="ClassicGameExport")



@_attrs_define
class ClassicGameExport:
    """ A self-contained record of a finished game: importing it replays to the
    same final state.

        Attributes:
            custom (bool): Whether the tile order was fixed by the creator. Informative: an
                import reads it from the log's own creation event instead.
            engine_version (str): Version of the service that wrote it.
            events (list[ClassicEventAbbeyPassed | ClassicEventAbbeyPlaced | ClassicEventBarnPlaced | ClassicEventDrawChosen
                | ClassicEventFigurePlaced | ClassicEventFigureSkipped | ClassicEventGameCreated | ClassicEventPlayerResigned |
                ClassicEventTileDiscarded | ClassicEventTileDrawn | ClassicEventTilePlaced | ClassicEventWagonMoved |
                ClassicEventWagonReturned]): The whole log, seed included (the game is over, nothing is hidden).
            format_ (str): Always `carcassonne-game`.
            game_id (UUID): The original game's id.
            options (ClassicOptions): Game options of the base game.
            players (list[ExportedPlayer]): Players by seat.
            ruleset (ClassicGameExportRuleset): The rule set.
            version (int): Version of this format (1).
     """

    custom: bool
    engine_version: str
    events: list[ClassicEventAbbeyPassed | ClassicEventAbbeyPlaced | ClassicEventBarnPlaced | ClassicEventDrawChosen | ClassicEventFigurePlaced | ClassicEventFigureSkipped | ClassicEventGameCreated | ClassicEventPlayerResigned | ClassicEventTileDiscarded | ClassicEventTileDrawn | ClassicEventTilePlaced | ClassicEventWagonMoved | ClassicEventWagonReturned]
    format_: str
    game_id: UUID
    options: ClassicOptions
    players: list[ExportedPlayer]
    ruleset: ClassicGameExportRuleset
    version: int





    def to_dict(self) -> dict[str, Any]:
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
        from ..models.classic_options import ClassicOptions # noqa: PLC0415
        from ..models.exported_player import ExportedPlayer # noqa: PLC0415
        custom = self.custom

        engine_version = self.engine_version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, ClassicEventGameCreated):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClassicEventTileDrawn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClassicEventTileDiscarded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClassicEventTilePlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClassicEventFigurePlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClassicEventFigureSkipped):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClassicEventDrawChosen):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClassicEventAbbeyPlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClassicEventAbbeyPassed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClassicEventWagonMoved):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClassicEventWagonReturned):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClassicEventBarnPlaced):
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
        from ..models.classic_options import ClassicOptions # noqa: PLC0415
        from ..models.exported_player import ExportedPlayer # noqa: PLC0415
        d = dict(src_dict)
        custom = d.pop("custom")

        engine_version = d.pop("engine_version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> ClassicEventAbbeyPassed | ClassicEventAbbeyPlaced | ClassicEventBarnPlaced | ClassicEventDrawChosen | ClassicEventFigurePlaced | ClassicEventFigureSkipped | ClassicEventGameCreated | ClassicEventPlayerResigned | ClassicEventTileDiscarded | ClassicEventTileDrawn | ClassicEventTilePlaced | ClassicEventWagonMoved | ClassicEventWagonReturned:
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

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        format_ = d.pop("format")

        game_id = UUID(d.pop("game_id"))




        options = ClassicOptions.from_dict(d.pop("options"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ExportedPlayer.from_dict(players_item_data)



            players.append(players_item)


        ruleset = ClassicGameExportRuleset(d.pop("ruleset"))




        version = d.pop("version")

        classic_game_export = cls(
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

        return classic_game_export

