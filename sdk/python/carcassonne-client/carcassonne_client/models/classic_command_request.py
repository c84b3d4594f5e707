from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_command_request_ruleset import ClassicCommandRequestRuleset
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





T = TypeVar("T", bound="ClassicCommandRequest")



@_attrs_define
class ClassicCommandRequest:
    """ A command for the player to move.

        Example:
            {'command': {'rotation': 0, 'type': 'place_tile', 'x': 1, 'y': 0}, 'expected_seq': 2, 'ruleset': 'classic'}

        Attributes:
            command (ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey |
                ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon |
                ClassicCommandSkipFigure): What the player to move can ask for.
            ruleset (ClassicCommandRequestRuleset): The rule set.
            expected_seq (int | None | Unset): The `seq` the client last saw; a stale value gets 409. May be left
                out when the request carries `If-Match` with the game's ETag instead.
     """

    command: ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure
    ruleset: ClassicCommandRequestRuleset
    expected_seq: int | None | Unset = UNSET





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
        command: dict[str, Any]
        if isinstance(self.command, ClassicCommandPlaceTile):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandPlaceFigure):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandSkipFigure):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandPlaceAbbey):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandDrawTile):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandPassAbbey):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandMoveWagon):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandReturnWagon):
            command = self.command.to_dict()
        else:
            command = self.command.to_dict()


        ruleset = self.ruleset.value

        expected_seq: int | None | Unset
        if isinstance(self.expected_seq, Unset):
            expected_seq = UNSET
        else:
            expected_seq = self.expected_seq


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "command": command,
            "ruleset": ruleset,
        })
        if expected_seq is not UNSET:
            field_dict["expected_seq"] = expected_seq

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
        d = dict(src_dict)
        def _parse_command(data: object) -> ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure:
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

        command = _parse_command(d.pop("command"))


        ruleset = ClassicCommandRequestRuleset(d.pop("ruleset"))




        def _parse_expected_seq(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_seq = _parse_expected_seq(d.pop("expected_seq", UNSET))


        classic_command_request = cls(
            command=command,
            ruleset=ruleset,
            expected_seq=expected_seq,
        )

        return classic_command_request

