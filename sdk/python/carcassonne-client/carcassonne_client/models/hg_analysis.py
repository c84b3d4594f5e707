from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.analysis_status import AnalysisStatus
from ..models.hg_analysis_ruleset import HgAnalysisRuleset
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.accuracy import Accuracy
  from ..models.judged_decision_hg_command import JudgedDecisionHgCommand





T = TypeVar("T", bound="HgAnalysis")



@_attrs_define
class HgAnalysis:
    """ The analysis of a finished game: each decision of its people (not its
    bots) that had a choice, judged against the best command the `mcts`
    bot finds (docs/BOTS.md, "Analysis").

        Attributes:
            decisions (list[JudgedDecisionHgCommand]): The decisions judged so far, in the order of the log; the estimates
                of each seat's decisions in turn draw its curve over the game.
            game_id (UUID): The game analysed.
            requested_at (datetime.datetime): When it was asked for.
            ruleset (HgAnalysisRuleset): The rule set.
            seats (list[Accuracy]): Each seat's decisions summed up, so far.
            status (AnalysisStatus): Where an analysis stands.
            done_at (datetime.datetime | None | Unset): When it was done (or failed).
     """

    decisions: list[JudgedDecisionHgCommand]
    game_id: UUID
    requested_at: datetime.datetime
    ruleset: HgAnalysisRuleset
    seats: list[Accuracy]
    status: AnalysisStatus
    done_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.accuracy import Accuracy # noqa: PLC0415
        from ..models.judged_decision_hg_command import JudgedDecisionHgCommand # noqa: PLC0415
        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)



        game_id = str(self.game_id)

        requested_at = self.requested_at.isoformat()

        ruleset = self.ruleset.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        status = self.status.value

        done_at: None | str | Unset
        if isinstance(self.done_at, Unset):
            done_at = UNSET
        elif isinstance(self.done_at, datetime.datetime):
            done_at = self.done_at.isoformat()
        else:
            done_at = self.done_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "decisions": decisions,
            "game_id": game_id,
            "requested_at": requested_at,
            "ruleset": ruleset,
            "seats": seats,
            "status": status,
        })
        if done_at is not UNSET:
            field_dict["done_at"] = done_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accuracy import Accuracy # noqa: PLC0415
        from ..models.judged_decision_hg_command import JudgedDecisionHgCommand # noqa: PLC0415
        d = dict(src_dict)
        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in (_decisions):
            decisions_item = JudgedDecisionHgCommand.from_dict(decisions_item_data)



            decisions.append(decisions_item)


        game_id = UUID(d.pop("game_id"))




        requested_at = datetime.datetime.fromisoformat(d.pop("requested_at"))




        ruleset = HgAnalysisRuleset(d.pop("ruleset"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = Accuracy.from_dict(seats_item_data)



            seats.append(seats_item)


        status = AnalysisStatus(d.pop("status"))




        def _parse_done_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                done_at_type_0 = datetime.datetime.fromisoformat(data)



                return done_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        done_at = _parse_done_at(d.pop("done_at", UNSET))


        hg_analysis = cls(
            decisions=decisions,
            game_id=game_id,
            requested_at=requested_at,
            ruleset=ruleset,
            seats=seats,
            status=status,
            done_at=done_at,
        )


        hg_analysis.additional_properties = d
        return hg_analysis

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
