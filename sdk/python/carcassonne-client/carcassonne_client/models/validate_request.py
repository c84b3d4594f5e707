from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.command_draw_tile import CommandDrawTile
  from ..models.command_move_wagon import CommandMoveWagon
  from ..models.command_pass_abbey import CommandPassAbbey
  from ..models.command_place_abbey import CommandPlaceAbbey
  from ..models.command_place_barn import CommandPlaceBarn
  from ..models.command_place_figure import CommandPlaceFigure
  from ..models.command_place_tile import CommandPlaceTile
  from ..models.command_return_wagon import CommandReturnWagon
  from ..models.command_skip_figure import CommandSkipFigure
  from ..models.hg_command_place_figure import HgCommandPlaceFigure
  from ..models.hg_command_place_tile import HgCommandPlaceTile
  from ..models.hg_command_recall_figure import HgCommandRecallFigure
  from ..models.hg_command_skip_figure import HgCommandSkipFigure





T = TypeVar("T", bound="ValidateRequest")



@_attrs_define
class ValidateRequest:
    """ A command to check without applying it.

        Attributes:
            command (CommandDrawTile | CommandMoveWagon | CommandPassAbbey | CommandPlaceAbbey | CommandPlaceBarn |
                CommandPlaceFigure | CommandPlaceTile | CommandReturnWagon | CommandSkipFigure | HgCommandPlaceFigure |
                HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure): A command of any rule set: `Command` for
                `classic`, `HgCommand` for
                `hunters-gatherers`; it is parsed against the game's rule set.
     """

    command: CommandDrawTile | CommandMoveWagon | CommandPassAbbey | CommandPlaceAbbey | CommandPlaceBarn | CommandPlaceFigure | CommandPlaceTile | CommandReturnWagon | CommandSkipFigure | HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure





    def to_dict(self) -> dict[str, Any]:
        from ..models.command_draw_tile import CommandDrawTile # noqa: PLC0415
        from ..models.command_move_wagon import CommandMoveWagon # noqa: PLC0415
        from ..models.command_pass_abbey import CommandPassAbbey # noqa: PLC0415
        from ..models.command_place_abbey import CommandPlaceAbbey # noqa: PLC0415
        from ..models.command_place_barn import CommandPlaceBarn # noqa: PLC0415
        from ..models.command_place_figure import CommandPlaceFigure # noqa: PLC0415
        from ..models.command_place_tile import CommandPlaceTile # noqa: PLC0415
        from ..models.command_return_wagon import CommandReturnWagon # noqa: PLC0415
        from ..models.command_skip_figure import CommandSkipFigure # noqa: PLC0415
        from ..models.hg_command_place_figure import HgCommandPlaceFigure # noqa: PLC0415
        from ..models.hg_command_place_tile import HgCommandPlaceTile # noqa: PLC0415
        from ..models.hg_command_recall_figure import HgCommandRecallFigure # noqa: PLC0415
        from ..models.hg_command_skip_figure import HgCommandSkipFigure # noqa: PLC0415
        command: dict[str, Any]
        if isinstance(self.command, CommandPlaceTile):
            command = self.command.to_dict()
        elif isinstance(self.command, CommandPlaceFigure):
            command = self.command.to_dict()
        elif isinstance(self.command, CommandSkipFigure):
            command = self.command.to_dict()
        elif isinstance(self.command, CommandPlaceAbbey):
            command = self.command.to_dict()
        elif isinstance(self.command, CommandDrawTile):
            command = self.command.to_dict()
        elif isinstance(self.command, CommandPassAbbey):
            command = self.command.to_dict()
        elif isinstance(self.command, CommandMoveWagon):
            command = self.command.to_dict()
        elif isinstance(self.command, CommandReturnWagon):
            command = self.command.to_dict()
        elif isinstance(self.command, CommandPlaceBarn):
            command = self.command.to_dict()
        elif isinstance(self.command, HgCommandPlaceTile):
            command = self.command.to_dict()
        elif isinstance(self.command, HgCommandPlaceFigure):
            command = self.command.to_dict()
        elif isinstance(self.command, HgCommandRecallFigure):
            command = self.command.to_dict()
        else:
            command = self.command.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "command": command,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.command_draw_tile import CommandDrawTile # noqa: PLC0415
        from ..models.command_move_wagon import CommandMoveWagon # noqa: PLC0415
        from ..models.command_pass_abbey import CommandPassAbbey # noqa: PLC0415
        from ..models.command_place_abbey import CommandPlaceAbbey # noqa: PLC0415
        from ..models.command_place_barn import CommandPlaceBarn # noqa: PLC0415
        from ..models.command_place_figure import CommandPlaceFigure # noqa: PLC0415
        from ..models.command_place_tile import CommandPlaceTile # noqa: PLC0415
        from ..models.command_return_wagon import CommandReturnWagon # noqa: PLC0415
        from ..models.command_skip_figure import CommandSkipFigure # noqa: PLC0415
        from ..models.hg_command_place_figure import HgCommandPlaceFigure # noqa: PLC0415
        from ..models.hg_command_place_tile import HgCommandPlaceTile # noqa: PLC0415
        from ..models.hg_command_recall_figure import HgCommandRecallFigure # noqa: PLC0415
        from ..models.hg_command_skip_figure import HgCommandSkipFigure # noqa: PLC0415
        d = dict(src_dict)
        def _parse_command(data: object) -> CommandDrawTile | CommandMoveWagon | CommandPassAbbey | CommandPlaceAbbey | CommandPlaceBarn | CommandPlaceFigure | CommandPlaceTile | CommandReturnWagon | CommandSkipFigure | HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_type_0 = CommandPlaceTile.from_dict(data)



                return componentsschemas_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_type_1 = CommandPlaceFigure.from_dict(data)



                return componentsschemas_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_type_2 = CommandSkipFigure.from_dict(data)



                return componentsschemas_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_type_3 = CommandPlaceAbbey.from_dict(data)



                return componentsschemas_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_type_4 = CommandDrawTile.from_dict(data)



                return componentsschemas_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_type_5 = CommandPassAbbey.from_dict(data)



                return componentsschemas_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_type_6 = CommandMoveWagon.from_dict(data)



                return componentsschemas_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_type_7 = CommandReturnWagon.from_dict(data)



                return componentsschemas_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_type_8 = CommandPlaceBarn.from_dict(data)



                return componentsschemas_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_command_type_0 = HgCommandPlaceTile.from_dict(data)



                return componentsschemas_hg_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_command_type_1 = HgCommandPlaceFigure.from_dict(data)



                return componentsschemas_hg_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_command_type_2 = HgCommandRecallFigure.from_dict(data)



                return componentsschemas_hg_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_hg_command_type_3 = HgCommandSkipFigure.from_dict(data)



            return componentsschemas_hg_command_type_3

        command = _parse_command(d.pop("command"))


        validate_request = cls(
            command=command,
        )

        return validate_request

