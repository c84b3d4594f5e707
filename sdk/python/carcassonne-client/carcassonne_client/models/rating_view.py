from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pool import Pool
from typing import cast
import datetime






T = TypeVar("T", bound="RatingView")



@_attrs_define
class RatingView:
    """ A rating in one pool.

        Attributes:
            best (float): The highest rating reached.
            deviation (float): Its deviation (uncertainty).
            draws (int): Won in a tie for first place.
            games (int): Rated games.
            losses (int): Lost.
            pool (Pool): The games a rating is kept for, within a rule set.
            provisional (bool): Whether it is still provisional: fewer than 10 rated games in the
                pool. Provisional ratings are on no leaderboard.
            rating (float): The rating now.
            updated_at (datetime.datetime): When it last changed.
            wins (int): Won alone.
     """

    best: float
    deviation: float
    draws: int
    games: int
    losses: int
    pool: Pool
    provisional: bool
    rating: float
    updated_at: datetime.datetime
    wins: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        best = self.best

        deviation = self.deviation

        draws = self.draws

        games = self.games

        losses = self.losses

        pool = self.pool.value

        provisional = self.provisional

        rating = self.rating

        updated_at = self.updated_at.isoformat()

        wins = self.wins


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "best": best,
            "deviation": deviation,
            "draws": draws,
            "games": games,
            "losses": losses,
            "pool": pool,
            "provisional": provisional,
            "rating": rating,
            "updated_at": updated_at,
            "wins": wins,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        best = d.pop("best")

        deviation = d.pop("deviation")

        draws = d.pop("draws")

        games = d.pop("games")

        losses = d.pop("losses")

        pool = Pool(d.pop("pool"))




        provisional = d.pop("provisional")

        rating = d.pop("rating")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        wins = d.pop("wins")

        rating_view = cls(
            best=best,
            deviation=deviation,
            draws=draws,
            games=games,
            losses=losses,
            pool=pool,
            provisional=provisional,
            rating=rating,
            updated_at=updated_at,
            wins=wins,
        )


        rating_view.additional_properties = d
        return rating_view

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
