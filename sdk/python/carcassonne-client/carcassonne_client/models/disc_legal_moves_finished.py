from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_legal_moves_finished_step import DiscLegalMovesFinishedStep






T = TypeVar("T", bound="DiscLegalMovesFinished")



@_attrs_define
class DiscLegalMovesFinished:
    """ Nobody can move: the game is over.

        Attributes:
            step (DiscLegalMovesFinishedStep):
     """

    step: DiscLegalMovesFinishedStep





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
        step = DiscLegalMovesFinishedStep(d.pop("step"))




        disc_legal_moves_finished = cls(
            step=step,
        )

        return disc_legal_moves_finished

