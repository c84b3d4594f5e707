from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_legal_moves_place_figure_step import HgLegalMovesPlaceFigureStep
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_figure_option import HgFigureOption
  from ..models.region_ref import RegionRef





T = TypeVar("T", bound="HgLegalMovesPlaceFigure")



@_attrs_define
class HgLegalMovesPlaceFigure:
    """ Place a piece on one of these regions, take a figure back with the
    shaman (`recall_figure`), or skip (always allowed).

        Attributes:
            options (list[HgFigureOption]): Regions of the tile just placed that can take a piece.
            recall (list[RegionRef]): Shaman: your figures that may be taken back first.
            step (HgLegalMovesPlaceFigureStep):
     """

    options: list[HgFigureOption]
    recall: list[RegionRef]
    step: HgLegalMovesPlaceFigureStep





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_figure_option import HgFigureOption # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        recall = []
        for recall_item_data in self.recall:
            recall_item = recall_item_data.to_dict()
            recall.append(recall_item)



        step = self.step.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "options": options,
            "recall": recall,
            "step": step,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hg_figure_option import HgFigureOption # noqa: PLC0415
        from ..models.region_ref import RegionRef # noqa: PLC0415
        d = dict(src_dict)
        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = HgFigureOption.from_dict(options_item_data)



            options.append(options_item)


        recall = []
        _recall = d.pop("recall")
        for recall_item_data in (_recall):
            recall_item = RegionRef.from_dict(recall_item_data)



            recall.append(recall_item)


        step = HgLegalMovesPlaceFigureStep(d.pop("step"))




        hg_legal_moves_place_figure = cls(
            options=options,
            recall=recall,
            step=step,
        )

        return hg_legal_moves_place_figure

