from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.hg_command_place_figure import HgCommandPlaceFigure
  from ..models.hg_command_place_tile import HgCommandPlaceTile
  from ..models.hg_command_recall_figure import HgCommandRecallFigure
  from ..models.hg_command_skip_figure import HgCommandSkipFigure





T = TypeVar("T", bound="RankedCommandHgCommand")



@_attrs_define
class RankedCommandHgCommand:
    """ A command a bot ranked, with its estimate.

        Attributes:
            command (HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure): What the
                player to move can ask for.
            value (float): The bot's estimate of the position after it, as a hint's `value`.
     """

    command: HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure
    value: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





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


        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "command": command,
            "value": value,
        })

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


        value = d.pop("value")

        ranked_command_hg_command = cls(
            command=command,
            value=value,
        )


        ranked_command_hg_command.additional_properties = d
        return ranked_command_hg_command

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
