from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from ..models.mists_legal_moves_bury_guard_step import MistsLegalMovesBuryGuardStep
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_guard_ref import MistsGuardRef
  from ..models.pos import Pos





T = TypeVar("T", bound="MistsLegalMovesBuryGuard")



@_attrs_define
class MistsLegalMovesBuryGuard:
    """ 1c: a graveyard closed; bury a standing guard (`bury_guard`), or with
    none standing one from a supply (`bury_from_supply`).

        Attributes:
            graveyard (Pos): A board cell. The start tile lies at (0, 0).
            guards (list[MistsGuardRef]): Standing guards.
            step (MistsLegalMovesBuryGuardStep):
            supply (list[MistsColour]): Colours with a guard in supply (when no guard stands).
     """

    graveyard: Pos
    guards: list[MistsGuardRef]
    step: MistsLegalMovesBuryGuardStep
    supply: list[MistsColour]





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_guard_ref import MistsGuardRef # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        graveyard = self.graveyard.to_dict()

        guards = []
        for guards_item_data in self.guards:
            guards_item = guards_item_data.to_dict()
            guards.append(guards_item)



        step = self.step.value

        supply = []
        for supply_item_data in self.supply:
            supply_item = supply_item_data.value
            supply.append(supply_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "graveyard": graveyard,
            "guards": guards,
            "step": step,
            "supply": supply,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_guard_ref import MistsGuardRef # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        d = dict(src_dict)
        graveyard = Pos.from_dict(d.pop("graveyard"))




        guards = []
        _guards = d.pop("guards")
        for guards_item_data in (_guards):
            guards_item = MistsGuardRef.from_dict(guards_item_data)



            guards.append(guards_item)


        step = MistsLegalMovesBuryGuardStep(d.pop("step"))




        supply = []
        _supply = d.pop("supply")
        for supply_item_data in (_supply):
            supply_item = MistsColour(supply_item_data)



            supply.append(supply_item)


        mists_legal_moves_bury_guard = cls(
            graveyard=graveyard,
            guards=guards,
            step=step,
            supply=supply,
        )

        return mists_legal_moves_bury_guard

