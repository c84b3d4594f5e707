from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.label import Label
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





T = TypeVar("T", bound="JudgedDecisionClassicCommand")



@_attrs_define
class JudgedDecisionClassicCommand:
    """ A decision of a finished game, judged by the analysis.

        Attributes:
            best (ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey |
                ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon |
                ClassicCommandSkipFigure): What the player to move can ask for.
            best_value (float): The estimate after the best command, never below `made_value`.
            label (Label): How a decision is labelled, by the points it gave away.
            made (ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey |
                ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon |
                ClassicCommandSkipFigure): What the player to move can ask for.
            made_value (float): The estimate after the command made, in points: the expected final
                margin over the best other seat; in the co-operative game, the
                team's prospects in points of score, victory worth 50 more and
                defeat 50 less.
            seat (int): Who decided.
            seq (int): The sequence number of the decision's event in the log.
     """

    best: ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure
    best_value: float
    label: Label
    made: ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure
    made_value: float
    seat: int
    seq: int
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
        best: dict[str, Any]
        if isinstance(self.best, ClassicCommandPlaceTile):
            best = self.best.to_dict()
        elif isinstance(self.best, ClassicCommandPlaceFigure):
            best = self.best.to_dict()
        elif isinstance(self.best, ClassicCommandSkipFigure):
            best = self.best.to_dict()
        elif isinstance(self.best, ClassicCommandPlaceAbbey):
            best = self.best.to_dict()
        elif isinstance(self.best, ClassicCommandDrawTile):
            best = self.best.to_dict()
        elif isinstance(self.best, ClassicCommandPassAbbey):
            best = self.best.to_dict()
        elif isinstance(self.best, ClassicCommandMoveWagon):
            best = self.best.to_dict()
        elif isinstance(self.best, ClassicCommandReturnWagon):
            best = self.best.to_dict()
        else:
            best = self.best.to_dict()


        best_value = self.best_value

        label = self.label.value

        made: dict[str, Any]
        if isinstance(self.made, ClassicCommandPlaceTile):
            made = self.made.to_dict()
        elif isinstance(self.made, ClassicCommandPlaceFigure):
            made = self.made.to_dict()
        elif isinstance(self.made, ClassicCommandSkipFigure):
            made = self.made.to_dict()
        elif isinstance(self.made, ClassicCommandPlaceAbbey):
            made = self.made.to_dict()
        elif isinstance(self.made, ClassicCommandDrawTile):
            made = self.made.to_dict()
        elif isinstance(self.made, ClassicCommandPassAbbey):
            made = self.made.to_dict()
        elif isinstance(self.made, ClassicCommandMoveWagon):
            made = self.made.to_dict()
        elif isinstance(self.made, ClassicCommandReturnWagon):
            made = self.made.to_dict()
        else:
            made = self.made.to_dict()


        made_value = self.made_value

        seat = self.seat

        seq = self.seq


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "best": best,
            "best_value": best_value,
            "label": label,
            "made": made,
            "made_value": made_value,
            "seat": seat,
            "seq": seq,
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
        def _parse_best(data: object) -> ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure:
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

        best = _parse_best(d.pop("best"))


        best_value = d.pop("best_value")

        label = Label(d.pop("label"))




        def _parse_made(data: object) -> ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure:
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

        made = _parse_made(d.pop("made"))


        made_value = d.pop("made_value")

        seat = d.pop("seat")

        seq = d.pop("seq")

        judged_decision_classic_command = cls(
            best=best,
            best_value=best_value,
            label=label,
            made=made,
            made_value=made_value,
            seat=seat,
            seq=seq,
        )


        judged_decision_classic_command.additional_properties = d
        return judged_decision_classic_command

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
