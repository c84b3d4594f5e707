from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.disc_supply import DiscSupply





T = TypeVar("T", bound="DiscPlayerView")



@_attrs_define
class DiscPlayerView:
    """ A player's public counters.

        Attributes:
            hand (list[str]): Hand of two: the player's face-up tiles.
            resigned (bool): Whether the player resigned.
            score (int): Points.
            seat (int): Seat, 0-based.
            supply (DiscSupply): Figures in a player's supply.
     """

    hand: list[str]
    resigned: bool
    score: int
    seat: int
    supply: DiscSupply
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_supply import DiscSupply # noqa: PLC0415
        hand = self.hand



        resigned = self.resigned

        score = self.score

        seat = self.seat

        supply = self.supply.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hand": hand,
            "resigned": resigned,
            "score": score,
            "seat": seat,
            "supply": supply,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.disc_supply import DiscSupply # noqa: PLC0415
        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))


        resigned = d.pop("resigned")

        score = d.pop("score")

        seat = d.pop("seat")

        supply = DiscSupply.from_dict(d.pop("supply"))




        disc_player_view = cls(
            hand=hand,
            resigned=resigned,
            score=score,
            seat=seat,
            supply=supply,
        )


        disc_player_view.additional_properties = d
        return disc_player_view

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
