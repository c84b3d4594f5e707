from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.label import Label
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_command_place_figure import HgCommandPlaceFigure
  from ..models.hg_command_place_tile import HgCommandPlaceTile
  from ..models.hg_command_recall_figure import HgCommandRecallFigure
  from ..models.hg_command_skip_figure import HgCommandSkipFigure





T = TypeVar("T", bound="JudgedDecisionHgCommand")



@_attrs_define
class JudgedDecisionHgCommand:
    """ A decision of a finished game, judged by the analysis.

        Attributes:
            best (HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure): What the player
                to move can ask for.
            best_value (float): The estimate after the best command, never below `made_value`.
            label (Label): How a decision is labelled, by the points it gave away.
            made (HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure): What the player
                to move can ask for.
            made_value (float): The estimate after the command made, in points: the expected final
                margin over the best other seat; in the co-operative game, the
                team's prospects in points of score, victory worth 50 more and
                defeat 50 less.
            seat (int): Who decided.
            seq (int): The sequence number of the decision's event in the log.
     """

    best: HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure
    best_value: float
    label: Label
    made: HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure
    made_value: float
    seat: int
    seq: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_command_place_figure import HgCommandPlaceFigure # noqa: PLC0415
        from ..models.hg_command_place_tile import HgCommandPlaceTile # noqa: PLC0415
        from ..models.hg_command_recall_figure import HgCommandRecallFigure # noqa: PLC0415
        from ..models.hg_command_skip_figure import HgCommandSkipFigure # noqa: PLC0415
        best: dict[str, Any]
        if isinstance(self.best, HgCommandPlaceTile):
            best = self.best.to_dict()
        elif isinstance(self.best, HgCommandPlaceFigure):
            best = self.best.to_dict()
        elif isinstance(self.best, HgCommandRecallFigure):
            best = self.best.to_dict()
        else:
            best = self.best.to_dict()


        best_value = self.best_value

        label = self.label.value

        made: dict[str, Any]
        if isinstance(self.made, HgCommandPlaceTile):
            made = self.made.to_dict()
        elif isinstance(self.made, HgCommandPlaceFigure):
            made = self.made.to_dict()
        elif isinstance(self.made, HgCommandRecallFigure):
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
        from ..models.hg_command_place_figure import HgCommandPlaceFigure # noqa: PLC0415
        from ..models.hg_command_place_tile import HgCommandPlaceTile # noqa: PLC0415
        from ..models.hg_command_recall_figure import HgCommandRecallFigure # noqa: PLC0415
        from ..models.hg_command_skip_figure import HgCommandSkipFigure # noqa: PLC0415
        d = dict(src_dict)
        def _parse_best(data: object) -> HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure:
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

        best = _parse_best(d.pop("best"))


        best_value = d.pop("best_value")

        label = Label(d.pop("label"))




        def _parse_made(data: object) -> HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure:
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

        made = _parse_made(d.pop("made"))


        made_value = d.pop("made_value")

        seat = d.pop("seat")

        seq = d.pop("seq")

        judged_decision_hg_command = cls(
            best=best,
            best_value=best_value,
            label=label,
            made=made,
            made_value=made_value,
            seat=seat,
            seq=seq,
        )


        judged_decision_hg_command.additional_properties = d
        return judged_decision_hg_command

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
