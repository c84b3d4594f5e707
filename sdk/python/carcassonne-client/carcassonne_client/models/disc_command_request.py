from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_command_request_ruleset import DiscCommandRequestRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.disc_command_discard_tile import DiscCommandDiscardTile
  from ..models.disc_command_place_figure import DiscCommandPlaceFigure
  from ..models.disc_command_place_tile import DiscCommandPlaceTile
  from ..models.disc_command_recall_figure import DiscCommandRecallFigure
  from ..models.disc_command_skip_figure import DiscCommandSkipFigure





T = TypeVar("T", bound="DiscCommandRequest")



@_attrs_define
class DiscCommandRequest:
    """ A command for the player to move.

        Attributes:
            command (DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure |
                DiscCommandSkipFigure): What the player to move can ask for.
            ruleset (DiscCommandRequestRuleset): The rule set.
            expected_seq (int | None | Unset): The `seq` the client last saw; a stale value gets 409. May be left
                out when the request carries `If-Match` with the game's ETag instead.
     """

    command: DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure
    ruleset: DiscCommandRequestRuleset
    expected_seq: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_command_discard_tile import DiscCommandDiscardTile # noqa: PLC0415
        from ..models.disc_command_place_figure import DiscCommandPlaceFigure # noqa: PLC0415
        from ..models.disc_command_place_tile import DiscCommandPlaceTile # noqa: PLC0415
        from ..models.disc_command_recall_figure import DiscCommandRecallFigure # noqa: PLC0415
        from ..models.disc_command_skip_figure import DiscCommandSkipFigure # noqa: PLC0415
        command: dict[str, Any]
        if isinstance(self.command, DiscCommandPlaceTile):
            command = self.command.to_dict()
        elif isinstance(self.command, DiscCommandDiscardTile):
            command = self.command.to_dict()
        elif isinstance(self.command, DiscCommandPlaceFigure):
            command = self.command.to_dict()
        elif isinstance(self.command, DiscCommandRecallFigure):
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
        from ..models.disc_command_discard_tile import DiscCommandDiscardTile # noqa: PLC0415
        from ..models.disc_command_place_figure import DiscCommandPlaceFigure # noqa: PLC0415
        from ..models.disc_command_place_tile import DiscCommandPlaceTile # noqa: PLC0415
        from ..models.disc_command_recall_figure import DiscCommandRecallFigure # noqa: PLC0415
        from ..models.disc_command_skip_figure import DiscCommandSkipFigure # noqa: PLC0415
        d = dict(src_dict)
        def _parse_command(data: object) -> DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure:
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

        command = _parse_command(d.pop("command"))


        ruleset = DiscCommandRequestRuleset(d.pop("ruleset"))




        def _parse_expected_seq(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_seq = _parse_expected_seq(d.pop("expected_seq", UNSET))


        disc_command_request = cls(
            command=command,
            ruleset=ruleset,
            expected_seq=expected_seq,
        )

        return disc_command_request

