from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pool import Pool
from ..models.ruleset_id import RulesetId
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="RatingChangeView")



@_attrs_define
class RatingChangeView:
    """ One rated game's change to a player's rating.

        Attributes:
            at (datetime.datetime): When the game ended.
            deviation (float): The deviation after it.
            game_id (UUID): The game.
            place (int): The player's place (1 for the winners).
            pool (Pool): The games a rating is kept for, within a rule set.
            rating (float): The rating after it.
            rating_before (float): The rating before the game.
            ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).
     """

    at: datetime.datetime
    deviation: float
    game_id: UUID
    place: int
    pool: Pool
    rating: float
    rating_before: float
    ruleset: RulesetId
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        deviation = self.deviation

        game_id = str(self.game_id)

        place = self.place

        pool = self.pool.value

        rating = self.rating

        rating_before = self.rating_before

        ruleset = self.ruleset.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "deviation": deviation,
            "game_id": game_id,
            "place": place,
            "pool": pool,
            "rating": rating,
            "rating_before": rating_before,
            "ruleset": ruleset,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        deviation = d.pop("deviation")

        game_id = UUID(d.pop("game_id"))




        place = d.pop("place")

        pool = Pool(d.pop("pool"))




        rating = d.pop("rating")

        rating_before = d.pop("rating_before")

        ruleset = RulesetId(d.pop("ruleset"))




        rating_change_view = cls(
            at=at,
            deviation=deviation,
            game_id=game_id,
            place=place,
            pool=pool,
            rating=rating,
            rating_before=rating_before,
            ruleset=ruleset,
        )


        rating_change_view.additional_properties = d
        return rating_change_view

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
