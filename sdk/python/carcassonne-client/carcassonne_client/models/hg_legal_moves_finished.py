from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_legal_moves_finished_step import HgLegalMovesFinishedStep






T = TypeVar("T", bound="HgLegalMovesFinished")



@_attrs_define
class HgLegalMovesFinished:
    """ Nobody can move: the game is over.

        Attributes:
            step (HgLegalMovesFinishedStep):
     """

    step: HgLegalMovesFinishedStep





    def to_dict(self) -> dict[str, Any]:
        step = self.step.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "step": step,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        step = HgLegalMovesFinishedStep(d.pop("step"))




        hg_legal_moves_finished = cls(
            step=step,
        )

        return hg_legal_moves_finished

