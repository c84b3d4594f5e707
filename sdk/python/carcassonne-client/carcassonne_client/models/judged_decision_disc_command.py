from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.label import Label
from typing import cast

if TYPE_CHECKING:
  from ..models.disc_command_discard_tile import DiscCommandDiscardTile
  from ..models.disc_command_place_figure import DiscCommandPlaceFigure
  from ..models.disc_command_place_tile import DiscCommandPlaceTile
  from ..models.disc_command_recall_figure import DiscCommandRecallFigure
  from ..models.disc_command_skip_figure import DiscCommandSkipFigure





T = TypeVar("T", bound="JudgedDecisionDiscCommand")



@_attrs_define
class JudgedDecisionDiscCommand:
    """ A decision of a finished game, judged by the analysis.

        Attributes:
            best (DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure |
                DiscCommandSkipFigure): What the player to move can ask for.
            best_value (float): The estimate after the best command, never below `made_value`.
            label (Label): How a decision is labelled, by the points it gave away.
            made (DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure |
                DiscCommandSkipFigure): What the player to move can ask for.
            made_value (float): The estimate after the command made, in points: the expected final
                margin over the best other seat; in the co-operative game, the
                team's prospects in points of score, victory worth 50 more and
                defeat 50 less.
            seat (int): Who decided.
            seq (int): The sequence number of the decision's event in the log.
     """

    best: DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure
    best_value: float
    label: Label
    made: DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure
    made_value: float
    seat: int
    seq: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_command_discard_tile import DiscCommandDiscardTile # noqa: PLC0415
        from ..models.disc_command_place_figure import DiscCommandPlaceFigure # noqa: PLC0415
        from ..models.disc_command_place_tile import DiscCommandPlaceTile # noqa: PLC0415
        from ..models.disc_command_recall_figure import DiscCommandRecallFigure # noqa: PLC0415
        from ..models.disc_command_skip_figure import DiscCommandSkipFigure # noqa: PLC0415
        best: dict[str, Any]
        if isinstance(self.best, DiscCommandPlaceTile):
            best = self.best.to_dict()
        elif isinstance(self.best, DiscCommandDiscardTile):
            best = self.best.to_dict()
        elif isinstance(self.best, DiscCommandPlaceFigure):
            best = self.best.to_dict()
        elif isinstance(self.best, DiscCommandRecallFigure):
            best = self.best.to_dict()
        else:
            best = self.best.to_dict()


        best_value = self.best_value

        label = self.label.value

        made: dict[str, Any]
        if isinstance(self.made, DiscCommandPlaceTile):
            made = self.made.to_dict()
        elif isinstance(self.made, DiscCommandDiscardTile):
            made = self.made.to_dict()
        elif isinstance(self.made, DiscCommandPlaceFigure):
            made = self.made.to_dict()
        elif isinstance(self.made, DiscCommandRecallFigure):
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
        from ..models.disc_command_discard_tile import DiscCommandDiscardTile # noqa: PLC0415
        from ..models.disc_command_place_figure import DiscCommandPlaceFigure # noqa: PLC0415
        from ..models.disc_command_place_tile import DiscCommandPlaceTile # noqa: PLC0415
        from ..models.disc_command_recall_figure import DiscCommandRecallFigure # noqa: PLC0415
        from ..models.disc_command_skip_figure import DiscCommandSkipFigure # noqa: PLC0415
        d = dict(src_dict)
        def _parse_best(data: object) -> DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure:
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

        best = _parse_best(d.pop("best"))


        best_value = d.pop("best_value")

        label = Label(d.pop("label"))




        def _parse_made(data: object) -> DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure:
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

        made = _parse_made(d.pop("made"))


        made_value = d.pop("made_value")

        seat = d.pop("seat")

        seq = d.pop("seq")

        judged_decision_disc_command = cls(
            best=best,
            best_value=best_value,
            label=label,
            made=made,
            made_value=made_value,
            seat=seat,
            seq=seq,
        )


        judged_decision_disc_command.additional_properties = d
        return judged_decision_disc_command

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
