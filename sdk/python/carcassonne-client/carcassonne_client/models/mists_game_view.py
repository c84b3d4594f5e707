from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_game_view_ruleset import MistsGameViewRuleset
from ..models.mists_step import MistsStep
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_burial_view import MistsBurialView
  from ..models.mists_colour_view import MistsColourView
  from ..models.mists_dog_view import MistsDogView
  from ..models.mists_feature_view import MistsFeatureView
  from ..models.mists_fog_bank_view import MistsFogBankView
  from ..models.mists_ghosts_view import MistsGhostsView
  from ..models.mists_graveyard_view import MistsGraveyardView
  from ..models.mists_guard_ref import MistsGuardRef
  from ..models.mists_level import MistsLevel
  from ..models.mists_options import MistsOptions
  from ..models.mists_piles_view import MistsPilesView
  from ..models.mists_player_view import MistsPlayerView
  from ..models.mists_scoring_view import MistsScoringView
  from ..models.outcome_defeat import OutcomeDefeat
  from ..models.outcome_victory import OutcomeVictory
  from ..models.outcome_winners import OutcomeWinners
  from ..models.pos import Pos
  from ..models.tile_count import TileCount
  from ..models.tile_view import TileView





T = TypeVar("T", bound="MistsGameView")



@_attrs_define
class MistsGameView:
    """ The state of a Mists game as clients see it.

        Attributes:
            board (list[TileView]): Placed tiles in placement order.
            buried (list[MistsBurialView]): Buried guards.
            colours (list[MistsColourView]): The colours in play.
            custom (bool): Whether the creator fixed the tile order (custom or puzzle game).
            deciders (list[int]): Seats that may send the next command: the player to move, or in a
                team decision every seat of the team; empty once the game is over.
            discarded (list[str]): Tiles removed because they fitted nowhere, in the order drawn.
            dogs (list[MistsDogView]): The two dogs (levels 3-6).
            face_down (list[Pos]): Cells of face-down tiles (which tiles they are stays hidden).
            features (list[MistsFeatureView]): Roads, cities and castles.
            fog (list[MistsFogBankView]): Fog banks.
            ghosts (MistsGhostsView): Where the ghosts are: the bank, the board and the box add up to 15.
            graveyards (list[MistsGraveyardView]): Graveyards, in placement order.
            guards (list[MistsGuardRef]): Standing guards.
            level (MistsLevel): The parameters of one level.
            options (MistsOptions): Game options of Mists over Carcassonne.
            piles (MistsPilesView): The piles (MISTS-SETUP-4): how many tiles each holds now.
            players (list[MistsPlayerView]): Players by seat; a seat's `score` is what its colours earned.
            remaining (list[TileCount]): How many of each tile type are still to be drawn from every supply,
                in catalog order (not the draw order).
            ruleset (MistsGameViewRuleset): The rule set.
            scorings (list[MistsScoringView]): Every scoring so far.
            step (MistsStep): What happens next in a Mists game.
            team_score (int): Levels 1-5: the team score (level 6: each colour's in `colours`).
            tiles_left (int): Tiles not yet drawn from the main supply (never their order): the
                tile being placed is no longer among them, in every step and every
                rule set.
            turn (int): Turns completed so far (see above).
            waiting (list[int]): Features closed this turn that still wait for the team's choice
                (ids as in `features`), the one being decided first.
            current_player (int | None | Unset): The seat whose turn it is; none once the game is over.
            current_tile (None | str | Unset): The tile the player to move holds, or has just placed.
            outcome (None | OutcomeDefeat | OutcomeVictory | OutcomeWinners | Unset):
            placed_at (None | Pos | Unset):
     """

    board: list[TileView]
    buried: list[MistsBurialView]
    colours: list[MistsColourView]
    custom: bool
    deciders: list[int]
    discarded: list[str]
    dogs: list[MistsDogView]
    face_down: list[Pos]
    features: list[MistsFeatureView]
    fog: list[MistsFogBankView]
    ghosts: MistsGhostsView
    graveyards: list[MistsGraveyardView]
    guards: list[MistsGuardRef]
    level: MistsLevel
    options: MistsOptions
    piles: MistsPilesView
    players: list[MistsPlayerView]
    remaining: list[TileCount]
    ruleset: MistsGameViewRuleset
    scorings: list[MistsScoringView]
    step: MistsStep
    team_score: int
    tiles_left: int
    turn: int
    waiting: list[int]
    current_player: int | None | Unset = UNSET
    current_tile: None | str | Unset = UNSET
    outcome: None | OutcomeDefeat | OutcomeVictory | OutcomeWinners | Unset = UNSET
    placed_at: None | Pos | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_burial_view import MistsBurialView # noqa: PLC0415
        from ..models.mists_colour_view import MistsColourView # noqa: PLC0415
        from ..models.mists_dog_view import MistsDogView # noqa: PLC0415
        from ..models.mists_feature_view import MistsFeatureView # noqa: PLC0415
        from ..models.mists_fog_bank_view import MistsFogBankView # noqa: PLC0415
        from ..models.mists_ghosts_view import MistsGhostsView # noqa: PLC0415
        from ..models.mists_graveyard_view import MistsGraveyardView # noqa: PLC0415
        from ..models.mists_guard_ref import MistsGuardRef # noqa: PLC0415
        from ..models.mists_level import MistsLevel # noqa: PLC0415
        from ..models.mists_options import MistsOptions # noqa: PLC0415
        from ..models.mists_piles_view import MistsPilesView # noqa: PLC0415
        from ..models.mists_player_view import MistsPlayerView # noqa: PLC0415
        from ..models.mists_scoring_view import MistsScoringView # noqa: PLC0415
        from ..models.outcome_defeat import OutcomeDefeat # noqa: PLC0415
        from ..models.outcome_victory import OutcomeVictory # noqa: PLC0415
        from ..models.outcome_winners import OutcomeWinners # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.tile_count import TileCount # noqa: PLC0415
        from ..models.tile_view import TileView # noqa: PLC0415
        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)



        buried = []
        for buried_item_data in self.buried:
            buried_item = buried_item_data.to_dict()
            buried.append(buried_item)



        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.to_dict()
            colours.append(colours_item)



        custom = self.custom

        deciders = self.deciders



        discarded = self.discarded



        dogs = []
        for dogs_item_data in self.dogs:
            dogs_item = dogs_item_data.to_dict()
            dogs.append(dogs_item)



        face_down = []
        for face_down_item_data in self.face_down:
            face_down_item = face_down_item_data.to_dict()
            face_down.append(face_down_item)



        features = []
        for features_item_data in self.features:
            features_item = features_item_data.to_dict()
            features.append(features_item)



        fog = []
        for fog_item_data in self.fog:
            fog_item = fog_item_data.to_dict()
            fog.append(fog_item)



        ghosts = self.ghosts.to_dict()

        graveyards = []
        for graveyards_item_data in self.graveyards:
            graveyards_item = graveyards_item_data.to_dict()
            graveyards.append(graveyards_item)



        guards = []
        for guards_item_data in self.guards:
            guards_item = guards_item_data.to_dict()
            guards.append(guards_item)



        level = self.level.to_dict()

        options = self.options.to_dict()

        piles = self.piles.to_dict()

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



        step = self.step.value

        team_score = self.team_score

        tiles_left = self.tiles_left

        turn = self.turn

        waiting = self.waiting



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
            "board": board,
            "buried": buried,
            "colours": colours,
            "custom": custom,
            "deciders": deciders,
            "discarded": discarded,
            "dogs": dogs,
            "face_down": face_down,
            "features": features,
            "fog": fog,
            "ghosts": ghosts,
            "graveyards": graveyards,
            "guards": guards,
            "level": level,
            "options": options,
            "piles": piles,
            "players": players,
            "remaining": remaining,
            "ruleset": ruleset,
            "scorings": scorings,
            "step": step,
            "team_score": team_score,
            "tiles_left": tiles_left,
            "turn": turn,
            "waiting": waiting,
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
        from ..models.mists_burial_view import MistsBurialView # noqa: PLC0415
        from ..models.mists_colour_view import MistsColourView # noqa: PLC0415
        from ..models.mists_dog_view import MistsDogView # noqa: PLC0415
        from ..models.mists_feature_view import MistsFeatureView # noqa: PLC0415
        from ..models.mists_fog_bank_view import MistsFogBankView # noqa: PLC0415
        from ..models.mists_ghosts_view import MistsGhostsView # noqa: PLC0415
        from ..models.mists_graveyard_view import MistsGraveyardView # noqa: PLC0415
        from ..models.mists_guard_ref import MistsGuardRef # noqa: PLC0415
        from ..models.mists_level import MistsLevel # noqa: PLC0415
        from ..models.mists_options import MistsOptions # noqa: PLC0415
        from ..models.mists_piles_view import MistsPilesView # noqa: PLC0415
        from ..models.mists_player_view import MistsPlayerView # noqa: PLC0415
        from ..models.mists_scoring_view import MistsScoringView # noqa: PLC0415
        from ..models.outcome_defeat import OutcomeDefeat # noqa: PLC0415
        from ..models.outcome_victory import OutcomeVictory # noqa: PLC0415
        from ..models.outcome_winners import OutcomeWinners # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        from ..models.tile_count import TileCount # noqa: PLC0415
        from ..models.tile_view import TileView # noqa: PLC0415
        d = dict(src_dict)
        board = []
        _board = d.pop("board")
        for board_item_data in (_board):
            board_item = TileView.from_dict(board_item_data)



            board.append(board_item)


        buried = []
        _buried = d.pop("buried")
        for buried_item_data in (_buried):
            buried_item = MistsBurialView.from_dict(buried_item_data)



            buried.append(buried_item)


        colours = []
        _colours = d.pop("colours")
        for colours_item_data in (_colours):
            colours_item = MistsColourView.from_dict(colours_item_data)



            colours.append(colours_item)


        custom = d.pop("custom")

        deciders = cast(list[int], d.pop("deciders"))


        discarded = cast(list[str], d.pop("discarded"))


        dogs = []
        _dogs = d.pop("dogs")
        for dogs_item_data in (_dogs):
            dogs_item = MistsDogView.from_dict(dogs_item_data)



            dogs.append(dogs_item)


        face_down = []
        _face_down = d.pop("face_down")
        for face_down_item_data in (_face_down):
            face_down_item = Pos.from_dict(face_down_item_data)



            face_down.append(face_down_item)


        features = []
        _features = d.pop("features")
        for features_item_data in (_features):
            features_item = MistsFeatureView.from_dict(features_item_data)



            features.append(features_item)


        fog = []
        _fog = d.pop("fog")
        for fog_item_data in (_fog):
            fog_item = MistsFogBankView.from_dict(fog_item_data)



            fog.append(fog_item)


        ghosts = MistsGhostsView.from_dict(d.pop("ghosts"))




        graveyards = []
        _graveyards = d.pop("graveyards")
        for graveyards_item_data in (_graveyards):
            graveyards_item = MistsGraveyardView.from_dict(graveyards_item_data)



            graveyards.append(graveyards_item)


        guards = []
        _guards = d.pop("guards")
        for guards_item_data in (_guards):
            guards_item = MistsGuardRef.from_dict(guards_item_data)



            guards.append(guards_item)


        level = MistsLevel.from_dict(d.pop("level"))




        options = MistsOptions.from_dict(d.pop("options"))




        piles = MistsPilesView.from_dict(d.pop("piles"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = MistsPlayerView.from_dict(players_item_data)



            players.append(players_item)


        remaining = []
        _remaining = d.pop("remaining")
        for remaining_item_data in (_remaining):
            remaining_item = TileCount.from_dict(remaining_item_data)



            remaining.append(remaining_item)


        ruleset = MistsGameViewRuleset(d.pop("ruleset"))




        scorings = []
        _scorings = d.pop("scorings")
        for scorings_item_data in (_scorings):
            scorings_item = MistsScoringView.from_dict(scorings_item_data)



            scorings.append(scorings_item)


        step = MistsStep(d.pop("step"))




        team_score = d.pop("team_score")

        tiles_left = d.pop("tiles_left")

        turn = d.pop("turn")

        waiting = cast(list[int], d.pop("waiting"))


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


        mists_game_view = cls(
            board=board,
            buried=buried,
            colours=colours,
            custom=custom,
            deciders=deciders,
            discarded=discarded,
            dogs=dogs,
            face_down=face_down,
            features=features,
            fog=fog,
            ghosts=ghosts,
            graveyards=graveyards,
            guards=guards,
            level=level,
            options=options,
            piles=piles,
            players=players,
            remaining=remaining,
            ruleset=ruleset,
            scorings=scorings,
            step=step,
            team_score=team_score,
            tiles_left=tiles_left,
            turn=turn,
            waiting=waiting,
            current_player=current_player,
            current_tile=current_tile,
            outcome=outcome,
            placed_at=placed_at,
        )


        mists_game_view.additional_properties = d
        return mists_game_view

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
