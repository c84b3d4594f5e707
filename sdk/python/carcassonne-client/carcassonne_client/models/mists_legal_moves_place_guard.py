from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from ..models.mists_legal_moves_place_guard_step import MistsLegalMovesPlaceGuardStep
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_guard_option import MistsGuardOption
  from ..models.pos import Pos





T = TypeVar("T", bound="MistsLegalMovesPlaceGuard")



@_attrs_define
class MistsLegalMovesPlaceGuard:
    """ 2b: place a guard on the tile just placed (`place_guard`) or not
    (`skip_guard`).

        Attributes:
            colours (list[MistsColour]): Your colours with a guard in supply.
            options (list[MistsGuardOption]): Regions that can take a guard.
            placed (Pos): A board cell. The start tile lies at (0, 0).
            step (MistsLegalMovesPlaceGuardStep):
     """

    colours: list[MistsColour]
    options: list[MistsGuardOption]
    placed: Pos
    step: MistsLegalMovesPlaceGuardStep





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_guard_option import MistsGuardOption # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)



        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        placed = self.placed.to_dict()

        step = self.step.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colours": colours,
            "options": options,
            "placed": placed,
            "step": step,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_guard_option import MistsGuardOption # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        d = dict(src_dict)
        colours = []
        _colours = d.pop("colours")
        for colours_item_data in (_colours):
            colours_item = MistsColour(colours_item_data)



            colours.append(colours_item)


        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = MistsGuardOption.from_dict(options_item_data)



            options.append(options_item)


        placed = Pos.from_dict(d.pop("placed"))




        step = MistsLegalMovesPlaceGuardStep(d.pop("step"))




        mists_legal_moves_place_guard = cls(
            colours=colours,
            options=options,
            placed=placed,
            step=step,
        )

        return mists_legal_moves_place_guard

