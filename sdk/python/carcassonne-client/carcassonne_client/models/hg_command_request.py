from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_command_request_ruleset import HgCommandRequestRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_command_place_figure import HgCommandPlaceFigure
  from ..models.hg_command_place_tile import HgCommandPlaceTile
  from ..models.hg_command_recall_figure import HgCommandRecallFigure
  from ..models.hg_command_skip_figure import HgCommandSkipFigure





T = TypeVar("T", bound="HgCommandRequest")



@_attrs_define
class HgCommandRequest:
    """ A command for the player to move.

        Attributes:
            command (HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure): What the
                player to move can ask for.
            ruleset (HgCommandRequestRuleset): The rule set.
            expected_seq (int | None | Unset): The `seq` the client last saw; a stale value gets 409. May be left
                out when the request carries `If-Match` with the game's ETag instead.
     """

    command: HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure
    ruleset: HgCommandRequestRuleset
    expected_seq: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_command_place_figure import HgCommandPlaceFigure # noqa: PLC0415
        from ..models.hg_command_place_tile import HgCommandPlaceTile # noqa: PLC0415
        from ..models.hg_command_recall_figure import HgCommandRecallFigure # noqa: PLC0415
        from ..models.hg_command_skip_figure import HgCommandSkipFigure # noqa: PLC0415
        command: dict[str, Any]
        if isinstance(self.command, HgCommandPlaceTile):
            command = self.command.to_dict()
        elif isinstance(self.command, HgCommandPlaceFigure):
            command = self.command.to_dict()
        elif isinstance(self.command, HgCommandRecallFigure):
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
        from ..models.hg_command_place_figure import HgCommandPlaceFigure # noqa: PLC0415
        from ..models.hg_command_place_tile import HgCommandPlaceTile # noqa: PLC0415
        from ..models.hg_command_recall_figure import HgCommandRecallFigure # noqa: PLC0415
        from ..models.hg_command_skip_figure import HgCommandSkipFigure # noqa: PLC0415
        d = dict(src_dict)
        def _parse_command(data: object) -> HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure:
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


        ruleset = HgCommandRequestRuleset(d.pop("ruleset"))




        def _parse_expected_seq(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_seq = _parse_expected_seq(d.pop("expected_seq", UNSET))


        hg_command_request = cls(
            command=command,
            ruleset=ruleset,
            expected_seq=expected_seq,
        )

        return hg_command_request

