from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.level import Level
from ..models.time_control_per_move_kind import TimeControlPerMoveKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TimeControlPerMove")



@_attrs_define
class TimeControlPerMove:
    """ Correspondence play: each decision within `seconds`.

        Attributes:
            kind (TimeControlPerMoveKind):
            seconds (int): Time for one decision, 1 s to 30 days.
            on_timeout (Level | None | Unset):
     """

    kind: TimeControlPerMoveKind
    seconds: int
    on_timeout: Level | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seconds = self.seconds

        on_timeout: None | str | Unset
        if isinstance(self.on_timeout, Unset):
            on_timeout = UNSET
        elif isinstance(self.on_timeout, Level):
            on_timeout = self.on_timeout.value
        else:
            on_timeout = self.on_timeout


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "seconds": seconds,
        })
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = TimeControlPerMoveKind(d.pop("kind"))




        seconds = d.pop("seconds")

        def _parse_on_timeout(data: object) -> Level | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_timeout_type_0 = Level(data)



                return on_timeout_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Level | None | Unset, data)

        on_timeout = _parse_on_timeout(d.pop("on_timeout", UNSET))


        time_control_per_move = cls(
            kind=kind,
            seconds=seconds,
            on_timeout=on_timeout,
        )

        return time_control_per_move

