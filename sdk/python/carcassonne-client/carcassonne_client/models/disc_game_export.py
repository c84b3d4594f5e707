from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_game_export_ruleset import DiscGameExportRuleset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
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
  from ..models.disc_options import DiscOptions
  from ..models.exported_player import ExportedPlayer





T = TypeVar("T", bound="DiscGameExport")



@_attrs_define
class DiscGameExport:
    """ A self-contained record of a finished game: importing it replays to the
    same final state.

        Attributes:
            custom (bool): Whether the tile order was fixed by the creator. Informative: an
                import reads it from the log's own creation event instead.
            engine_version (str): Version of the service that wrote it.
            events (list[DiscEventFigurePlaced | DiscEventFigureRecalled | DiscEventFigureSkipped | DiscEventGameCreated |
                DiscEventPlayerResigned | DiscEventTileDealt | DiscEventTileDiscarded | DiscEventTileDrawn | DiscEventTilePlaced
                | DiscEventTileSetAside]): The whole log, seed included (the game is over, nothing is hidden).
            format_ (str): Always `carcassonne-game`.
            game_id (UUID): The original game's id.
            options (DiscOptions): Game options of The Discovery.
            players (list[ExportedPlayer]): Players by seat.
            ruleset (DiscGameExportRuleset): The rule set.
            version (int): Version of this format (1).
     """

    custom: bool
    engine_version: str
    events: list[DiscEventFigurePlaced | DiscEventFigureRecalled | DiscEventFigureSkipped | DiscEventGameCreated | DiscEventPlayerResigned | DiscEventTileDealt | DiscEventTileDiscarded | DiscEventTileDrawn | DiscEventTilePlaced | DiscEventTileSetAside]
    format_: str
    game_id: UUID
    options: DiscOptions
    players: list[ExportedPlayer]
    ruleset: DiscGameExportRuleset
    version: int





    def to_dict(self) -> dict[str, Any]:
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
        from ..models.disc_options import DiscOptions # noqa: PLC0415
        from ..models.exported_player import ExportedPlayer # noqa: PLC0415
        custom = self.custom

        engine_version = self.engine_version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, DiscEventGameCreated):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiscEventTileSetAside):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiscEventTileDealt):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiscEventTileDrawn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiscEventTileDiscarded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiscEventTilePlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiscEventFigurePlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiscEventFigureRecalled):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiscEventFigureSkipped):
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
        from ..models.disc_options import DiscOptions # noqa: PLC0415
        from ..models.exported_player import ExportedPlayer # noqa: PLC0415
        d = dict(src_dict)
        custom = d.pop("custom")

        engine_version = d.pop("engine_version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> DiscEventFigurePlaced | DiscEventFigureRecalled | DiscEventFigureSkipped | DiscEventGameCreated | DiscEventPlayerResigned | DiscEventTileDealt | DiscEventTileDiscarded | DiscEventTileDrawn | DiscEventTilePlaced | DiscEventTileSetAside:
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

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        format_ = d.pop("format")

        game_id = UUID(d.pop("game_id"))




        options = DiscOptions.from_dict(d.pop("options"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ExportedPlayer.from_dict(players_item_data)



            players.append(players_item)


        ruleset = DiscGameExportRuleset(d.pop("ruleset"))




        version = d.pop("version")

        disc_game_export = cls(
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

        return disc_game_export

