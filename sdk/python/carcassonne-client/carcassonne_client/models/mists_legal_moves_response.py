from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_legal_moves_response_ruleset import MistsLegalMovesResponseRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_command_bury_from_supply import MistsCommandBuryFromSupply
  from ..models.mists_command_bury_guard import MistsCommandBuryGuard
  from ..models.mists_command_end_removals import MistsCommandEndRemovals
  from ..models.mists_command_haunt_graveyard import MistsCommandHauntGraveyard
  from ..models.mists_command_place_dog import MistsCommandPlaceDog
  from ..models.mists_command_place_face_down import MistsCommandPlaceFaceDown
  from ..models.mists_command_place_guard import MistsCommandPlaceGuard
  from ..models.mists_command_place_tile import MistsCommandPlaceTile
  from ..models.mists_command_remove_ghosts import MistsCommandRemoveGhosts
  from ..models.mists_command_score_points import MistsCommandScorePoints
  from ..models.mists_command_skip_guard import MistsCommandSkipGuard
  from ..models.mists_grouped_moves_place_tile import MistsGroupedMovesPlaceTile
  from ..models.mists_legal_moves_bury_guard import MistsLegalMovesBuryGuard
  from ..models.mists_legal_moves_finished import MistsLegalMovesFinished
  from ..models.mists_legal_moves_haunt_graveyard import MistsLegalMovesHauntGraveyard
  from ..models.mists_legal_moves_place_dog import MistsLegalMovesPlaceDog
  from ..models.mists_legal_moves_place_face_down import MistsLegalMovesPlaceFaceDown
  from ..models.mists_legal_moves_place_guard import MistsLegalMovesPlaceGuard
  from ..models.mists_legal_moves_place_tile import MistsLegalMovesPlaceTile
  from ..models.mists_legal_moves_remove_ghosts import MistsLegalMovesRemoveGhosts
  from ..models.mists_legal_moves_score import MistsLegalMovesScore





T = TypeVar("T", bound="MistsLegalMovesResponse")



@_attrs_define
class MistsLegalMovesResponse:
    """ The legal moves of the current turn, for the caller.

        Attributes:
            ruleset (MistsLegalMovesResponseRuleset): The rule set.
            seq (int): Sequence number they are valid at.
            commands (list[MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals |
                MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard |
                MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard] | None |
                Unset): The same choices as `moves`, each as a command ready to send (a
                tile placement without its figure: that is the next decision);
                absent when the caller cannot move now, or not asked for
                (`include`).
            current_player (int | None | Unset): Seat to move, if any.
            detail (None | str | Unset): Why there are no moves for the caller.
            grouped (MistsGroupedMovesPlaceTile | MistsLegalMovesBuryGuard | MistsLegalMovesFinished |
                MistsLegalMovesHauntGraveyard | MistsLegalMovesPlaceDog | MistsLegalMovesPlaceFaceDown |
                MistsLegalMovesPlaceGuard | MistsLegalMovesRemoveGhosts | MistsLegalMovesScore | None | Unset):
            moves (MistsLegalMovesBuryGuard | MistsLegalMovesFinished | MistsLegalMovesHauntGraveyard |
                MistsLegalMovesPlaceDog | MistsLegalMovesPlaceFaceDown | MistsLegalMovesPlaceGuard | MistsLegalMovesPlaceTile |
                MistsLegalMovesRemoveGhosts | MistsLegalMovesScore | None | Unset):
            your_seat (int | None | Unset): The caller's seat, if seated (the current one in a single-seat game).
     """

    ruleset: MistsLegalMovesResponseRuleset
    seq: int
    commands: list[MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard] | None | Unset = UNSET
    current_player: int | None | Unset = UNSET
    detail: None | str | Unset = UNSET
    grouped: MistsGroupedMovesPlaceTile | MistsLegalMovesBuryGuard | MistsLegalMovesFinished | MistsLegalMovesHauntGraveyard | MistsLegalMovesPlaceDog | MistsLegalMovesPlaceFaceDown | MistsLegalMovesPlaceGuard | MistsLegalMovesRemoveGhosts | MistsLegalMovesScore | None | Unset = UNSET
    moves: MistsLegalMovesBuryGuard | MistsLegalMovesFinished | MistsLegalMovesHauntGraveyard | MistsLegalMovesPlaceDog | MistsLegalMovesPlaceFaceDown | MistsLegalMovesPlaceGuard | MistsLegalMovesPlaceTile | MistsLegalMovesRemoveGhosts | MistsLegalMovesScore | None | Unset = UNSET
    your_seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_command_bury_from_supply import MistsCommandBuryFromSupply # noqa: PLC0415
        from ..models.mists_command_bury_guard import MistsCommandBuryGuard # noqa: PLC0415
        from ..models.mists_command_end_removals import MistsCommandEndRemovals # noqa: PLC0415
        from ..models.mists_command_haunt_graveyard import MistsCommandHauntGraveyard # noqa: PLC0415
        from ..models.mists_command_place_dog import MistsCommandPlaceDog # noqa: PLC0415
        from ..models.mists_command_place_face_down import MistsCommandPlaceFaceDown # noqa: PLC0415
        from ..models.mists_command_place_guard import MistsCommandPlaceGuard # noqa: PLC0415
        from ..models.mists_command_place_tile import MistsCommandPlaceTile # noqa: PLC0415
        from ..models.mists_command_remove_ghosts import MistsCommandRemoveGhosts # noqa: PLC0415
        from ..models.mists_command_score_points import MistsCommandScorePoints # noqa: PLC0415
        from ..models.mists_command_skip_guard import MistsCommandSkipGuard # noqa: PLC0415
        from ..models.mists_grouped_moves_place_tile import MistsGroupedMovesPlaceTile # noqa: PLC0415
        from ..models.mists_legal_moves_bury_guard import MistsLegalMovesBuryGuard # noqa: PLC0415
        from ..models.mists_legal_moves_finished import MistsLegalMovesFinished # noqa: PLC0415
        from ..models.mists_legal_moves_haunt_graveyard import MistsLegalMovesHauntGraveyard # noqa: PLC0415
        from ..models.mists_legal_moves_place_dog import MistsLegalMovesPlaceDog # noqa: PLC0415
        from ..models.mists_legal_moves_place_face_down import MistsLegalMovesPlaceFaceDown # noqa: PLC0415
        from ..models.mists_legal_moves_place_guard import MistsLegalMovesPlaceGuard # noqa: PLC0415
        from ..models.mists_legal_moves_place_tile import MistsLegalMovesPlaceTile # noqa: PLC0415
        from ..models.mists_legal_moves_remove_ghosts import MistsLegalMovesRemoveGhosts # noqa: PLC0415
        from ..models.mists_legal_moves_score import MistsLegalMovesScore # noqa: PLC0415
        ruleset = self.ruleset.value

        seq = self.seq

        commands: list[dict[str, Any]] | None | Unset
        if isinstance(self.commands, Unset):
            commands = UNSET
        elif isinstance(self.commands, list):
            commands = []
            for commands_type_0_item_data in self.commands:
                commands_type_0_item: dict[str, Any]
                if isinstance(commands_type_0_item_data, MistsCommandPlaceTile):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, MistsCommandBuryGuard):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, MistsCommandBuryFromSupply):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, MistsCommandHauntGraveyard):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, MistsCommandPlaceGuard):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, MistsCommandSkipGuard):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, MistsCommandScorePoints):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, MistsCommandRemoveGhosts):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, MistsCommandPlaceDog):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, MistsCommandEndRemovals):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                else:
                    commands_type_0_item = commands_type_0_item_data.to_dict()

                commands.append(commands_type_0_item)


        else:
            commands = self.commands

        current_player: int | None | Unset
        if isinstance(self.current_player, Unset):
            current_player = UNSET
        else:
            current_player = self.current_player

        detail: None | str | Unset
        if isinstance(self.detail, Unset):
            detail = UNSET
        else:
            detail = self.detail

        grouped: dict[str, Any] | None | Unset
        if isinstance(self.grouped, Unset):
            grouped = UNSET
        elif isinstance(self.grouped, MistsGroupedMovesPlaceTile):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, MistsLegalMovesBuryGuard):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, MistsLegalMovesHauntGraveyard):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, MistsLegalMovesPlaceGuard):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, MistsLegalMovesScore):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, MistsLegalMovesPlaceDog):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, MistsLegalMovesRemoveGhosts):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, MistsLegalMovesPlaceFaceDown):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, MistsLegalMovesFinished):
            grouped = self.grouped.to_dict()
        else:
            grouped = self.grouped

        moves: dict[str, Any] | None | Unset
        if isinstance(self.moves, Unset):
            moves = UNSET
        elif isinstance(self.moves, MistsLegalMovesPlaceTile):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, MistsLegalMovesBuryGuard):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, MistsLegalMovesHauntGraveyard):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, MistsLegalMovesPlaceGuard):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, MistsLegalMovesScore):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, MistsLegalMovesPlaceDog):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, MistsLegalMovesRemoveGhosts):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, MistsLegalMovesPlaceFaceDown):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, MistsLegalMovesFinished):
            moves = self.moves.to_dict()
        else:
            moves = self.moves

        your_seat: int | None | Unset
        if isinstance(self.your_seat, Unset):
            your_seat = UNSET
        else:
            your_seat = self.your_seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ruleset": ruleset,
            "seq": seq,
        })
        if commands is not UNSET:
            field_dict["commands"] = commands
        if current_player is not UNSET:
            field_dict["current_player"] = current_player
        if detail is not UNSET:
            field_dict["detail"] = detail
        if grouped is not UNSET:
            field_dict["grouped"] = grouped
        if moves is not UNSET:
            field_dict["moves"] = moves
        if your_seat is not UNSET:
            field_dict["your_seat"] = your_seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_command_bury_from_supply import MistsCommandBuryFromSupply # noqa: PLC0415
        from ..models.mists_command_bury_guard import MistsCommandBuryGuard # noqa: PLC0415
        from ..models.mists_command_end_removals import MistsCommandEndRemovals # noqa: PLC0415
        from ..models.mists_command_haunt_graveyard import MistsCommandHauntGraveyard # noqa: PLC0415
        from ..models.mists_command_place_dog import MistsCommandPlaceDog # noqa: PLC0415
        from ..models.mists_command_place_face_down import MistsCommandPlaceFaceDown # noqa: PLC0415
        from ..models.mists_command_place_guard import MistsCommandPlaceGuard # noqa: PLC0415
        from ..models.mists_command_place_tile import MistsCommandPlaceTile # noqa: PLC0415
        from ..models.mists_command_remove_ghosts import MistsCommandRemoveGhosts # noqa: PLC0415
        from ..models.mists_command_score_points import MistsCommandScorePoints # noqa: PLC0415
        from ..models.mists_command_skip_guard import MistsCommandSkipGuard # noqa: PLC0415
        from ..models.mists_grouped_moves_place_tile import MistsGroupedMovesPlaceTile # noqa: PLC0415
        from ..models.mists_legal_moves_bury_guard import MistsLegalMovesBuryGuard # noqa: PLC0415
        from ..models.mists_legal_moves_finished import MistsLegalMovesFinished # noqa: PLC0415
        from ..models.mists_legal_moves_haunt_graveyard import MistsLegalMovesHauntGraveyard # noqa: PLC0415
        from ..models.mists_legal_moves_place_dog import MistsLegalMovesPlaceDog # noqa: PLC0415
        from ..models.mists_legal_moves_place_face_down import MistsLegalMovesPlaceFaceDown # noqa: PLC0415
        from ..models.mists_legal_moves_place_guard import MistsLegalMovesPlaceGuard # noqa: PLC0415
        from ..models.mists_legal_moves_place_tile import MistsLegalMovesPlaceTile # noqa: PLC0415
        from ..models.mists_legal_moves_remove_ghosts import MistsLegalMovesRemoveGhosts # noqa: PLC0415
        from ..models.mists_legal_moves_score import MistsLegalMovesScore # noqa: PLC0415
        d = dict(src_dict)
        ruleset = MistsLegalMovesResponseRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        def _parse_commands(data: object) -> list[MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                commands_type_0 = []
                _commands_type_0 = data
                for commands_type_0_item_data in (_commands_type_0):
                    def _parse_commands_type_0_item(data: object) -> MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_mists_command_type_0 = MistsCommandPlaceTile.from_dict(data)



                            return componentsschemas_mists_command_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_mists_command_type_1 = MistsCommandBuryGuard.from_dict(data)



                            return componentsschemas_mists_command_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_mists_command_type_2 = MistsCommandBuryFromSupply.from_dict(data)



                            return componentsschemas_mists_command_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_mists_command_type_3 = MistsCommandHauntGraveyard.from_dict(data)



                            return componentsschemas_mists_command_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_mists_command_type_4 = MistsCommandPlaceGuard.from_dict(data)



                            return componentsschemas_mists_command_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_mists_command_type_5 = MistsCommandSkipGuard.from_dict(data)



                            return componentsschemas_mists_command_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_mists_command_type_6 = MistsCommandScorePoints.from_dict(data)



                            return componentsschemas_mists_command_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_mists_command_type_7 = MistsCommandRemoveGhosts.from_dict(data)



                            return componentsschemas_mists_command_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_mists_command_type_8 = MistsCommandPlaceDog.from_dict(data)



                            return componentsschemas_mists_command_type_8
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_mists_command_type_9 = MistsCommandEndRemovals.from_dict(data)



                            return componentsschemas_mists_command_type_9
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_mists_command_type_10 = MistsCommandPlaceFaceDown.from_dict(data)



                        return componentsschemas_mists_command_type_10

                    commands_type_0_item = _parse_commands_type_0_item(commands_type_0_item_data)

                    commands_type_0.append(commands_type_0_item)

                return commands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard] | None | Unset, data)

        commands = _parse_commands(d.pop("commands", UNSET))


        def _parse_current_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current_player = _parse_current_player(d.pop("current_player", UNSET))


        def _parse_detail(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        detail = _parse_detail(d.pop("detail", UNSET))


        def _parse_grouped(data: object) -> MistsGroupedMovesPlaceTile | MistsLegalMovesBuryGuard | MistsLegalMovesFinished | MistsLegalMovesHauntGraveyard | MistsLegalMovesPlaceDog | MistsLegalMovesPlaceFaceDown | MistsLegalMovesPlaceGuard | MistsLegalMovesRemoveGhosts | MistsLegalMovesScore | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_grouped_moves_type_0 = MistsGroupedMovesPlaceTile.from_dict(data)



                return componentsschemas_mists_grouped_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_grouped_moves_type_1 = MistsLegalMovesBuryGuard.from_dict(data)



                return componentsschemas_mists_grouped_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_grouped_moves_type_2 = MistsLegalMovesHauntGraveyard.from_dict(data)



                return componentsschemas_mists_grouped_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_grouped_moves_type_3 = MistsLegalMovesPlaceGuard.from_dict(data)



                return componentsschemas_mists_grouped_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_grouped_moves_type_4 = MistsLegalMovesScore.from_dict(data)



                return componentsschemas_mists_grouped_moves_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_grouped_moves_type_5 = MistsLegalMovesPlaceDog.from_dict(data)



                return componentsschemas_mists_grouped_moves_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_grouped_moves_type_6 = MistsLegalMovesRemoveGhosts.from_dict(data)



                return componentsschemas_mists_grouped_moves_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_grouped_moves_type_7 = MistsLegalMovesPlaceFaceDown.from_dict(data)



                return componentsschemas_mists_grouped_moves_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_grouped_moves_type_8 = MistsLegalMovesFinished.from_dict(data)



                return componentsschemas_mists_grouped_moves_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MistsGroupedMovesPlaceTile | MistsLegalMovesBuryGuard | MistsLegalMovesFinished | MistsLegalMovesHauntGraveyard | MistsLegalMovesPlaceDog | MistsLegalMovesPlaceFaceDown | MistsLegalMovesPlaceGuard | MistsLegalMovesRemoveGhosts | MistsLegalMovesScore | None | Unset, data)

        grouped = _parse_grouped(d.pop("grouped", UNSET))


        def _parse_moves(data: object) -> MistsLegalMovesBuryGuard | MistsLegalMovesFinished | MistsLegalMovesHauntGraveyard | MistsLegalMovesPlaceDog | MistsLegalMovesPlaceFaceDown | MistsLegalMovesPlaceGuard | MistsLegalMovesPlaceTile | MistsLegalMovesRemoveGhosts | MistsLegalMovesScore | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_legal_moves_type_0 = MistsLegalMovesPlaceTile.from_dict(data)



                return componentsschemas_mists_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_legal_moves_type_1 = MistsLegalMovesBuryGuard.from_dict(data)



                return componentsschemas_mists_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_legal_moves_type_2 = MistsLegalMovesHauntGraveyard.from_dict(data)



                return componentsschemas_mists_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_legal_moves_type_3 = MistsLegalMovesPlaceGuard.from_dict(data)



                return componentsschemas_mists_legal_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_legal_moves_type_4 = MistsLegalMovesScore.from_dict(data)



                return componentsschemas_mists_legal_moves_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_legal_moves_type_5 = MistsLegalMovesPlaceDog.from_dict(data)



                return componentsschemas_mists_legal_moves_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_legal_moves_type_6 = MistsLegalMovesRemoveGhosts.from_dict(data)



                return componentsschemas_mists_legal_moves_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_legal_moves_type_7 = MistsLegalMovesPlaceFaceDown.from_dict(data)



                return componentsschemas_mists_legal_moves_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_legal_moves_type_8 = MistsLegalMovesFinished.from_dict(data)



                return componentsschemas_mists_legal_moves_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MistsLegalMovesBuryGuard | MistsLegalMovesFinished | MistsLegalMovesHauntGraveyard | MistsLegalMovesPlaceDog | MistsLegalMovesPlaceFaceDown | MistsLegalMovesPlaceGuard | MistsLegalMovesPlaceTile | MistsLegalMovesRemoveGhosts | MistsLegalMovesScore | None | Unset, data)

        moves = _parse_moves(d.pop("moves", UNSET))


        def _parse_your_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        your_seat = _parse_your_seat(d.pop("your_seat", UNSET))


        mists_legal_moves_response = cls(
            ruleset=ruleset,
            seq=seq,
            commands=commands,
            current_player=current_player,
            detail=detail,
            grouped=grouped,
            moves=moves,
            your_seat=your_seat,
        )


        mists_legal_moves_response.additional_properties = d
        return mists_legal_moves_response

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
