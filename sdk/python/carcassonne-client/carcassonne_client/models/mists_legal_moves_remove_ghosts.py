from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_legal_moves_remove_ghosts_step import MistsLegalMovesRemoveGhostsStep
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_ghost_target import MistsGhostTarget
  from ..models.pos import Pos





T = TypeVar("T", bound="MistsLegalMovesRemoveGhosts")



@_attrs_define
class MistsLegalMovesRemoveGhosts:
    """ 3b: the dog removes ghosts from up to two tiles around its guard
    (`remove_ghosts`), or no more (`end_removals`).

        Attributes:
            around (Pos): A board cell. The start tile lies at (0, 0).
            dog (int): Dog 1 or 2.
            step (MistsLegalMovesRemoveGhostsStep):
            targets (list[MistsGhostTarget]): Tiles in reach with ghosts.
     """

    around: Pos
    dog: int
    step: MistsLegalMovesRemoveGhostsStep
    targets: list[MistsGhostTarget]





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_ghost_target import MistsGhostTarget # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        around = self.around.to_dict()

        dog = self.dog

        step = self.step.value

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.to_dict()
            targets.append(targets_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "around": around,
            "dog": dog,
            "step": step,
            "targets": targets,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_ghost_target import MistsGhostTarget # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        d = dict(src_dict)
        around = Pos.from_dict(d.pop("around"))




        dog = d.pop("dog")

        step = MistsLegalMovesRemoveGhostsStep(d.pop("step"))




        targets = []
        _targets = d.pop("targets")
        for targets_item_data in (_targets):
            targets_item = MistsGhostTarget.from_dict(targets_item_data)



            targets.append(targets_item)


        mists_legal_moves_remove_ghosts = cls(
            around=around,
            dog=dog,
            step=step,
            targets=targets,
        )

        return mists_legal_moves_remove_ghosts

