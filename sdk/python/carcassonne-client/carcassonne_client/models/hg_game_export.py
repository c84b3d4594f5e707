from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_game_export_ruleset import HgGameExportRuleset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.exported_player import ExportedPlayer
  from ..models.hg_event_figure_placed import HgEventFigurePlaced
  from ..models.hg_event_figure_recalled import HgEventFigureRecalled
  from ..models.hg_event_figure_skipped import HgEventFigureSkipped
  from ..models.hg_event_game_created import HgEventGameCreated
  from ..models.hg_event_player_resigned import HgEventPlayerResigned
  from ..models.hg_event_tile_discarded import HgEventTileDiscarded
  from ..models.hg_event_tile_drawn import HgEventTileDrawn
  from ..models.hg_event_tile_placed import HgEventTilePlaced
  from ..models.hg_options import HgOptions





T = TypeVar("T", bound="HgGameExport")



@_attrs_define
class HgGameExport:
    """ A self-contained record of a finished game: importing it replays to the
    same final state.

        Attributes:
            custom (bool): Whether the tile order was fixed by the creator. Informative: an
                import reads it from the log's own creation event instead.
            engine_version (str): Version of the service that wrote it.
            events (list[HgEventFigurePlaced | HgEventFigureRecalled | HgEventFigureSkipped | HgEventGameCreated |
                HgEventPlayerResigned | HgEventTileDiscarded | HgEventTileDrawn | HgEventTilePlaced]): The whole log, seed
                included (the game is over, nothing is hidden).
            format_ (str): Always `carcassonne-game`.
            game_id (UUID): The original game's id.
            options (HgOptions): Game options of Hunters & Gatherers.
            players (list[ExportedPlayer]): Players by seat.
            ruleset (HgGameExportRuleset): The rule set.
            version (int): Version of this format (1).
     """

    custom: bool
    engine_version: str
    events: list[HgEventFigurePlaced | HgEventFigureRecalled | HgEventFigureSkipped | HgEventGameCreated | HgEventPlayerResigned | HgEventTileDiscarded | HgEventTileDrawn | HgEventTilePlaced]
    format_: str
    game_id: UUID
    options: HgOptions
    players: list[ExportedPlayer]
    ruleset: HgGameExportRuleset
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.exported_player import ExportedPlayer # noqa: PLC0415
        from ..models.hg_event_figure_placed import HgEventFigurePlaced # noqa: PLC0415
        from ..models.hg_event_figure_recalled import HgEventFigureRecalled # noqa: PLC0415
        from ..models.hg_event_figure_skipped import HgEventFigureSkipped # noqa: PLC0415
        from ..models.hg_event_game_created import HgEventGameCreated # noqa: PLC0415
        from ..models.hg_event_player_resigned import HgEventPlayerResigned # noqa: PLC0415
        from ..models.hg_event_tile_discarded import HgEventTileDiscarded # noqa: PLC0415
        from ..models.hg_event_tile_drawn import HgEventTileDrawn # noqa: PLC0415
        from ..models.hg_event_tile_placed import HgEventTilePlaced # noqa: PLC0415
        from ..models.hg_options import HgOptions # noqa: PLC0415
        custom = self.custom

        engine_version = self.engine_version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, HgEventGameCreated):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HgEventTileDrawn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HgEventTileDiscarded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HgEventTilePlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HgEventFigureRecalled):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HgEventFigurePlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HgEventFigureSkipped):
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
        from ..models.hg_event_figure_placed import HgEventFigurePlaced # noqa: PLC0415
        from ..models.hg_event_figure_recalled import HgEventFigureRecalled # noqa: PLC0415
        from ..models.hg_event_figure_skipped import HgEventFigureSkipped # noqa: PLC0415
        from ..models.hg_event_game_created import HgEventGameCreated # noqa: PLC0415
        from ..models.hg_event_player_resigned import HgEventPlayerResigned # noqa: PLC0415
        from ..models.hg_event_tile_discarded import HgEventTileDiscarded # noqa: PLC0415
        from ..models.hg_event_tile_drawn import HgEventTileDrawn # noqa: PLC0415
        from ..models.hg_event_tile_placed import HgEventTilePlaced # noqa: PLC0415
        from ..models.hg_options import HgOptions # noqa: PLC0415
        d = dict(src_dict)
        custom = d.pop("custom")

        engine_version = d.pop("engine_version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> HgEventFigurePlaced | HgEventFigureRecalled | HgEventFigureSkipped | HgEventGameCreated | HgEventPlayerResigned | HgEventTileDiscarded | HgEventTileDrawn | HgEventTilePlaced:
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

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        format_ = d.pop("format")

        game_id = UUID(d.pop("game_id"))




        options = HgOptions.from_dict(d.pop("options"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ExportedPlayer.from_dict(players_item_data)



            players.append(players_item)


        ruleset = HgGameExportRuleset(d.pop("ruleset"))




        version = d.pop("version")

        hg_game_export = cls(
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

        return hg_game_export

