from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PlayerView")



@_attrs_define
class PlayerView:
    """ A player's public counters.

        Attributes:
            abbey (bool): Whether the player still holds an abbey (Abbey & Mayor).
            barns (int): Barns in supply (Abbey & Mayor).
            followers (int): Followers in supply.
            mayors (int): Mayors in supply (Abbey & Mayor).
            resigned (bool): Whether the player resigned.
            score (int): Points.
            seat (int): Seat, 0-based.
            wagons (int): Wagons in supply (Abbey & Mayor).
     """

    abbey: bool
    barns: int
    followers: int
    mayors: int
    resigned: bool
    score: int
    seat: int
    wagons: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        abbey = self.abbey

        barns = self.barns

        followers = self.followers

        mayors = self.mayors

        resigned = self.resigned

        score = self.score

        seat = self.seat

        wagons = self.wagons


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "abbey": abbey,
            "barns": barns,
            "followers": followers,
            "mayors": mayors,
            "resigned": resigned,
            "score": score,
            "seat": seat,
            "wagons": wagons,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        abbey = d.pop("abbey")

        barns = d.pop("barns")

        followers = d.pop("followers")

        mayors = d.pop("mayors")

        resigned = d.pop("resigned")

        score = d.pop("score")

        seat = d.pop("seat")

        wagons = d.pop("wagons")

        player_view = cls(
            abbey=abbey,
            barns=barns,
            followers=followers,
            mayors=mayors,
            resigned=resigned,
            score=score,
            seat=seat,
            wagons=wagons,
        )


        player_view.additional_properties = d
        return player_view

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
