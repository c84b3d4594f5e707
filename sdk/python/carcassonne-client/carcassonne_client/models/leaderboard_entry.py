from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LeaderboardEntry")



@_attrs_define
class LeaderboardEntry:
    """ One place on a leaderboard.

        Attributes:
            account_id (int): Account id.
            deviation (float): Its deviation.
            games (int): Rated games in the pool.
            rank (int): 1 for the best rating.
            rating (float): The rating.
            username (str): Username.
            display_name (None | str | Unset): Display name, when set.
     """

    account_id: int
    deviation: float
    games: int
    rank: int
    rating: float
    username: str
    display_name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        deviation = self.deviation

        games = self.games

        rank = self.rank

        rating = self.rating

        username = self.username

        display_name: None | str | Unset
        if isinstance(self.display_name, Unset):
            display_name = UNSET
        else:
            display_name = self.display_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "account_id": account_id,
            "deviation": deviation,
            "games": games,
            "rank": rank,
            "rating": rating,
            "username": username,
        })
        if display_name is not UNSET:
            field_dict["display_name"] = display_name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        account_id = d.pop("account_id")

        deviation = d.pop("deviation")

        games = d.pop("games")

        rank = d.pop("rank")

        rating = d.pop("rating")

        username = d.pop("username")

        def _parse_display_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        display_name = _parse_display_name(d.pop("display_name", UNSET))


        leaderboard_entry = cls(
            account_id=account_id,
            deviation=deviation,
            games=games,
            rank=rank,
            rating=rating,
            username=username,
            display_name=display_name,
        )


        leaderboard_entry.additional_properties = d
        return leaderboard_entry

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
