from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_legal_moves_score_step import MistsLegalMovesScoreStep
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_ghost_target import MistsGhostTarget
  from ..models.mists_scoring_choice import MistsScoringChoice





T = TypeVar("T", bound="MistsLegalMovesScore")



@_attrs_define
class MistsLegalMovesScore:
    """ 3a: the points of a closed feature (`score_points`), or ghosts
    removed from one tile instead (`remove_ghosts`). The team chooses
    which closed feature to resolve first (MISTS-AMB-22): the commands
    name it by id; one that names none resolves `feature`.

        Attributes:
            choices (list[MistsScoringChoice]): Every closed feature waiting, `feature` first: each is a legal
                choice (the new tile's roads and cities by region, then castles).
            feature (MistsScoringChoice): The feature whose scoring the team decides.
            step (MistsLegalMovesScoreStep):
            targets (list[MistsGhostTarget]): Tiles with ghosts.
            waiting (int): Features closed this turn that wait after it.
     """

    choices: list[MistsScoringChoice]
    feature: MistsScoringChoice
    step: MistsLegalMovesScoreStep
    targets: list[MistsGhostTarget]
    waiting: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_ghost_target import MistsGhostTarget # noqa: PLC0415
        from ..models.mists_scoring_choice import MistsScoringChoice # noqa: PLC0415
        choices = []
        for choices_item_data in self.choices:
            choices_item = choices_item_data.to_dict()
            choices.append(choices_item)



        feature = self.feature.to_dict()

        step = self.step.value

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.to_dict()
            targets.append(targets_item)



        waiting = self.waiting


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "choices": choices,
            "feature": feature,
            "step": step,
            "targets": targets,
            "waiting": waiting,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_ghost_target import MistsGhostTarget # noqa: PLC0415
        from ..models.mists_scoring_choice import MistsScoringChoice # noqa: PLC0415
        d = dict(src_dict)
        choices = []
        _choices = d.pop("choices")
        for choices_item_data in (_choices):
            choices_item = MistsScoringChoice.from_dict(choices_item_data)



            choices.append(choices_item)


        feature = MistsScoringChoice.from_dict(d.pop("feature"))




        step = MistsLegalMovesScoreStep(d.pop("step"))




        targets = []
        _targets = d.pop("targets")
        for targets_item_data in (_targets):
            targets_item = MistsGhostTarget.from_dict(targets_item_data)



            targets.append(targets_item)


        waiting = d.pop("waiting")

        mists_legal_moves_score = cls(
            choices=choices,
            feature=feature,
            step=step,
            targets=targets,
            waiting=waiting,
        )

        return mists_legal_moves_score

