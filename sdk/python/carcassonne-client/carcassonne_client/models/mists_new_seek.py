from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_new_seek_ruleset import MistsNewSeekRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_options import MistsOptions
  from ..models.rating_range import RatingRange
  from ..models.time_control_fischer import TimeControlFischer
  from ..models.time_control_per_move import TimeControlPerMove





T = TypeVar("T", bound="MistsNewSeek")



@_attrs_define
class MistsNewSeek:
    """ A seek to make.

        Attributes:
            options (MistsOptions): Game options of Mists over Carcassonne.
            ruleset (MistsNewSeekRuleset): The rule set.
            clock (None | TimeControlFischer | TimeControlPerMove | Unset):
            expires_in_seconds (int | None | Unset): Seconds it waits, 30 to 3600; ten minutes when left out.
            rated (bool | Unset): Whether the game is rated; only seeks that agree are matched.
            rating_range (None | RatingRange | Unset):
     """

    options: MistsOptions
    ruleset: MistsNewSeekRuleset
    clock: None | TimeControlFischer | TimeControlPerMove | Unset = UNSET
    expires_in_seconds: int | None | Unset = UNSET
    rated: bool | Unset = UNSET
    rating_range: None | RatingRange | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_options import MistsOptions # noqa: PLC0415
        from ..models.rating_range import RatingRange # noqa: PLC0415
        from ..models.time_control_fischer import TimeControlFischer # noqa: PLC0415
        from ..models.time_control_per_move import TimeControlPerMove # noqa: PLC0415
        options = self.options.to_dict()

        ruleset = self.ruleset.value

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, TimeControlPerMove):
            clock = self.clock.to_dict()
        elif isinstance(self.clock, TimeControlFischer):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        expires_in_seconds: int | None | Unset
        if isinstance(self.expires_in_seconds, Unset):
            expires_in_seconds = UNSET
        else:
            expires_in_seconds = self.expires_in_seconds

        rated = self.rated

        rating_range: dict[str, Any] | None | Unset
        if isinstance(self.rating_range, Unset):
            rating_range = UNSET
        elif isinstance(self.rating_range, RatingRange):
            rating_range = self.rating_range.to_dict()
        else:
            rating_range = self.rating_range


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "options": options,
            "ruleset": ruleset,
        })
        if clock is not UNSET:
            field_dict["clock"] = clock
        if expires_in_seconds is not UNSET:
            field_dict["expires_in_seconds"] = expires_in_seconds
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rating_range is not UNSET:
            field_dict["rating_range"] = rating_range

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_options import MistsOptions # noqa: PLC0415
        from ..models.rating_range import RatingRange # noqa: PLC0415
        from ..models.time_control_fischer import TimeControlFischer # noqa: PLC0415
        from ..models.time_control_per_move import TimeControlPerMove # noqa: PLC0415
        d = dict(src_dict)
        options = MistsOptions.from_dict(d.pop("options"))




        ruleset = MistsNewSeekRuleset(d.pop("ruleset"))




        def _parse_clock(data: object) -> None | TimeControlFischer | TimeControlPerMove | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_time_control_type_0 = TimeControlPerMove.from_dict(data)



                return componentsschemas_time_control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_time_control_type_1 = TimeControlFischer.from_dict(data)



                return componentsschemas_time_control_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TimeControlFischer | TimeControlPerMove | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        def _parse_expires_in_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_in_seconds = _parse_expires_in_seconds(d.pop("expires_in_seconds", UNSET))


        rated = d.pop("rated", UNSET)

        def _parse_rating_range(data: object) -> None | RatingRange | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_range_type_0 = RatingRange.from_dict(data)



                return rating_range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingRange | Unset, data)

        rating_range = _parse_rating_range(d.pop("rating_range", UNSET))


        mists_new_seek = cls(
            options=options,
            ruleset=ruleset,
            clock=clock,
            expires_in_seconds=expires_in_seconds,
            rated=rated,
            rating_range=rating_range,
        )

        return mists_new_seek

