""" Contains all the data models used in inputs/outputs """

from .access import Access
from .account import Account
from .account_deletion import AccountDeletion
from .account_response_200 import AccountResponse200
from .account_response_200_event import AccountResponse200Event
from .account_update import AccountUpdate
from .accuracy import Accuracy
from .add_bot import AddBot
from .analysis_status import AnalysisStatus
from .anchor import Anchor
from .challenge import Challenge
from .challenge_list import ChallengeList
from .challenge_player import ChallengePlayer
from .challenge_status import ChallengeStatus
from .challenged_player import ChallengedPlayer
from .classic_abbey_mayor import ClassicAbbeyMayor
from .classic_analysis import ClassicAnalysis
from .classic_analysis_ruleset import ClassicAnalysisRuleset
from .classic_barn_view import ClassicBarnView
from .classic_command_draw_tile import ClassicCommandDrawTile
from .classic_command_draw_tile_type import ClassicCommandDrawTileType
from .classic_command_move_wagon import ClassicCommandMoveWagon
from .classic_command_move_wagon_type import ClassicCommandMoveWagonType
from .classic_command_pass_abbey import ClassicCommandPassAbbey
from .classic_command_pass_abbey_type import ClassicCommandPassAbbeyType
from .classic_command_place_abbey import ClassicCommandPlaceAbbey
from .classic_command_place_abbey_type import ClassicCommandPlaceAbbeyType
from .classic_command_place_barn import ClassicCommandPlaceBarn
from .classic_command_place_barn_type import ClassicCommandPlaceBarnType
from .classic_command_place_figure import ClassicCommandPlaceFigure
from .classic_command_place_figure_type import ClassicCommandPlaceFigureType
from .classic_command_place_tile import ClassicCommandPlaceTile
from .classic_command_place_tile_type import ClassicCommandPlaceTileType
from .classic_command_request import ClassicCommandRequest
from .classic_command_request_ruleset import ClassicCommandRequestRuleset
from .classic_command_result import ClassicCommandResult
from .classic_command_result_ruleset import ClassicCommandResultRuleset
from .classic_command_return_wagon import ClassicCommandReturnWagon
from .classic_command_return_wagon_type import ClassicCommandReturnWagonType
from .classic_command_skip_figure import ClassicCommandSkipFigure
from .classic_command_skip_figure_type import ClassicCommandSkipFigureType
from .classic_create_game import ClassicCreateGame
from .classic_create_game_ruleset import ClassicCreateGameRuleset
from .classic_effect_figures_returned import ClassicEffectFiguresReturned
from .classic_effect_figures_returned_type import ClassicEffectFiguresReturnedType
from .classic_effect_goods_scored import ClassicEffectGoodsScored
from .classic_effect_goods_scored_type import ClassicEffectGoodsScoredType
from .classic_effect_goods_taken import ClassicEffectGoodsTaken
from .classic_effect_goods_taken_type import ClassicEffectGoodsTakenType
from .classic_effect_scored import ClassicEffectScored
from .classic_effect_scored_type import ClassicEffectScoredType
from .classic_effect_tiles_discarded import ClassicEffectTilesDiscarded
from .classic_effect_tiles_discarded_type import ClassicEffectTilesDiscardedType
from .classic_effect_wagons_waiting import ClassicEffectWagonsWaiting
from .classic_effect_wagons_waiting_type import ClassicEffectWagonsWaitingType
from .classic_event_abbey_passed import ClassicEventAbbeyPassed
from .classic_event_abbey_passed_type import ClassicEventAbbeyPassedType
from .classic_event_abbey_placed import ClassicEventAbbeyPlaced
from .classic_event_abbey_placed_type import ClassicEventAbbeyPlacedType
from .classic_event_barn_placed import ClassicEventBarnPlaced
from .classic_event_barn_placed_type import ClassicEventBarnPlacedType
from .classic_event_draw_chosen import ClassicEventDrawChosen
from .classic_event_draw_chosen_type import ClassicEventDrawChosenType
from .classic_event_figure_placed import ClassicEventFigurePlaced
from .classic_event_figure_placed_type import ClassicEventFigurePlacedType
from .classic_event_figure_skipped import ClassicEventFigureSkipped
from .classic_event_figure_skipped_type import ClassicEventFigureSkippedType
from .classic_event_game_created import ClassicEventGameCreated
from .classic_event_game_created_type import ClassicEventGameCreatedType
from .classic_event_player_resigned import ClassicEventPlayerResigned
from .classic_event_player_resigned_type import ClassicEventPlayerResignedType
from .classic_event_record import ClassicEventRecord
from .classic_event_record_ruleset import ClassicEventRecordRuleset
from .classic_event_tile_discarded import ClassicEventTileDiscarded
from .classic_event_tile_discarded_type import ClassicEventTileDiscardedType
from .classic_event_tile_drawn import ClassicEventTileDrawn
from .classic_event_tile_drawn_type import ClassicEventTileDrawnType
from .classic_event_tile_placed import ClassicEventTilePlaced
from .classic_event_tile_placed_type import ClassicEventTilePlacedType
from .classic_event_wagon_moved import ClassicEventWagonMoved
from .classic_event_wagon_moved_type import ClassicEventWagonMovedType
from .classic_event_wagon_returned import ClassicEventWagonReturned
from .classic_event_wagon_returned_type import ClassicEventWagonReturnedType
from .classic_feature_view import ClassicFeatureView
from .classic_figure import ClassicFigure
from .classic_figure_option import ClassicFigureOption
from .classic_figure_view import ClassicFigureView
from .classic_game import ClassicGame
from .classic_game_export import ClassicGameExport
from .classic_game_export_ruleset import ClassicGameExportRuleset
from .classic_game_ruleset import ClassicGameRuleset
from .classic_game_view import ClassicGameView
from .classic_game_view_ruleset import ClassicGameViewRuleset
from .classic_good import ClassicGood
from .classic_goods import ClassicGoods
from .classic_goods_scoring import ClassicGoodsScoring
from .classic_grouped_moves_choose_tile import ClassicGroupedMovesChooseTile
from .classic_grouped_moves_choose_tile_step import ClassicGroupedMovesChooseTileStep
from .classic_grouped_moves_last_abbeys import ClassicGroupedMovesLastAbbeys
from .classic_grouped_moves_last_abbeys_step import ClassicGroupedMovesLastAbbeysStep
from .classic_grouped_moves_place_tile import ClassicGroupedMovesPlaceTile
from .classic_grouped_moves_place_tile_step import ClassicGroupedMovesPlaceTileStep
from .classic_hint import ClassicHint
from .classic_hint_ruleset import ClassicHintRuleset
from .classic_inns_cathedrals import ClassicInnsCathedrals
from .classic_legal_moves_choose_tile import ClassicLegalMovesChooseTile
from .classic_legal_moves_choose_tile_step import ClassicLegalMovesChooseTileStep
from .classic_legal_moves_finished import ClassicLegalMovesFinished
from .classic_legal_moves_finished_step import ClassicLegalMovesFinishedStep
from .classic_legal_moves_last_abbeys import ClassicLegalMovesLastAbbeys
from .classic_legal_moves_last_abbeys_step import ClassicLegalMovesLastAbbeysStep
from .classic_legal_moves_move_wagon import ClassicLegalMovesMoveWagon
from .classic_legal_moves_move_wagon_step import ClassicLegalMovesMoveWagonStep
from .classic_legal_moves_place_figure import ClassicLegalMovesPlaceFigure
from .classic_legal_moves_place_figure_step import ClassicLegalMovesPlaceFigureStep
from .classic_legal_moves_place_tile import ClassicLegalMovesPlaceTile
from .classic_legal_moves_place_tile_step import ClassicLegalMovesPlaceTileStep
from .classic_legal_moves_response import ClassicLegalMovesResponse
from .classic_legal_moves_response_ruleset import ClassicLegalMovesResponseRuleset
from .classic_new_seek import ClassicNewSeek
from .classic_new_seek_ruleset import ClassicNewSeekRuleset
from .classic_options import ClassicOptions
from .classic_player_view import ClassicPlayerView
from .classic_river import ClassicRiver
from .classic_scoring_time import ClassicScoringTime
from .classic_scoring_view import ClassicScoringView
from .classic_state_at import ClassicStateAt
from .classic_state_at_ruleset import ClassicStateAtRuleset
from .classic_step import ClassicStep
from .classic_supply import ClassicSupply
from .classic_terrain import ClassicTerrain
from .classic_tile_placement import ClassicTilePlacement
from .classic_tile_placement_group import ClassicTilePlacementGroup
from .classic_traders_builders import ClassicTradersBuilders
from .classic_validate_request import ClassicValidateRequest
from .classic_validate_request_ruleset import ClassicValidateRequestRuleset
from .classic_wagon_target import ClassicWagonTarget
from .clock import Clock
from .corner import Corner
from .created_webhook_endpoint import CreatedWebhookEndpoint
from .credentials import Credentials
from .delivery_kind import DeliveryKind
from .delivery_status import DeliveryStatus
from .disc_analysis import DiscAnalysis
from .disc_analysis_ruleset import DiscAnalysisRuleset
from .disc_command_discard_tile import DiscCommandDiscardTile
from .disc_command_discard_tile_type import DiscCommandDiscardTileType
from .disc_command_place_figure import DiscCommandPlaceFigure
from .disc_command_place_figure_type import DiscCommandPlaceFigureType
from .disc_command_place_tile import DiscCommandPlaceTile
from .disc_command_place_tile_type import DiscCommandPlaceTileType
from .disc_command_recall_figure import DiscCommandRecallFigure
from .disc_command_recall_figure_type import DiscCommandRecallFigureType
from .disc_command_request import DiscCommandRequest
from .disc_command_request_ruleset import DiscCommandRequestRuleset
from .disc_command_result import DiscCommandResult
from .disc_command_result_ruleset import DiscCommandResultRuleset
from .disc_command_skip_figure import DiscCommandSkipFigure
from .disc_command_skip_figure_type import DiscCommandSkipFigureType
from .disc_create_game import DiscCreateGame
from .disc_create_game_ruleset import DiscCreateGameRuleset
from .disc_effect_figures_returned import DiscEffectFiguresReturned
from .disc_effect_figures_returned_type import DiscEffectFiguresReturnedType
from .disc_effect_scored import DiscEffectScored
from .disc_effect_scored_type import DiscEffectScoredType
from .disc_effect_tiles_discarded import DiscEffectTilesDiscarded
from .disc_effect_tiles_discarded_type import DiscEffectTilesDiscardedType
from .disc_event_figure_placed import DiscEventFigurePlaced
from .disc_event_figure_placed_type import DiscEventFigurePlacedType
from .disc_event_figure_recalled import DiscEventFigureRecalled
from .disc_event_figure_recalled_type import DiscEventFigureRecalledType
from .disc_event_figure_skipped import DiscEventFigureSkipped
from .disc_event_figure_skipped_type import DiscEventFigureSkippedType
from .disc_event_game_created import DiscEventGameCreated
from .disc_event_game_created_type import DiscEventGameCreatedType
from .disc_event_player_resigned import DiscEventPlayerResigned
from .disc_event_player_resigned_type import DiscEventPlayerResignedType
from .disc_event_record import DiscEventRecord
from .disc_event_record_ruleset import DiscEventRecordRuleset
from .disc_event_tile_dealt import DiscEventTileDealt
from .disc_event_tile_dealt_type import DiscEventTileDealtType
from .disc_event_tile_discarded import DiscEventTileDiscarded
from .disc_event_tile_discarded_type import DiscEventTileDiscardedType
from .disc_event_tile_drawn import DiscEventTileDrawn
from .disc_event_tile_drawn_type import DiscEventTileDrawnType
from .disc_event_tile_placed import DiscEventTilePlaced
from .disc_event_tile_placed_type import DiscEventTilePlacedType
from .disc_event_tile_set_aside import DiscEventTileSetAside
from .disc_event_tile_set_aside_type import DiscEventTileSetAsideType
from .disc_feature_view import DiscFeatureView
from .disc_figure_option import DiscFigureOption
from .disc_figure_view import DiscFigureView
from .disc_game import DiscGame
from .disc_game_export import DiscGameExport
from .disc_game_export_ruleset import DiscGameExportRuleset
from .disc_game_ruleset import DiscGameRuleset
from .disc_game_view import DiscGameView
from .disc_game_view_ruleset import DiscGameViewRuleset
from .disc_grouped_moves_place_tile import DiscGroupedMovesPlaceTile
from .disc_grouped_moves_place_tile_step import DiscGroupedMovesPlaceTileStep
from .disc_hint import DiscHint
from .disc_hint_ruleset import DiscHintRuleset
from .disc_legal_moves_discard_tile import DiscLegalMovesDiscardTile
from .disc_legal_moves_discard_tile_step import DiscLegalMovesDiscardTileStep
from .disc_legal_moves_finished import DiscLegalMovesFinished
from .disc_legal_moves_finished_step import DiscLegalMovesFinishedStep
from .disc_legal_moves_place_figure import DiscLegalMovesPlaceFigure
from .disc_legal_moves_place_figure_step import DiscLegalMovesPlaceFigureStep
from .disc_legal_moves_place_tile import DiscLegalMovesPlaceTile
from .disc_legal_moves_place_tile_step import DiscLegalMovesPlaceTileStep
from .disc_legal_moves_response import DiscLegalMovesResponse
from .disc_legal_moves_response_ruleset import DiscLegalMovesResponseRuleset
from .disc_new_seek import DiscNewSeek
from .disc_new_seek_ruleset import DiscNewSeekRuleset
from .disc_options import DiscOptions
from .disc_player_view import DiscPlayerView
from .disc_recall_option import DiscRecallOption
from .disc_role import DiscRole
from .disc_scoring_kind import DiscScoringKind
from .disc_scoring_view import DiscScoringView
from .disc_state_at import DiscStateAt
from .disc_state_at_ruleset import DiscStateAtRuleset
from .disc_step import DiscStep
from .disc_supply import DiscSupply
from .disc_terrain import DiscTerrain
from .disc_tile_placement import DiscTilePlacement
from .disc_tile_placement_group import DiscTilePlacementGroup
from .disc_validate_request import DiscValidateRequest
from .disc_validate_request_ruleset import DiscValidateRequestRuleset
from .event_page import EventPage
from .exported_player import ExportedPlayer
from .game_page import GamePage
from .game_player import GamePlayer
from .game_response_200 import GameResponse200
from .game_status import GameStatus
from .hg_analysis import HgAnalysis
from .hg_analysis_ruleset import HgAnalysisRuleset
from .hg_animals import HgAnimals
from .hg_command_place_figure import HgCommandPlaceFigure
from .hg_command_place_figure_type import HgCommandPlaceFigureType
from .hg_command_place_tile import HgCommandPlaceTile
from .hg_command_place_tile_type import HgCommandPlaceTileType
from .hg_command_recall_figure import HgCommandRecallFigure
from .hg_command_recall_figure_type import HgCommandRecallFigureType
from .hg_command_request import HgCommandRequest
from .hg_command_request_ruleset import HgCommandRequestRuleset
from .hg_command_result import HgCommandResult
from .hg_command_result_ruleset import HgCommandResultRuleset
from .hg_command_skip_figure import HgCommandSkipFigure
from .hg_command_skip_figure_type import HgCommandSkipFigureType
from .hg_create_game import HgCreateGame
from .hg_create_game_ruleset import HgCreateGameRuleset
from .hg_effect_animals_covered import HgEffectAnimalsCovered
from .hg_effect_animals_covered_type import HgEffectAnimalsCoveredType
from .hg_effect_figures_returned import HgEffectFiguresReturned
from .hg_effect_figures_returned_type import HgEffectFiguresReturnedType
from .hg_effect_menhir_turn import HgEffectMenhirTurn
from .hg_effect_menhir_turn_type import HgEffectMenhirTurnType
from .hg_effect_scored import HgEffectScored
from .hg_effect_scored_type import HgEffectScoredType
from .hg_effect_tiles_discarded import HgEffectTilesDiscarded
from .hg_effect_tiles_discarded_type import HgEffectTilesDiscardedType
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
from .hg_event_record import HgEventRecord
from .hg_event_record_ruleset import HgEventRecordRuleset
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
from .hg_game import HgGame
from .hg_game_export import HgGameExport
from .hg_game_export_ruleset import HgGameExportRuleset
from .hg_game_ruleset import HgGameRuleset
from .hg_game_view import HgGameView
from .hg_game_view_ruleset import HgGameViewRuleset
from .hg_grouped_moves_place_tile import HgGroupedMovesPlaceTile
from .hg_grouped_moves_place_tile_step import HgGroupedMovesPlaceTileStep
from .hg_hint import HgHint
from .hg_hint_ruleset import HgHintRuleset
from .hg_legal_moves_finished import HgLegalMovesFinished
from .hg_legal_moves_finished_step import HgLegalMovesFinishedStep
from .hg_legal_moves_place_figure import HgLegalMovesPlaceFigure
from .hg_legal_moves_place_figure_step import HgLegalMovesPlaceFigureStep
from .hg_legal_moves_place_tile import HgLegalMovesPlaceTile
from .hg_legal_moves_place_tile_step import HgLegalMovesPlaceTileStep
from .hg_legal_moves_response import HgLegalMovesResponse
from .hg_legal_moves_response_ruleset import HgLegalMovesResponseRuleset
from .hg_new_seek import HgNewSeek
from .hg_new_seek_ruleset import HgNewSeekRuleset
from .hg_options import HgOptions
from .hg_pile import HgPile
from .hg_player_view import HgPlayerView
from .hg_role import HgRole
from .hg_scoring_kind import HgScoringKind
from .hg_scoring_view import HgScoringView
from .hg_special import HgSpecial
from .hg_special_view import HgSpecialView
from .hg_state_at import HgStateAt
from .hg_state_at_ruleset import HgStateAtRuleset
from .hg_step import HgStep
from .hg_supply import HgSupply
from .hg_terrain import HgTerrain
from .hg_tile_placement import HgTilePlacement
from .hg_tile_placement_group import HgTilePlacementGroup
from .hg_validate_request import HgValidateRequest
from .hg_validate_request_ruleset import HgValidateRequestRuleset
from .judged_decision_classic_command import JudgedDecisionClassicCommand
from .judged_decision_disc_command import JudgedDecisionDiscCommand
from .judged_decision_hg_command import JudgedDecisionHgCommand
from .judged_decision_mists_command import JudgedDecisionMistsCommand
from .label import Label
from .leaderboard_entry import LeaderboardEntry
from .leaderboard_page import LeaderboardPage
from .legal_forms import LegalForms
from .level import Level
from .mists_analysis import MistsAnalysis
from .mists_analysis_ruleset import MistsAnalysisRuleset
from .mists_burial_view import MistsBurialView
from .mists_buried_guard import MistsBuriedGuard
from .mists_colour import MistsColour
from .mists_colour_view import MistsColourView
from .mists_command_bury_from_supply import MistsCommandBuryFromSupply
from .mists_command_bury_from_supply_type import MistsCommandBuryFromSupplyType
from .mists_command_bury_guard import MistsCommandBuryGuard
from .mists_command_bury_guard_type import MistsCommandBuryGuardType
from .mists_command_end_removals import MistsCommandEndRemovals
from .mists_command_end_removals_type import MistsCommandEndRemovalsType
from .mists_command_haunt_graveyard import MistsCommandHauntGraveyard
from .mists_command_haunt_graveyard_type import MistsCommandHauntGraveyardType
from .mists_command_place_dog import MistsCommandPlaceDog
from .mists_command_place_dog_type import MistsCommandPlaceDogType
from .mists_command_place_face_down import MistsCommandPlaceFaceDown
from .mists_command_place_face_down_type import MistsCommandPlaceFaceDownType
from .mists_command_place_guard import MistsCommandPlaceGuard
from .mists_command_place_guard_type import MistsCommandPlaceGuardType
from .mists_command_place_tile import MistsCommandPlaceTile
from .mists_command_place_tile_type import MistsCommandPlaceTileType
from .mists_command_remove_ghosts import MistsCommandRemoveGhosts
from .mists_command_remove_ghosts_type import MistsCommandRemoveGhostsType
from .mists_command_request import MistsCommandRequest
from .mists_command_request_ruleset import MistsCommandRequestRuleset
from .mists_command_result import MistsCommandResult
from .mists_command_result_ruleset import MistsCommandResultRuleset
from .mists_command_score_points import MistsCommandScorePoints
from .mists_command_score_points_type import MistsCommandScorePointsType
from .mists_command_skip_guard import MistsCommandSkipGuard
from .mists_command_skip_guard_type import MistsCommandSkipGuardType
from .mists_create_game import MistsCreateGame
from .mists_create_game_ruleset import MistsCreateGameRuleset
from .mists_dog_state import MistsDogState
from .mists_dog_view import MistsDogView
from .mists_effect_dogs_changed import MistsEffectDogsChanged
from .mists_effect_dogs_changed_type import MistsEffectDogsChangedType
from .mists_effect_ended import MistsEffectEnded
from .mists_effect_ended_type import MistsEffectEndedType
from .mists_effect_fog_closed import MistsEffectFogClosed
from .mists_effect_fog_closed_type import MistsEffectFogClosedType
from .mists_effect_ghosts_arrived import MistsEffectGhostsArrived
from .mists_effect_ghosts_arrived_type import MistsEffectGhostsArrivedType
from .mists_effect_ghosts_left import MistsEffectGhostsLeft
from .mists_effect_ghosts_left_type import MistsEffectGhostsLeftType
from .mists_effect_guards_buried import MistsEffectGuardsBuried
from .mists_effect_guards_buried_type import MistsEffectGuardsBuriedType
from .mists_effect_guards_returned import MistsEffectGuardsReturned
from .mists_effect_guards_returned_type import MistsEffectGuardsReturnedType
from .mists_effect_scored import MistsEffectScored
from .mists_effect_scored_type import MistsEffectScoredType
from .mists_effect_tiles_discarded import MistsEffectTilesDiscarded
from .mists_effect_tiles_discarded_type import MistsEffectTilesDiscardedType
from .mists_event_dog_placed import MistsEventDogPlaced
from .mists_event_dog_placed_type import MistsEventDogPlacedType
from .mists_event_face_down_placed import MistsEventFaceDownPlaced
from .mists_event_face_down_placed_type import MistsEventFaceDownPlacedType
from .mists_event_game_created import MistsEventGameCreated
from .mists_event_game_created_type import MistsEventGameCreatedType
from .mists_event_ghosts_removed import MistsEventGhostsRemoved
from .mists_event_ghosts_removed_type import MistsEventGhostsRemovedType
from .mists_event_graveyard_haunted import MistsEventGraveyardHaunted
from .mists_event_graveyard_haunted_type import MistsEventGraveyardHauntedType
from .mists_event_guard_buried import MistsEventGuardBuried
from .mists_event_guard_buried_from_supply import MistsEventGuardBuriedFromSupply
from .mists_event_guard_buried_from_supply_type import MistsEventGuardBuriedFromSupplyType
from .mists_event_guard_buried_type import MistsEventGuardBuriedType
from .mists_event_guard_placed import MistsEventGuardPlaced
from .mists_event_guard_placed_type import MistsEventGuardPlacedType
from .mists_event_guard_skipped import MistsEventGuardSkipped
from .mists_event_guard_skipped_type import MistsEventGuardSkippedType
from .mists_event_player_resigned import MistsEventPlayerResigned
from .mists_event_player_resigned_type import MistsEventPlayerResignedType
from .mists_event_points_scored import MistsEventPointsScored
from .mists_event_points_scored_type import MistsEventPointsScoredType
from .mists_event_record import MistsEventRecord
from .mists_event_record_ruleset import MistsEventRecordRuleset
from .mists_event_removals_ended import MistsEventRemovalsEnded
from .mists_event_removals_ended_type import MistsEventRemovalsEndedType
from .mists_event_tile_discarded import MistsEventTileDiscarded
from .mists_event_tile_discarded_type import MistsEventTileDiscardedType
from .mists_event_tile_drawn import MistsEventTileDrawn
from .mists_event_tile_drawn_type import MistsEventTileDrawnType
from .mists_event_tile_placed import MistsEventTilePlaced
from .mists_event_tile_placed_type import MistsEventTilePlacedType
from .mists_feature_view import MistsFeatureView
from .mists_fog_bank_view import MistsFogBankView
from .mists_fog_state import MistsFogState
from .mists_game import MistsGame
from .mists_game_export import MistsGameExport
from .mists_game_export_ruleset import MistsGameExportRuleset
from .mists_game_ruleset import MistsGameRuleset
from .mists_game_view import MistsGameView
from .mists_game_view_ruleset import MistsGameViewRuleset
from .mists_ghost_target import MistsGhostTarget
from .mists_ghosts_view import MistsGhostsView
from .mists_graveyard_view import MistsGraveyardView
from .mists_graveyards import MistsGraveyards
from .mists_grouped_moves_place_tile import MistsGroupedMovesPlaceTile
from .mists_grouped_moves_place_tile_step import MistsGroupedMovesPlaceTileStep
from .mists_guard_option import MistsGuardOption
from .mists_guard_ref import MistsGuardRef
from .mists_hint import MistsHint
from .mists_hint_ruleset import MistsHintRuleset
from .mists_kind import MistsKind
from .mists_legal_moves_bury_guard import MistsLegalMovesBuryGuard
from .mists_legal_moves_bury_guard_step import MistsLegalMovesBuryGuardStep
from .mists_legal_moves_finished import MistsLegalMovesFinished
from .mists_legal_moves_finished_step import MistsLegalMovesFinishedStep
from .mists_legal_moves_haunt_graveyard import MistsLegalMovesHauntGraveyard
from .mists_legal_moves_haunt_graveyard_step import MistsLegalMovesHauntGraveyardStep
from .mists_legal_moves_place_dog import MistsLegalMovesPlaceDog
from .mists_legal_moves_place_dog_step import MistsLegalMovesPlaceDogStep
from .mists_legal_moves_place_face_down import MistsLegalMovesPlaceFaceDown
from .mists_legal_moves_place_face_down_step import MistsLegalMovesPlaceFaceDownStep
from .mists_legal_moves_place_guard import MistsLegalMovesPlaceGuard
from .mists_legal_moves_place_guard_step import MistsLegalMovesPlaceGuardStep
from .mists_legal_moves_place_tile import MistsLegalMovesPlaceTile
from .mists_legal_moves_place_tile_step import MistsLegalMovesPlaceTileStep
from .mists_legal_moves_remove_ghosts import MistsLegalMovesRemoveGhosts
from .mists_legal_moves_remove_ghosts_step import MistsLegalMovesRemoveGhostsStep
from .mists_legal_moves_response import MistsLegalMovesResponse
from .mists_legal_moves_response_ruleset import MistsLegalMovesResponseRuleset
from .mists_legal_moves_score import MistsLegalMovesScore
from .mists_legal_moves_score_step import MistsLegalMovesScoreStep
from .mists_level import MistsLevel
from .mists_new_seek import MistsNewSeek
from .mists_new_seek_ruleset import MistsNewSeekRuleset
from .mists_options import MistsOptions
from .mists_piles_view import MistsPilesView
from .mists_player_view import MistsPlayerView
from .mists_removal import MistsRemoval
from .mists_score_keeping import MistsScoreKeeping
from .mists_scoring_choice import MistsScoringChoice
from .mists_scoring_kind import MistsScoringKind
from .mists_scoring_view import MistsScoringView
from .mists_state_at import MistsStateAt
from .mists_state_at_ruleset import MistsStateAtRuleset
from .mists_step import MistsStep
from .mists_tile_placement import MistsTilePlacement
from .mists_tile_placement_group import MistsTilePlacementGroup
from .mists_validate_request import MistsValidateRequest
from .mists_validate_request_ruleset import MistsValidateRequestRuleset
from .new_challenge import NewChallenge
from .notification_kind import NotificationKind
from .option_info import OptionInfo
from .option_info_default_type_2 import OptionInfoDefaultType2
from .outcome_defeat import OutcomeDefeat
from .outcome_defeat_result import OutcomeDefeatResult
from .outcome_victory import OutcomeVictory
from .outcome_victory_result import OutcomeVictoryResult
from .outcome_winners import OutcomeWinners
from .outcome_winners_result import OutcomeWinnersResult
from .password_change import PasswordChange
from .pool import Pool
from .pos import Pos
from .problem import Problem
from .profile import Profile
from .ranked_command_classic_command import RankedCommandClassicCommand
from .ranked_command_disc_command import RankedCommandDiscCommand
from .ranked_command_hg_command import RankedCommandHgCommand
from .ranked_command_mists_command import RankedCommandMistsCommand
from .rated_result import RatedResult
from .rating_change_view import RatingChangeView
from .rating_history_page import RatingHistoryPage
from .rating_range import RatingRange
from .rating_view import RatingView
from .refresh_request import RefreshRequest
from .region_info import RegionInfo
from .region_info_attributes import RegionInfoAttributes
from .region_ref import RegionRef
from .ruleset import Ruleset
from .ruleset_id import RulesetId
from .ruleset_parameters_type_0 import RulesetParametersType0
from .ruleset_profile import RulesetProfile
from .seat_order import SeatOrder
from .seat_time import SeatTime
from .seek import Seek
from .seek_status import SeekStatus
from .spectators import Spectators
from .stream_ticket import StreamTicket
from .team_record import TeamRecord
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
from .tile_view import TileView
from .time_control_fischer import TimeControlFischer
from .time_control_fischer_kind import TimeControlFischerKind
from .time_control_per_move import TimeControlPerMove
from .time_control_per_move_kind import TimeControlPerMoveKind
from .token import Token
from .validation import Validation
from .webhook_change import WebhookChange
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_page import WebhookDeliveryPage
from .webhook_endpoint import WebhookEndpoint
from .webhook_message import WebhookMessage
from .webhook_message_data import WebhookMessageData
from .webhook_registration import WebhookRegistration
from .webhook_secret import WebhookSecret

__all__ = (
    "Access",
    "Account",
    "AccountDeletion",
    "AccountResponse200",
    "AccountResponse200Event",
    "AccountUpdate",
    "Accuracy",
    "AddBot",
    "AnalysisStatus",
    "Anchor",
    "Challenge",
    "ChallengedPlayer",
    "ChallengeList",
    "ChallengePlayer",
    "ChallengeStatus",
    "ClassicAbbeyMayor",
    "ClassicAnalysis",
    "ClassicAnalysisRuleset",
    "ClassicBarnView",
    "ClassicCommandDrawTile",
    "ClassicCommandDrawTileType",
    "ClassicCommandMoveWagon",
    "ClassicCommandMoveWagonType",
    "ClassicCommandPassAbbey",
    "ClassicCommandPassAbbeyType",
    "ClassicCommandPlaceAbbey",
    "ClassicCommandPlaceAbbeyType",
    "ClassicCommandPlaceBarn",
    "ClassicCommandPlaceBarnType",
    "ClassicCommandPlaceFigure",
    "ClassicCommandPlaceFigureType",
    "ClassicCommandPlaceTile",
    "ClassicCommandPlaceTileType",
    "ClassicCommandRequest",
    "ClassicCommandRequestRuleset",
    "ClassicCommandResult",
    "ClassicCommandResultRuleset",
    "ClassicCommandReturnWagon",
    "ClassicCommandReturnWagonType",
    "ClassicCommandSkipFigure",
    "ClassicCommandSkipFigureType",
    "ClassicCreateGame",
    "ClassicCreateGameRuleset",
    "ClassicEffectFiguresReturned",
    "ClassicEffectFiguresReturnedType",
    "ClassicEffectGoodsScored",
    "ClassicEffectGoodsScoredType",
    "ClassicEffectGoodsTaken",
    "ClassicEffectGoodsTakenType",
    "ClassicEffectScored",
    "ClassicEffectScoredType",
    "ClassicEffectTilesDiscarded",
    "ClassicEffectTilesDiscardedType",
    "ClassicEffectWagonsWaiting",
    "ClassicEffectWagonsWaitingType",
    "ClassicEventAbbeyPassed",
    "ClassicEventAbbeyPassedType",
    "ClassicEventAbbeyPlaced",
    "ClassicEventAbbeyPlacedType",
    "ClassicEventBarnPlaced",
    "ClassicEventBarnPlacedType",
    "ClassicEventDrawChosen",
    "ClassicEventDrawChosenType",
    "ClassicEventFigurePlaced",
    "ClassicEventFigurePlacedType",
    "ClassicEventFigureSkipped",
    "ClassicEventFigureSkippedType",
    "ClassicEventGameCreated",
    "ClassicEventGameCreatedType",
    "ClassicEventPlayerResigned",
    "ClassicEventPlayerResignedType",
    "ClassicEventRecord",
    "ClassicEventRecordRuleset",
    "ClassicEventTileDiscarded",
    "ClassicEventTileDiscardedType",
    "ClassicEventTileDrawn",
    "ClassicEventTileDrawnType",
    "ClassicEventTilePlaced",
    "ClassicEventTilePlacedType",
    "ClassicEventWagonMoved",
    "ClassicEventWagonMovedType",
    "ClassicEventWagonReturned",
    "ClassicEventWagonReturnedType",
    "ClassicFeatureView",
    "ClassicFigure",
    "ClassicFigureOption",
    "ClassicFigureView",
    "ClassicGame",
    "ClassicGameExport",
    "ClassicGameExportRuleset",
    "ClassicGameRuleset",
    "ClassicGameView",
    "ClassicGameViewRuleset",
    "ClassicGood",
    "ClassicGoods",
    "ClassicGoodsScoring",
    "ClassicGroupedMovesChooseTile",
    "ClassicGroupedMovesChooseTileStep",
    "ClassicGroupedMovesLastAbbeys",
    "ClassicGroupedMovesLastAbbeysStep",
    "ClassicGroupedMovesPlaceTile",
    "ClassicGroupedMovesPlaceTileStep",
    "ClassicHint",
    "ClassicHintRuleset",
    "ClassicInnsCathedrals",
    "ClassicLegalMovesChooseTile",
    "ClassicLegalMovesChooseTileStep",
    "ClassicLegalMovesFinished",
    "ClassicLegalMovesFinishedStep",
    "ClassicLegalMovesLastAbbeys",
    "ClassicLegalMovesLastAbbeysStep",
    "ClassicLegalMovesMoveWagon",
    "ClassicLegalMovesMoveWagonStep",
    "ClassicLegalMovesPlaceFigure",
    "ClassicLegalMovesPlaceFigureStep",
    "ClassicLegalMovesPlaceTile",
    "ClassicLegalMovesPlaceTileStep",
    "ClassicLegalMovesResponse",
    "ClassicLegalMovesResponseRuleset",
    "ClassicNewSeek",
    "ClassicNewSeekRuleset",
    "ClassicOptions",
    "ClassicPlayerView",
    "ClassicRiver",
    "ClassicScoringTime",
    "ClassicScoringView",
    "ClassicStateAt",
    "ClassicStateAtRuleset",
    "ClassicStep",
    "ClassicSupply",
    "ClassicTerrain",
    "ClassicTilePlacement",
    "ClassicTilePlacementGroup",
    "ClassicTradersBuilders",
    "ClassicValidateRequest",
    "ClassicValidateRequestRuleset",
    "ClassicWagonTarget",
    "Clock",
    "Corner",
    "CreatedWebhookEndpoint",
    "Credentials",
    "DeliveryKind",
    "DeliveryStatus",
    "DiscAnalysis",
    "DiscAnalysisRuleset",
    "DiscCommandDiscardTile",
    "DiscCommandDiscardTileType",
    "DiscCommandPlaceFigure",
    "DiscCommandPlaceFigureType",
    "DiscCommandPlaceTile",
    "DiscCommandPlaceTileType",
    "DiscCommandRecallFigure",
    "DiscCommandRecallFigureType",
    "DiscCommandRequest",
    "DiscCommandRequestRuleset",
    "DiscCommandResult",
    "DiscCommandResultRuleset",
    "DiscCommandSkipFigure",
    "DiscCommandSkipFigureType",
    "DiscCreateGame",
    "DiscCreateGameRuleset",
    "DiscEffectFiguresReturned",
    "DiscEffectFiguresReturnedType",
    "DiscEffectScored",
    "DiscEffectScoredType",
    "DiscEffectTilesDiscarded",
    "DiscEffectTilesDiscardedType",
    "DiscEventFigurePlaced",
    "DiscEventFigurePlacedType",
    "DiscEventFigureRecalled",
    "DiscEventFigureRecalledType",
    "DiscEventFigureSkipped",
    "DiscEventFigureSkippedType",
    "DiscEventGameCreated",
    "DiscEventGameCreatedType",
    "DiscEventPlayerResigned",
    "DiscEventPlayerResignedType",
    "DiscEventRecord",
    "DiscEventRecordRuleset",
    "DiscEventTileDealt",
    "DiscEventTileDealtType",
    "DiscEventTileDiscarded",
    "DiscEventTileDiscardedType",
    "DiscEventTileDrawn",
    "DiscEventTileDrawnType",
    "DiscEventTilePlaced",
    "DiscEventTilePlacedType",
    "DiscEventTileSetAside",
    "DiscEventTileSetAsideType",
    "DiscFeatureView",
    "DiscFigureOption",
    "DiscFigureView",
    "DiscGame",
    "DiscGameExport",
    "DiscGameExportRuleset",
    "DiscGameRuleset",
    "DiscGameView",
    "DiscGameViewRuleset",
    "DiscGroupedMovesPlaceTile",
    "DiscGroupedMovesPlaceTileStep",
    "DiscHint",
    "DiscHintRuleset",
    "DiscLegalMovesDiscardTile",
    "DiscLegalMovesDiscardTileStep",
    "DiscLegalMovesFinished",
    "DiscLegalMovesFinishedStep",
    "DiscLegalMovesPlaceFigure",
    "DiscLegalMovesPlaceFigureStep",
    "DiscLegalMovesPlaceTile",
    "DiscLegalMovesPlaceTileStep",
    "DiscLegalMovesResponse",
    "DiscLegalMovesResponseRuleset",
    "DiscNewSeek",
    "DiscNewSeekRuleset",
    "DiscOptions",
    "DiscPlayerView",
    "DiscRecallOption",
    "DiscRole",
    "DiscScoringKind",
    "DiscScoringView",
    "DiscStateAt",
    "DiscStateAtRuleset",
    "DiscStep",
    "DiscSupply",
    "DiscTerrain",
    "DiscTilePlacement",
    "DiscTilePlacementGroup",
    "DiscValidateRequest",
    "DiscValidateRequestRuleset",
    "EventPage",
    "ExportedPlayer",
    "GamePage",
    "GamePlayer",
    "GameResponse200",
    "GameStatus",
    "HgAnalysis",
    "HgAnalysisRuleset",
    "HgAnimals",
    "HgCommandPlaceFigure",
    "HgCommandPlaceFigureType",
    "HgCommandPlaceTile",
    "HgCommandPlaceTileType",
    "HgCommandRecallFigure",
    "HgCommandRecallFigureType",
    "HgCommandRequest",
    "HgCommandRequestRuleset",
    "HgCommandResult",
    "HgCommandResultRuleset",
    "HgCommandSkipFigure",
    "HgCommandSkipFigureType",
    "HgCreateGame",
    "HgCreateGameRuleset",
    "HgEffectAnimalsCovered",
    "HgEffectAnimalsCoveredType",
    "HgEffectFiguresReturned",
    "HgEffectFiguresReturnedType",
    "HgEffectMenhirTurn",
    "HgEffectMenhirTurnType",
    "HgEffectScored",
    "HgEffectScoredType",
    "HgEffectTilesDiscarded",
    "HgEffectTilesDiscardedType",
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
    "HgEventRecord",
    "HgEventRecordRuleset",
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
    "HgGame",
    "HgGameExport",
    "HgGameExportRuleset",
    "HgGameRuleset",
    "HgGameView",
    "HgGameViewRuleset",
    "HgGroupedMovesPlaceTile",
    "HgGroupedMovesPlaceTileStep",
    "HgHint",
    "HgHintRuleset",
    "HgLegalMovesFinished",
    "HgLegalMovesFinishedStep",
    "HgLegalMovesPlaceFigure",
    "HgLegalMovesPlaceFigureStep",
    "HgLegalMovesPlaceTile",
    "HgLegalMovesPlaceTileStep",
    "HgLegalMovesResponse",
    "HgLegalMovesResponseRuleset",
    "HgNewSeek",
    "HgNewSeekRuleset",
    "HgOptions",
    "HgPile",
    "HgPlayerView",
    "HgRole",
    "HgScoringKind",
    "HgScoringView",
    "HgSpecial",
    "HgSpecialView",
    "HgStateAt",
    "HgStateAtRuleset",
    "HgStep",
    "HgSupply",
    "HgTerrain",
    "HgTilePlacement",
    "HgTilePlacementGroup",
    "HgValidateRequest",
    "HgValidateRequestRuleset",
    "JudgedDecisionClassicCommand",
    "JudgedDecisionDiscCommand",
    "JudgedDecisionHgCommand",
    "JudgedDecisionMistsCommand",
    "Label",
    "LeaderboardEntry",
    "LeaderboardPage",
    "LegalForms",
    "Level",
    "MistsAnalysis",
    "MistsAnalysisRuleset",
    "MistsBurialView",
    "MistsBuriedGuard",
    "MistsColour",
    "MistsColourView",
    "MistsCommandBuryFromSupply",
    "MistsCommandBuryFromSupplyType",
    "MistsCommandBuryGuard",
    "MistsCommandBuryGuardType",
    "MistsCommandEndRemovals",
    "MistsCommandEndRemovalsType",
    "MistsCommandHauntGraveyard",
    "MistsCommandHauntGraveyardType",
    "MistsCommandPlaceDog",
    "MistsCommandPlaceDogType",
    "MistsCommandPlaceFaceDown",
    "MistsCommandPlaceFaceDownType",
    "MistsCommandPlaceGuard",
    "MistsCommandPlaceGuardType",
    "MistsCommandPlaceTile",
    "MistsCommandPlaceTileType",
    "MistsCommandRemoveGhosts",
    "MistsCommandRemoveGhostsType",
    "MistsCommandRequest",
    "MistsCommandRequestRuleset",
    "MistsCommandResult",
    "MistsCommandResultRuleset",
    "MistsCommandScorePoints",
    "MistsCommandScorePointsType",
    "MistsCommandSkipGuard",
    "MistsCommandSkipGuardType",
    "MistsCreateGame",
    "MistsCreateGameRuleset",
    "MistsDogState",
    "MistsDogView",
    "MistsEffectDogsChanged",
    "MistsEffectDogsChangedType",
    "MistsEffectEnded",
    "MistsEffectEndedType",
    "MistsEffectFogClosed",
    "MistsEffectFogClosedType",
    "MistsEffectGhostsArrived",
    "MistsEffectGhostsArrivedType",
    "MistsEffectGhostsLeft",
    "MistsEffectGhostsLeftType",
    "MistsEffectGuardsBuried",
    "MistsEffectGuardsBuriedType",
    "MistsEffectGuardsReturned",
    "MistsEffectGuardsReturnedType",
    "MistsEffectScored",
    "MistsEffectScoredType",
    "MistsEffectTilesDiscarded",
    "MistsEffectTilesDiscardedType",
    "MistsEventDogPlaced",
    "MistsEventDogPlacedType",
    "MistsEventFaceDownPlaced",
    "MistsEventFaceDownPlacedType",
    "MistsEventGameCreated",
    "MistsEventGameCreatedType",
    "MistsEventGhostsRemoved",
    "MistsEventGhostsRemovedType",
    "MistsEventGraveyardHaunted",
    "MistsEventGraveyardHauntedType",
    "MistsEventGuardBuried",
    "MistsEventGuardBuriedFromSupply",
    "MistsEventGuardBuriedFromSupplyType",
    "MistsEventGuardBuriedType",
    "MistsEventGuardPlaced",
    "MistsEventGuardPlacedType",
    "MistsEventGuardSkipped",
    "MistsEventGuardSkippedType",
    "MistsEventPlayerResigned",
    "MistsEventPlayerResignedType",
    "MistsEventPointsScored",
    "MistsEventPointsScoredType",
    "MistsEventRecord",
    "MistsEventRecordRuleset",
    "MistsEventRemovalsEnded",
    "MistsEventRemovalsEndedType",
    "MistsEventTileDiscarded",
    "MistsEventTileDiscardedType",
    "MistsEventTileDrawn",
    "MistsEventTileDrawnType",
    "MistsEventTilePlaced",
    "MistsEventTilePlacedType",
    "MistsFeatureView",
    "MistsFogBankView",
    "MistsFogState",
    "MistsGame",
    "MistsGameExport",
    "MistsGameExportRuleset",
    "MistsGameRuleset",
    "MistsGameView",
    "MistsGameViewRuleset",
    "MistsGhostsView",
    "MistsGhostTarget",
    "MistsGraveyards",
    "MistsGraveyardView",
    "MistsGroupedMovesPlaceTile",
    "MistsGroupedMovesPlaceTileStep",
    "MistsGuardOption",
    "MistsGuardRef",
    "MistsHint",
    "MistsHintRuleset",
    "MistsKind",
    "MistsLegalMovesBuryGuard",
    "MistsLegalMovesBuryGuardStep",
    "MistsLegalMovesFinished",
    "MistsLegalMovesFinishedStep",
    "MistsLegalMovesHauntGraveyard",
    "MistsLegalMovesHauntGraveyardStep",
    "MistsLegalMovesPlaceDog",
    "MistsLegalMovesPlaceDogStep",
    "MistsLegalMovesPlaceFaceDown",
    "MistsLegalMovesPlaceFaceDownStep",
    "MistsLegalMovesPlaceGuard",
    "MistsLegalMovesPlaceGuardStep",
    "MistsLegalMovesPlaceTile",
    "MistsLegalMovesPlaceTileStep",
    "MistsLegalMovesRemoveGhosts",
    "MistsLegalMovesRemoveGhostsStep",
    "MistsLegalMovesResponse",
    "MistsLegalMovesResponseRuleset",
    "MistsLegalMovesScore",
    "MistsLegalMovesScoreStep",
    "MistsLevel",
    "MistsNewSeek",
    "MistsNewSeekRuleset",
    "MistsOptions",
    "MistsPilesView",
    "MistsPlayerView",
    "MistsRemoval",
    "MistsScoreKeeping",
    "MistsScoringChoice",
    "MistsScoringKind",
    "MistsScoringView",
    "MistsStateAt",
    "MistsStateAtRuleset",
    "MistsStep",
    "MistsTilePlacement",
    "MistsTilePlacementGroup",
    "MistsValidateRequest",
    "MistsValidateRequestRuleset",
    "NewChallenge",
    "NotificationKind",
    "OptionInfo",
    "OptionInfoDefaultType2",
    "OutcomeDefeat",
    "OutcomeDefeatResult",
    "OutcomeVictory",
    "OutcomeVictoryResult",
    "OutcomeWinners",
    "OutcomeWinnersResult",
    "PasswordChange",
    "Pool",
    "Pos",
    "Problem",
    "Profile",
    "RankedCommandClassicCommand",
    "RankedCommandDiscCommand",
    "RankedCommandHgCommand",
    "RankedCommandMistsCommand",
    "RatedResult",
    "RatingChangeView",
    "RatingHistoryPage",
    "RatingRange",
    "RatingView",
    "RefreshRequest",
    "RegionInfo",
    "RegionInfoAttributes",
    "RegionRef",
    "Ruleset",
    "RulesetId",
    "RulesetParametersType0",
    "RulesetProfile",
    "SeatOrder",
    "SeatTime",
    "Seek",
    "SeekStatus",
    "Spectators",
    "StreamTicket",
    "TeamRecord",
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
    "TileView",
    "TimeControlFischer",
    "TimeControlFischerKind",
    "TimeControlPerMove",
    "TimeControlPerMoveKind",
    "Token",
    "Validation",
    "WebhookChange",
    "WebhookDelivery",
    "WebhookDeliveryPage",
    "WebhookEndpoint",
    "WebhookMessage",
    "WebhookMessageData",
    "WebhookRegistration",
    "WebhookSecret",
)
