from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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





T = TypeVar("T", bound="RankedCommandClassicCommand")



@_attrs_define
class RankedCommandClassicCommand:
    """ A command a bot ranked, with its estimate.

        Attributes:
            command (ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey |
                ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon |
                ClassicCommandSkipFigure): What the player to move can ask for.
            value (float): The bot's estimate of the position after it, as a hint's `value`.
     """

    command: ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure
    value: float
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


        value = d.pop("value")

        ranked_command_classic_command = cls(
            command=command,
            value=value,
        )


        ranked_command_classic_command.additional_properties = d
        return ranked_command_classic_command

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
