""" Contains all the data models used in inputs/outputs """

from .abbey_mayor import AbbeyMayor
from .account import Account
from .barn_view import BarnView
from .command_draw_tile import CommandDrawTile
from .command_draw_tile_type import CommandDrawTileType
from .command_move_wagon import CommandMoveWagon
from .command_move_wagon_type import CommandMoveWagonType
from .command_pass_abbey import CommandPassAbbey
from .command_pass_abbey_type import CommandPassAbbeyType
from .command_place_abbey import CommandPlaceAbbey
from .command_place_abbey_type import CommandPlaceAbbeyType
from .command_place_barn import CommandPlaceBarn
from .command_place_barn_type import CommandPlaceBarnType
from .command_place_figure import CommandPlaceFigure
from .command_place_figure_type import CommandPlaceFigureType
from .command_place_tile import CommandPlaceTile
from .command_place_tile_type import CommandPlaceTileType
from .command_request import CommandRequest
from .command_result import CommandResult
from .command_return_wagon import CommandReturnWagon
from .command_return_wagon_type import CommandReturnWagonType
from .command_skip_figure import CommandSkipFigure
from .command_skip_figure_type import CommandSkipFigureType
from .corner import Corner
from .create_game import CreateGame
from .credentials import Credentials
from .event_abbey_passed import EventAbbeyPassed
from .event_abbey_passed_type import EventAbbeyPassedType
from .event_abbey_placed import EventAbbeyPlaced
from .event_abbey_placed_type import EventAbbeyPlacedType
from .event_barn_placed import EventBarnPlaced
from .event_barn_placed_type import EventBarnPlacedType
from .event_draw_chosen import EventDrawChosen
from .event_draw_chosen_type import EventDrawChosenType
from .event_figure_placed import EventFigurePlaced
from .event_figure_placed_type import EventFigurePlacedType
from .event_figure_skipped import EventFigureSkipped
from .event_figure_skipped_type import EventFigureSkippedType
from .event_game_created import EventGameCreated
from .event_game_created_type import EventGameCreatedType
from .event_page import EventPage
from .event_player_resigned import EventPlayerResigned
from .event_player_resigned_type import EventPlayerResignedType
from .event_record import EventRecord
from .event_tile_discarded import EventTileDiscarded
from .event_tile_discarded_type import EventTileDiscardedType
from .event_tile_drawn import EventTileDrawn
from .event_tile_drawn_type import EventTileDrawnType
from .event_tile_placed import EventTilePlaced
from .event_tile_placed_type import EventTilePlacedType
from .event_wagon_moved import EventWagonMoved
from .event_wagon_moved_type import EventWagonMovedType
from .event_wagon_returned import EventWagonReturned
from .event_wagon_returned_type import EventWagonReturnedType
from .exported_player import ExportedPlayer
from .feature_view import FeatureView
from .figure import Figure
from .figure_option import FigureOption
from .figure_view import FigureView
from .game import Game
from .game_export import GameExport
from .game_page import GamePage
from .game_player import GamePlayer
from .game_status import GameStatus
from .game_view import GameView
from .hg_animals import HgAnimals
from .hg_command_place_figure import HgCommandPlaceFigure
from .hg_command_place_figure_type import HgCommandPlaceFigureType
from .hg_command_place_tile import HgCommandPlaceTile
from .hg_command_place_tile_type import HgCommandPlaceTileType
from .hg_command_recall_figure import HgCommandRecallFigure
from .hg_command_recall_figure_type import HgCommandRecallFigureType
from .hg_command_skip_figure import HgCommandSkipFigure
from .hg_command_skip_figure_type import HgCommandSkipFigureType
from .hg_event_figure_placed import HgEventFigurePlaced
from .hg_event_figure_placed_type import HgEventFigurePlacedType
from .hg_event_figure_recalled import HgEventFigureRecalled
from .hg_event_figure_recalled_type import HgEventFigureRecalledType
from .hg_event_figure_skipped import HgEventFigureSkipped
from .hg_event_figure_skipped_type import HgEventFigureSkippedType
from .hg_event_game_created import HgEventGameCreated
from .hg_event_game_created_type import HgEventGameCreatedType
from .hg_event_player_resigned import HgEventPlayerResigned
from .hg_event_player_resigned_type import HgEventPlayerResignedType
from .hg_event_tile_discarded import HgEventTileDiscarded
from .hg_event_tile_discarded_type import HgEventTileDiscardedType
from .hg_event_tile_drawn import HgEventTileDrawn
from .hg_event_tile_drawn_type import HgEventTileDrawnType
from .hg_event_tile_placed import HgEventTilePlaced
from .hg_event_tile_placed_type import HgEventTilePlacedType
from .hg_feature_view import HgFeatureView
from .hg_figure import HgFigure
from .hg_figure_option import HgFigureOption
from .hg_figure_view import HgFigureView
from .hg_game_view import HgGameView
from .hg_legal_moves_none import HgLegalMovesNone
from .hg_legal_moves_none_step import HgLegalMovesNoneStep
from .hg_legal_moves_place_figure import HgLegalMovesPlaceFigure
from .hg_legal_moves_place_figure_step import HgLegalMovesPlaceFigureStep
from .hg_legal_moves_place_tile import HgLegalMovesPlaceTile
from .hg_legal_moves_place_tile_step import HgLegalMovesPlaceTileStep
from .hg_options import HgOptions
from .hg_player_view import HgPlayerView
from .hg_role import HgRole
from .hg_scoring_kind import HgScoringKind
from .hg_scoring_view import HgScoringView
from .hg_terrain import HgTerrain
from .hg_tile_count import HgTileCount
from .hg_tile_order_fixed import HgTileOrderFixed
from .hg_tile_order_fixed_kind import HgTileOrderFixedKind
from .hg_tile_order_secret import HgTileOrderSecret
from .hg_tile_order_secret_kind import HgTileOrderSecretKind
from .hg_tile_order_seeded import HgTileOrderSeeded
from .hg_tile_order_seeded_kind import HgTileOrderSeededKind
from .hg_tile_placement import HgTilePlacement
from .hg_tile_view import HgTileView
from .legal_moves_choose_tile import LegalMovesChooseTile
from .legal_moves_choose_tile_step import LegalMovesChooseTileStep
from .legal_moves_last_abbeys import LegalMovesLastAbbeys
from .legal_moves_last_abbeys_step import LegalMovesLastAbbeysStep
from .legal_moves_move_wagon import LegalMovesMoveWagon
from .legal_moves_move_wagon_step import LegalMovesMoveWagonStep
from .legal_moves_none import LegalMovesNone
from .legal_moves_none_step import LegalMovesNoneStep
from .legal_moves_place_figure import LegalMovesPlaceFigure
from .legal_moves_place_figure_step import LegalMovesPlaceFigureStep
from .legal_moves_place_tile import LegalMovesPlaceTile
from .legal_moves_place_tile_step import LegalMovesPlaceTileStep
from .legal_moves_response import LegalMovesResponse
from .options import Options
from .player_view import PlayerView
from .pos import Pos
from .problem import Problem
from .region_info import RegionInfo
from .region_info_attributes import RegionInfoAttributes
from .region_ref import RegionRef
from .ruleset import Ruleset
from .ruleset_id import RulesetId
from .scoring_time import ScoringTime
from .scoring_view import ScoringView
from .seat_order import SeatOrder
from .spectators import Spectators
from .state_at import StateAt
from .terrain import Terrain
from .tile_catalog import TileCatalog
from .tile_catalog_terrain import TileCatalogTerrain
from .tile_count import TileCount
from .tile_info import TileInfo
from .tile_order_fixed import TileOrderFixed
from .tile_order_fixed_kind import TileOrderFixedKind
from .tile_order_secret import TileOrderSecret
from .tile_order_secret_kind import TileOrderSecretKind
from .tile_order_seeded import TileOrderSeeded
from .tile_order_seeded_kind import TileOrderSeededKind
from .tile_placement import TilePlacement
from .tile_view import TileView
from .token import Token
from .validate_request import ValidateRequest
from .validation import Validation
from .wagon_target import WagonTarget

__all__ = (
    "AbbeyMayor",
    "Account",
    "BarnView",
    "CommandDrawTile",
    "CommandDrawTileType",
    "CommandMoveWagon",
    "CommandMoveWagonType",
    "CommandPassAbbey",
    "CommandPassAbbeyType",
    "CommandPlaceAbbey",
    "CommandPlaceAbbeyType",
    "CommandPlaceBarn",
    "CommandPlaceBarnType",
    "CommandPlaceFigure",
    "CommandPlaceFigureType",
    "CommandPlaceTile",
    "CommandPlaceTileType",
    "CommandRequest",
    "CommandResult",
    "CommandReturnWagon",
    "CommandReturnWagonType",
    "CommandSkipFigure",
    "CommandSkipFigureType",
    "Corner",
    "CreateGame",
    "Credentials",
    "EventAbbeyPassed",
    "EventAbbeyPassedType",
    "EventAbbeyPlaced",
    "EventAbbeyPlacedType",
    "EventBarnPlaced",
    "EventBarnPlacedType",
    "EventDrawChosen",
    "EventDrawChosenType",
    "EventFigurePlaced",
    "EventFigurePlacedType",
    "EventFigureSkipped",
    "EventFigureSkippedType",
    "EventGameCreated",
    "EventGameCreatedType",
    "EventPage",
    "EventPlayerResigned",
    "EventPlayerResignedType",
    "EventRecord",
    "EventTileDiscarded",
    "EventTileDiscardedType",
    "EventTileDrawn",
    "EventTileDrawnType",
    "EventTilePlaced",
    "EventTilePlacedType",
    "EventWagonMoved",
    "EventWagonMovedType",
    "EventWagonReturned",
    "EventWagonReturnedType",
    "ExportedPlayer",
    "FeatureView",
    "Figure",
    "FigureOption",
    "FigureView",
    "Game",
    "GameExport",
    "GamePage",
    "GamePlayer",
    "GameStatus",
    "GameView",
    "HgAnimals",
    "HgCommandPlaceFigure",
    "HgCommandPlaceFigureType",
    "HgCommandPlaceTile",
    "HgCommandPlaceTileType",
    "HgCommandRecallFigure",
    "HgCommandRecallFigureType",
    "HgCommandSkipFigure",
    "HgCommandSkipFigureType",
    "HgEventFigurePlaced",
    "HgEventFigurePlacedType",
    "HgEventFigureRecalled",
    "HgEventFigureRecalledType",
    "HgEventFigureSkipped",
    "HgEventFigureSkippedType",
    "HgEventGameCreated",
    "HgEventGameCreatedType",
    "HgEventPlayerResigned",
    "HgEventPlayerResignedType",
    "HgEventTileDiscarded",
    "HgEventTileDiscardedType",
    "HgEventTileDrawn",
    "HgEventTileDrawnType",
    "HgEventTilePlaced",
    "HgEventTilePlacedType",
    "HgFeatureView",
    "HgFigure",
    "HgFigureOption",
    "HgFigureView",
    "HgGameView",
    "HgLegalMovesNone",
    "HgLegalMovesNoneStep",
    "HgLegalMovesPlaceFigure",
    "HgLegalMovesPlaceFigureStep",
    "HgLegalMovesPlaceTile",
    "HgLegalMovesPlaceTileStep",
    "HgOptions",
    "HgPlayerView",
    "HgRole",
    "HgScoringKind",
    "HgScoringView",
    "HgTerrain",
    "HgTileCount",
    "HgTileOrderFixed",
    "HgTileOrderFixedKind",
    "HgTileOrderSecret",
    "HgTileOrderSecretKind",
    "HgTileOrderSeeded",
    "HgTileOrderSeededKind",
    "HgTilePlacement",
    "HgTileView",
    "LegalMovesChooseTile",
    "LegalMovesChooseTileStep",
    "LegalMovesLastAbbeys",
    "LegalMovesLastAbbeysStep",
    "LegalMovesMoveWagon",
    "LegalMovesMoveWagonStep",
    "LegalMovesNone",
    "LegalMovesNoneStep",
    "LegalMovesPlaceFigure",
    "LegalMovesPlaceFigureStep",
    "LegalMovesPlaceTile",
    "LegalMovesPlaceTileStep",
    "LegalMovesResponse",
    "Options",
    "PlayerView",
    "Pos",
    "Problem",
    "RegionInfo",
    "RegionInfoAttributes",
    "RegionRef",
    "Ruleset",
    "RulesetId",
    "ScoringTime",
    "ScoringView",
    "SeatOrder",
    "Spectators",
    "StateAt",
    "Terrain",
    "TileCatalog",
    "TileCatalogTerrain",
    "TileCount",
    "TileInfo",
    "TileOrderFixed",
    "TileOrderFixedKind",
    "TileOrderSecret",
    "TileOrderSecretKind",
    "TileOrderSeeded",
    "TileOrderSeededKind",
    "TilePlacement",
    "TileView",
    "Token",
    "ValidateRequest",
    "Validation",
    "WagonTarget",
)
