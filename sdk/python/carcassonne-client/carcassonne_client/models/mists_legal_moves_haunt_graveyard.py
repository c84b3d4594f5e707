from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_legal_moves_haunt_graveyard_step import MistsLegalMovesHauntGraveyardStep
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos





T = TypeVar("T", bound="MistsLegalMovesHauntGraveyard")



@_attrs_define
class MistsLegalMovesHauntGraveyard:
    """ 2a, levels 2-4: the graveyard of the extra ghost (`haunt_graveyard`).

        Attributes:
            graveyards (list[Pos]): Open graveyards.
            step (MistsLegalMovesHauntGraveyardStep):
     """

    graveyards: list[Pos]
    step: MistsLegalMovesHauntGraveyardStep





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        graveyards = []
        for graveyards_item_data in self.graveyards:
            graveyards_item = graveyards_item_data.to_dict()
            graveyards.append(graveyards_item)



        step = self.step.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "graveyards": graveyards,
            "step": step,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pos import Pos # noqa: PLC0415
        d = dict(src_dict)
        graveyards = []
        _graveyards = d.pop("graveyards")
        for graveyards_item_data in (_graveyards):
            graveyards_item = Pos.from_dict(graveyards_item_data)



            graveyards.append(graveyards_item)


        step = MistsLegalMovesHauntGraveyardStep(d.pop("step"))




        mists_legal_moves_haunt_graveyard = cls(
            graveyards=graveyards,
            step=step,
        )

        return mists_legal_moves_haunt_graveyard

