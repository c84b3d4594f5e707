from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_legal_moves_response_ruleset import DiscLegalMovesResponseRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.disc_command_discard_tile import DiscCommandDiscardTile
  from ..models.disc_command_place_figure import DiscCommandPlaceFigure
  from ..models.disc_command_place_tile import DiscCommandPlaceTile
  from ..models.disc_command_recall_figure import DiscCommandRecallFigure
  from ..models.disc_command_skip_figure import DiscCommandSkipFigure
  from ..models.disc_grouped_moves_place_tile import DiscGroupedMovesPlaceTile
  from ..models.disc_legal_moves_discard_tile import DiscLegalMovesDiscardTile
  from ..models.disc_legal_moves_finished import DiscLegalMovesFinished
  from ..models.disc_legal_moves_place_figure import DiscLegalMovesPlaceFigure
  from ..models.disc_legal_moves_place_tile import DiscLegalMovesPlaceTile





T = TypeVar("T", bound="DiscLegalMovesResponse")



@_attrs_define
class DiscLegalMovesResponse:
    """ The legal moves of the current turn, for the caller.

        Attributes:
            ruleset (DiscLegalMovesResponseRuleset): The rule set.
            seq (int): Sequence number they are valid at.
            commands (list[DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure
                | DiscCommandSkipFigure] | None | Unset): The same choices as `moves`, each as a command ready to send (a
                tile placement without its figure: that is the next decision);
                absent when the caller cannot move now, or not asked for
                (`include`).
            current_player (int | None | Unset): Seat to move, if any.
            detail (None | str | Unset): Why there are no moves for the caller.
            grouped (DiscGroupedMovesPlaceTile | DiscLegalMovesDiscardTile | DiscLegalMovesFinished |
                DiscLegalMovesPlaceFigure | None | Unset):
            moves (DiscLegalMovesDiscardTile | DiscLegalMovesFinished | DiscLegalMovesPlaceFigure | DiscLegalMovesPlaceTile
                | None | Unset):
            your_seat (int | None | Unset): The caller's seat, if seated (the current one in a single-seat game).
     """

    ruleset: DiscLegalMovesResponseRuleset
    seq: int
    commands: list[DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure] | None | Unset = UNSET
    current_player: int | None | Unset = UNSET
    detail: None | str | Unset = UNSET
    grouped: DiscGroupedMovesPlaceTile | DiscLegalMovesDiscardTile | DiscLegalMovesFinished | DiscLegalMovesPlaceFigure | None | Unset = UNSET
    moves: DiscLegalMovesDiscardTile | DiscLegalMovesFinished | DiscLegalMovesPlaceFigure | DiscLegalMovesPlaceTile | None | Unset = UNSET
    your_seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_command_discard_tile import DiscCommandDiscardTile # noqa: PLC0415
        from ..models.disc_command_place_figure import DiscCommandPlaceFigure # noqa: PLC0415
        from ..models.disc_command_place_tile import DiscCommandPlaceTile # noqa: PLC0415
        from ..models.disc_command_recall_figure import DiscCommandRecallFigure # noqa: PLC0415
        from ..models.disc_command_skip_figure import DiscCommandSkipFigure # noqa: PLC0415
        from ..models.disc_grouped_moves_place_tile import DiscGroupedMovesPlaceTile # noqa: PLC0415
        from ..models.disc_legal_moves_discard_tile import DiscLegalMovesDiscardTile # noqa: PLC0415
        from ..models.disc_legal_moves_finished import DiscLegalMovesFinished # noqa: PLC0415
        from ..models.disc_legal_moves_place_figure import DiscLegalMovesPlaceFigure # noqa: PLC0415
        from ..models.disc_legal_moves_place_tile import DiscLegalMovesPlaceTile # noqa: PLC0415
        ruleset = self.ruleset.value

        seq = self.seq

        commands: list[dict[str, Any]] | None | Unset
        if isinstance(self.commands, Unset):
            commands = UNSET
        elif isinstance(self.commands, list):
            commands = []
            for commands_type_0_item_data in self.commands:
                commands_type_0_item: dict[str, Any]
                if isinstance(commands_type_0_item_data, DiscCommandPlaceTile):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, DiscCommandDiscardTile):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, DiscCommandPlaceFigure):
                    commands_type_0_item = commands_type_0_item_data.to_dict()
                elif isinstance(commands_type_0_item_data, DiscCommandRecallFigure):
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
        elif isinstance(self.grouped, DiscGroupedMovesPlaceTile):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, DiscLegalMovesDiscardTile):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, DiscLegalMovesPlaceFigure):
            grouped = self.grouped.to_dict()
        elif isinstance(self.grouped, DiscLegalMovesFinished):
            grouped = self.grouped.to_dict()
        else:
            grouped = self.grouped

        moves: dict[str, Any] | None | Unset
        if isinstance(self.moves, Unset):
            moves = UNSET
        elif isinstance(self.moves, DiscLegalMovesPlaceTile):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, DiscLegalMovesDiscardTile):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, DiscLegalMovesPlaceFigure):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, DiscLegalMovesFinished):
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
        from ..models.disc_command_discard_tile import DiscCommandDiscardTile # noqa: PLC0415
        from ..models.disc_command_place_figure import DiscCommandPlaceFigure # noqa: PLC0415
        from ..models.disc_command_place_tile import DiscCommandPlaceTile # noqa: PLC0415
        from ..models.disc_command_recall_figure import DiscCommandRecallFigure # noqa: PLC0415
        from ..models.disc_command_skip_figure import DiscCommandSkipFigure # noqa: PLC0415
        from ..models.disc_grouped_moves_place_tile import DiscGroupedMovesPlaceTile # noqa: PLC0415
        from ..models.disc_legal_moves_discard_tile import DiscLegalMovesDiscardTile # noqa: PLC0415
        from ..models.disc_legal_moves_finished import DiscLegalMovesFinished # noqa: PLC0415
        from ..models.disc_legal_moves_place_figure import DiscLegalMovesPlaceFigure # noqa: PLC0415
        from ..models.disc_legal_moves_place_tile import DiscLegalMovesPlaceTile # noqa: PLC0415
        d = dict(src_dict)
        ruleset = DiscLegalMovesResponseRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        def _parse_commands(data: object) -> list[DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure] | None | Unset:
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
                    def _parse_commands_type_0_item(data: object) -> DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_disc_command_type_0 = DiscCommandPlaceTile.from_dict(data)



                            return componentsschemas_disc_command_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_disc_command_type_1 = DiscCommandDiscardTile.from_dict(data)



                            return componentsschemas_disc_command_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_disc_command_type_2 = DiscCommandPlaceFigure.from_dict(data)



                            return componentsschemas_disc_command_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_disc_command_type_3 = DiscCommandRecallFigure.from_dict(data)



                            return componentsschemas_disc_command_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_disc_command_type_4 = DiscCommandSkipFigure.from_dict(data)



                        return componentsschemas_disc_command_type_4

                    commands_type_0_item = _parse_commands_type_0_item(commands_type_0_item_data)

                    commands_type_0.append(commands_type_0_item)

                return commands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure] | None | Unset, data)

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


        def _parse_grouped(data: object) -> DiscGroupedMovesPlaceTile | DiscLegalMovesDiscardTile | DiscLegalMovesFinished | DiscLegalMovesPlaceFigure | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_grouped_moves_type_0 = DiscGroupedMovesPlaceTile.from_dict(data)



                return componentsschemas_disc_grouped_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_grouped_moves_type_1 = DiscLegalMovesDiscardTile.from_dict(data)



                return componentsschemas_disc_grouped_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_grouped_moves_type_2 = DiscLegalMovesPlaceFigure.from_dict(data)



                return componentsschemas_disc_grouped_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_grouped_moves_type_3 = DiscLegalMovesFinished.from_dict(data)



                return componentsschemas_disc_grouped_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiscGroupedMovesPlaceTile | DiscLegalMovesDiscardTile | DiscLegalMovesFinished | DiscLegalMovesPlaceFigure | None | Unset, data)

        grouped = _parse_grouped(d.pop("grouped", UNSET))


        def _parse_moves(data: object) -> DiscLegalMovesDiscardTile | DiscLegalMovesFinished | DiscLegalMovesPlaceFigure | DiscLegalMovesPlaceTile | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_legal_moves_type_0 = DiscLegalMovesPlaceTile.from_dict(data)



                return componentsschemas_disc_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_legal_moves_type_1 = DiscLegalMovesDiscardTile.from_dict(data)



                return componentsschemas_disc_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_legal_moves_type_2 = DiscLegalMovesPlaceFigure.from_dict(data)



                return componentsschemas_disc_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_legal_moves_type_3 = DiscLegalMovesFinished.from_dict(data)



                return componentsschemas_disc_legal_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiscLegalMovesDiscardTile | DiscLegalMovesFinished | DiscLegalMovesPlaceFigure | DiscLegalMovesPlaceTile | None | Unset, data)

        moves = _parse_moves(d.pop("moves", UNSET))


        def _parse_your_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        your_seat = _parse_your_seat(d.pop("your_seat", UNSET))


        disc_legal_moves_response = cls(
            ruleset=ruleset,
            seq=seq,
            commands=commands,
            current_player=current_player,
            detail=detail,
            grouped=grouped,
            moves=moves,
            your_seat=your_seat,
        )


        disc_legal_moves_response.additional_properties = d
        return disc_legal_moves_response

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
