from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_game_view_ruleset import ClassicGameViewRuleset
from ..models.classic_step import ClassicStep
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_barn_view import ClassicBarnView
  from ..models.classic_feature_view import ClassicFeatureView
  from ..models.classic_figure_view import ClassicFigureView
  from ..models.classic_goods_scoring import ClassicGoodsScoring
  from ..models.classic_options import ClassicOptions
  from ..models.classic_player_view import ClassicPlayerView
  from ..models.classic_scoring_view import ClassicScoringView
  from ..models.outcome_defeat import OutcomeDefeat
  from ..models.outcome_victory import OutcomeVictory
  from ..models.outcome_winners import OutcomeWinners
  from ..models.pos import Pos
  from ..models.tile_count import TileCount
  from ..models.tile_view import TileView





T = TypeVar("T", bound="ClassicGameView")



@_attrs_define
class ClassicGameView:
    """ The state of a classic game as clients see it.

        Attributes:
            barns (list[ClassicBarnView]): Abbey & Mayor: barns on the board.
            board (list[TileView]): Placed tiles in placement order.
            custom (bool): Whether the creator fixed the tile order (custom or puzzle game).
            deciders (list[int]): Seats that may send the next command: the player to move, or in a
                team decision every seat of the team; empty once the game is over.
            discarded (list[str]): Tiles removed because they fitted nowhere, in the order drawn.
            features (list[ClassicFeatureView]): Every feature on the board.
            figures (list[ClassicFigureView]): Figures on the board; once the game is over, where they stood at the
                end (the final scoring returned them).
            goods_scorings (list[ClassicGoodsScoring]): Traders & Builders: the goods' final scoring, once the game is over
                (TB-GOODS-3).
            holes (list[Pos]): Abbey & Mayor: empty cells with a tile on all four sides, where an
                abbey may go (AM-ABBEY-1), by row and column; empty without abbeys.
            options (ClassicOptions): Game options of the base game.
            players (list[ClassicPlayerView]): Players by seat.
            remaining (list[TileCount]): How many of each tile type are still to be drawn from every supply,
                in catalog order (not the draw order).
            ruleset (ClassicGameViewRuleset): The rule set.
            scorings (list[ClassicScoringView]): Every scoring so far.
            second_turn (bool): Traders & Builders: the player to move takes a builder's second
                turn (TB-BUILD-2); it earns no third.
            step (ClassicStep): What happens next in a classic game.
            tiles_left (int): Tiles not yet drawn from the main supply (never their order): the
                tile being placed is no longer among them, in every step and every
                rule set.
            turn (int): Turns completed so far (see above).
            waiting_wagons (list[ClassicFigureView]): Abbey & Mayor: wagons of features scored this turn, waiting for
                their owners to move them, in decision order (AM-WAGON-5).
            current_player (int | None | Unset): The seat whose turn it is; none once the game is over.
            current_tile (None | str | Unset): The tile the player to move holds, or has just placed.
            outcome (None | OutcomeDefeat | OutcomeVictory | OutcomeWinners | Unset):
            placed_at (None | Pos | Unset):
     """

    barns: list[ClassicBarnView]
    board: list[TileView]
    custom: bool
    deciders: list[int]
    discarded: list[str]
    features: list[ClassicFeatureView]
    figures: list[ClassicFigureView]
    goods_scorings: list[ClassicGoodsScoring]
    holes: list[Pos]
    options: ClassicOptions
    players: list[ClassicPlayerView]
    remaining: list[TileCount]
    ruleset: ClassicGameViewRuleset
    scorings: list[ClassicScoringView]
    second_turn: bool
    step: ClassicStep
    tiles_left: int
    turn: int
    waiting_wagons: list[ClassicFigureView]
    current_player: int | None | Unset = UNSET
    current_tile: None | str | Unset = UNSET
    outcome: None | OutcomeDefeat | OutcomeVictory | OutcomeWinners | Unset = UNSET
    placed_at: None | Pos | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_barn_view import ClassicBarnView # noqa: PLC0415
        from ..models.classic_feature_view import ClassicFeatureView # noqa: PLC0415
        from ..models.classic_figure_view import ClassicFigureView # noqa: PLC0415
        from ..models.classic_goods_scoring import ClassicGoodsScoring # noqa: PLC0415
        from ..models.classic_options import ClassicOptions # noqa: PLC0415
        from ..models.classic_player_view import ClassicPlayerView # noqa: PLC0415
        from ..models.classic_scoring_view import ClassicScoringView # noqa: PLC0415
        from ..models.outcome_defeat import OutcomeDefeat # noqa: PLC0415
        from ..models.outcome_victory import OutcomeVictory # noqa: PLC0415
        from ..models.outcome_winners import OutcomeWinners # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.tile_count import TileCount # noqa: PLC0415
        from ..models.tile_view import TileView # noqa: PLC0415
        barns = []
        for barns_item_data in self.barns:
            barns_item = barns_item_data.to_dict()
            barns.append(barns_item)



        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)



        custom = self.custom

        deciders = self.deciders



        discarded = self.discarded



        features = []
        for features_item_data in self.features:
            features_item = features_item_data.to_dict()
            features.append(features_item)



        figures = []
        for figures_item_data in self.figures:
            figures_item = figures_item_data.to_dict()
            figures.append(figures_item)



        goods_scorings = []
        for goods_scorings_item_data in self.goods_scorings:
            goods_scorings_item = goods_scorings_item_data.to_dict()
            goods_scorings.append(goods_scorings_item)



        holes = []
        for holes_item_data in self.holes:
            holes_item = holes_item_data.to_dict()
            holes.append(holes_item)



        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        remaining = []
        for remaining_item_data in self.remaining:
            remaining_item = remaining_item_data.to_dict()
            remaining.append(remaining_item)



        ruleset = self.ruleset.value

        scorings = []
        for scorings_item_data in self.scorings:
            scorings_item = scorings_item_data.to_dict()
            scorings.append(scorings_item)



        second_turn = self.second_turn

        step = self.step.value

        tiles_left = self.tiles_left

        turn = self.turn

        waiting_wagons = []
        for waiting_wagons_item_data in self.waiting_wagons:
            waiting_wagons_item = waiting_wagons_item_data.to_dict()
            waiting_wagons.append(waiting_wagons_item)



        current_player: int | None | Unset
        if isinstance(self.current_player, Unset):
            current_player = UNSET
        else:
            current_player = self.current_player

        current_tile: None | str | Unset
        if isinstance(self.current_tile, Unset):
            current_tile = UNSET
        else:
            current_tile = self.current_tile

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, OutcomeWinners):
            outcome = self.outcome.to_dict()
        elif isinstance(self.outcome, OutcomeVictory):
            outcome = self.outcome.to_dict()
        elif isinstance(self.outcome, OutcomeDefeat):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        placed_at: dict[str, Any] | None | Unset
        if isinstance(self.placed_at, Unset):
            placed_at = UNSET
        elif isinstance(self.placed_at, Pos):
            placed_at = self.placed_at.to_dict()
        else:
            placed_at = self.placed_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "barns": barns,
            "board": board,
            "custom": custom,
            "deciders": deciders,
            "discarded": discarded,
            "features": features,
            "figures": figures,
            "goods_scorings": goods_scorings,
            "holes": holes,
            "options": options,
            "players": players,
            "remaining": remaining,
            "ruleset": ruleset,
            "scorings": scorings,
            "second_turn": second_turn,
            "step": step,
            "tiles_left": tiles_left,
            "turn": turn,
            "waiting_wagons": waiting_wagons,
        })
        if current_player is not UNSET:
            field_dict["current_player"] = current_player
        if current_tile is not UNSET:
            field_dict["current_tile"] = current_tile
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if placed_at is not UNSET:
            field_dict["placed_at"] = placed_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_barn_view import ClassicBarnView # noqa: PLC0415
        from ..models.classic_feature_view import ClassicFeatureView # noqa: PLC0415
        from ..models.classic_figure_view import ClassicFigureView # noqa: PLC0415
        from ..models.classic_goods_scoring import ClassicGoodsScoring # noqa: PLC0415
        from ..models.classic_options import ClassicOptions # noqa: PLC0415
        from ..models.classic_player_view import ClassicPlayerView # noqa: PLC0415
        from ..models.classic_scoring_view import ClassicScoringView # noqa: PLC0415
        from ..models.outcome_defeat import OutcomeDefeat # noqa: PLC0415
        from ..models.outcome_victory import OutcomeVictory # noqa: PLC0415
        from ..models.outcome_winners import OutcomeWinners # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.tile_count import TileCount # noqa: PLC0415
        from ..models.tile_view import TileView # noqa: PLC0415
        d = dict(src_dict)
        barns = []
        _barns = d.pop("barns")
        for barns_item_data in (_barns):
            barns_item = ClassicBarnView.from_dict(barns_item_data)



            barns.append(barns_item)


        board = []
        _board = d.pop("board")
        for board_item_data in (_board):
            board_item = TileView.from_dict(board_item_data)



            board.append(board_item)


        custom = d.pop("custom")

        deciders = cast(list[int], d.pop("deciders"))


        discarded = cast(list[str], d.pop("discarded"))


        features = []
        _features = d.pop("features")
        for features_item_data in (_features):
            features_item = ClassicFeatureView.from_dict(features_item_data)



            features.append(features_item)


        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = ClassicFigureView.from_dict(figures_item_data)



            figures.append(figures_item)


        goods_scorings = []
        _goods_scorings = d.pop("goods_scorings")
        for goods_scorings_item_data in (_goods_scorings):
            goods_scorings_item = ClassicGoodsScoring.from_dict(goods_scorings_item_data)



            goods_scorings.append(goods_scorings_item)


        holes = []
        _holes = d.pop("holes")
        for holes_item_data in (_holes):
            holes_item = Pos.from_dict(holes_item_data)



            holes.append(holes_item)


        options = ClassicOptions.from_dict(d.pop("options"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ClassicPlayerView.from_dict(players_item_data)



            players.append(players_item)


        remaining = []
        _remaining = d.pop("remaining")
        for remaining_item_data in (_remaining):
            remaining_item = TileCount.from_dict(remaining_item_data)



            remaining.append(remaining_item)


        ruleset = ClassicGameViewRuleset(d.pop("ruleset"))




        scorings = []
        _scorings = d.pop("scorings")
        for scorings_item_data in (_scorings):
            scorings_item = ClassicScoringView.from_dict(scorings_item_data)



            scorings.append(scorings_item)


        second_turn = d.pop("second_turn")

        step = ClassicStep(d.pop("step"))




        tiles_left = d.pop("tiles_left")

        turn = d.pop("turn")

        waiting_wagons = []
        _waiting_wagons = d.pop("waiting_wagons")
        for waiting_wagons_item_data in (_waiting_wagons):
            waiting_wagons_item = ClassicFigureView.from_dict(waiting_wagons_item_data)



            waiting_wagons.append(waiting_wagons_item)


        def _parse_current_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current_player = _parse_current_player(d.pop("current_player", UNSET))


        def _parse_current_tile(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        current_tile = _parse_current_tile(d.pop("current_tile", UNSET))


        def _parse_outcome(data: object) -> None | OutcomeDefeat | OutcomeVictory | OutcomeWinners | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_outcome_type_0 = OutcomeWinners.from_dict(data)



                return componentsschemas_outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_outcome_type_1 = OutcomeVictory.from_dict(data)



                return componentsschemas_outcome_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_outcome_type_2 = OutcomeDefeat.from_dict(data)



                return componentsschemas_outcome_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OutcomeDefeat | OutcomeVictory | OutcomeWinners | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))


        def _parse_placed_at(data: object) -> None | Pos | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                placed_at_type_0 = Pos.from_dict(data)



                return placed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Pos | Unset, data)

        placed_at = _parse_placed_at(d.pop("placed_at", UNSET))


        classic_game_view = cls(
            barns=barns,
            board=board,
            custom=custom,
            deciders=deciders,
            discarded=discarded,
            features=features,
            figures=figures,
            goods_scorings=goods_scorings,
            holes=holes,
            options=options,
            players=players,
            remaining=remaining,
            ruleset=ruleset,
            scorings=scorings,
            second_turn=second_turn,
            step=step,
            tiles_left=tiles_left,
            turn=turn,
            waiting_wagons=waiting_wagons,
            current_player=current_player,
            current_tile=current_tile,
            outcome=outcome,
            placed_at=placed_at,
        )


        classic_game_view.additional_properties = d
        return classic_game_view

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
