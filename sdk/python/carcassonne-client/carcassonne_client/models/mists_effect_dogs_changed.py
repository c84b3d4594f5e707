from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_effect_dogs_changed_type import MistsEffectDogsChangedType
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_dog_view import MistsDogView





T = TypeVar("T", bound="MistsEffectDogsChanged")



@_attrs_define
class MistsEffectDogsChanged:
    """ Dogs arrived, scored or were lost (MISTS-DOG-*): where each is now.

        Attributes:
            dogs (list[MistsDogView]): The dogs whose state changed.
            type_ (MistsEffectDogsChangedType):
     """

    dogs: list[MistsDogView]
    type_: MistsEffectDogsChangedType





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_dog_view import MistsDogView # noqa: PLC0415
        dogs = []
        for dogs_item_data in self.dogs:
            dogs_item = dogs_item_data.to_dict()
            dogs.append(dogs_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dogs": dogs,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_dog_view import MistsDogView # noqa: PLC0415
        d = dict(src_dict)
        dogs = []
        _dogs = d.pop("dogs")
        for dogs_item_data in (_dogs):
            dogs_item = MistsDogView.from_dict(dogs_item_data)



            dogs.append(dogs_item)


        type_ = MistsEffectDogsChangedType(d.pop("type"))




        mists_effect_dogs_changed = cls(
            dogs=dogs,
            type_=type_,
        )

        return mists_effect_dogs_changed

