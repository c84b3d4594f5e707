from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_legal_moves_place_figure_step import ClassicLegalMovesPlaceFigureStep
from ..models.corner import Corner
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_figure_option import ClassicFigureOption





T = TypeVar("T", bound="ClassicLegalMovesPlaceFigure")



@_attrs_define
class ClassicLegalMovesPlaceFigure:
    """ Place a figure on one of these regions, the barn on one of these
    corners, or skip (always allowed).

        Attributes:
            options (list[ClassicFigureOption]): Regions of the tile just placed that can take a figure.
            step (ClassicLegalMovesPlaceFigureStep):
            barn_corners (list[Corner] | Unset): Abbey & Mayor: corners of the tile just placed that can take the
                barn (left out when none).
     """

    options: list[ClassicFigureOption]
    step: ClassicLegalMovesPlaceFigureStep
    barn_corners: list[Corner] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_figure_option import ClassicFigureOption # noqa: PLC0415
        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        step = self.step.value

        barn_corners: list[str] | Unset = UNSET
        if not isinstance(self.barn_corners, Unset):
            barn_corners = []
            for barn_corners_item_data in self.barn_corners:
                barn_corners_item = barn_corners_item_data.value
                barn_corners.append(barn_corners_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "options": options,
            "step": step,
        })
        if barn_corners is not UNSET:
            field_dict["barn_corners"] = barn_corners

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_figure_option import ClassicFigureOption # noqa: PLC0415
        d = dict(src_dict)
        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = ClassicFigureOption.from_dict(options_item_data)



            options.append(options_item)


        step = ClassicLegalMovesPlaceFigureStep(d.pop("step"))




        _barn_corners = d.pop("barn_corners", UNSET)
        barn_corners: list[Corner] | Unset = UNSET
        if _barn_corners is not UNSET:
            barn_corners = []
            for barn_corners_item_data in _barn_corners:
                barn_corners_item = Corner(barn_corners_item_data)



                barn_corners.append(barn_corners_item)


        classic_legal_moves_place_figure = cls(
            options=options,
            step=step,
            barn_corners=barn_corners,
        )

        return classic_legal_moves_place_figure

