from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.level import Level
from ..models.time_control_fischer_kind import TimeControlFischerKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TimeControlFischer")



@_attrs_define
class TimeControlFischer:
    """ A Fischer clock: `initial_seconds` per seat, `increment_seconds`
    added with every decision the seat makes.

        Attributes:
            increment_seconds (int): Added per decision, up to a day.
            initial_seconds (int): Starting time per seat, 1 s to 30 days.
            kind (TimeControlFischerKind):
            on_timeout (Level | None | Unset):
     """

    increment_seconds: int
    initial_seconds: int
    kind: TimeControlFischerKind
    on_timeout: Level | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        increment_seconds = self.increment_seconds

        initial_seconds = self.initial_seconds

        kind = self.kind.value

        on_timeout: None | str | Unset
        if isinstance(self.on_timeout, Unset):
            on_timeout = UNSET
        elif isinstance(self.on_timeout, Level):
            on_timeout = self.on_timeout.value
        else:
            on_timeout = self.on_timeout


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "increment_seconds": increment_seconds,
            "initial_seconds": initial_seconds,
            "kind": kind,
        })
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        increment_seconds = d.pop("increment_seconds")

        initial_seconds = d.pop("initial_seconds")

        kind = TimeControlFischerKind(d.pop("kind"))




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


        time_control_fischer = cls(
            increment_seconds=increment_seconds,
            initial_seconds=initial_seconds,
            kind=kind,
            on_timeout=on_timeout,
        )

        return time_control_fischer

