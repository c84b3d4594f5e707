from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ruleset_id import RulesetId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rating_view import RatingView
  from ..models.team_record import TeamRecord





T = TypeVar("T", bound="RulesetProfile")



@_attrs_define
class RulesetProfile:
    """ A player's games and ratings in one rule set.

        Attributes:
            draws (int): Won in a tie for first place.
            games (int): Finished games played in person (rated or not; not single-seat).
            losses (int): Lost.
            ratings (list[RatingView]): Ratings, per pool the player has played a rated game in.
            ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).
            team_records (list[TeamRecord]): Co-operative rule sets: the team's results per level.
            wins (int): Won alone.
            highest_level_won (int | None | Unset): Co-operative rule sets: the highest level the player's team won.
     """

    draws: int
    games: int
    losses: int
    ratings: list[RatingView]
    ruleset: RulesetId
    team_records: list[TeamRecord]
    wins: int
    highest_level_won: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_view import RatingView # noqa: PLC0415
        from ..models.team_record import TeamRecord # noqa: PLC0415
        draws = self.draws

        games = self.games

        losses = self.losses

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)



        ruleset = self.ruleset.value

        team_records = []
        for team_records_item_data in self.team_records:
            team_records_item = team_records_item_data.to_dict()
            team_records.append(team_records_item)



        wins = self.wins

        highest_level_won: int | None | Unset
        if isinstance(self.highest_level_won, Unset):
            highest_level_won = UNSET
        else:
            highest_level_won = self.highest_level_won


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "draws": draws,
            "games": games,
            "losses": losses,
            "ratings": ratings,
            "ruleset": ruleset,
            "team_records": team_records,
            "wins": wins,
        })
        if highest_level_won is not UNSET:
            field_dict["highest_level_won"] = highest_level_won

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_view import RatingView # noqa: PLC0415
        from ..models.team_record import TeamRecord # noqa: PLC0415
        d = dict(src_dict)
        draws = d.pop("draws")

        games = d.pop("games")

        losses = d.pop("losses")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = RatingView.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        ruleset = RulesetId(d.pop("ruleset"))




        team_records = []
        _team_records = d.pop("team_records")
        for team_records_item_data in (_team_records):
            team_records_item = TeamRecord.from_dict(team_records_item_data)



            team_records.append(team_records_item)


        wins = d.pop("wins")

        def _parse_highest_level_won(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        highest_level_won = _parse_highest_level_won(d.pop("highest_level_won", UNSET))


        ruleset_profile = cls(
            draws=draws,
            games=games,
            losses=losses,
            ratings=ratings,
            ruleset=ruleset,
            team_records=team_records,
            wins=wins,
            highest_level_won=highest_level_won,
        )


        ruleset_profile.additional_properties = d
        return ruleset_profile

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
