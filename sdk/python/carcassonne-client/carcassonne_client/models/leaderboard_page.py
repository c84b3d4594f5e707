from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pool import Pool
from ..models.ruleset_id import RulesetId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.leaderboard_entry import LeaderboardEntry





T = TypeVar("T", bound="LeaderboardPage")



@_attrs_define
class LeaderboardPage:
    """ A page of a leaderboard, best first.

        Attributes:
            entries (list[LeaderboardEntry]): Established ratings of players who show their profile.
            pool (Pool): The games a rating is kept for, within a rule set.
            ruleset (RulesetId): A hosted rule set (`GET /v1/rulesets`).
            next_cursor (None | str | Unset): Pass as `cursor` for the next page; absent on the last.
     """

    entries: list[LeaderboardEntry]
    pool: Pool
    ruleset: RulesetId
    next_cursor: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.leaderboard_entry import LeaderboardEntry # noqa: PLC0415
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        pool = self.pool.value

        ruleset = self.ruleset.value

        next_cursor: None | str | Unset
        if isinstance(self.next_cursor, Unset):
            next_cursor = UNSET
        else:
            next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "entries": entries,
            "pool": pool,
            "ruleset": ruleset,
        })
        if next_cursor is not UNSET:
            field_dict["next_cursor"] = next_cursor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_entry import LeaderboardEntry # noqa: PLC0415
        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = LeaderboardEntry.from_dict(entries_item_data)



            entries.append(entries_item)


        pool = Pool(d.pop("pool"))




        ruleset = RulesetId(d.pop("ruleset"))




        def _parse_next_cursor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor", UNSET))


        leaderboard_page = cls(
            entries=entries,
            pool=pool,
            ruleset=ruleset,
            next_cursor=next_cursor,
        )


        leaderboard_page.additional_properties = d
        return leaderboard_page

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
