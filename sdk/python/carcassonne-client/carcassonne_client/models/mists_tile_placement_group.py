from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.mists_guard_option import MistsGuardOption





T = TypeVar("T", bound="MistsTilePlacementGroup")



@_attrs_define
class MistsTilePlacementGroup:
    """ The placements of one cell that differ only in their rotation.

        Attributes:
            guards (list[MistsGuardOption]): Regions a guard could take after this placement.
            rotations (list[int]): The rotations that allow this, ascending.
            x (int): Column, growing to the east.
            y (int): Row, growing to the south.
     """

    guards: list[MistsGuardOption]
    rotations: list[int]
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_guard_option import MistsGuardOption # noqa: PLC0415
        guards = []
        for guards_item_data in self.guards:
            guards_item = guards_item_data.to_dict()
            guards.append(guards_item)



        rotations = self.rotations



        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "guards": guards,
            "rotations": rotations,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_guard_option import MistsGuardOption # noqa: PLC0415
        d = dict(src_dict)
        guards = []
        _guards = d.pop("guards")
        for guards_item_data in (_guards):
            guards_item = MistsGuardOption.from_dict(guards_item_data)



            guards.append(guards_item)


        rotations = cast(list[int], d.pop("rotations"))


        x = d.pop("x")

        y = d.pop("y")

        mists_tile_placement_group = cls(
            guards=guards,
            rotations=rotations,
            x=x,
            y=y,
        )


        mists_tile_placement_group.additional_properties = d
        return mists_tile_placement_group

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
