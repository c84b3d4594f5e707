from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_effect_menhir_turn_type import HgEffectMenhirTurnType






T = TypeVar("T", bound="HgEffectMenhirTurn")



@_attrs_define
class HgEffectMenhirTurn:
    """ The tile closed a forest with a menhir: the player takes a menhir
    tile and plays a second turn (HG-MENHIR-1).

        Attributes:
            type_ (HgEffectMenhirTurnType):
     """

    type_: HgEffectMenhirTurnType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = HgEffectMenhirTurnType(d.pop("type"))




        hg_effect_menhir_turn = cls(
            type_=type_,
        )

        return hg_effect_menhir_turn

