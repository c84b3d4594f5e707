from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_legal_moves_place_figure_step import DiscLegalMovesPlaceFigureStep
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.disc_figure_option import DiscFigureOption
  from ..models.disc_recall_option import DiscRecallOption
  from ..models.pos import Pos





T = TypeVar("T", bound="DiscLegalMovesPlaceFigure")



@_attrs_define
class DiscLegalMovesPlaceFigure:
    """ The action step: place a figure on one of these regions of the tile
    just placed, take one of these figures back, or do nothing
    (`skip_figure`, always allowed).

        Attributes:
            options (list[DiscFigureOption]): Regions of that tile that can take a figure.
            recall (list[DiscRecallOption]): Your figures on the board, with the points each would score now.
            step (DiscLegalMovesPlaceFigureStep):
            placed (None | Pos | Unset):
     """

    options: list[DiscFigureOption]
    recall: list[DiscRecallOption]
    step: DiscLegalMovesPlaceFigureStep
    placed: None | Pos | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_figure_option import DiscFigureOption # noqa: PLC0415
        from ..models.disc_recall_option import DiscRecallOption # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        recall = []
        for recall_item_data in self.recall:
            recall_item = recall_item_data.to_dict()
            recall.append(recall_item)



        step = self.step.value

        placed: dict[str, Any] | None | Unset
        if isinstance(self.placed, Unset):
            placed = UNSET
        elif isinstance(self.placed, Pos):
            placed = self.placed.to_dict()
        else:
            placed = self.placed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "options": options,
            "recall": recall,
            "step": step,
        })
        if placed is not UNSET:
            field_dict["placed"] = placed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.disc_figure_option import DiscFigureOption # noqa: PLC0415
        from ..models.disc_recall_option import DiscRecallOption # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        d = dict(src_dict)
        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = DiscFigureOption.from_dict(options_item_data)



            options.append(options_item)


        recall = []
        _recall = d.pop("recall")
        for recall_item_data in (_recall):
            recall_item = DiscRecallOption.from_dict(recall_item_data)



            recall.append(recall_item)


        step = DiscLegalMovesPlaceFigureStep(d.pop("step"))




        def _parse_placed(data: object) -> None | Pos | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                placed_type_0 = Pos.from_dict(data)



                return placed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Pos | Unset, data)

        placed = _parse_placed(d.pop("placed", UNSET))


        disc_legal_moves_place_figure = cls(
            options=options,
            recall=recall,
            step=step,
            placed=placed,
        )

        return disc_legal_moves_place_figure

