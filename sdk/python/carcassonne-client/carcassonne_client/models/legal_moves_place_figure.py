from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.legal_moves_place_figure_step import LegalMovesPlaceFigureStep
from typing import cast

if TYPE_CHECKING:
  from ..models.figure_option import FigureOption





T = TypeVar("T", bound="LegalMovesPlaceFigure")



@_attrs_define
class LegalMovesPlaceFigure:
    """ Place a figure on one of these regions, or skip (always allowed).

        Attributes:
            options (list[FigureOption]): Regions of the tile just placed that can take a figure.
            step (LegalMovesPlaceFigureStep):
     """

    options: list[FigureOption]
    step: LegalMovesPlaceFigureStep
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.figure_option import FigureOption # noqa: PLC0415
        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        step = self.step.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "options": options,
            "step": step,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.figure_option import FigureOption # noqa: PLC0415
        d = dict(src_dict)
        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = FigureOption.from_dict(options_item_data)



            options.append(options_item)


        step = LegalMovesPlaceFigureStep(d.pop("step"))




        legal_moves_place_figure = cls(
            options=options,
            step=step,
        )


        legal_moves_place_figure.additional_properties = d
        return legal_moves_place_figure

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
