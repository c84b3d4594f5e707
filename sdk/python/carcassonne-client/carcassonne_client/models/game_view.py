from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.barn_view import BarnView
  from ..models.feature_view import FeatureView
  from ..models.figure_view import FigureView
  from ..models.options import Options
  from ..models.player_view import PlayerView
  from ..models.pos import Pos
  from ..models.scoring_view import ScoringView
  from ..models.tile_count import TileCount
  from ..models.tile_view import TileView





T = TypeVar("T", bound="GameView")



@_attrs_define
class GameView:
    """ The state of a game as clients see it.

        Attributes:
            barns (list[BarnView]): Barns on the board (Abbey & Mayor).
            board (list[TileView]): Placed tiles in placement order.
            custom (bool): Whether the creator fixed the tile order (custom or puzzle game).
            discarded (list[str]): Tiles removed because they fitted nowhere.
            features (list[FeatureView]): Every feature on the board.
            figures (list[FigureView]): Figures on the board.
            options (Options): Game options of the base game.
            players (list[PlayerView]): Players by seat.
            remaining (list[TileCount]): How many of each tile type are still to be drawn (not their order).
            scorings (list[ScoringView]): Every scoring so far.
            step (str): What happens next: `place_tile`, `place_figure`, `choose_tile`
                (abbey or draw), `last_abbeys` (abbey or pass), `move_wagon` or
                `finished`. Example: place_tile.
            tiles_left (int): Tiles still to be drawn.
            turn (int): Turns completed.
            winners (list[int]): Seats with the highest score once the game is finished.
            current_player (int | None | Unset): Seat to move; none when finished.
            current_tile (None | str | Unset):
            placed_at (None | Pos | Unset):
     """

    barns: list[BarnView]
    board: list[TileView]
    custom: bool
    discarded: list[str]
    features: list[FeatureView]
    figures: list[FigureView]
    options: Options
    players: list[PlayerView]
    remaining: list[TileCount]
    scorings: list[ScoringView]
    step: str
    tiles_left: int
    turn: int
    winners: list[int]
    current_player: int | None | Unset = UNSET
    current_tile: None | str | Unset = UNSET
    placed_at: None | Pos | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.barn_view import BarnView # noqa: PLC0415
        from ..models.feature_view import FeatureView # noqa: PLC0415
        from ..models.figure_view import FigureView # noqa: PLC0415
        from ..models.options import Options # noqa: PLC0415
        from ..models.player_view import PlayerView # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.scoring_view import ScoringView # noqa: PLC0415
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

        discarded = self.discarded



        features = []
        for features_item_data in self.features:
            features_item = features_item_data.to_dict()
            features.append(features_item)



        figures = []
        for figures_item_data in self.figures:
            figures_item = figures_item_data.to_dict()
            figures.append(figures_item)



        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        remaining = []
        for remaining_item_data in self.remaining:
            remaining_item = remaining_item_data.to_dict()
            remaining.append(remaining_item)



        scorings = []
        for scorings_item_data in self.scorings:
            scorings_item = scorings_item_data.to_dict()
            scorings.append(scorings_item)



        step = self.step

        tiles_left = self.tiles_left

        turn = self.turn

        winners = self.winners



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
            "discarded": discarded,
            "features": features,
            "figures": figures,
            "options": options,
            "players": players,
            "remaining": remaining,
            "scorings": scorings,
            "step": step,
            "tiles_left": tiles_left,
            "turn": turn,
            "winners": winners,
        })
        if current_player is not UNSET:
            field_dict["current_player"] = current_player
        if current_tile is not UNSET:
            field_dict["current_tile"] = current_tile
        if placed_at is not UNSET:
            field_dict["placed_at"] = placed_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.barn_view import BarnView # noqa: PLC0415
        from ..models.feature_view import FeatureView # noqa: PLC0415
        from ..models.figure_view import FigureView # noqa: PLC0415
        from ..models.options import Options # noqa: PLC0415
        from ..models.player_view import PlayerView # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.scoring_view import ScoringView # noqa: PLC0415
        from ..models.tile_count import TileCount # noqa: PLC0415
        from ..models.tile_view import TileView # noqa: PLC0415
        d = dict(src_dict)
        barns = []
        _barns = d.pop("barns")
        for barns_item_data in (_barns):
            barns_item = BarnView.from_dict(barns_item_data)



            barns.append(barns_item)


        board = []
        _board = d.pop("board")
        for board_item_data in (_board):
            board_item = TileView.from_dict(board_item_data)



            board.append(board_item)


        custom = d.pop("custom")

        discarded = cast(list[str], d.pop("discarded"))


        features = []
        _features = d.pop("features")
        for features_item_data in (_features):
            features_item = FeatureView.from_dict(features_item_data)



            features.append(features_item)


        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = FigureView.from_dict(figures_item_data)



            figures.append(figures_item)


        options = Options.from_dict(d.pop("options"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PlayerView.from_dict(players_item_data)



            players.append(players_item)


        remaining = []
        _remaining = d.pop("remaining")
        for remaining_item_data in (_remaining):
            remaining_item = TileCount.from_dict(remaining_item_data)



            remaining.append(remaining_item)


        scorings = []
        _scorings = d.pop("scorings")
        for scorings_item_data in (_scorings):
            scorings_item = ScoringView.from_dict(scorings_item_data)



            scorings.append(scorings_item)


        step = d.pop("step")

        tiles_left = d.pop("tiles_left")

        turn = d.pop("turn")

        winners = cast(list[int], d.pop("winners"))


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


        game_view = cls(
            barns=barns,
            board=board,
            custom=custom,
            discarded=discarded,
            features=features,
            figures=figures,
            options=options,
            players=players,
            remaining=remaining,
            scorings=scorings,
            step=step,
            tiles_left=tiles_left,
            turn=turn,
            winners=winners,
            current_player=current_player,
            current_tile=current_tile,
            placed_at=placed_at,
        )


        game_view.additional_properties = d
        return game_view

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
