from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_legal_moves_response_ruleset import ClassicLegalMovesResponseRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_command_draw_tile import ClassicCommandDrawTile
  from ..models.classic_command_move_wagon import ClassicCommandMoveWagon
  from ..models.classic_command_pass_abbey import ClassicCommandPassAbbey
  from ..models.classic_command_place_abbey import ClassicCommandPlaceAbbey
  from ..models.classic_command_place_barn import ClassicCommandPlaceBarn
  from ..models.classic_command_place_figure import ClassicCommandPlaceFigure
  from ..models.classic_command_place_tile import ClassicCommandPlaceTile
  from ..models.classic_command_return_wagon import ClassicCommandReturnWagon
  from ..models.classic_command_skip_figure import ClassicCommandSkipFigure
  from ..models.classic_grouped_moves_choose_tile import ClassicGroupedMovesChooseTile
  from ..models.classic_grouped_moves_last_abbeys import ClassicGroupedMovesLastAbbeys
  from ..models.classic_grouped_moves_place_tile import ClassicGroupedMovesPlaceTile
  from ..models.classic_legal_moves_choose_tile import ClassicLegalMovesChooseTile
  from ..models.classic_legal_moves_finished import ClassicLegalMovesFinished
  from ..models.classic_legal_moves_last_abbeys import ClassicLegalMovesLastAbbeys
  from ..models.classic_legal_moves_move_wagon import ClassicLegalMovesMoveWagon
  from ..models.classic_legal_moves_place_figure import ClassicLegalMovesPlaceFigure
  from ..models.classic_legal_moves_place_tile import ClassicLegalMovesPlaceTile





T = TypeVar("T", bound="ClassicLegalMovesResponse")



@_attrs_define
class ClassicLegalMovesResponse:
    """ The legal moves of the current turn, for the caller.

        Attributes:
            ruleset (ClassicLegalMovesResponseRuleset): The rule set.
            seq (int): Sequence number they are valid at.
            commands (list[ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey |
                ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile |
                ClassicCommandReturnWagon | ClassicCommandSkipFigure] | None | Unset): The same choices as `moves`, each as a
                command ready to send (a
                tile placement without its figure: that is the next decision);
                absent when the caller cannot move now, or not asked for
                (`include`).
            current_player (int | None | Unset): Seat to move, if any.
            detail (None | str | Unset): Why there are no moves for the caller.
            grouped (ClassicGroupedMovesChooseTile | ClassicGroupedMovesLastAbbeys | ClassicGroupedMovesPlaceTile |
                ClassicLegalMovesFinished | ClassicLegalMovesMoveWagon | ClassicLegalMovesPlaceFigure | None | Unset):
            moves (ClassicLegalMovesChooseTile | ClassicLegalMovesFinished | ClassicLegalMovesLastAbbeys |
                ClassicLegalMovesMoveWagon | ClassicLegalMovesPlaceFigure | ClassicLegalMovesPlaceTile | None | Unset):
            your_seat (int | None | Unset): The caller's seat, if seated (the current one in a single-seat game).
     """

    ruleset: ClassicLegalMovesResponseRuleset
    seq: int
    commands: list[ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure] | None | Unset = UNSET
    current_player: int | None | Unset = UNSET
    detail: None | str | Unset = UNSET
    grouped: ClassicGroupedMovesChooseTile | ClassicGroupedMovesLastAbbeys | ClassicGroupedMovesPlaceTile | ClassicLegalMovesFinished | ClassicLegalMovesMoveWagon | ClassicLegalMovesPlaceFigure | None | Unset = UNSET
    moves: ClassicLegalMovesChooseTile | ClassicLegalMovesFinished | ClassicLegalMovesLastAbbeys | ClassicLegalMovesMoveWagon | ClassicLegalMovesPlaceFigure | ClassicLegalMovesPlaceTile | None | Unset = UNSET
    your_seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_command_draw_tile import ClassicCommandDrawTile # noqa: PLC0415
        from ..models.classic_command_move_wagon import ClassicCommandMoveWagon # noqa: PLC0415
        from ..models.classic_command_pass_abbey import ClassicCommandPassAbbey # noqa: PLC0415
        from ..models.classic_command_place_abbey import ClassicCommandPlaceAbbey # noqa: PLC0415
        from ..models.classic_command_place_barn import ClassicCommandPlaceBarn # noqa: PLC0415
        from ..models.classic_command_place_figure import ClassicCommandPlaceFigure # noqa: PLC0415
        from ..models.classic_command_place_tile import ClassicCommandPlaceTile # noqa: PLC0415
        from ..models.classic_command_return_wagon import ClassicCommandReturnWagon # noqa: PLC0415
        from ..models.classic_command_skip_figure import ClassicCommandSkipFigure # noqa: PLC0415
        from ..models.classic_grouped_moves_choose_tile import ClassicGroupedMovesChooseTile # noqa: PLC0415
        from ..models.classic_grouped_moves_last_abbeys import ClassicGroupedMovesLastAbbeys # noqa: PLC0415
        from ..models.classic_grouped_moves_place_tile import ClassicGroupedMovesPlaceTile # noqa: PLC0415
        from ..models.classic_legal_moves_choose_tile import ClassicLegalMovesChooseTile # noqa: PLC0415
        from ..models.classic_legal_moves_finished import ClassicLegalMovesFinished # noqa: PLC0415
        from ..models.classic_legal_moves_last_abbeys import ClassicLegalMovesLastAbbeys # noqa: PLC0415
        from ..models.classic_legal_moves_move_wagon import ClassicLegalMovesMoveWagon # noqa: PLC0415
        from ..models.classic_legal_moves_place_figure import ClassicLegalMovesPlaceFigure # noqa: PLC0415
        from ..models.classic_legal_moves_place_tile import ClassicLegalMovesPlaceTile # noqa: PLC0415
        ruleset = self.ruleset.value

        seq = self.seq

        commands: list[dict[str, Any]] | None | Unset
        if isinstance(self.commands, Unset):
            commands = UNSET
        elif isinstance(self.commands, list):
            commands = []
            for commands_type_0_item_data in self.commands:
                commands_type_0_item: dict[str, Any]
                if isinstance(commands_type_0_item_data, ClassicCommandPlaceTile):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, ClassicCommandPlaceFigure):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, ClassicCommandSkipFigure):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, ClassicCommandPlaceAbbey):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, ClassicCommandDrawTile):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, ClassicCommandPassAbbey):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, ClassicCommandMoveWagon):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, ClassicCommandReturnWagon):
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
        elif isinstance(self.grouped, ClassicGroupedMovesPlaceTile):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, ClassicGroupedMovesChooseTile):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, ClassicGroupedMovesLastAbbeys):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, ClassicLegalMovesMoveWagon):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, ClassicLegalMovesPlaceFigure):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, ClassicLegalMovesFinished):
            grouped = self.grouped.to_dict()
        else:
            grouped = self.grouped

        moves: dict[str, Any] | None | Unset
        if isinstance(self.moves, Unset):
            moves = UNSET
        elif isinstance(self.moves, ClassicLegalMovesPlaceTile):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, ClassicLegalMovesChooseTile):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, ClassicLegalMovesLastAbbeys):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, ClassicLegalMovesMoveWagon):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, ClassicLegalMovesPlaceFigure):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, ClassicLegalMovesFinished):
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
        from ..models.classic_command_draw_tile import ClassicCommandDrawTile # noqa: PLC0415
        from ..models.classic_command_move_wagon import ClassicCommandMoveWagon # noqa: PLC0415
        from ..models.classic_command_pass_abbey import ClassicCommandPassAbbey # noqa: PLC0415
        from ..models.classic_command_place_abbey import ClassicCommandPlaceAbbey # noqa: PLC0415
        from ..models.classic_command_place_barn import ClassicCommandPlaceBarn # noqa: PLC0415
        from ..models.classic_command_place_figure import ClassicCommandPlaceFigure # noqa: PLC0415
        from ..models.classic_command_place_tile import ClassicCommandPlaceTile # noqa: PLC0415
        from ..models.classic_command_return_wagon import ClassicCommandReturnWagon # noqa: PLC0415
        from ..models.classic_command_skip_figure import ClassicCommandSkipFigure # noqa: PLC0415
        from ..models.classic_grouped_moves_choose_tile import ClassicGroupedMovesChooseTile # noqa: PLC0415
        from ..models.classic_grouped_moves_last_abbeys import ClassicGroupedMovesLastAbbeys # noqa: PLC0415
        from ..models.classic_grouped_moves_place_tile import ClassicGroupedMovesPlaceTile # noqa: PLC0415
        from ..models.classic_legal_moves_choose_tile import ClassicLegalMovesChooseTile # noqa: PLC0415
        from ..models.classic_legal_moves_finished import ClassicLegalMovesFinished # noqa: PLC0415
        from ..models.classic_legal_moves_last_abbeys import ClassicLegalMovesLastAbbeys # noqa: PLC0415
        from ..models.classic_legal_moves_move_wagon import ClassicLegalMovesMoveWagon # noqa: PLC0415
        from ..models.classic_legal_moves_place_figure import ClassicLegalMovesPlaceFigure # noqa: PLC0415
        from ..models.classic_legal_moves_place_tile import ClassicLegalMovesPlaceTile # noqa: PLC0415
        d = dict(src_dict)
        ruleset = ClassicLegalMovesResponseRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        def _parse_commands(data: object) -> list[ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure] | None | Unset:
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
                    def _parse_commands_type_0_item(data: object) -> ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_classic_command_type_0 = ClassicCommandPlaceTile.from_dict(data)



                            return componentsschemas_classic_command_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_classic_command_type_1 = ClassicCommandPlaceFigure.from_dict(data)



                            return componentsschemas_classic_command_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_classic_command_type_2 = ClassicCommandSkipFigure.from_dict(data)



                            return componentsschemas_classic_command_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_classic_command_type_3 = ClassicCommandPlaceAbbey.from_dict(data)



                            return componentsschemas_classic_command_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_classic_command_type_4 = ClassicCommandDrawTile.from_dict(data)



                            return componentsschemas_classic_command_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_classic_command_type_5 = ClassicCommandPassAbbey.from_dict(data)



                            return componentsschemas_classic_command_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_classic_command_type_6 = ClassicCommandMoveWagon.from_dict(data)



                            return componentsschemas_classic_command_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_classic_command_type_7 = ClassicCommandReturnWagon.from_dict(data)



                            return componentsschemas_classic_command_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_classic_command_type_8 = ClassicCommandPlaceBarn.from_dict(data)



                        return componentsschemas_classic_command_type_8

                    commands_type_0_item = _parse_commands_type_0_item(commands_type_0_item_data)

                    commands_type_0.append(commands_type_0_item)

                return commands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure] | None | Unset, data)

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


        def _parse_grouped(data: object) -> ClassicGroupedMovesChooseTile | ClassicGroupedMovesLastAbbeys | ClassicGroupedMovesPlaceTile | ClassicLegalMovesFinished | ClassicLegalMovesMoveWagon | ClassicLegalMovesPlaceFigure | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_grouped_moves_type_0 = ClassicGroupedMovesPlaceTile.from_dict(data)



                return componentsschemas_classic_grouped_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_grouped_moves_type_1 = ClassicGroupedMovesChooseTile.from_dict(data)



                return componentsschemas_classic_grouped_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_grouped_moves_type_2 = ClassicGroupedMovesLastAbbeys.from_dict(data)



                return componentsschemas_classic_grouped_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_grouped_moves_type_3 = ClassicLegalMovesMoveWagon.from_dict(data)



                return componentsschemas_classic_grouped_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_grouped_moves_type_4 = ClassicLegalMovesPlaceFigure.from_dict(data)



                return componentsschemas_classic_grouped_moves_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_grouped_moves_type_5 = ClassicLegalMovesFinished.from_dict(data)



                return componentsschemas_classic_grouped_moves_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClassicGroupedMovesChooseTile | ClassicGroupedMovesLastAbbeys | ClassicGroupedMovesPlaceTile | ClassicLegalMovesFinished | ClassicLegalMovesMoveWagon | ClassicLegalMovesPlaceFigure | None | Unset, data)

        grouped = _parse_grouped(d.pop("grouped", UNSET))


        def _parse_moves(data: object) -> ClassicLegalMovesChooseTile | ClassicLegalMovesFinished | ClassicLegalMovesLastAbbeys | ClassicLegalMovesMoveWagon | ClassicLegalMovesPlaceFigure | ClassicLegalMovesPlaceTile | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_legal_moves_type_0 = ClassicLegalMovesPlaceTile.from_dict(data)



                return componentsschemas_classic_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_legal_moves_type_1 = ClassicLegalMovesChooseTile.from_dict(data)



                return componentsschemas_classic_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_legal_moves_type_2 = ClassicLegalMovesLastAbbeys.from_dict(data)



                return componentsschemas_classic_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_legal_moves_type_3 = ClassicLegalMovesMoveWagon.from_dict(data)



                return componentsschemas_classic_legal_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_legal_moves_type_4 = ClassicLegalMovesPlaceFigure.from_dict(data)



                return componentsschemas_classic_legal_moves_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_legal_moves_type_5 = ClassicLegalMovesFinished.from_dict(data)



                return componentsschemas_classic_legal_moves_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClassicLegalMovesChooseTile | ClassicLegalMovesFinished | ClassicLegalMovesLastAbbeys | ClassicLegalMovesMoveWagon | ClassicLegalMovesPlaceFigure | ClassicLegalMovesPlaceTile | None | Unset, data)

        moves = _parse_moves(d.pop("moves", UNSET))


        def _parse_your_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        your_seat = _parse_your_seat(d.pop("your_seat", UNSET))


        classic_legal_moves_response = cls(
            ruleset=ruleset,
            seq=seq,
            commands=commands,
            current_player=current_player,
            detail=detail,
            grouped=grouped,
            moves=moves,
            your_seat=your_seat,
        )


        classic_legal_moves_response.additional_properties = d
        return classic_legal_moves_response

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
