from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_dog_state import MistsDogState
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.region_ref import RegionRef





T = TypeVar("T", bound="MistsDogView")



@_attrs_define
class MistsDogView:
    """ A dog.

        Attributes:
            dog (int): Dog 1 or 2.
            state (MistsDogState): Where a dog is.
            threshold (int): The score it waits for (level 6: every colour's).
            guard (None | RegionRef | Unset):
     """

    dog: int
    state: MistsDogState
    threshold: int
    guard: None | RegionRef | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.region_ref import RegionRef # noqa: PLC0415
        dog = self.dog

        state = self.state.value

        threshold = self.threshold

        guard: dict[str, Any] | None | Unset
        if isinstance(self.guard, Unset):
            guard = UNSET
        elif isinstance(self.guard, RegionRef):
            guard = self.guard.to_dict()
        else:
            guard = self.guard


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dog": dog,
            "state": state,
            "threshold": threshold,
        })
        if guard is not UNSET:
            field_dict["guard"] = guard

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.region_ref import RegionRef # noqa: PLC0415
        d = dict(src_dict)
        dog = d.pop("dog")

        state = MistsDogState(d.pop("state"))




        threshold = d.pop("threshold")

        def _parse_guard(data: object) -> None | RegionRef | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                guard_type_0 = RegionRef.from_dict(data)



                return guard_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RegionRef | Unset, data)

        guard = _parse_guard(d.pop("guard", UNSET))


        mists_dog_view = cls(
            dog=dog,
            state=state,
            threshold=threshold,
            guard=guard,
        )


        mists_dog_view.additional_properties = d
        return mists_dog_view

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
