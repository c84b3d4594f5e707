from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.disc_command_discard_tile import DiscCommandDiscardTile
  from ..models.disc_command_place_figure import DiscCommandPlaceFigure
  from ..models.disc_command_place_tile import DiscCommandPlaceTile
  from ..models.disc_command_recall_figure import DiscCommandRecallFigure
  from ..models.disc_command_skip_figure import DiscCommandSkipFigure





T = TypeVar("T", bound="RankedCommandDiscCommand")



@_attrs_define
class RankedCommandDiscCommand:
    """ A command a bot ranked, with its estimate.

        Attributes:
            command (DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure |
                DiscCommandSkipFigure): What the player to move can ask for.
            value (float): The bot's estimate of the position after it, as a hint's `value`.
     """

    command: DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure
    value: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





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


        value = d.pop("value")

        ranked_command_disc_command = cls(
            command=command,
            value=value,
        )


        ranked_command_disc_command.additional_properties = d
        return ranked_command_disc_command

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
