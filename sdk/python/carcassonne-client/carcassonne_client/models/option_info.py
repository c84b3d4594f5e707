from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.option_info_default_type_2 import OptionInfoDefaultType2





T = TypeVar("T", bound="OptionInfo")



@_attrs_define
class OptionInfo:
    """ One option of a rule set.

        Attributes:
            default (bool | int | None | OptionInfoDefaultType2): Its value when left out (`null`: off, or required).
            description (str): What it does, with the rule it follows.
            name (str): Its name in `options`.
            required (bool): Whether every game must give it.
            type_ (str): Its JSON type: `integer`, `boolean`, `array` or `object` (a group
                of options of its own, listed in `fields`).
            choices (list[str] | Unset): For an `array`: the values its entries may take (Mists' `colours`:
                a list of them per seat).
            fields (list[OptionInfo] | Unset): For a group (`object`): its parts, each with its value when the
                group is given without it.
            maximum (int | None | Unset): Greatest value, for integers.
            minimum (int | None | Unset): Least value, for integers.
     """

    default: bool | int | None | OptionInfoDefaultType2
    description: str
    name: str
    required: bool
    type_: str
    choices: list[str] | Unset = UNSET
    fields: list[OptionInfo] | Unset = UNSET
    maximum: int | None | Unset = UNSET
    minimum: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.option_info_default_type_2 import OptionInfoDefaultType2 # noqa: PLC0415
        default: bool | dict[str, Any] | int | None
        if isinstance(self.default, OptionInfoDefaultType2):
            default = self.default.to_dict()
        else:
            default = self.default

        description = self.description

        name = self.name

        required = self.required

        type_ = self.type_

        choices: list[str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices



        fields: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.fields, Unset):
            fields = []
            for fields_item_data in self.fields:
                fields_item = fields_item_data.to_dict()
                fields.append(fields_item)



        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        minimum: int | None | Unset
        if isinstance(self.minimum, Unset):
            minimum = UNSET
        else:
            minimum = self.minimum


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "default": default,
            "description": description,
            "name": name,
            "required": required,
            "type": type_,
        })
        if choices is not UNSET:
            field_dict["choices"] = choices
        if fields is not UNSET:
            field_dict["fields"] = fields
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_info_default_type_2 import OptionInfoDefaultType2 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_default(data: object) -> bool | int | None | OptionInfoDefaultType2:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                default_type_2 = OptionInfoDefaultType2.from_dict(data)



                return default_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | int | None | OptionInfoDefaultType2, data)

        default = _parse_default(d.pop("default"))


        description = d.pop("description")

        name = d.pop("name")

        required = d.pop("required")

        type_ = d.pop("type")

        choices = cast(list[str], d.pop("choices", UNSET))


        _fields = d.pop("fields", UNSET)
        fields: list[OptionInfo] | Unset = UNSET
        if _fields is not UNSET:
            fields = []
            for fields_item_data in _fields:
                fields_item = OptionInfo.from_dict(fields_item_data)



                fields.append(fields_item)


        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))


        def _parse_minimum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minimum = _parse_minimum(d.pop("minimum", UNSET))


        option_info = cls(
            default=default,
            description=description,
            name=name,
            required=required,
            type_=type_,
            choices=choices,
            fields=fields,
            maximum=maximum,
            minimum=minimum,
        )


        option_info.additional_properties = d
        return option_info

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
